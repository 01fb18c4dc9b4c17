import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { clearOfWindowEdge } from '../../../test/rate-window';
import type { Db } from '../../db/client';
import { startTestIssuer, type TestAccount } from './social-test-issuer';

const PUBLIC_URL = 'http://shop.test';
const NOT_ALLOWED = 'This way of signing in is switched off: choose another one';
const UNAVAILABLE = 'Social sign-in is not available right now';
const CONSOLE_ACCOUNT =
  'This address belongs to an account that signs in with its password; please sign in with the password';
const REMOVED_BY_OWNER = 'This sign-in was removed from its account by the owner; please sign in another way';
const LAST_WAY_IN = 'This sign-in is the only way into the account; set a password before removing it';
const failed = (label: string) => `The sign-in with ${label} could not be completed, please try again`;

type Token = { token: string; id: number; nickname: string; avatar: string; isNew: boolean };
type Info = { id: number; email: string; nickname: string; avatar: string };
type Methods = { googleOpen: boolean; facebookOpen: boolean; facebookAppId: string; twitterOpen: boolean };

let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
let ctx: TestContext;

beforeAll(async () => {
  issuer = await startTestIssuer({ publicUrl: PUBLIC_URL, clients: ['google', 'facebook', 'twitter'] });
  const env: Record<string, string> = { PUBLIC_URL };
  for (const name of ['GOOGLE', 'FACEBOOK', 'TWITTER']) {
    env[`${name}_CLIENT_ID`] = `${name.toLowerCase()}-client`;
    env[`${name}_CLIENT_SECRET`] = `${name.toLowerCase()}-secret`;
    env[`${name}_ISSUER`] = issuer.issuer;
  }
  ctx = await startTestApp(env);
  for (const key of ['googleOpen', 'facebookOpen', 'twitterOpen']) await switchTo(ctx.db, key, true);
});
afterAll(async () => {
  await ctx?.close();
  await issuer?.close();
});

/** The operator's switch in settings `loginMethods`. */
async function switchTo(db: Db, key: string, on: boolean) {
  await db.execute(sql`
    UPDATE settings SET value = jsonb_set(value, ${`{${key}}`}::text[], ${JSON.stringify(on)}::jsonb)
    WHERE key = 'loginMethods'`);
}

/**
 * The shopper's browser: the cookie each provider's start sets (binding the sign-in to this browser), sent back with
 * the callback and the code post as a browser does by itself.
 */
const browser = new Map<string, string>();
const cookieFor = (provider: string) =>
  browser.has(provider) ? { cookie: `mall_oauth_browser=${browser.get(provider)}` } : undefined;

