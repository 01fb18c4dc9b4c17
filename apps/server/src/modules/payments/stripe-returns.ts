import { fromCents, type TakenBack } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import type { LedgerAccount, LedgerKind } from '../../db/schema';
import { type EntryInput, postEntries } from '../finance/ledger';
import { PAID_ANOTHER_WAY_PREFIX } from '../finance/paid-another-way';
import { refundEntryOf } from '../finance/refund-books';
import {
  bookGivenBack,
  bookTakenBack,
  earlierGivesBack,
  platformPartOf,
  type Released,
  type TakenPart,
  wasBooked,
} from '../finance/taken-back';
import { bookedStakes, buyerReleaseSql, type Stake, stakesOf, takenBackUnused } from '../finance/taken-back-plan';
import * as inventory from '../inventory/inventory';
import { recordNotice } from '../notices/record';
import { settleNotices } from '../notices/settle';
import { closeTakenBack } from '../orders/order-transitions';
import { givePointsBackForFailedStripeRefund, takeBackPointsForStripeReturn } from '../points/points-ledger';
import { CARD_ATTEMPTS, closeForCustomerService, failedPayments } from '../refunds/card-failures';
import { settleClosedAtStripe } from '../refunds/closed-at-stripe';
import { closedForServiceSql, heldForBuyerSql, paidAnotherWaySql } from '../refunds/held-for-buyer';
import type { StripeProvider, StripeRefund } from './stripe-provider';

/**
 * Money Stripe takes back without the mall asking (decision 0051): refunds made at Stripe (its dashboard, its API by
 * someone else) and disputes. The webhook hands these events here once each (payment_events); every step is keyed
 * by Stripe's own refund or dispute id, so the two events describing one refund, and replays, record it once.
 */

const REFUND_EVENTS = new Set([
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
]);
const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
  'charge.dispute.closed',
]);

export const isStripeReturnEvent = (type: string) => REFUND_EVENTS.has(type) || DISPUTE_EVENTS.has(type);

type Ref = string | { id: string } | null | undefined;
const idOf = (ref: Ref): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null));

type StripeCharge = {
  id: string;
  payment_intent?: Ref;
  refunds?: { data?: StripeRefund[]; has_more?: boolean } | null;
};

type StripeDispute = {
  id: string;
  amount: number;
  charge?: Ref;
  payment_intent?: Ref;
  reason?: string | null;
  status?: string | null;
  evidence_details?: { due_by?: number | null } | null;
};

export const PAYMENT_EVENT_EARLY =
  'This event is about a payment whose success is not recorded yet: it is handled when Stripe delivers it again';

/**
 * Money taken back of a payment whose success the mall has not applied yet: Stripe delivers events in no order and
 * retries a failed one, so its refund or dispute event came first. The event is answered as not handled (a 5xx, the
 * event not recorded as seen), so that Stripe delivers it again; the success, once applied, also asks Stripe for the
 * payment's refunds (audit DM3).
 */
export class PaymentNotAppliedYet extends Error {
  constructor(readonly intentId: string) {
    super(`Stripe took back money of ${intentId} before its success was applied; the event waits for it`);
  }
}

/** The paid order's payment an intent made, or null (unknown, or a payment the mall itself gave back). */
async function paidPayment(t: Queryable, intentId: string | null) {
  if (!intentId) return null;
  const { rows } = await t.execute<{ id: number; order_id: number; status: string }>(sql`
    SELECT id, order_id, status FROM payments WHERE provider = 'stripe' AND provider_ref = ${intentId}`);
  const payment = rows[0];
  // Not succeeded yet here, though Stripe already took money back of it: it did succeed at Stripe (audit DM3).
  if (payment && (payment.status === 'pending' || payment.status === 'failed'))
    throw new PaymentNotAppliedYet(intentId);
  // A payment that arrived for an order no longer payable is given back by the mall itself (refund_due, refunded):
  // its refund is the mall's, and nothing of it was booked.
  return payment?.status === 'succeeded' ? payment : null;
}

/** The intent of an object that names its charge, maybe only the charge. */
async function intentOf(stripe: StripeProvider, object: { payment_intent?: Ref; charge?: Ref }) {
  const intent = idOf(object.payment_intent);
  if (intent) return intent;
  const charge = idOf(object.charge);
  return charge ? await stripe.intentOfCharge(charge) : null;
}

export async function applyStripeReturn(
  db: Db,
  stripe: StripeProvider,
  event: { type: string; data: { object: unknown } },
): Promise<'applied' | 'ignored'> {
  if (DISPUTE_EVENTS.has(event.type)) return applyDispute(db, stripe, event.type, event.data.object as StripeDispute);
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as StripeCharge;
    const intent = idOf(charge.payment_intent) ?? (await stripe.intentOfCharge(charge.id));
    if (!intent || !(await paidPayment(db, intent))) return 'ignored';
    // Stripe's current API names no refund in the charge: ask it for the payment's refunds, each kept by its id.
    const listed = charge.refunds?.data && !charge.refunds.has_more ? charge.refunds.data : undefined;
    await recordStripeRefunds(db, stripe, intent, listed);
    return 'applied';
  }
  const refund = event.data.object as StripeRefund;
  const intent = await intentOf(stripe, refund);
  if (!intent) return 'ignored';
  return (await recordStripeRefund(db, stripe, intent, refund)) ? 'applied' : 'ignored';
}

/**
 * Records every refund Stripe made of payment `intentId` that the mall did not make (`refunds`: as an event listed
 * them, else asked from Stripe). Also called when Stripe refuses a refund of the mall because the money already left.
 */
export async function recordStripeRefunds(
  db: Db,
  stripe: StripeProvider,
  intentId: string,
  refunds?: StripeRefund[],
): Promise<void> {
  for (const refund of refunds ?? (await stripe.listRefunds(intentId))) {
    await recordStripeRefund(db, stripe, intentId, refund);
  }
}

/**
 * One refund Stripe made: when it succeeded, belongs to a paid order's payment and is not the mall's, books it once
 * (provider_returns row and ledger in one transaction), closes an unshipped shop order it emptied, and tells the shop
 * and the operators. Answers whether it is money Stripe took back without the mall.
 */
