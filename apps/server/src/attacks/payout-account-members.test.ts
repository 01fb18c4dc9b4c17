import type { AdminPayout, Page, Payout, PayoutAccountView } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import { credit, forgetChangeWait, setPayoutAccount } from '../../test/payout-helpers';
import { adminToken } from '../../test/settle-support';

// Audit GZ1 (GW's finding): a member of a shop who is not its owner read the payout account's holder and bank
// details whole (GET /api/merchant/finance/payout-account) and the holder's name in the payout history, though only
// the owner changes the account and asks for payouts. Decision 0058: the server answers such a member that an
// account is set, its method and hold, and the last four characters of the account; the owner and the platform read
// it whole.

const HOLDER = 'Somchai Jaidee';
const BANK = 'Kasikorn Bank, Silom branch\nAccount 123-4-56789-0';
const STRIPE = 'acct_1Q2w3E4r5T6y7U8i';

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let clerk: { id: number; token: string };
let admin: string;
let payoutNo: string;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  admin = await adminToken(ctx.db);
  clerk = await newShopper(ctx.db, 'gz1clerk');
  await ctx.db.execute(
    sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${shop.merchantId}, ${clerk.id}, 'staff')`,
  );
  await setPayoutAccount(ctx.app, ctx.db, shop.token, shop.merchantId, {
    method: 'offline',
    holder: HOLDER,
    bankText: BANK,
  });
  await credit(ctx.db, shop.merchantId, 50_000);
  // The demo shop's payout in review is decided first: one payout in review at a time.
  const { rows } = await ctx.db.execute<{ payout_no: string }>(
    sql`SELECT payout_no FROM payouts WHERE merchant_id = ${shop.merchantId} AND status = 'reviewing'`,
  );
  for (const r of rows) {
    const rejected = await post(
      ctx.app,
      `/api/admin/finance/payouts/${r.payout_no}/reject`,
      { reason: 'Test' },
      { headers: bearer(admin) },
    );
    expect(rejected.body.code, rejected.body.message).toBe(200);
  }
  const asked = await post<{ payoutNo: string }>(
    ctx.app,
    '/api/merchant/finance/payouts',
    { amount: '100.00' },
    { headers: bearer(shop.token) },
  );
  expect(asked.body.code, asked.body.message).toBe(200);
  payoutNo = asked.body.data.payoutNo;
});
afterAll(() => ctx?.close());

const account = (token: string) =>
  get<PayoutAccountView>(ctx.app, '/api/merchant/finance/payout-account', bearer(token));
const payouts = (token: string) => get<Page<Payout>>(ctx.app, '/api/merchant/finance/payouts?limit=100', bearer(token));
const ours = (page: Page<Payout>) => page.list.find((p) => p.payoutNo === payoutNo);

describe("a member who is not the shop's owner", () => {
  it('reads that an account is set and its last four characters, never the holder or the bank details', async () => {
    const res = await account(clerk.token);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body.data);
    for (const secret of ['Somchai', 'Kasikorn', 'Silom', '123-4-56789']) expect(text).not.toContain(secret);
    expect(res.body.data.account).toMatchObject({ method: 'offline', stripeAccountId: null, holder: '' });
    expect(res.body.data.account?.bankText).toBe('•••• 89-0');
    expect(res.body.data.masked).toBe(true);
  });

  it("reads the payout history with the account's last four characters, not the holder's name", async () => {
    const res = await payouts(clerk.token);
    expect(res.status).toBe(200);
    expect(ours(res.body.data)?.destination).toBe('•••• 89-0');
    expect(JSON.stringify(res.body.data)).not.toContain('Somchai');
  });

  it('finds no bank details in the statement or its CSV', async () => {
    for (const path of ['/api/merchant/finance/ledger?limit=100', '/api/merchant/finance/ledger?format=csv']) {
      const res = await ctx.app.inject({ method: 'GET', url: path, headers: bearer(clerk.token) });
      expect(res.statusCode, path).toBe(200);
      for (const secret of ['Somchai', 'Kasikorn', '56789']) expect(res.body, path).not.toContain(secret);
    }
  });

  it("reads a Stripe account and a change waiting for the owner's code masked as well", async () => {
    await ctx.db.execute(sql`
      UPDATE payout_accounts SET method = 'stripe', stripe_account_id = ${STRIPE}, holder = '', bank_text = ''
      WHERE merchant_id = ${shop.merchantId}`);
    await forgetChangeWait(ctx.db, shop.merchantId);
    const asked = await post(
      ctx.app,
      '/api/merchant/finance/payout-account',
      { method: 'offline', holder: 'Nok Saelim', bankText: 'Bangkok Bank 987-6-54321-0' },
      { headers: bearer(shop.token) },
    );
    expect(asked.body.code, asked.body.message).toBe(200);
    try {
      const res = await account(clerk.token);
      expect(res.body.data.account).toMatchObject({ method: 'stripe', stripeAccountId: '•••• 7U8i', bankText: '' });
      expect(res.body.data.pendingChange).toMatchObject({ holder: '', bankText: '•••• 21-0' });
      const text = JSON.stringify(res.body.data);
      for (const secret of [STRIPE, 'Nok', 'Bangkok Bank', '54321']) expect(text).not.toContain(secret);
      // The owner reads the same account and change whole.
      const whole = await account(shop.token);
      expect(whole.body.data.masked).toBe(false);
      expect(whole.body.data.account?.stripeAccountId).toBe(STRIPE);
      expect(whole.body.data.pendingChange).toMatchObject({
        holder: 'Nok Saelim',
        bankText: 'Bangkok Bank 987-6-54321-0',
      });
    } finally {
      await ctx.db.execute(sql`
        UPDATE payout_accounts SET method = 'offline', stripe_account_id = NULL, holder = ${HOLDER}, bank_text = ${BANK}
        WHERE merchant_id = ${shop.merchantId}`);
      await ctx.db.execute(sql`
        UPDATE payout_account_changes SET expires_at = now() WHERE merchant_id = ${shop.merchantId}`);
    }
  });
});

describe("the shop's owner and the platform", () => {
  it('the owner reads the account and the payout history whole', async () => {
    const res = await account(shop.token);
    expect(res.body.data.masked).toBe(false);
    expect(res.body.data.account).toMatchObject({ method: 'offline', holder: HOLDER, bankText: BANK });
    expect(ours((await payouts(shop.token)).body.data)?.destination).toBe(HOLDER);
  });

  it("the platform's payout queue still shows the holder and the bank details whole", async () => {
    const res = await get<Page<AdminPayout>>(ctx.app, '/api/admin/finance/payouts?limit=100', bearer(admin));
    const row = res.body.data.list.find((p) => p.payoutNo === payoutNo);
    expect(row).toMatchObject({ holder: HOLDER, bankText: BANK, destination: HOLDER });
  });
});
