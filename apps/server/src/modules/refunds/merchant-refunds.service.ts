import type { Locale, RefundStatus } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { statusIn } from '../../db/status-guard';
import { AppError, conflict, notFound } from '../../platform/errors';
import { recordNotice, restateRefundAmount } from '../notices/record';
import { settleNotices } from '../notices/settle';
import type { StripeProvider } from '../payments/stripe-provider';
import { completeIfAllReviewed } from '../reviews/order-completion';
import { settleClosedAtStripe } from './closed-at-stripe';
import { priceForPayment } from './refund-pricing';
import { type ClaimedRefund, payAndSettle, releaseItems, restock } from './refund-settlement';
import { refundsWhere, STORED_STATUS, toMerchantRefund, WAITS_FOR_DISPUTE } from './refund-view';
import { applyRefund, NOT_BEFORE_SHIPPING } from './refunds.service';

const CLAIMED = sql`id, refund_no, order_id, shop_order_id, user_id, type, status, amount, points`;

/** The shop's refunds; `merchantId` is required, so no query reaches another shop's refunds. */
export async function listShopRefunds(
  db: Db,
  merchantId: number,
  q: { status?: RefundStatus; page: number; limit: number },
  locale: Locale,
) {
  const status = q.status ? sql`AND r.status = ${STORED_STATUS[q.status]}` : sql``;
  const { rows, total } = await refundsWhere(db, sql`r.merchant_id = ${merchantId} ${status}`, locale, q, true);
  return { list: rows.map((r) => toMerchantRefund(r, locale)), total, page: q.page, limit: q.limit };
}

export async function shopRefundDetail(db: Db, merchantId: number, refundNo: string, locale: Locale) {
  const { rows } = await refundsWhere(
    db,
    sql`r.refund_no = ${refundNo} AND r.merchant_id = ${merchantId}`,
    locale,
    undefined,
    true,
  );
  if (!rows[0]) throw notFound('Refund not found');
  return toMerchantRefund(rows[0], locale);
}

/** The refund as it is paid: its amount counted again against what was paid back meanwhile (refunds.service.ts). */
async function priced(t: Queryable, refundId: number): Promise<ClaimedRefund> {
  await priceForPayment(t, refundId);
  const { rows } = await t.execute<ClaimedRefund>(sql`SELECT ${CLAIMED} FROM refunds WHERE id = ${refundId}`);
  return rows[0]!;
}

/** After a conditional update found nothing: another shop's refund is not found; this shop's was handled already. */
async function notInThatState(t: Queryable, merchantId: number, refundNo: string, message: string): Promise<never> {
  const { rows } = await t.execute(
    sql`SELECT 1 FROM refunds WHERE refund_no = ${refundNo} AND merchant_id = ${merchantId}`,
  );
  if (!rows[0]) throw notFound('Refund not found');
  throw conflict(message);
}

/** Why a refusal found nothing to refuse: the goods are on their way back, or the refund was handled. */
async function refusalTooLate(t: Queryable, merchantId: number, refundNo: string): Promise<never> {
  const { rows } = await t.execute<{ status: string }>(
    sql`SELECT status FROM refunds WHERE refund_no = ${refundNo} AND merchant_id = ${merchantId}`,
  );
  if (rows[0]?.status === 'returned') throw conflict(GOODS_ON_THEIR_WAY);
  return notInThatState(t, merchantId, refundNo, 'This refund has already been handled');
}

/**
 * Accepts a request under review. A refund of money only goes to "refunding" and is paid back at once (goods that
 * were never shipped go back to stock); a return waits for the goods. The state change is conditional, so two
 * clicks or two processes accept, restock and pay once.
 */
