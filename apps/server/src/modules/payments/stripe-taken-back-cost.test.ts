import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { otherShopStaff, postAs } from '../../../test/refund-helpers';
import { type StripeStandin, startStripeStandin } from '../../../test/stripe-standin';
import { stripeWebhook } from '../../../test/stripe-webhook';
import {
  addAddress,
  createOrder,
  makeCoupon,
  pickSku,
  receive,
  type Sku,
  startCheckout,
} from '../coupons/checkout-fixtures';
import { ledgerDiscrepancies } from '../finance/ledger';
import { resumeStuckRefunds } from '../refunds/merchant-refunds.service';
import { createStripeProvider } from './stripe-provider';

/**
 * Audit ET4 (fix-ER, decision 0051 "Who is told"): a dashboard refund that pays a refund of the mall whose card
 * payment failed tells the shop what it is charged in the end. With a platform-funded discount (a platform coupon
 * shared by two shops) and a commission, that figure must be exactly what the shop's balance moved by once the sweep
 * booked the refund's `earlier:RE…:<n>`, not a cent off.
 */
const SECRET = 'whsec_taken_back_cost';
let ctx: TestContext;
let fake: StripeStandin;
let shopA: { token: string; merchantId: number };
let shopB: { token: string; merchantId: number };
let a1: Sku;
let a2: Sku;
let b1: Sku;
const sweeper = () =>
  createStripeProvider({
    secretKey: 'sk_test_c',
    publishableKey: 'pk_test_c',
    webhookSecret: SECRET,
    apiBase: fake.url,
  });

beforeAll(async () => {
  fake = await startStripeStandin();
  ctx = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_c',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_c',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: fake.url,
  });
  shopA = await merchantToken(ctx.db);
  shopB = await otherShopStaff(ctx, shopA.merchantId);
  a1 = await pickSku(ctx, shopA.merchantId, 3333, 0);
  a2 = await pickSku(ctx, shopA.merchantId, 2001, 1);
  b1 = await pickSku(ctx, shopB.merchantId, 1999, 0);
  await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 1250 WHERE id = ${shopA.merchantId}`);
  await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 733 WHERE id = ${shopB.merchantId}`);
});
afterAll(async () => {
  await ctx?.db.execute(
    sql`UPDATE merchants SET commission_bp = NULL WHERE id IN (${shopA.merchantId}, ${shopB.merchantId})`,
  );
  await ctx?.close();
  await fake?.close();
});

const { deliver } = stripeWebhook(() => ctx, SECRET, 'cost');

/** a1, a2 of shop A and b1 of shop B, with a platform coupon of 10.03 shared by the two shops, paid through Stripe. */
async function paidWithPlatformCoupon() {
  const buyer = await newShopper(ctx.db);
  const addressId = await addAddress(ctx, buyer.token);
  const platform = await receive(ctx, buyer.token, await makeCoupon(ctx, { merchantId: 0, amount: 1003 }));
  const pre = await startCheckout(ctx, buyer.token, [
    { sku: a1, quantity: 1 },
    { sku: a2, quantity: 1 },
    { sku: b1, quantity: 1 },
  ]);
  const created = await createOrder(ctx, buyer.token, pre, addressId, { couponIds: [platform] });
  expect(created.body.code, created.body.message).toBe(200);
  const orderNo = created.body.data.orderNo;
  const started = await post(
    ctx.app,
    '/api/front/pay/payment',
    { orderNo, payType: 'card' },
    { headers: bearer(buyer.token) },
  );
  expect(started.body.code, started.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ provider_ref: string; amount: number; order_id: number }>(sql`
    SELECT p.provider_ref, p.amount, p.order_id FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE o.order_no = ${orderNo}`);
  const pay = rows[0]!;
  expect(
    await deliver('payment_intent.succeeded', {
      id: pay.provider_ref,
      object: 'payment_intent',
      amount: pay.amount,
      currency: 'usd',
    }),
  ).toBe('applied');
  const { rows: shops } = await ctx.db.execute<{ id: number; order_no: string; merchant_id: number }>(sql`
    SELECT id, order_no, merchant_id FROM shop_orders WHERE order_id = ${pay.order_id}
    ORDER BY merchant_id = ${shopA.merchantId} DESC`);
  // The platform's coupon is shared by both shop orders: each holds a platform-funded discount.
  const { rows: discounts } = await ctx.db.execute<{ discount: number }>(sql`
    SELECT coalesce(sum(i.platform_discount), 0)::int AS discount FROM shop_orders so
      JOIN order_items i ON i.shop_order_id = so.id
    WHERE so.order_id = ${pay.order_id} GROUP BY so.id ORDER BY so.id`);
  expect(discounts.every((d) => d.discount > 0)).toBe(true);
  return { token: buyer.token, intent: pay.provider_ref, shops };
}