async function recordStripeRefund(
  db: Db,
  stripe: StripeProvider,
  intentId: string,
  refund: StripeRefund,
): Promise<boolean> {
  if (refund.status === 'failed' || refund.status === 'canceled')
    return await undoFailedRefund(db, stripe, intentId, refund);
  if (refund.status !== 'succeeded' || !(refund.amount > 0)) return false;
  const payment = await paidPayment(db, intentId);
  if (!payment) return false;
  const refundNo = refund.metadata?.refundNo ?? '';
  const { rows: ours } = await db.execute(sql`
    SELECT 1 FROM refunds WHERE order_id = ${payment.order_id} AND (refund_no = ${refundNo} OR provider_ref = ${refund.id})
    UNION ALL
    SELECT 1 FROM payments WHERE provider = 'stripe' AND provider_ref = ${refund.id} LIMIT 1`);
  if (ours.length > 0) return false;
  await db.transaction(async (t) => {
    const { rows: fresh } = await t.execute(sql`
      INSERT INTO provider_returns (provider, ref, kind, payment_id, order_id, amount, status, closed_at)
      VALUES ('stripe', ${refund.id}, 'refund', ${payment.id}, ${payment.order_id}, ${refund.amount}, 'succeeded', now())
      ON CONFLICT (provider, ref) DO NOTHING RETURNING id`);
    if (fresh.length === 0) return; // the other event of this refund, or a replay
    // The shopper's row before the shop orders, as the settling of a refund takes them: a closed order gives back
    // points, and a request closing meanwhile waits here rather than deadlocking (audit DM4).
    await t.execute(
      sql`SELECT 1 FROM users WHERE id = (SELECT user_id FROM orders WHERE id = ${payment.order_id}) FOR UPDATE`,
    );
    await bookTakenBack(
      t,
      {
        key: `stripe:${refund.id}`,
        orderId: payment.order_id,
        amount: refund.amount,
        memo: `Refunded at Stripe (${refund.id})`,
      },
      async (parts, released) => {
        await afterRefundTaken(t, parts, refund.id);
        await tellReleased(t, released, refund.id);
        await tellPaidTwice(t, payment.order_id, refund.id, refund.amount, released);
      },
    );
  });
  return true;
}

/**
 * A refund Stripe reports failed or canceled (decision 0052): Stripe put its money back on the payment's balance, so
 * what the mall booked when it succeeded is undone, once (the conditional state change is the guard). The mall's own
 * refund goes back to "refunding": the money is owed to the shopper still, so the shop's share stays reversed and the
 * money waits with the platform (`refund-failed:<re>`) until the minute sweep pays it again through Stripe, on a new
 * key of the refund's number; the shopper and the operators are told. A refund made at Stripe is booked back line
 * for line (`stripe:<re>:failed:<SH…>`), so that its money pays no refund of the mall any more, the refunds of the
 * mall it paid are owed again (`reopenPaidBy`), and the operators are told. A refund that never succeeded for the mall was never booked: nothing to undo.
 * The third failure of a refund of the mall is not paid again: the refunds owner closes it for customer service
 * (`closeForCustomerService`), the money staying with the platform for the buyer.
 */
async function undoFailedRefund(
  db: Db,
  stripe: StripeProvider,
  intentId: string,
  refund: StripeRefund,
): Promise<boolean> {
  if (!(refund.amount > 0)) return false;
  const payment = await paidPayment(db, intentId);
  if (!payment) return false;
  // The refunds of the mall Stripe was asked for (made at Stripe, not failed), read before any lock: a refund still
  // "refunding" that Stripe was not asked for may lose a reservation the failed money no longer backs (audit EH1).
  const { rows: reserving } = await db.execute(sql`
    SELECT 1 FROM refunds WHERE order_id = ${payment.order_id} AND status = 'refunding' AND paid_earlier > 0 LIMIT 1`);
  const asked =
    reserving.length > 0 && refund.metadata?.refundNo === undefined
      ? new Set(
          (await stripe.listRefunds(intentId))
            .filter((r) => r.status !== 'failed' && r.status !== 'canceled' && r.metadata?.refundNo)
            .map((r) => r.metadata!.refundNo!),
        )
      : new Set<string>();
  return await db.transaction(async (t) => {
    // The shopper's row first, as recording a refund and settling one take it: the points it took may come back.
    await t.execute(
      sql`SELECT 1 FROM users WHERE id = (SELECT user_id FROM orders WHERE id = ${payment.order_id}) FOR UPDATE`,
    );
    const { rows: ours } = await t.execute<{ id: number; shop_order_id: number }>(sql`
      UPDATE refunds SET status = 'refunding', provider_ref = NULL, refunded_at = NULL, closed_at = NULL
      WHERE order_id = ${payment.order_id} AND provider_ref = ${refund.id} AND status = 'refunded'
      RETURNING id, shop_order_id`);
    const mine = ours[0];
    if (mine) {
      // The third failure (decision 0052): not paid again, closed for customer service below, and told so instead.
      const last = (await failedPayments(t, mine.id)) + 1 >= CARD_ATTEMPTS;
      if (!last) {
        await recordNotice(t, { kind: 'refund_failed', refundId: mine.id, amount: refund.amount });
        await recordNotice(t, { kind: 'refund_failed_seen', refundId: mine.id, amount: refund.amount });
      }
      await postEntries(t, [
        {
          key: `refund-failed:${refund.id}`,
          kind: 'refund',
          shopOrderId: mine.shop_order_id,
          refundId: mine.id,
          memo: `Refund ${refund.id} ${refund.status} at Stripe: owed to the buyer again`,
          lines: [
            { account: 'provider_cash', kind: 'refund', amount: refund.amount },
            { account: 'platform_adjustments', kind: 'refund', amount: -refund.amount },
          ],
        },
      ]);
      if (last) await closeForCustomerService(t, mine.id);
      return true;
    }
    const { rows: theirs } = await t.execute(sql`
      UPDATE provider_returns SET status = ${refund.status ?? 'failed'}, updated_at = now()
      WHERE provider = 'stripe' AND ref = ${refund.id} AND kind = 'refund' AND status = 'succeeded' RETURNING id`);
    if (theirs.length === 0) return false;
    const given = await bookGivenBack(t, {
      taken: `stripe:${refund.id}`,
      key: `stripe:${refund.id}:failed`,
      memo: `Refund ${refund.id} ${refund.status} at Stripe: the money is back`,
    });
    await tellHeldAgain(t, refund.id, 'failed');
    for (const part of given) {
      await releaseUnasked(t, part.shopOrderId, asked);
      // What refunds of the mall used of its money stays given back (they are paid again): its points stay taken.
      const reopened = Math.min(part.amount, Math.max(0, -(await takenBackUnused(t, part.shopOrderId))));
      await givePointsBackForFailedStripeRefund(t, {
        shopOrderId: part.shopOrderId,
        amount: part.amount - reopened,
        ref: refund.id,
      });
      await reopenPaidBy(t, refund.id, part.shopOrderId);
      await recordNotice(t, {
        kind: 'provider_refund_failed_seen',
        shopOrderId: part.shopOrderId,
        amount: part.amount,
        ref: refund.id,
      });
    }
    return true;
  });
}

