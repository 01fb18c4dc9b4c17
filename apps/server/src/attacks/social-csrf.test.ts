import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, startTestApp, type TestContext } from '../../test/harness';
import type { Db } from '../db/client';
import { startTestIssuer, type TestAccount } from '../modules/auth/social-test-issuer';

// Login CSRF in social sign-in (hardening item 2): an attacker signs in at the provider, keeps the callback link
// (`…/callback?code=…&state=…`) and makes a victim open it. The sign-in must finish only in the browser that began
// it, so the link signs nobody in anywhere else.

const PUBLIC_URL = 'http://shop.test';
const OTHER_BROWSER = 'This sign-in was started in another browser, so nobody was signed in; please start again here';
const failed = (label: string) => `The sign-in with ${label} could not be completed, please try again`;

type Token = { token: string; id: number; nickname: string; isNew: boolean };
type Answer<T> = { code: number; message: string; data: T };

let issuer: Awaited<ReturnType<typeof startTestIssuer>>;
let ctx: TestContext;

beforeAll(async () => {
  issuer = await startTestIssuer({ publicUrl: PUBLIC_URL, clients: ['google', 'twitter'] });
  const env: Record<string, string> = { PUBLIC_URL };
  for (const name of ['GOOGLE', 'TWITTER']) {
    env[`${name}_CLIENT_ID`] = `${name.toLowerCase()}-client`;
    env[`${name}_CLIENT_SECRET`] = `${name.toLowerCase()}-secret`;
    env[`${name}_ISSUER`] = issuer.issuer;
  }
  ctx = await startTestApp(env);
  for (const key of ['googleOpen', 'twitterOpen']) await switchOn(ctx.db, key);
});
afterAll(async () => {
  await ctx?.close();
  await issuer?.close();
});

async function switchOn(db: Db, key: string) {
  await db.execute(sql`
    UPDATE settings SET value = jsonb_set(value, ${`{${key}}`}::text[], 'true'::jsonb) WHERE key = 'loginMethods'`);
}

type Cookie = { value: string; path: string; attributes: string[] };

/** One browser of the shop: its own address and the cookies the shop set in it, sent back as a browser would. */
class Browser {
  readonly ip = freshIp();
  readonly cookies = new Map<string, Cookie>();
  /** Every Set-Cookie line the shop sent, for the attribute checks. */
  readonly setCookies: string[] = [];

  private header(path: string): string {
    const sent = [...this.cookies].filter(([, c]) => path === c.path || path.startsWith(`${c.path}/`));
    return sent.map(([name, c]) => `${name}=${c.value}`).join('; ');
  }

  private keep(lines: string | string[] | undefined) {
    for (const line of typeof lines === 'string' ? [lines] : (lines ?? [])) {
      this.setCookies.push(line);
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const at = pair.indexOf('=');
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      const gone = attributes.some((a) => /^max-age=0$/i.test(a));
      if (gone) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), { value: pair.slice(at + 1), path, attributes });
    }
  }

  async request(method: 'GET' | 'POST', url: string, body?: unknown) {
    const path = url.split('?')[0] ?? url;
    const cookie = this.header(path);
    const res = await ctx.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keep(res.headers['set-cookie']);
    return res;
  }

  /** The sign-in dialog's provider button: the shop answers where to go. */
  async start(provider: string): Promise<string> {
    const res = await this.request('GET', `/api/front/login/${provider}/request/token?end=pc`);
    const body = res.json() as Answer<{ authorizationURL: string }>;
    expect(body.code, body.message).toBe(200);
    return body.data.authorizationURL;
  }

  /** Opens the shop's callback link; answers the storefront page's parameters it is sent on to. */
  async openCallback(link: URL): Promise<URLSearchParams> {
    const res = await this.request('GET', link.pathname + link.search);
    expect(res.statusCode).toBe(302);
    const page = new URL(String(res.headers.location));
    expect(page.hash.split('?')[0]).toBe('#/middlewares/callback_twitter');
    return new URLSearchParams(page.hash.split('?')[1]);
  }

  /** The storefront callback page posting `code` and `state` back (with this browser's cookies). */
  async finish(provider: string, code: string, state: string) {
    const res = await this.request('POST', `/api/front/login/${provider}`, { code, state });
    return { status: res.statusCode, body: res.json() as Answer<Token> };
  }
}

