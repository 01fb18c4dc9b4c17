import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../browser';
import { openDialog, resetRateLimits, watchedPage } from './accounts-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await resetRateLimits();
});
afterAll(async () => {
  await browser?.close();
});

describe('social sign-in with a real OpenID provider', () => {
  it('Google icon -> the provider -> back to the shop, signed in with the provider name', async () => {
    const { page } = await watchedPage(browser);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('product-card').first().waitFor();
    await openDialog(page);
    const google = page.getByTestId('social-google');
    await google.waitFor();
    await google.click();
    // The local provider signs the test account in and grants consent by itself, then returns to the shop.
    await page.waitForURL(/middlewares\/callback_twitter\?provider=google/, { timeout: 20_000 });
    await expect
      .poll(async () => (await page.getByTestId('header-user').textContent()) ?? '', { timeout: 15_000 })
      .toContain('Ann Social');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'auth._token.local')?.value).toMatch(/^Bearer(\s|%20)/);
  });
});