/**
 * A refund made at Stripe failed after its money paid refunds of the mall (audit EA2): what it gave back of shop order
 * `shopOrderId` is now less than those refunds used. Those refunds (the latest first) no longer count the money they
 * lost as paid; each goes back to "refunding" as the mall's own failed refund does (decision 0052), so the sweep pays
 * that part through Stripe, and the shopper and the operators are told. On the books: the part its `earlier:RE…`
 * entries gave back to the shop is taken back (`earlier:RE…:failed:<re>`), the part paid wholly earlier (nothing
 * booked) charges the shop its share as the Stripe refund did; the money waits with the platform
 * (`refund-failed:<re>:<RE…>`) until it is paid.
 */
async function reopenPaidBy(t: Queryable, ref: string, shopOrderId: number): Promise<void> {
  let short = -(await takenBackUnused(t, shopOrderId));
  if (short <= 0) return;
  const { rows: paidBy } = await t.execute<{
    id: number;
    refund_no: string;
    amount: number;
    paid_earlier: number;
    own: boolean;
  }>(sql`
    SELECT r.id, r.refund_no, r.amount, r.paid_earlier,
      EXISTS (SELECT 1 FROM ledger_entries e WHERE e.key = 'refund:' || r.refund_no) AS own
    FROM refunds r
    WHERE r.shop_order_id = ${shopOrderId} AND r.status = 'refunded' AND r.paid_earlier > 0
    ORDER BY r.refunded_at DESC, r.id DESC FOR UPDATE OF r`);
  const { rows: so } = await t.execute<{ order_no: string; merchant_id: number }>(sql`
    SELECT order_no, merchant_id FROM shop_orders WHERE id = ${shopOrderId}`);
  const { order_no: orderNo, merchant_id: merchantId } = so[0]!;
  for (const r of paidBy) {
    if (short <= 0) break;
    const part = Math.min(short, Number(r.paid_earlier));
    short -= part;
    const earlierKeys = sql`(e.key = ${`earlier:${r.refund_no}`} OR e.key LIKE ${`earlier:${r.refund_no}:%`})`;
    const earlier = await linesOf(t, shopOrderId, earlierKeys);
    const bookedCash = Math.max(
      earlier.filter((l) => l.account === 'provider_cash').reduce((sum, l) => sum + l.amount, 0),
      0,
    );
    // A refund whose own entry (`refund:RE…`, the whole share of the sale, all its money out of provider cash) was
    // booked, while the earlier money its `earlier:RE…` entries gave back was less than it reserved: it settled after
    // that money failed, Stripe having been asked for the rest (audit EH1). That part charged the shop and left
    // provider cash already: only the cash comes back, the shop is not charged again.
    const unbacked = r.own ? Math.max(Number(r.paid_earlier) - bookedCash, 0) : 0;
    const fromUnbacked = Math.min(part, unbacked);
    const fromBooked = Math.min(part - fromUnbacked, bookedCash);
    const unbooked = part - fromUnbacked - fromBooked;
    // Told before the entry below, which makes the next attempt (the notices are keyed per attempt); the
    // shopper is told the part owed again, not the whole refund (audit EH3); the third failure closes it for customer
    // service instead, after the entry (decision 0052).
    const last = (await failedPayments(t, r.id)) + 1 >= CARD_ATTEMPTS;
    if (!last) {
      await recordNotice(t, { kind: 'refund_failed', refundId: r.id, amount: part });
      await recordNotice(t, { kind: 'refund_failed_seen', refundId: r.id, amount: part });
    }
    await t.execute(sql`
      UPDATE refunds SET status = 'refunding', paid_earlier = paid_earlier - ${part}, provider_ref = NULL,
        refunded_at = NULL, closed_at = NULL
      WHERE id = ${r.id}`);
    const entries: EntryInput[] = [];
    if (fromBooked > 0) {
      entries.push({
        key: `earlier:${r.refund_no}:failed:${ref}`,
        kind: 'refund',
        merchantId,
        shopOrderId,
        memo: `Refund ${ref} failed at Stripe: ${r.refund_no} is owed what it paid`,
        lines: scaled(earlier, -fromBooked, bookedCash, merchantId),
      });
    }
    // Paid by the failed money without an entry of its own: the shop is charged what the refund's own entry would
    // book (its share of the sale), that part of it, not the Stripe refund's rounded share (audit EH2).
    const own = unbooked > 0 ? await refundEntryOf(t, r.id) : null;
    const charged = own
      ? scaled(
          own.entry.lines.filter((l) => l.account !== 'provider_cash') as Line[],
          unbooked,
          Number(r.amount),
          merchantId,
        )
      : unbooked > 0
        ? scaled(
            (await linesOf(t, shopOrderId, sql`e.key = ${`stripe:${ref}:${orderNo}`}`)).filter(
              (l) => l.account !== 'provider_cash',
            ),
            unbooked,
            await cashOf(t, `stripe:${ref}:${orderNo}`),
            merchantId,
          )
        : [];
    entries.push({
      key: `refund-failed:${ref}:${r.refund_no}`,
      kind: 'refund',
      merchantId,
      shopOrderId,
      refundId: r.id,
      memo: `Refund ${ref} failed at Stripe: ${r.refund_no} is owed to the buyer again`,
      lines: [
        ...charged,
        { account: 'provider_cash', kind: 'refund', amount: fromBooked + fromUnbacked },
        { account: 'platform_adjustments', kind: 'refund', amount: -part },
      ],
    });
    await postEntries(t, entries);
    if (last) await closeForCustomerService(t, r.id);
  }
}

