import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, type TestContext } from '../../../test/harness';
import { type Line, placeOrder, postAs, stockOf } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import type { StripeStandin } from '../../../test/stripe-standin';
import { stripeMall, stripePaidWithPointsAndCoupon } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../finance/ledger';
import { settleDue } from '../finance/settlement';
import { resumeStuckRefunds } from '../refunds/merchant-refunds.service';
import { completeOverdueOrders } from '../reviews/order-completion';

// Stripe's full refund of an order meeting the mall's own refunds and the order's later life (audit DT), through the
// signed webhook and the Stripe stand-in.

const stripe = stripeMall('whsec_full_refund_after', 'fra');
/** Its signed webhook, and the minute sweep's own Stripe client as jobs.ts builds it. */
const { deliver, sweepStripe } = stripe;

let ctx: TestContext;
let fake: StripeStandin;
let merchant: { token: string; merchantId: number };
let lines: Line[];

beforeAll(async () => {
  ({ ctx, fake, merchant, lines } = await stripe.start());
  // 5.00 of freight a parcel, never free: the refunds here have freight to give back.
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO shipping_templates (merchant_id, name, charge_by, rules, free, undeliverable, is_default)
    VALUES (${merchant.merchantId}, 'Flat courier', 'piece',
      ${JSON.stringify([{ regions: [], first: 1, firstFee: 500, additional: 1, additionalFee: 0 }])}::jsonb,
      '[]'::jsonb, '[]'::jsonb, false) RETURNING id`);
  for (const line of lines) {
    await ctx.db.execute(
      sql`UPDATE products SET shipping_template_id = ${rows[0]!.id}, is_virtual = false WHERE id = ${line.productId}`,
    );
  }
});
afterAll(stripe.close);

/** An order of both lines paid through Stripe with points, a shop coupon used on it (as the checkout records one). */
const stripePaid = (items: Line[] = lines) => stripePaidWithPointsAndCoupon(ctx, deliver, items);

type Paid = Awaited<ReturnType<typeof stripePaid>>;

/** Support refunds the whole payment from Stripe's dashboard; its event reaches the mall. */
async function refundAtStripe(paid: Paid) {
  const refund = fake.dashboardRefund(paid.intent, paid.order.payAmount);
  return deliver('refund.created', { ...refund, object: 'refund', status: 'succeeded' });
}

async function orderStatus(paid: Paid) {
  const { rows } = await ctx.db.execute<{ status: string }>(
    sql`SELECT status FROM shop_orders WHERE id = ${paid.order.shopOrderId}`,
  );
  return rows[0]!.status;
}

/** The shopper asks for every item back; answers the request's number. */
async function askAll(paid: Paid) {
  const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
    orderNo: paid.order.orderNo,
    itemIds: paid.order.items.map((i) => i.id),
    type: 'refund',
    reason: 'Ordered by mistake',
  });
  expect(asked.body.code, asked.body.message).toBe(200);
  return asked.body.data.refundNo;
}

const accept = (refundNo: string) => postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, merchant.token);

async function stocks() {
  return Promise.all(lines.map((l) => stockOf(ctx, l.skuId, l.productId)));
}

describe("the shop accepting a whole-order request as Stripe's full refund arrives (audit DT2)", () => {
  it('puts the goods back on the shelf once, whichever comes first', async () => {
    for (let round = 0; round < 6; round++) {
      const before = await stocks();
      const paid = await stripePaid();
      const refundNo = await askAll(paid);
      const later = (ms: number) => new Promise((done) => setTimeout(done, ms));
      const [outcome, accepted] = await Promise.all([
        later((round % 3) * 10).then(() => refundAtStripe(paid)),
        later(Math.floor(round / 3) * 15).then(() => accept(refundNo)),
      ]);
      expect(outcome).toBe('applied');
      expect(accepted.body.code, accepted.body.message).toBe(200);
      expect(await orderStatus(paid)).toBe('refunded');
      // One of each was ordered and one of each came back: the shelf holds what it held before the order.
      expect(await stocks(), `round ${round}`).toEqual(before);
    }
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

const money = (cents: number) => (cents / 100).toFixed(2);

/** The shopper's "refunded to your card" notices of the order, as the message centre shows them in `language`. */
async function shopperNotices(paid: Paid, language: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/front/notices?kind=order_refunded_at_stripe',
    headers: { ...bearer(paid.token), 'accept-language': language },
  });
  const list = (res.json() as { data: { list: { title: string; body: string }[] } }).data.list;
  return list.filter((n) => n.body.includes(paid.order.orderNo)).map((n) => ({ title: n.title, body: n.body }));
}

/** The amount the notices of `kind` about refund `refundNo` name. */
async function noticeAmounts(kind: string, refundNo: string) {
  const { rows } = await ctx.db.execute<{ amount: string }>(sql`
    SELECT vars->>'amount' AS amount FROM notices WHERE kind = ${kind} AND vars->>'refundNo' = ${refundNo} ORDER BY id`);
  return rows.map((r) => r.amount);
}

describe('a whole-order request accepted after Stripe refunded the order in full (audit DT5)', () => {
  it('is paid what was asked, freight included, and says so everywhere', async () => {
    const paid = await stripePaid();
    expect(paid.order.freight).toBeGreaterThan(0);
    const refundNo = await askAll(paid);
    const asked = (paid.order.payAmount / 100).toFixed(2);
    expect(await noticeAmounts('refund_asked', refundNo)).toEqual([asked]);
    expect(await refundAtStripe(paid)).toBe('applied');
    expect(await orderStatus(paid)).toBe('refunded');
    const accepted = await accept(refundNo);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ amount: number; freight_deducted: number; paid_earlier: number }>(
      sql`SELECT amount, freight_deducted, paid_earlier FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(rows[0]).toEqual({ amount: paid.order.payAmount, freight_deducted: 0, paid_earlier: paid.order.payAmount });
    const detail = await get<{ amount: string; freight: string }>(
      ctx.app,
      `/api/front/order/refund/detail/${refundNo}`,
      bearer(paid.token),
    );
    expect(detail.body.data).toMatchObject({ amount: asked, freight: (paid.order.freight / 100).toFixed(2) });
    expect(await noticeAmounts('refund_accepted', refundNo)).toEqual([asked]);
    expect(await noticeAmounts('refund_paid', refundNo)).toEqual([asked]);
    const order = await get<{ refundedFee: string }>(
      ctx.app,
      `/api/front/order/detail/${paid.order.orderNo}`,
      bearer(paid.token),
    );
    expect(order.body.data.refundedFee).toBe(asked);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a refund paid by the funds of a dispute the mall lost (audit DT4)', () => {
  it('shows on the order as refunded, as the refund and its notice say', async () => {
    const paid = await stripePaid();
    const charge = `ch_${paid.intent}`;
    fake.charges.set(charge, paid.intent);
    const dispute = (status: string) => ({
      id: `dp_${paid.intent}`,
      object: 'dispute',
      amount: paid.order.payAmount,
      charge,
      reason: 'fraudulent',
      status,
      evidence_details: { due_by: 1_900_000_000 },
    });
    expect(await deliver('charge.dispute.created', dispute('needs_response'))).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', dispute('needs_response'))).toBe('applied');
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: paid.order.orderNo,
      itemIds: [paid.order.items[0]!.id],
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    const { refundNo } = asked.body.data;
    // The dispute holds the money: the refund waits for it, then is paid by its funds once lost.
    // Accepted all the same: a success that says it waits for the dispute (audit FY6).
    expect((await accept(refundNo)).status).toBe(200);
    expect(await deliver('charge.dispute.closed', dispute('lost'))).toBe('applied');
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    const { rows } = await ctx.db.execute<{ status: string; amount: number; paid_earlier: number }>(
      sql`SELECT status, amount, paid_earlier FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(rows[0]).toEqual({ status: 'refunded', amount: rows[0]!.amount, paid_earlier: rows[0]!.amount });
    const amount = (rows[0]!.amount / 100).toFixed(2);
    expect(await noticeAmounts('refund_paid', refundNo)).toEqual([amount]);
    const detail = await get<{ refundedFee: string; items: { refundStatus: string }[] }>(
      ctx.app,
      `/api/front/order/detail/${paid.order.orderNo}`,
      bearer(paid.token),
    );
    // The dispute took the whole payment of the order not shipped: it is closed, its other item paid back by the
    // dispute's funds too, and the order shows all its money given back (audit EI4).
    expect(detail.body.data.items.map((i) => i.refundStatus)).toEqual(['refunded', 'refunded']);
    const whole = (paid.order.payAmount / 100).toFixed(2);
    expect(detail.body.data.refundedFee).toBe(whole);
    const list = await get<{ list: { orderNo: string; refundedFee: string }[] }>(
      ctx.app,
      '/api/front/order/list?page=1&limit=10',
      bearer(paid.token),
    );
    expect(list.body.data.list.find((o) => o.orderNo === paid.order.orderNo)?.refundedFee).toBe(whole);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('an order Stripe refunds after it was shipped (audit DT3)', () => {
  /** Ships the order, has Stripe refund `amount` of it from its dashboard, and the shopper receive it; it completes. */
  async function shippedRefundedCompleted(amount: (paid: Paid) => number) {
    const paid = await stripePaid();
    const shipped = await postAs(ctx, `/api/merchant/orders/${paid.order.orderNo}/ship`, merchant.token, {
      courierCompany: 'Speedy Post',
      trackingNo: `SP${paid.order.shopOrderId}`,
    });
    expect(shipped.body.code, shipped.body.message).toBe(200);
    const refund = fake.dashboardRefund(paid.intent, amount(paid));
    expect(
      await deliver('charge.refunded', { id: `ch_${paid.intent}`, object: 'charge', payment_intent: paid.intent }),
    ).toBe('applied');
    // The goods travel: the order is not closed.
    expect(await orderStatus(paid)).toBe('to_receive');
    const taken = await postAs(ctx, `/api/front/order/take/${paid.order.orderNo}`, paid.token);
    expect(taken.body.code, taken.body.message).toBe(200);
    expect(await completeOverdueOrders(ctx.db, 0)).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(paid)).toBe('completed');
    const { rows } = await ctx.db.execute<{ points: number; money: number }>(sql`
      SELECT points, money FROM points_ledger WHERE shop_order_id = ${paid.order.shopOrderId} AND type = 'earn'`);
    return { paid, refund, earned: rows };
  }

  it('refunded in full, it earns no points when it completes', async () => {
    const { paid, earned } = await shippedRefundedCompleted((paid) => paid.order.payAmount);
    expect(earned).toEqual([]);
    // The shopper was told the money is back on the card; the order, shipped, was not closed.
    const [told] = await shopperNotices(paid, 'en');
    expect(told).toEqual({
      title: `$${money(paid.order.payAmount)} refunded to your card for order ${paid.order.orderNo}`,
      body: expect.stringMatching(
        /^\$[\d,.]+ of your payment for order \S+ with .+ was refunded to your card by the mall\.$/,
      ),
    });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('refunded in part, it earns on what the shopper kept paying for', async () => {
    const { paid, earned } = await shippedRefundedCompleted(() => 1000);
    const goods = paid.order.payAmount - paid.order.freight;
    expect(earned).toEqual([{ points: Math.floor((goods - 1000) / 100), money: goods - 1000 }]);
  });
});

describe('the shopper\'s "refunded to your card" notice (audit DT9)', () => {
  it('names the part refunded and the points and coupon given back now, in six languages', async () => {
    const paid = await stripePaid();
    // The shop refunds the first item through Stripe: its points come back with it.
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: paid.order.orderNo,
      itemIds: [paid.order.items[0]!.id],
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect((await accept(asked.body.data.refundNo)).body.code).toBe(200);
    const { rows: first } = await ctx.db.execute<{ amount: number; points: number }>(
      sql`SELECT amount, points FROM refunds WHERE refund_no = ${asked.body.data.refundNo}`,
    );
    const before = await paid.balance();
    // Support refunds the rest from Stripe's dashboard: the order empties and closes.
    const rest = paid.order.payAmount - first[0]!.amount;
    const refund = fake.dashboardRefund(paid.intent, rest);
    expect(await deliver('refund.created', { ...refund, object: 'refund', status: 'succeeded' })).toBe('applied');
    expect(await orderStatus(paid)).toBe('refunded');
    const back = (await paid.balance()) - before;
    expect(back).toBeGreaterThan(0);
    expect(await paid.couponStatus()).toBe('unused');
    const [en] = await shopperNotices(paid, 'en');
    expect(en!.title).toBe(`$${money(rest)} refunded to your card for order ${paid.order.orderNo}`);
    expect(en!.body).toMatch(new RegExp(`^\\$${money(rest).replace('.', '\\.')} of your payment for order `));
    expect(en!.body).toContain(
      `by the mall. The order was not shipped: it is closed. The ${back} points you used on it are back in your account. The coupons you used on it are back in your account.`,
    );
    const words: Record<string, string[]> = {
      fr: [`Les ${back} points utilisés`, 'Les coupons utilisés', 'elle est close.'],
      es: [`Los ${back} puntos que usaste`, 'Los cupones que usaste', 'está cerrado.'],
      th: [`คะแนน ${back} คะแนนที่คุณใช้`, 'คูปองที่คุณใช้', 'จึงถูกปิด'],
      lo: [`ຄະແນນ ${back} ຄະແນນ`, 'ຄູປອງທີ່ທ່ານໃຊ້', 'ຈຶ່ງຖືກປິດ'],
      'zh-CN': [`${back} 积分已退回`, '优惠券已退回', '已关闭。'],
    };
    for (const [language, expected] of Object.entries(words)) {
      const [told] = await shopperNotices(paid, language);
      for (const text of expected) expect(told!.body, language).toContain(text);
      expect(told!.body, language).not.toContain('{');
    }
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('promises no points or coupons for an order that used none', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!], false, false);
    const started = await post(
      ctx.app,
      '/api/front/pay/payment',
      { orderNo: order.parentNo, payType: 'card' },
      { headers: bearer(token) },
    );
    expect(started.body.code, started.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ provider_ref: string; amount: number }>(sql`
      SELECT p.provider_ref, p.amount FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE o.order_no = ${order.parentNo}`);
    const intent = rows[0]!.provider_ref;
    expect(
      await deliver('payment_intent.succeeded', {
        id: intent,
        object: 'payment_intent',
        amount: rows[0]!.amount,
        currency: 'usd',
      }),
    ).toBe('applied');
    const refund = fake.dashboardRefund(intent, order.payAmount);
    expect(await deliver('refund.created', { ...refund, object: 'refund', status: 'succeeded' })).toBe('applied');
    const paid = { token, order } as Paid;
    const [en] = await shopperNotices(paid, 'en');
    expect(en!.body).toMatch(/by the mall\. The order was not shipped: it is closed\.$/);
    for (const language of ['fr', 'es', 'th', 'lo', 'zh-CN']) {
      const [told] = await shopperNotices(paid, language);
      expect(told!.body, language).not.toMatch(/points|puntos|คะแนน|ຄະແນນ|积分|coupon|cupon|คูปอง|ຄູປອງ|优惠券/);
    }
  });
});

describe("the operator's notice of a new dispute (audit DT8)", () => {
  /** The operators' notices of a new dispute about `orderNo`, as the console shows them in `language`. */
  async function operatorOpened(orderNo: string, language: string) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/notices?kind=dispute_opened_seen',
      headers: { ...bearer(await adminToken(ctx.db)), 'accept-language': language },
    });
    const list = (res.json() as { data: { list: { body: string }[] } }).data.list;
    return list.filter((n) => n.body.includes(orderNo)).map((n) => n.body);
  }

  async function disputed(paid: Paid) {
    const charge = `ch_${paid.intent}`;
    fake.charges.set(charge, paid.intent);
    const open = {
      id: `dp_${paid.intent}`,
      object: 'dispute',
      amount: paid.order.payAmount,
      charge,
      reason: 'fraudulent',
      status: 'needs_response',
      evidence_details: { due_by: 1_900_000_000 },
    };
    expect(await deliver('charge.dispute.funds_withdrawn', open)).toBe('applied');
    expect(await deliver('charge.dispute.created', open)).toBe('applied');
  }

  it("says the shop's available balance is taken when the order was settled, in six languages", async () => {
    const paid = await stripePaid();
    await ctx.db.execute(sql`
      UPDATE shop_orders SET status = 'completed', completed_at = now() - make_interval(days => 60)
      WHERE id = ${paid.order.shopOrderId}`);
    await settleDue(ctx.db, { days: 0 });
    await disputed(paid);
    const [en] = await operatorOpened(paid.order.orderNo, 'en');
    expect(en).toMatch(
      /the order was already settled: \$[\d,.]+ is taken from the shop's available balance until it closes\. The dispute is for \$[\d,.]+ of the payment in all\.$/,
    );
    expect(en).not.toContain('held');
    const words: Record<string, string> = {
      fr: 'solde disponible de la boutique',
      es: 'saldo disponible de la tienda',
      th: 'ยอดที่ใช้ได้ของร้าน',
      lo: 'ຍອດທີ່ໃຊ້ໄດ້ຂອງຮ້ານ',
      'zh-CN': '店铺的可用余额',
    };
    for (const [language, text] of Object.entries(words)) {
      expect((await operatorOpened(paid.order.orderNo, language))[0], language).toContain(text);
    }
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it("says nothing of the shop's is at stake when the order was refunded before, and held otherwise", async () => {
    const refunded = await stripePaid();
    expect((await accept(await askAll(refunded))).body.code).toBe(200);
    await disputed(refunded);
    const [none] = await operatorOpened(refunded.order.orderNo, 'en');
    expect(none).toContain("none of the shop's balance is at stake");
    expect(none).not.toContain('held');
    // The platform bears the dispute, and the refund already made answers it (audit EI5).
    expect(none).toContain('the platform bears that part unless the dispute is won');
    expect(none).toContain('already refunded to the buyer: answer the dispute with that refund as evidence.');
    const pending = await stripePaid();
    await disputed(pending);
    const [held] = await operatorOpened(pending.order.orderNo, 'en');
    expect(held).toContain("the order's money is held in the shop's pending balance until it closes.");
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
