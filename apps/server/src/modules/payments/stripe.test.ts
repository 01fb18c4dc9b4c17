import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { adminToken } from '../../../test/settle-support';
import { type StripeStandin, startStripeStandin } from '../../../test/stripe-standin';
import { translateMessage } from '../../platform/messages';
import { cancelOverdueOrders } from '../orders/order-lifecycle';
import { PAYMENT_NOT_AVAILABLE } from './card-provider';
import { cancelOpenIntents } from './intent-cancel';
import { createStripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

let ctx: TestContext;
let fake: StripeStandin;

beforeAll(async () => {
  fake = await startStripeStandin();
  ctx = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_shop',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

async function unpaidOrder() {
  const { token } = await newShopper(ctx.db);
  const { rows } = await ctx.db.execute<{ product_id: number; sku_id: number }>(sql`
    SELECT p.id AS product_id, s.id AS sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
    WHERE p.on_sale AND s.stock > 5 ORDER BY s.id LIMIT 1`);
  const addr = await post<{ id: number }>(
    ctx.app,
    '/api/front/address/edit',
    {
      realName: 'Ann',
      country: 'US',
      regionCode: 'US-NY',
      detail: '1 Road',
      postCode: '10001',
      countryCode: '+1',
      phone: '2125550100',
    },
    { headers: bearer(token) },
  );
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'buyNow', items: [{ productId: rows[0]!.product_id, skuId: rows[0]!.sku_id, quantity: 1 }] },
    { headers: bearer(token) },
  );
  const order = await post<{ orderNo: string }>(
    ctx.app,
    '/api/front/order/create',
    { preOrderNo: pre.body.data.preOrderNo, addressId: addr.body.data.id, payType: 'card' },
    { headers: bearer(token) },
  );
  return { token, orderNo: order.body.data.orderNo };
}

async function startStripePayment(token: string, orderNo: string) {
  const res = await post<{ provider: string; clientSecret: string; publishableKey: string }>(
    ctx.app,
    '/api/front/pay/payment',
    { orderNo, payType: 'card' },
    { headers: bearer(token) },
  );
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data;
}

let eventSeq = 0;
function event(type: string, intentId: string, amount: number) {
  return JSON.stringify({
    id: `evt_${++eventSeq}_${Date.now()}`,
    object: 'event',
    type,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency: 'usd',
        last_payment_error: type.endsWith('failed') ? { message: 'Your card was declined.' } : null,
      },
    },
  });
}

async function deliver(payload: string, opts: { secret?: string; timestamp?: number } = {}) {
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000),
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/pay/webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { code: number; data: { outcome: string } | null } };
}

async function orderState(orderNo: string) {
  const { rows } = await ctx.db.execute<{ status: string; payment: string; amount: number; ref: string }>(sql`
    SELECT o.status, p.status AS payment, p.amount, p.provider_ref AS ref FROM orders o JOIN payments p ON p.order_id = o.id
    WHERE o.order_no = ${orderNo} ORDER BY p.id DESC LIMIT 1`);
  return rows[0]!;
}