/** The attacker starts a sign-in in their own browser and signs in at the provider, stopping at the callback link. */
async function attackerLink(provider: string, account: Partial<TestAccount>) {
  const attacker = new Browser();
  issuer.state.account = { ...issuer.state.account, ...account };
  const link = await issuer.authorize(await attacker.start(provider));
  expect(link.pathname).toBe(`/api/front/login/${provider}/callback`);
  const code = link.searchParams.get('code') ?? '';
  const state = link.searchParams.get('state') ?? '';
  expect(code && state).toBeTruthy();
  return { attacker, link, code, state };
}

async function sessionsOpened(since: string): Promise<number> {
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM sessions WHERE created_at >= ${since}::timestamptz`,
  );
  return rows[0]?.n ?? 0;
}

async function stateLeft(state: string): Promise<boolean> {
  const { rows } = await ctx.db.execute(sql`SELECT 1 FROM oauth_states WHERE state = ${state}`);
  return rows.length > 0;
}

async function now(): Promise<string> {
  const { rows } = await ctx.db.execute<{ now: string }>(sql`SELECT now()::text AS now`);
  return rows[0]!.now;
}

describe('social sign-in is bound to the browser that started it (login CSRF)', () => {
  it("an attacker's callback link opened in a victim's browser signs nobody in, and the state is used up", async () => {
    const since = await now();
    const { attacker, link, code, state } = await attackerLink('google', { sub: 'csrf-attacker-1' });
    const victim = new Browser();

    const page = await victim.openCallback(link);
    expect(page.get('error')).toBe('browser_mismatch');
    expect(page.get('code'), 'the code is not handed on to the victim page').toBeNull();
    expect(await stateLeft(state), 'a refused callback consumes the state').toBe(false);

    // The page address can be written by hand too: posting the code and state from the victim's browser is refused.
    const posted = await victim.finish('google', code, state);
    expect(posted.body.data).toBeNull();
    expect(posted.body.code).toBe(400);
    // Not even the attacker can use the link now.
    expect((await attacker.finish('google', code, state)).body.data).toBeNull();
    expect(await sessionsOpened(since), 'no session was opened').toBe(0);
  });

  it('a victim holding the cookie of a sign-in of their own is refused the same way', async () => {
    const since = await now();
    const victim = new Browser();
    await victim.start('google');
    expect(victim.cookies.size).toBe(1);
    const { code, state, link } = await attackerLink('google', { sub: 'csrf-attacker-2' });

    // Straight to the post, as a hand-made page address would: a cookie of another sign-in is not this one's.
    const posted = await victim.finish('google', code, state);
    expect(posted.body).toEqual({ code: 400, message: OTHER_BROWSER, data: null });
    expect(await stateLeft(state)).toBe(false);
    expect(victim.cookies.size, 'the answer clears the cookie').toBe(0);
    expect((await victim.openCallback(link)).get('code')).toBeNull();
    expect(await sessionsOpened(since)).toBe(0);
  });

  it('a forged cookie of the right shape does not pass either', async () => {
    const { link, state } = await attackerLink('google', { sub: 'csrf-attacker-3' });
    const victim = new Browser();
    victim.cookies.set('mall_oauth_browser', {
      value: 'A'.repeat(43),
      path: '/api/front/login/google',
      attributes: [],
    });
    expect((await victim.openCallback(link)).get('error')).toBe('browser_mismatch');
    expect(await stateLeft(state)).toBe(false);
  });

  it('the X flow (code and state posted from the callback page) is bound the same way', async () => {
    const since = await now();
    const { attacker, code, state } = await attackerLink('twitter', { sub: 'csrf-attacker-x' });
    const victim = new Browser();
    const posted = await victim.finish('twitter', code, state);
    expect(posted.body).toEqual({ code: 400, message: OTHER_BROWSER, data: null });
    expect(await sessionsOpened(since)).toBe(0);
    // The attacker's own browser, with its own cookie, completes a new X sign-in.
    const again = await issuer.authorize(await attacker.start('twitter'));
    const page = await attacker.openCallback(again);
    const signed = await attacker.finish('twitter', page.get('code') ?? '', page.get('state') ?? '');
    expect(signed.body.code, signed.body.message).toBe(200);
  });

  it('the starting browser signs in: an httpOnly SameSite=Lax cookie on the sign-in path, kept as a hash, cleared after use', async () => {
    const shopper = new Browser();
    issuer.state.account = {
      ...issuer.state.account,
      sub: 'csrf-honest',
      email: 'honest@example.com',
      name: 'Hon Est',
    };
    const url = await shopper.start('google');
    const state = new URL(url).searchParams.get('state') ?? '';
    const cookie = shopper.cookies.get('mall_oauth_browser');
    expect(cookie, 'the start sets the binding cookie').toBeTruthy();
    const attrs = (cookie?.attributes ?? []).map((a) => a.toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(cookie?.path).toBe('/api/front/login/google');
    expect(
      attrs.some((a) => a === 'secure'),
      'no Secure flag on a plain-http shop',
    ).toBe(false);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { rows } = await ctx.db.execute<{ browser_hash: string }>(
      sql`SELECT browser_hash FROM oauth_states WHERE state = ${state}`,
    );
    expect(rows[0]?.browser_hash).toBe(
      createHash('sha256')
        .update(cookie?.value ?? '')
        .digest('hex'),
    );
    expect(JSON.stringify(rows)).not.toContain(cookie?.value);

    const page = await shopper.openCallback(await issuer.authorize(url));
    expect(page.get('error')).toBeNull();
    const signed = await shopper.finish('google', page.get('code') ?? '', page.get('state') ?? '');
    expect(signed.body.code, signed.body.message).toBe(200);
    expect(signed.body.data.nickname).toBe('Hon Est');
    expect(shopper.cookies.has('mall_oauth_browser'), 'the cookie is cleared after use').toBe(false);
  });

  it('a sign-in started in a browser without the cookie answers a clear refusal', async () => {
    const shopper = new Browser();
    const url = await shopper.start('google');
    const link = await issuer.authorize(url);
    shopper.cookies.clear();
    const posted = await shopper.finish(
      'google',
      link.searchParams.get('code') ?? '',
      link.searchParams.get('state') ?? '',
    );
    expect(posted.body).toEqual({ code: 400, message: OTHER_BROWSER, data: null });
    // Another provider's state is still refused as before.
    const other = await attackerLink('twitter', { sub: 'csrf-other' });
    const mixed = await other.attacker.finish('google', other.code, other.state);
    expect(mixed.body.message).toBe(failed('Google'));
  });
});

describe('the binding cookie on an https shop', () => {
  let secure: TestContext;
  beforeAll(async () => {
    secure = await startTestApp({
      PUBLIC_URL: 'https://shop.test',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: issuer.issuer,
    });
    await switchOn(secure.db, 'googleOpen');
  });
  afterAll(async () => {
    await secure?.close();
  });

  it('is Secure', async () => {
    const res = await secure.app.inject({ method: 'GET', url: '/api/front/login/google/request/token?end=pc' });
    expect(res.json().code).toBe(200);
    const line = String(res.headers['set-cookie']);
    expect(line).toMatch(/^mall_oauth_browser=/);
    expect(line.split(';').map((a) => a.trim().toLowerCase())).toContain('secure');
  });
});
