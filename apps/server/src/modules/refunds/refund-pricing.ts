import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { FrozenFreightGroup } from '../../db/schema';
import { keptFreight } from '../checkout/frozen-freight';
import { settleClosedAtStripe } from './closed-at-stripe';
import { type HeldRefund, nextRefundShare, type OrderMoney } from './refund-amounts';
import { isSellerFault } from './refund-reasons';

// A refund's money as it is asked, shown and paid: each request is priced as the next one paid (refund-amounts.ts
// `nextRefundShare`), when asked, again when paid, and again whenever another refund of its shop order is paid or a
// payment is closed unpaid, so the amount shown is always the one accepting it pays (audit DJ1).

export type ShopOrderRow = {
  id: number;
  order_id: number;
  merchant_id: number;
  status: string;
  /** The goods left (a shipped_at): an order closed before it shipped is priced as unshipped (audit DT5). */
  shipped: boolean;
  pay_amount: number;
  freight: number;
  points_used: number;
  groups: FrozenFreightGroup[];
};
export type ItemRow = {
  id: number;
  price: number;
  quantity: number;
  refund_status: string;
  discount: number;
  points: number | null;
};

export async function itemsOf(t: Queryable, shopOrderId: number) {
  const { rows } = await t.execute<ItemRow>(sql`
    SELECT id, price, quantity, refund_status, shop_discount + platform_discount AS discount,
      points_discount AS points
    FROM order_items WHERE shop_order_id = ${shopOrderId} ORDER BY id`);
  return rows;
}

/** What goods of the shop order would cost now under its frozen freight groups (decision 0024, audit CS2). */
function frozenPrice(order: ShopOrderRow, items: ItemRow[]) {
  const goods = (ids: number[]) => new Map(items.filter((i) => ids.includes(i.id)).map((i) => [i.id, i]));
  return (kept: number[], faulty: number[]) =>
    keptFreight(order.groups ?? [], goods(kept), order.freight, goods(faulty));
}

/** A refund of the shop order as stored, with what pricing it needs (refund-amounts.ts `nextRefundShare`). */
export type StoredRefund = HeldRefund & { id: number; open: boolean };

/** The shop order's refunds that are not refused or revoked: paid, being paid, or open. */
export async function heldRefunds(t: Queryable, shopOrderId: number): Promise<StoredRefund[]> {
  const { rows } = await t.execute<{
    id: number;
    status: string;
    reason: string;
    amount: number;
    points: number;
    deducted: number;
    goods: number;
    items: number[];
  }>(sql`
    SELECT r.id, r.status, r.reason, r.amount, r.points, r.freight_deducted AS deducted,
      (SELECT coalesce(sum(ri.amount), 0) FROM refund_items ri WHERE ri.refund_id = r.id)::int AS goods,
      (SELECT coalesce(array_agg(ri.order_item_id ORDER BY ri.order_item_id), '{}') FROM refund_items ri
        WHERE ri.refund_id = r.id) AS items
    FROM refunds r WHERE r.shop_order_id = ${shopOrderId} AND r.status NOT IN ('refused', 'revoked')
    ORDER BY r.id`);
  return rows.map((r) => ({
    id: r.id,
    items: r.items,
    sellerFault: isSellerFault(r.reason),
    paid: r.status === 'refunding' || r.status === 'refunded',
    open: r.status === 'review' || r.status === 'accepted' || r.status === 'returned',
    goods: r.goods,
    amount: r.amount,
    deducted: r.deducted,
    points: r.points,
  }));
}

/**
 * Whether the goods of the shop order left: shipped (`shipped_at`), or past "to ship" in an order kept before it was
 * recorded; a "refunded" order without it was closed before shipping.
 */
export const SHIPPED = sql`(so.shipped_at IS NOT NULL OR so.status NOT IN ('to_ship', 'refunded', 'cancelled')) AS shipped`;

