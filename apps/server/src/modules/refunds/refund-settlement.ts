import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { statusIn } from '../../db/status-guard';
import { conflict } from '../../platform/errors';
import { giveCouponsBackIfTheirGoodsRefunded } from '../coupons/coupon-returns';
import { postEntry } from '../finance/ledger';
import { recordRefund } from '../finance/settlement';
import { bookEarlierUsed, disputeOpen } from '../finance/taken-back';
import { earlierBookedSql, takenBackUnused } from '../finance/taken-back-plan';
import * as inventory from '../inventory/inventory';
import { recordNotice } from '../notices/record';
import * as transitions from '../orders/order-transitions';
import { madeBefore, PayBackFailed, payBack, TakenBackAtProvider } from '../payments/refund-payments';
import type { StripeProvider } from '../payments/stripe-provider';
import { recordStripeRefunds, reopenUnbacked } from '../payments/stripe-returns';
import { settlePointsForRefund } from '../points/points-ledger';
import { completeIfAllReviewed } from '../reviews/order-completion';
import { CARD_ATTEMPTS, closeForCustomerService, failedPayments } from './card-failures';
import { heldForBuyerSql } from './held-for-buyer';
import { priceAfterClosedPayment } from './refund-pricing';
import { CARD_KEEPS_FAILING, TAKEN_BACK_AT_STRIPE, WAITS_FOR_DISPUTE } from './refund-view';

/** A refund as the conditional update that claimed it answers it. */
export type ClaimedRefund = {
  id: number;
  refund_no: string;
  order_id: number;
  shop_order_id: number;
  user_id: number;
  type: string;
  status: string;
  amount: number;
  points: number;
};

/** Frees the items of a refund that closed without paying (refused or revoked). */
export async function releaseItems(t: Queryable, refundId: number): Promise<void> {
  await t.execute(sql`
    UPDATE order_items SET refund_status = 'none'
    WHERE refund_status = 'applying' AND id IN (SELECT order_item_id FROM refund_items WHERE refund_id = ${refundId})`);
}

/**
 * Puts the goods of a refund back on their SKUs and products (and out of the sales count), inside the caller's
 * transaction; the caller's conditional state change makes it happen once. Units an earlier return of the item brought
 * back already are not put back twice (audit EL1): that return was received (restocked) and then closed unpaid
 * (decision 0051), which freed the item, so the shopper may ask again for goods the shop holds.
 */
export async function restock(t: Queryable, refundId: number): Promise<void> {
  const { rows } = await t.execute<{ product_id: number; sku_id: number; quantity: number }>(sql`
    SELECT product_id, sku_id, quantity FROM (
      SELECT i.product_id, i.sku_id, least(ri.quantity, i.quantity - least(i.quantity, coalesce((
          SELECT sum(e.quantity) FROM refund_items e JOIN refunds r ON r.id = e.refund_id
          WHERE e.order_item_id = i.id AND r.id <> ${refundId} AND r.type = 'return' AND r.status = 'refused'
            AND r.returned_at IS NOT NULL AND r.refuse_reason = ${TAKEN_BACK_AT_STRIPE}), 0)))::int AS quantity
      FROM refund_items ri JOIN order_items i ON i.id = ri.order_item_id
      WHERE ri.refund_id = ${refundId}) held
    WHERE quantity > 0 ORDER BY sku_id`);
  await inventory.restock(
    t,
    rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id, quantity: r.quantity })),
  );
}

/**
 * Pays a claimed ("refunding") refund back and settles it. The provider is called outside any row lock and is
 * idempotent on the refund number; the settling step is conditional on "refunding", so however many clicks or
 * processes arrive here, the money goes back once and points, coupons and the order's state are settled once. When
 * the provider fails, the refund stays "refunding" (the error reaches the merchant, who may pay back again).
 */
