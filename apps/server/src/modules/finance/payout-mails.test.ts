import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { credit, ownerEmailOf, payoutRow, setPayoutAccount } from '../../../test/payout-helpers';
import { adminToken } from '../../../test/settle-support';
import { payoutMail } from './payout-mails';
import { type PayoutProviders, TransferRefused } from './payout-providers';
import { approvePayout, resumeStuckPayouts } from './payouts';

let ctx: TestContext;
let admin: { token: string; id: number };
let demoShop: number;

beforeAll(async () => {
  ctx = await startTestApp();
  demoShop = (await merchantToken(ctx.db)).merchantId;
  const token = await adminToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = { token, id: rows[0]!.id };
});
afterAll(() => ctx?.close());

let seq = 0;
/** A shop of its own with an owner, a confirmed offline account and `cents` available. */
async function freshShop(cents: number) {
  seq++;
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO merchants (name, status, category_id, type_id)
    SELECT name || ' mails ' || ${seq} || ' ' || ${Date.now()}, status, category_id, type_id
    FROM merchants WHERE id = ${demoShop} RETURNING id`);
  const merchantId = rows[0]!.id;
  const owner = await newShopper(ctx.db, `mailowner${seq}`);
  await ctx.db.execute(
    sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${owner.id}, 'owner')`,
  );
  await setPayoutAccount(ctx.app, ctx.db, owner.token, merchantId);
  await credit(ctx.db, merchantId, cents);
  return { token: owner.token, merchantId, email: await ownerEmailOf(ctx.db, merchantId) };
}

/** The payout goes to a Stripe account, so its transfer goes through the provider under test. */
async function viaProvider(payoutNo: string) {
  await ctx.db.execute(sql`
    UPDATE payouts SET account = account || '{"method": "stripe", "stripeAccountId": "acct_mails"}'::jsonb
    WHERE payout_no = ${payoutNo}`);
}

