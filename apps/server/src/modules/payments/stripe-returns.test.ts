import type { AdminOrderDetail, Locale, MerchantRefund, NoticeKind } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, type TestContext } from '../../../test/harness';
import { shopOrderBooks } from '../../../test/money-fixtures';
import { type Line, otherShopLines, placeOrder, postAs, skusOf } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import type { StripeStandin } from '../../../test/stripe-standin';
import { refundObject, stripeMall } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../finance/ledger';
import { settleDue } from '../finance/settlement';
import { renderNotice } from '../notices/render';
import { builtInTemplate } from '../notices/templates';
import { resumeStuckRefunds } from '../refunds/merchant-refunds.service';
import { createStripeProvider } from './stripe-provider';

// Audit DF1, decision 0051: money Stripe takes back without the mall asking, through the signed webhook.

const WEBHOOK_SECRET = 'whsec_returns_test';
const stripe = stripeMall(WEBHOOK_SECRET, 'ret');
/** Its signed webhook, and the minute sweep's own Stripe client as jobs.ts builds it. */
const { send, deliver, sweepStripe } = stripe;

let ctx: TestContext;
let fake: StripeStandin;
let merchant: { token: string; merchantId: number };
let admin: string;
let lines: Line[];
let otherLines: Line[];

beforeAll(async () => {
  ({ ctx, fake, merchant, lines } = await stripe.start());
  admin = await adminToken(ctx.db);
  otherLines = await otherShopLines(ctx, merchant.merchantId, 1);
});
afterAll(stripe.close);

/** An order of `items` paid through Stripe (with points when `withPoints`): the intent, then its signed success. */
async function stripePaid(items: Line[], withPoints = false) {
  const paid = await stripe.paid(items, { points: withPoints });
  return { ...paid, parentNo: paid.order.parentNo, shops: await shopOrders(paid.orderId) };
}

async function shopOrders(orderId: number) {
  const { rows } = await ctx.db.execute<{ id: number; order_no: string; pay_amount: number; status: string }>(sql`
    SELECT id, order_no, pay_amount, status FROM shop_orders WHERE order_id = ${orderId} ORDER BY id`);
  return rows.map((r) => ({ ...r, pay_amount: Number(r.pay_amount) }));
}

/** Per shop order: what its entries hold of provider cash, and the shop's pending and available for it. */
const books = (orderId: number) => shopOrderBooks(ctx, orderId);

async function entryKeys(orderId: number, prefix: string) {
  const { rows } = await ctx.db.execute<{ key: string }>(sql`
    SELECT e.key FROM ledger_entries e JOIN shop_orders so ON so.id = e.shop_order_id
    WHERE so.order_id = ${orderId} AND e.key LIKE ${`${prefix}%`} ORDER BY e.key`);
  return rows.map((r) => r.key);
}

async function noticesOf(kind: string, orderNo: string) {
  const { rows } = await ctx.db.execute<{ audience: string; vars: Record<string, string> }>(sql`
    SELECT DISTINCT ON (audience) audience, vars FROM notices WHERE kind = ${kind} AND vars->>'orderNo' = ${orderNo}
    ORDER BY audience, id`);
  return rows;
}