/** A shop's share of a shop order in its balances (pending plus available), as its finance page sums it. */
async function shopMoney(shopOrderId: number) {
  const { rows } = await ctx.db.execute<{ shop: number }>(sql`
    SELECT coalesce(-sum(l.amount), 0)::int AS shop FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.shop_order_id = ${shopOrderId} AND l.account IN ('merchant_pending', 'merchant_available')`);
  return rows[0]!.shop;
}

async function toldCost(orderNo: string, ref: string) {
  const { rows } = await ctx.db.execute<{ cost: string }>(sql`
    SELECT DISTINCT vars->>'cost' AS cost FROM notices
    WHERE kind = 'payment_taken_back' AND vars->>'orderNo' = ${orderNo} AND vars->>'ref' = ${ref}`);
  expect(rows).toHaveLength(1);
  return rows[0]!.cost;
}

describe('what a dashboard refund paying a failed refund costs the shop, with a platform-funded discount (audit ET4)', () => {
  it.each([777, 1001, 1234, 2500])(
    'tells each shop what its balance moved by (%i cents beyond the refund)',
    async (extra) => {
      const paid = await paidWithPlatformCoupon();
      const [a, b] = paid.shops;
      const { rows: items } = await ctx.db.execute<{ id: number }>(
        sql`SELECT id FROM order_items WHERE shop_order_id = ${a!.id} AND sku_id = ${a1.skuId}`,
      );
      const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
        orderNo: a!.order_no,
        itemIds: [items[0]!.id],
        type: 'refund',
        reason: 'Ordered by mistake',
      });
      expect(asked.body.code, asked.body.message).toBe(200);
      const refundNo = asked.body.data.refundNo;
      const accepted = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, shopA.token);
      expect(accepted.body.code, accepted.body.message).toBe(200);
      const { rows: refund } = await ctx.db.execute<{ amount: number; provider_ref: string }>(
        sql`SELECT amount::int, provider_ref FROM refunds WHERE refund_no = ${refundNo}`,
      );
      // The card refuses the refund: it is owed again, and waits for its money.
      expect(await deliver('refund.updated', { ...fake.failRefund(refund[0]!.provider_ref) })).toBe('applied');
      const before = [await shopMoney(a!.id), await shopMoney(b!.id)];

      // The operator refunds the refund's amount and more at Stripe's dashboard; the sweep then settles the refund.
      const dash = fake.dashboardRefund(paid.intent, refund[0]!.amount + extra);
      expect(await deliver('refund.created', { ...dash, object: 'refund', status: 'succeeded' })).toBe('applied');
      const calls = fake.refunds.length;
      expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBeGreaterThanOrEqual(1);
      expect(fake.refunds.length).toBe(calls);
      const { rows: settled } = await ctx.db.execute<{ status: string }>(
        sql`SELECT status FROM refunds WHERE refund_no = ${refundNo}`,
      );
      expect(settled[0]!.status).toBe('refunded');

      const moved = [before[0]! - (await shopMoney(a!.id)), before[1]! - (await shopMoney(b!.id))];
      expect([await toldCost(a!.order_no, dash.id), await toldCost(b!.order_no, dash.id)]).toEqual(
        moved.map((m) => (m / 100).toFixed(2)),
      );
      expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
    },
  );
});
