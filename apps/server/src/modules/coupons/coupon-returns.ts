import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

// Interface between the after-sales parts: cancellation (orders/order-lifecycle.ts) and refunds call these inside
// their own transactions. A coupon comes back unused with its own validity (an expired one stays expired).

/** Gives coupons back, conditional on their still being used by this checkout; answers how many came back. */
async function giveBack(t: Queryable, orderId: number, couponUserIds?: number[]): Promise<number> {
  if (couponUserIds?.length === 0) return 0;
  const only = couponUserIds
    ? sql`AND id IN (${sql.join(
        couponUserIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const { rows } = await t.execute<{ coupon_id: number }>(sql`
    UPDATE coupon_users SET status = 'unused', used_order_id = NULL, used_at = NULL
    WHERE used_order_id = ${orderId} AND status = 'used' ${only} RETURNING coupon_id`);
  for (const id of rows.map((r) => r.coupon_id).sort((a, b) => a - b)) {
    await t.execute(sql`UPDATE coupons SET used = greatest(0, used - 1) WHERE id = ${id}`);
  }
  return rows.length;
}

/** Gives back the coupons a cancelled unpaid checkout had used (shop coupons and the platform coupon). Idempotent. */
export async function giveCouponsBackForCancel(t: Queryable, orderId: number): Promise<void> {
  await giveBack(t, orderId);
}

/**
 * After a refund was paid back: when every item of the shop order is refunded its shop coupon returns; when every
 * shop order of the checkout is fully refunded the platform coupon returns too. Idempotent.
 */
export async function giveCouponsBackIfFullyRefunded(t: Queryable, shopOrderId: number): Promise<void> {
  const { rows } = await t.execute<{ order_id: number; coupon_user_id: number | null; open_items: number }>(sql`
    SELECT so.order_id, so.coupon_user_id,
      (SELECT count(*) FROM order_items i WHERE i.shop_order_id = so.id AND i.refund_status <> 'refunded')::int AS open_items
    FROM shop_orders so WHERE so.id = ${shopOrderId}`);
  const shopOrder = rows[0];
  if (!shopOrder || shopOrder.open_items > 0) return;
  if (shopOrder.coupon_user_id !== null) await giveBack(t, shopOrder.order_id, [shopOrder.coupon_user_id]);

  const { rows: checkout } = await t.execute<{ platform_coupon_user_id: number | null; open_items: number }>(sql`
    SELECT o.platform_coupon_user_id,
      (SELECT count(*) FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id
       WHERE s.order_id = o.id AND i.refund_status <> 'refunded')::int AS open_items
    FROM orders o WHERE o.id = ${shopOrder.order_id}`);
  const order = checkout[0];
  if (!order || order.open_items > 0 || order.platform_coupon_user_id === null) return;
  await giveBack(t, shopOrder.order_id, [order.platform_coupon_user_id]);
}