export async function payAndSettle(db: Db, stripe: StripeProvider | null, refund: ClaimedRefund): Promise<void> {
  // Stripe's earlier payment of it failed (decision 0052): this one is the next, on a key of its own.
  const attempt = 1 + (await failedPayments(db, refund.id));
  // The card refused it three times: the mall pays it no more through Stripe, customer service settles it.
  if (attempt > CARD_ATTEMPTS) return await closeAfterCardFailures(db, refund);
  // Paid again: what is owed is the money waiting with the platform (`refund-failed:…`), beside the earlier money
  // its entries still use (`earlier:RE…`); the refund reserves no more than that (audits EA1, EA2).
  const again = attempt > 1 ? await owedAgain(db, refund) : null;
  const owed = again ? again.waiting + again.booked : refund.amount;
  // Money Stripe already gave back of this shop order, and no refund of the mall used, pays this refund first
  // (decision 0051), and Stripe is asked only for the rest (audit DM2): the money was booked when it left.
  // Unless Stripe made a refund on this refund's number, though its answer was lost (audit EF2): that call asked for
  // all that was not reserved then, and asking again must ask the same on the same key, so money given back since pays
  // none of it. Stripe is asked so only when such money is there to reserve. When Stripe made nothing (it was not
  // called yet, the refund waited for a dispute, or it answered a 500), the reservation is recomputed (audit EI1):
  // money Stripe gave back since (a lost dispute's funds, a dashboard refund) pays the refund before Stripe is asked.
  const { reserved, retry, spent } = await payingState(db, refund.id, attempt);
  // On a fresh key (audit EI6) Stripe is asked so in any case: a refund it made on a spent key after all is the one.
  const asked =
    refund.amount > 0 &&
    (retry > 0 || (await takenBackUnused(db, refund.shop_order_id)) > 0) &&
    (await madeBefore(db, stripe, { orderId: refund.order_id, refundNo: refund.refund_no }));
  // A dispute's funds are Stripe's to hold until it closes (audit DM1): the refund stays "refunding", and the minute
  // sweep pays it once the dispute closed, through Stripe when it was won, by its funds when it was lost. It reserves
  // nothing meanwhile (audit EI1): the reservation is made right before Stripe is called, or when it pays all.
  if (
    refund.amount > 0 &&
    (asked ? reserved : reserved + (await takenBackUnused(db, refund.shop_order_id))) < owed &&
    (await disputeOpen(db, refund.order_id))
  ) {
    throw conflict(WAITS_FOR_DISPUTE);
  }
  let earlier = refund.amount > 0 ? await reserveEarlier(db, refund, asked ? null : owed) : 0;
  const rest = () => owed - earlier;
  let providerRef: string | null = null;
  if (rest() > 0) {
    if (await disputeOpen(db, refund.order_id)) throw conflict(WAITS_FOR_DISPUTE);
    try {
      providerRef = await payBack(db, stripe, {
        orderId: refund.order_id,
        amount: rest(),
        refundNo: refund.refund_no,
        attempt,
        retry,
      });
    } catch (error) {
      // Stripe made nothing and replays its 500 on the key (audit EI6): the next call goes on a fresh key, once
      // however many processes saw it (conditional on the count read). So too after a refusal of the payment's state,
      // which Stripe saves as the key's answer and replays for 24 hours (audit ET3): a refund refused as disputed and
      // asked again once the dispute closed would be answered `charge_disputed` again, or, asking another amount
      // (money given back meanwhile), an idempotency error.
      if ((error instanceof PayBackFailed && error.keySpent) || error instanceof TakenBackAtProvider) {
        await db.execute(sql`
          UPDATE refunds SET key_retries = ${retry + 1}, key_attempt = ${attempt}
          WHERE id = ${refund.id} AND key_retries = ${spent.retries} AND key_attempt = ${spent.attempt}`);
      }
      if (!(error instanceof TakenBackAtProvider) || !stripe) throw error;
      // A dispute the mall has not heard of yet: the money is held, not gone; the refund waits as above.
      if (error.refusal === 'charge_disputed') throw conflict(WAITS_FOR_DISPUTE);
      // Stripe says the money already left (audit DF1): learn the refunds it made, then pay with them or close.
      await recordStripeRefunds(db, stripe, error.paymentRef);
      earlier = await reserveEarlier(db, refund, owed);
      if (rest() > 0) {
        // Reopened after Stripe's payment of it failed (decision 0052), its share of the sale is booked and the money
        // waits with the platform: it closes for customer service, the books as they are (fix-EF's finding).
        if (attempt > 1) return await closeReopenedTakenBack(db, refund, again?.booked ?? 0);
        return await closeTakenBack(db, refund);
      }
    }
  }
  await db.transaction(async (tx) => {
    const t = tx;
    // The shopper's row first: the notice below takes a key-share lock on it, the shop order is locked by the books,
    // and the points take the row for update. Two refunds of one shopper settled at once (two items, or two shops)
    // took them in crossing orders and deadlocked; taken first, the second waits for the first (audit F1).
    await t.execute(sql`SELECT 1 FROM users WHERE id = ${refund.user_id} FOR UPDATE`);
    const { rows } = await t.execute<{ id: number }>(sql`
      UPDATE refunds SET status = 'refunded', provider_ref = ${providerRef}, paid_earlier = ${earlier},
        refunded_at = now(), closed_at = now()
      WHERE id = ${refund.id} AND ${statusIn(sql`status`, 'refunding')} RETURNING id`);
    if (!rows[0]) return; // settled by another click or process meanwhile
    await recordNotice(t, { kind: 'refund_paid', refundId: refund.id });
    await t.execute(sql`
      UPDATE order_items SET refund_status = 'refunded'
      WHERE id IN (SELECT order_item_id FROM refund_items WHERE refund_id = ${refund.id})`);
    // Paid by money Stripe gave back before: that money was booked when it left, not a second time. Paid partly so,
    // the refund books its share of the sale as any refund, less what the earlier money's entries already took.
    if (attempt > 1) {
      // Paid again after Stripe's payment of it failed: its share of the sale stayed booked, and the money waited
      // with the platform (`refund-failed:<re>`). All of it is released now (audit EA1): what Stripe pays leaves, and
      // what money Stripe gave back meanwhile pays (reserved on this attempt, `earlier:RE…:<n>`) gives the shop back
      // that part of its Stripe entry, as a refund paid partly earlier does; so the shop is charged once for money
      // given back once, also when that money pays the whole refund and Stripe is not asked.
      const waiting = again?.waiting ?? 0;
      const used = earlier - (again?.booked ?? 0);
      if (used > 0) {
        await bookEarlierUsed(t, {
          refundNo: `${refund.refund_no}:${attempt}`,
          shopOrderId: refund.shop_order_id,
          amount: used,
        });
      }
      if (waiting > 0)
        await postEntry(t, {
          key: `refund:${refund.refund_no}:${attempt}`,
          kind: 'refund',
          shopOrderId: refund.shop_order_id,
          refundId: refund.id,
          memo: `${refund.refund_no} paid again (${providerRef ?? 'by money Stripe gave back earlier'})`,
          lines: [
            { account: 'platform_adjustments', kind: 'refund', amount: waiting },
            { account: 'provider_cash', kind: 'refund', amount: -waiting },
          ],
        });
    } else if (refund.amount === 0 || earlier < refund.amount) {
      // A refund of nothing to pay (goods the platform paid for wholly) still reverses its sale on the books.
      if (earlier > 0) {
        await bookEarlierUsed(t, { refundNo: refund.refund_no, shopOrderId: refund.shop_order_id, amount: earlier });
      }
      await recordRefund(t, refund.id);
      // Stripe was asked for the rest with this reservation kept, and the money Stripe gave back that it reserved
      // failed meanwhile (audit EH1): the part no money backs now is owed to the shopper again.
      if (earlier > 0) await reopenUnbacked(t, refund.shop_order_id);
    }
    // Points were earned on the goods only (decision 0024): the goods' money paid back takes them back. What money
    // Stripe gave back earlier paid of it took its points already, or was never earned on (audit EG1): not twice.
    // Once per refund, at its first payment: paid again after a failure (decision 0052), its points were settled then
    // (a shop order does not complete while a refund is open, so it earned with the refund paid or not at all), and
    // the money that failed kept the points it took; a first payment that took none (paid whole by money Stripe gave
    // back) left no row to say so, and the next took them a second time (fix-ES).
    if (attempt === 1) {
      const { rows: goods } = await t.execute<{ amount: number }>(
        sql`SELECT coalesce(sum(amount), 0)::int AS amount FROM refund_items WHERE refund_id = ${refund.id}`,
      );
      await settlePointsForRefund(t, {
        id: refund.id,
        userId: refund.user_id,
        shopOrderId: refund.shop_order_id,
        points: refund.points,
        amount: Math.max(0, (goods[0]?.amount ?? 0) - earlier),
      });
    }
    await giveCouponsBackIfTheirGoodsRefunded(t, refund.shop_order_id);
    // Every item paid back: the shop order is closed as refunded. Otherwise a received order whose other items are
    // all reviewed is complete now.
    if (!(await transitions.closeRefunded(t, refund.shop_order_id))) {
      await completeIfAllReviewed(t, refund.shop_order_id);
    }
  });
}

