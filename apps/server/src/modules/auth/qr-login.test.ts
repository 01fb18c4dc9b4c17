import { createHash } from 'node:crypto';
import type { QrDesktop } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, newShopper, startTestApp, type TestContext } from '../../../test/harness';
import { createSession } from '../../platform/session';

// QR sign-in (audit G4): the key is printed in the QR code and its link, so anyone who sees the screen knows it. The
// session goes only to the desktop that asked for the code (an httpOnly cookie holding a second secret), and only
// the account that scanned the code may confirm it.

const UNKNOWN = { code: 404, message: 'This QR code is unknown', data: null };
const OTHER_ACCOUNT = 'This QR code was scanned with another account; only that account can confirm it';

type Answer<T> = { code: number; message: string; data: T };
type Poll = { status: string; token?: string };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

/** A client of the shop: its own address and the cookie the shop set, sent back where its path says. */
class Client {
  readonly ip = freshIp();
  cookie: { name: string; value: string; path: string } | undefined;
  setCookie = '';

  async request<T>(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) {
    const sent =
      this.cookie && (url === this.cookie.path || url.startsWith(`${this.cookie.path}/`))
        ? { cookie: `${this.cookie.name}=${this.cookie.value}` }
        : {};
    const res = await ctx.app.inject({ method, url, remoteAddress: this.ip, headers: { ...sent, ...headers } });
    const line = res.headers['set-cookie'];
    if (typeof line === 'string') {
      this.setCookie = line;
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const at = pair.indexOf('=');
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      if (attributes.some((a) => /^max-age=0$/i.test(a))) this.cookie = undefined;
      else this.cookie = { name: pair.slice(0, at), value: pair.slice(at + 1), path };
    }
    return { status: res.statusCode, body: res.json() as Answer<T> };
  }

  /** The sign-in dialog's QR panel asks for a code. */
  async start(): Promise<string> {
    const res = await this.request<{ key: string }>('POST', '/api/front/login/qrcode');
    expect(res.body.code, res.body.message).toBe(200);
    return res.body.data.key;
  }

  poll(key: string) {
    return this.request<Poll>('GET', `/api/front/login/qrcode/${key}`);
  }
}

/** The signed-in phone: scan or confirm with the account's session. */
function phone(token: string, key: string, step: 'scan' | 'confirm') {
  // A scan answers the computer that asked; a confirm answers nothing.
  return new Client().request<QrDesktop | null>('POST', `/api/front/login/qrcode/${key}/${step}`, bearer(token));
}

async function row(key: string) {
  const { rows } = await ctx.db.execute<{ status: string; user_id: number | null; browser_hash: string }>(sql`
    SELECT status, user_id, browser_hash FROM qr_logins
    WHERE key_hash = ${createHash('sha256').update(key).digest('hex')}`);
  return rows[0];
}

