import { sql } from 'drizzle-orm';
import { type Db, executePrepared, type Queryable } from '../../db/client';
import { giveCouponsBackForCancel } from '../coupons/coupon-returns';
import { recordSale } from '../finance/settlement';
import type { StockLine } from '../inventory/inventory';
import * as inventory from '../inventory/inventory';
import { givePointsBackForCancel } from '../points/points-ledger';
import * as transitions from './order-transitions';

/**
 * Cancels an unpaid checkout and gives its stock back. The status change is conditional, so this happens exactly
 * once however many times it is asked (the shopper, the pay-deadline timers of several processes and the sweeper
 * may all ask). Answers whether this call cancelled it.
 */
export async function cancelUnpaidOrder(db: Db, orderId: number, userId?: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await transitions.cancelUnpaid(tx, orderId, userId))) return false;
    await inventory.release(tx, await linesOf(tx, orderId));
    const t = tx;
    await giveCouponsBackForCancel(t, orderId);
    await givePointsBackForCancel(t, orderId);
    return true;
  });
}

/** Cancels every checkout whose time to pay ran out; answers how many. Safe to run from several processes. */
export async function cancelOverdueOrders(db: Db): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM orders WHERE status = 'unpaid' AND pay_deadline <= now() ORDER BY id LIMIT 500`,
  );
  let cancelled = 0;
  for (const row of rows) if (await cancelUnpaidOrder(db, row.id)) cancelled++;
  return cancelled;
}

/**
 * Marks a checkout paid (its shop orders move to "to ship", sales grow, the sale goes on the ledger). Conditional on
 * "unpaid" with every shop open: answers why not when the order was cancelled or paid meanwhile, or a shop of it was
 * suspended, and the caller then refunds the payment; nothing is booked to any shop.
 * The ledger comes last: it locks the shops' balances, which every payment of a shop needs, so they are held only
 * until the commit that follows (issue 25); the caller writes nothing after it, and calls this in its transaction.
 */
export async function markOrderPaid(t: Queryable, orderId: number): Promise<transitions.PaidOutcome> {
  // Inside the caller's transaction (with the payment it applies); no savepoint of its own: when the order is not
  // payable nothing is written, and a failure rolls the caller's transaction back.
  const { outcome, lines } = await transitions.markPaid(t, orderId);
  if (outcome !== 'paid') return outcome;
  await inventory.recordSales(t, lines);
  await recordSale(t, orderId);
  return outcome;
}

/** The units a checkout holds, for the inventory. */
async function linesOf(t: Queryable, orderId: number): Promise<StockLine[]> {
  const { rows } = await executePrepared<{ product_id: number; sku_id: number; quantity: number }>(
    t,
    sql`
    SELECT i.product_id, i.sku_id, i.quantity FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id
    WHERE s.order_id = ${orderId}`,
  );
  return rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id, quantity: r.quantity }));
}

/** Confirms receipt of shipped shop orders older than `days` (the auto-confirm job). */
export async function confirmOverdueReceipts(db: Db, days: number): Promise<number> {
  return transitions.confirmOverdueReceipts(db, days);
}