/**
 * A refund made at Stripe failed while refunds of the mall still "refunding" held reservations of its money (audit
 * EH1): what the shop order's reservations now exceed is taken off those Stripe was not asked for yet (`asked`: the
 * refund numbers Stripe made a refund for), the latest first. Nothing was booked for a reservation, so nothing is
 * booked back; a retry asks Stripe the rest on the refund's key for the first time. A refund Stripe was asked for
 * keeps its reservation (a retry must ask the same amount on the same key); once it settles, the part no money backs
 * is owed again (`reopenUnbacked`).
 */
async function releaseUnasked(t: Queryable, shopOrderId: number, asked: Set<string>): Promise<void> {
  let short = -(await takenBackUnused(t, shopOrderId));
  if (short <= 0) return;
  const { rows } = await t.execute<{ id: number; refund_no: string; paid_earlier: number }>(sql`
    SELECT id, refund_no, paid_earlier FROM refunds
    WHERE shop_order_id = ${shopOrderId} AND status = 'refunding' AND paid_earlier > 0
    ORDER BY id DESC FOR UPDATE`);
  for (const r of rows) {
    if (short <= 0) break;
    if (asked.has(r.refund_no)) continue;
    const cut = Math.min(short, Number(r.paid_earlier));
    short -= cut;
    await t.execute(sql`UPDATE refunds SET paid_earlier = paid_earlier - ${cut} WHERE id = ${r.id}`);
  }
}

/**
 * A refund of the mall settled with a reservation of money Stripe gave back that a failure took away meanwhile (Stripe
 * was asked for the rest on its key, so the reservation was kept; audit EH1): the part no money backs is owed to the
 * shopper again, as when the failure comes after the refund was paid (decision 0052): the refund goes back to
 * "refunding", the shopper and the operators are told, and the sweep pays that part on the next key. Inside the
 * settling transaction.
 */
export async function reopenUnbacked(t: Queryable, shopOrderId: number): Promise<void> {
  if ((await takenBackUnused(t, shopOrderId)) >= 0) return;
  const { rows } = await t.execute<{ ref: string }>(sql`
    SELECT pr.ref FROM provider_returns pr JOIN shop_orders so ON so.order_id = pr.order_id
    WHERE so.id = ${shopOrderId} AND pr.kind = 'refund' AND pr.status IN ('failed', 'canceled')
    ORDER BY pr.updated_at DESC, pr.id DESC LIMIT 1`);
  if (rows[0]) await reopenPaidBy(t, rows[0].ref, shopOrderId);
}

type Line = { account: LedgerAccount; merchantId?: number; kind: LedgerKind; amount: number };

/** The lines of a shop order's entries matching `where`, summed by account and kind. */
async function linesOf(t: Queryable, shopOrderId: number, where: SQL): Promise<Line[]> {
  const { rows } = await t.execute<{
    account: LedgerAccount;
    merchant_id: number | null;
    kind: LedgerKind;
    amount: number;
  }>(
    sql`
    SELECT l.account, l.merchant_id, l.kind, sum(l.amount)::bigint AS amount
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.shop_order_id = ${shopOrderId} AND ${where}
    GROUP BY l.account, l.merchant_id, l.kind ORDER BY l.account, l.kind`,
  );
  return rows.map((r) => ({
    account: r.account,
    ...(r.merchant_id === null ? {} : { merchantId: r.merchant_id }),
    kind: r.kind,
    amount: Number(r.amount),
  }));
}

/** What an entry took out of provider cash. */
async function cashOf(t: Queryable, key: string): Promise<number> {
  const { rows } = await t.execute<{ cash: number }>(sql`
    SELECT coalesce(-sum(l.amount), 0)::bigint AS cash FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.key = ${key} AND l.account = 'provider_cash'`);
  return Number(rows[0]?.cash ?? 0);
}

/**
 * `lines` in proportion `part / whole` (signed `part`), the rounding left on the shop's money line so that the scaled
 * lines sum to the same proportion of what the whole lines summed to.
 */
function scaled(lines: Line[], part: number, whole: number, merchantId: number): Line[] {
  if (whole <= 0) return [];
  const out = lines.map((l) => ({ ...l, amount: Math.trunc((l.amount * part) / whole) })).filter((l) => l.amount !== 0);
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const left = Math.round((total * part) / whole) - out.reduce((sum, l) => sum + l.amount, 0);
  if (left !== 0) {
    const shop = out.find((l) => l.merchantId === merchantId && l.kind === 'refund');
    if (shop) shop.amount += left;
    else out.push({ account: 'platform_adjustments', kind: 'refund', amount: left });
  }
  return out;
}

/**
 * An unshipped shop order Stripe emptied is closed as a refund of the mall closes it: its goods back on the shelf, the
 * points and coupons spent on it given back to the shopper (audit DM4); once: only the update that closed it does
 * this. The shopper is told of every part Stripe refunded to the card, shipped or not, and of what came back with
 * it (audits DM6, DT3, DT9); the shop and operators are told.
 */