async function sessionsOf(userId: number): Promise<number> {
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId}`,
  );
  return rows[0]?.n ?? 0;
}

describe('a QR code is bound to the desktop that asked for it', () => {
  it('sets an httpOnly SameSite=Lax cookie for the key, kept in the database as a hash only', async () => {
    const desktop = new Client();
    const key = await desktop.start();
    const attrs = desktop.setCookie.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('max-age=120');
    expect(attrs).not.toContain('secure');
    expect(desktop.cookie?.name).toBe('mall_qr_browser');
    expect(desktop.cookie?.path).toBe(`/api/front/login/qrcode/${key}`);
    expect(desktop.cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const saved = await row(key);
    expect(saved?.browser_hash).toBe(
      createHash('sha256')
        .update(desktop.cookie?.value ?? '')
        .digest('hex'),
    );
    expect(JSON.stringify(saved)).not.toContain(desktop.cookie?.value);
    expect((await desktop.poll(key)).body.data.status).toBe('waiting');
  });

  it('a client without the cookie gets nothing for a confirmed key, and the desktop still gets the session', async () => {
    const desktop = new Client();
    const key = await desktop.start();
    const owner = await newShopper(ctx.db, 'qrowner');
    expect((await phone(owner.token, key, 'scan')).body.code).toBe(200);

    // Someone who saw the screen polls along: before and after the phone confirms.
    const onlooker = new Client();
    expect((await onlooker.poll(key)).body).toEqual(UNKNOWN);
    expect((await phone(owner.token, key, 'confirm')).body.message).toBe('The computer is signed in');
    const before = await sessionsOf(owner.id);
    const copied = await onlooker.poll(key);
    expect([copied.status, copied.body]).toEqual([404, UNKNOWN]);
    // A cookie of the right name and shape but another value does no better.
    const forged = await onlooker.request<Poll>('GET', `/api/front/login/qrcode/${key}`, {
      cookie: `mall_qr_browser=${'A'.repeat(43)}`,
    });
    expect(forged.body).toEqual(UNKNOWN);
    // Nor a cookie of another code of the same shop.
    const other = new Client();
    await other.start();
    const swapped = await other.request<Poll>('GET', `/api/front/login/qrcode/${key}`, {
      cookie: `mall_qr_browser=${other.cookie?.value}`,
    });
    expect(swapped.body).toEqual(UNKNOWN);
    expect(await sessionsOf(owner.id), 'no session opened for the onlookers').toBe(before);
    expect((await row(key))?.status).toBe('confirmed');

    // The desktop that asked gets the owner's session; its cookie is cleared and the code is spent.
    const done = await desktop.poll(key);
    expect(done.body.data.status).toBe('confirmed');
    const me = await desktop.request<{ id: number }>('GET', '/api/front/user/info', bearer(done.body.data.token ?? ''));
    expect(me.body.data.id).toBe(owner.id);
    expect(desktop.cookie, 'the cookie is cleared once the session is handed out').toBeUndefined();
    expect((await new Client().poll(key)).body).toEqual(UNKNOWN);
  });

  it('a refreshed code gets a cookie of its own and the first one still answers', async () => {
    const desktop = new Client();
    const first = await desktop.start();
    const firstCookie = desktop.cookie;
    const second = await desktop.start();
    expect(firstCookie?.path).not.toBe(desktop.cookie?.path);
    expect((await desktop.poll(second)).body.data.status).toBe('waiting');
    const old = await desktop.request<Poll>('GET', `/api/front/login/qrcode/${first}`, {
      cookie: `mall_qr_browser=${firstCookie?.value}`,
    });
    expect(old.body.data.status).toBe('waiting');
  });
});

describe('only the account that scanned may confirm', () => {
  it('a scan by shopper A then a confirm by shopper B is refused, changes nothing, and the desktop gets no session of B', async () => {
    const desktop = new Client();
    const key = await desktop.start();
    const a = await newShopper(ctx.db, 'qrscanner');
    const b = await newShopper(ctx.db, 'qrother');
    expect((await phone(a.token, key, 'scan')).body.code).toBe(200);
    const bSessions = await sessionsOf(b.id);

    const refused = await phone(b.token, key, 'confirm');
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([400, 400, OTHER_ACCOUNT]);
    expect(await row(key)).toMatchObject({ status: 'scanned', user_id: a.id });
    expect((await desktop.poll(key)).body.data).toEqual({ status: 'scanned' });

    // B cannot take the code over by scanning it either.
    const rescan = await phone(b.token, key, 'scan');
    expect([rescan.status, rescan.body.message]).toEqual([400, OTHER_ACCOUNT]);
    expect(await row(key)).toMatchObject({ status: 'scanned', user_id: a.id });
    expect(await sessionsOf(b.id), 'no session of B was opened').toBe(bSessions);

    // The refusal is in the shopper's language.
    const zh = await new Client().request<null>('POST', `/api/front/login/qrcode/${key}/confirm`, {
      ...bearer(b.token),
      'accept-language': 'zh-CN',
    });
    expect(zh.body.message).toBe('此二维码已由其他账号扫描，只有该账号可以确认');

    // A confirms: the desktop is signed in as A.
    expect((await phone(a.token, key, 'confirm')).body.code).toBe(200);
    const done = await desktop.poll(key);
    const me = await desktop.request<{ id: number }>('GET', '/api/front/user/info', bearer(done.body.data.token ?? ''));
    expect(me.body.data.id).toBe(a.id);
    expect(await sessionsOf(b.id)).toBe(bSessions);
  });
});

describe('the desktop gets a session only while the session that confirmed is live (audit AN2)', () => {
  it('a code confirmed by a session that then signs out, or that the administrator signs out, opens nothing', async () => {
    const owner = await newShopper(ctx.db, 'qrlost');
    const { createSession } = await import('../../platform/session');

    // The phone's session signs out after confirming.
    const desktop = new Client();
    const key = await desktop.start();
    expect((await phone(owner.token, key, 'confirm')).body.code).toBe(200);
    const out = await new Client().request<null>('GET', '/api/front/login/logout', bearer(owner.token));
    expect(out.body.code).toBe(200);
    const before = await sessionsOf(owner.id);
    expect((await desktop.poll(key)).body.data).toEqual({ status: 'expired' });
    expect(await sessionsOf(owner.id), 'no session was opened for the desktop').toBe(before);
    expect((await desktop.poll(key)).body.data).toEqual({ status: 'expired' });

    // "Sign out everywhere" by the administrator after another session confirmed.
    const lost = await createSession(ctx.db, owner.id);
    const second = new Client();
    const key2 = await second.start();
    expect((await phone(lost, key2, 'confirm')).body.code).toBe(200);
    const admin = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE is_admin ORDER BY id LIMIT 1`);
    const adminToken = await createSession(ctx.db, admin.rows[0]!.id);
    const signOut = await new Client().request<{ revoked: number }>(
      'POST',
      `/api/admin/users/${owner.id}/sign-out`,
      bearer(adminToken),
    );
    expect(signOut.body.data.revoked).toBeGreaterThan(0);
    expect((await second.poll(key2)).body.data).toEqual({ status: 'expired' });
    expect(await sessionsOf(owner.id)).toBe(before + 1);

    // A live confirming session still signs the desktop in.
    const phoneToken = await createSession(ctx.db, owner.id);
    const third = new Client();
    const key3 = await third.start();
    expect((await phone(phoneToken, key3, 'confirm')).body.code).toBe(200);
    const done = await third.poll(key3);
    expect(done.body.data.status).toBe('confirmed');
    const me = await third.request<{ id: number }>('GET', '/api/front/user/info', bearer(done.body.data.token ?? ''));
    expect(me.body.data.id).toBe(owner.id);
  });
});