export async function acceptRefund(
  db: Db,
  stripe: StripeProvider | null,
  merchantId: number,
  refundNo: string,
  /** The shop let the deadline pass (refund-deadlines.ts): its staff are told the request was accepted for them. */
  opts: { overdue?: boolean } = {},
) {
  const claimed = await db.transaction(async (tx) => {
    const t = tx;
    const { rows } = await t.execute<ClaimedRefund>(sql`
      UPDATE refunds SET status = CASE WHEN type = 'refund' THEN 'refunding' ELSE 'accepted' END, reviewed_at = now()
      WHERE refund_no = ${refundNo} AND merchant_id = ${merchantId} AND ${statusIn(sql`status`, 'review')}
      RETURNING ${CLAIMED}`);
    const refund = rows[0] ?? (await notInThatState(t, merchantId, refundNo, 'This refund has already been handled'));
    // Recorded before the shop order is locked (two accepts of one order at once deadlocked otherwise).
    // The shopper reads who decided: the shop, or the mall for it once the shop let the deadline pass.
    const shopperKind = opts.overdue ? 'refund_accepted_overdue' : 'refund_accepted';
    await recordNotice(t, { kind: shopperKind, refundId: refund.id });
    if (opts.overdue) await recordNotice(t, { kind: 'refund_auto_accepted', refundId: refund.id });
    // The staff's "please decide" notice is settled by the decision, the shop's or the mall's for it (audit FZ3).
    await settleNotices(t, { kind: 'refund_asked', refundId: refund.id });
    if (refund.type === 'refund') {
      const { rows: order } = await t.execute<{ status: string }>(
        sql`SELECT status FROM shop_orders WHERE id = ${refund.shop_order_id} FOR UPDATE`,
      );
      if (order[0]?.status === 'to_ship') await restock(t, refund.id);
      const paying = await priced(t, refund.id);
      // The notice names the amount paid, not the one asked (audit O4: freight moved to another open refund).
      await restateRefundAmount(t, shopperKind, refund.id);
      return paying;
    }
    return refund;
  });
  if (claimed.status === 'refunding') await payAndSettle(db, stripe, claimed);
}

/**
 * Runs a decision that pays back (accept, receive) for a route: its success message, or, when the decision was made
 * and the refund went to "refunding" but waits for a dispute with the buyer's bank to close (`payAndSettle` refused
 * after the claim committed), that sentence as the success message (audit FY6): a 409 made the console show an error
 * and keep offering Accept on a refund already accepted.
 */
export async function decidedMessage(decide: () => Promise<void>, success: string): Promise<string> {
  try {
    await decide();
    return success;
  } catch (error) {
    if (error instanceof AppError && error.code === 409 && error.message === WAITS_FOR_DISPUTE)
      return WAITS_FOR_DISPUTE;
    throw error;
  }
}

export const GOODS_ON_THEIR_WAY = 'The goods are on their way back to the shop: confirm their receipt once they arrive';

/**
 * Refuses a request (under review, or a return whose goods were not sent yet) with a reason; its items are free
 * again. Once the shopper reported the parcel sent, a refusal would leave them without goods and money (audit AM8):
 * the shop can only confirm receipt, as its console offers.
 */
export async function refuseRefund(db: Db, merchantId: number, refundNo: string, reason: string) {
  await db.transaction(async (tx) => {
    const t = tx;
    const { rows } = await t.execute<{ id: number; shop_order_id: number }>(sql`
      UPDATE refunds SET status = 'refused', refuse_reason = ${reason}, reviewed_at = coalesce(reviewed_at, now()),
        closed_at = now()
      WHERE refund_no = ${refundNo} AND merchant_id = ${merchantId} AND ${statusIn(sql`status`, 'review', 'accepted')}
      RETURNING id, shop_order_id`);
    const refund = rows[0] ?? (await refusalTooLate(t, merchantId, refundNo));
    await releaseItems(t, refund.id);
    // Stripe refunded the whole order meanwhile: its points and coupon come back now (audit DM4). Before the notice,
    // which holds the shopper's row against the lock this takes.
    await settleClosedAtStripe(t, refund.shop_order_id);
    await recordNotice(t, { kind: 'refund_refused', refundId: refund.id });
    await settleNotices(t, { kind: 'refund_asked', refundId: refund.id });
    // A received order whose items are all reviewed waited for this refund: it is complete now (issue 21).
    await completeIfAllReviewed(t, refund.shop_order_id);
  });
}