async function afterRefundTaken(t: Queryable, parts: TakenPart[], ref: string): Promise<void> {
  for (const part of parts) {
    const closed = part.emptied && part.status === 'to_ship' ? await closeEmptied(t, part.shopOrderId) : null;
    const given = closed ?? NOTHING;
    // What of the part pays refunds of the mall whose payment by card failed and that wait for it again (decision
    // 0052; audit EP1, EP5): read before the books below are posted, as the part was shared.
    const pays = closed ? NO_REOPENED : await reopenedPaidBy(t, part.shopOrderId, part.amount);
    // Points the shop order earned on the money given back are taken back, as a refund of the mall takes them (audit
    // EG1); one not completed yet earns on what is left (earnPointsForShopOrder). What pays a refund owed again took
    // them when that refund was first paid: not twice (audit EP1; fix-ES: a first payment that took none, paid whole
    // by money Stripe gave back, leaves no points row, so every refund owed again counts).
    if (!closed) {
      await takeBackPointsForStripeReturn(t, {
        shopOrderId: part.shopOrderId,
        amount: part.amount - pays.amount,
        ref,
      });
    }
    // The shopper is told of every refund to their card, shipped or not, with what came back with it (audit DT3, DT9).
    await recordNotice(t, {
      kind: 'order_refunded_at_stripe',
      shopOrderId: part.shopOrderId,
      amount: part.amount,
      ref,
      closed: closed !== null,
      ...given,
    });
    if (closed) {
      await recordNotice(t, {
        kind: 'payment_taken_back_closed',
        shopOrderId: part.shopOrderId,
        amount: part.amount,
        ref,
      });
    } else {
      // The shop reads from which balance its part was taken, and the debt it leaves (audit EI7). Told before the books
      // are posted (`bookTakenBack` posts after this), so the available balance after is the one now less the cost.
      const { rows: balance } = await t.execute<{ available: number }>(sql`
        SELECT coalesce((SELECT available FROM merchant_balances WHERE merchant_id = ${part.merchantId}), 0)::bigint
          AS available`);
      // What pays a refund whose share the shop was charged when it was first paid is given back to the shop when the
      // sweep settles the refund with it (`earlier:RE…:<n>`): the shop is told what it is charged in the end, and
      // which request of the buyer the money paid (audit EP5). That entry gives back the paying part of the money and
      // that part of the commission and platform-funded discount, each line rounded toward zero: reckoned as it will
      // be booked, to the cent (audit ET4: the commission less the discount rounded at once was a cent off).
      const cost =
        pays.amount > 0
          ? part.cost -
            (await earlierGivesBack(t, {
              shopOrderId: part.shopOrderId,
              entry: part.lines,
              merchantId: part.merchantId,
              uses: pays.uses,
            }))
          : part.cost;
      const after = Number(balance[0]?.available ?? 0) - cost;
      await recordNotice(t, {
        kind: 'payment_taken_back',
        shopOrderId: part.shopOrderId,
        amount: part.amount,
        ref,
        cost,
        from: part.from,
        debt: part.from === 'available' ? Math.max(-after, 0) : 0,
        ...(pays.amount > 0 ? { pays: pays.refundNos.join(', '), paid: pays.amount } : {}),
      });
    }
  }
}

/**
 * A refund made at Stripe that paid the buyer of a refund closed for customer service the money the platform held for
 * them (audit EP2) is told (audit ET1): the shopper, that `amount` of their refund reached their card; every operator,
 * that the holding was released by that refund, and what is still held for the buyer, if anything. Once per refund of
 * the mall and Stripe refund (the notices' `ref`).
 */
async function tellReleased(t: Queryable, released: Released[], ref: string): Promise<void> {
  for (const r of released) {
    await recordNotice(t, { kind: 'refund_paid_at_stripe', refundId: r.refundId, amount: r.amount, ref, held: r.left });
    await recordNotice(t, {
      kind: 'refund_held_released_seen',
      refundId: r.refundId,
      amount: r.amount,
      ref,
      held: r.left,
    });
    // Nothing is held for the buyer any more: the operators' "pay the buyer another way" notices are settled, as when
    // the operator pays it all another way (paid-another-way.ts).
    if (r.left === 0) await settleNotices(t, { kind: 'refund_held_for_buyer', refundId: r.refundId });
  }
}

/**
 * Money taken back (`ref`) that had paid the buyer of a refund closed for customer service the money held for them came
 * back, so the platform holds it again: a refund made at Stripe that failed (`failed`, audit EY4:
 * `stripe:<re>:failed:platform:RE…`), or a dispute the mall won (`reinstated`, brief FB: its reinstated funds give the
 * withdrawal's release back, `stripe:<dp>:reinstated:platform:RE…`). The shopper, told the money reached their card (or
 * given it by their bank), is told it did not stay with them; every operator, what is held for the buyer now, to pay
 * them another way. Once per refund of the mall and Stripe refund or dispute (only the event that booked it gets here,
 * and the notices' `ref` names it).
 */
async function tellHeldAgain(t: Queryable, ref: string, how: 'failed' | 'reinstated'): Promise<void> {
  const { rows } = await t.execute<{ refund_id: number; amount: number; held: number }>(sql`
    SELECT r.id AS refund_id, sum(l.amount)::bigint AS amount, ${heldForBuyerSql('r')} AS held
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id JOIN refunds r ON r.id = e.refund_id
    WHERE starts_with(e.key, ${`stripe:${ref}:${how}:platform:`}) AND l.account = 'provider_cash'
    GROUP BY r.id ORDER BY r.id`);
  for (const r of rows) {
    const again = { refundId: r.refund_id, amount: Number(r.amount), ref, held: Number(r.held) };
    if (!(again.amount > 0)) continue;
    if (how === 'failed') {
      await recordNotice(t, { kind: 'refund_paid_at_stripe_failed', ...again });
      await recordNotice(t, { kind: 'refund_held_again_seen', ...again });
    } else {
      await recordNotice(t, { kind: 'refund_dispute_won_held', ...again });
      await recordNotice(t, { kind: 'refund_dispute_won_held_seen', ...again });
    }
  }
}

/**
 * What the operator paid the buyers of checkout `orderId`'s refunds closed for customer service another way (decision
 * 0052, `refund-paid-other:…`), per refund: cents, and when the last payment was booked.
 */
async function paidOtherOf(t: Queryable, orderId: number) {
  const { rows } = await t.execute<{ refund_id: number; paid: number; at: Date | string }>(sql`
    SELECT r.id AS refund_id, ${paidAnotherWaySql('r')} AS paid,
      (SELECT max(e.created_at) FROM ledger_entries e
        WHERE e.refund_id = r.id AND starts_with(e.key, ${PAID_ANOTHER_WAY_PREFIX})) AS at
    FROM refunds r WHERE r.order_id = ${orderId} AND ${closedForServiceSql('r')} ORDER BY r.id`);
  return rows
    .filter((r) => Number(r.paid) > 0 && r.at !== null)
    .map((r) => ({ refundId: r.refund_id, paid: Number(r.paid), at: new Date(r.at).toISOString() }));
}

