import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage } from '../browser';

let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  page = await openPage(browser, errors);
});
afterAll(async () => {
  await browser?.close();
});

describe('unknown places', () => {
  it("an unknown route shows 'This page could not be found' and a way home", async () => {
    await page.goto(`${baseUrl()}/#/no/such/page`);
    const box = page.getByTestId('not-found');
    await box.waitFor();
    expect(await box.textContent()).toContain('This page could not be found');
    await page.getByTestId('back-home').click();
    await page.getByTestId('product-card').first().waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/?$/);
  });

  it('an unknown product says the product is no longer available, with a way home', async () => {
    await page.goto(`${baseUrl()}/#/goods_detail/99999999`);
    await page.getByTestId('product-gone').waitFor();
    expect(await page.getByTestId('product-gone').textContent()).toContain('This product is no longer available');
    await page.getByTestId('back-home').waitFor();
  });
});