/**
 * What a refund paid again owes (decision 0052): the money waiting with the platform for it (`refund-failed:…` less
 * what earlier attempts paid, `refund:RE…:<n>`), and the earlier money its `earlier:RE…` entries (less what a failed
 * dashboard refund took back of them) still use.
 */
async function owedAgain(db: Db, refund: ClaimedRefund): Promise<{ waiting: number; booked: number }> {
  const { rows } = await db.execute<{ waiting: number; booked: number }>(sql`
    SELECT ${heldForBuyerSql('r')} AS waiting, ${earlierBookedSql('r')} AS booked FROM refunds r
    WHERE r.id = ${refund.id}`);
  return { waiting: Number(rows[0]?.waiting ?? 0), booked: Number(rows[0]?.booked ?? 0) };
}

/**
 * The refund's reservation of earlier money, and how many keys of payment `attempt` are spent (audit EI6: `retry`,
 * 0 when the count stored is an earlier payment's; `spent`: the count as stored, for the conditional update).
 */
async function payingState(
  db: Db,
  refundId: number,
  attempt: number,
): Promise<{ reserved: number; retry: number; spent: { retries: number; attempt: number } }> {
  const { rows } = await db.execute<{ paid_earlier: number; key_retries: number; key_attempt: number }>(
    sql`SELECT paid_earlier, key_retries, key_attempt FROM refunds WHERE id = ${refundId}`,
  );
  const spent = { retries: Number(rows[0]?.key_retries ?? 0), attempt: Number(rows[0]?.key_attempt ?? 1) };
  return {
    reserved: Number(rows[0]?.paid_earlier ?? 0),
    retry: spent.attempt === attempt ? spent.retries : 0,
    spent,
  };
}