/** Confirms the returned goods arrived: they go back to stock and the money is paid back, once. */
export async function receiveReturn(
  db: Db,
  stripe: StripeProvider | null,
  merchantId: number,
  refundNo: string,
  /** The shop let the deadline pass (refund-deadlines.ts): its staff are told the goods were taken as received. */
  opts: { overdue?: boolean } = {},
) {
  const claimed = await db.transaction(async (tx) => {
    const t = tx;
    const { rows } = await t.execute<ClaimedRefund>(sql`
      UPDATE refunds SET status = 'refunding', returned_at = coalesce(returned_at, now())
      WHERE refund_no = ${refundNo} AND merchant_id = ${merchantId} AND type = 'return'
        AND ${statusIn(sql`status`, 'accepted', 'returned')}
      RETURNING ${CLAIMED}`);
    const refund =
      rows[0] ?? (await notInThatState(t, merchantId, refundNo, 'This refund is not waiting for returned goods'));
    await recordNotice(t, {
      kind: opts.overdue ? 'return_received_overdue' : 'refund_goods_received',
      refundId: refund.id,
    });
    if (opts.overdue) await recordNotice(t, { kind: 'return_auto_received', refundId: refund.id });
    await restock(t, refund.id);
    return await priced(t, refund.id);
  });
  await payAndSettle(db, stripe, claimed);
}

/** Pays back again a refund whose payment failed before (it stayed "refunding"); the provider pays once. */
export async function retryPayBack(db: Db, stripe: StripeProvider | null, merchantId: number, refundNo: string) {
  const { rows } = await db.execute<ClaimedRefund>(sql`
    SELECT ${CLAIMED} FROM refunds
    WHERE refund_no = ${refundNo} AND merchant_id = ${merchantId} AND ${statusIn(sql`status`, 'refunding')}`);
  const refund =
    rows[0] ?? (await notInThatState(db, merchantId, refundNo, 'This refund is not waiting to be paid back'));
  await payAndSettle(db, stripe, refund);
}

/**
 * Pays back every refund a crash or a failed provider call left "refunding" for more than `minutes` (the minute
 * sweep calls it). Safe to repeat and to run in several processes: the provider call is idempotent on the refund
 * number and the settling step is conditional. Answers how many were settled now.
 */
export async function resumeStuckRefunds(db: Db, stripe: StripeProvider | null, minutes = 2): Promise<number> {
  const { rows } = await db.execute<ClaimedRefund>(sql`
    SELECT ${CLAIMED} FROM refunds
    WHERE status = 'refunding' AND greatest(reviewed_at, returned_at) < now() - make_interval(mins => ${minutes})
    ORDER BY id LIMIT 50`);
  let settled = 0;
  for (const refund of rows) {
    try {
      await payAndSettle(db, stripe, refund);
      settled++;
    } catch {
      // The provider is still failing: the refund stays "refunding" for the next sweep and the merchant's retry.
    }
  }
  return settled;
}

export const BUYER_DECIDES =
  'The buyer decides their own refunds; the platform refunds only the order of a disabled account';

/**
 * The platform refunds a paid, unshipped shop order of a disabled buyer (audit N7): they can no longer ask, and the
 * shop should not ship to them. Every item not in a refund yet goes into one refund-only request in the buyer's name,
 * which is accepted at once through the same owner functions the shop's accept uses (decision 0043's door, opened for
 * the buyer's side): the money goes back to the buyer's card, the stock to the shelf, the ledger as for any refund.
 */
export async function refundForDisabledBuyer(
  db: Db,
  stripe: StripeProvider | null,
  shopOrderNo: string,
): Promise<string> {
  const { rows } = await db.execute<{
    id: number;
    user_id: number;
    merchant_id: number;
    status: string;
    disabled: boolean;
  }>(
    sql`SELECT s.id, s.user_id, s.merchant_id, s.status, u.disabled_at IS NOT NULL AS disabled
      FROM shop_orders s JOIN users u ON u.id = s.user_id WHERE s.order_no = ${shopOrderNo}`,
  );
  const order = rows[0];
  if (!order) throw notFound('Order not found');
  if (!order.disabled) throw conflict(BUYER_DECIDES);
  if (order.status !== 'to_ship') throw conflict(NOT_BEFORE_SHIPPING);
  const { rows: items } = await db.execute<{ id: number }>(
    sql`SELECT id FROM order_items WHERE shop_order_id = ${order.id} AND refund_status = 'none' ORDER BY id`,
  );
  if (items.length === 0) throw conflict('An item you chose already has a refund');
  const { refundNo } = await applyRefund(
    db,
    order.user_id,
    {
      orderNo: shopOrderNo,
      itemIds: items.map((i) => i.id),
      type: 'refund',
      reason: 'Other',
      explain: '',
      images: [],
    },
    { byPlatform: true },
  );
  await acceptRefund(db, stripe, order.merchant_id, refundNo);
  return refundNo;
}
