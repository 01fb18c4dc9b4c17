import type { AdminPayout, Page, Payout, PayoutAccountView, PayoutOverview } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import {
  credit,
  forgetChangeWait,
  ownerEmailOf,
  payoutCode,
  payoutRow,
  setPayoutAccount,
  shopBalances,
} from '../../../test/payout-helpers';
import { otherShopStaff } from '../../../test/refund-helpers';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../../test/server-process';
import { adminToken } from '../../../test/settle-support';
import { ledgerDiscrepancies } from './ledger';

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let admin: string;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  admin = await adminToken(ctx.db);
});
afterAll(() => ctx?.close());

const asShop = (token = shop.token) => ({ headers: bearer(token) });
const askPayout = (amount: string, token = shop.token) =>
  post<{ payoutNo: string }>(ctx.app, '/api/merchant/finance/payouts', { amount }, asShop(token));
const approve = (payoutNo: string) =>
  post(ctx.app, `/api/admin/finance/payouts/${payoutNo}/approve`, undefined, { headers: bearer(admin) });
const today = () => new Date().toISOString().slice(0, 10);
const markPaid = (payoutNo: string, reference: string, paidOn = today()) =>
  post(ctx.app, `/api/admin/finance/payouts/${payoutNo}/paid`, { reference, paidOn }, { headers: bearer(admin) });
const reject = (payoutNo: string, reason: string) =>
  post(ctx.app, `/api/admin/finance/payouts/${payoutNo}/reject`, { reason }, { headers: bearer(admin) });

/** A shop of its own with `cents` available and a confirmed offline account, so tests do not share balances. */
async function freshShop(cents: number) {
  const staff = await otherShopStaffFresh();
  await setPayoutAccount(ctx.app, ctx.db, staff.token, staff.merchantId);
  if (cents) await credit(ctx.db, staff.merchantId, cents);
  return staff;
}

let shopSeq = 0;
/** A new open shop with an owner (a copy of the demo shop's row), so balances never leak between tests. */
async function otherShopStaffFresh() {
  shopSeq++;
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO merchants (name, status, category_id, type_id)
    SELECT name || ' payout ' || ${shopSeq} || ' ' || ${Date.now()}, status, category_id, type_id
    FROM merchants WHERE id = ${shop.merchantId}
    RETURNING id`);
  const merchantId = rows[0]!.id;
  const owner = await newShopper(ctx.db, `owner${shopSeq}`);
  await ctx.db.execute(
    sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${owner.id}, 'owner')`,
  );
  return { token: owner.token, merchantId };
}