async function start(provider: string, ip = freshIp(), app = ctx.app) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/front/login/${provider}/request/token?end=pc`,
    remoteAddress: ip,
  });
  const set = /^mall_oauth_browser=([^;]*)/.exec(String(res.headers['set-cookie'] ?? ''));
  if (set?.[1]) browser.set(provider, set[1]);
  return {
    status: res.statusCode,
    body: res.json() as { code: number; message: string; data: { authorizationURL: string } },
  };
}

/** The provider's redirect reaches the shop's callback, which sends the browser on to the storefront page. */
async function callback(back: URL) {
  expect(back.origin + back.pathname).toMatch(/^http:\/\/shop\.test\/api\/front\/login\/\w+\/callback$/);
  const provider = back.pathname.split('/')[4] ?? '';
  const res = await ctx.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    remoteAddress: freshIp(),
    headers: cookieFor(provider),
  });
  expect(res.statusCode).toBe(302);
  const page = new URL(String(res.headers.location));
  expect(page.origin).toBe(PUBLIC_URL);
  const [route, query] = page.hash.slice(1).split('?');
  expect(route).toBe('/middlewares/callback_twitter');
  return new URLSearchParams(query);
}

/** request/token -> the provider (sign-in and consent) -> callback -> the storefront page's code and state. */
async function throughProvider(provider: string, account?: Partial<TestAccount>) {
  if (account) issuer.state.account = { ...issuer.state.account, ...account };
  const started = await start(provider);
  expect(started.body.code).toBe(200);
  const params = await callback(await issuer.authorize(started.body.data.authorizationURL));
  expect(params.get('provider')).toBe(provider);
  expect(params.get('error')).toBeNull();
  return { code: params.get('code') ?? '', state: params.get('state') ?? '' };
}

const finish = (provider: string, body: { code: string; state: string }) =>
  post<Token>(ctx.app, `/api/front/login/${provider}`, body, { ip: freshIp(), headers: cookieFor(provider) });

describe('social sign-in against a real OpenID provider', () => {
  it('signs a new shopper in with Google: PKCE, state, nonce, validated ID token, the provider profile', async () => {
    const started = await start('google');
    expect(started.status).toBe(200);
    const url = new URL(started.body.data.authorizationURL);
    expect(url.origin).toBe(issuer.issuer);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('google-client');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/front/login/google/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('scope')).toBe('openid email profile');
    const { rows } = await ctx.db.execute<{ provider: string; code_verifier: string; nonce: string }>(
      sql`SELECT provider, code_verifier, nonce FROM oauth_states WHERE state = ${q.get('state')}`,
    );
    expect(rows[0]?.provider).toBe('google');
    expect(createHash('sha256').update(rows[0]!.code_verifier).digest('base64url')).toBe(q.get('code_challenge'));
    expect(q.get('nonce')).toBe(rows[0]!.nonce);

    issuer.state.account = {
      sub: 'g-new',
      email: 'New.Social@Example.com',
      email_verified: true,
      name: 'Nora Social',
      picture: 'https://lh3.googleusercontent.com/a/nora.png',
    };
    const back = await callback(await issuer.authorize(url.href));
    expect(back.get('state')).toBe(q.get('state'));
    const body = { code: back.get('code') ?? '', state: back.get('state') ?? '' };
    const signed = await finish('google', body);
    expect(signed.status).toBe(200);
    expect(issuer.state.jwksFetches, 'the ID token signature was checked with the published keys').toBeGreaterThan(0);
    expect(signed.body.data).toMatchObject({
      nickname: 'Nora Social',
      avatar: 'https://lh3.googleusercontent.com/a/nora.png',
    });
    expect(signed.body.data.isNew).toBe(true);

    const info = await get<Info>(ctx.app, '/api/front/user/info', bearer(signed.body.data.token));
    expect(info.body.data).toMatchObject({
      id: signed.body.data.id,
      email: 'new.social@example.com',
      nickname: 'Nora Social',
    });

    const replay = await finish('google', body);
    expect(replay.body).toEqual({ code: 400, message: failed('Google'), data: null });

    const again = await throughProvider('google');
    const second = await finish('google', again);
    expect(second.body.data).toMatchObject({ id: signed.body.data.id, isNew: false });

    // A picture on another host than the provider's own would be blocked by the pages' img-src (and tell that host
    // who looks): the new account shows its initials instead.
    const elsewhere = await throughProvider('google', {
      sub: 'g-elsewhere',
      email: 'elsewhere@example.com',
      picture: 'https://cdn.example.com/nora.png',
    });
    const third = await finish('google', elsewhere);
    expect(third.body.data).toMatchObject({ isNew: true, avatar: '' });
  });

  it('signs in with Facebook and X through the same code path when their issuer offers discovery', async () => {
    const fb = await finish('facebook', await throughProvider('facebook', { sub: 'fb-1', email: 'fb@example.com' }));
    expect(fb.body.data).toMatchObject({ isNew: true, nickname: 'Nora Social' });
    const x = await finish('twitter', await throughProvider('twitter', { sub: 'x-1', email: 'x@example.com' }));
    expect(x.body.data.isNew).toBe(true);
    expect(x.body.data.id).not.toBe(fb.body.data.id);
  });

  it("takes the provider's name only under a nickname's rules: whole characters, no control or direction mark", async () => {
    const named = async (sub: string, name: string) =>
      (await finish('google', await throughProvider('google', { sub, email: `${sub}@example.com`, name }))).body.data
        .nickname;
    expect(await named('n-emoji', `${'a'.repeat(31)}😀xyz`)).toBe(`${'a'.repeat(31)}😀`);
    expect(await named('n-bidi', 'Bob\u202eexe.png')).toMatch(/^Google user \d{3}$/);
    expect(await named('n-ctl', 'Bob\u001b[31mRED\r\nX')).toMatch(/^Google user \d{3}$/);
    expect(await named('n-blank', '\u200b\u200b')).toMatch(/^Google user \d{3}$/);
    issuer.state.account = { ...issuer.state.account, name: 'Nora Social' };
  });

  it('links a verified address to the existing account instead of creating a second one', async () => {
    const { rows } = await ctx.db.execute<{ id: number; email: string }>(
      sql`SELECT id, email FROM users WHERE email IS NOT NULL AND NOT is_guest ORDER BY id LIMIT 1`,
    );
    const existing = rows[0]!;
    const shouted = existing.email.toUpperCase();
    const linked = await finish('google', await throughProvider('google', { sub: 'g-link', email: shouted }));
    expect(linked.body.data).toMatchObject({ id: existing.id, isNew: false });
    const users = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM users WHERE email = ${existing.email}`,
    );
    expect(users.rows[0]?.n).toBe(1);

    // An address the provider did not verify proves nothing: a separate account, without the address.
    const unverified = { sub: 'g-unverified', email: existing.email, email_verified: false };
    const other = await finish('google', await throughProvider('google', unverified));
    expect(other.body.data.isNew).toBe(true);
    expect(other.body.data.id).not.toBe(existing.id);
    const info = await get<Info>(ctx.app, '/api/front/user/info', bearer(other.body.data.token));
    expect(info.body.data.email).toBe('');
    issuer.state.account.email_verified = true;
  });

  it("never links an administrator's or a shop's staff account by its address: the console signs in with its password", async () => {
    const { rows } = await ctx.db.execute<{ id: number; email: string }>(sql`
      SELECT id, email FROM users WHERE email IN ('admin@example.com', 'merchant@example.com') ORDER BY email`);
    expect(rows).toHaveLength(2);
    for (const [i, user] of rows.entries()) {
      const signed = await finish(
        'google',
        await throughProvider('google', { sub: `g-console-${i}`, email: user.email }),
      );
      expect([signed.status, signed.body.message, signed.body.data]).toEqual([403, CONSOLE_ACCOUNT, null]);
    }
    const links = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM social_accounts WHERE user_id IN (${rows[0]!.id}, ${rows[1]!.id})`,
    );
    expect(links.rows[0]?.n).toBe(0);
    const sessions = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM sessions
      WHERE user_id IN (${rows[0]!.id}, ${rows[1]!.id}) AND created_at > now() - interval '1 minute'`);
    expect(sessions.rows[0]?.n).toBe(0);
  });

  it('signs nobody in through a link made before the account joined a shop (audit CZ1)', async () => {
    const first = await finish(
      'google',
      await throughProvider('google', { sub: 'g-joiner', email: 'joiner@example.com', email_verified: true }),
    );
    expect(first.body.data).toMatchObject({ isNew: true });
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM merchants ORDER BY id LIMIT 1`);
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${rows[0]!.id}, ${first.body.data.id}, 'staff')`,
    );
    const again = await finish('google', await throughProvider('google', { sub: 'g-joiner' }));
    expect([again.status, again.body.message, again.body.data]).toEqual([403, CONSOLE_ACCOUNT, null]);
  });

  it('mails the owner of a shopper account a sign-in was added to; the owner lists and removes it for good', async () => {
    const owner = await newShopper(ctx.db, 'linkowner');
    const { rows } = await ctx.db.execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${owner.id}`);
    await ctx.db.execute(sql`UPDATE users SET locale = 'es' WHERE id = ${owner.id}`);
    const email = rows[0]!.email;
    const account = { sub: 'g-takeover', email, email_verified: true };
    const linked = await finish('google', await throughProvider('google', account));
    expect(linked.body.data).toMatchObject({ id: owner.id, isNew: false });
    const mails = await ctx.db.execute<{ subject: string; body: string }>(
      sql`SELECT subject, body FROM outbox WHERE recipient = ${email} AND channel = 'email'`,
    );
    expect(mails.rows.map((m) => m.subject)).toEqual([
      'Se ha añadido el inicio de sesión con Google a tu cuenta de Mall',
    ]);
    expect(mails.rows[0]?.body).toContain('Inicios de sesión vinculados');

    const listed = await get<{ provider: string; linkedAt: string }[]>(
      ctx.app,
      '/api/front/user/social-accounts',
      bearer(owner.token),
    );
    expect(listed.body.data.map((l) => l.provider)).toEqual(['google']);
    expect(Date.parse(listed.body.data[0]!.linkedAt)).toBeGreaterThan(Date.now() - 60_000);

    const removed = await post(ctx.app, '/api/front/user/social-accounts/google/remove', undefined, {
      headers: bearer(owner.token),
    });
    expect([removed.status, removed.body.message]).toEqual([
      200,
      'The sign-in was removed and your other devices were signed out',
    ]);
    expect((await get(ctx.app, '/api/front/user/info', bearer(linked.body.data.token))).body.code).toBe(410001);
    expect((await get(ctx.app, '/api/front/user/info', bearer(owner.token))).body.code).toBe(200);
    expect((await get(ctx.app, '/api/front/user/social-accounts', bearer(owner.token))).body.data).toEqual([]);

    // The same provider account is not linked again through the address.
    const again = await finish('google', await throughProvider('google', account));
    expect([again.status, again.body.message]).toEqual([403, REMOVED_BY_OWNER]);
  });

  it('keeps the last way into an account that has no password, address or phone', async () => {
    const made = await finish('google', await throughProvider('google', { sub: 'g-only', email_verified: false }));
    issuer.state.account.email_verified = true;
    expect(made.body.data.isNew).toBe(true);
    const refused = await post(ctx.app, '/api/front/user/social-accounts/google/remove', undefined, {
      headers: bearer(made.body.data.token),
    });
    expect([refused.status, refused.body.message]).toEqual([400, LAST_WAY_IN]);
    const unknown = await post(ctx.app, '/api/front/user/social-accounts/myspace/remove', undefined, {
      headers: bearer(made.body.data.token),
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses an account a platform administrator disabled, linked or found by its address', async () => {
    const account = { sub: 'g-disabled', email: 'disabled.social@example.org', email_verified: true };
    const first = await finish('google', await throughProvider('google', account));
    expect(first.body.code).toBe(200);
    await ctx.db.execute(sql`UPDATE users SET disabled_at = now() WHERE id = ${first.body.data.id}`);
    const again = await finish('google', await throughProvider('google', account));
    expect([again.status, again.body.message, again.body.data]).toEqual([403, 'This account has been disabled', null]);
    // A new provider account whose verified address leads to the disabled user is refused the same way.
    const byAddress = await finish('facebook', await throughProvider('facebook', { ...account, sub: 'f-disabled' }));
    expect([byAddress.status, byAddress.body.message]).toEqual([403, 'This account has been disabled']);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM sessions WHERE user_id = ${first.body.data.id} AND created_at > now() - interval '1 minute'`,
    );
    expect(rows[0]?.n, 'only the first sign-in opened a session').toBe(1);
  });

  it('refuses a state of another provider, an expired state and a code the provider does not know', async () => {
    const google = await throughProvider('google', { sub: 'g-misc' });
    expect((await finish('facebook', google)).body).toEqual({ code: 400, message: failed('Facebook'), data: null });
    expect((await finish('google', google)).body.message).toBe(failed('Google'));

    const late = await throughProvider('google');
    await ctx.db.execute(
      sql`UPDATE oauth_states SET created_at = now() - interval '11 minutes' WHERE state = ${late.state}`,
    );
    expect((await finish('google', late)).body).toEqual({ code: 400, message: failed('Google'), data: null });

    const started = await start('google');
    const state = new URL(started.body.data.authorizationURL).searchParams.get('state') ?? '';
    expect((await finish('google', { code: 'not-a-real-code', state })).body.message).toBe(failed('Google'));
  });

  it('sends a refusal at the provider on to the storefront as an error, and the state is gone', async () => {
    issuer.state.deny = true;
    try {
      const started = await start('google');
      const state = new URL(started.body.data.authorizationURL).searchParams.get('state');
      const params = await callback(await issuer.authorize(started.body.data.authorizationURL));
      expect(params.get('error')).toBe('access_denied');
      expect(params.get('code')).toBeNull();
      const { rows } = await ctx.db.execute(sql`SELECT 1 FROM oauth_states WHERE state = ${state}`);
      expect(rows).toHaveLength(0);
    } finally {
      issuer.state.deny = false;
    }
    const broken = await callback(new URL(`${PUBLIC_URL}/api/front/login/google/callback?state=abc`));
    expect(broken.get('error')).toBe('invalid_request');
    const mixedUp = new URL(`${PUBLIC_URL}/api/front/login/google/callback?code=c&state=s&iss=https://evil.example`);
    expect((await callback(mixedUp)).get('error')).toBe('invalid_issuer');
  });

  it('answers 403 for a provider that is switched off, and method info follows the switch', async () => {
    const methods = async () => (await get<Methods>(ctx.app, '/api/front/login/method/info')).body.data;
    expect(await methods()).toMatchObject({
      googleOpen: true,
      facebookOpen: true,
      facebookAppId: 'facebook-client',
      twitterOpen: true,
    });
    await switchTo(ctx.db, 'googleOpen', false);
    try {
      expect((await methods()).googleOpen).toBe(false);
      expect((await start('google')).body).toEqual({ code: 403, message: NOT_ALLOWED, data: null });
      const res = await finish('google', { code: 'c', state: 's' });
      expect(res).toEqual({ status: 403, body: { code: 403, message: NOT_ALLOWED, data: null } });
      // Audit FX12: the way is off (not the visitor refused), said in the reader's language.
      const thai = await ctx.app.inject({
        method: 'GET',
        url: '/api/front/login/google/request/token?end=pc',
        headers: { 'accept-language': 'th' },
        remoteAddress: freshIp(),
      });
      expect(thai.json()).toEqual({ code: 403, message: 'วิธีเข้าสู่ระบบนี้ถูกปิดอยู่ กรุณาเลือกวิธีอื่น', data: null });
    } finally {
      await switchTo(ctx.db, 'googleOpen', true);
    }
  });

  it('answers 404 for a provider it does not know', async () => {
    expect((await start('github')).body.code).toBe(404);
    expect((await finish('github', { code: 'c', state: 's' })).status).toBe(404);
  });

  it('limits how often one address may start a sign-in', async () => {
    const ip = freshIp();
    await clearOfWindowEdge(900);
    for (let i = 0; i < 30; i++) expect((await start('google', ip)).status).toBe(200);
    expect((await start('google', ip)).body.code).toBe(429);
  });
});

describe('social sign-in with a provider that cannot be reached', () => {
  let down: TestContext;

  beforeAll(async () => {
    const port = await closedPort();
    down = await startTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_ISSUER: `http://127.0.0.1:${port}`,
    });
    await switchTo(down.db, 'googleOpen', true);
    await switchTo(down.db, 'facebookOpen', true);
  });
  afterAll(async () => {
    await down?.close();
  });

  it('answers a clean 500 and the rest of the shop keeps working', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await start('google', freshIp(), down.app);
      expect(res).toEqual({ status: 500, body: { code: 500, message: UNAVAILABLE, data: null } });
    }
    expect((await get(down.app, '/healthz')).status).toBe(200);
    const methods = await get<Methods>(down.app, '/api/front/login/method/info');
    // Google is configured and on; Facebook is switched on but has no client id, so it stays hidden.
    expect(methods.body.data).toMatchObject({ googleOpen: true, facebookOpen: false, facebookAppId: '' });
    expect((await start('facebook', freshIp(), down.app)).body.code).toBe(403);
  });
});

/** A port nothing listens on: taken from the system, then released. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