/**
 * How much of `refund` the money Stripe gave back earlier of its shop order pays (audit DM2), reserved on the refund
 * (`paid_earlier`) under the shop order's lock, so two refunds of the order paid at once never use the same money:
 * the second sees the first's reservation as used. Up to `most`, recomputed each time Stripe made no refund on the
 * refund's number (audit EI1: it was not called, refused, or answered a 500), so money given back since pays it too.
 * `most` null keeps what it reserved: Stripe made a refund for the rest on the refund's key though the mall never got
 * the answer (audit EF2), and asking again must ask the same.
 */
async function reserveEarlier(db: Db, refund: ClaimedRefund, most: number | null): Promise<number> {
  return await db.transaction(async (t) => {
    await t.execute(sql`SELECT 1 FROM shop_orders WHERE id = ${refund.shop_order_id} FOR UPDATE`);
    const { rows } = await t.execute<{ paid_earlier: number; refunding: boolean }>(sql`
      SELECT paid_earlier, ${statusIn(sql`status`, 'refunding')} AS refunding FROM refunds WHERE id = ${refund.id}`);
    const reserved = Number(rows[0]?.paid_earlier ?? 0);
    // Settled or closed by another click or process meanwhile: Stripe is asked what it was (its replay answers).
    if (!rows[0]?.refunding || most === null) return reserved;
    const more = Math.min(most - reserved, await takenBackUnused(t, refund.shop_order_id));
    if (more <= 0) return reserved;
    await t.execute(sql`UPDATE refunds SET paid_earlier = ${reserved + more} WHERE id = ${refund.id}`);
    return reserved + more;
  });
}

/**
 * A refund reopened after Stripe's payment of it failed (decision 0052) that Stripe then refuses because the payment's
 * money already left, more than what it took back covers: its share of the sale stayed reversed on the books when it
 * was first paid, and the money waits with the platform for the buyer (`refund-failed:…`). So it is not refused (its
 * items freed while the books hold the sale reversed) but closed for customer service as a refund whose card refused
 * three times is: "refunded" with the reason, no Stripe id, the shopper and every operator told. What it reserved on
 * this attempt and no entry uses goes back (`booked`: what its `earlier:RE…` entries use), for a later refund.
 */
