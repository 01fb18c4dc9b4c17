import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, type TestContext } from '../../../test/harness';
import { flat, useTemplate } from '../../../test/money-fixtures';
import { postAs } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import type { StripeStandin } from '../../../test/stripe-standin';
import { refundObject, stripeMall } from '../../../test/stripe-webhook';
import { createSession } from '../../platform/session';
import {
  addAddress,
  createOrder,
  makeCoupon,
  openShops,
  pickSku,
  receive,
  type Sku,
  startCheckout,
} from '../coupons/checkout-fixtures';
import { ledgerDiscrepancies } from '../finance/ledger';
import { resumeStuckRefunds } from './merchant-refunds.service';

// Audit FY: what shoppers and shops are told about money in the rarer cases. The fixture of the audit's scratch test:
// one Stripe payment over three shops (A = 0.01×7 + 33.33×3 with a 7.77 shop coupon; B = 9.99×7 + 1.01 freight;
// C = 33.33×3 + 0.01×3), a 10.01 mall coupon and 5000 points at value 70.

const mall = stripeMall('whsec_fix_gb', 'gb');
let ctx: TestContext;
let fake: StripeStandin;
let shops: [number, number, number];
let admin: string;
const staff = new Map<number, string>();
const skus: Sku[] = [];

async function ownerOf(merchantId: number): Promise<string> {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO users (nickname, email) VALUES ('owner', ${`owner.${randomBytes(5).toString('hex')}@example.org`})
    RETURNING id`);
  await ctx.db.execute(
    sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${rows[0]!.id}, 'owner')`,
  );
  return createSession(ctx.db, rows[0]!.id);
}

beforeAll(async () => {
  const started = await mall.start(1);
  ctx = started.ctx;
  fake = started.fake;
  await ctx.db.execute(sql`
    INSERT INTO settings (key, value)
    VALUES ('points', '{"earnRate": 1, "frozenDays": 0, "value": 70, "maxShare": 50}'::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
  shops = (await openShops(ctx, 3)) as [number, number, number];
  const [A, B, C] = shops;
  const a1 = await pickSku(ctx, A, 1, 0);
  const a2 = await pickSku(ctx, A, 3333, 1);
  const b1 = await pickSku(ctx, B, 999, 0);
  const c1 = await pickSku(ctx, C, 3333, 0);
  const c2 = await pickSku(ctx, C, 1, 1);
  skus.push(a1, a2, b1, c1, c2);
  await useTemplate(ctx, A, [a1, a2], [flat(0)]);
  await useTemplate(ctx, B, [b1], [flat(101)]);
  await useTemplate(ctx, C, [c1, c2], [flat(0)]);
  for (const s of shops) staff.set(s, await ownerOf(s));
  admin = await adminToken(ctx.db);
}, 120_000);
afterAll(() => mall.close());

type ShopRow = { id: number; order_no: string; merchant_id: number; pay_amount: number; points_discount: number };

/** The audit's checkout, paid through Stripe: its shop orders (A, B, C) and their items. */
async function placeBig() {
  const { id: userId, token } = await newShopper(ctx.db);
  const [a1, a2, b1, c1, c2] = skus as [Sku, Sku, Sku, Sku, Sku];
  await ctx.db.execute(sql`
    INSERT INTO points_ledger (user_id, type, points, money, title, available_at, created_at)
    VALUES (${userId}, 'earn', 5000, 5000, 'gift', now() - interval '30 days', now() - interval '40 days')`);
  const platform = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 1001, minSpend: 0 }));
  const shopCoupon = await receive(
    ctx,
    token,
    await makeCoupon(ctx, { merchantId: shops[0], amount: 777, minSpend: 0 }),
  );
  const addressId = await addAddress(ctx, token);
  const pre = await startCheckout(ctx, token, [
    { sku: a1, quantity: 7 },
    { sku: a2, quantity: 3 },
    { sku: b1, quantity: 7 },
    { sku: c1, quantity: 3 },
    { sku: c2, quantity: 3 },
  ]);
  const created = await createOrder(ctx, token, pre, addressId, { couponIds: [platform, shopCoupon], usePoints: true });
  expect(created.body.code, created.body.message).toBe(200);
  const parentNo: string = created.body.data.orderNo;
  const started = await post(
    ctx.app,
    '/api/front/pay/payment',
    { orderNo: parentNo, payType: 'card' },
    {
      headers: bearer(token),
    },
  );
  expect(started.body.code, started.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ provider_ref: string; amount: number; order_id: number }>(sql`
    SELECT p.provider_ref, p.amount, p.order_id FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE o.order_no = ${parentNo} AND p.status <> 'refund'`);
  const intent = rows[0]!;
  expect(
    await mall.deliver('payment_intent.succeeded', {
      id: intent.provider_ref,
      object: 'payment_intent',
      amount: intent.amount,
      currency: 'usd',
    }),
  ).toBe('applied');
  const { rows: so } = await ctx.db.execute<ShopRow>(sql`
    SELECT id, order_no, merchant_id, pay_amount, points_discount FROM shop_orders WHERE order_id = ${intent.order_id}
    ORDER BY merchant_id`);
  const { rows: items } = await ctx.db.execute<{ id: number; shop_order_id: number }>(sql`
    SELECT i.id, i.shop_order_id FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id
    WHERE s.order_id = ${intent.order_id} ORDER BY i.id`);
  const shop = (merchantId: number) => {
    const row = so.find((s) => s.merchant_id === merchantId)!;
    return { ...row, itemIds: items.filter((i) => i.shop_order_id === row.id).map((i) => i.id) };
  };
  return { userId, token, parentNo, intent, A: shop(shops[0]), B: shop(shops[1]), C: shop(shops[2]) };
}

const ask = (token: string, shopOrderNo: string, itemIds: number[], lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/front/order/refund',
    headers: { ...bearer(token), 'accept-language': lang },
    payload: { orderNo: shopOrderNo, itemIds, type: 'refund', reason: 'No longer needed' },
  });
const act = (merchantId: number, action: string, refundNo: string, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/merchant/refunds/${refundNo}/${action}`,
    headers: { ...bearer(staff.get(merchantId)!), 'accept-language': lang },
  });
async function asked(token: string, shopOrderNo: string, itemIds: number[]): Promise<string> {
  const res = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', token, {
    orderNo: shopOrderNo,
    itemIds,
    type: 'refund',
    reason: 'No longer needed',
  });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.refundNo;
}
async function paid(merchantId: number, refundNo: string) {
  const res = await act(merchantId, 'accept', refundNo);
  expect(res.json().code, res.json().message).toBe(200);
}