/**
 * A refund made at Stripe (`ref`, `amount` cents) of checkout `orderId` after the operator paid the buyer of one of
 * its refunds closed for customer service another way (audit EY1: kept as policy, decisions 0051, 0052: booked as any
 * refund made at Stripe once nothing is held). Every operator is told, with that earlier payment (how much, when), so
 * that a double payment is seen; not when the refund made at Stripe only released what was still held for buyers (an
 * operator paying the rest at Stripe). Once per refund of the mall and Stripe refund.
 */
async function tellPaidTwice(
  t: Queryable,
  orderId: number,
  ref: string,
  amount: number,
  released: Released[],
): Promise<void> {
  if (amount <= released.reduce((sum, r) => sum + r.amount, 0)) return;
  for (const p of await paidOtherOf(t, orderId)) {
    await recordNotice(t, {
      kind: 'refund_paid_twice_seen',
      refundId: p.refundId,
      amount,
      ref,
      paidOther: p.paid,
      paidOtherAt: p.at,
    });
  }
}

const NOTHING = { points: 0, coupons: 0 };

/**
 * Closes unshipped shop order `shopOrderId` that money taken back emptied (a refund made at Stripe, a dispute lost:
 * decision 0051) through the orders owner (`closeTakenBack`), its goods back on the shelf, its items paid back and the
 * points and coupons spent on it given back. Answers what was given back, or null when it was not closed (shipped
 * meanwhile, or closed already): only the update that closed it does the rest, so it is done once.
 */
async function closeEmptied(t: Queryable, shopOrderId: number): Promise<{ points: number; coupons: number } | null> {
  if (!(await closeTakenBack(t, shopOrderId))) return null;
  // Not the goods of a request the shop accepted: accepting it put them back already. The shop order's lock, taken
  // by closing it above, is the one an accept holds while it restocks: a request accepted at this moment is
  // seen here as accepted, and one accepted after sees the order closed and restocks nothing (audit DT2).
  const { rows } = await t.execute<{ product_id: number; sku_id: number; quantity: number }>(sql`
    SELECT product_id, sku_id, quantity FROM (
      SELECT i.product_id, i.sku_id, i.quantity - coalesce((SELECT sum(ri.quantity) FROM refund_items ri
          JOIN refunds r ON r.id = ri.refund_id
          WHERE ri.order_item_id = i.id AND r.type = 'refund' AND r.status IN ('refunding', 'refunded')), 0)::int
        AS quantity
      FROM order_items i WHERE i.shop_order_id = ${shopOrderId}) left_over
    WHERE quantity > 0 ORDER BY sku_id`);
  await inventory.restock(
    t,
    rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id, quantity: r.quantity })),
  );
  // Its items not in an open request are paid back now; a request still open gives back its own when it is
  // settled with this money, or closes unpaid (refunds/closed-at-stripe.ts).
  return await givenBackBy(t, shopOrderId, () => settleClosedAtStripe(t, shopOrderId, true));
}

/** `uses`: the part paying each of `refundNos`, in the order the sweep settles them (oldest first). */
type Reopened = { amount: number; refundNos: string[]; uses: number[] };
const NO_REOPENED: Reopened = { amount: 0, refundNos: [], uses: [] };

/**
 * What of `amount` cents Stripe gave back of shop order `shopOrderId` (before it is booked) pays refunds of the mall
 * paid once, whose payment by card then failed and that wait for that money again (decision 0052: the money waiting
 * with the platform, `refund-failed:…` less what later attempts paid): the shop's share of each stayed booked, and its
 * points were settled when it was first paid. As the money is shared (`sharesOf`): the shop order's refunds waiting,
 * oldest first, less what money Stripe gave back earlier and no refund used pays of them already; a reopened refund
 * waits for what is owed again, not more.
 */
async function reopenedPaidBy(t: Queryable, shopOrderId: number, amount: number): Promise<Reopened> {
  const { rows } = await t.execute<{
    refund_no: string;
    waits: number;
    holding: number;
  }>(sql`
    SELECT r.refund_no, greatest(r.amount - r.paid_earlier, 0)::bigint AS waits,
      ${heldForBuyerSql('r')} AS holding
    FROM refunds r
    WHERE r.shop_order_id = ${shopOrderId} AND r.status = 'refunding' AND r.amount > r.paid_earlier
    ORDER BY r.created_at, r.id`);
  let unused = Math.max(await takenBackUnused(t, shopOrderId), 0);
  let left = amount;
  const out: Reopened = { amount: 0, refundNos: [], uses: [] };
  for (const r of rows) {
    if (left <= 0) break;
    const holding = Number(r.holding);
    const owed = holding > 0 ? Math.min(Number(r.waits), holding) : Number(r.waits);
    const covered = Math.min(unused, owed);
    unused -= covered;
    const part = Math.min(owed - covered, left);
    left -= part;
    if (part <= 0 || holding <= 0) continue;
    out.amount += part;
    out.refundNos.push(r.refund_no);
    out.uses.push(part);
  }
  return out;
}

/** The points and coupons of shop order `shopOrderId`'s checkout that `giveBack` gave back to the shopper. */
async function givenBackBy(t: Queryable, shopOrderId: number, giveBack: () => Promise<void>) {
  const count = async () => {
    const { rows } = await t.execute<{ points: number; coupons: number }>(sql`
      SELECT coalesce((SELECT sum(points) FROM points_ledger WHERE shop_order_id = so.id AND type = 'return'), 0)::int
          AS points,
        (SELECT count(*) FROM coupon_users WHERE used_order_id = so.order_id AND status = 'used')::int AS coupons
      FROM shop_orders so WHERE so.id = ${shopOrderId}`);
    return { points: Number(rows[0]?.points ?? 0), coupons: Number(rows[0]?.coupons ?? 0) };
  };
  const before = await count();
  await giveBack();
  const after = await count();
  return { points: after.points - before.points, coupons: before.coupons - after.coupons };
}

const OPEN = new Set(['warning_needs_response', 'warning_under_review', 'needs_response', 'under_review']);

/**
 * A dispute's event: the dispute recorded (or brought up to date) once by its id, the withdrawn funds booked out once
 * and the reinstated ones back once; while it is open the settlement job leaves its payment's shop orders alone.
 */