describe('payout account', () => {
  it('writes to the owner in the language the owner keeps, else the one the change was asked in', async () => {
    const s = await otherShopStaffFresh();
    const owner = await ownerEmailOf(ctx.db, s.merchantId);
    await ctx.db.execute(sql`UPDATE users SET locale = 'es' WHERE email = ${owner}`);
    const asked = await post(
      ctx.app,
      '/api/merchant/finance/payout-account',
      { method: 'offline', holder: 'Ana Tienda', bankText: 'IBAN ES00 1234' },
      { headers: { ...bearer(s.token), 'accept-language': 'th' } },
    );
    expect(asked.body.code, asked.body.message).toBe(200);
    const last = async () =>
      (
        await ctx.db.execute<{ subject: string; body: string }>(
          sql`SELECT subject, body FROM outbox WHERE recipient = ${owner} ORDER BY id DESC LIMIT 1`,
        )
      ).rows[0]!;
    const mail = await last();
    expect(mail.subject).toMatch(/^Tu código de cuenta de cobro de Mall: \d{6}$/);
    expect(mail.body).toContain('Ana Tienda (transferencia bancaria)');
    const code = /(\d{6})$/.exec(mail.subject)![1];
    const done = await post(ctx.app, '/api/merchant/finance/payout-account/confirm', { code }, asShop(s.token));
    expect(done.body.code, done.body.message).toBe(200);
    expect((await last()).subject).toBe('La cuenta de cobro de tu tienda ha cambiado');
  });

  it('a change waits for the code emailed to the owner, is announced, and holds payouts for 48 hours', async () => {
    const s = await otherShopStaffFresh();
    const none = await get<PayoutAccountView>(ctx.app, '/api/merchant/finance/payout-account', bearer(s.token));
    expect(none.body.data).toMatchObject({ account: null, pendingChange: null, holdHours: 48, stripeAvailable: false });
    await credit(ctx.db, s.merchantId, 50_000);
    const missing = await askPayout('100.00', s.token);
    expect(missing.body).toMatchObject({ code: 400, message: 'Set up a payout account before asking for a payout' });

    const asked = await post<{ sentTo: string }>(
      ctx.app,
      '/api/merchant/finance/payout-account',
      { method: 'offline', holder: 'Ann Shop', bankText: 'IBAN DE00 1234' },
      asShop(s.token),
    );
    expect(asked.body.code).toBe(200);
    const owner = await ownerEmailOf(ctx.db, s.merchantId);
    expect(asked.body.data.sentTo).toBe(`${owner[0]}•••@example.org`);
    // Nothing changed before the code.
    const waiting = await get<PayoutAccountView>(ctx.app, '/api/merchant/finance/payout-account', bearer(s.token));
    expect(waiting.body.data.account).toBeNull();
    expect(waiting.body.data.pendingChange).toMatchObject({ method: 'offline', holder: 'Ann Shop' });

    const again = await post(
      ctx.app,
      '/api/merchant/finance/payout-account',
      { method: 'offline', holder: 'Ann Shop', bankText: 'IBAN DE00 1234' },
      asShop(s.token),
    );
    expect(again.body.code).toBe(429);

    const code = await payoutCode(ctx.db, owner);
    const done = await post<PayoutAccountView>(
      ctx.app,
      '/api/merchant/finance/payout-account/confirm',
      { code },
      asShop(s.token),
    );
    expect(done.body.code).toBe(200);
    expect(done.body.data.account).toMatchObject({ method: 'offline', holder: 'Ann Shop', bankText: 'IBAN DE00 1234' });
    const held = new Date(done.body.data.account!.heldUntil!).getTime() - Date.now();
    expect(held).toBeGreaterThan(47.9 * 3600_000);
    expect(held).toBeLessThan(48.1 * 3600_000);
    const { rows: mails } = await ctx.db.execute<{ subject: string }>(
      sql`SELECT subject FROM outbox WHERE recipient = ${owner} ORDER BY id DESC LIMIT 1`,
    );
    expect(mails[0]!.subject).toBe('Your shop payout account was changed');
    // The code works once.
    const reused = await post(ctx.app, '/api/merchant/finance/payout-account/confirm', { code }, asShop(s.token));
    expect(reused.body.code).toBe(400);

    const refused = await askPayout('100.00', s.token);
    expect(refused.body).toMatchObject({
      code: 409,
      message: 'The payout account was changed recently; payouts to it are held for now',
    });
    const overview = await get<PayoutOverview>(ctx.app, '/api/merchant/finance/payouts/overview', bearer(s.token));
    expect(overview.body.data).toMatchObject({ available: '500.00', blockedBy: 'held' });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it("only the owner changes it, and the code goes to the owner's e-mail, never a member's (audit CY1)", async () => {
    const s = await otherShopStaffFresh();
    const clerk = await newShopper(ctx.db, 'clerk');
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${s.merchantId}, ${clerk.id}, 'staff')`,
    );
    const body = { method: 'offline', holder: 'Clerk', bankText: 'IBAN XX00 9999' };
    const byClerk = await post(ctx.app, '/api/merchant/finance/payout-account', body, asShop(clerk.token));
    expect(byClerk.body).toMatchObject({ code: 403, message: "Only the shop's owner can change the payout account" });
    const confirmByClerk = await post(
      ctx.app,
      '/api/merchant/finance/payout-account/confirm',
      { code: '123456' },
      asShop(clerk.token),
    );
    expect(confirmByClerk.status).toBe(403);
    // An owner who signed up by phone has no e-mail: the code goes nowhere rather than to the member who has one.
    await ctx.db.execute(sql`
      UPDATE users SET email = NULL WHERE id = (
        SELECT user_id FROM merchant_staff WHERE merchant_id = ${s.merchantId} AND role = 'owner')`);
    const byOwner = await post(ctx.app, '/api/merchant/finance/payout-account', body, asShop(s.token));
    expect(byOwner.body).toMatchObject({
      code: 409,
      message: 'The shop owner has no email address to send the code to',
    });
    const { rows } = await ctx.db.execute(
      sql`SELECT 1 FROM payout_account_changes WHERE merchant_id = ${s.merchantId}`,
    );
    expect(rows).toEqual([]);
  });

  it('wrong codes are limited to five; after that even the right code is refused', async () => {
    const s = await otherShopStaffFresh();
    await post(
      ctx.app,
      '/api/merchant/finance/payout-account',
      { method: 'offline', holder: 'Thief', bankText: 'Thief bank' },
      asShop(s.token),
    );
    const code = await payoutCode(ctx.db, await ownerEmailOf(ctx.db, s.merchantId));
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await post(ctx.app, '/api/merchant/finance/payout-account/confirm', { code: wrong }, asShop(s.token))).body
          .message,
      );
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('The verification code is wrong or has expired'));
    expect(answers[4]).toBe('Too many wrong codes, please ask for a new one');
    const right = await post(ctx.app, '/api/merchant/finance/payout-account/confirm', { code }, asShop(s.token));
    expect(right.body).toMatchObject({ code: 400, message: 'Too many wrong codes, please ask for a new one' });
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM payout_accounts WHERE merchant_id = ${s.merchantId}`);
    expect(rows).toEqual([]);
  });

  it('an expired code does not work, and a newer request replaces the older code', async () => {
    const s = await otherShopStaffFresh();
    const owner = await ownerEmailOf(ctx.db, s.merchantId);
    const body = { method: 'offline', holder: 'First', bankText: 'First bank' };
    await post(ctx.app, '/api/merchant/finance/payout-account', body, asShop(s.token));
    const first = await payoutCode(ctx.db, owner);
    await forgetChangeWait(ctx.db, s.merchantId);
    await post(ctx.app, '/api/merchant/finance/payout-account', { ...body, holder: 'Second' }, asShop(s.token));
    const second = await payoutCode(ctx.db, owner);
    if (first !== second) {
      const old = await post(ctx.app, '/api/merchant/finance/payout-account/confirm', { code: first }, asShop(s.token));
      expect(old.body.code).toBe(400);
    }
    await ctx.db.execute(sql`
      UPDATE payout_account_changes SET expires_at = now() - interval '1 second' WHERE merchant_id = ${s.merchantId}`);
    const late = await post(ctx.app, '/api/merchant/finance/payout-account/confirm', { code: second }, asShop(s.token));
    expect(late.body).toMatchObject({ code: 400, message: 'The verification code is wrong or has expired' });
  });

  it('refuses unbounded or malformed accounts and Stripe when it is not configured', async () => {
    const bad = [
      { method: 'stripe', stripeAccountId: 'acct_' },
      { method: 'stripe', stripeAccountId: 'tok_123' },
      { method: 'offline', holder: '', bankText: 'x' },
      { method: 'offline', holder: 'x'.repeat(81), bankText: 'x' },
      { method: 'offline', holder: 'x', bankText: 'x'.repeat(501) },
      { method: 'paypal', holder: 'x', bankText: 'x' },
      { method: 'offline', holder: 'x', bankText: 'x', extra: 1 },
    ];
    for (const body of bad) {
      const res = await post(ctx.app, '/api/merchant/finance/payout-account', body, asShop());
      expect(res.body.code, JSON.stringify(body)).toBe(400);
    }
    await forgetChangeWait(ctx.db, shop.merchantId);
    const stripe = await post(
      ctx.app,
      '/api/merchant/finance/payout-account',
      { method: 'stripe', stripeAccountId: 'acct_1Test' },
      asShop(),
    );
    expect(stripe.body).toMatchObject({ code: 400, message: 'Stripe payouts are not available on this mall' });
  });

  it('the platform sets the hold', async () => {
    const set = await post(
      ctx.app,
      '/api/admin/finance/payout-settings',
      { holdHours: 24 },
      { headers: bearer(admin) },
    );
    expect(set.body.data).toEqual({ holdHours: 24 });
    const s = await otherShopStaffFresh();
    const view = await get<PayoutAccountView>(ctx.app, '/api/merchant/finance/payout-account', bearer(s.token));
    expect(view.body.data.holdHours).toBe(24);
    expect(
      (await post(ctx.app, '/api/admin/finance/payout-settings', { holdHours: 721 }, { headers: bearer(admin) })).body
        .code,
    ).toBe(400);
    await post(ctx.app, '/api/admin/finance/payout-settings', { holdHours: 48 }, { headers: bearer(admin) });
  });
});

