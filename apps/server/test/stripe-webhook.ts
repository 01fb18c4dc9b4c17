import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { bearer, get, newShopper, post, type TestContext } from './harness';
import { type Line, placeOrder } from './refund-helpers';

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

/**
 * A new shopper's order of `items`, paid through Stripe with points (300 given first), and a shop coupon recorded as
 * used on it (as the checkout records one). Answers the shopper's token, the order, the intent's id, the points before,
 * and readers of the points balance and of the coupon's status.
 */
export async function stripePaidWithPointsAndCoupon(ctx: TestContext, deliver: StripeDeliver, items: Line[]) {
  const { id: userId, token } = await newShopper(ctx.db);
  await ctx.db.execute(sql`
    INSERT INTO points_ledger (user_id, type, points, money, title) VALUES (${userId}, 'earn', 300, 300, 'gift')`);
  const balance = async () =>
    (await get<{ current: number }>(ctx.app, '/api/front/integral/user', bearer(token))).body.data.current;
  const before = await balance();
  const order = await placeOrder(ctx, token, items, false, true);
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
  expect(
    await deliver('payment_intent.succeeded', {
      id: intent.provider_ref,
      object: 'payment_intent',
      amount: intent.amount,
    }),
  ).toBe('applied');
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
