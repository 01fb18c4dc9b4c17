import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { adminToken } from '../../../test/settle-support';

// Audit AW3: a suspended shop was never told; it now reads why and what still works, and is told of the reopening.

let ctx: TestContext;
let admin: { headers: Record<string, string> };
let staff: { token: string; merchantId: number };

beforeAll(async () => {
  ctx = await startTestApp();
  admin = { headers: bearer(await adminToken(ctx.db)) };
  staff = await merchantToken(ctx.db);
  // The owner reads the platform in French.
  await ctx.db.execute(sql`UPDATE users SET locale = 'fr' WHERE email = 'merchant@example.com'`);
});
afterAll(() => ctx?.close());

type Notices = { list: { kind: string; title: string; body: string }[] };
const notices = (kind: string) =>
  get<Notices>(ctx.app, `/api/merchant/notices?kind=${kind}`, bearer(staff.token)).then((r) => r.body.data.list);
const profile = () =>
  get<{ suspension: { since: string; reason: string } | null }>(ctx.app, '/api/merchant/shop', bearer(staff.token));

describe('a suspension and a reopening (audit AW3)', () => {
  it("tell the shop's owner, in their language, why and what still works, on the site and by e-mail", async () => {
    const reason = 'Contrefaçons signalées par trois acheteurs';
    const suspended = await post(ctx.app, `/api/admin/merchants/${staff.merchantId}/suspend`, { reason }, admin);
    expect(suspended.status, suspended.body.message).toBe(200);

    const [told] = await notices('shop_suspended');
    expect(told?.title).toContain('est suspendue');
    expect(told?.body).toContain(reason);
    expect(told?.body).toContain('expédier et rembourser les commandes déjà payées');
    // Audit CE5: a suspended shop may still ask to be paid (decision 0049), and is told so instead of "payouts wait".
    expect(told?.body).toContain('demander un versement de votre solde disponible (la plateforme l’examine)');
    expect(told?.body).not.toContain('versements attendent');
    const { rows: mails } = await ctx.db.execute<{ channel: string }>(sql`
      SELECT d.channel FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
      WHERE n.kind = 'shop_suspended' AND n.merchant_id = ${staff.merchantId} ORDER BY d.channel`);
    expect(mails.map((m) => m.channel)).toEqual(['email', 'site']);

    const shown = await profile();
    expect(shown.body.data.suspension).toEqual({ since: expect.any(String), reason });
    const detail = await get<{ suspensionReason: string }>(
      ctx.app,
      `/api/admin/merchants/${staff.merchantId}`,
      admin.headers,
    );
    expect(detail.body.data.suspensionReason).toBe(reason);

    expect((await post(ctx.app, `/api/admin/merchants/${staff.merchantId}/reopen`, undefined, admin)).status).toBe(200);
    const [reopened] = await notices('shop_reopened');
    expect(reopened?.title).toContain('est rouverte');
    expect(reopened?.body).not.toContain('versements');
    expect((await profile()).body.data.suspension).toBeNull();

    // A second suspension, without a reason (optional in the API), is told again.
    const bare = await post(ctx.app, `/api/admin/merchants/${staff.merchantId}/suspend`, undefined, admin);
    expect(bare.status, bare.body.message).toBe(200);
    expect(await notices('shop_suspended')).toHaveLength(2);
    expect((await post(ctx.app, `/api/admin/merchants/${staff.merchantId}/reopen`, undefined, admin)).status).toBe(200);
  });

  it('refuses an unreadable or overlong reason', async () => {
    const long = await post(
      ctx.app,
      `/api/admin/merchants/${staff.merchantId}/suspend`,
      { reason: 'x'.repeat(201) },
      admin,
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Give the reason of the suspension (at most 200 characters)');
  });
});
