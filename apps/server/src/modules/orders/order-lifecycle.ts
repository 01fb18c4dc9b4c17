import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adjustProductStock } from '../checkout/checkout.service';
import { giveCouponsBackForCancel } from '../coupons/coupon-returns';
import { givePointsBackForCancel } from '../points/points-ledger';

/**
 * Cancels an unpaid checkout and gives its stock back. The status change is conditional, so this happens exactly
 * once however many times it is asked (the shopper, the 30-minute job and the sweeper may all ask). Answers
 * whether this call cancelled it.
 */
export async function cancelUnpaidOrder(db: Db, orderId: number, userId?: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const owner = userId === undefined ? sql`` : sql`AND user_id = ${userId}`;
    const { rows } = await t.execute<{ id: number }>(sql`
      UPDATE orders SET status = 'cancelled', cancelled_at = now() WHERE id = ${orderId} AND status = 'unpaid' ${owner}
      RETURNING id`);
    if (rows.length === 0) return false;
    await t.execute(sql`
      UPDATE shop_orders SET status = 'cancelled', cancelled_at = now() WHERE order_id = ${orderId} AND status = 'unpaid'`);
    const { rows: items } = await t.execute<{ product_id: number; sku_id: number; quantity: number }>(sql`
      SELECT i.product_id, i.sku_id, i.quantity FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id
      WHERE s.order_id = ${orderId} ORDER BY i.sku_id`);
    for (const item of items) {
      await t.execute(sql`UPDATE product_skus SET stock = stock + ${item.quantity} WHERE id = ${item.sku_id}`);
    }
    await adjustProductStock(
      t,
      items.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
      1,
    );
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
 * Marks a checkout paid (its shop orders move to "to ship", sales grow). Conditional on "unpaid": answers false when
 * the order was cancelled or paid meanwhile, and the caller then refunds the payment.
 */
export async function markOrderPaid(db: Db, orderId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { rows } = await t.execute<{ id: number }>(sql`
      UPDATE orders SET status = 'paid', paid_at = now() WHERE id = ${orderId} AND status = 'unpaid' RETURNING id`);
    if (rows.length === 0) return false;
    await t.execute(sql`
      UPDATE shop_orders SET status = 'to_ship', paid_at = now() WHERE order_id = ${orderId} AND status = 'unpaid'`);
    const { rows: items } = await t.execute<{ product_id: number; quantity: number }>(sql`
      SELECT i.product_id, sum(i.quantity)::int AS quantity FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id
      WHERE s.order_id = ${orderId} GROUP BY i.product_id ORDER BY i.product_id`);
    for (const item of items) {
      await t.execute(sql`UPDATE products SET sales = sales + ${item.quantity} WHERE id = ${item.product_id}`);
    }
    return true;
  });
}

/** Confirms receipt of shipped shop orders older than `days` (the auto-confirm job). */
export async function confirmOverdueReceipts(db: Db, days: number): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    UPDATE shop_orders SET status = 'to_review', received_at = now()
    WHERE status = 'to_receive' AND shipped_at <= now() - make_interval(days => ${days}) RETURNING id`);
  return rows.length;
}
