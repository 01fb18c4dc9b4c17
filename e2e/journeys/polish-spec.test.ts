import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../browser';
import { apiToken, dialog, registerByApi, resetRateLimits, uniqueEmail, watchedPage } from './accounts-support';

/** Issue 15, item 3: what the spec audit found (service QR picture, expired session at start, `/lao/` paths). */
let browser: Browser;

beforeAll(async () => {
  await resetRateLimits();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the spec audit', () => {
  it("the service popup shows the operator's QR picture", async () => {
    const { page, errors } = await watchedPage(browser);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('side-window').getByRole('button', { name: 'Service' }).hover();
    const qr = page.getByTestId('side-window').locator('img');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^\/uploads\//);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a returning shopper whose session ended is signed out silently: no error toast, no sign-in dialog', async () => {
    const email = uniqueEmail('returning');
    await registerByApi(email, 'Return-58-lamp');
    const token = await apiToken(email, 'Return-58-lamp');
    // The session ends on the server (signed out elsewhere); the browser still holds its cookie.
    await fetch(`${baseUrl()}/api/front/login/logout`, { headers: { authorization: `Bearer ${token}` } });
    const { context, page } = await watchedPage(browser);
    await context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
    // Every toast shown, however briefly.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { toasts: string[] }).toasts = seen;
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid="toast"]'))
          if (!seen.includes(toast.textContent ?? '')) seen.push(toast.textContent ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    const withDeadToken: string[] = [];
    page.on('request', (request) => {
      if (request.headers().authorization?.includes(token) && !request.url().includes('token/is/exist'))
        withDeadToken.push(request.url());
    });
    for (const path of ['/goods/goods_search?title=dress', '/']) {
      await page.goto(`${baseUrl()}/#${path}`);
      await page.getByTestId('product-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { toasts: string[] }).toasts)).toEqual([]);
      expect(await dialog(page).isVisible()).toBe(false);
      await page.getByTestId('header-sign-in').waitFor();
    }
    expect(withDeadToken).toEqual([]);
    expect((await context.cookies()).some((cookie) => cookie.name === 'auth._token.local')).toBe(false);
  });

  it("`/#/lao/…` (the spec's code for Lao) opens the page in Lao at `/#/lo/…`", async () => {
    const { page, errors } = await watchedPage(browser);
    await page.goto(`${baseUrl()}/#/lao/goods/goods_search?title=dress`);
    await page.getByTestId('product-card').first().waitFor();
    await page.waitForURL(/#\/lo\/goods\/goods_search\?title=dress$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('lo');
    expect(await page.getByTestId('not-found').count()).toBe(0);
    // An in-app link to a `/lao/` address lands on the same page too.
    await page.evaluate(() => {
      window.location.hash = '#/lao/goods/top_one';
    });
    await page.waitForURL(/#\/lo\/goods\/top_one$/);
    expect(await page.getByTestId('not-found').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
