import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { createStripeProvider } from '../src/modules/payments/stripe-provider';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from './harness';
import { type Line, placeOrder, skusOf } from './refund-helpers';
import { type StripeStandin, startStripeStandin } from './stripe-standin';

/**
 * Stripe's events sent to the mall's webhook, signed with `secret` as Stripe signs them (its own library's test
 * header). `ctx` is read at each call: test files start their app in `beforeAll`.
 */
export function stripeWebhook(ctx: () => TestContext, secret: string, prefix: string) {
  const signer = new Stripe('sk_test_signer');
  let seq = 0;
  /** The webhook's answer as it is (a test of a refused or early event reads its status). */
  const send = (type: string, object: Record<string, unknown>, id = `evt_${prefix}_${++seq}`) => {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return ctx().app.inject({
      method: 'POST',
      url: '/api/pay/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
  };
  /** The event's outcome ("applied", "duplicate", "ignored"), the answer a 200. */
  const deliver = async (type: string, object: Record<string, unknown>, id?: string) => {
    const res = await send(type, object, id);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { outcome: string } }).data.outcome;
  };
  return { send, deliver };
}

/** The Stripe keys of the app under test (its webhook secret is each file's own). */
const SECRET_KEY = 'sk_test_shop';
const PUBLISHABLE_KEY = 'pk_test_shop';

/**
 * The mall of a Stripe money test file: the app with Stripe configured against a fresh stand-in. `start` it in the
 * file's `beforeAll`: it answers the app, the stand-in, the demo shop's staff session and `lineCount` of its in-stock
 * lines. `close` it in the file's `afterAll`. `send`/`deliver` are its signed webhook (events numbered
 * `evt_<prefix>_N`), `sweepStripe` the minute sweep's own Stripe client as jobs.ts builds it, `paid` a new shopper's
 * order paid through it, and `running` the app, the stand-in and the shop's session it started (for shared steps).
 */
export function stripeMall(webhookSecret: string, prefix: string) {
  let ctx: TestContext | undefined;
  let fake: StripeStandin | undefined;
  let merchant: { token: string; merchantId: number } | undefined;
  /** The app, the stand-in and the demo shop's staff session, once started. */
  const running = () => {
    if (!ctx || !fake || !merchant) throw new Error('stripeMall: start it in beforeAll first');
    return { ctx, fake, merchant };
  };
  const start = async (lineCount = 2) => {
    fake = await startStripeStandin();
    ctx = await startTestApp({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.url,
    });
    merchant = await merchantToken(ctx.db);
    return { ctx, fake, merchant, lines: await skusOf(ctx, merchant.merchantId, lineCount) };
  };
  const close = async () => {
    await ctx?.close();
    await fake?.close();
  };
  const { send, deliver } = stripeWebhook(() => running().ctx, webhookSecret, prefix);
  const sweepStripe = () =>
    createStripeProvider({
      secretKey: SECRET_KEY,
      publishableKey: PUBLISHABLE_KEY,
      webhookSecret,
      apiBase: running().fake.url,
    });
  /**
   * A new shopper's order of `items` (with 300 points given first and spent on it when `points`), paid through Stripe:
   * the intent, then its signed success; its charge (`ch_<intent>`) known to the stand-in. Answers the shopper, the
   * order as placed, the intent's id and amount, the charge and the checkout's shop orders.
   */
  const paid = async (items: Line[], { points = false } = {}) => {
    const { ctx, fake } = running();
    const { id: userId, token } = await newShopper(ctx.db);
    if (points) await givePoints(ctx, userId);
    const order = await placeOrder(ctx, token, items, false, points);
    const intent = await payThroughStripe(ctx, deliver, token, order.parentNo);
    const charge = `ch_${intent.provider_ref}`;
    fake.charges.set(charge, intent.provider_ref);
    const { rows: shops } = await ctx.db.execute<{
      id: number;
      order_no: string;
      merchant_id: number;
      pay_amount: number;
    }>(sql`
      SELECT id, order_no, merchant_id, pay_amount::int FROM shop_orders WHERE order_id = ${intent.order_id} ORDER BY id`);
    return {
      userId,
      token,
      order,
      orderId: intent.order_id,
      intent: intent.provider_ref,
      captured: Number(intent.amount),
      charge,
      shops,
    };
  };
  return { start, close, running, send, deliver, sweepStripe, paid };
}

