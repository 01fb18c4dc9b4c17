import type { AdminPayout, Page } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { credit, ownerEmailOf, payoutRow, setPayoutAccount, shopBalances } from '../../../test/payout-helpers';
import { adminToken } from '../../../test/settle-support';
import { ledgerDiscrepancies } from './ledger';

// The operator's way out of payouts that were dead ends (audit AW7: an approved bank payout that cannot be
// transferred; audit AW2: a suspended shop's balance).

let ctx: TestContext;
let admin: string;
let demoShop: number;

beforeAll(async () => {
  ctx = await startTestApp();
  demoShop = (await merchantToken(ctx.db)).merchantId;
  admin = await adminToken(ctx.db);
});
afterAll(() => ctx?.close());

let seq = 0;
/** A shop of its own with an owner, a confirmed offline account and `cents` available. */
async function freshShop(cents: number) {
  seq++;
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO merchants (name, status, category_id, type_id)
    SELECT name || ' operator ' || ${seq} || ' ' || ${Date.now()}, status, category_id, type_id
    FROM merchants WHERE id = ${demoShop} RETURNING id`);
  const merchantId = rows[0]!.id;
  const owner = await newShopper(ctx.db, `payoutowner${seq}`);
  await ctx.db.execute(
    sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${owner.id}, 'owner')`,
  );
  await setPayoutAccount(ctx.app, ctx.db, owner.token, merchantId);
  await credit(ctx.db, merchantId, cents);
  return { token: owner.token, merchantId, email: await ownerEmailOf(ctx.db, merchantId) };
}

const asAdmin = (path: string, body?: unknown, lang = 'en') =>
  post(ctx.app, `/api/admin/finance/payouts/${path}`, body, {
    headers: { ...bearer(admin), 'accept-language': lang },
  });

async function askPayout(token: string, amount: string, language: string) {
  return post<{ payoutNo: string }>(
    ctx.app,
    '/api/merchant/finance/payouts',
    { amount },
    { headers: { ...bearer(token), 'accept-language': language } },
  );
}

const today = () => new Date().toISOString().slice(0, 10);

describe('an approved bank payout that cannot be transferred (audit AW7)', () => {
  it('is marked failed once: the money is back in available, the owner is told, and it cannot then be paid', async () => {
    const s = await freshShop(40_000);
    const asked = await askPayout(s.token, '250.00', 'th-TH,th;q=0.9');
    expect(asked.body.code, asked.body.message).toBe(200);
    const payoutNo = asked.body.data.payoutNo;
    // Only an approved payout can fail: one in review is rejected instead.
    expect((await asAdmin(`${payoutNo}/fail`, { reason: 'No such account' })).body.code).toBe(409);
    expect((await asAdmin(`${payoutNo}/approve`)).body.code).toBe(200);
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 15_000, paying: 25_000 });
    expect((await asAdmin(`${payoutNo}/fail`, { reason: '   ' })).body.code).toBe(400);

    const reason = 'The bank says the account number does not exist';
    const clicks = await Promise.all([1, 2].map(() => asAdmin(`${payoutNo}/fail`, { reason }, 'es')));
    expect(clicks.map((r) => r.body.code).sort()).toEqual([200, 409]);
    expect(clicks.find((r) => r.body.code === 200)!.body.message).toBe(
      'El pago se marcó como fallido; el dinero ha vuelto al saldo disponible de la tienda',
    );
    expect(clicks.find((r) => r.body.code === 409)!.body.message).toBe(
      'Solo un pago bancario aprobado que espera su transferencia puede marcarse como fallido',
    );
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'failed', fail_reason: reason });
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 40_000, paying: 0 });
    const { rows: entries } = await ctx.db.execute<{ key: string; kind: string }>(sql`
      SELECT key, kind FROM ledger_entries WHERE key LIKE ${`payout:${payoutNo}:%`} ORDER BY id`);
    expect(entries).toEqual([
      { key: `payout:${payoutNo}:approve`, kind: 'payout' },
      { key: `payout:${payoutNo}:failed`, kind: 'payout_reversal' },
    ]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);

    // The owner is told once, in the language they asked in, with the operator's reason.
    const { rows: mails } = await ctx.db.execute<{ subject: string; body: string }>(sql`
      SELECT subject, body FROM outbox WHERE channel = 'email' AND recipient = ${s.email}
        AND subject LIKE ${`%${payoutNo}%`} ORDER BY id`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`การถอนเงิน ${payoutNo} ของคุณโอนไม่สำเร็จ`);
    expect(mails[0]!.body).toContain(reason);

    // Failed is final: no transfer can be recorded for it, and the shop may ask again for the money.
    expect((await asAdmin(`${payoutNo}/paid`, { reference: 'LATE-1', paidOn: today() })).body.code).toBe(409);
    expect((await askPayout(s.token, '400.00', 'th')).body.code).toBe(200);
  });
});

describe("a suspended shop's balance (audit AW2, decision 0049)", () => {
  it('the owner asks for it, the operator sees the shop is suspended, approves and pays it: nothing is left owed', async () => {
    const s = await freshShop(18_500);
    const suspended = await post(ctx.app, `/api/admin/merchants/${s.merchantId}/suspend`, undefined, {
      headers: bearer(admin),
    });
    expect(suspended.body.code, suspended.body.message).toBe(200);
    // The rest of the shop's money doors stay shut while it is suspended.
    const account = await post(
      ctx.app,
      '/api/merchant/finance/payout-account',
      { method: 'offline', holder: 'Someone Else', bankText: 'Another bank' },
      { headers: bearer(s.token) },
    );
    expect(account.status).toBe(403);

    const asked = await askPayout(s.token, '185.00', 'en');
    expect(asked.body.code, asked.body.message).toBe(200);
    const payoutNo = asked.body.data.payoutNo;
    const queue = await get<Page<AdminPayout>>(
      ctx.app,
      '/api/admin/finance/payouts?status=reviewing&limit=100',
      bearer(admin),
    );
    expect(queue.body.data.list.find((p) => p.payoutNo === payoutNo)).toMatchObject({
      merId: s.merchantId,
      shopSuspended: true,
      amount: '185.00',
    });
    expect((await asAdmin(`${payoutNo}/approve`)).body.code).toBe(200);
    const paid = await asAdmin(`${payoutNo}/paid`, { reference: 'KBANK-0010', paidOn: today() });
    expect(paid.body.code, paid.body.message).toBe(200);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paid' });
    expect(await shopBalances(ctx.db, s.merchantId)).toMatchObject({ available: 0, paying: 0 });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe("a payout in the operator's queue (audit AW1: the shop's days)", () => {
  it("carries the shop's time zone, which the console tells its times in", async () => {
    const s = await freshShop(5_000);
    await ctx.db.execute(sql`UPDATE merchants SET time_zone = 'Asia/Bangkok' WHERE id = ${s.merchantId}`);
    const asked = await askPayout(s.token, '50.00', 'en');
    expect(asked.body.code, asked.body.message).toBe(200);
    const queue = await get<Page<AdminPayout>>(ctx.app, '/api/admin/finance/payouts?limit=100', bearer(admin));
    expect(queue.body.data.list.find((p) => p.payoutNo === asked.body.data.payoutNo)).toMatchObject({
      merId: s.merchantId,
      timeZone: 'Asia/Bangkok',
    });
  });
});
