import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { closedForServiceSql, heldForBuyerSql, paidAnotherWaySql } from '../refunds/held-for-buyer';

/**
 * What the refunds of a shop order paid back, and the freight they kept back (decision 0024), in cents. `held` and
 * `paidOther` are the parts of `refunded` that did not go back to the card (audit FY1): what the platform holds for the
 * buyer of the refunds closed for customer service (decision 0052), and what the operator paid them another way.
 */
export type RefundedTotals = { refunded: number; freightKept: number; held: number; paidOther: number };

const NONE: RefundedTotals = { refunded: 0, freightKept: 0, held: 0, paidOther: 0 };

/**
 * The money paid back on each of these shop orders (refunds paid, not those still open) and the freight kept back
 * from it, so an order "refunded" says how much came back and not only what was paid (audit AM14).
 */
export async function refundedTotals(db: Queryable, shopOrderIds: number[]): Promise<Map<number, RefundedTotals>> {
  const totals = new Map<number, RefundedTotals>();
  if (shopOrderIds.length === 0) return totals;
  // Every refund paid counts whole, however it was paid. Also what Stripe refunded of each without the mall (its part
  // booked under `stripe:<refund>:<order>`, audit DM6; not once it failed, decision 0052), less what the refunds
  // paid by money given back earlier (`paid_earlier`, audit DM2) used of it: not counted twice. Money given back
  // earlier is Stripe's refunds or a lost dispute's funds; a refund paid by the latter counts too (audit DT4), and so do
  // the funds of a dispute lost (`stripe:<dispute>:withdrawn:<order>`): the bank gave them to the shopper, and an
  // unshipped order they emptied is closed as refunded (audit EI4).
  // The refunds closed for customer service count whole here (the shop's books paid them), and say apart what of them
  // the platform still holds and what it paid another way (audit FY1): the shopper is not told it reached the card.
  const { rows } = await db.execute<{
    id: number;
    refunded: number;
    freight_kept: number;
    held: number;
    paid_other: number;
  }>(sql`
    SELECT so.id, (paid.amount + greatest(0, stripe.amount - paid.earlier))::int AS refunded,
      coalesce((SELECT sum(r.freight_deducted) FROM refunds r
        WHERE r.shop_order_id = so.id AND r.status = 'refunded'), 0)::int AS freight_kept,
      coalesce((SELECT sum(greatest(0, ${heldForBuyerSql('r')})) FROM refunds r
        WHERE r.shop_order_id = so.id AND ${closedForServiceSql('r')}), 0)::int AS held,
      coalesce((SELECT sum(${paidAnotherWaySql('r')}) FROM refunds r
        WHERE r.shop_order_id = so.id AND ${closedForServiceSql('r')}), 0)::int AS paid_other
    FROM shop_orders so
    CROSS JOIN LATERAL (SELECT coalesce(sum(r.amount), 0) AS amount, coalesce(sum(r.paid_earlier), 0) AS earlier
      FROM refunds r WHERE r.shop_order_id = so.id AND r.status = 'refunded') paid
    CROSS JOIN LATERAL (SELECT coalesce(-sum(l.amount), 0) AS amount FROM provider_returns pr
      JOIN ledger_entries e ON e.key = 'stripe:' || pr.ref || CASE WHEN pr.kind = 'dispute' THEN ':withdrawn:' ELSE ':' END
        || so.order_no
      JOIN ledger_lines l ON l.entry_id = e.id AND l.account = 'provider_cash'
      WHERE pr.order_id = so.order_id AND ((pr.kind = 'refund' AND pr.status = 'succeeded')
        OR (pr.kind = 'dispute' AND pr.status = 'lost' AND pr.closed_at IS NOT NULL))) stripe
    WHERE so.id = ANY(${`{${shopOrderIds.join(',')}}`}::int[])`);
  for (const r of rows) {
    totals.set(r.id, { refunded: r.refunded, freightKept: r.freight_kept, held: r.held, paidOther: r.paid_other });
  }
  return totals;
}

export const refundedOf = (totals: Map<number, RefundedTotals>, shopOrderId: number): RefundedTotals =>
  totals.get(shopOrderId) ?? NONE;