describe('payout requests', () => {
  it('refuses below the minimum, beyond available and malformed amounts; moves no money when asked', async () => {
    const s = await freshShop(12_345);
    // Each refusal names the amount that decides it (audit AM5).
    expect((await askPayout('9.99', s.token)).body).toMatchObject({
      code: 400,
      message: 'The smallest payout is $10.00',
    });
    const overview = await get<PayoutOverview>(ctx.app, '/api/merchant/finance/payouts/overview', bearer(s.token));
    expect(overview.body.data).toEqual({
      available: '123.45',
      debt: '0.00',
      minimum: '10.00',
      blockedBy: null,
      heldUntil: null,
    });
    expect((await askPayout('123.46', s.token)).body).toMatchObject({
      code: 400,
      message: 'You can ask for at most $123.45',
    });
    const inSpanish = await post(
      ctx.app,
      '/api/merchant/finance/payouts',
      { amount: '123.46' },
      { headers: { ...bearer(s.token), 'accept-language': 'es' } },
    );
    expect(inSpanish.body.message).toBe('Puedes pedir como máximo 123,45\u00a0$');
    const poor = await freshShop(859);
    expect((await askPayout('9.00', poor.token)).body).toMatchObject({
      code: 400,
      message: 'The available balance of $8.59 is below the smallest payout of $10.00',
    });
    for (const amount of ['-5', '0', '1.234', 'abc', '1e5', '99999999.99']) {
      expect((await askPayout(amount, s.token)).body.code, amount).toBe(400);
    }
    const ok = await askPayout('123.45', s.token);
    expect(ok.body.code).toBe(200);
    expect(ok.body.data.payoutNo).toMatch(/^PO\d{20}$/);
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 12_345, paying: 0 });
    const second = await askPayout('10.00', s.token);
    expect(second.body).toMatchObject({
      code: 409,
      message: 'A payout is already in review; wait for its decision before asking for another',
    });
    const list = await get<Page<Payout>>(ctx.app, '/api/merchant/finance/payouts', bearer(s.token));
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        payoutNo: ok.body.data.payoutNo,
        amount: '123.45',
        status: 'reviewing',
        method: 'offline',
      }),
    ]);
  });

  it("only the shop's owner asks for payouts; other staff see them", async () => {
    const s = await freshShop(20_000);
    const clerk = await newShopper(ctx.db, 'clerk');
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${s.merchantId}, ${clerk.id}, 'staff')`,
    );
    expect((await askPayout('50.00', clerk.token)).body).toMatchObject({
      code: 403,
      message: "Only the shop's owner can ask for a payout",
    });
    const { payoutNo } = (await askPayout('50.00', s.token)).body.data;
    const seen = await get<Page<Payout>>(ctx.app, '/api/merchant/finance/payouts', bearer(clerk.token));
    expect(seen.body.data.list.map((p) => p.payoutNo)).toEqual([payoutNo]);
  });

  it('two requests racing: one is taken, the other told one is in review', async () => {
    const s = await freshShop(30_000);
    const results = await Promise.all([askPayout('200.00', s.token), askPayout('200.00', s.token)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409]);
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM payouts WHERE merchant_id = ${s.merchantId}`);
    expect(rows).toHaveLength(1);
  });
});

