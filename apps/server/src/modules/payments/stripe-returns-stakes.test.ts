import { formatMoney } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, type TestContext } from '../../../test/harness';
import { shopOrderBooks } from '../../../test/money-fixtures';
import { type Line, noticesShown, otherShopLines, postAs } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import type { StripeStandin } from '../../../test/stripe-standin';
import { disputeObject, refundObject, stripeMall } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies, shopBalances } from '../finance/ledger';
import { settleDue } from '../finance/settlement';
import { sharesOf } from '../finance/taken-back-plan';
import { resumeStuckRefunds } from '../refunds/merchant-refunds.service';

// Audit EI (items EI2, EI5, EI7; decision 0051): money Stripe gave back while a refund of the mall waited for it goes
// to that refund's shop order, and what the operator and the shop are told of it and of disputes.

const stripe = stripeMall('whsec_stakes_test', 'stakes');
/** Its signed webhook, and the minute sweep's own Stripe client as jobs.ts builds it. */
const { deliver, sweepStripe } = stripe;

let ctx: TestContext;
let fake: StripeStandin;
let shopA: { token: string; merchantId: number };
let admin: string;
let linesA: Line[];
let linesB: Line[];

beforeAll(async () => {
  ({ ctx, fake, merchant: shopA, lines: linesA } = await stripe.start());
  admin = await adminToken(ctx.db);
  linesB = await otherShopLines(ctx, shopA.merchantId, 1);
});
afterAll(stripe.close);

/** An order of `items` paid through Stripe: the intent, then its signed success; its charge known to the stand-in. */
const stripePaid = (items: Line[]) => stripe.paid(items);
type Paid = Awaited<ReturnType<typeof stripePaid>>;

