import { fromCents, type Locale, type RefundApply } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { statusIn } from '../../db/status-guard';
import { conflict, invalid, notFound } from '../../platform/errors';
import { insertNumbered } from '../checkout/order-numbers';
import { isSettled } from '../finance/settlement';
import { recordNotice } from '../notices/record';
import { settleNotices } from '../notices/settle';
import { completeIfAllReviewed } from '../reviews/order-completion';
import { assertOwnUploads } from '../uploads/upload-owners';
import { afterSalesDays, afterSalesEnded } from './after-sales';
import { settleClosedAtStripe } from './closed-at-stripe';
import { type HeldRefund, nextRefundShare } from './refund-amounts';
import { heldRefunds, type ItemRow, itemsOf, moneyOf, SHIPPED, type ShopOrderRow } from './refund-pricing';
import { canonicalReason, isSellerFault } from './refund-reasons';
import { releaseItems } from './refund-settlement';
import { refundsWhere, toRefund } from './refund-view';

export const NOT_BEFORE_SHIPPING = 'Only a paid order not yet shipped can be refunded by the platform';

export const REFUNDED_AT_PROVIDER =
  'This order was refunded in full to your card by the payment provider: there is nothing left to refund';
/** The same after a dispute lost (a chargeback, audit FY2): the shopper's bank, not Stripe, gave the money back. */
export const RETURNED_BY_BANK =
  'Your bank returned the payment of this order to you after a dispute (a chargeback): there is nothing left to refund';

/** Shop order states in which the shopper has paid and may ask for money back. */
const REFUNDABLE = ['to_ship', 'to_receive', 'to_review', 'completed'];

async function lockShopOrder(t: Queryable, userId: number, orderNo: string, lock: boolean): Promise<ShopOrderRow> {
  const days = await afterSalesDays(t);
  const { rows } = await t.execute<ShopOrderRow>(sql`
    SELECT so.id, so.order_id, so.merchant_id, so.status, ${SHIPPED}, so.pay_amount, so.freight, so.points_used,
      so.freight_waivers AS groups
    FROM shop_orders so
    WHERE so.order_no = ${orderNo} AND so.user_id = ${userId} ${lock ? sql`FOR UPDATE` : sql``}`);
  const order = rows[0];
  if (!order) throw notFound('Order not found');
  if (order.status === 'refunded') {
    // Closed because Stripe refunded it in full (decision 0051): an item no refund of the mall paid says so, rather
    // than naming a refund the shopper never asked for (audit DM4).
    const { rows: atStripe } = await t.execute(sql`
      SELECT 1 FROM order_items i WHERE i.shop_order_id = ${order.id} AND NOT EXISTS (SELECT 1 FROM refund_items ri
        JOIN refunds r ON r.id = ri.refund_id WHERE ri.order_item_id = i.id AND r.status = 'refunded') LIMIT 1`);
    if (atStripe[0]) {
      // A lost dispute's funds went back through the shopper's bank: not a refund the payment provider made (FY2).
      const { rows: lost } = await t.execute(sql`
        SELECT 1 FROM provider_returns pr WHERE pr.order_id = ${order.order_id} AND pr.kind = 'dispute'
          AND pr.status = 'lost' AND pr.closed_at IS NOT NULL LIMIT 1`);
      throw conflict(lost[0] ? RETURNED_BY_BANK : REFUNDED_AT_PROVIDER);
    }
    throw conflict('An item you chose already has a refund');
  }
  if (!REFUNDABLE.includes(order.status)) throw invalid('Only a paid order can be refunded');
  // Read after the lock, in a statement of its own, so a settlement that held the row is seen (issue 21).
  const { rows: window } = await t.execute<{ ended: boolean }>(sql`
    SELECT ${afterSalesEnded(days)} OR ${isSettled()} AS ended FROM shop_orders so WHERE so.id = ${order.id}`);
  // A completed order can be refunded only within the after-sales period, and never once its money is settled.
  if (window[0]?.ended) throw invalid('The after-sales period for this order has ended');
  return order;
}

/**
 * The share of the chosen items (all of this shop order's) in what the shop order paid, for this reason: the seller's
 * fault gives freight back, any other reason keeps back the freight the goods kept now owe (decision 0024); before
 * shipping, the freight the goods kept no longer cost comes back (audits CS2, DA1, DA2). It is what the refund pays
 * if it is the next one paid (audit DJ1): the goods of the other open requests count as kept.
 */
