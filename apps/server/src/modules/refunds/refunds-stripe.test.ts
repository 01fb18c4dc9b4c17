import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MerchantRefund } from '@mall/contract';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { getAs, type Line, placeOrder, postAs, refundRows, shopOrderOf, skusOf } from '../../../test/refund-helpers';

const WEBHOOK_SECRET = 'whsec_refund_test';
const signer = new Stripe('sk_test_signer');

type StripeRefund = { id: string; paymentIntent: string; amount: number; key: string; refundNo: string };

/**
 * A stand-in for api.stripe.com: payment intents, and refunds that honour Idempotency-Key as Stripe does (the same
 * key answers the first refund again, never a second one). `failNext` makes the next refund call fail.
 */
async function startFakeStripe() {
  const refunds: StripeRefund[] = [];
  const byKey = new Map<string, StripeRefund>();
  const state = { failNext: 0, seq: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const key = String(req.headers['idempotency-key'] ?? '');
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/payment_intents' && req.method === 'POST') {
        const id = `pi_refund_${++state.seq}`;
        return res.end(
          JSON.stringify({
            id,
            object: 'payment_intent',
            amount: Number(form.get('amount')),
            client_secret: `${id}_secret`,
            status: 'requires_payment_method',
          }),
        );
      }
      if (req.url === '/v1/refunds' && req.method === 'POST') {
        if (state.failNext > 0) {
          state.failNext--;
          res.statusCode = 402;
          return res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Refund declined' } }));
        }
        const known = byKey.get(key);
        if (known) return res.end(JSON.stringify({ id: known.id, object: 'refund', status: 'succeeded' }));
        const refund = {
          id: `re_fake_${refunds.length + 1}`,
          paymentIntent: String(form.get('payment_intent')),
          amount: Number(form.get('amount')),
          key,
          refundNo: String(form.get('metadata[refundNo]')),
        };
        refunds.push(refund);
        byKey.set(key, refund);
        return res.end(JSON.stringify({ id: refund.id, object: 'refund', status: 'succeeded' }));
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'unknown' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refunds,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let ctx: TestContext;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let merchant: { token: string; merchantId: number };
let lines: Line[];

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_shop',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  merchant = await merchantToken(ctx.db);
  lines = await skusOf(ctx, merchant.merchantId, 2);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

/** An order paid through Stripe: a Payment Intent, then its signed success event. */
async function stripePaidOrder(token: string) {
  const order = await placeOrder(ctx, token, lines, false);
  const started = await post(
    ctx.app,
    '/api/front/pay/payment',
    { orderNo: order.parentNo, payType: 'card' },
    { headers: bearer(token) },
  );
  expect(started.body.code, started.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ provider_ref: string; amount: number }>(sql`
    SELECT p.provider_ref, p.amount FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = ${order.parentNo}`);
  const intent = rows[0]!;
  const payload = JSON.stringify({
    id: `evt_${intent.provider_ref}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: intent.provider_ref, object: 'payment_intent', amount: intent.amount, currency: 'usd' } },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const hook = await ctx.app.inject({
    method: 'POST',
    url: '/api/pay/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
  expect(hook.json().data.outcome).toBe('applied');
  return { ...(await shopOrderOf(ctx, order.parentNo)), intentId: intent.provider_ref };
}

const request = (token: string, orderNo: string, itemIds: number[]) =>
  postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', token, {
    orderNo,
    itemIds,
    type: 'refund',
    reason: 'Ordered by mistake',
  });
const act = (action: string, refundNo: string) =>
  postAs<MerchantRefund>(ctx, `/api/merchant/refunds/${refundNo}/${action}`, merchant.token);

describe('refunds through Stripe', () => {
  it('pays the amount back against the payment intent with the refund number as idempotency key', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await stripePaidOrder(token);
    const res = await request(token, order.orderNo, [order.items[0]!.id]);
    const { refundNo } = res.body.data;
    const accepted = await act('accept', refundNo);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const sent = fake.refunds.filter((r) => r.refundNo === refundNo);
    expect(sent).toHaveLength(1);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(sent[0]).toMatchObject({ paymentIntent: order.intentId, key: refundNo, amount: rows[0]!.amount });
    expect(accepted.body.data).toMatchObject({ status: 'refunded', providerRef: sent[0]!.id });
    expect(await refundRows(ctx, order.parentNo)).toEqual([
      { amount: rows[0]!.amount, provider: 'stripe', provider_ref: sent[0]!.id, message: refundNo },
    ]);
  });

  it('a failed payment leaves the refund open to pay back again, and paying again twice at once pays once', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await stripePaidOrder(token);
    const res = await request(token, order.orderNo, [order.items[0]!.id, order.items[1]!.id]);
    const { refundNo } = res.body.data;
    fake.state.failNext = 1;
    const failed = await act('accept', refundNo);
    expect(failed.status).toBe(500);
    expect(failed.body.message).toBe('Paying back failed; the refund stays open and can be paid back again');
    const open = await getAs<MerchantRefund>(ctx, `/api/merchant/refunds/${refundNo}`, merchant.token);
    expect(open.body.data).toMatchObject({ status: 'refunding', providerRef: null });
    const { rows } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(rows[0]!.status).toBe('refunding');
    expect(await refundRows(ctx, order.parentNo)).toEqual([]);
    expect((await act('accept', refundNo)).status).toBe(409);

    const [a, b] = await Promise.all([act('pay', refundNo), act('pay', refundNo)]);
    expect([a.body.code, b.body.code]).toContain(200);
    expect(fake.refunds.filter((r) => r.refundNo === refundNo)).toHaveLength(1);
    expect(await refundRows(ctx, order.parentNo)).toHaveLength(1);
    const { rows: after } = await ctx.db.execute<{ status: string; so: string }>(sql`
      SELECT r.status, s.status AS so FROM refunds r JOIN shop_orders s ON s.id = r.shop_order_id
      WHERE r.refund_no = ${refundNo}`);
    expect(after[0]).toEqual({ status: 'refunded', so: 'refunded' });
    expect((await act('pay', refundNo)).status).toBe(409);
  });
});
