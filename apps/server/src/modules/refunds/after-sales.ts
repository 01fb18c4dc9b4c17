import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { getSetting } from '../content/settings';

/** Days after completion during which a completed order may still be refunded (platform setting `afterSales`). */
export async function afterSalesDays(db: Queryable): Promise<number> {
  return (await getSetting(db, 'afterSales')).afterSalesDays;
}

/** Refund states that are still open: in review, accepted, goods on the way back, paying. */
export const OPEN_REFUND_STATES = ['review', 'accepted', 'returned', 'refunding'] as const;

/** True (in SQL) when the shop order aliased `so` has a refund still open (issue 21: its money waits for it). */
export function hasOpenRefund(): SQL {
  return sql`EXISTS (SELECT 1 FROM refunds r_open WHERE r_open.shop_order_id = so.id
    AND r_open.status IN ('review', 'accepted', 'returned', 'refunding'))`;
}

/**
 * True (in SQL) when the after-sales period of the shop order aliased `so` has ended: it is completed, no refund of
 * it is open, and its days (those that applied when it completed, kept on the order since audit N9; `days`, the
 * current setting, for orders completed before) or more passed since it completed or, later, since its last refund closed (issue 21:
 * the window counts from when the last refund closes). Orders not completed yet (waiting to ship, on their way,
 * received) are always inside it. A shop order refunded whole has nothing after-sales left: it has ended once its
 * last refund closed, so that the settlement job moves what it still leaves the shop, the freight kept (audit P2).
 * The settlement job and the refund request read this same rule.
 */
export function afterSalesEnded(days: number): SQL {
  return sql`((so.status = 'completed' AND NOT ${hasOpenRefund()}
    AND greatest(so.completed_at, (SELECT max(r_closed.closed_at) FROM refunds r_closed
      WHERE r_closed.shop_order_id = so.id)) <= now() - make_interval(days => coalesce(so.after_sales_days, ${days})))
    OR (so.status = 'refunded' AND NOT ${hasOpenRefund()}))`;
}

/**
 * When the after-sales period of a completed order ends (ISO), as `afterSalesEnded` counts it (from the last
 * refund's close when that came later); null otherwise.
 */
export function afterSalesEnd(
  status: string,
  completedAt: string | null,
  days: number,
  lastRefundClosedAt: string | null = null,
): string | null {
  if (status !== 'completed' || !completedAt) return null;
  const from = Math.max(
    new Date(completedAt).getTime(),
    lastRefundClosedAt ? new Date(lastRefundClosedAt).getTime() : 0,
  );
  return new Date(from + days * 86_400_000).toISOString();
}