describe('refunds made at Stripe (audit DF1)', () => {
  it('a full refund from the dashboard is booked once for its two events and replays, and closes an unshipped order', async () => {
    const paid = await stripePaid([lines[0]!]);
    const [shop] = paid.shops;
    const { rows: stockBefore } = await ctx.db.execute<{ stock: number }>(
      sql`SELECT stock FROM product_skus WHERE id = ${lines[0]!.skuId}`,
    );
    const refund = fake.dashboardRefund(paid.intent, shop!.pay_amount);
    const charge = {
      id: paid.charge,
      object: 'charge',
      amount: shop!.pay_amount,
      amount_refunded: shop!.pay_amount,
      refunded: true,
      payment_intent: paid.intent,
    };
    expect(await deliver('charge.refunded', charge, 'evt_charge_refunded_1')).toBe('applied');
    expect(await deliver('refund.created', refundObject(refund))).toBe('applied');
    expect(await deliver('charge.refunded', charge, 'evt_charge_refunded_1')).toBe('duplicate');
    expect(await deliver('charge.refunded', charge)).toBe('applied');
    expect(await deliver('refund.updated', refundObject(refund))).toBe('applied');

    expect(await entryKeys(paid.orderId, 'stripe:')).toEqual([`stripe:${refund.id}:${shop!.order_no}`]);
    expect(await books(paid.orderId)).toEqual([{ id: shop!.id, cash: 0, shop: 0 }]);
    expect((await shopOrders(paid.orderId))[0]!.status).toBe('refunded');
    const { rows: stockAfter } = await ctx.db.execute<{ stock: number }>(
      sql`SELECT stock FROM product_skus WHERE id = ${lines[0]!.skuId}`,
    );
    expect(stockAfter[0]!.stock).toBe(stockBefore[0]!.stock + 1);
    // The shop is told not to ship, the operator that Stripe gave the money back.
    expect(await noticesOf('payment_taken_back_closed', shop!.order_no)).toEqual([
      expect.objectContaining({ audience: 'merchant', vars: expect.objectContaining({ ref: refund.id }) }),
    ]);
    expect((await noticesOf('provider_refund_seen', shop!.order_no)).map((n) => n.audience)).toEqual(['platform']);
    const shipped = await post(
      ctx.app,
      `/api/merchant/orders/${shop!.order_no}/ship`,
      { courierCompany: 'Speedy Post', trackingNo: 'SP123456789' },
      { headers: bearer(merchant.token) },
    );
    expect(shipped.status).toBe(400);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a full refund of an unshipped order gives back its points, shows what came back and tells the shopper (audits DM4, DM6)', async () => {
    const paid = await stripePaid([lines[0]!], true);
    const [shop] = paid.shops;
    const { rows: spent } = await ctx.db.execute<{ points_used: number }>(
      sql`SELECT points_used FROM shop_orders WHERE id = ${shop!.id}`,
    );
    expect(spent[0]!.points_used).toBeGreaterThan(0);
    const balance = async () => {
      const res = await get<{ current: number }>(ctx.app, '/api/front/integral/user', bearer(paid.token));
      return res.body.data.current;
    };
    const before = await balance();
    // A shop coupon used on it, as the checkout records one (its discount carried by the item).
    const { rows: coupon } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO coupon_users (coupon_id, user_id, merchant_id, status, valid_from, valid_to, used_order_id, used_at)
      SELECT c.id, ${paid.userId}, c.merchant_id, 'used', now() - interval '1 day', now() + interval '30 days',
        ${paid.orderId}, now()
      FROM coupons c ORDER BY c.id LIMIT 1 RETURNING id`);
    await ctx.db.execute(sql`UPDATE shop_orders SET coupon_user_id = ${coupon[0]!.id} WHERE id = ${shop!.id}`);
    const refund = fake.dashboardRefund(paid.intent, shop!.pay_amount);
    const charge = { id: paid.charge, object: 'charge', payment_intent: paid.intent };
    // Both events of the refund at once, and a replay: the points come back once.
    const outcomes = await Promise.all([
      deliver('charge.refunded', charge),
      deliver('refund.created', refundObject(refund)),
      deliver('refund.updated', refundObject(refund)),
    ]);
    expect(outcomes).toContain('applied');
    expect((await shopOrders(paid.orderId))[0]!.status).toBe('refunded');
    expect(await balance()).toBe(before + spent[0]!.points_used);
    const { rows: couponAfter } = await ctx.db.execute<{ status: string; used_order_id: number | null }>(
      sql`SELECT status, used_order_id FROM coupon_users WHERE id = ${coupon[0]!.id}`,
    );
    expect(couponAfter[0]).toEqual({ status: 'unused', used_order_id: null });

    const detail = await get<{ status: string; refundedFee: string; payFee: string }>(
      ctx.app,
      `/api/front/order/detail/${shop!.order_no}`,
      bearer(paid.token),
    );
    expect(detail.body.data.refundedFee).toBe(detail.body.data.payFee);
    expect(await noticesOf('order_refunded_at_stripe', shop!.order_no)).toEqual([
      expect.objectContaining({
        audience: 'shopper',
        vars: expect.objectContaining({ amount: detail.body.data.payFee }),
      }),
    ]);
    const { rows: notices } = await ctx.db.execute(sql`
      SELECT 1 FROM notices WHERE kind = 'order_refunded_at_stripe' AND vars->>'orderNo' = ${shop!.order_no}`);
    expect(notices).toHaveLength(1);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it("the mall's own refunds and a payment it gave back itself are not taken for Stripe's", async () => {
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const [shop] = paid.shops;
    const { rows: items } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${shop!.id} ORDER BY id LIMIT 1`,
    );
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: shop!.order_no,
      itemIds: [items[0]!.id],
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    const accepted = await postAs(ctx, `/api/merchant/refunds/${asked.body.data.refundNo}/accept`, merchant.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const ours = fake.refundList.filter((r) => r.payment_intent === paid.intent);
    expect(ours).toHaveLength(1);
    expect(await deliver('refund.created', refundObject(ours[0]!))).toBe('ignored');
    const charge = { id: paid.charge, object: 'charge', amount_refunded: 1000, payment_intent: paid.intent };
    expect(await deliver('charge.refunded', charge)).toBe('applied');
    expect(await entryKeys(paid.orderId, 'stripe:')).toEqual([]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a partial refund of a two-shop payment is shared by what each shop order holds, the parts summing to it', async () => {
    const paid = await stripePaid([lines[0]!, otherLines[0]!]);
    expect(paid.shops).toHaveLength(2);
    const [a, b] = paid.shops;
    const total = a!.pay_amount + b!.pay_amount;
    const before = await books(paid.orderId);
    const amount = 1001;
    const refund = fake.dashboardRefund(paid.intent, amount);
    expect(await deliver('refund.created', refundObject(refund))).toBe('applied');
    const charge = { id: paid.charge, object: 'charge', amount_refunded: 1000, payment_intent: paid.intent };
    expect(await deliver('charge.refunded', charge)).toBe('applied');
    const after = await books(paid.orderId);
    const taken = after.map((row, i) => before[i]!.cash - row.cash);
    expect(taken[0]! + taken[1]!).toBe(amount);
    expect(Math.abs(taken[0]! - Math.floor((amount * a!.pay_amount) / total))).toBeLessThanOrEqual(1);
    // Each shop gives up its part less the commission that goes with it: never more than its part.
    after.forEach((row, i) => {
      expect(before[i]!.shop - row.shop).toBeGreaterThan(0);
      expect(before[i]!.shop - row.shop).toBeLessThanOrEqual(taken[i]!);
    });
    expect(await entryKeys(paid.orderId, 'stripe:')).toEqual(
      [`stripe:${refund.id}:${a!.order_no}`, `stripe:${refund.id}:${b!.order_no}`].sort(),
    );
    // Only part of the money: the orders are still to ship.
    expect((await shopOrders(paid.orderId)).map((s) => s.status)).toEqual(['to_ship', 'to_ship']);
    expect((await noticesOf('payment_taken_back', a!.order_no)).map((n) => n.vars.amount)).toEqual([
      (taken[0]! / 100).toFixed(2),
    ]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a refund the mall asks for after Stripe refunded the payment closes as paid by it, without a second entry or a loop', async () => {
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const [shop] = paid.shops;
    await post(
      ctx.app,
      `/api/merchant/orders/${shop!.order_no}/ship`,
      { courierCompany: 'Speedy Post', trackingNo: 'SP123456780' },
      { headers: bearer(merchant.token) },
    );
    // Refunded whole from the dashboard; its events never reached the mall.
    const refund = fake.dashboardRefund(paid.intent, shop!.pay_amount);
    const { rows: items } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${shop!.id} ORDER BY id`,
    );
    const ask = (itemIds: number[]) =>
      postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
        orderNo: shop!.order_no,
        itemIds,
        type: 'refund',
        reason: 'Ordered by mistake',
      });
    const first = await ask([items[0]!.id]);
    expect(first.body.code, first.body.message).toBe(200);
    const accepted = await postAs<MerchantRefund>(
      ctx,
      `/api/merchant/refunds/${first.body.data.refundNo}/accept`,
      merchant.token,
    );
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ status: string; paid_earlier: number; amount: number }>(
      sql`SELECT status, paid_earlier, amount FROM refunds WHERE refund_no = ${first.body.data.refundNo}`,
    );
    expect(rows[0]).toEqual({ status: 'refunded', paid_earlier: rows[0]!.amount, amount: rows[0]!.amount });
    // The second refund is paid by what is left of Stripe's without calling it.
    const calls = fake.refunds.length;
    const second = await ask([items[1]!.id]);
    const accepted2 = await postAs(ctx, `/api/merchant/refunds/${second.body.data.refundNo}/accept`, merchant.token);
    expect(accepted2.body.code, accepted2.body.message).toBe(200);
    expect(fake.refunds.length).toBe(calls);
    expect(await entryKeys(paid.orderId, 'refund:')).toEqual([]);
    expect(await entryKeys(paid.orderId, 'stripe:')).toEqual([`stripe:${refund.id}:${shop!.order_no}`]);
    expect(await books(paid.orderId)).toEqual([{ id: shop!.id, cash: 0, shop: 0 }]);
    expect((await shopOrders(paid.orderId))[0]!.status).toBe('refunded');
    // The webhook arriving late records nothing more.
    expect(await deliver('refund.created', refundObject(refund))).toBe('applied');
    expect(await entryKeys(paid.orderId, 'stripe:')).toHaveLength(1);
    // The shopper reads what came back: Stripe's refund, the refunds it paid not counted again (audit DM6).
    const detail = await get<{ refundedFee: string; payFee: string }>(
      ctx.app,
      `/api/front/order/detail/${shop!.order_no}`,
      bearer(paid.token),
    );
    expect(detail.body.data.refundedFee).toBe(detail.body.data.payFee);
    expect(await resumeStuckRefunds(ctx.db, null, 0)).toBe(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a refund Stripe can no longer pay and its own refunds do not cover is refused with the reason, and the sweep stops', async () => {
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const [shop] = paid.shops;
    await post(
      ctx.app,
      `/api/merchant/orders/${shop!.order_no}/ship`,
      { courierCompany: 'Speedy Post', trackingNo: 'SP123456781' },
      { headers: bearer(merchant.token) },
    );
    const { rows: items } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${shop!.id} ORDER BY id`,
    );
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: shop!.order_no,
      itemIds: [items[0]!.id, items[1]!.id],
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    const { refundNo } = asked.body.data;
    const { rows: asking } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo}`,
    );
    // Stripe gave back one cent less than the refund at its dashboard (its events never came), and refuses the rest:
    // what it took back does not pay the refund whole (audit DM2: the rest is asked of it first).
    const taken = asking[0]!.amount - 1;
    fake.dashboardRefund(paid.intent, taken);
    fake.refuse.set('/v1/refunds', {
      status: 400,
      error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater.' },
    });
    const accepted = await ctx.app
      .inject({
        method: 'POST',
        url: `/api/merchant/refunds/${refundNo}/accept`,
        headers: { ...bearer(merchant.token), 'accept-language': 'fr' },
      })
      .finally(() => fake.refuse.delete('/v1/refunds'));
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toContain('Stripe ne détient plus');
    const { rows } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(rows[0]!.status).toBe('refused');
    // The shop accepted it: the shopper is not told the shop refused it, and the operator who settles it is told.
    expect(await noticesOf('refund_refused', shop!.order_no)).toEqual([]);
    expect((await noticesOf('refund_closed_unpaid', shop!.order_no)).map((n) => n.audience)).toEqual(['shopper']);
    expect((await noticesOf('refund_closed_unpaid_seen', shop!.order_no)).map((n) => n.audience)).toEqual(['platform']);
    const view = await get<{ status: string; closedUnpaid: boolean }>(
      ctx.app,
      `/api/front/order/refund/detail/${refundNo}`,
      bearer(paid.token),
    );
    expect(view.body.data).toMatchObject({ status: 'refused', closedUnpaid: true });
    const calls = fake.refunds.length;
    expect(await resumeStuckRefunds(ctx.db, null, 0)).toBe(0);
    expect(fake.refunds.length).toBe(calls);
    // What Stripe gave back is in the books all the same.
    expect((await books(paid.orderId))[0]!.cash).toBe(shop!.pay_amount - taken);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('money taken back before the payment success is applied (audit DM3)', () => {
  /** Delivers a signed event, answering the status and body as Stripe would see them. */
  it("a refund made at Stripe whose events come before the payment's success is booked once the success is applied", async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!], false);
    const started = await post(
      ctx.app,
      '/api/front/pay/payment',
      { orderNo: order.parentNo, payType: 'card' },
      { headers: bearer(token) },
    );
    expect(started.body.code, started.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ provider_ref: string; amount: number; order_id: number }>(sql`
      SELECT p.provider_ref, p.amount, p.order_id FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE o.order_no = ${order.parentNo}`);
    const intent = rows[0]!;
    // The card was confirmed at Stripe, its success not delivered yet; support gives it all back from the dashboard.
    const refund = fake.dashboardRefund(intent.provider_ref, intent.amount);
    const charge = { id: `ch_${intent.provider_ref}`, object: 'charge', payment_intent: intent.provider_ref };
    const early = await send('charge.refunded', charge, `evt_early_${intent.provider_ref}`);
    // Not forgotten: not answered as handled, so that Stripe delivers it again.
    expect(early.statusCode).toBe(503);
    expect(early.headers['retry-after']).toBe('60');
    expect((await send('refund.created', refundObject(refund), `evt_early_r_${intent.provider_ref}`)).statusCode).toBe(
      503,
    );
    expect(
      await deliver('payment_intent.succeeded', {
        id: intent.provider_ref,
        object: 'payment_intent',
        amount: intent.amount,
        currency: 'usd',
      }),
    ).toBe('applied');
    const shops = await shopOrders(intent.order_id);
    expect(await entryKeys(intent.order_id, 'stripe:')).toEqual([`stripe:${refund.id}:${shops[0]!.order_no}`]);
    expect(shops.map((s) => s.status)).toEqual(['refunded']);
    expect(await books(intent.order_id)).toEqual([{ id: shops[0]!.id, cash: 0, shop: 0 }]);
    // Stripe's retries of the early events now record nothing more.
    expect(await deliver('charge.refunded', charge, `evt_early_${intent.provider_ref}`)).toBe('applied');
    expect(await deliver('refund.created', refundObject(refund), `evt_early_r_${intent.provider_ref}`)).toBe('applied');
    expect(await entryKeys(intent.order_id, 'stripe:')).toHaveLength(1);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('disputes (audit DF1)', () => {
  const dispute = (id: string, charge: string, amount: number, status: string) => ({
    id,
    object: 'dispute',
    amount,
    charge,
    reason: 'fraudulent',
    status,
    evidence_details: { due_by: 1_900_000_000 },
  });

  async function completeLongAgo(orderId: number) {
    await ctx.db.execute(sql`
      UPDATE shop_orders SET status = 'completed', completed_at = now() - make_interval(days => 60)
      WHERE order_id = ${orderId}`);
  }

  it('a lost dispute holds the order out of settlement, books the withdrawn funds once, and tells shop and operator', async () => {
    const paid = await stripePaid([lines[0]!]);
    const [shop] = paid.shops;
    const id = `dp_lost_${paid.intent}`;
    expect(await deliver('charge.dispute.created', dispute(id, paid.charge, shop!.pay_amount, 'needs_response'))).toBe(
      'applied',
    );
    await completeLongAgo(paid.orderId);
    await settleDue(ctx.db, { days: 0 });
    expect(await entryKeys(paid.orderId, 'settle:')).toEqual([]);
    const withdrawn = dispute(id, paid.charge, shop!.pay_amount, 'needs_response');
    expect(await deliver('charge.dispute.funds_withdrawn', withdrawn)).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', withdrawn)).toBe('applied');
    expect(await books(paid.orderId)).toEqual([{ id: shop!.id, cash: 0, shop: 0 }]);
    const opened = await noticesOf('dispute_opened', shop!.order_no);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.vars.dueBy).toBe(new Date(1_900_000_000 * 1000).toISOString().replace('.000Z', '+00:00'));
    expect((await noticesOf('dispute_opened_seen', shop!.order_no)).map((n) => n.audience)).toEqual(['platform']);

    const detail = await get<AdminOrderDetail>(ctx.app, `/api/admin/orders/${shop!.order_no}`, bearer(admin));
    expect(detail.body.data.takenBack).toEqual([
      expect.objectContaining({
        kind: 'dispute',
        ref: id,
        reason: 'fraudulent',
        shopPart: (shop!.pay_amount / 100).toFixed(2),
        dueBy: new Date(1_900_000_000 * 1000).toISOString(),
        closeTime: null,
      }),
    ]);

    expect(await deliver('charge.dispute.closed', dispute(id, paid.charge, shop!.pay_amount, 'lost'))).toBe('applied');
    expect(await entryKeys(paid.orderId, 'stripe:')).toEqual([`stripe:${id}:withdrawn:${shop!.order_no}`]);
    expect((await noticesOf('dispute_closed', shop!.order_no))[0]!.vars.back).toBe('0.00');
    // Closed: the order settles (nothing is left of it to move).
    await settleDue(ctx.db, { days: 0 });
    expect(await entryKeys(paid.orderId, 'settle:')).toHaveLength(1);
    expect(await books(paid.orderId)).toEqual([{ id: shop!.id, cash: 0, shop: 0 }]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a won dispute books the withdrawn funds back once and the order settles whole', async () => {
    const paid = await stripePaid([lines[1]!]);
    const [shop] = paid.shops;
    const before = await books(paid.orderId);
    const id = `dp_won_${paid.intent}`;
    const open = dispute(id, paid.charge, shop!.pay_amount, 'needs_response');
    expect(await deliver('charge.dispute.created', open)).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', open)).toBe('applied');
    expect((await books(paid.orderId))[0]!.cash).toBe(0);
    const won = dispute(id, paid.charge, shop!.pay_amount, 'won');
    expect(await deliver('charge.dispute.funds_reinstated', { ...open, status: 'under_review' })).toBe('applied');
    expect(await deliver('charge.dispute.funds_reinstated', { ...open, status: 'under_review' })).toBe('applied');
    expect(await deliver('charge.dispute.closed', won)).toBe('applied');
    expect(await deliver('charge.dispute.closed', won)).toBe('applied');
    expect(await books(paid.orderId)).toEqual(before);
    expect(await entryKeys(paid.orderId, 'stripe:')).toEqual([
      `stripe:${id}:reinstated:${shop!.order_no}`,
      `stripe:${id}:withdrawn:${shop!.order_no}`,
    ]);
    // What came back to the shop: its part of the sale, commission accounted (audit DM7).
    expect((await noticesOf('dispute_closed', shop!.order_no))[0]!.vars).toEqual(
      expect.objectContaining({ back: (before[0]!.shop / 100).toFixed(2), outcome: 'won' }),
    );
    await completeLongAgo(paid.orderId);
    await settleDue(ctx.db, { days: 0 });
    expect(await entryKeys(paid.orderId, 'settle:')).toHaveLength(1);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  /** The merchant's notices of `kind` about `orderNo`, as the console shows them (English). */
  async function consoleNotices(kind: string, orderNo: string) {
    const res = await get<{ list: { title: string; body: string }[] }>(
      ctx.app,
      `/api/merchant/notices?kind=${kind}`,
      bearer(merchant.token),
    );
    return res.body.data.list.filter((n) => n.body.includes(orderNo));
  }

  it('each shop is told what a dispute takes of its balance, nothing when it holds none, and that it was lost (audit DM7)', async () => {
    const paid = await stripePaid([lines[0]!, otherLines[0]!]);
    const [first, second] = paid.shops;
    // The mall refunds the first shop's order in full through Stripe: that shop holds nothing of the payment.
    const { rows: items } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${first!.id} ORDER BY id`,
    );
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: first!.order_no,
      itemIds: items.map((i) => i.id),
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    const accepted = await postAs(ctx, `/api/merchant/refunds/${asked.body.data.refundNo}/accept`, merchant.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const held = await books(paid.orderId);
    expect(held[0]!.shop).toBe(0);

    const id = `dp_shops_${paid.intent}`;
    const total = first!.pay_amount + second!.pay_amount;
    const open = dispute(id, paid.charge, total, 'needs_response');
    expect(await deliver('charge.dispute.created', open)).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', open)).toBe('applied');
    expect((await noticesOf('dispute_opened', first!.order_no))[0]!.vars).toEqual(
      expect.objectContaining({ amount: '0.00', stake: 'none' }),
    );
    // The other shop has no staff to tell here: the operator's notice carries the same figures.
    expect((await noticesOf('dispute_opened_seen', second!.order_no))[0]!.vars).toEqual(
      expect.objectContaining({ amount: (held[1]!.shop / 100).toFixed(2), stake: 'pending' }),
    );
    const [openedText] = await consoleNotices('dispute_opened', first!.order_no);
    expect(openedText!.body).toContain("None of your balance is at stake: this order's money was already given back");
    expect(openedText!.body).not.toContain('held');

    expect(await deliver('charge.dispute.closed', dispute(id, paid.charge, total, 'lost'))).toBe('applied');
    expect((await noticesOf('dispute_closed', first!.order_no))[0]!.vars).toEqual(
      expect.objectContaining({ outcome: 'lost_nothing', back: '0.00' }),
    );
    // The other shop has no staff to tell here: the operator's notice carries the same figures. Its order, not
    // shipped, held nothing more once the dispute was lost: it is closed (audit EI4).
    expect((await noticesOf('dispute_closed_seen', second!.order_no))[0]!.vars).toEqual(
      expect.objectContaining({ outcome: 'lost_closed', amount: (held[1]!.shop / 100).toFixed(2), back: '0.00' }),
    );
    expect((await shopOrders(paid.orderId)).map((s) => s.status)).toEqual(['refunded', 'refunded']);
    const [closedText] = await consoleNotices('dispute_closed', first!.order_no);
    expect(closedText!.body).toContain('the buyer won it. It costs you nothing');
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a dispute over a settled order tells the shop its available balance is taken, and that the mall won (audit DM7)', async () => {
    const paid = await stripePaid([lines[1]!]);
    const [shop] = paid.shops;
    await completeLongAgo(paid.orderId);
    await settleDue(ctx.db, { days: 0 });
    expect(await entryKeys(paid.orderId, 'settle:')).toHaveLength(1);
    const [held] = await books(paid.orderId);
    const part = (held!.shop / 100).toFixed(2);
    const id = `dp_settled_${paid.intent}`;
    const open = dispute(id, paid.charge, shop!.pay_amount, 'needs_response');
    expect(await deliver('charge.dispute.funds_withdrawn', open)).toBe('applied');
    expect(await deliver('charge.dispute.created', open)).toBe('applied');
    expect((await noticesOf('dispute_opened', shop!.order_no))[0]!.vars).toEqual(
      expect.objectContaining({ amount: part, stake: 'available' }),
    );
    const [opened] = await consoleNotices('dispute_opened', shop!.order_no);
    expect(opened!.body).toContain(`taken from your available balance until the dispute closes`);
    expect(await deliver('charge.dispute.closed', dispute(id, paid.charge, shop!.pay_amount, 'won'))).toBe('applied');
    const [closed] = await consoleNotices('dispute_closed', shop!.order_no);
    expect(closed!.body).toContain('the mall won it, and the');
    expect((await noticesOf('dispute_closed', shop!.order_no))[0]!.vars).toEqual(
      expect.objectContaining({ outcome: 'won', back: part }),
    );
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  /** The shopper asks back every item of the (only) shop order before shipping; the shop accepts (answer kept). */
  async function refundAllAccepted(paid: Awaited<ReturnType<typeof stripePaid>>, lang = 'en') {
    const [shop] = paid.shops;
    const { rows: items } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${shop!.id} ORDER BY id`,
    );
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: shop!.order_no,
      itemIds: items.map((i) => i.id),
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    const { refundNo } = asked.body.data;
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/refunds/${refundNo}/accept`,
      headers: { ...bearer(merchant.token), 'accept-language': lang },
    });
    return { refundNo, accepted };
  }

  async function refundRow(refundNo: string) {
    const { rows } = await ctx.db.execute<{ status: string; paid_earlier: number; provider_ref: string | null }>(
      sql`SELECT status, paid_earlier, provider_ref FROM refunds WHERE refund_no = ${refundNo}`,
    );
    return rows[0]!;
  }

  it('a refund asked while a dispute is open waits for it, and is paid by Stripe once the dispute is won (audit DM1)', async () => {
    const paid = await stripePaid([lines[0]!]);
    const [shop] = paid.shops;
    const id = `dp_wait_${paid.intent}`;
    const open = dispute(id, paid.charge, shop!.pay_amount, 'needs_response');
    expect(await deliver('charge.dispute.created', open)).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', open)).toBe('applied');
    const { refundNo, accepted } = await refundAllAccepted(paid, 'fr');
    // The withdrawn funds are Stripe's to hold, not the shopper's: nothing is paid with them, nor closed. The shop is
    // told so as a success: it accepted the refund (audit FY6).
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(
      'Un litige avec la banque de l’acheteur est ouvert pour ce paiement : le remboursement est accepté et sera payé à la clôture du litige',
    );
    expect(await refundRow(refundNo)).toEqual({ status: 'refunding', paid_earlier: 0, provider_ref: null });
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(0);
    expect(fake.refundList.filter((r) => r.payment_intent === paid.intent)).toEqual([]);
    expect(await noticesOf('refund_paid', shop!.order_no)).toEqual([]);

    expect(await deliver('charge.dispute.funds_reinstated', { ...open, status: 'under_review' })).toBe('applied');
    expect(await deliver('charge.dispute.closed', dispute(id, paid.charge, shop!.pay_amount, 'won'))).toBe('applied');
    // Won: Stripe holds the money again, and the sweep pays the refund through it.
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    const stripeRefunds = fake.refundList.filter((r) => r.payment_intent === paid.intent);
    expect(stripeRefunds.map((r) => r.amount)).toEqual([shop!.pay_amount]);
    expect(await refundRow(refundNo)).toEqual({
      status: 'refunded',
      paid_earlier: 0,
      provider_ref: stripeRefunds[0]!.id,
    });
    expect(await books(paid.orderId)).toEqual([{ id: shop!.id, cash: 0, shop: 0 }]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a refund waiting for a dispute the mall then loses is paid by the funds the bank gave the shopper (audit DM1)', async () => {
    const paid = await stripePaid([lines[1]!]);
    const [shop] = paid.shops;
    const id = `dp_wait_lost_${paid.intent}`;
    expect(await deliver('charge.dispute.created', dispute(id, paid.charge, shop!.pay_amount, 'needs_response'))).toBe(
      'applied',
    );
    const { refundNo, accepted } = await refundAllAccepted(paid);
    expect(accepted.statusCode).toBe(200);
    expect(await refundRow(refundNo)).toMatchObject({ status: 'refunding' });
    expect(await deliver('charge.dispute.closed', dispute(id, paid.charge, shop!.pay_amount, 'lost'))).toBe('applied');
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    expect(await refundRow(refundNo)).toEqual({
      status: 'refunded',
      paid_earlier: shop!.pay_amount,
      provider_ref: null,
    });
    expect(fake.refundList.filter((r) => r.payment_intent === paid.intent)).toEqual([]);
    expect(await books(paid.orderId)).toEqual([{ id: shop!.id, cash: 0, shop: 0 }]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
  /** The shop's ship call for `orderNo` in `language`. */
  const shipIn = (orderNo: string, language: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/merchant/orders/${orderNo}/ship`,
      headers: { ...bearer(merchant.token), 'accept-language': language, 'content-type': 'application/json' },
      payload: JSON.stringify({ courierCompany: 'Speedy Post', trackingNo: 'SP123456789' }),
    });
  const stockOf = async (skuId: number) => {
    const { rows } = await ctx.db.execute<{ stock: number }>(sql`SELECT stock FROM product_skus WHERE id = ${skuId}`);
    return Number(rows[0]!.stock);
  };
  /** The shopper's notices of `kind` about `orderNo`, as their message centre shows them in `language`. */
  async function shopperNotices(token: string, kind: string, orderNo: string, language: string) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/front/notices?kind=${kind}`,
      headers: { ...bearer(token), 'accept-language': language },
    });
    const list = (res.json() as { data: { list: { title: string; body: string }[] } }).data.list;
    return list.filter((n) => n.body.includes(orderNo)).map((n) => ({ title: n.title, body: n.body }));
  }

  it('a dispute lost over all of an unshipped order closes it: goods back, the ship refused, everyone told (audit EI4)', async () => {
    const paid = await stripePaid([lines[0]!], true);
    const [shop] = paid.shops;
    const stock = await stockOf(lines[0]!.skuId);
    const id = `dp_unshipped_${paid.intent}`;
    const open = dispute(id, paid.charge, shop!.pay_amount, 'needs_response');
    expect(await deliver('charge.dispute.created', open)).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', open)).toBe('applied');
    // Open, it may be won: the order waits to ship as it did.
    expect((await shopOrders(paid.orderId))[0]!.status).toBe('to_ship');
    expect(await stockOf(lines[0]!.skuId)).toBe(stock);

    const lost = dispute(id, paid.charge, shop!.pay_amount, 'lost');
    expect(await deliver('charge.dispute.closed', lost)).toBe('applied');
    expect(await deliver('charge.dispute.closed', lost)).toBe('applied');
    expect((await shopOrders(paid.orderId))[0]!.status).toBe('refunded');
    expect(await stockOf(lines[0]!.skuId)).toBe(stock + 1);
    const en = await shipIn(shop!.order_no, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('This order is closed: its money was given back to the buyer. Do not ship it');
    const fr = await shipIn(shop!.order_no, 'fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toBe(
      'Cette commande est fermée : son argent a été rendu à l’acheteur. Ne l’expédiez pas',
    );
    expect((await shopOrders(paid.orderId))[0]!.status).toBe('refunded');

    // The shop: closed, do not ship; the operator: closed, goods back; the shopper: closed, with the points back.
    const [closedText] = await consoleNotices('dispute_closed', shop!.order_no);
    expect(closedText!.body).toContain('the buyer won it');
    expect(closedText!.body).toContain('it is closed as refunded and its goods are back in stock: do not ship it.');
    expect((await noticesOf('dispute_closed_seen', shop!.order_no))[0]!.vars).toEqual(
      expect.objectContaining({ outcome: 'lost_closed' }),
    );
    const { rows: spent } = await ctx.db.execute<{ points_used: number }>(
      sql`SELECT points_used FROM shop_orders WHERE id = ${shop!.id}`,
    );
    expect(spent[0]!.points_used).toBeGreaterThan(0);
    const told = await shopperNotices(paid.token, 'order_closed_by_dispute', shop!.order_no, 'en');
    expect(told).toEqual([
      {
        title: `Order ${shop!.order_no} is closed: your bank gave your payment back`,
        body: expect.stringContaining(
          `The order was not shipped: it is closed. The ${spent[0]!.points_used} points you used on it are back in your account.`,
        ),
      },
    ]);
    const detail = await get<{ status: string; refundedFee: string; payFee: string }>(
      ctx.app,
      `/api/front/order/detail/${shop!.order_no}`,
      bearer(paid.token),
    );
    expect(detail.body.data.refundedFee).toBe(detail.body.data.payFee);
    const toldEs = await shopperNotices(paid.token, 'order_closed_by_dispute', shop!.order_no, 'es');
    expect(toldEs[0]!.title).toBe(`El pedido ${shop!.order_no} está cerrado: tu banco te devolvió el pago`);
    expect(await books(paid.orderId)).toEqual([{ id: shop!.id, cash: 0, shop: 0 }]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a dispute lost over part of an unshipped order, or after shipping, leaves the order as it is (audit EI4)', async () => {
    const part = await stripePaid([lines[1]!]);
    const [partShop] = part.shops;
    const partId = `dp_part_${part.intent}`;
    const half = Math.floor(partShop!.pay_amount / 2);
    expect(await deliver('charge.dispute.created', dispute(partId, part.charge, half, 'needs_response'))).toBe(
      'applied',
    );
    expect(await deliver('charge.dispute.closed', dispute(partId, part.charge, half, 'lost'))).toBe('applied');
    expect((await shopOrders(part.orderId))[0]!.status).toBe('to_ship');
    expect((await noticesOf('dispute_closed_seen', partShop!.order_no))[0]!.vars).toEqual(
      expect.objectContaining({ outcome: 'lost' }),
    );
    expect(await shopperNotices(part.token, 'order_closed_by_dispute', partShop!.order_no, 'en')).toEqual([]);
    expect((await shipIn(partShop!.order_no, 'en')).statusCode).toBe(200);

    const shipped = await stripePaid([lines[0]!]);
    const [shippedShop] = shipped.shops;
    expect((await shipIn(shippedShop!.order_no, 'en')).statusCode).toBe(200);
    const stock = await stockOf(lines[0]!.skuId);
    const id = `dp_shipped_${shipped.intent}`;
    expect(await deliver('charge.dispute.closed', dispute(id, shipped.charge, shippedShop!.pay_amount, 'lost'))).toBe(
      'applied',
    );
    expect((await shopOrders(shipped.orderId))[0]!.status).toBe('to_receive');
    expect(await stockOf(lines[0]!.skuId)).toBe(stock);
    expect((await noticesOf('dispute_closed', shippedShop!.order_no))[0]!.vars).toEqual(
      expect.objectContaining({ outcome: 'lost' }),
    );
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a refund paid partly by money Stripe gave back earlier (audit DM2)', () => {
  async function itemsOf(shopOrderId: number) {
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${shopOrderId} ORDER BY id`,
    );
    return rows.map((r) => r.id);
  }

  async function askAccepted(paid: Awaited<ReturnType<typeof stripePaid>>, itemIds: number[]) {
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: paid.shops[0]!.order_no,
      itemIds,
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    const { refundNo } = asked.body.data;
    const accepted = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, merchant.token);
    return { refundNo, accepted };
  }

  async function refundOf(refundNo: string) {
    const { rows } = await ctx.db.execute<{ status: string; amount: number; paid_earlier: number }>(
      sql`SELECT status, amount, paid_earlier FROM refunds WHERE refund_no = ${refundNo}`,
    );
    return rows[0]!;
  }

  /** What Stripe gave back of the payment, and what it still holds. */
  const atStripe = (paid: { intent: string }, captured: number) => {
    const refunded = fake.refundList.filter((r) => r.payment_intent === paid.intent).reduce((s, r) => s + r.amount, 0);
    return { refunded, held: captured - refunded };
  };

  it('pays the earlier Stripe money first and asks Stripe only for the rest, on the refund number', async () => {
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const [shop] = paid.shops;
    const dash = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const { refundNo, accepted } = await askAccepted(paid, await itemsOf(shop!.id));
    expect(accepted.body.code, accepted.body.message).toBe(200);
    expect(await refundOf(refundNo)).toEqual({ status: 'refunded', amount: shop!.pay_amount, paid_earlier: 1000 });
    const ours = fake.refundList.filter((r) => r.payment_intent === paid.intent && r.metadata.refundNo);
    expect(ours.map((r) => r.amount)).toEqual([shop!.pay_amount - 1000]);
    expect(fake.refundKeys[fake.refunds.lastIndexOf(paid.intent)]).toBe(refundNo);
    // The shopper has everything back; the books hold what Stripe holds, the shop nothing.
    expect(atStripe(paid, shop!.pay_amount).held).toBe(0);
    expect(await books(paid.orderId)).toEqual([{ id: shop!.id, cash: 0, shop: 0 }]);
    expect((await shopOrders(paid.orderId))[0]!.status).toBe('refunded');
    const detail = await get<{ refundedFee: string; payFee: string }>(
      ctx.app,
      `/api/front/order/detail/${shop!.order_no}`,
      bearer(paid.token),
    );
    expect(detail.body.data.refundedFee).toBe(detail.body.data.payFee);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('item by item, the shopper ends with everything paid back and the books equal to Stripe', async () => {
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const [shop] = paid.shops;
    const dash = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const charge = { id: paid.charge, object: 'charge', amount_refunded: 1000, payment_intent: paid.intent };
    expect(await deliver('charge.refunded', charge)).toBe('applied');
    const [a, b] = await itemsOf(shop!.id);
    const first = await askAccepted(paid, [a!]);
    expect(first.accepted.body.code, first.accepted.body.message).toBe(200);
    const second = await askAccepted(paid, [b!]);
    expect(second.accepted.body.code, second.accepted.body.message).toBe(200);
    const rows = [await refundOf(first.refundNo), await refundOf(second.refundNo)];
    expect(rows.map((r) => r.status)).toEqual(['refunded', 'refunded']);
    expect(rows[0]!.paid_earlier + rows[1]!.paid_earlier).toBe(1000);
    expect(rows[0]!.amount + rows[1]!.amount).toBe(shop!.pay_amount);
    const stripe = atStripe(paid, shop!.pay_amount);
    expect(stripe).toEqual({ refunded: shop!.pay_amount, held: 0 });
    expect((await books(paid.orderId))[0]).toEqual({ id: shop!.id, cash: stripe.held, shop: 0 });
    expect((await shopOrders(paid.orderId))[0]!.status).toBe('refunded');
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('two refunds of the order paid at once never both use the same earlier money', async () => {
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const [shop] = paid.shops;
    const dash = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const [a, b] = await itemsOf(shop!.id);
    const ask = async (itemId: number) => {
      const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
        orderNo: shop!.order_no,
        itemIds: [itemId],
        type: 'refund',
        reason: 'Ordered by mistake',
      });
      return asked.body.data.refundNo;
    };
    const numbers = [await ask(a!), await ask(b!)];
    const answers = await Promise.all(
      numbers.map((no) => postAs(ctx, `/api/merchant/refunds/${no}/accept`, merchant.token)),
    );
    for (const answer of answers) expect(answer.body.code, answer.body.message).toBe(200);
    const rows = await Promise.all(numbers.map(refundOf));
    expect(rows.map((r) => r.status)).toEqual(['refunded', 'refunded']);
    expect(rows[0]!.paid_earlier + rows[1]!.paid_earlier).toBe(1000);
    expect(atStripe(paid, shop!.pay_amount).held).toBe(0);
    expect(await books(paid.orderId)).toEqual([{ id: shop!.id, cash: 0, shop: 0 }]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it("every refund call the mall makes carries the refund's own number as Stripe's idempotency key", async () => {
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const [shop] = paid.shops;
    const dash = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const [a, b] = await itemsOf(shop!.id);
    const first = await askAccepted(paid, [a!]);
    const second = await askAccepted(paid, [b!]);
    expect(second.accepted.body.code, second.accepted.body.message).toBe(200);
    const calls = fake.refunds.flatMap((intent, i) => (intent === paid.intent ? [fake.refundKeys[i]] : []));
    const asked = [first.refundNo, second.refundNo].filter((no) =>
      fake.refundList.some((r) => r.metadata.refundNo === no),
    );
    // A missing or random key would let a retry (a second click, the sweep, another process) refund twice.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls).toEqual(asked);
  });
});

describe('a Stripe refund that fails after it succeeded (decision 0052)', () => {
  async function allAccepted(paid: Awaited<ReturnType<typeof stripePaid>>) {
    const shop = paid.shops[0]!;
    const { rows: items } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${shop.id} ORDER BY id`,
    );
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: shop.order_no,
      itemIds: items.map((i) => i.id),
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    const { refundNo } = asked.body.data;
    const accepted = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, merchant.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    return refundNo;
  }

  async function refundRow(refundNo: string) {
    const { rows } = await ctx.db.execute<{ status: string; provider_ref: string | null; paid_earlier: number }>(
      sql`SELECT status, provider_ref, paid_earlier FROM refunds WHERE refund_no = ${refundNo}`,
    );
    return rows[0]!;
  }

  const heldAtStripe = (intent: string, captured: number) =>
    captured -
    fake.refundList
      .filter((r) => r.payment_intent === intent && r.status === 'succeeded')
      .reduce((sum, r) => sum + r.amount, 0);

  it("the mall's own refund is undone once, told to the shopper and the operator, and paid again on a new key", async () => {
    const paid = await stripePaid([lines[0]!]);
    const shop = paid.shops[0]!;
    const refundNo = await allAccepted(paid);
    const paidRow = await refundRow(refundNo);
    expect(paidRow.status).toBe('refunded');
    const failed = fake.failRefund(paidRow.provider_ref!);
    expect(await deliver('refund.updated', { ...failed, failure_reason: 'expired_or_canceled_card' })).toBe('applied');
    expect(await deliver('charge.refund.updated', { ...failed })).toBe('ignored');
    // Stripe holds the money again, and so do the books; the shopper is owed it still and the request pays again.
    expect(await refundRow(refundNo)).toEqual({ status: 'refunding', provider_ref: null, paid_earlier: 0 });
    expect(heldAtStripe(paid.intent, shop.pay_amount)).toBe(shop.pay_amount);
    expect((await books(paid.orderId))[0]!.cash).toBe(shop.pay_amount);
    expect(await entryKeys(paid.orderId, 'refund-failed:')).toEqual([`refund-failed:${failed.id}`]);
    expect((await noticesOf('refund_failed', shop.order_no)).map((n) => n.audience)).toEqual(['shopper']);
    expect((await noticesOf('refund_failed_seen', shop.order_no)).map((n) => n.audience)).toEqual(['platform']);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);

    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    const again = await refundRow(refundNo);
    expect(again.status).toBe('refunded');
    expect(again.provider_ref).not.toBe(failed.id);
    expect(fake.refundKeys[fake.refunds.lastIndexOf(paid.intent)]).toBe(`${refundNo}:2`);
    expect(heldAtStripe(paid.intent, shop.pay_amount)).toBe(0);
    expect(await books(paid.orderId)).toEqual([{ id: shop.id, cash: 0, shop: 0 }]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  /** The first item of the shop order asked back and accepted (paid through Stripe). */
  async function firstAccepted(paid: Awaited<ReturnType<typeof stripePaid>>) {
    const shop = paid.shops[0]!;
    const { rows: items } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${shop.id} ORDER BY id LIMIT 1`,
    );
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: shop.order_no,
      itemIds: [items[0]!.id],
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    const { refundNo } = asked.body.data;
    const accepted = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, merchant.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo}`,
    );
    return { refundNo, amount: Number(rows[0]!.amount) };
  }

  /** What the platform holds of the order's money in its adjustments (money waiting for nobody when not zero). */
  async function adjustments(orderId: number) {
    const { rows } = await ctx.db.execute<{ amount: number }>(sql`
      SELECT coalesce(sum(l.amount), 0)::int AS amount FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id
        JOIN shop_orders so ON so.id = e.shop_order_id
      WHERE so.order_id = ${orderId} AND l.account = 'platform_adjustments'`);
    return rows[0]!.amount;
  }

  it('a failed refund paid again after a dashboard refund is paid by that money first, the shop charged once (audit EA1)', async () => {
    // The same refund without failure nor dashboard money: what the shop keeps then.
    const control = await stripePaid([lines[0]!, lines[1]!]);
    await firstAccepted(control);
    const kept = (await books(control.orderId))[0]!.shop;
    for (const part of ['some', 'all'] as const) {
      const paid = await stripePaid([lines[0]!, lines[1]!]);
      const shop = paid.shops[0]!;
      const { refundNo, amount } = await firstAccepted(paid);
      const failed = fake.failRefund((await refundRow(refundNo)).provider_ref!);
      expect(await deliver('refund.updated', { ...failed })).toBe('applied');
      const dashAmount = part === 'some' ? 1000 : amount + 500;
      const dash = fake.dashboardRefund(paid.intent, dashAmount);
      const charge = { id: paid.charge, object: 'charge', amount_refunded: dashAmount, payment_intent: paid.intent };
      expect(await deliver('charge.refunded', charge)).toBe('applied');
      expect(dash.status).toBe('succeeded');
      const calls = fake.refunds.length;
      const again = await postAs(ctx, `/api/merchant/refunds/${refundNo}/pay`, merchant.token);
      expect(again.body.code, again.body.message).toBe(200);
      const row = await refundRow(refundNo);
      expect(row.status).toBe('refunded');
      expect(row.paid_earlier).toBe(Math.min(dashAmount, amount));
      // Stripe is asked only for what the dashboard money did not pay, nothing when it paid it all.
      expect(fake.refunds.length - calls).toBe(part === 'some' ? 1 : 0);
      // The shopper got the refund (and the dashboard's extra); the books hold what Stripe holds, the platform none of
      // it, and the shop is charged for the refund once.
      expect((await books(paid.orderId))[0]!.cash).toBe(heldAtStripe(paid.intent, shop.pay_amount));
      expect(await adjustments(paid.orderId)).toBe(0);
      if (part === 'some') expect((await books(paid.orderId))[0]!.shop).toBe(kept);
      else expect((await books(paid.orderId))[0]!.shop).toBeLessThan(kept);
      expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
    }
  });

  it('the shopper is told each time a failed refund is paid again, and each time it fails again (audit EA3)', async () => {
    const paid = await stripePaid([lines[0]!]);
    const shop = paid.shops[0]!;
    const refundNo = await allAccepted(paid);
    const told = async () => {
      const { rows } = await ctx.db.execute<{ kind: string; audience: string }>(sql`
        SELECT kind, audience FROM notices WHERE vars->>'refundNo' = ${refundNo}
          AND kind IN ('refund_paid', 'refund_failed', 'refund_failed_seen') ORDER BY id`);
      return rows.map((r) => `${r.kind}/${r.audience}`);
    };
    for (const round of [1, 2]) {
      const failed = fake.failRefund((await refundRow(refundNo)).provider_ref!);
      expect(await deliver('refund.failed', { ...failed })).toBe('applied');
      const again = await postAs(ctx, `/api/merchant/refunds/${refundNo}/pay`, merchant.token);
      expect(again.body.code, again.body.message).toBe(200);
      expect(fake.refundKeys[fake.refunds.lastIndexOf(paid.intent)]).toBe(`${refundNo}:${round + 1}`);
    }
    const round = ['refund_failed/shopper', 'refund_failed_seen/platform', 'refund_paid/shopper'];
    expect(await told()).toEqual(['refund_paid/shopper', ...round, ...round]);
    expect(heldAtStripe(paid.intent, shop.pay_amount)).toBe(0);
    expect(await books(paid.orderId)).toEqual([{ id: shop.id, cash: 0, shop: 0 }]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a dashboard refund that paid a refund of the mall and then fails puts that refund back to paying, and the sweep pays it (audit EA2)', async () => {
    const control = await stripePaid([lines[0]!, lines[1]!]);
    await firstAccepted(control);
    const kept = (await books(control.orderId))[0]!.shop;
    for (const part of ['all', 'some'] as const) {
      const paid = await stripePaid([lines[0]!, lines[1]!]);
      const shop = paid.shops[0]!;
      const dashAmount = part === 'all' ? shop.pay_amount - 1 : 100;
      const dash = fake.dashboardRefund(paid.intent, dashAmount);
      expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
      const { refundNo, amount } = await firstAccepted(paid);
      expect((await refundRow(refundNo)).paid_earlier).toBe(Math.min(dashAmount, amount));
      const failed = fake.failRefund(dash.id);
      expect(await deliver('refund.updated', { ...failed })).toBe('applied');
      // The shopper did not get the dashboard money: the request pays it again, and the shopper is told.
      expect(await refundRow(refundNo)).toEqual({ status: 'refunding', provider_ref: null, paid_earlier: 0 });
      const { rows: told } = await ctx.db.execute<{ audience: string }>(sql`
        SELECT audience FROM notices WHERE kind = 'refund_failed' AND vars->>'refundNo' = ${refundNo}`);
      expect(told.map((n) => n.audience)).toEqual(['shopper']);
      expect((await books(paid.orderId))[0]!.cash).toBe(heldAtStripe(paid.intent, shop.pay_amount));
      expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
      const calls = fake.refunds.length;
      expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
      expect((await refundRow(refundNo)).status).toBe('refunded');
      // Stripe pays exactly what the failed dashboard refund did not: the shopper has the refund, once.
      expect(fake.refunds.length - calls).toBe(1);
      const ours = fake.refundList.filter((r) => r.payment_intent === paid.intent && r.status === 'succeeded');
      expect(ours.reduce((sum, r) => sum + r.amount, 0)).toBe(amount);
      expect((await books(paid.orderId))[0]!.cash).toBe(heldAtStripe(paid.intent, shop.pay_amount));
      // The shop is charged for the refund once (its commission share rounded from the Stripe entry: a cent at most).
      expect(Math.abs((await books(paid.orderId))[0]!.shop - kept)).toBeLessThanOrEqual(1);
      expect(await adjustments(paid.orderId)).toBe(0);
      expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
    }
  });

  it('a refund whose card fails three times is not paid again: closed for customer service, the money held for the buyer (audit EF1)', async () => {
    const paid = await stripePaid([lines[0]!]);
    const shop = paid.shops[0]!;
    const refundNo = await allAccepted(paid);
    const { rows: amounts } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo}`,
    );
    const amount = Number(amounts[0]!.amount);
    const failedIds: string[] = [];
    for (const round of [1, 2, 3]) {
      const failed = fake.failRefund((await refundRow(refundNo)).provider_ref!);
      failedIds.push(failed.id);
      expect(await deliver('refund.updated', { ...failed, failure_reason: 'expired_or_canceled_card' })).toBe(
        'applied',
      );
      if (round < 3) {
        expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
        expect(fake.refundKeys[fake.refunds.lastIndexOf(paid.intent)]).toBe(`${refundNo}:${round + 1}`);
      }
    }
    // The third failure closes it: no fourth payment through Stripe, by the sweep or by the shop's click.
    const calls = fake.refunds.length;
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(0);
    const click = await postAs(ctx, `/api/merchant/refunds/${refundNo}/pay`, merchant.token);
    expect(click.status).toBe(409);
    expect(fake.refunds.length).toBe(calls);
    expect(await refundRow(refundNo)).toEqual({ status: 'refunded', provider_ref: null, paid_earlier: 0 });
    // The books: paid once, failed three times; Stripe holds all of the payment again, the platform holds the refund
    // for the buyer, and the shop's share stays reversed (it accepted the refund).
    expect(await entryKeys(paid.orderId, 'refund')).toEqual(
      [
        `refund:${refundNo}`,
        `refund:${refundNo}:2`,
        `refund:${refundNo}:3`,
        ...failedIds.map((id) => `refund-failed:${id}`),
      ].sort(),
    );
    expect(heldAtStripe(paid.intent, shop.pay_amount)).toBe(shop.pay_amount);
    expect(await books(paid.orderId)).toEqual([{ id: shop.id, cash: shop.pay_amount, shop: 0 }]);
    expect(await adjustments(paid.orderId)).toBe(-amount);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
    // Told each time, and the last time that customer service settles it (not that it is paid again).
    const { rows: told } = await ctx.db.execute<{ kind: string; audience: string }>(sql`
      SELECT kind, audience FROM notices WHERE vars->>'refundNo' = ${refundNo}
        AND kind IN ('refund_paid', 'refund_failed', 'refund_failed_seen', 'refund_failed_closed',
          'refund_failed_closed_seen')
      GROUP BY kind, audience, dedupe_key ORDER BY min(id)`);
    const round = ['refund_failed/shopper', 'refund_failed_seen/platform', 'refund_paid/shopper'];
    expect(told.map((r) => `${r.kind}/${r.audience}`)).toEqual([
      'refund_paid/shopper',
      ...round,
      ...round,
      'refund_failed_closed/shopper',
      'refund_failed_closed_seen/platform',
    ]);
    const { rows: operators } = await ctx.db.execute<{ told: number; admins: number }>(sql`
      SELECT (SELECT count(*) FROM notices WHERE kind = 'refund_failed_closed_seen' AND vars->>'refundNo' = ${refundNo})::int
          AS told,
        (SELECT count(*) FROM users WHERE is_admin AND disabled_at IS NULL)::int AS admins`);
    expect(operators[0]!.told).toBe(operators[0]!.admins);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/notices?kind=refund_failed_closed_seen',
      headers: { ...bearer(admin), 'accept-language': 'fr' },
    });
    const bodies = (seen.json() as { data: { list: { body: string }[] } }).data.list.map((n) => n.body);
    expect(bodies.find((b) => b.includes(refundNo))).toContain('pour la troisième fois');
    // The shopper's refund page: the seller accepted, closed unpaid, customer service settles it; in their language.
    for (const [language, words] of [
      ['en', 'customer service settles it'],
      ['es', 'atención al cliente'],
    ] as const) {
      const view = await ctx.app.inject({
        method: 'GET',
        url: `/api/front/order/refund/detail/${refundNo}`,
        headers: { ...bearer(paid.token), 'accept-language': language },
      });
      const data = (view.json() as { data: { status: string; closedUnpaid: boolean; refuseReason: string } }).data;
      expect(data).toMatchObject({ status: 'refunded', closedUnpaid: true });
      expect(data.refuseReason).toContain(words);
    }

    // A refund left "refunding" after three failures (by a version without this cap) is closed by the sweep, which
    // does not call Stripe, and told once.
    await ctx.db.execute(sql`
      UPDATE refunds SET status = 'refunding', refuse_reason = NULL, closed_at = NULL,
        reviewed_at = now() - interval '3 minutes'
      WHERE refund_no = ${refundNo}`);
    await ctx.db.execute(
      sql`DELETE FROM notices WHERE kind LIKE 'refund_failed_closed%' AND vars->>'refundNo' = ${refundNo}`,
    );
    expect(await resumeStuckRefunds(ctx.db, sweepStripe())).toBe(0);
    expect(fake.refunds.length).toBe(calls);
    expect(await refundRow(refundNo)).toEqual({ status: 'refunded', provider_ref: null, paid_earlier: 0 });
    expect((await noticesOf('refund_failed_closed', shop.order_no)).map((n) => n.audience)).toEqual(['shopper']);
    expect((await noticesOf('refund_failed_closed_seen', shop.order_no)).map((n) => n.audience)).toEqual(['platform']);
    expect(await books(paid.orderId)).toEqual([{ id: shop.id, cash: shop.pay_amount, shop: 0 }]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a refund closed after three failures names what the platform holds, not money a dashboard refund gave the buyer (audit EP3)', async () => {
    const paid = await stripePaid([lines[0]!]);
    const shop = paid.shops[0]!;
    const refundNo = await allAccepted(paid);
    const { rows: amounts } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo}`,
    );
    const amount = Number(amounts[0]!.amount);
    const fail = async () => {
      const failed = fake.failRefund((await refundRow(refundNo)).provider_ref!);
      expect(await deliver('refund.updated', { ...failed, failure_reason: 'expired_or_canceled_card' })).toBe(
        'applied',
      );
    };
    await fail();
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    await fail();
    // Between the second failure and the third attempt the operator gives 10.00 back at Stripe's dashboard: the third
    // attempt is paid by it and by Stripe for the rest, which fails too.
    const dash = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    expect(fake.refundList.at(-1)!.amount).toBe(amount - 1000);
    await fail();
    expect((await refundRow(refundNo)).status).toBe('refunded');
    // The platform holds what did not reach the buyer, and that is what the shopper and the operators are told.
    expect(await adjustments(paid.orderId)).toBe(-(amount - 1000));
    const owed = ((amount - 1000) / 100).toFixed(2);
    expect((await noticesOf('refund_failed_closed', shop.order_no)).map((n) => n.vars.amount)).toEqual([owed]);
    expect((await noticesOf('refund_failed_closed_seen', shop.order_no)).map((n) => n.vars.amount)).toEqual([owed]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a third failure that is a dashboard refund paying the refund closes it for customer service as well (audit EF1)', async () => {
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const shop = paid.shops[0]!;
    const { refundNo, amount } = await firstAccepted(paid);
    for (const round of [1, 2]) {
      const failed = fake.failRefund((await refundRow(refundNo)).provider_ref!);
      expect(await deliver('refund.updated', { ...failed })).toBe('applied');
      if (round === 1) expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    }
    // The third payment is money given back at Stripe's dashboard meanwhile, which then fails too.
    const dash = fake.dashboardRefund(paid.intent, amount);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const calls = fake.refunds.length;
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    expect(fake.refunds.length).toBe(calls);
    expect((await refundRow(refundNo)).paid_earlier).toBe(amount);
    expect(await deliver('refund.updated', { ...fake.failRefund(dash.id) })).toBe('applied');
    const { rows } = await ctx.db.execute<{ status: string; refuse_reason: string | null }>(
      sql`SELECT status, refuse_reason FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(rows[0]!.status).toBe('refunded');
    expect(rows[0]!.refuse_reason).toMatch(/^The card refused this refund three times/);
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(0);
    expect(fake.refunds.length).toBe(calls);
    const { rows: told } = await ctx.db.execute<{ kind: string; audience: string }>(sql`
      SELECT DISTINCT kind, audience FROM notices WHERE vars->>'refundNo' = ${refundNo}
        AND kind LIKE 'refund_failed%' ORDER BY kind, audience`);
    expect(told.map((r) => `${r.kind}/${r.audience}`)).toEqual([
      'refund_failed/shopper',
      'refund_failed_closed/shopper',
      'refund_failed_closed_seen/platform',
      'refund_failed_seen/platform',
    ]);
    const { rows: rounds } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM notices WHERE kind = 'refund_failed' AND vars->>'refundNo' = ${refundNo}`);
    expect(rounds[0]!.n).toBe(2);
    // Stripe holds what it holds, the books the same; the platform holds the refund for the buyer.
    expect((await books(paid.orderId))[0]!.cash).toBe(heldAtStripe(paid.intent, shop.pay_amount));
    expect(await adjustments(paid.orderId)).toBe(-amount);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a refund made at Stripe that fails is booked back and no longer pays a refund of the mall', async () => {
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const shop = paid.shops[0]!;
    const sold = await books(paid.orderId);
    const dash = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const failed = fake.failRefund(dash.id, 'canceled');
    expect(await deliver('refund.updated', { ...failed })).toBe('applied');
    expect(await deliver('refund.updated', { ...failed })).toBe('ignored');
    expect(await books(paid.orderId)).toEqual(sold);
    expect(await entryKeys(paid.orderId, `stripe:${dash.id}:failed:`)).toEqual([
      `stripe:${dash.id}:failed:${shop.order_no}`,
    ]);
    expect((await noticesOf('provider_refund_failed_seen', shop.order_no)).map((n) => n.vars.amount)).toEqual([
      '10.00',
    ]);
    const detail = await get<{ refundedFee: string }>(
      ctx.app,
      `/api/front/order/detail/${shop.order_no}`,
      bearer(paid.token),
    );
    expect(Number(detail.body.data.refundedFee)).toBe(0);
    // The shopper's refund is paid whole through Stripe: the failed refund's money pays none of it.
    const refundNo = await allAccepted(paid);
    expect((await refundRow(refundNo)).paid_earlier).toBe(0);
    expect(heldAtStripe(paid.intent, shop.pay_amount)).toBe(0);
    expect(await books(paid.orderId)).toEqual([{ id: shop.id, cash: 0, shop: 0 }]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('what a failed dashboard refund leaves behind (audit EH)', () => {
  async function accepted(paid: Awaited<ReturnType<typeof stripePaid>>, count?: number) {
    const shop = paid.shops[0]!;
    const { rows: items } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${shop.id} ORDER BY id`,
    );
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: shop.order_no,
      itemIds: items.slice(0, count ?? items.length).map((i) => i.id),
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    const { refundNo } = asked.body.data;
    const answer = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, merchant.token);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo}`,
    );
    return { refundNo, amount: Number(rows[0]!.amount), answer };
  }

  async function row(refundNo: string) {
    const { rows } = await ctx.db.execute<{ status: string; paid_earlier: number }>(
      sql`SELECT status, paid_earlier FROM refunds WHERE refund_no = ${refundNo}`,
    );
    return rows[0]!;
  }

  /** What Stripe holds of a payment: captured less its refunds that succeeded. */
  const held = (intent: string, captured: number) =>
    captured -
    fake.refundList
      .filter((r) => r.payment_intent === intent && r.status === 'succeeded')
      .reduce((sum, r) => sum + r.amount, 0);

  async function unusedOf(shopOrderId: number) {
    const { rows } = await ctx.db.execute<{ unused: number }>(sql`
      SELECT (coalesce((SELECT -sum(l.amount) FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
          WHERE e.shop_order_id = ${shopOrderId} AND e.key LIKE 'stripe:%' AND l.account = 'provider_cash'), 0)
        - coalesce((SELECT sum(paid_earlier) FROM refunds WHERE shop_order_id = ${shopOrderId}
          AND status IN ('refunded', 'refunding')), 0))::int AS unused`);
    return rows[0]!.unused;
  }

  async function told(kind: NoticeKind, orderNo: string) {
    const { rows } = await ctx.db.execute<{ audience: string; vars: Record<string, unknown> }>(sql`
      SELECT audience, vars FROM notices WHERE kind = ${kind} AND vars->>'orderNo' = ${orderNo} ORDER BY id`);
    return rows;
  }

  const rendered = (kind: NoticeKind, locale: Locale, vars: Record<string, unknown>) =>
    // Spaces as a reader sees them (French puts a narrow no-break space before the currency sign).
    renderNotice(builtInTemplate(kind, locale), locale, vars, '$').body.replace(/[\u00a0\u202f]/g, ' ');

  async function shopperView(token: string, refundNo: string) {
    const res = await get<{ status: string; amount: string }>(
      ctx.app,
      `/api/front/order/refund/detail/${refundNo}`,
      bearer(token),
    );
    return res.body.data;
  }

  async function shopView(refundNo: string) {
    const res = await get<MerchantRefund>(ctx.app, `/api/merchant/refunds/${refundNo}`, bearer(merchant.token));
    return res.body.data;
  }

  it('a refund waiting for a dispute loses the reservation of a dashboard refund that fails before Stripe is asked, and the shop is told (EH1, EH4)', async () => {
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const shop = paid.shops[0]!;
    const dash = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const id = `dp_eh1_${paid.intent}`;
    const dispute = (status: string) => ({ id, object: 'dispute', amount: 500, charge: paid.charge, status });
    expect(await deliver('charge.dispute.created', dispute('needs_response'))).toBe('applied');
    // Accepted while the dispute is open: the refund waits, Stripe is not asked, and nothing is reserved for it
    // (audit EI1: the reservation is made right before Stripe is called).
    const { refundNo, amount, answer } = await accepted(paid, 1);
    expect(answer.body.code, answer.body.message).toBe(200);
    expect(await row(refundNo)).toEqual({ status: 'refunding', paid_earlier: 0 });
    const failed = fake.failRefund(dash.id);
    expect(await deliver('refund.updated', { ...failed })).toBe('applied');
    // The money reserved no longer exists: the refund holds none of it, and the order's unused money is not negative.
    expect(await row(refundNo)).toEqual({ status: 'refunding', paid_earlier: 0 });
    expect(await unusedOf(shop.id)).toBe(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
    // The shop's staff are told once, in their language, that the money is back in the order's money (EH4).
    expect(await deliver('refund.updated', { ...failed })).toBe('ignored');
    const shopNotices = await told('payment_taken_back_failed', shop.order_no);
    expect(shopNotices.length).toBeGreaterThan(0);
    expect(new Set(shopNotices.map((n) => n.audience))).toEqual(new Set(['merchant']));
    expect(shopNotices.length).toBe(new Set(shopNotices.map((n) => JSON.stringify(n))).size);
    const vars = shopNotices[0]!.vars;
    expect(vars.amount).toBe('10.00');
    expect(rendered('payment_taken_back_failed', 'en', vars)).toContain(
      `that Stripe made of $10.00 of order ${shop.order_no} without the mall failed`,
    );
    expect(rendered('payment_taken_back_failed', 'fr', vars)).toContain(
      `de 10,00 $ de la commande ${shop.order_no}, fait chez Stripe sans passer par le centre commercial, a échoué`,
    );
    expect((await shopperView(paid.token, refundNo)).status).toBe('refunding');
    expect((await shopView(refundNo)).status).toBe('refunding');

    // The dispute is won: the sweep asks Stripe the whole refund, for the first time, on the refund's number.
    expect(await deliver('charge.dispute.closed', dispute('won'))).toBe('applied');
    const calls = fake.refunds.length;
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    expect(fake.refunds.length - calls).toBe(1);
    expect(fake.refundKeys.at(-1)).toBe(refundNo);
    expect(fake.refundList.at(-1)!.amount).toBe(amount);
    expect(await row(refundNo)).toEqual({ status: 'refunded', paid_earlier: 0 });
    expect((await shopperView(paid.token, refundNo)).status).toBe('refunded');
    expect((await books(paid.orderId))[0]!.cash).toBe(held(paid.intent, shop.pay_amount));
    expect(await unusedOf(shop.id)).toBe(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a refund Stripe was already asked for keeps its reservation; settled, the part gone is owed again and told as that part (EH1, EH3)', async () => {
    const control = await stripePaid([lines[0]!, lines[1]!]);
    await accepted(control, 1);
    const kept = (await books(control.orderId))[0]!.shop;
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const shop = paid.shops[0]!;
    const dash = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    // Stripe's answer is lost: the refund stays paying with its reservation...
    fake.refuse.set('/v1/refunds', { status: 500, error: { type: 'api_error', message: 'Something went wrong' } });
    const { refundNo, amount, answer } = await accepted(paid, 1);
    fake.refuse.delete('/v1/refunds');
    expect(answer.body.code, answer.body.message).toBe(500);
    expect(amount).toBeGreaterThan(1000);
    expect(await row(refundNo)).toEqual({ status: 'refunding', paid_earlier: 1000 });
    // ...though Stripe did make the refund of the rest on the refund's number.
    const made = await fetch(`${fake.url}/v1/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': refundNo },
      body: new URLSearchParams({
        payment_intent: paid.intent,
        amount: String(amount - 1000),
        'metadata[refundNo]': refundNo,
      }),
    });
    expect(made.status).toBe(200);
    const madeId = ((await made.json()) as { id: string }).id;
    const failed = fake.failRefund(dash.id);
    expect(await deliver('refund.updated', { ...failed })).toBe('applied');
    // Asked: the reservation stays, so a retry asks the same amount on the same key.
    expect(await row(refundNo)).toEqual({ status: 'refunding', paid_earlier: 1000 });
    const calls = fake.refunds.length;
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    // The click's 500 spent the key while Stripe had made nothing (audit EI6): the next call would go on a fresh key,
    // so the list of the payment's refunds is read first, and the refund Stripe made on the refund's number is taken.
    expect(fake.refundKeys.slice(calls)).toEqual([]);
    const { rows: heard } = await ctx.db.execute(
      sql`SELECT provider_ref FROM payments WHERE status = 'refund' AND message = ${refundNo}`,
    );
    expect(heard).toEqual([{ provider_ref: madeId }]);
    // Settled, the 10.00 no money backs is owed again: the shopper is told that part, not the whole refund.
    expect(await row(refundNo)).toEqual({ status: 'refunding', paid_earlier: 0 });
    const shopper = (await told('refund_failed', shop.order_no)).filter((n) => n.vars.refundNo === refundNo);
    expect(shopper.map((n) => [n.audience, n.vars.amount])).toEqual([['shopper', '10.00']]);
    expect(rendered('refund_failed', 'en', shopper[0]!.vars)).toContain(
      `Stripe could not pay $10.00 of request ${refundNo}`,
    );
    expect(rendered('refund_failed', 'fr', shopper[0]!.vars)).toContain(
      `Stripe n’a pas pu rembourser sur votre carte 10,00 $ de la demande ${refundNo}`,
    );
    expect((await shopperView(paid.token, refundNo)).status).toBe('refunding');
    expect((await books(paid.orderId))[0]!.cash).toBe(held(paid.intent, shop.pay_amount));
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
    // The sweep pays that part on the next key; the shop is charged for the refund once.
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    expect(fake.refundKeys.at(-1)).toBe(`${refundNo}:2`);
    expect(fake.refundList.at(-1)!.amount).toBe(1000);
    expect((await row(refundNo)).status).toBe('refunded');
    expect((await shopperView(paid.token, refundNo)).status).toBe('refunded');
    expect((await shopView(refundNo)).status).toBe('refunded');
    expect((await books(paid.orderId))[0]!.cash).toBe(held(paid.intent, shop.pay_amount));
    expect((await books(paid.orderId))[0]!.shop).toBe(kept);
    expect(await unusedOf(shop.id)).toBe(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a refund paid wholly by a dashboard refund that fails charges the shop exactly its own entry (3 items of 3.33, EH2)', async () => {
    const three = await skusOf(ctx, merchant.merchantId, 3);
    for (const l of three) {
      await ctx.db.execute(sql`UPDATE product_skus SET price = 333 WHERE id = ${l.skuId}`);
    }
    const control = await stripePaid(three);
    await accepted(control, 2);
    const kept = (await books(control.orderId))[0]!.shop;
    const paid = await stripePaid(three);
    const shop = paid.shops[0]!;
    const dash = fake.dashboardRefund(paid.intent, 666);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const { refundNo, amount } = await accepted(paid, 2);
    expect(amount).toBe(666);
    expect(await row(refundNo)).toEqual({ status: 'refunded', paid_earlier: amount });
    const failed = fake.failRefund(dash.id);
    expect(await deliver('refund.updated', { ...failed })).toBe('applied');
    expect(await row(refundNo)).toEqual({ status: 'refunding', paid_earlier: 0 });
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    expect((await row(refundNo)).status).toBe('refunded');
    expect((await books(paid.orderId))[0]!.cash).toBe(held(paid.intent, shop.pay_amount));
    expect((await books(paid.orderId))[0]!.shop).toBe(kept);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a refund whose first Stripe call got no answer, though Stripe made it (audit EF2)', () => {
  /** The whole shop order asked back and accepted: the shop's click, whatever it answered, and the refund. */
  async function askedAndAccepted(paid: Awaited<ReturnType<typeof stripePaid>>, firstItemOnly = false) {
    const shop = paid.shops[0]!;
    const { rows: items } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${shop.id} ORDER BY id LIMIT ${firstItemOnly ? 1 : 100}`,
    );
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: shop.order_no,
      itemIds: items.map((i) => i.id),
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    return asked.body.data.refundNo;
  }
  const accept = (refundNo: string) => postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, merchant.token);

  async function refundOf(refundNo: string) {
    const { rows } = await ctx.db.execute<{ status: string; provider_ref: string | null; amount: number }>(
      sql`SELECT status, provider_ref, amount FROM refunds WHERE refund_no = ${refundNo}`,
    );
    return { ...rows[0]!, amount: Number(rows[0]!.amount) };
  }

  const heldAtStripe = (intent: string, captured: number) =>
    captured -
    fake.refundList
      .filter((r) => r.payment_intent === intent && r.status === 'succeeded')
      .reduce((sum, r) => sum + r.amount, 0);

  /** What Stripe made for the refund number, whatever the mall heard. */
  const madeFor = (refundNo: string) => fake.refundList.filter((r) => r.metadata.refundNo === refundNo);

  /** The refund was heard of by Stripe's events before the mall's call answered: neither booked nor settled by them. */
  async function eventsBeforeTheAnswer(paid: Awaited<ReturnType<typeof stripePaid>>, refundNo: string) {
    const [made] = madeFor(refundNo);
    expect(await deliver('refund.created', refundObject(made!))).toBe('ignored');
    const charge = { id: paid.charge, object: 'charge', amount_refunded: made!.amount, payment_intent: paid.intent };
    await deliver('charge.refunded', charge);
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM provider_returns WHERE ref = ${made!.id}`);
    expect(rows).toEqual([]);
    expect(await entryKeys(paid.orderId, 'stripe:')).toEqual([]);
    expect(await noticesOf('order_refunded_at_stripe', paid.shops[0]!.order_no)).toEqual([]);
  }

  /** Settled once: Stripe paid once on the refund's number, the books hold it once, the shopper is told once. */
  async function settledOnce(paid: Awaited<ReturnType<typeof stripePaid>>, refundNo: string) {
    const shop = paid.shops[0]!;
    const made = madeFor(refundNo);
    expect(made).toHaveLength(1);
    const refund = await refundOf(refundNo);
    expect(refund).toMatchObject({ status: 'refunded', provider_ref: made[0]!.id });
    expect(made[0]!.amount).toBe(refund.amount);
    expect(new Set(fake.refundKeys.filter((_, i) => fake.refunds[i] === paid.intent))).toEqual(new Set([refundNo]));
    expect(await entryKeys(paid.orderId, 'refund')).toEqual([`refund:${refundNo}`]);
    expect(await entryKeys(paid.orderId, 'stripe:')).toEqual([]);
    expect((await books(paid.orderId))[0]!.cash).toBe(shop.pay_amount - made[0]!.amount);
    const { rows: told } = await ctx.db.execute<{ audience: string }>(sql`
      SELECT audience FROM notices WHERE kind = 'refund_paid' AND vars->>'refundNo' = ${refundNo}`);
    expect(told.map((n) => n.audience)).toEqual(['shopper']);
    const view = await get<{ status: string; closedUnpaid: boolean }>(
      ctx.app,
      `/api/front/order/refund/detail/${refundNo}`,
      bearer(paid.token),
    );
    expect(view.body.data).toMatchObject({ status: 'refunded', closedUnpaid: false });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
    // Nothing left to pay: the sweep calls Stripe for it no more, and a late event of the refund changes nothing.
    const calls = fake.refundKeys.filter((k) => k.startsWith(refundNo)).length;
    await resumeStuckRefunds(ctx.db, sweepStripe(), 0);
    expect(fake.refundKeys.filter((k) => k.startsWith(refundNo))).toHaveLength(calls);
    expect(await deliver('refund.updated', refundObject(made[0]!))).toBe('ignored');
    expect((await books(paid.orderId))[0]!.cash).toBe(shop.pay_amount - made[0]!.amount);
  }

  /** Stripe cannot list the payment's refunds either (down for a while), until the answer returned is removed. */
  const listDown = (paid: Awaited<ReturnType<typeof stripePaid>>) => {
    const url = `/v1/refunds?payment_intent=${paid.intent}&limit=100`;
    fake.refuse.set(url, { status: 500, error: { type: 'api_error', message: 'Something went wrong on our end' } });
    return () => fake.refuse.delete(url);
  };

  it('a reset connection, then timeouts: the refund waits "refunding" and the sweep settles it once on the same key', async () => {
    const paid = await stripePaid([lines[0]!]);
    const refundNo = await askedAndAccepted(paid);
    // The click's call and the client's two retries: Stripe made the refund at the first, no answer came back; nor
    // can Stripe list the payment's refunds for now.
    fake.loseRefundAnswers(3, { how: 'reset' });
    const listUp = listDown(paid);
    const click = await accept(refundNo);
    expect(click.status).toBe(500);
    expect(click.body.message).toBe('Paying back failed; the refund stays open and can be paid back again');
    expect(madeFor(refundNo)).toHaveLength(1);
    expect((await refundOf(refundNo)).status).toBe('refunding');
    // The sweep's call times out, three times: still waiting, nothing booked or told.
    fake.loseRefundAnswers(3, { how: 'late', ms: 1500 });
    const impatient = createStripeProvider({
      secretKey: 'sk_test_shop',
      publishableKey: 'pk_test_shop',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: fake.url,
      timeoutMs: 300,
    });
    expect(await resumeStuckRefunds(ctx.db, impatient, 0)).toBe(0);
    expect((await refundOf(refundNo)).status).toBe('refunding');
    expect(await entryKeys(paid.orderId, 'refund')).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1600)); // the late answers went nowhere
    // Stripe answers again: its events come first, then the key's replay is the refund it made at the first call.
    listUp();
    await eventsBeforeTheAnswer(paid, refundNo);
    expect((await refundOf(refundNo)).status).toBe('refunding');
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    await settledOnce(paid, refundNo);
  });

  it('a 500 that Stripe then replays on the key for ever: the sweep finds the refund Stripe made and settles it once', async () => {
    const paid = await stripePaid([lines[0]!]);
    const refundNo = await askedAndAccepted(paid);
    fake.loseRefundAnswers(1, { how: 'error' });
    const listUp = listDown(paid);
    const click = await accept(refundNo);
    expect(click.status).toBe(500);
    expect(madeFor(refundNo)).toHaveLength(1);
    expect((await refundOf(refundNo)).status).toBe('refunding');
    // The key still answers its 500; the list of the payment's refunds, answering again, names the refund.
    listUp();
    await eventsBeforeTheAnswer(paid, refundNo);
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    await settledOnce(paid, refundNo);
  });

  it("money given back at Stripe's dashboard before the retry does not change what the retry asks on the key", async () => {
    const paid = await stripePaid([lines[0]!, lines[1]!]);
    const shop = paid.shops[0]!;
    const refundNo = await askedAndAccepted(paid, true);
    fake.loseRefundAnswers(3, { how: 'reset' });
    const listUp = listDown(paid);
    expect((await accept(refundNo)).status).toBe(500);
    listUp();
    const [made] = madeFor(refundNo);
    expect(made!.amount).toBe((await refundOf(refundNo)).amount);
    // Before the sweep asks again, someone gives some of the payment back at Stripe's dashboard: booked as Stripe's.
    const dash = fake.dashboardRefund(paid.intent, 500);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    // Stripe paid the refund whole at the first call: it is settled with that refund, the dashboard money unused.
    const { rows } = await ctx.db.execute<{ provider_ref: string; paid_earlier: number }>(
      sql`SELECT provider_ref, paid_earlier FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(rows[0]).toEqual({ provider_ref: made!.id, paid_earlier: 0 });
    expect(madeFor(refundNo)).toHaveLength(1);
    expect(await entryKeys(paid.orderId, `earlier:${refundNo}`)).toEqual([]);
    expect((await books(paid.orderId))[0]!.cash).toBe(heldAtStripe(paid.intent, shop.pay_amount));
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a reset connection while Stripe lists its refunds: the click itself finds the refund Stripe made and settles it once', async () => {
    const paid = await stripePaid([lines[0]!]);
    const refundNo = await askedAndAccepted(paid);
    fake.loseRefundAnswers(3, { how: 'reset' });
    const click = await accept(refundNo);
    expect(click.body.code, click.body.message).toBe(200);
    await settledOnce(paid, refundNo);
  });

  it("Stripe's events of the refund arriving before the click's answer neither book it as Stripe's nor settle it twice", async () => {
    const paid = await stripePaid([lines[0]!]);
    const refundNo = await askedAndAccepted(paid);
    fake.loseRefundAnswers(1, { how: 'late', ms: 700 });
    const clicked = accept(refundNo);
    for (let i = 0; i < 100 && madeFor(refundNo).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await eventsBeforeTheAnswer(paid, refundNo);
    const click = await clicked;
    expect(click.body.code, click.body.message).toBe(200);
    await settledOnce(paid, refundNo);
  });
});
