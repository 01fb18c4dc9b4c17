import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { createSession } from '../../platform/session';
import { paymentStartWarning } from './card-provider';

// The built-in test card takes no money: real customers never meet it (issue 22 item 7).

async function adminToken(ctx: TestContext) {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  return createSession(ctx.db, rows[0]!.id);
}

describe('in production without a payment provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({ NODE_ENV: 'production', SEED_DEMO: 'false' });
  });
  afterAll(async () => ctx?.close());

  it('offers no pay method, and paying answers a clear "not available" in the reader\'s language', async () => {
    const methods = await get<unknown[]>(ctx.app, '/api/front/pay/method');
    expect(methods.body.data).toEqual([]);
    const shopper = await newShopper(ctx.db);
    const pay = await post(
      ctx.app,
      '/api/front/pay/payment',
      { orderNo: 'PT2026112700000001', payType: 'card' },
      { headers: bearer(shopper.token) },
    );
    expect(pay.body).toMatchObject({
      code: 400,
      message: 'Payment is not available at the moment. Your order is kept; please try again later',
    });
    const card = await post(
      ctx.app,
      '/api/front/pay/testcard/confirm',
      { orderNo: 'PT2026112700000001', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123', holder: 'A B' },
      { headers: { ...bearer(shopper.token), cookie: 'locale=fr' } },
    );
    expect(card.body.code).toBe(400);
    expect(card.body.message).toBe(
      'Le paiement n’est pas disponible pour le moment. Votre commande est conservée ; veuillez réessayer plus tard',
    );
  });

  it('the platform console is told no payment is open and the test card is demo only', async () => {
    const view = await get<{ activeProvider: string | null; testcardAllowed: boolean; testcardOpen: boolean }>(
      ctx.app,
      '/api/admin/settings/payment',
      bearer(await adminToken(ctx)),
    );
    expect(view.body.data).toMatchObject({ activeProvider: null, testcardAllowed: false, testcardOpen: true });
  });

  it('the operator is warned at start', () => {
    expect(paymentStartWarning({ NODE_ENV: 'production', SEED_DEMO: false })).toMatch(/shoppers cannot pay/);
    expect(paymentStartWarning({ NODE_ENV: 'production', SEED_DEMO: true })).toMatch(/test card/);
    expect(paymentStartWarning({ NODE_ENV: 'production', SEED_DEMO: false, STRIPE_SECRET_KEY: 'sk_x' })).toBeNull();
    expect(paymentStartWarning({ NODE_ENV: 'development', SEED_DEMO: false })).toBeNull();
  });
});

describe('in production in demo mode', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp({ NODE_ENV: 'production', SEED_DEMO: 'true' });
  });
  afterAll(async () => ctx?.close());

  it('the test card is the pay method', async () => {
    const methods = await get<{ provider: string }[]>(ctx.app, '/api/front/pay/method');
    expect(methods.body.data.map((m) => m.provider)).toEqual(['testcard']);
  });
});
