import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, screenshot } from '../browser';
import { png } from '../pictures';

// Console moves shared by the journeys: a product made in the merchant console, then found by a shopper.

/** Signs in at /console/ with email and password and waits for the dashboard (the merchant's, unless told). */
export async function signInToConsole(
  page: Page,
  email: string,
  password: string,
  dashboard: RegExp = /#\/merchant\/dashboard/,
): Promise<void> {
  await page.goto(`${baseUrl()}/console/`);
  await page.waitForURL(/#\/sign-in/);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(dashboard);
}

/**
 * From the dashboard: a new product with one picture and a Colour attribute of two values (Amber $19.90 x5, Jade
 * $24.50 x7), saved, and opened again to see that the form holds what was saved.
 */
export async function createProductInConsole(page: Page, productName: string, opts: { screenshots?: boolean } = {}) {
  await page.getByTestId('console-menu').getByText('Products', { exact: true }).click();
  await page.waitForURL(/#\/merchant\/products/);
  await page.getByRole('button', { name: 'New product' }).click();
  await page.waitForURL(/#\/merchant\/products\/new/);

  await page.locator('#name').fill(productName);
  await page.locator('#categoryId').click();
  await page.locator('.ant-cascader-menu').first().locator('.ant-cascader-menu-item').first().click();
  await page.locator('.ant-cascader-menu').nth(1).locator('.ant-cascader-menu-item').first().click();
  await page
    .getByTestId('product-images')
    .locator('input[type=file]')
    .setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: png(160, 120, [233, 51, 35]) });
  await expect.poll(() => page.getByTestId('product-images').locator('img').count()).toBe(1);

  await page.getByRole('button', { name: 'Add an attribute' }).click();
  await page.getByTestId('attr-name-0').fill('Colour');
  const values = page.getByTestId('attr-values-0').locator('input');
  for (const value of ['Amber', 'Jade']) {
    await values.fill(value);
    await values.press('Enter');
  }
  await expect.poll(() => page.getByTestId('sku-table').locator('tbody tr').count()).toBe(2);
  await page.getByTestId('sku-price-0').fill('19.90');
  await page.getByTestId('sku-stock-0').fill('5');
  await page.getByTestId('sku-price-1').fill('24.50');
  await page.getByTestId('sku-stock-1').fill('7');
  if (opts.screenshots) await screenshot(page, 'console-product-form-en');
  await page.getByTestId('save-product').click();

  await page.waitForURL(/#\/merchant\/products$/);
  await expect.poll(() => page.getByRole('link', { name: productName }).count()).toBe(1);
  if (opts.screenshots) await screenshot(page, 'console-products-en');
  // Opened again, the form holds what was saved.
  await page.getByRole('link', { name: productName }).click();
  await expect.poll(() => page.getByTestId('sku-price-0').inputValue()).toBe('19.90');
  expect(await page.getByTestId('sku-stock-1').inputValue()).toBe('7');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL(/#\/merchant\/products$/);
}

/** A shopper's search finds exactly this product, at its lowest SKU price, with both SKUs on its detail. */
export async function expectProductInSearch(browser: Browser, productName: string): Promise<void> {
  const shop = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await shop.goto(`${baseUrl()}/#/goods/goods_search?title=${encodeURIComponent(productName)}`);
  await shop.getByTestId('product-card').first().waitFor();
  const cards = await shop.getByTestId('product-card').allTextContents();
  expect(cards).toHaveLength(1);
  expect(cards[0]).toContain(productName);
  expect(cards[0]).toContain('$19.90');
  await shop.getByTestId('product-card').first().click();
  await shop.waitForURL(/goods_detail\/\d+/);
  await shop.getByTestId('sku-price').waitFor();
  expect(await shop.locator('[data-testid="sku-value"]').allTextContents()).toEqual(['Amber', 'Jade']);
  await shop.close();
}