async function shareOf(t: Queryable, order: ShopOrderRow, items: ItemRow[], chosen: number[], reason: string | null) {
  for (const id of chosen) if (!items.some((i) => i.id === id)) throw notFound('This item is not part of the order');
  const held = await heldRefunds(t, order.id);
  const share = nextRefundShare(moneyOf(order, items), held, chosen, reason !== null && isSellerFault(reason));
  const ordered = items.filter((i) => chosen.includes(i.id)).map((i) => i.id);
  return { share, ordered, paid: held.filter((r) => r.paid) };
}

/**
 * What a refund of these items would pay back now, for this reason when one is chosen (for the request form):
 * the freight given back and the freight kept back are told apart. Changes nothing.
 */
export async function computeRefund(
  db: Db,
  userId: number,
  input: { orderNo: string; itemIds: number[]; reason?: string | undefined },
) {
  const order = await lockShopOrder(db, userId, input.orderNo, false);
  const items = await itemsOf(db, order.id);
  const reason = input.reason ? canonicalReason(input.reason) : null;
  const { share } = await shareOf(db, order, items, input.itemIds, reason);
  if (input.itemIds.some((id) => items.find((i) => i.id === id)?.refund_status !== 'none')) {
    throw conflict('An item you chose already has a refund');
  }
  return {
    amount: fromCents(share.amount),
    points: share.points,
    freight: fromCents(share.freight),
    freightDeducted: fromCents(share.deducted),
  };
}

/**
 * Asks for a refund of chosen items of a paid shop order. In one transaction, with the shop order locked: each item
 * moves from "none" to "applying" by a conditional update (an item already in a refund stops the request), the
 * amount is computed here, never taken from the shopper, and the refunds of the shop order together never exceed
 * what it paid.
 */
export async function applyRefund(
  db: Db,
  userId: number,
  input: RefundApply,
  /** The platform refunds for a disabled buyer (audit N7): the shop has nothing to decide and is not asked to (O3). */
  opts: { byPlatform?: boolean } = {},
) {
  const reason = canonicalReason(input.reason);
  if (!reason) throw invalid('Choose a reason for the refund');
  // Voucher pictures: the shopper's own uploads only (see upload-owners.ts).
  await assertOwnUploads(db, input.images, { userId });
  return db.transaction(async (tx) => {
    const t = tx;
    const order = await lockShopOrder(t, userId, input.orderNo, true);
    // The platform refunds a disabled buyer's order only before it ships, checked here under the shop order's lock
    // (audit GN2): checked before it alone, the shop's shipping in between was refunded whole, goods and money gone.
    if (opts.byPlatform && order.status !== 'to_ship') throw conflict(NOT_BEFORE_SHIPPING);
    if (input.type === 'return' && order.status === 'to_ship') {
      throw invalid('Goods can be returned only after they were shipped');
    }
    const items = await itemsOf(t, order.id);
    const { share, ordered, paid } = await shareOf(t, order, items, input.itemIds, reason);
    const { rows: claimed } = await t.execute<{ id: number }>(sql`
      UPDATE order_items SET refund_status = 'applying'
      WHERE shop_order_id = ${order.id} AND refund_status = 'none'
        AND id IN (${sql.join(
          ordered.map((id) => sql`${id}`),
          sql`, `,
        )})
      RETURNING id`);
    if (claimed.length !== ordered.length) throw conflict('An item you chose already has a refund');
    // Against the money paid or being paid back: an open request's amount is priced again when it is paid
    // (`priceForPayment`), and counting it here refused the last items while a seller-fault request was open
    // and another was paid first (audit DA1).
    const held = (f: (r: HeldRefund) => number) => paid.reduce((n, r) => n + f(r), 0);
    if (
      held((r) => r.amount) + share.amount > order.pay_amount ||
      held((r) => r.points) + share.points > order.points_used
    ) {
      throw invalid('A refund cannot be more than what was paid');
    }
    const { no: refundNo, row: refund } = await insertNumbered('RE', async (no) => {
      const { rows } = await t.execute<{ id: number }>(sql`
        INSERT INTO refunds (refund_no, order_id, shop_order_id, user_id, merchant_id, type, status, reason, explain,
          images, amount, points, freight_deducted)
        VALUES (${no}, ${order.order_id}, ${order.id}, ${userId}, ${order.merchant_id}, ${input.type}, 'review',
          ${reason}, ${input.explain}, ${JSON.stringify(input.images)}::jsonb, ${share.amount}, ${share.points},
          ${share.deducted})
        ON CONFLICT (refund_no) DO NOTHING
        RETURNING id`);
      return rows[0];
    });
    const refundId = refund.id;
    for (const id of ordered) {
      const item = items.find((i) => i.id === id)!;
      await t.execute(sql`
        INSERT INTO refund_items (refund_id, order_item_id, quantity, amount)
        VALUES (${refundId}, ${id}, ${item.quantity}, ${share.perItem.get(id) ?? 0})`);
    }
    if (!opts.byPlatform) await recordNotice(t, { kind: 'refund_asked', refundId });
    return { refundNo };
  });
}