describe('a shop in debt (audit AW8)', () => {
  it('is shown nothing to withdraw and its debt, on the payout page as on the finance page, and told so', async () => {
    const s = await freshShop(18_500);
    await credit(ctx.db, s.merchantId, -30_000);
    const overview = await get<PayoutOverview>(ctx.app, '/api/merchant/finance/payouts/overview', bearer(s.token));
    expect(overview.body.data).toMatchObject({ available: '0.00', debt: '115.00', blockedBy: 'debt' });
    const summary = await get<{ available: string; debt: string }>(
      ctx.app,
      '/api/merchant/finance/summary',
      bearer(s.token),
    );
    expect(summary.body.data).toMatchObject({ available: overview.body.data.available, debt: '115.00' });
    const asked = await post(
      ctx.app,
      '/api/merchant/finance/payouts',
      { amount: '10.00' },
      { headers: { ...bearer(s.token), 'accept-language': 'th' } },
    );
    expect(asked.body).toMatchObject({
      code: 400,
      message: 'ไม่มียอดที่ถอนได้: ร้านมียอดค้างชำระ $115.00 ซึ่งจะหักจากยอดขายครั้งถัดไป',
    });
    expect((await askPayout('10.00', s.token)).body.message).toBe(
      'Nothing can be paid out: the shop owes $115.00, paid off by its next sales',
    );
  });
});

