import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { createSession } from '../../platform/session';

let ctx: TestContext;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  ctx = await startTestApp();
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = { headers: bearer(await createSession(ctx.db, rows[0]!.id)) };
});
afterAll(() => ctx?.close());

type User = { id: number; email: string; isAdmin: boolean; merchantName: string | null; nickname: string };
type Page<T> = { list: T[]; total: number };

describe('users', () => {
  it('lists users newest first and searches by email, nickname or id', async () => {
    const all = await get<Page<User>>(ctx.app, '/api/admin/users?limit=5', admin.headers);
    expect(all.body.data.total).toBeGreaterThanOrEqual(3);
    const ids = all.body.data.list.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const byEmail = await get<Page<User>>(ctx.app, '/api/admin/users?keywords=shopper@example', admin.headers);
    expect(byEmail.body.data.list.map((u) => u.email)).toEqual(['shopper@example.com']);
    const id = byEmail.body.data.list[0]!.id;
    const byId = await get<Page<User>>(ctx.app, `/api/admin/users?keywords=${id}`, admin.headers);
    expect(byId.body.data.list.map((u) => u.id)).toContain(id);
    // LIKE wildcards are taken literally.
    const wild = await get<Page<User>>(ctx.app, '/api/admin/users?keywords=%25', admin.headers);
    expect(wild.body.data.total).toBe(0);
  });

  it('filters by role', async () => {
    const admins = await get<Page<User>>(ctx.app, '/api/admin/users?role=admin', admin.headers);
    expect(admins.body.data.list.map((u) => u.email)).toContain('admin@example.com');
    expect(admins.body.data.list.every((u) => u.isAdmin)).toBe(true);
    const staff = await get<Page<User>>(ctx.app, '/api/admin/users?role=merchant&limit=100', admin.headers);
    expect(staff.body.data.list.find((u) => u.email === 'merchant@example.com')?.merchantName).toBe(
      'TechZone Official Store',
    );
    const shoppers = await get<Page<User>>(ctx.app, '/api/admin/users?role=shopper&limit=100', admin.headers);
    expect(shoppers.body.data.list.map((u) => u.email)).toContain('shopper@example.com');
    expect(shoppers.body.data.list.some((u) => u.isAdmin || u.merchantName)).toBe(false);
    expect((await get(ctx.app, '/api/admin/users?role=root', admin.headers)).status).toBe(400);
  });

  it('shows the detail without any secret', async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE email = 'shopper@example.com'`,
    );
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/users/${rows[0]!.id}`, headers: admin.headers });
    const data = res.json().data as Record<string, unknown>;
    expect(data).toMatchObject({
      email: 'shopper@example.com',
      orderCount: expect.any(Number),
      paidTotal: expect.stringMatching(/^\d+\.\d{2}$/),
      liveSessions: expect.any(Number),
    });
    expect(res.body).not.toMatch(/password|argon|token_hash|\$argon2/i);
    expect((await get(ctx.app, '/api/admin/users/999999', admin.headers)).status).toBe(404);
  });

  it('signs a user out everywhere: their sessions are revoked', async () => {
    const user = await newShopper(ctx.db, 'lost-phone');
    expect((await get(ctx.app, '/api/front/user/info', bearer(user.token))).status).toBe(200);
    const res = await post<{ revoked: number }>(ctx.app, `/api/admin/users/${user.id}/sign-out`, undefined, admin);
    expect(res.body).toMatchObject({ code: 200, data: { revoked: 1 } });
    const after = await get(ctx.app, '/api/front/user/info', bearer(user.token));
    expect(after.body.code).toBe(410001);
    const detail = await get<{ liveSessions: number }>(ctx.app, `/api/admin/users/${user.id}`, admin.headers);
    expect(detail.body.data.liveSessions).toBe(0);
  });
});

describe('outbox', () => {
  it('shows the codes no transport sent, newest first, to admins only', async () => {
    const first = 'outbox.first@example.org';
    const second = 'outbox.second@example.org';
    expect((await post(ctx.app, '/api/front/login/email/captcha', first, { ip: freshIp() })).body.code).toBe(200);
    expect((await post(ctx.app, '/api/front/login/email/captcha', second, { ip: freshIp() })).body.code).toBe(200);
    const sms = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/login/sendCode',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ phone: '13800138555', countryCode: '86' }).toString(),
    });
    expect(sms.json().code).toBe(200);

    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox?channel=email', headers: admin.headers });
    expect(res.headers['cache-control']).toBe('no-store');
    const list = (res.json() as { data: Page<{ recipient: string; body: string; channel: string }> }).data.list;
    expect(list.slice(0, 2).map((m) => m.recipient)).toEqual([second, first]);
    expect(list[0]!.body).toMatch(/\d{6}/);
    expect(list.every((m) => m.channel === 'email')).toBe(true);

    const texts = await get<Page<{ recipient: string; channel: string }>>(
      ctx.app,
      '/api/admin/outbox?channel=sms',
      admin.headers,
    );
    expect(texts.body.data.list[0]).toMatchObject({
      channel: 'sms',
      recipient: expect.stringContaining('13800138555'),
    });
    const one = await get<Page<{ recipient: string }>>(
      ctx.app,
      '/api/admin/outbox?keywords=outbox.first',
      admin.headers,
    );
    expect(one.body.data.list.map((m) => m.recipient)).toEqual([first]);

    const shopper = await newShopper(ctx.db, 'nosy');
    const denied = await get(ctx.app, '/api/admin/outbox', bearer(shopper.token));
    expect(denied.status).toBe(403);
    expect(JSON.stringify(denied.body)).not.toContain(first);
  });
});