async function applyDispute(
  db: Db,
  stripe: StripeProvider,
  type: string,
  dispute: StripeDispute,
): Promise<'applied' | 'ignored'> {
  const payment = await paidPayment(db, await intentOf(stripe, dispute));
  if (!payment) return 'ignored';
  const dueBy = dispute.evidence_details?.due_by ? new Date(dispute.evidence_details.due_by * 1000) : null;
  const status = dispute.status ?? (type === 'charge.dispute.closed' ? 'closed' : 'needs_response');
  const closing = type === 'charge.dispute.closed' || (!OPEN.has(status) && type !== 'charge.dispute.created');
  await db.transaction(async (t) => {
    // The dispute's row is its lock: its events wait for each other here.
    const { rows } = await t.execute<{ id: number; fresh: boolean; was_closed: boolean; amount: number }>(sql`
      INSERT INTO provider_returns (provider, ref, kind, payment_id, order_id, amount, status, reason, due_by)
      VALUES ('stripe', ${dispute.id}, 'dispute', ${payment.id}, ${payment.order_id}, ${dispute.amount}, ${status},
        ${dispute.reason ?? ''}, ${dueBy})
      ON CONFLICT (provider, ref) DO UPDATE SET status = CASE WHEN provider_returns.closed_at IS NULL
          THEN excluded.status ELSE provider_returns.status END,
        due_by = coalesce(excluded.due_by, provider_returns.due_by), updated_at = now()
      RETURNING id, xmax = 0 AS fresh, closed_at IS NOT NULL AS was_closed, amount`);
    const row = rows[0]!;
    if (row.was_closed) return; // a late event of a dispute already closed
    const lost = closing && status === 'lost';
    // The shopper's row before the shop orders, as a refund's settling takes them: a lost dispute takes points back.
    if (lost) {
      await t.execute(
        sql`SELECT 1 FROM users WHERE id = (SELECT user_id FROM orders WHERE id = ${payment.order_id}) FOR UPDATE`,
      );
    }
    const taken = `stripe:${dispute.id}:withdrawn`;
    const given = `stripe:${dispute.id}:reinstated`;
    const withdraw = type === 'charge.dispute.funds_withdrawn' || (closing && status === 'lost');
    if (withdraw && !(await wasBooked(t, taken))) {
      await bookTakenBack(t, {
        key: taken,
        orderId: payment.order_id,
        amount: row.amount,
        memo: `Dispute ${dispute.id}: funds withdrawn`,
      });
    }
    const reinstate = type === 'charge.dispute.funds_reinstated' || (closing && status === 'won');
    if (reinstate && !(await wasBooked(t, given))) {
      await bookGivenBack(t, { taken, key: given, memo: `Dispute ${dispute.id}: funds reinstated` });
      // The chargeback had paid a buyer the money held for them: won, it is held again, and told (brief FB, item 1).
      await tellHeldAgain(t, dispute.id, 'reinstated');
    }
    // Told after the booking, so that each shop reads what was booked for it (audit DM7).
    if (row.fresh) await tellOpened(t, row.id, payment.order_id, row.amount, taken);
    if (!closing) return;
    await t.execute(sql`UPDATE provider_returns SET closed_at = now(), status = ${status} WHERE id = ${row.id}`);
    // Closed, it asks for no evidence any more: the shops' and the operators' "disputed" notices are settled (brief GG).
    await settleNotices(t, { kind: 'dispute_opened', returnId: row.id });
    // The bank gave the shopper the money: the points it earned are taken back as for a refund (audit EG1). The funds
    // of a dispute still open are Stripe's to hold (it may be won), so they take nothing, and close nothing, until it
    // is lost. Lost, a shop order not shipped that it left holding nothing is closed as a refund made at Stripe closes
    // it (audit EI4): there is no money left to ship for.
    const closed = new Set<number>();
    if (lost) {
      for (const part of await cashTakenBy(t, `stripe:${dispute.id}`)) {
        const back = (await emptiedToShip(t, part.shopOrderId)) ? await closeEmptied(t, part.shopOrderId) : null;
        if (back === null) {
          await takeBackPointsForStripeReturn(t, { ...part, ref: dispute.id });
          continue;
        }
        closed.add(part.shopOrderId);
        // The shopper is told the order is closed and will not be sent, with the points and coupons that came back.
        await recordNotice(t, {
          kind: 'order_closed_by_dispute',
          shopOrderId: part.shopOrderId,
          amount: part.amount,
          ref: dispute.id,
          ...back,
        });
      }
    }
    await tellClosed(t, row.id, payment.order_id, status, taken, given, closed);
  });
  return 'applied';
}

/**
 * Whether shop order `shopOrderId` waits to ship and holds nothing of its payment any more (its provider cash all
 * given or taken back), read under its lock (a ship waits for it, and then finds the order closed).
 */
async function emptiedToShip(t: Queryable, shopOrderId: number): Promise<boolean> {
  const { rows: so } = await t.execute<{ status: string }>(
    sql`SELECT status FROM shop_orders WHERE id = ${shopOrderId} FOR UPDATE`,
  );
  if (so[0]?.status !== 'to_ship') return false;
  const { rows } = await t.execute<{ cash: number }>(sql`
    SELECT coalesce(sum(l.amount), 0)::bigint AS cash FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.shop_order_id = ${shopOrderId} AND l.account = 'provider_cash'`);
  return Number(rows[0]?.cash ?? 0) <= 0;
}

/** What the entries booked under `key` (`stripe:<id>`, its withdrawal and reinstatement) took from each shop order. */
async function cashTakenBy(t: Queryable, key: string): Promise<{ shopOrderId: number; amount: number }[]> {
  const { rows } = await t.execute<{ id: number; amount: number }>(sql`
    SELECT e.shop_order_id AS id, -sum(l.amount)::bigint AS amount
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.key LIKE ${`${key}:%`} AND e.shop_order_id IS NOT NULL AND l.account = 'provider_cash'
      AND NOT ${buyerReleaseSql('e')}
    GROUP BY e.shop_order_id ORDER BY e.shop_order_id`);
  return rows.map((r) => ({ shopOrderId: r.id, amount: Number(r.amount) })).filter((r) => r.amount > 0);
}