describe('payout review', () => {
  it('approval of a bank payout moves available to paying, once; the recorded transfer pays it', async () => {
    const s = await freshShop(50_000);
    const { payoutNo } = (await askPayout('300.00', s.token)).body.data;
    const queue = await get<Page<AdminPayout>>(ctx.app, '/api/admin/finance/payouts?status=reviewing', bearer(admin));
    expect(queue.body.data.list).toContainEqual(
      expect.objectContaining({ payoutNo, merId: s.merchantId, available: '500.00', holder: 'TechZone Ltd' }),
    );
    const res = await approve(payoutNo);
    expect(res.body).toMatchObject({
      code: 200,
      message: 'The payout was approved; record the bank transfer once it is made',
    });
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paying', transfer_id: null });
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 20_000, paying: 30_000 });
    expect((await approve(payoutNo)).body).toMatchObject({
      code: 409,
      message: 'This payout has already been decided',
    });
    expect((await markPaid(payoutNo, 'SCB-2026-000417')).body).toMatchObject({ code: 200 });
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paid', transfer_id: 'SCB-2026-000417' });
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 20_000, paying: 0 });
    const { rows } = await ctx.db.execute<{ key: string; amount: number }>(sql`
      SELECT e.key, l.amount FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.key LIKE ${`payout:${payoutNo}:%`} AND l.account = 'provider_cash'`);
    expect(rows).toEqual([{ key: `payout:${payoutNo}:paid`, amount: -30_000 }]);
    const mine = await get<Page<Payout>>(ctx.app, '/api/merchant/finance/payouts', bearer(s.token));
    expect(mine.body.data.list[0]).toMatchObject({
      status: 'paid',
      transferId: 'SCB-2026-000417',
      transferReference: 'SCB-2026-000417',
      transferredOn: today(),
    });
    expect(mine.body.data.list[0]!.paidTime).not.toBeNull();
    // After the decision the shop may ask again.
    expect((await askPayout('10.00', s.token)).body.code).toBe(200);
  });

  it('two approvals racing pay once', async () => {
    const s = await freshShop(40_000);
    const { payoutNo } = (await askPayout('400.00', s.token)).body.data;
    const results = await Promise.all([approve(payoutNo), approve(payoutNo), approve(payoutNo)]);
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409, 409]);
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 0, paying: 40_000 });
    const paid = await Promise.all([markPaid(payoutNo, 'REF-1'), markPaid(payoutNo, 'REF-2')]);
    expect(paid.map((r) => r.body.code).sort()).toEqual([200, 409]);
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 0, paying: 0 });
    const { rows } = await ctx.db.execute(sql`SELECT key FROM ledger_entries WHERE key LIKE ${`payout:${payoutNo}:%`}`);
    expect(rows).toHaveLength(2);
  });

  it('rejection with a reason moves nothing and tells the shop why', async () => {
    const s = await freshShop(20_000);
    const { payoutNo } = (await askPayout('150.00', s.token)).body.data;
    expect((await reject(payoutNo, '')).body.code).toBe(400);
    expect((await reject(payoutNo, 'x'.repeat(201))).body.code).toBe(400);
    const res = await reject(payoutNo, 'Bank details do not match the company');
    expect(res.body.code).toBe(200);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({
      status: 'rejected',
      reject_reason: 'Bank details do not match the company',
    });
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 20_000, paying: 0 });
    expect((await approve(payoutNo)).body.code).toBe(409);
    expect((await reject(payoutNo, 'again')).body.code).toBe(409);
    expect((await reject('PO00000000000000000000', 'none')).body.code).toBe(404);
    const mine = await get<Page<Payout>>(ctx.app, '/api/merchant/finance/payouts', bearer(s.token));
    expect(mine.body.data.list[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'Bank details do not match the company',
    });
  });

  it('an approval finds the available balance gone (a refund took it) and leaves the payout in review', async () => {
    const s = await freshShop(10_000);
    const { payoutNo } = (await askPayout('100.00', s.token)).body.data;
    await credit(ctx.db, s.merchantId, -5_000);
    const res = await approve(payoutNo);
    expect(res.body.code).toBe(409);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'reviewing' });
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 5_000, paying: 0 });
  });
});

