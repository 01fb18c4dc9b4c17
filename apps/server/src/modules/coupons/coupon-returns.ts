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

type CarrierRow = {
  order_id: number;
  shop_order_id: number;
  shop_coupon_user_id: number | null;
  platform_coupon_user_id: number | null;
  checkout_points: number;
  shop_discount: number;
  platform_discount: number;
  points_discount: number | null;
  refunded: boolean;
};

/**
 * Whether every item that carried a share of a coupon is refunded. `share` answers an item's share of it, or null when
 * the item does not tell (placed before the share was kept): then, as when no item carries any (orders placed before
 * discounts were split per item), every item of `rows` counts, the rule that applied before.
 */
function carriersRefunded(rows: CarrierRow[], share: (row: CarrierRow) => number | null): boolean {
  const shares = rows.map(share);
  const known = shares.every((s) => s !== null);
  const carriers = known ? rows.filter((_, i) => (shares[i] ?? 0) > 0) : [];
  return (carriers.length > 0 ? carriers : rows).every((r) => r.refunded);
}

/**
 * After a refund was paid back: a coupon returns when every item that carried a share of its discount is refunded
 * (audit CS1). The goods kept took nothing off it, so the mall loses nothing, and the shopper need not return goods
 * the coupon never covered to get it back. The shop coupon's share is the item's `shop_discount`; the platform
 * coupon's is its `platform_discount` less the points money in it (points come back on their own). Idempotent, and
 * exactly once: the caller holds the shopper's row, so two refunds of one checkout settle one after the other, and a
 * coupon comes back only from `used` on this checkout.
 */
export async function giveCouponsBackIfTheirGoodsRefunded(t: Queryable, shopOrderId: number): Promise<void> {
  const { rows } = await t.execute<CarrierRow>(sql`
    SELECT so.order_id, so.id AS shop_order_id, so.coupon_user_id AS shop_coupon_user_id, o.platform_coupon_user_id,
      o.points_used AS checkout_points, i.shop_discount, i.platform_discount, i.points_discount,
      i.refund_status = 'refunded' AS refunded
    FROM shop_orders this JOIN orders o ON o.id = this.order_id
    JOIN shop_orders so ON so.order_id = o.id JOIN order_items i ON i.shop_order_id = so.id
    WHERE this.id = ${shopOrderId}
      AND (so.id = this.id OR o.platform_coupon_user_id IS NOT NULL)
    ORDER BY i.id`);
  const own = rows.filter((r) => r.shop_order_id === shopOrderId);
  const orderId = own[0]?.order_id;
  if (orderId === undefined) return;
  const shopCoupon = own[0]?.shop_coupon_user_id ?? null;
  if (shopCoupon !== null && carriersRefunded(own, (r) => r.shop_discount)) {
    await giveBack(t, orderId, [shopCoupon]);
  }
  const platformCoupon = own[0]?.platform_coupon_user_id ?? null;
  // Items placed before the points money was kept apart: their platform discount is all coupon when the checkout
  // spent no points, and unknown otherwise.
  const couponShare = (r: CarrierRow) =>
    r.points_discount !== null
      ? r.platform_discount - r.points_discount
      : r.checkout_points === 0
        ? r.platform_discount
        : null;
  if (platformCoupon !== null && carriersRefunded(rows, couponShare)) {
    await giveBack(t, orderId, [platformCoupon]);
  }
}