export async function listRefunds(db: Db, userId: number, q: { page: number; limit: number }, locale: Locale) {
  const { rows, total } = await refundsWhere(db, sql`r.user_id = ${userId}`, locale, q);
  return { list: rows.map((r) => toRefund(r, locale)), total, page: q.page, limit: q.limit };
}

export async function refundDetail(db: Db, userId: number, refundNo: string, locale: Locale) {
  const { rows } = await refundsWhere(db, sql`r.refund_no = ${refundNo} AND r.user_id = ${userId}`, locale);
  if (!rows[0]) throw notFound('Refund not found');
  return toRefund(rows[0], locale);
}

async function ownRefundExists(db: Queryable, userId: number, refundNo: string) {
  const { rows } = await db.execute(sql`SELECT 1 FROM refunds WHERE refund_no = ${refundNo} AND user_id = ${userId}`);
  if (!rows[0]) throw notFound('Refund not found');
}

/** The shopper withdraws a request still under review, or an accepted return whose goods were not sent yet. */
export async function revokeRefund(db: Db, userId: number, refundNo: string) {
  await db.transaction(async (tx) => {
    const t = tx;
    const { rows } = await t.execute<{ id: number; shop_order_id: number }>(sql`
      UPDATE refunds SET status = 'revoked', closed_at = now()
      WHERE refund_no = ${refundNo} AND user_id = ${userId} AND ${statusIn(sql`status`, 'review', 'accepted')}
      RETURNING id, shop_order_id`);
    if (!rows[0]) {
      await ownRefundExists(t, userId, refundNo);
      throw invalid('This refund can no longer be revoked');
    }
    await releaseItems(t, rows[0].id);
    // Nothing is left for the shop to decide (audit FZ3).
    await settleNotices(t, { kind: 'refund_asked', refundId: rows[0].id });
    // Stripe refunded the whole order meanwhile: its points and coupon come back now (audit DM4).
    await settleClosedAtStripe(t, rows[0].shop_order_id);
    // A received order whose items are all reviewed waited for this refund: it is complete now (issue 21).
    await completeIfAllReviewed(t, rows[0].shop_order_id);
  });
}

export const RETURN_RECEIVED = 'The shop already received the returned goods';
export const RETURN_CLOSED = 'This request is closed: nothing needs to be sent back';

/**
 * The shopper sent the goods of an accepted return back: courier and tracking number, which they can correct until
 * the shop confirmed receipt.
 */
export async function sendReturn(
  db: Db,
  userId: number,
  refundNo: string,
  input: { courier: string; trackingNo: string },
) {
  // Sent again while the shop has not confirmed receipt corrects the courier and number (audit AM2); the time the
  // goods were sent stays the first one.
  const { rows } = await db.execute(sql`
    UPDATE refunds SET status = 'returned', courier = ${input.courier}, tracking_no = ${input.trackingNo},
      returned_at = coalesce(returned_at, now())
    WHERE refund_no = ${refundNo} AND user_id = ${userId} AND type = 'return'
      AND ${statusIn(sql`status`, 'accepted', 'returned')}
    RETURNING id`);
  if (rows[0]) return;
  const { rows: found } = await db.execute<{ type: string; status: string }>(
    sql`SELECT type, status FROM refunds WHERE refund_no = ${refundNo} AND user_id = ${userId}`,
  );
  const refund = found[0];
  if (!refund) throw notFound('Refund not found');
  // Each state says what happened instead of one message for all (audit AM4).
  if (refund.type !== 'return' || refund.status === 'review') {
    throw invalid('The goods can be sent back once the shop accepted the return');
  }
  if (refund.status === 'refunding' || refund.status === 'refunded') throw conflict(RETURN_RECEIVED);
  throw conflict(RETURN_CLOSED);
}
