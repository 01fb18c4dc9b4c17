import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { adminToken } from '../../../test/settle-support';
import { recordOperatorAction } from './operator-log';

// Audit AW4: every operator's write names its operator, in a log nobody changes; a refused call leaves no row.

let ctx: TestContext;
let admin: { headers: Record<string, string> };
let adminId: number;
let shopId: number;

type Row = { user_id: number; email: string; method: string; route: string; object: string; body: unknown };
async function actions(route: string): Promise<Row[]> {
  const { rows } = await ctx.db.execute<Row>(sql`
    SELECT user_id, email, method, route, object, body FROM operator_actions WHERE route = ${route} ORDER BY id`);
  return rows;
}

beforeAll(async () => {
  ctx = await startTestApp();
  admin = { headers: bearer(await adminToken(ctx.db)) };
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  adminId = rows[0]!.id;
  shopId = (await merchantToken(ctx.db)).merchantId;
});
afterAll(() => ctx?.close());

describe("the operators' log", () => {
  it('names the operator of a commission change and of a suspension, one row each', async () => {
    const commission = `/api/admin/finance/shops/${shopId}/commission`;
    expect((await post(ctx.app, commission, { rate: '0.00' }, admin)).status).toBe(200);
    expect(await actions('/api/admin/finance/shops/:merId/commission')).toEqual([
      {
        user_id: adminId,
        email: 'admin@example.com',
        method: 'POST',
        route: '/api/admin/finance/shops/:merId/commission',
        object: `shops ${shopId}`,
        body: { rate: '0.00' },
      },
    ]);

    expect((await post(ctx.app, `/api/admin/merchants/${shopId}/suspend`, undefined, admin)).status).toBe(200);
    const suspended = await actions('/api/admin/merchants/:id/suspend');
    expect(suspended).toHaveLength(1);
    expect(suspended[0]).toMatchObject({ user_id: adminId, email: 'admin@example.com', object: `merchants ${shopId}` });

    // Refused: already suspended (409), an unknown field (400). Neither changed anything, neither leaves a row.
    expect((await post(ctx.app, `/api/admin/merchants/${shopId}/suspend`, undefined, admin)).status).toBe(409);
    const refused = await post(
      ctx.app,
      '/api/admin/settings/payment',
      { stripeOpen: false, testcardOpen: true, password: 'hunter2hunter2' },
      admin,
    );
    expect(refused.status).toBe(400);
    expect(await actions('/api/admin/merchants/:id/suspend')).toHaveLength(1);
    expect(await actions('/api/admin/settings/payment')).toHaveLength(0);
    expect((await post(ctx.app, `/api/admin/merchants/${shopId}/reopen`, undefined, admin)).status).toBe(200);
  });

  it('keeps a body without its passwords, keys and card numbers', async () => {
    const booked = await post(
      ctx.app,
      `/api/admin/finance/shops/${shopId}/adjustments`,
      {
        amount: '1.00',
        reason: 'Refund of fee, Stripe key sk_live_51AbCdEfGhIjK pasted',
        requestId: 'audit-aw4-secret',
      },
      admin,
    );
    expect(booked.status).toBe(200);
    const [row] = await actions('/api/admin/finance/shops/:merId/adjustments');
    expect(row?.body).toEqual({
      amount: '1.00',
      reason: 'Refund of fee, Stripe key [removed] pasted',
      requestId: 'audit-aw4-secret',
    });

    await recordOperatorAction(ctx.db, {
      userId: adminId,
      method: 'POST',
      route: '/api/admin/test/secrets',
      params: {},
      status: 200,
      body: {
        newPassword: 'hunter2hunter2',
        stripe_secret_key: 'sk_test_abcdefgh',
        account: { bankAccountNumber: '1234567', holder: 'Somchai', card: '4242 4242 4242 4242' },
        note: 'paid with 4242424242424242',
        keywords: ['shoes'],
      },
    });
    const [kept] = await actions('/api/admin/test/secrets');
    expect(kept?.body).toEqual({
      newPassword: '[removed]',
      stripe_secret_key: '[removed]',
      account: { bankAccountNumber: '[removed]', holder: 'Somchai', card: '[removed]' },
      note: 'paid with [removed]',
      keywords: ['shoes'],
    });
  });

  it('keeps one row for an adjustment sent twice, and the retry says it booked nothing (audit CE4)', async () => {
    const route = `/api/admin/finance/shops/${shopId}/adjustments`;
    const form = { amount: '0.01', reason: 'Goodwill for a late payout', requestId: 'audit-ce4-retry' };
    const first = await post(ctx.app, route, form, admin);
    expect(first.body.message).toBe('The adjustment was booked');
    const again = await post(ctx.app, route, form, { headers: { ...admin.headers, 'accept-language': 'fr' } });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Cet ajustement était déjà enregistré ; rien n’a été enregistré de nouveau');

    const { rows: entries } = await ctx.db.execute(
      sql`SELECT 1 FROM ledger_entries WHERE key = ${`adjustment:${form.requestId}`}`,
    );
    expect(entries).toHaveLength(1);
    const logged = (await actions('/api/admin/finance/shops/:merId/adjustments')).filter(
      (a) => (a.body as { requestId?: string }).requestId === form.requestId,
    );
    expect(logged).toHaveLength(1);
  });

  it('keeps no card number or IBAN written in free text, however it is grouped (audit CE3)', async () => {
    const written = {
      dots: 'card 4242.4242.4242.4242',
      twoSpaces: 'card 4242  4242  4242  4242',
      slashes: 'card 4242/4242/4242/4242',
      underscores: 'card 4242_4242_4242_4242',
      paidTo: 'IBAN DE89370400440532013000 of the shop',
      memo: 'IBAN DE89 3704 0044 0532 0130 00 PAID',
      // Not secrets: a payout number shaped like an IBAN fails its check digits, dates and amounts are too short.
      payout: 'payout PO20261205004501384946 repaid',
      dates: 'sales of 2026-12-04 to 2026-12-06, 12.50 each',
    };
    await recordOperatorAction(ctx.db, {
      userId: adminId,
      method: 'POST',
      route: '/api/admin/test/free-text',
      params: {},
      status: 200,
      body: written,
    });
    const [kept] = await actions('/api/admin/test/free-text');
    expect(kept?.body).toEqual({
      dots: 'card [removed]',
      twoSpaces: 'card [removed]',
      slashes: 'card [removed]',
      underscores: 'card [removed]',
      paidTo: 'IBAN [removed] of the shop',
      memo: 'IBAN [removed] PAID',
      payout: 'payout PO20261205004501384946 repaid',
      dates: 'sales of 2026-12-04 to 2026-12-06, 12.50 each',
    });
  });

  it('cannot be changed or emptied, and lists newest first by operator and by object', async () => {
    await expect(ctx.db.execute(sql`UPDATE operator_actions SET email = 'someone@else'`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`DELETE FROM operator_actions`)).rejects.toThrow();

    const page = await get<{ list: { route: string; email: string }[]; total: number }>(
      ctx.app,
      `/api/admin/operator-actions?operator=admin@example&target=merchants ${shopId}`,
      admin.headers,
    );
    expect(page.status).toBe(200);
    expect(page.body.data.list.map((a) => a.route)).toEqual([
      '/api/admin/merchants/:id/reopen',
      '/api/admin/merchants/:id/suspend',
    ]);
    const nobody = await get<{ total: number }>(ctx.app, '/api/admin/operator-actions?operator=nobody@', admin.headers);
    expect(nobody.body.data.total).toBe(0);
  });
});