describe('Stripe card payments', () => {
  it('starts a Payment Intent once per order and amount, and reports the provider', async () => {
    const { token, orderNo } = await unpaidOrder();
    const first = await startStripePayment(token, orderNo);
    const second = await startStripePayment(token, orderNo);
    expect(first).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_shop' });
    expect(second.clientSecret).toBe(first.clientSecret);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*) AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = ${orderNo}`);
    expect(rows[0]!.n).toBe(1);
    const method = await ctx.app.inject({ method: 'GET', url: '/api/front/pay/method' });
    expect(method.json().data[0].provider).toBe('stripe');
  });

  it('refuses a bad signature, a foreign secret and an old timestamp, and changes nothing', async () => {
    const { token, orderNo } = await unpaidOrder();
    await startStripePayment(token, orderNo);
    const { ref, amount } = await orderState(orderNo);
    const payload = event('payment_intent.succeeded', ref, amount);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/pay/webhook/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      payload,
    });
    expect(forged.statusCode).toBe(400);
    expect((await deliver(payload, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    expect((await orderState(orderNo)).status).toBe('unpaid');
  });

  it('a success marks the order paid once; a replay and a late failure change nothing', async () => {
    const { token, orderNo } = await unpaidOrder();
    await startStripePayment(token, orderNo);
    const { ref, amount } = await orderState(orderNo);
    const failed = await deliver(event('payment_intent.payment_failed', ref, amount));
    expect(failed.body.data?.outcome).toBe('applied');
    expect(await orderState(orderNo)).toMatchObject({ status: 'unpaid', payment: 'failed' });
    const success = event('payment_intent.succeeded', ref, amount);
    expect((await deliver(success)).body.data?.outcome).toBe('applied');
    expect(await orderState(orderNo)).toMatchObject({ status: 'paid', payment: 'succeeded' });
    expect((await deliver(success)).body.data?.outcome).toBe('duplicate');
    await deliver(event('payment_intent.payment_failed', ref, amount));
    expect(await orderState(orderNo)).toMatchObject({ status: 'paid', payment: 'succeeded' });
    const { rows } = await ctx.db.execute<{ paid: number }>(sql`
      SELECT count(*) FILTER (WHERE s.status = 'to_ship') AS paid FROM shop_orders s JOIN orders o ON o.id = s.order_id
      WHERE o.order_no = ${orderNo}`);
    expect(rows[0]!.paid).toBe(1);
  });

  it('a payment that succeeds for an order cancelled meanwhile is refunded automatically', async () => {
    const { token, orderNo } = await unpaidOrder();
    await startStripePayment(token, orderNo);
    const { ref, amount } = await orderState(orderNo);
    await post(ctx.app, `/api/front/order/cancel/${orderNo}`, undefined, { headers: bearer(token) });
    const res = await deliver(event('payment_intent.succeeded', ref, amount));
    expect(res.body.data?.outcome).toBe('applied');
    expect(fake.refunds).toContain(ref);
    expect(await orderState(orderNo)).toMatchObject({ status: 'cancelled', payment: 'refunded' });
  });

  it('a payment that succeeds after a shop of the order was suspended is refunded, and nothing is booked to the shop', async () => {
    // Audit Y1: the card form was open when the platform suspended the shop; Stripe then reported the success.
    const { token, orderNo } = await unpaidOrder();
    await startStripePayment(token, orderNo);
    const { ref, amount } = await orderState(orderNo);
    const { rows: shop } = await ctx.db.execute<{ merchant_id: number; order_no: string }>(sql`
      SELECT s.merchant_id, s.order_no FROM shop_orders s JOIN orders o ON o.id = s.order_id WHERE o.order_no = ${orderNo}`);
    const { merchant_id: merchantId, order_no: shopOrderNo } = shop[0]!;
    const balance = async () =>
      (
        await ctx.db.execute<{ pending: number }>(
          sql`SELECT coalesce(sum(pending), 0)::bigint AS pending FROM merchant_balances WHERE merchant_id = ${merchantId}`,
        )
      ).rows[0]!.pending;
    const pendingBefore = await balance();
    const admin = { headers: bearer(await adminToken(ctx.db)) };
    expect((await post(ctx.app, `/api/admin/merchants/${merchantId}/suspend`, undefined, admin)).body.code).toBe(200);
    try {
      const res = await deliver(event('payment_intent.succeeded', ref, amount));
      expect(res.body.data?.outcome).toBe('applied');

      // The charge went back through Stripe, once, keyed as the refund of a cancelled order's payment is.
      expect(fake.refunds.filter((r) => r === ref)).toHaveLength(1);
      expect(fake.refundKeys[fake.refunds.lastIndexOf(ref)]).toBe(`refund-${ref}`);
      // The order stays unpaid, as the test card leaves it: the shopper cancels it or its time to pay runs out.
      expect(await orderState(orderNo)).toMatchObject({ status: 'unpaid', payment: 'refunded' });
      const { rows: shopOrders } = await ctx.db.execute<{ status: string }>(
        sql`SELECT status FROM shop_orders WHERE order_no = ${shopOrderNo}`,
      );
      expect(shopOrders[0]!.status).toBe('unpaid');
      // Nothing on the ledger for the shop, its balance as it was, and no "paid" notice.
      const { rows: ledger } = await ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ledger_entries WHERE key = ${`sale:${shopOrderNo}`} OR shop_order_id =
          (SELECT id FROM shop_orders WHERE order_no = ${shopOrderNo})`,
      );
      expect(ledger[0]!.n).toBe(0);
      expect(await balance()).toBe(pendingBefore);
      const { rows: payments } = await ctx.db.execute<{ status: string; n: number }>(sql`
        SELECT p.status, count(*)::int AS n FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE o.order_no = ${orderNo} GROUP BY p.status`);
      expect(payments).toEqual([{ status: 'refunded', n: 1 }]);
      const { rows: notices } = await ctx.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM notices WHERE kind IN ('order_paid', 'new_order') AND vars->>'orderNo' IN (${orderNo}, ${shopOrderNo})`);
      expect(notices[0]!.n).toBe(0);

      // The shopper's payment result says why, in their language; paying again is refused as before.
      const result = await get<{ paid: boolean; status: string; lastPayment: { status: string; message: string } }>(
        ctx.app,
        `/api/front/pay/result/${orderNo}?lang=fr`,
        bearer(token),
      );
      expect(result.body.data).toMatchObject({ paid: false, status: 'unpaid', lastPayment: { status: 'refunded' } });
      expect(result.body.data.lastPayment.message).toMatch(/^Une boutique de cette commande est fermée.*remboursée/);
      const again = await post(
        ctx.app,
        '/api/front/pay/payment',
        { orderNo, payType: 'card' },
        { headers: bearer(token) },
      );
      expect(again.status).toBe(409);

      // Stripe's retry of the event (a new event id) refunds nothing twice and pays nothing.
      expect((await deliver(event('payment_intent.succeeded', ref, amount))).body.data?.outcome).toBe('applied');
      expect(fake.refunds.filter((r) => r === ref)).toHaveLength(1);
      expect(await orderState(orderNo)).toMatchObject({ status: 'unpaid', payment: 'refunded' });

      // Reopened before the order's time to pay ran out: paying again starts a new intent (the refunded one can never
      // be paid again), asked twice it is still one, and its success pays the order once.
      expect((await post(ctx.app, `/api/admin/merchants/${merchantId}/reopen`, undefined, admin)).body.code).toBe(200);
      const retry = await startStripePayment(token, orderNo);
      expect(retry.clientSecret).not.toBe(`${ref}_secret_abc`);
      expect((await startStripePayment(token, orderNo)).clientSecret).toBe(retry.clientSecret);
      const fresh = await orderState(orderNo);
      expect(fresh).toMatchObject({ status: 'unpaid', payment: 'pending' });
      expect(fresh.ref).not.toBe(ref);
      expect((await deliver(event('payment_intent.succeeded', fresh.ref, amount))).body.data?.outcome).toBe('applied');
      expect(await orderState(orderNo)).toMatchObject({ status: 'paid', payment: 'succeeded' });
      expect(fake.refunds.filter((r) => r === fresh.ref)).toHaveLength(0);
    } finally {
      await post(ctx.app, `/api/admin/merchants/${merchantId}/reopen`, undefined, admin);
    }
  });

  it("Stripe's refusal of a payment start reaches the shopper as the mall's own message with a 503, the order kept (audit DF3)", async () => {
    const { token, orderNo } = await unpaidOrder();
    const start = (lang: string) =>
      post(
        ctx.app,
        '/api/front/pay/payment',
        { orderNo, payType: 'card' },
        { headers: { ...bearer(token), 'accept-language': lang } },
      );
    // A rolled or mistyped key: Stripe names the key's tail; its 401 signed the shopper out.
    fake.refuse.set('/v1/payment_intents', {
      status: 401,
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_live_********************7Kq2' },
    });
    try {
      const rolled = await start('fr');
      expect(rolled.status).toBe(503);
      expect(rolled.body).toEqual({ code: 503, message: translateMessage(PAYMENT_NOT_AVAILABLE, 'fr'), data: null });
      expect(rolled.body.message).not.toBe(PAYMENT_NOT_AVAILABLE);
      fake.refuse.set('/v1/payment_intents', {
        status: 400,
        error: { type: 'invalid_request_error', code: 'parameter_unknown', message: 'Received unknown parameter: x' },
      });
      const refused = await start('th');
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(translateMessage(PAYMENT_NOT_AVAILABLE, 'th'));
    } finally {
      fake.refuse.delete('/v1/payment_intents');
    }
    // The shopper is still signed in, the order kept as it was, and paying works once Stripe answers again.
    const result = await get<{ status: string; lastPayment: unknown }>(
      ctx.app,
      `/api/front/pay/result/${orderNo}`,
      bearer(token),
    );
    expect(result.body.data).toMatchObject({ status: 'unpaid', lastPayment: null });
    expect((await startStripePayment(token, orderNo)).provider).toBe('stripe');
  });

  it("a refusal of Stripe's inside a webhook is answered with the mall's own words, not Stripe's text (audit DF3)", async () => {
    const { token, orderNo } = await unpaidOrder();
    await startStripePayment(token, orderNo);
    const { ref, amount } = await orderState(orderNo);
    await post(ctx.app, `/api/front/order/cancel/${orderNo}`, undefined, { headers: bearer(token) });
    fake.refuse.set('/v1/refunds', {
      status: 400,
      error: {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: 'Charge ch_1 has already been refunded.',
      },
    });
    try {
      const res = await deliver(event('payment_intent.succeeded', ref, amount));
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ code: 500, message: 'system exception' });
    } finally {
      fake.refuse.delete('/v1/refunds');
    }
  });

  it("an order under Stripe's minimum placed before the checkout kept it is refused in the shopper's words, Stripe not asked (audit DF2)", async () => {
    const { token, orderNo } = await unpaidOrder();
    await ctx.db.execute(sql`UPDATE orders SET pay_amount = 28 WHERE order_no = ${orderNo}`);
    const intentsBefore = fake.intents.size;
    const res = await post(
      ctx.app,
      '/api/front/pay/payment',
      { orderNo, payType: 'card' },
      { headers: { ...bearer(token), 'accept-language': 'zh-CN' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('银行卡支付金额不能低于 0.50：请取消此订单，并添加更多商品后重新下单');
    expect(fake.intents.size).toBe(intentsBefore);
  });

  it("a declined card is explained in the mall's own words in the shopper's language, its code kept, and a new attempt shows as under way (audit DF4)", async () => {
    const { token, orderNo } = await unpaidOrder();
    const started = await startStripePayment(token, orderNo);
    const { ref, amount } = await orderState(orderNo);
    const failure = (lastPaymentError: unknown) =>
      JSON.stringify({
        id: `evt_${++eventSeq}_${Date.now()}`,
        object: 'event',
        type: 'payment_intent.payment_failed',
        data: { object: { id: ref, object: 'payment_intent', amount, last_payment_error: lastPaymentError } },
      });
    const result = async (lang: string) =>
      (
        await get<{ lastPayment: { status: string; message: string } | null }>(
          ctx.app,
          `/api/front/pay/result/${orderNo}`,
          { ...bearer(token), 'accept-language': lang },
        )
      ).body.data.lastPayment;
    const stored = async () =>
      (
        await ctx.db.execute<{ decline_code: string; provider_message: string; message: string }>(
          sql`SELECT decline_code, provider_message, message FROM payments WHERE provider_ref = ${ref}`,
        )
      ).rows[0]!;

    await deliver(
      failure({
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
    );
    expect(await result('th')).toEqual({
      status: 'failed',
      message: translateMessage('Your card has insufficient funds', 'th'),
    });
    expect((await result('th'))?.message).not.toBe('Your card has insufficient funds');
    expect(await stored()).toEqual({
      decline_code: 'insufficient_funds',
      provider_message: 'Your card has insufficient funds.',
      message: 'Your card has insufficient funds',
    });

    // Trying again hands back the same intent, and the page shows the new attempt under way, not the old decline.
    expect((await startStripePayment(token, orderNo)).clientSecret).toBe(started.clientSecret);
    expect(await result('en')).toEqual({ status: 'pending', message: '' });

    // Another decline, with no reason given: the mall's general sentence, translated.
    await deliver(failure(null));
    expect(await result('fr')).toEqual({ status: 'failed', message: translateMessage('Your card was declined', 'fr') });
    expect((await result('fr'))?.message).not.toMatch(/declined/);
    expect(await stored()).toMatchObject({ decline_code: '', provider_message: '' });
    // A code of Stripe's that hints at fraud reads as a plain decline; its code is kept for the operator.
    await startStripePayment(token, orderNo);
    await deliver(failure({ code: 'card_declined', decline_code: 'stolen_card', message: 'Your card was declined.' }));
    expect(await result('zh-CN')).toEqual({
      status: 'failed',
      message: translateMessage('Your card was declined', 'zh-CN'),
    });
    expect(await stored()).toMatchObject({ decline_code: 'stolen_card', provider_message: 'Your card was declined.' });
  });

  describe('cancelling an order closes its intent at Stripe (audit DF5)', () => {
    /** The minute sweep's first steps (jobs.ts): overdue orders cancelled, then the open intents of cancelled ones. */
    const sweep = async () => {
      const stripe = createStripeProvider({
        secretKey: 'sk_test_shop',
        publishableKey: 'pk_test_shop',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: fake.url,
      });
      await cancelOverdueOrders(ctx.db);
      await cancelOpenIntents(ctx.db, stripe, (d, m) => ctx.app.log.warn(d, m));
    };
    /** What the card form still open in the shopper's tab gets when it confirms the intent with Stripe. */
    const confirmAtStripe = async (ref: string) =>
      (await fetch(`${fake.url}/v1/payment_intents/${ref}/confirm`, { method: 'POST' })).status;

    it("the shopper's cancel: the card form can no longer charge", async () => {
      const { token, orderNo } = await unpaidOrder();
      await startStripePayment(token, orderNo);
      const { ref } = await orderState(orderNo);
      const cancel = await post(ctx.app, `/api/front/order/cancel/${orderNo}`, undefined, { headers: bearer(token) });
      expect(cancel.body.code).toBe(200);
      await vi.waitFor(async () => expect(await orderState(orderNo)).toMatchObject({ payment: 'cancelled' }));
      expect(fake.cancelCalls.filter((c) => c.intent === ref)).toEqual([{ intent: ref, key: `cancel-${ref}` }]);
      expect(fake.intents.get(ref)?.status).toBe('canceled');
      expect(await confirmAtStripe(ref)).toBe(400);
      expect(await orderState(orderNo)).toMatchObject({ status: 'cancelled', payment: 'cancelled' });
    });

    it('a failing cancel never holds the cancellation; the sweep closes the intent later, as it does at the deadline', async () => {
      const { token, orderNo } = await unpaidOrder();
      await startStripePayment(token, orderNo);
      const { ref } = await orderState(orderNo);
      fake.refuse.set('cancel', {
        status: 500,
        error: { type: 'api_error', message: 'Something went wrong on our end' },
      });
      try {
        const cancel = await post(ctx.app, `/api/front/order/cancel/${orderNo}`, undefined, {
          headers: bearer(token),
        });
        expect(cancel.body).toMatchObject({ code: 200, message: 'The order has been cancelled' });
        expect(await orderState(orderNo)).toMatchObject({ status: 'cancelled', payment: 'pending' });
      } finally {
        fake.refuse.delete('cancel');
      }
      // An order whose time to pay ran out, its intent open: the sweep cancels both.
      const late = await unpaidOrder();
      await startStripePayment(late.token, late.orderNo);
      const lateRef = (await orderState(late.orderNo)).ref;
      await ctx.db.execute(
        sql`UPDATE orders SET pay_deadline = now() - interval '1 second' WHERE order_no = ${late.orderNo}`,
      );
      await sweep();
      expect(await orderState(orderNo)).toMatchObject({ status: 'cancelled', payment: 'cancelled' });
      expect(await orderState(late.orderNo)).toMatchObject({ status: 'cancelled', payment: 'cancelled' });
      expect(fake.intents.get(ref)?.status).toBe('canceled');
      expect(fake.intents.get(lateRef)?.status).toBe('canceled');
      expect(fake.cancelCalls.filter((c) => c.intent === lateRef).map((c) => c.key)).toContain(`cancel-${lateRef}`);
    });

    it('an intent that succeeded just before the cancel is refunded when its event comes', async () => {
      const { token, orderNo } = await unpaidOrder();
      await startStripePayment(token, orderNo);
      const { ref, amount } = await orderState(orderNo);
      expect(await confirmAtStripe(ref)).toBe(200);
      await post(ctx.app, `/api/front/order/cancel/${orderNo}`, undefined, { headers: bearer(token) });
      await vi.waitFor(async () => expect(await orderState(orderNo)).toMatchObject({ payment: 'cancelled' }));
      expect((await deliver(event('payment_intent.succeeded', ref, amount))).body.data?.outcome).toBe('applied');
      expect(await orderState(orderNo)).toMatchObject({ status: 'cancelled', payment: 'refunded' });
      expect(fake.refunds.filter((r) => r === ref)).toHaveLength(1);
    });
  });

  it('the card processor is allowed in the CSP only when it is configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/front/pay/method' });
    expect(res.headers['content-security-policy']).toContain('https://js.stripe.com');
  });
});