describe('the phone sees which computer it would sign in, and console accounts cannot confirm (audit AN3)', () => {
  const CHROME_WINDOWS =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it("answers the scan with the computer's browser, system, address and the time it asked", async () => {
    const desktop = new Client();
    const res = await desktop.request<{ key: string }>('POST', '/api/front/login/qrcode', {
      'user-agent': CHROME_WINDOWS,
    });
    const key = res.body.data.key;
    const owner = await newShopper(ctx.db, 'qrseer');
    const scanned = await phone(owner.token, key, 'scan');
    expect(scanned.body.code).toBe(200);
    const seen = scanned.body.data!;
    expect(seen).toMatchObject({ browser: 'Chrome 131', system: 'Windows', ip: desktop.ip });
    expect(Math.abs(Date.parse(seen.requestedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses to scan or confirm with an administrator or shop staff account, and the desktop gets nothing', async () => {
    const { createSession } = await import('../../platform/session');
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT id FROM users WHERE is_admin OR id IN (SELECT user_id FROM merchant_staff) ORDER BY is_admin DESC, id LIMIT 2`);
    expect(rows).toHaveLength(2);
    for (const { id } of rows) {
      const desktop = new Client();
      const key = await desktop.start();
      const token = await createSession(ctx.db, id);
      for (const step of ['scan', 'confirm'] as const) {
        const refused = await phone(token, key, step);
        expect([refused.status, refused.body.message]).toEqual([
          403,
          'An administrator or shop staff account cannot sign a computer in by QR code; sign in there with the password',
        ]);
      }
      expect(await row(key)).toMatchObject({ status: 'waiting', user_id: null });
      expect((await desktop.poll(key)).body.data).toEqual({ status: 'waiting' });
    }
  });
});

describe('the phone names each refusal, and its Cancel tells the desktop (audit AN7)', () => {
  it('a used code is "already used", not "expired"; another account is told so', async () => {
    const desktop = new Client();
    const key = await desktop.start();
    const a = await newShopper(ctx.db, 'qrused');
    expect((await phone(a.token, key, 'scan')).body.code).toBe(200);
    expect((await phone(a.token, key, 'confirm')).body.code).toBe(200);
    const again = await phone(a.token, key, 'confirm');
    expect([again.status, again.body.message]).toEqual([
      400,
      'This QR code was already used; scan a new one on the computer',
    ]);
    const b = await newShopper(ctx.db, 'qrlate');
    expect((await phone(b.token, key, 'scan')).body.message).toBe(OTHER_ACCOUNT);
  });

  it('Cancel spends the code: it cannot be confirmed and the desktop’s poll answers "refused", with no session', async () => {
    const desktop = new Client();
    const key = await desktop.start();
    const a = await newShopper(ctx.db, 'qrcancel');
    expect((await phone(a.token, key, 'scan')).body.code).toBe(200);
    const before = await sessionsOf(a.id);

    const refused = await new Client().request<null>('POST', `/api/front/login/qrcode/${key}/refuse`, {
      ...bearer(a.token),
      'accept-language': 'es',
    });
    expect([refused.status, refused.body.message]).toEqual([
      200,
      'Inicio de sesión rechazado; el ordenador ya lo sabe',
    ]);
    expect(await row(key)).toMatchObject({ status: 'refused', user_id: a.id });
    expect((await desktop.poll(key)).body.data).toEqual({ status: 'refused' });

    const late = await phone(a.token, key, 'confirm');
    expect([late.status, late.body.message]).toEqual([
      400,
      'This QR code was already used; scan a new one on the computer',
    ]);
    expect((await desktop.poll(key)).body.data).toEqual({ status: 'refused' });
    expect(await sessionsOf(a.id)).toBe(before);

    // Only the account that scanned may refuse: another one cannot spend someone's code.
    const other = await new Client().start();
    expect((await phone(a.token, other, 'scan')).body.code).toBe(200);
    const b = await newShopper(ctx.db, 'qrnosy');
    const byB = await new Client().request<null>('POST', `/api/front/login/qrcode/${other}/refuse`, bearer(b.token));
    expect(byB.body.message).toBe(OTHER_ACCOUNT);
    expect(await row(other)).toMatchObject({ status: 'scanned', user_id: a.id });
  });
});

describe('what a session minted by the QR sign-in may do', () => {
  it('does not prove the owner of an account made by a social sign-in, however new (audit CP2)', async () => {
    // An account with no password, phone or e-mail, and an old session of it (a borrowed phone, a shared computer).
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`INSERT INTO users (nickname) VALUES ('social only') RETURNING id`,
    );
    const id = rows[0]!.id;
    const old = await createSession(ctx.db, id, '', 'social');
    await ctx.db.execute(sql`UPDATE sessions SET created_at = now() - interval '1 day' WHERE user_id = ${id}`);
    // Its holder mints a brand-new session on their own computer through the QR sign-in.
    const desktop = new Client();
    const key = await desktop.start();
    expect((await phone(old, key, 'scan')).body.code).toBe(200);
    expect((await phone(old, key, 'confirm')).body.code).toBe(200);
    const minted = (await desktop.poll(key)).body.data.token!;
    expect(minted).toBeTruthy();
    const close = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/user/close',
      remoteAddress: freshIp(),
      headers: { ...bearer(minted), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(close.json().message).toBe('Sign in again, then make this change within 10 minutes');
    const { rows: after } = await ctx.db.execute<{ closed: boolean }>(
      sql`SELECT closed_at IS NOT NULL AS closed FROM users WHERE id = ${id}`,
    );
    expect(after[0]!.closed).toBe(false);
  });
});