/** The owner asks for a payout from a console in `language`. */
async function askPayout(token: string, amount: string, language: string): Promise<string> {
  const res = await post<{ payoutNo: string }>(
    ctx.app,
    '/api/merchant/finance/payouts',
    { amount },
    { headers: { ...bearer(token), 'accept-language': language } },
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.payoutNo;
}

/** The owner's payout mails about one payout (the outbox stands in for SMTP). */
async function mailsAbout(to: string, payoutNo: string) {
  const { rows } = await ctx.db.execute<{ subject: string; body: string }>(sql`
    SELECT subject, body FROM outbox WHERE channel = 'email' AND recipient = ${to} AND subject LIKE ${`%${payoutNo}%`}
    ORDER BY id`);
  return rows;
}

const notice = () => ({ messaging: ctx.app.messaging, warn: () => undefined });
const providersAnswering =
  (transfer: () => Promise<{ transferId: string }>): PayoutProviders =>
  () => ({
    method: 'offline',
    transfer,
  });

describe("payout outcomes in the owner's mailbox", () => {
  it('a paid payout is mailed once, in the language the owner asked in, with the amount and the reference', async () => {
    const s = await freshShop(50_000);
    const payoutNo = await askPayout(s.token, '123.45', 'fr-FR,fr;q=0.9');
    const approvals = await Promise.all(
      [1, 2].map(() =>
        post(ctx.app, `/api/admin/finance/payouts/${payoutNo}/approve`, undefined, { headers: bearer(admin.token) }),
      ),
    );
    expect(approvals.map((r) => r.body.code).sort()).toEqual([200, 409]);
    // A bank payout is paid when the operator records its transfer; two records racing pay and mail it once.
    const transfer = { reference: 'SCB 7781-0042', paidOn: new Date().toISOString().slice(0, 10) };
    const recorded = await Promise.all(
      [1, 2].map(() =>
        post(ctx.app, `/api/admin/finance/payouts/${payoutNo}/paid`, transfer, { headers: bearer(admin.token) }),
      ),
    );
    expect(recorded.map((r) => r.body.code).sort()).toEqual([200, 409]);
    // The sweep finds nothing left to do and tells nobody again.
    await resumeStuckPayouts(
      ctx.db,
      providersAnswering(async () => ({ transferId: 'never' })),
      0,
      notice(),
    );
    const mails = await mailsAbout(s.email, payoutNo);
    expect(mails).toEqual([
      {
        subject: `Votre versement ${payoutNo} a été payé`,
        body: expect.stringContaining(`d'un montant de 123,45\u00a0$`),
      },
    ]);
    expect(mails[0]!.body).toContain('SCB 7781-0042');
  });

  it('a rejection is mailed once with the reason, in Chinese for an owner who asked in Chinese', async () => {
    const s = await freshShop(20_000);
    const payoutNo = await askPayout(s.token, '150.00', 'zh-CN');
    const reason = 'Bank details do not match the company';
    const reject = () =>
      post(ctx.app, `/api/admin/finance/payouts/${payoutNo}/reject`, { reason }, { headers: bearer(admin.token) });
    expect((await reject()).body.code).toBe(200);
    expect((await reject()).body.code).toBe(409);
    const mails = await mailsAbout(s.email, payoutNo);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`您的提现 ${payoutNo} 未通过审核`);
    expect(mails[0]!.body).toContain(`原因：${reason}`);
    expect(mails[0]!.body).toContain('（金额 $150.00）');
  });

  it("a failed transfer is mailed once with the provider's reason; the money is back in available", async () => {
    const s = await freshShop(30_000);
    const payoutNo = await askPayout(s.token, '99.99', 'es');
    await viaProvider(payoutNo);
    const refused = providersAnswering(async () => {
      throw new TransferRefused('The bank refused the account number');
    });
    expect(await approvePayout(ctx.db, refused, payoutNo, admin.id, notice())).toBe('failed');
    await resumeStuckPayouts(ctx.db, refused, 0, notice());
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'failed' });
    const mails = await mailsAbout(s.email, payoutNo);
    expect(mails).toEqual([
      {
        subject: `Tu pago ${payoutNo} no se ha podido transferir`,
        body: expect.stringContaining('ha fallado: The bank refused the account number'),
      },
    ]);
    expect(mails[0]!.body).toContain('por 99,99\u00a0$,');
  });

  it('a payout a crash left paying is mailed once when two sweeps resume it at the same time', async () => {
    const s = await freshShop(30_000);
    const payoutNo = await askPayout(s.token, '10.00', 'en');
    await viaProvider(payoutNo);
    const silent = providersAnswering(async () => {
      throw new Error('connection reset');
    });
    expect(await approvePayout(ctx.db, silent, payoutNo, admin.id, notice())).toBe('paying');
    expect(await mailsAbout(s.email, payoutNo)).toEqual([]);
    const paying = providersAnswering(async () => ({ transferId: `OFF-${payoutNo}` }));
    await Promise.all([
      resumeStuckPayouts(ctx.db, paying, 0, notice()),
      resumeStuckPayouts(ctx.db, paying, 0, notice()),
    ]);
    const mails = await mailsAbout(s.email, payoutNo);
    expect(mails.map((m) => m.subject)).toEqual([`Your payout ${payoutNo} was paid`]);
    expect(mails[0]!.body).toContain('of $10.00 to');
  });

  it('every language has its own words for every outcome, and an unknown one falls back to English', () => {
    const outcomes = [
      { kind: 'paid', transferId: 'tr_1' },
      { kind: 'rejected', reason: 'why' },
      { kind: 'failed', reason: 'why' },
    ] as const;
    for (const outcome of outcomes) {
      const subjects = ['en', 'zh-CN', 'fr', 'th', 'lo', 'es'].map(
        (locale) => payoutMail(locale, outcome, 'PO1', '1.00 USD').subject,
      );
      expect(new Set(subjects).size).toBe(6);
      expect(subjects.every((s) => s.includes('PO1'))).toBe(true);
      expect(payoutMail('de', outcome, 'PO1', '1.00 USD')).toEqual(payoutMail('en', outcome, 'PO1', '1.00 USD'));
    }
  });
});
