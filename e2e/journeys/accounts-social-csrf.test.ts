import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { expectSignedIn, openDialog, resetRateLimits, watchedPage } from './accounts-support';

// Login CSRF (hardening item 2): an attacker begins a Google sign-in in their own browser, signs in at the provider
// and keeps the link the provider sends back to the shop instead of following it; a victim who opens that link in
// their browser must not end up signed in to the attacker's account. Two browser contexts are two browsers.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await resetRateLimits();
});
afterAll(async () => {
  await browser?.close();
});

const isCallback = (url: string) => new URL(url).pathname === '/api/front/login/google/callback';
const atProvider = (url: URL) => url.origin !== new URL(baseUrl()).origin;

/**
 * In the attacker's browser: the shop's Google button, then the provider (which signs the test account, Ann Social,
 * in by itself), whose last redirect, back to the shop's callback, is kept instead of followed. The browser routes
 * only the first request of a redirect chain, so the provider's hops are walked here, with the context's cookies.
 * Answers that link.
 */
async function captureCallback(context: BrowserContext, page: Page): Promise<URL> {
  let caught: URL | null = null;
  await context.route(atProvider, async (route) => {
    let url = route.request().url();
    for (let hop = 0; hop < 12; hop++) {
      const res = await context.request.get(url, { maxRedirects: 0 });
      const location = res.headers().location;
      if (!location) return route.fulfill({ response: res });
      url = new URL(location, url).href;
      if (isCallback(url)) {
        caught = new URL(url);
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>kept the link</p>' });
      }
    }
    throw new Error('too many redirects at the provider');
  });
  await page.goto(`${baseUrl()}/`);
  await page.getByTestId('product-card').first().waitFor();
  await openDialog(page);
  await page.getByTestId('social-google').click();
  await expect.poll(() => caught, { timeout: 20_000 }).not.toBeNull();
  await context.unroute(atProvider);
  const link = caught as unknown as URL;
  expect(link.searchParams.get('code')).toBeTruthy();
  expect(link.searchParams.get('state')).toBeTruthy();
  return link;
}

async function sessionsSince(since: Date): Promise<number> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM sessions WHERE created_at >= $1', [since]);
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

/** What the shopper sees: signed in (as whom), or the callback page's outcome. */
async function outcomeOf(page: Page): Promise<string | null> {
  const user = page.getByTestId('header-user');
  if ((await user.count()) > 0) return `signed in as ${((await user.textContent()) ?? '').trim()}`;
  const callback = page.getByTestId('social-callback');
  return (await callback.count()) > 0 ? callback.getAttribute('data-outcome') : null;
}

async function expectSignedOut(page: Page, context: BrowserContext) {
  await page.getByTestId('header-sign-in').waitFor();
  expect(await page.getByTestId('header-user').count()).toBe(0);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'auth._token.local')).toBeUndefined();
}

describe('a social sign-in link made in one browser signs nobody in in another', () => {
  it("the victim opening the attacker's callback link stays signed out and is told so in their language", async () => {
    const since = new Date();
    const attacker = await watchedPage(browser);
    const first = await captureCallback(attacker.context, attacker.page);
    const second = await captureCallback(attacker.context, attacker.page);

    // The victim reads the shop in French and opens the attacker's link (in a mail, a chat, a page of the attacker's).
    const victim = await watchedPage(browser, { viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
    await victim.page.goto(`${baseUrl()}/`);
    await victim.page.getByTestId('language-select').click();
    await victim.page.getByTestId('language-option-fr').click();
    await victim.page.waitForURL(/#\/fr(\/|$)/);
    await victim.page.goto(first.href);
    await expect.poll(() => outcomeOf(victim.page), { timeout: 15_000 }).toBe('otherBrowser');
    await expect
      .poll(async () => (await victim.page.getByRole('alert').textContent()) ?? '')
      .toBe(
        'Cette connexion n’a pas été commencée dans ce navigateur, personne n’a donc été connecté. ' +
          'Pour vous connecter, recommencez ici.',
      );
    expect(victim.page.url(), 'the code is not handed to the victim page').not.toContain('code=');
    await expectSignedOut(victim.page, victim.context);
    await screenshot(victim.page, 'social-csrf-victim-fr');

    // The storefront page's own address written by hand (code and state of the second link): the post is refused.
    const handMade = await watchedPage(browser);
    const params = new URLSearchParams({
      provider: 'google',
      code: second.searchParams.get('code') ?? '',
      state: second.searchParams.get('state') ?? '',
    });
    await handMade.page.goto(`${baseUrl()}/#/middlewares/callback_twitter?${params}`);
    await expect.poll(() => outcomeOf(handMade.page), { timeout: 15_000 }).toBe('refused');
    expect(await handMade.page.getByRole('alert').textContent()).toBe(
      'This sign-in was started in another browser, so nobody was signed in; please start again here',
    );
    await expectSignedOut(handMade.page, handMade.context);
    expect(await sessionsSince(since), 'no session was opened for anyone').toBe(0);
    expect([...victim.errors, ...handMade.errors]).toEqual([]);

    // What bound the attacker's sign-ins to their browser: a cookie scripts cannot read, on the sign-in paths only.
    const bound = (await attacker.context.cookies()).find((c) => c.name === 'mall_oauth_browser');
    expect(bound?.httpOnly, 'the binding cookie is httpOnly').toBe(true);
    expect(bound?.sameSite).toBe('Lax');
    expect(bound?.path).toBe('/api/front/login/google');

    // The attacker's own browser still signs in the honest way, end to end.
    await attacker.page.goto(`${baseUrl()}/`);
    await attacker.page.getByTestId('product-card').first().waitFor();
    await openDialog(attacker.page);
    await attacker.page.getByTestId('social-google').click();
    await attacker.page.waitForURL(/middlewares\/callback_twitter\?provider=google/, { timeout: 20_000 });
    await expectSignedIn(attacker.page, /Ann Social/);
    const after = await attacker.context.cookies();
    expect(
      after.find((c) => c.name === 'mall_oauth_browser'),
      'the binding cookie is cleared after use',
    ).toBeUndefined();
    // The provider's picture of Ann lives at an address that does not exist in the tests: the header cannot load it.
    expect(attacker.errors.filter((e) => !e.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([]);
    await Promise.all([attacker.context.close(), victim.context.close(), handMade.context.close()]);
  });
});
