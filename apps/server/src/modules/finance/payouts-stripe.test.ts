import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { credit, payoutRow, setPayoutAccount, shopBalances } from '../../../test/payout-helpers';
import { adminToken } from '../../../test/settle-support';
import { type StripeStandin, startStripeStandin } from '../../../test/stripe-standin';
import { createStripeProvider } from '../payments/stripe-provider';
import { ledgerDiscrepancies } from './ledger';
import { payoutProviders } from './payout-providers';
import { resumeStuckPayouts } from './payouts';

// Stripe Connect transfers against the local Stripe stand-in (the real Stripe client talks HTTP to it).

let ctx: TestContext;
let stripe: StripeStandin;
let admin: string;

beforeAll(async () => {
  stripe = await startStripeStandin();
  ctx = await startTestApp({
    STRIPE_SECRET_KEY: 'sk_test_shop',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
    STRIPE_WEBHOOK_SECRET: 'whsec_test',
    STRIPE_API_BASE: stripe.url,
  });
  admin = await adminToken(ctx.db);
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

const providers = () =>
  payoutProviders(
    createStripeProvider({ secretKey: 'sk_test_shop', publishableKey: '', webhookSecret: '', apiBase: stripe.url }),
  );

let seq = 0;
async function stripeShop(accountId: string, cents: number) {
  seq++;
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO merchants (name, status, category_id, type_id)
    SELECT ${`Stripe shop ${seq} ${Date.now()}`}, 'open', category_id, type_id FROM merchants ORDER BY id LIMIT 1
    RETURNING id`);
  const merchantId = rows[0]!.id;
  const owner = await newShopper(ctx.db, `stripeowner${seq}`);
  await ctx.db.execute(
    sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${owner.id}, 'owner')`,
  );
  await setPayoutAccount(ctx.app, ctx.db, owner.token, merchantId, { method: 'stripe', stripeAccountId: accountId });
  await credit(ctx.db, merchantId, cents);
  return { token: owner.token, merchantId };
}

async function askAndApprove(s: { token: string }, amount: string) {
  const asked = await post<{ payoutNo: string }>(
    ctx.app,
    '/api/merchant/finance/payouts',
    { amount },
    { headers: bearer(s.token) },
  );
  expect(asked.body.code, asked.body.message).toBe(200);
  const { payoutNo } = asked.body.data;
  const approved = await post(ctx.app, `/api/admin/finance/payouts/${payoutNo}/approve`, undefined, {
    headers: bearer(admin),
  });
  return { payoutNo, approved: approved.body };
}

const transfersOf = (payoutNo: string) => stripe.transfers.filter((t) => t.metadata.payoutNo === payoutNo);

describe('Stripe Connect payouts', () => {
  it('an approval makes one transfer to the connected account, keyed and grouped by the payout number', async () => {
    const s = await stripeShop('acct_1ShopA', 80_000);
    const { payoutNo, approved } = await askAndApprove(s, '250.00');
    expect(approved).toMatchObject({ code: 200, message: 'The payout was approved and paid' });
    expect(transfersOf(payoutNo)).toEqual([
      expect.objectContaining({
        amount: 25_000,
        currency: 'usd',
        destination: 'acct_1ShopA',
        transfer_group: payoutNo,
      }),
    ]);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({
      status: 'paid',
      transfer_id: transfersOf(payoutNo)[0]!.id,
    });
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 55_000, paying: 0 });
  });

  it('a refused transfer fails the payout and returns the money to available', async () => {
    const s = await stripeShop('acct_declined', 30_000);
    const { payoutNo, approved } = await askAndApprove(s, '100.00');
    expect(approved.code).toBe(200);
    expect(approved.message).toMatch(/transfer failed/);
    const row = await payoutRow(ctx.db, payoutNo);
    expect(row.status).toBe('failed');
    expect(row.fail_reason).toMatch(/No such destination/);
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 30_000, paying: 0 });
    expect(transfersOf(payoutNo)).toEqual([]);
    const { rows } = await ctx.db.execute(
      sql`SELECT key FROM ledger_entries WHERE key = ${`payout:${payoutNo}:failed`}`,
    );
    expect(rows).toHaveLength(1);
  });

  it('a provider that does not answer leaves the payout paying; the sweep pays it once, with the same key', async () => {
    const s = await stripeShop('acct_1ShopB', 40_000);
    stripe.state.failTransfers = 3; // the first call and both of the client's retries
    const { payoutNo, approved } = await askAndApprove(s, '120.00');
    expect(approved.message).toBe('The payout was approved; the transfer is being retried');
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paying' });
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 28_000, paying: 12_000 });
    expect(await resumeStuckPayouts(ctx.db, providers(), 0)).toBeGreaterThanOrEqual(1);
    expect(transfersOf(payoutNo)).toHaveLength(1);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({
      status: 'paid',
      transfer_id: transfersOf(payoutNo)[0]!.id,
    });
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 28_000, paying: 0 });
  });

  it('a crash between the transfer and its record: the sweep gets the first transfer back, no second one', async () => {
    const s = await stripeShop('acct_1ShopC', 40_000);
    stripe.state.failTransfers = 3;
    const { payoutNo } = await askAndApprove(s, '150.00');
    // The call that "made it" before the process died: Stripe has the transfer, the database does not.
    const made = await providers()('stripe').transfer({
      payoutNo,
      amount: 15_000,
      currency: 'usd',
      account: { method: 'stripe', stripeAccountId: 'acct_1ShopC' },
      transferGroup: payoutNo,
    });
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paying', transfer_id: null });
    await resumeStuckPayouts(ctx.db, providers(), 0);
    await resumeStuckPayouts(ctx.db, providers(), 0);
    expect(transfersOf(payoutNo)).toHaveLength(1);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paid', transfer_id: made.transferId });
    const { rows } = await ctx.db.execute(sql`SELECT key FROM ledger_entries WHERE key = ${`payout:${payoutNo}:paid`}`);
    expect(rows).toHaveLength(1);
  });

  it('the sweep leaves payouts that have just started paying alone', async () => {
    const s = await stripeShop('acct_1ShopD', 20_000);
    stripe.state.failTransfers = 3;
    const { payoutNo } = await askAndApprove(s, '50.00');
    await resumeStuckPayouts(ctx.db, providers());
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paying' });
    await resumeStuckPayouts(ctx.db, providers(), 0);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paid' });
  });

  it('the books balance', async () => {
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
