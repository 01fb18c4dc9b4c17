import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { solvedCaptcha } from '../../../test/captcha';
import {
  bearer,
  freshIp,
  get,
  merchantToken,
  newShopper,
  post,
  startTestApp,
  type TestContext,
} from '../../../test/harness';
import { createSession, hashToken } from '../../platform/session';
import { hashPassword } from '../auth/passwords';
import { LO_FRAME } from '../notices/texts-asia';

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
      payload: new URLSearchParams({
        phone: '13800138555',
        countryCode: '86',
        ...(await solvedCaptcha(ctx)),
      }).toString(),
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

describe('disabling and enabling an account', () => {
  const DISABLED = 'This account has been disabled';
  let serial = 0;

  /** A shopper who can sign in with email or phone and a password, with one live session. */
  async function signedUpShopper() {
    serial += 1;
    // Each test file has a database of its own: a counter keeps addresses and phones unique.
    const email = `frozen.${serial}@example.org`;
    const phone = `13900${String(serial).padStart(6, '0')}`;
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO users (email, country_code, phone, password_hash, nickname)
      VALUES (${email}, '+86', ${phone}, ${await hashPassword('Frozen123!')}, ${`frozen${serial}`}) RETURNING id`);
    const id = rows[0]!.id;
    return { id, email, phone, token: await createSession(ctx.db, id) };
  }

  const passwordSignIn = (email: string, password = 'Frozen123!') =>
    post<{ token: string }>(ctx.app, '/api/front/login/email', { email, password }, { ip: freshIp() });

  /** The last code the outbox holds for a recipient (no SMTP or SMS transport in this test app). */
  async function lastCode(recipient: string): Promise<string> {
    const { rows } = await ctx.db.execute<{ body: string }>(
      sql`SELECT body FROM outbox WHERE recipient = ${recipient} ORDER BY id DESC LIMIT 1`,
    );
    return /\d{6}/.exec(rows[0]?.body ?? '')?.[0] ?? '';
  }

  async function mailsTo(recipient: string): Promise<number> {
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM outbox WHERE recipient = ${recipient}`,
    );
    return rows[0]?.n ?? 0;
  }

  async function sendSms(phone: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/login/sendCode',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ phone, countryCode: '86', ...(await solvedCaptcha(ctx)) }).toString(),
    });
    expect(res.json().code).toBe(200);
    return lastCode(`+86${phone}`);
  }

  const disable = (id: number, as = admin.headers) =>
    post<{ disabledAt: string | null }>(ctx.app, `/api/admin/users/${id}/disable`, undefined, { headers: as });
  const enable = (id: number, as = admin.headers) =>
    post<{ disabledAt: string | null }>(ctx.app, `/api/admin/users/${id}/enable`, undefined, { headers: as });

  it('disables: the sessions end at once, the list and detail show it, the status filter finds it', async () => {
    const user = await signedUpShopper();
    const second = await createSession(ctx.db, user.id);
    expect((await get(ctx.app, '/api/front/user/info', bearer(user.token))).status).toBe(200);

    const res = await disable(user.id);
    expect(res.body).toMatchObject({
      code: 200,
      message: 'The account has been disabled and signed out everywhere',
      data: { disabledAt: expect.any(String) },
    });
    for (const token of [user.token, second]) {
      const after = await get(ctx.app, '/api/front/user/info', bearer(token));
      expect([after.status, after.body.code, after.body.message]).toEqual([401, 410001, DISABLED]);
    }
    const { rows } = await ctx.db.execute<{ live: number }>(
      sql`SELECT count(*) AS live FROM sessions WHERE user_id = ${user.id} AND revoked_at IS NULL`,
    );
    expect(rows[0]!.live).toBe(0);

    const detail = await get<{ disabled: boolean; disabledAt: string; liveSessions: number }>(
      ctx.app,
      `/api/admin/users/${user.id}`,
      admin.headers,
    );
    expect(detail.body.data).toMatchObject({ disabled: true, disabledAt: res.body.data.disabledAt, liveSessions: 0 });
    const found = await get<Page<User & { disabled: boolean }>>(
      ctx.app,
      `/api/admin/users?keywords=${user.email}`,
      admin.headers,
    );
    expect(found.body.data.list.map((u) => [u.id, u.disabled])).toEqual([[user.id, true]]);
    const disabledOnly = await get<Page<User & { disabled: boolean }>>(
      ctx.app,
      '/api/admin/users?status=disabled&limit=100',
      admin.headers,
    );
    expect(disabledOnly.body.data.list.map((u) => u.id)).toContain(user.id);
    expect(disabledOnly.body.data.list.every((u) => u.disabled)).toBe(true);
    const active = await get<Page<User & { disabled: boolean }>>(
      ctx.app,
      '/api/admin/users?status=active&limit=100',
      admin.headers,
    );
    expect(active.body.data.list.map((u) => u.id)).not.toContain(user.id);
    expect(active.body.data.list.some((u) => u.disabled)).toBe(false);
    expect((await get(ctx.app, '/api/admin/users?status=frozen', admin.headers)).status).toBe(400);
  });

  it('refuses every way in with one message, told only to whoever proved to own the account', async () => {
    const user = await signedUpShopper();
    await disable(user.id);

    // Email and password: the right password learns it is disabled; a wrong one answers as for an unknown account.
    const right = await passwordSignIn(user.email);
    expect([right.status, right.body.message, right.body.data]).toEqual([403, DISABLED, null]);
    const wrong = await passwordSignIn(user.email, 'Wrong123!');
    const unknown = await passwordSignIn('nobody.at.all@example.org', 'Wrong123!');
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('The account or password is incorrect');

    // Phone and password.
    const byPhone = await post(
      ctx.app,
      '/api/front/login/mobile/password',
      { countryCode: '+86', phone: user.phone, password: 'Frozen123!' },
      { ip: freshIp() },
    );
    expect([byPhone.status, byPhone.body.message]).toEqual([403, DISABLED]);

    // Phone and SMS code (which would otherwise sign in, or create the account).
    const code = await sendSms(user.phone);
    expect(code).toMatch(/^\d{6}$/);
    const bySms = await post(ctx.app, '/api/front/login/mobile/captcha', {
      phone: user.phone,
      captcha: code,
      countryCode: '+86',
    });
    expect([bySms.status, bySms.body.message]).toEqual([403, DISABLED]);

    // The password reset: refused once the emailed code is checked, and the password stays as it was.
    const mailed = await mailsTo(user.email);
    const forgot = await post(ctx.app, '/api/front/login/email/forget/password', user.email, { ip: freshIp() });
    expect(forgot.body.code).toBe(200);
    // The reset mail goes out after the answer (audit AG8).
    await vi.waitFor(async () => expect(await mailsTo(user.email)).toBe(mailed + 1));
    const reset = await post(
      ctx.app,
      '/api/front/login/email/reset/password',
      {
        email: user.email,
        captcha: await lastCode(user.email),
        newPassword: 'Thawed456!',
        passwordAgain: 'Thawed456!',
      },
      { ip: freshIp() },
    );
    expect([reset.status, reset.body.message]).toEqual([403, DISABLED]);

    // A QR code the phone confirmed before the account was disabled gives the computer no session.
    const qr = await ctx.app.inject({ method: 'POST', url: '/api/front/login/qrcode', remoteAddress: freshIp() });
    const qrKey = (qr.json() as { data: { key: string } }).data.key;
    await ctx.db.execute(sql`
      UPDATE qr_logins SET status = 'confirmed', user_id = ${user.id}
      WHERE key_hash = ${hashToken(qrKey)}`);
    // The desktop's poll, with the cookie its code was bound to.
    const desktop = { cookie: String(qr.headers['set-cookie'] ?? '').split(';')[0] ?? '' };
    const poll = await get<{ status: string; token?: string }>(ctx.app, `/api/front/login/qrcode/${qrKey}`, desktop);
    // Disabling ended the phone's session, so the code is spent (audit AN2): expired, and no token.
    expect([poll.status, poll.body.data]).toEqual([200, { status: 'expired' }]);

    // A session that slipped through (written straight into the table) does not work either.
    await ctx.db.execute(sql`
      INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (${hashToken('slipped-through')}, ${user.id}, now() + interval '1 day')`);
    const slipped = await get(ctx.app, '/api/front/user/info', bearer('slipped-through'));
    expect([slipped.status, slipped.body.code, slipped.body.message]).toEqual([401, 410001, DISABLED]);

    const { rows } = await ctx.db.execute<{ live: number }>(sql`
      SELECT count(*) AS live FROM sessions WHERE user_id = ${user.id} AND token_hash <> ${hashToken('slipped-through')}`);
    expect(rows[0]!.live, 'no sign-in opened a session').toBe(1);
  });

  it('enables again: the owner signs in with the same password; the old sessions stay ended', async () => {
    const user = await signedUpShopper();
    await disable(user.id);
    const res = await enable(user.id);
    expect(res.body).toEqual({ code: 200, message: 'The account has been enabled', data: { disabledAt: null } });
    expect((await get(ctx.app, '/api/front/user/info', bearer(user.token))).body.code).toBe(410001);
    const signedIn = await passwordSignIn(user.email);
    expect(signedIn.body.code).toBe(200);
    expect((await get(ctx.app, '/api/front/user/info', bearer(signedIn.body.data.token))).status).toBe(200);
    const detail = await get<{ disabled: boolean; disabledAt: null }>(
      ctx.app,
      `/api/admin/users/${user.id}`,
      admin.headers,
    );
    expect(detail.body.data).toMatchObject({ disabled: false, disabledAt: null });
  });

  it('twice is a conflict, an unknown user is not found', async () => {
    const user = await signedUpShopper();
    expect((await disable(user.id)).body.code).toBe(200);
    const { rows: before } = await ctx.db.execute<{ disabled_at: string }>(
      sql`SELECT disabled_at::text FROM users WHERE id = ${user.id}`,
    );
    const [a, b] = await Promise.all([disable(user.id), disable(user.id)]);
    expect([a.status, a.body.message, b.status]).toEqual([409, 'This account is already disabled', 409]);
    const { rows: after } = await ctx.db.execute<{ disabled_at: string }>(
      sql`SELECT disabled_at::text FROM users WHERE id = ${user.id}`,
    );
    expect(after[0]!.disabled_at, 'the first date stays').toBe(before[0]!.disabled_at);
    expect((await enable(user.id)).body.code).toBe(200);
    const again = await enable(user.id);
    expect([again.status, again.body.message]).toEqual([409, 'This account is not disabled']);
    expect((await disable(999_999)).status).toBe(404);
    expect((await enable(999_999)).status).toBe(404);
  });

  it('an admin cannot disable themselves or another admin', async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
    const self = await disable(rows[0]!.id);
    expect([self.status, self.body.message]).toEqual([403, 'You cannot disable your own account']);
    const other = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO users (email, nickname, is_admin) VALUES ('second.admin@example.org', 'second admin', true) RETURNING id`);
    const peer = await disable(other.rows[0]!.id);
    expect([peer.status, peer.body.message]).toEqual([403, 'A platform administrator cannot be disabled']);
    const { rows: still } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM users WHERE is_admin AND disabled_at IS NOT NULL`,
    );
    expect(still[0]!.n).toBe(0);
    expect((await get(ctx.app, '/api/front/user/info', admin.headers)).status).toBe(200);
  });

  it('shoppers and merchant staff get 403 and change nothing', async () => {
    const target = await signedUpShopper();
    const shopper = await newShopper(ctx.db, 'would-be-admin');
    const merchant = await merchantToken(ctx.db);
    for (const token of [shopper.token, merchant.token]) {
      expect((await disable(target.id, bearer(token))).status).toBe(403);
      expect((await enable(target.id, bearer(token))).status).toBe(403);
    }
    expect((await get(ctx.app, '/api/front/user/info', bearer(target.token))).status).toBe(200);
    const anonymous = await post(ctx.app, `/api/admin/users/${target.id}/disable`);
    expect(anonymous.status).toBe(401);
  });
  it('tells the holder, in their language, that the platform disabled the account, and enabled it again (audit GM F4)', async () => {
    const user = await signedUpShopper();
    // A Lao reader reached by e-mail only (the notices of an account go to its phone when it has one).
    await ctx.db.execute(sql`UPDATE users SET locale = 'lo', phone = NULL, country_code = NULL WHERE id = ${user.id}`);
    const told = async () =>
      (
        await ctx.db.execute<{ channel: string; subject: string; body: string }>(
          sql`SELECT channel, subject, body FROM outbox WHERE recipient = ${user.email} ORDER BY id`,
        )
      ).rows;
    expect(await told()).toEqual([]);
    expect((await disable(user.id)).body.code).toBe(200);
    const [subject, text] = LO_FRAME.account_disabled;
    expect(await told()).toEqual([{ channel: 'email', subject, body: text }]);
    expect((await enable(user.id)).body.code).toBe(200);
    expect((await told()).map((m) => m.subject)).toEqual([subject, LO_FRAME.account_enabled[0]]);
    // A refused change tells nobody.
    expect((await enable(user.id)).status).toBe(409);
    expect(await told()).toHaveLength(2);
  });
});