type Told = { refundedFee: string; heldForBuyerFee: string; paidAnotherWayFee: string; status: string };
async function detail(token: string, orderNo: string, lang: string) {
  const res = await get<Told & { shopOrders: (Told & { orderNo: string })[] }>(
    ctx.app,
    `/api/front/order/detail/${orderNo}`,
    { ...bearer(token), 'accept-language': lang },
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data;
}

const cents = (amount: number) => (amount / 100).toFixed(2);
const pick = ({ status, refundedFee, heldForBuyerFee, paidAnotherWayFee }: Told) => ({
  status,
  refundedFee,
  heldForBuyerFee,
  paidAnotherWayFee,
});

function dispute(intent: { provider_ref: string; amount: number }, id: string) {
  const charge = `ch_${intent.provider_ref}`;
  fake.charges.set(charge, intent.provider_ref);
  return (status: string) => ({
    id: `${id}_${intent.provider_ref}`,
    object: 'dispute',
    amount: intent.amount,
    charge,
    reason: 'fraudulent',
    status,
    evidence_details: { due_by: 1_900_000_000 },
  });
}

describe('a refund closed for customer service, on the shopper order pages (audit FY1)', () => {
  it('is not counted as refunded to the card: the platform holds it, then pays it another way', async () => {
    const { token, parentNo, intent, A, B } = await placeBig();
    // A line of A paid back to the card, as usual.
    const cardRefund = await asked(token, A.order_no, [A.itemIds[0]!]);
    await paid(shops[0], cardRefund);
    const { rows: aPaid } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${cardRefund}`,
    );
    const toCard = aPaid[0]!.amount;
    expect(toCard).toBeGreaterThan(0);
    // All of B, accepted; Stripe fails its payment three times: closed for customer service (decision 0052).
    const refundNo = await asked(token, B.order_no, B.itemIds);
    await paid(shops[1], refundNo);
    for (let k = 0; k < 3; k++) {
      const mine = fake.refundList.filter((x) => x.payment_intent === intent.provider_ref && x.status === 'succeeded');
      const failed = fake.failRefund(mine[mine.length - 1]!.id);
      await mall.deliver('refund.updated', { ...failed });
      await resumeStuckRefunds(ctx.db, mall.sweepStripe(), 0);
    }
    const { rows } = await ctx.db.execute<{ status: string; refuse_reason: string }>(
      sql`SELECT status, refuse_reason FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(rows[0]!.status).toBe('refunded');
    expect(rows[0]!.refuse_reason).toContain('three times');

    for (const lang of ['en', 'th']) {
      expect(pick(await detail(token, B.order_no, lang)), lang).toEqual({
        status: 'refunded',
        refundedFee: '0.00',
        heldForBuyerFee: cents(B.pay_amount),
        paidAnotherWayFee: '0.00',
      });
      const checkout = await detail(token, parentNo, lang);
      expect(pick(checkout), lang).toMatchObject({
        refundedFee: cents(toCard),
        heldForBuyerFee: cents(B.pay_amount),
        paidAnotherWayFee: '0.00',
      });
      expect(pick(checkout.shopOrders.find((s) => s.orderNo === A.order_no)!)).toMatchObject({
        refundedFee: cents(toCard),
        heldForBuyerFee: '0.00',
      });
    }
    const list = await get<{ list: (Told & { orderNo: string })[] }>(
      ctx.app,
      '/api/front/order/list?status=0&page=1&limit=20',
      bearer(token),
    );
    expect(pick(list.body.data.list.find((o) => o.orderNo === B.order_no)!)).toMatchObject({
      refundedFee: '0.00',
      heldForBuyerFee: cents(B.pay_amount),
    });

    // The operator pays 10.00 of it another way: said so, still not "to the card".
    const other = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refundNo}/paid-another-way`,
      headers: bearer(admin),
      payload: { amount: '10.00', note: 'Bank transfer 42', requestId: `gb-${randomBytes(6).toString('hex')}` },
    });
    expect(other.json().code, other.json().message).toBe(200);
    expect(pick(await detail(token, B.order_no, 'th'))).toEqual({
      status: 'refunded',
      refundedFee: '0.00',
      heldForBuyerFee: cents(B.pay_amount - 1000),
      paidAnotherWayFee: '10.00',
    });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a refund asked after a lost dispute (audit FY2)', () => {
  it('says the bank gave the payment back, not the payment provider', async () => {
    const { token, intent, A } = await placeBig();
    const of = dispute(intent, 'dp_gb2');
    await mall.deliver('charge.dispute.created', of('needs_response'));
    await mall.deliver('charge.dispute.funds_withdrawn', of('needs_response'));
    await mall.deliver('charge.dispute.closed', of('lost'));
    const en = await ask(token, A.order_no, A.itemIds);
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      'Your bank returned the payment of this order to you after a dispute (a chargeback): there is nothing left to refund',
    );
    const th = await ask(token, A.order_no, A.itemIds, 'th');
    expect(th.json().message).toBe(
      'ธนาคารของคุณได้คืนเงินที่ชำระสำหรับคำสั่งซื้อนี้ให้คุณแล้วหลังการโต้แย้ง (การปฏิเสธการชำระเงิน) จึงไม่มียอดเหลือให้คืนเงินอีก',
    );
  });
});

describe('a refund accepted while a dispute is open (audit FY6)', () => {
  it('answers a success that says it waits for the dispute, with the refund "refunding"', async () => {
    const { token, intent, B } = await placeBig();
    const of = dispute(intent, 'dp_gb6');
    await mall.deliver('charge.dispute.created', of('needs_response'));
    await mall.deliver('charge.dispute.funds_withdrawn', of('needs_response'));
    const refundNo = await asked(token, B.order_no, B.itemIds);
    const accepted = await act(shops[1], 'accept', refundNo, 'fr');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(
      'Un litige avec la banque de l’acheteur est ouvert pour ce paiement : le remboursement est accepté et sera payé à la clôture du litige',
    );
    expect(accepted.json().data).toMatchObject({ refundNo, status: 'refunding' });
    // A second click is told the refund was handled, as before.
    expect((await act(shops[1], 'accept', refundNo)).statusCode).toBe(409);
  });
});

describe('the points given back by refunds (audit FY3)', () => {
  it('carry the money those points paid, summing to the spend when everything is refunded', async () => {
    // Today's value differs from the sale's: the money given back is what the points paid then.
    const { userId, token, A, B, C } = await placeBig();
    await ctx.db.execute(sql`
      UPDATE settings SET value = '{"earnRate": 1, "frozenDays": 0, "value": 100, "maxShare": 50}'::jsonb
      WHERE key = 'points'`);
    try {
      for (const [merchantId, shop] of [
        [shops[0], A],
        [shops[1], B],
        [shops[2], C],
      ] as const) {
        await paid(merchantId, await asked(token, shop.order_no, shop.itemIds));
      }
    } finally {
      await ctx.db.execute(sql`
        UPDATE settings SET value = '{"earnRate": 1, "frozenDays": 0, "value": 70, "maxShare": 50}'::jsonb
        WHERE key = 'points'`);
    }
    const { rows } = await ctx.db.execute<{
      type: string;
      shop_order_id: number | null;
      points: number;
      money: number;
    }>(
      sql`SELECT type, shop_order_id, points, money FROM points_ledger
        WHERE user_id = ${userId} AND type IN ('spend', 'return') ORDER BY id`,
    );
    const spend = rows.filter((r) => r.type === 'spend');
    const returns = rows.filter((r) => r.type === 'return');
    expect(returns.length).toBe(3);
    for (const shop of [A, B, C]) {
      expect(returns.find((r) => r.shop_order_id === shop.id)?.money, shop.order_no).toBe(shop.points_discount);
    }
    const sum = (xs: { points: number; money: number }[], k: 'points' | 'money') => xs.reduce((n, r) => n + r[k], 0);
    // The spend row: −4999 points for 71.41 (its money is kept positive).
    expect(sum(spend, 'money')).toBe(A.points_discount + B.points_discount + C.points_discount);
    expect(sum(returns, 'money')).toBe(sum(spend, 'money'));
    expect(sum(returns, 'points')).toBe(-sum(spend, 'points'));
  });
});

describe('the points given back when Stripe refunds the rest of a checkout (audit FY3)', () => {
  it('carry the money the points took off the goods no refund of the mall gave back', async () => {
    const { userId, token, intent, A, B, C } = await placeBig();
    // One line of A through the mall, then the rest of the payment refunded at Stripe's dashboard: the mall closes
    // the shop orders and gives back the points their goods took.
    await paid(shops[0], await asked(token, A.order_no, [A.itemIds[0]!]));
    const back = fake.refundList
      .filter((r) => r.payment_intent === intent.provider_ref && r.status === 'succeeded')
      .reduce((n, r) => n + r.amount, 0);
    const dashboard = fake.dashboardRefund(intent.provider_ref, intent.amount - back);
    // Today's value differs from the sale's, as in the test above.
    await ctx.db.execute(sql`
      UPDATE settings SET value = '{"earnRate": 1, "frozenDays": 0, "value": 100, "maxShare": 50}'::jsonb
      WHERE key = 'points'`);
    try {
      expect(await mall.deliver('refund.created', refundObject(dashboard))).toBe('applied');
    } finally {
      await ctx.db.execute(sql`
        UPDATE settings SET value = '{"earnRate": 1, "frozenDays": 0, "value": 70, "maxShare": 50}'::jsonb
        WHERE key = 'points'`);
    }
    const { rows: states } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM shop_orders WHERE id IN (${A.id}, ${B.id}, ${C.id})`,
    );
    expect(states.map((r) => r.status)).toEqual(['refunded', 'refunded', 'refunded']);
    const { rows } = await ctx.db.execute<{ type: string; points: number; money: number }>(sql`
      SELECT type, points, money FROM points_ledger WHERE user_id = ${userId} AND type IN ('spend', 'return')`);
    const sum = (type: string, k: 'points' | 'money') =>
      rows.filter((r) => r.type === type).reduce((n, r) => n + r[k], 0);
    expect(sum('return', 'points')).toBe(-sum('spend', 'points'));
    expect(sum('return', 'money')).toBe(sum('spend', 'money'));
  });
});