describe('payout authorisation', () => {
  it("a shop's staff see only their shop's payouts and account; shoppers and strangers nothing", async () => {
    const other = await otherShopStaff(ctx, shop.merchantId);
    const mine = await freshShop(10_000);
    const { payoutNo } = (await askPayout('50.00', mine.token)).body.data;
    const theirs = await get<Page<Payout>>(ctx.app, '/api/merchant/finance/payouts', bearer(other.token));
    expect(theirs.body.data.list.map((p) => p.payoutNo)).not.toContain(payoutNo);
    const account = await get<PayoutAccountView>(ctx.app, '/api/merchant/finance/payout-account', bearer(other.token));
    expect(account.body.data.account?.holder ?? '').not.toBe('TechZone Ltd');
    const shopper = await newShopper(ctx.db, 'nosy');
    for (const headers of [bearer(shopper.token), {}]) {
      for (const url of [
        '/api/merchant/finance/payouts',
        '/api/merchant/finance/payout-account',
        '/api/admin/finance/payouts',
      ]) {
        const res = await get(ctx.app, url, headers);
        expect([401, 403], url).toContain(res.status);
      }
      const asked = await post(ctx.app, '/api/merchant/finance/payouts', { amount: '10.00' }, { headers });
      expect([401, 403]).toContain(asked.status);
      const approved = await post(ctx.app, `/api/admin/finance/payouts/${payoutNo}/approve`, undefined, { headers });
      expect([401, 403]).toContain(approved.status);
    }
    // Merchant staff are no platform.
    const staffApprove = await post(
      ctx.app,
      `/api/admin/finance/payouts/${payoutNo}/approve`,
      undefined,
      asShop(mine.token),
    );
    expect(staffApprove.status).toBe(403);
    expect((await payoutRow(ctx.db, payoutNo)).status).toBe('reviewing');
  });
});

describe('payouts across server processes', () => {
  let servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => stopServerProcess(s)));
  });

  it('two requests, two approvals and two transfer records racing through two server processes pay once', async () => {
    servers = await Promise.all(
      [0, 1].map(async () =>
        startServerProcess({
          DATABASE_URL: ctx.url,
          PORT: String(await freePort()),
          SEED_DEMO: 'false',
          JOBS: 'false',
          RATE_LIMIT_FACTOR: '1000',
        }),
      ),
    );
    const s = await freshShop(60_000);
    const call = (server: ServerProcess, token: string, url: string, body?: unknown) =>
      fetch(server.url + url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }).then((r) => r.json() as Promise<{ code: number; data: { payoutNo: string } | null }>);
    const asked = await Promise.all(
      servers.map((server) => call(server, s.token, '/api/merchant/finance/payouts', { amount: '500.00' })),
    );
    expect(asked.map((a) => a.code).sort()).toEqual([200, 409]);
    const payoutNo = asked.find((a) => a.code === 200)!.data!.payoutNo;
    const approved = await Promise.all(
      servers.map((server) => call(server, admin, `/api/admin/finance/payouts/${payoutNo}/approve`)),
    );
    expect(approved.map((a) => a.code).sort()).toEqual([200, 409]);
    const transfer = { reference: 'KBANK 778 100', paidOn: today() };
    const recorded = await Promise.all(
      servers.map((server) => call(server, admin, `/api/admin/finance/payouts/${payoutNo}/paid`, transfer)),
    );
    expect(recorded.map((a) => a.code).sort()).toEqual([200, 409]);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paid' });
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 10_000, paying: 0 });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  }, 120_000);
});

describe('demo data', () => {
  it('the demo shops with money have a paid payout and one in review, with their ledger entries', async () => {
    const { rows } = await ctx.db.execute<{
      merchant_id: number;
      paid: number;
      reviewing: number;
      entries: number;
    }>(sql`
      SELECT p.merchant_id, count(*) FILTER (WHERE p.status = 'paid')::int AS paid,
        count(*) FILTER (WHERE p.status = 'reviewing')::int AS reviewing,
        (SELECT count(*)::int FROM ledger_entries e JOIN payouts q ON q.id = e.payout_id
          WHERE q.merchant_id = p.merchant_id) AS entries
      FROM payouts p JOIN payout_accounts a ON a.merchant_id = p.merchant_id
      WHERE a.holder NOT IN ('TechZone Ltd', 'Ann Shop', 'Crash Shop') AND a.bank_text LIKE 'Demo Bank%'
      GROUP BY p.merchant_id`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toContainEqual(expect.objectContaining({ merchant_id: shop.merchantId }));
    for (const r of rows) expect(r).toMatchObject({ paid: 1, reviewing: 1, entries: 2 });
  });
});

describe('the books', () => {
  it('balance after all of it', async () => {
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
