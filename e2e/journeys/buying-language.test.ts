import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../browser';
import { apiToken, SHOPPER, watchedPage } from './accounts-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('area texts follow the language', () => {
  it('the cart, whose texts load with its page, switches from English to Chinese and opens in Thai', async () => {
    const { context, page } = await watchedPage(browser);
    const token = await apiToken(SHOPPER.email, SHOPPER.password);
    await context.addCookies([{ name: 'auth._token.local', value: `Bearer ${token}`, url: baseUrl() }]);
    await page.goto(`${baseUrl()}/#/order/shopping_cart`);
    const title = page.locator('main h1').first();
    await expect.poll(async () => (await title.textContent()) ?? '').toContain('Shopping cart');
    await page.getByTestId('language-select').click();
    await page.getByTestId('language-option-zh-CN').click();
    await expect.poll(async () => (await title.textContent()) ?? '').toContain('购物车');
    await page.goto(`${baseUrl()}/#/th/order/shopping_cart`);
    await page.reload();
    await expect.poll(async () => (await title.textContent()) ?? '').toMatch(/[\u0e00-\u0e7f]/);
  });
});