/** The checkout's shop orders, each with its stake (`none` where `stakes` names it not). */
async function everyShop(t: Queryable, orderId: number, stakes: Stake[]): Promise<Stake[]> {
  const { rows } = await t.execute<{ id: number }>(sql`
    SELECT id FROM shop_orders WHERE order_id = ${orderId} AND status <> 'cancelled' ORDER BY id`);
  return rows.map(
    (r) => stakes.find((s) => s.shopOrderId === r.id) ?? { shopOrderId: r.id, amount: 0, from: 'none' as const },
  );
}

/**
 * Tells each shop of the checkout, and the operators, of a new dispute: what it costs the shop, as booked (or as the
 * withdrawal will book it): held in its pending money, taken from its available balance once settled, or nothing when
 * the shop holds none of the payment any more (audit DM7).
 */
async function tellOpened(t: Queryable, returnId: number, orderId: number, amount: number, taken: string) {
  const stakes = (await wasBooked(t, taken)) ? await bookedStakes(t, taken) : await stakesOf(t, orderId, amount);
  const whole = await wholeOf(t, orderId, amount, taken);
  for (const s of await everyShop(t, orderId, stakes)) {
    const stake = s.amount > 0 ? s.from : 'none';
    await recordNotice(t, {
      kind: 'dispute_opened',
      returnId,
      shopOrderId: s.shopOrderId,
      amount: s.amount,
      stake,
      ...whole,
    });
  }
}

/**
 * What the operator reads of the whole dispute beside each shop's part (audit EI5): the part no shop holds, which the
 * platform bears (`platform_adjustments`), and what of the payment the buyer was already refunded (the mall's refunds
 * Stripe paid, and refunds made at Stripe), which is the evidence to answer the dispute with. A refund closed for
 * customer service (its card failed three times, or paid again Stripe said the money had left) was not paid: its
 * money is held for the buyer (audit EP2, fix-ES), and what of it the chargeback pays them is `released`, not the
 * platform's part (audit EY3).
 */
async function wholeOf(t: Queryable, orderId: number, amount: number, taken: string, withPlatform = true) {
  // The money held for buyers of refunds closed for customer service that the chargeback pays them is told apart from
  // the platform's loss (audit EY3).
  const { released, beyond: platform } = withPlatform
    ? await platformPartOf(t, { key: taken, orderId, amount })
    : { released: 0, beyond: 0 };
  // What buyers of its refunds closed for customer service were paid another way: a lost dispute pays them again.
  const other = await paidOtherOf(t, orderId);
  const paidOther = other.reduce((sum, p) => sum + p.paid, 0);
  const paidOtherAt = other.reduce<string | null>((last, p) => (last === null || p.at > last ? p.at : last), null);
  const { rows } = await t.execute<{ refunded: number }>(sql`
    SELECT (coalesce((SELECT sum(r.amount - r.paid_earlier) FROM refunds r WHERE r.order_id = ${orderId}
        AND r.status = 'refunded' AND NOT ${closedForServiceSql('r')}), 0)
      + coalesce((SELECT sum(amount) FROM provider_returns WHERE order_id = ${orderId} AND kind = 'refund'
          AND status = 'succeeded'), 0))::bigint AS refunded`);
  return { platform, released, refunded: Number(rows[0]?.refunded ?? 0), paidOther, paidOtherAt };
}

/**
 * Tells each shop, and the operators, that a dispute closed: won or lost, what it took from the shop's balance and
 * what came back (its own entries, commission accounted: audit DM7), and when it was lost, whether the shop orders
 * `closed` for it are closed, not to be shipped (audit EI4).
 */
async function tellClosed(
  t: Queryable,
  returnId: number,
  orderId: number,
  status: string,
  taken: string,
  given: string,
  closed: Set<number>,
) {
  const back = await bookedStakes(t, given);
  const { rows: total } = await t.execute<{ amount: number }>(
    sql`SELECT amount FROM provider_returns WHERE id = ${returnId}`,
  );
  // The platform's part is told of a lost dispute only: a won one gave it back, an inquiry took nothing.
  const whole = await wholeOf(t, orderId, Number(total[0]?.amount ?? 0), taken, status === 'lost');
  for (const s of await everyShop(t, orderId, await bookedStakes(t, taken))) {
    const returned = -(back.find((b) => b.shopOrderId === s.shopOrderId)?.amount ?? 0);
    const outcome =
      status === 'won'
        ? returned > 0
          ? 'won'
          : 'won_nothing'
        : status === 'lost'
          ? closed.has(s.shopOrderId)
            ? 'lost_closed'
            : s.amount > 0
              ? 'lost'
              : 'lost_nothing'
          : 'closed';
    await recordNotice(t, {
      kind: 'dispute_closed',
      returnId,
      shopOrderId: s.shopOrderId,
      amount: Math.max(s.amount, 0),
      back: returned,
      outcome,
      ...whole,
    });
  }
}

/** The money Stripe took back of the payment of shop order `orderNo`'s checkout, for the operator (decision 0051). */
export async function takenBackOf(t: Queryable, orderNo: string): Promise<TakenBack[]> {
  const { rows } = await t.execute<{
    kind: 'refund' | 'dispute';
    ref: string;
    status: string;
    reason: string;
    amount: number;
    part: number;
    due_by: Date | string | null;
    created_at: Date | string;
    closed_at: Date | string | null;
  }>(sql`
    SELECT pr.kind, pr.ref, pr.status, pr.reason, pr.amount, pr.due_by, pr.created_at, pr.closed_at,
      coalesce((SELECT -sum(l.amount) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.shop_order_id = so.id AND e.key LIKE 'stripe:' || pr.ref || ':%' AND l.account = 'provider_cash'
          AND NOT ${buyerReleaseSql('e')}), 0)::bigint
        AS part
    FROM shop_orders so JOIN provider_returns pr ON pr.order_id = so.order_id
    WHERE so.order_no = ${orderNo} ORDER BY pr.id`);
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return rows.map((r) => ({
    kind: r.kind,
    ref: r.ref,
    status: r.status,
    reason: r.reason,
    amount: fromCents(Number(r.amount)),
    shopPart: fromCents(Number(r.part)),
    dueBy: iso(r.due_by),
    createTime: iso(r.created_at)!,
    closeTime: iso(r.closed_at),
  }));
}