export type StripeMall = ReturnType<typeof stripeMall>;

/** 300 points given to the shopper, to spend at checkout. */
async function givePoints(ctx: TestContext, userId: number) {
  await ctx.db.execute(sql`
    INSERT INTO points_ledger (user_id, type, points, money, title) VALUES (${userId}, 'earn', 300, 300, 'gift')`);
}

/** The shopper pays checkout `parentNo` by card: the intent, then its signed success. Answers the payment's row. */
async function payThroughStripe(ctx: TestContext, deliver: StripeDeliver, token: string, parentNo: string) {
  const started = await post(
    ctx.app,
    '/api/front/pay/payment',
    { orderNo: parentNo, payType: 'card' },
    { headers: bearer(token) },
  );
  expect(started.body.code, started.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ provider_ref: string; amount: number; order_id: number }>(sql`
    SELECT p.provider_ref, p.amount, p.order_id FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE o.order_no = ${parentNo}`);
  const intent = rows[0]!;
  expect(
    await deliver('payment_intent.succeeded', {
      id: intent.provider_ref,
      object: 'payment_intent',
      amount: intent.amount,
      currency: 'usd',
    }),
  ).toBe('applied');
  return intent;
}

/** A refund of the stand-in's (one the mall made, or `dashboardRefund`'s) as Stripe's refund events carry it. */
export const refundObject = (refund: { id: string; amount: number; payment_intent: string; metadata: object }) => ({
  ...refund,
  object: 'refund',
  status: 'succeeded',
});

/** A dispute of `charge` as Stripe's dispute events carry it (its evidence due far ahead). */
export const disputeObject = (id: string, charge: string, amount: number, status: string) => ({
  id,
  object: 'dispute',
  amount,
  charge,
  reason: 'fraudulent',
  status,
  evidence_details: { due_by: 1_900_000_000 },
});

/** Earned points usable at once (no freezing), so that a shopper's balance shows every step. */
export async function pointsUsableAtOnce(ctx: TestContext) {
  await ctx.db.execute(sql`
    INSERT INTO settings (key, value)
    VALUES ('points', '{"earnRate": 1, "frozenDays": 0, "value": 100, "maxShare": 50}'::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
}

/**
 * A new shopper's order of `items`, paid through Stripe with points (300 given first), and a shop coupon recorded as
 * used on it (as the checkout records one). Answers the shopper's token, the order, the intent's id, the points before,
 * and readers of the points balance and of the coupon's status.
 */
export async function stripePaidWithPointsAndCoupon(ctx: TestContext, deliver: StripeDeliver, items: Line[]) {
  const { id: userId, token } = await newShopper(ctx.db);
  await givePoints(ctx, userId);
  const balance = async () =>
    (await get<{ current: number }>(ctx.app, '/api/front/integral/user', bearer(token))).body.data.current;
  const before = await balance();
  const order = await placeOrder(ctx, token, items, false, true);
  const intent = await payThroughStripe(ctx, deliver, token, order.parentNo);
  const { rows: coupon } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO coupon_users (coupon_id, user_id, merchant_id, status, valid_from, valid_to, used_order_id, used_at)
    SELECT c.id, ${userId}, c.merchant_id, 'used', now() - interval '1 day', now() + interval '30 days',
      ${intent.order_id}, now()
    FROM coupons c ORDER BY c.id LIMIT 1 RETURNING id`);
  await ctx.db.execute(sql`UPDATE shop_orders SET coupon_user_id = ${coupon[0]!.id} WHERE id = ${order.shopOrderId}`);
  const { rows: spent } = await ctx.db.execute<{ points_used: number }>(
    sql`SELECT points_used FROM shop_orders WHERE id = ${order.shopOrderId}`,
  );
  expect(spent[0]!.points_used).toBeGreaterThan(0);
  const couponStatus = async () => {
    const { rows: c } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM coupon_users WHERE id = ${coupon[0]!.id}`,
    );
    return c[0]!.status;
  };
  return { token, order, intent: intent.provider_ref, before, balance, couponStatus };
}

export type StripeDeliver = ReturnType<typeof stripeWebhook>['deliver'];
