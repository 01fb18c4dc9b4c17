import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** What the refunds of a shop order paid back, and the freight they kept back (decision 0024), in cents. */
export type RefundedTotals = { refunded: number; freightKept: number };

const NONE: RefundedTotals = { refunded: 0, freightKept: 0 };

/**
 * The money paid back on each of these shop orders (refunds paid, not those still open) and the freight kept back
 * from it, so an order "refunded" says how much came back and not only what was paid (audit AM14).
 */
export async function refundedTotals(db: Queryable, shopOrderIds: number[]): Promise<Map<number, RefundedTotals>> {
  const totals = new Map<number, RefundedTotals>();
  if (shopOrderIds.length === 0) return totals;
  const { rows } = await db.execute<{ id: number; refunded: number; freight_kept: number }>(sql`
    SELECT shop_order_id AS id, sum(amount)::int AS refunded, sum(freight_deducted)::int AS freight_kept
    FROM refunds WHERE status = 'refunded' AND shop_order_id = ANY(${`{${shopOrderIds.join(',')}}`}::int[])
    GROUP BY shop_order_id`);
  for (const r of rows) totals.set(r.id, { refunded: r.refunded, freightKept: r.freight_kept });
  return totals;
}

export const refundedOf = (totals: Map<number, RefundedTotals>, shopOrderId: number): RefundedTotals =>
  totals.get(shopOrderId) ?? NONE;