/** What the shop order paid, and its freight priced again under its frozen groups (decision 0024, audit CS2). */
export function moneyOf(order: ShopOrderRow, items: ItemRow[]): OrderMoney {
  return {
    payAmount: order.pay_amount,
    freight: order.freight,
    pointsUsed: order.points_used,
    items,
    // Not the state alone: Stripe's full refund closes an unshipped order as "refunded", and the requests still open
    // on it are priced, when accepted, as before shipping, their freight with them (audit DT5).
    shipped: order.status !== 'to_ship' && order.shipped,
    freightOf: frozenPrice(order, items),
  };
}

/** Prices a refund as the next one paid, against the other refunds held, and stores its money and points. */
async function storePrice(t: Queryable, order: ShopOrderRow, items: ItemRow[], held: StoredRefund[], refundId: number) {
  const refund = held.find((r) => r.id === refundId);
  if (!refund) return;
  const others = held.filter((r) => r.id !== refundId);
  const share = nextRefundShare(moneyOf(order, items), others, refund.items, refund.sellerFault);
  await t.execute(sql`UPDATE refunds SET amount = ${share.amount}, points = ${share.points},
    freight_deducted = ${share.deducted} WHERE id = ${refundId}`);
  for (const [item, amount] of share.perItem)
    await t.execute(
      sql`UPDATE refund_items SET amount = ${amount} WHERE refund_id = ${refundId} AND order_item_id = ${item}`,
    );
}

/** The shop order matching `where`, locked, and its items. */
async function lockedOrderOf(t: Queryable, where: SQL) {
  const { rows } = await t.execute<ShopOrderRow>(sql`
    SELECT so.id, so.order_id, so.merchant_id, so.status, ${SHIPPED}, so.pay_amount, so.freight, so.points_used,
      so.freight_waivers AS groups
    FROM shop_orders so WHERE ${where} FOR UPDATE`);
  const order = rows[0];
  return order ? { order, items: await itemsOf(t, order.id) } : null;
}

/**
 * The shop order's open requests priced again as the next one paid, once the refunds paid or being paid changed (one
 * started to be paid, or one being paid was closed unpaid): each shows, to the shopper and to the shop deciding, what
 * accepting it pays (audit DJ1).
 */
async function priceOpenRequests(t: Queryable, order: ShopOrderRow, items: ItemRow[]) {
  // A request another transaction holds is leaving the open states (accepted, refused, revoked: it then prices itself
  // or no longer counts) and waits for this shop order's lock: waiting for it here would deadlock.
  const { rows: open } = await t.execute<{ id: number }>(sql`
    SELECT id FROM refunds WHERE shop_order_id = ${order.id} AND status IN ('review', 'accepted', 'returned')
    ORDER BY id FOR UPDATE SKIP LOCKED`);
  if (open.length === 0) return;
  const held = await heldRefunds(t, order.id);
  for (const { id } of open) await storePrice(t, order, items, held, id);
}

/**
 * A refund's money and points as the shop pays it back (its shop order locked, by the caller's accept or receipt):
 * priced as when it was asked, as the next one paid, against the refunds paid or being paid since; the other open
 * requests' goods are kept, with the freight they owe, and the last refund of the shop order takes what is left
 * (audit F2: refunding B while a request for A was open, then revoking A, gave back the freight A alone owed). The
 * other open requests are then priced again against this one.
 */
export async function priceForPayment(t: Queryable, refundId: number): Promise<void> {
  const found = await lockedOrderOf(t, sql`so.id = (SELECT shop_order_id FROM refunds WHERE id = ${refundId})`);
  if (!found) return;
  await storePrice(t, found.order, found.items, await heldRefunds(t, found.order.id), refundId);
  await priceOpenRequests(t, found.order, found.items);
}

/**
 * A refund being paid was closed unpaid (refund-settlement.ts): the open requests of its shop order are priced again,
 * and when Stripe had refunded the whole order, the points and coupon the refund held come back (audit DM4).
 */
export async function priceAfterClosedPayment(t: Queryable, shopOrderId: number): Promise<void> {
  await settleClosedAtStripe(t, shopOrderId);
  const found = await lockedOrderOf(t, sql`so.id = ${shopOrderId}`);
  if (found) await priceOpenRequests(t, found.order, found.items);
}