/** The shopper asks a refund of every item of the checkout's shop order `idx`; answers its number. */
async function ask(paid: Paid, idx: number) {
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM order_items WHERE shop_order_id = ${paid.shops[idx]!.id} ORDER BY id`,
  );
  const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
    orderNo: paid.shops[idx]!.order_no,
    itemIds: rows.map((r) => r.id),
    type: 'refund',
    reason: 'Ordered by mistake',
  });
  expect(asked.body.code, asked.body.message).toBe(200);
  return asked.body.data.refundNo;
}

async function refundRow(refundNo: string) {
  const { rows } = await ctx.db.execute<{ status: string; amount: number; paid_earlier: number }>(
    sql`SELECT status, amount::int, paid_earlier::int FROM refunds WHERE refund_no = ${refundNo}`,
  );
  return rows[0]!;
}

/** Per shop order: the provider cash its entries hold and what its shop holds of it (pending and available). */
const books = (orderId: number) => shopOrderBooks(ctx, orderId);

/** The refunds Stripe (the stand-in) made of a payment, the dashboard's and the mall's. */
const stripeRefunds = (paid: Paid) =>
  fake.refundList.filter((r) => r.payment_intent === paid.intent && r.status === 'succeeded');

async function noticeKinds(orderNo: string) {
  const { rows } = await ctx.db.execute<{ kind: string }>(
    sql`SELECT DISTINCT kind FROM notices WHERE vars->>'orderNo' = ${orderNo} ORDER BY kind`,
  );
  return rows.map((r) => r.kind);
}

/** The notices of `kind` about `orderNo` as the console shows them to `token`'s reader in `lang`. */
const shown = (route: 'merchant' | 'admin', token: string, kind: string, orderNo: string, lang: string) =>
  noticesShown(ctx, route, token, kind, orderNo, lang);

const dispute = disputeObject;
const $ = (cents: number, lang: string) => formatMoney(cents, '$', lang);

describe('money Stripe gave back while a refund of the mall waited for it (audit EI2)', () => {
  it('is shared first to the shop orders whose refunds wait, oldest first, up to what they wait for and hold', () => {
    const held = [
      { shopOrderId: 1, cash: 1000 },
      { shopOrderId: 2, cash: 3000 },
    ];
    // Nothing waits: by what each holds, as before.
    expect(sharesOf(held, [], 1000)).toEqual([250, 750]);
    // Shop order 2 waits for 500: it gets that, and the other 500 is shared by what each still holds (1000, 2500).
    expect(sharesOf(held, [{ shopOrderId: 2, waits: 500 }], 1000)).toEqual([143, 857]);
    // The oldest waiting refund first; a share never exceeds what its shop order holds; the shares sum to the whole.
    expect(
      sharesOf(
        held,
        [
          { shopOrderId: 1, waits: 800 },
          { shopOrderId: 2, waits: 800 },
        ],
        1000,
      ),
    ).toEqual([800, 200]);
    expect(sharesOf(held, [{ shopOrderId: 1, waits: 5000 }], 2000)).toEqual([1000, 1000]);
    expect(sharesOf(held, [{ shopOrderId: 1, waits: 5000 }], 9000)).toEqual([1000, 3000]);
  });

  it("a dashboard refund paying shop A's accepted refund that Stripe failed is A's alone: the shopper paid once, B untouched", async () => {
    const paid = await stripePaid([linesA[0]!, linesB[0]!]);
    const [a, b] = paid.shops;
    const before = await books(paid.orderId);
    const refundNo = await ask(paid, 0);
    fake.refuse.set('/v1/refunds', { status: 500, error: { type: 'api_error', message: 'Something went wrong' } });
    const accepted = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, shopA.token);
    fake.refuse.delete('/v1/refunds');
    expect(accepted.body.code).not.toBe(200);
    const waiting = await refundRow(refundNo);
    expect(waiting).toEqual({ status: 'refunding', amount: a!.pay_amount, paid_earlier: 0 });
    expect(stripeRefunds(paid)).toEqual([]);

    // The operator refunds the same amount at Stripe's dashboard: it is all A's, none of it B's.
    const dash = fake.dashboardRefund(paid.intent, waiting.amount);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const { rows: entries } = await ctx.db.execute<{ key: string }>(
      sql`SELECT key FROM ledger_entries WHERE key LIKE ${`stripe:${dash.id}:%`} ORDER BY key`,
    );
    expect(entries.map((e) => e.key)).toEqual([`stripe:${dash.id}:${a!.order_no}`]);
    const booked = await books(paid.orderId);
    expect(booked[0]).toEqual({ id: a!.id, cash: 0, shop: 0 });
    expect(booked[1]).toEqual(before[1]);

    // The sweep pays the waiting refund with that money: Stripe is not asked again.
    await ctx.db.execute(
      sql`UPDATE refunds SET reviewed_at = now() - interval '10 minutes' WHERE refund_no = ${refundNo}`,
    );
    await resumeStuckRefunds(ctx.db, sweepStripe(), 0);
    expect(await refundRow(refundNo)).toEqual({
      status: 'refunded',
      amount: a!.pay_amount,
      paid_earlier: a!.pay_amount,
    });
    expect(stripeRefunds(paid).map((r) => r.amount)).toEqual([a!.pay_amount]);
    // A is charged once, B keeps all of its order; the books still follow Stripe.
    const after = await books(paid.orderId);
    expect(after).toEqual([{ id: a!.id, cash: 0, shop: 0 }, before[1]]);
    expect(after.reduce((sum, r) => sum + r.cash, 0)).toBe(paid.captured - a!.pay_amount);
    // Nobody is told that Stripe gave back money of B's order.
    expect(await noticeKinds(b!.order_no)).not.toContain('order_refunded_at_stripe');
    expect(await noticeKinds(b!.order_no)).not.toContain('provider_refund_seen');
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('the operator is told the whole of a dispute over money already refunded (audit EI5)', () => {
  it('its total, the part the platform bears and the refund to answer with, in English and French', async () => {
    const paid = await stripePaid([linesA[0]!, linesB[0]!]);
    const [a, b] = paid.shops;
    // The mall refunds shop A's order through Stripe.
    const refundNo = await ask(paid, 0);
    const accepted = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, shopA.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    expect((await refundRow(refundNo)).status).toBe('refunded');

    // The buyer disputes the whole payment, and wins.
    const id = `dp_whole_${paid.intent}`;
    const open = dispute(id, paid.charge, paid.captured, 'needs_response');
    expect(await deliver('charge.dispute.created', open)).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', open)).toBe('applied');
    expect(await deliver('charge.dispute.closed', dispute(id, paid.charge, paid.captured, 'lost'))).toBe('applied');
    const { rows: platform } = await ctx.db.execute<{ amount: number }>(sql`
      SELECT l.amount::int FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.key = ${`stripe:${id}:withdrawn:platform`} AND l.account = 'platform_adjustments'`);
    expect(platform).toEqual([{ amount: a!.pay_amount }]);

    // The whole is the operator's to read: it names what the checkout's other shops were refunded.
    const { rows: shopVars } = await ctx.db.execute<{ vars: Record<string, unknown> }>(
      sql`SELECT vars FROM notices WHERE kind IN ('dispute_opened', 'dispute_closed') AND vars->>'orderNo' = ${a!.order_no}`,
    );
    expect(shopVars.length).toBeGreaterThan(0);
    for (const { vars } of shopVars) expect(Object.keys(vars)).not.toContain('refunded');
    const [openedEn] = await shown('admin', admin, 'dispute_opened_seen', a!.order_no, 'en');
    expect(openedEn!.body).toContain(
      `The dispute is for ${$(paid.captured, 'en')} of the payment in all. ${$(a!.pay_amount, 'en')} of it is more than the shops still hold of the payment: the platform bears that part unless the dispute is won. ${$(a!.pay_amount, 'en')} of this payment was already refunded to the buyer: answer the dispute with that refund as evidence.`,
    );
    const [openedFr] = await shown('admin', admin, 'dispute_opened_seen', b!.order_no, 'fr');
    expect(openedFr!.body).toContain(`La contestation porte sur ${$(paid.captured, 'fr')} du paiement au total.`);
    expect(openedFr!.body).toContain(
      `${$(a!.pay_amount, 'fr')} de ce paiement ont déjà été remboursés à l’acheteur : répondez à la contestation avec ce remboursement comme preuve.`,
    );
    const [closedEn] = await shown('admin', admin, 'dispute_closed_seen', a!.order_no, 'en');
    expect(closedEn!.body).toContain(
      `The dispute was for ${$(paid.captured, 'en')} of the payment in all. ${$(a!.pay_amount, 'en')} of it was more than the shops held: that is the platform's loss (platform adjustments).`,
    );
    const [closedFr] = await shown('admin', admin, 'dispute_closed_seen', a!.order_no, 'fr');
    expect(closedFr!.body).toContain(
      `${$(a!.pay_amount, 'fr')} dépassaient ce que les boutiques détenaient : c’est une perte de la plateforme`,
    );
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('the shop is told from which balance a refund made at Stripe was taken (audit EI7)', () => {
  it('its pending money before settlement; after, its available balance and the debt it leaves', async () => {
    const paid = await stripePaid([linesA[0]!, linesA[1]!]);
    const [shop] = paid.shops;
    // Before settlement: a part from the order's pending money.
    const first = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', refundObject(first))).toBe('applied');
    // What the shop still holds of the order after it: the rest, taken later, costs it that.
    const left = (await books(paid.orderId))[0]!.shop;
    const [pendingEn] = await shown('merchant', shopA.token, 'payment_taken_back', shop!.order_no, 'en');
    expect(pendingEn!.body).toMatch(/\$[\d.,]+ was taken from this order's money in your pending balance\./);
    expect(pendingEn!.body).not.toContain('available');

    // Completed, settled, and the shop's available balance paid out to zero (an adjustment here).
    await ctx.db.execute(sql`
      UPDATE shop_orders SET status = 'completed', completed_at = now() - make_interval(days => 60)
      WHERE order_id = ${paid.orderId}`);
    await settleDue(ctx.db, { days: 0 });
    const settled = await shopBalances(ctx.db, shopA.merchantId);
    const zeroed = await post(
      ctx.app,
      `/api/admin/finance/shops/${shopA.merchantId}/adjustments`,
      {
        amount: `-${(settled.available / 100).toFixed(2)}`,
        reason: 'Paid out by bank',
        requestId: `zero-${shop!.id}-${Date.now()}`,
      },
      { headers: bearer(admin) },
    );
    expect(zeroed.body.code, zeroed.body.message).toBe(200);
    expect((await shopBalances(ctx.db, shopA.merchantId)).available).toBe(0);

    // The rest at the dashboard: taken from the available balance, which it leaves below zero.
    const rest = fake.dashboardRefund(paid.intent, paid.captured - 1000);
    expect(await deliver('refund.created', refundObject(rest))).toBe('applied');
    const debt = -(await shopBalances(ctx.db, shopA.merchantId)).available;
    expect(debt).toBeGreaterThan(0);
    expect(debt).toBe(left);
    const en = (await shown('merchant', shopA.token, 'payment_taken_back', shop!.order_no, 'en')).find((n) =>
      n.body.includes(rest.id),
    );
    expect(en!.body).toContain(
      `the order was already settled, so ${$(debt, 'en')} was taken from your available balance. Your available balance is now below zero: your shop owes ${$(debt, 'en')}, which your next sales pay first.`,
    );
    const fr = (await shown('merchant', shopA.token, 'payment_taken_back', shop!.order_no, 'fr')).find((n) =>
      n.body.includes(rest.id),
    );
    expect(fr!.body).toContain(
      `la commande était déjà réglée : ${$(debt, 'fr')} ont été prélevés sur votre solde disponible. Votre solde disponible est maintenant négatif : votre boutique doit ${$(debt, 'fr')}`,
    );
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