async function closeReopenedTakenBack(db: Db, refund: ClaimedRefund, booked: number): Promise<never> {
  await db.transaction(async (t) => {
    // The shopper's row first, as the settling of a refund takes it (the notice holds it).
    await t.execute(sql`SELECT 1 FROM users WHERE id = ${refund.user_id} FOR UPDATE`);
    await t.execute(sql`
      UPDATE refunds SET paid_earlier = ${booked} WHERE id = ${refund.id} AND ${statusIn(sql`status`, 'refunding')}`);
    await closeForCustomerService(t, refund.id, TAKEN_BACK_AT_STRIPE);
  });
  throw conflict(TAKEN_BACK_AT_STRIPE);
}

/**
 * A refund Stripe refuses because the payment's money already left, more than what it took back covers (decision
 * 0051): closed as refused with the reason, its items free again, so that neither the sweep nor a click calls Stripe
 * for it again; the shopper reads the reason, the shop's click answers it.
 */
async function closeTakenBack(db: Db, refund: ClaimedRefund): Promise<never> {
  await db.transaction(async (t) => {
    // The shopper's row, then the shop order's, as the settling of a refund and Stripe's returns take them.
    await t.execute(sql`SELECT 1 FROM users WHERE id = ${refund.user_id} FOR UPDATE`);
    const { rows: order } = await t.execute<{ status: string }>(
      sql`SELECT status FROM shop_orders WHERE id = ${refund.shop_order_id} FOR UPDATE`,
    );
    const { rows } = await t.execute<{ id: number }>(sql`
      UPDATE refunds SET status = 'refused', refuse_reason = ${TAKEN_BACK_AT_STRIPE}, paid_earlier = 0, closed_at = now()
      WHERE id = ${refund.id} AND ${statusIn(sql`status`, 'refunding')} RETURNING id`);
    if (!rows[0]) return;
    // The shop accepted it: the shopper is not told the shop refused (audit DM2), and the operator, who settles it with
    // the buyer and the shop as the reason says, is told.
    await recordNotice(t, { kind: 'refund_closed_unpaid', refundId: refund.id });
    await recordNotice(t, { kind: 'refund_closed_unpaid_seen', refundId: refund.id });
    await releaseItems(t, refund.id);
    // Stock and the sales count follow where the goods are (audit EL1). A refund of money only accepted before
    // shipping put its goods back on the shelf; closed unpaid, the order still waits for them (it cannot have shipped
    // while the refund was open): they come off the shelf again and their sale counts again. Goods shipped and kept
    // were never restocked, and returned goods are back in the shop: both stay as they are. An order Stripe emptied
    // meanwhile is closed, its goods on the shelf: it waits for nothing.
    if (refund.type === 'refund' && order[0]?.status === 'to_ship') await unrestock(t, refund.id);
    // It no longer counts as paid: the open requests of its order pay what it left (audit DJ1).
    await priceAfterClosedPayment(t, refund.shop_order_id);
  });
  throw conflict(TAKEN_BACK_AT_STRIPE);
}

/**
 * Takes the goods of a refund off their SKUs again and counts their sale again (`restock` undone), inside the caller's
 * transaction: the refund closed unpaid while its goods never left the shop (decision 0051).
 */
async function unrestock(t: Queryable, refundId: number): Promise<void> {
  const { rows } = await t.execute<{ product_id: number; sku_id: number; quantity: number }>(sql`
    SELECT i.product_id, i.sku_id, ri.quantity FROM refund_items ri JOIN order_items i ON i.id = ri.order_item_id
    WHERE ri.refund_id = ${refundId} ORDER BY i.sku_id`);
  await inventory.unrestock(
    t,
    rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id, quantity: r.quantity })),
  );
}

/**
 * A refund whose card payment failed `CARD_ATTEMPTS` times that reaches payment again (the sweep, a click, or one a
 * dashboard refund's failure reopened): closed for customer service without calling Stripe (decision 0052), and the
 * click answers why. Once: the closing is conditional on "refunding".
 */
async function closeAfterCardFailures(db: Db, refund: ClaimedRefund): Promise<never> {
  await db.transaction(async (t) => {
    // The shopper's row first, as the settling of a refund takes it (the notice holds it).
    await t.execute(sql`SELECT 1 FROM users WHERE id = ${refund.user_id} FOR UPDATE`);
    await closeForCustomerService(t, refund.id);
  });
  throw conflict(CARD_KEEPS_FAILING);
}
