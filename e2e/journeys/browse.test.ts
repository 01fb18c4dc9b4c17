import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, screenshot } from '../browser';

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

describe('a shopper browses: home -> category -> search -> goods detail', () => {
  it('home shows the logo, hot keywords, categories and products', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.locator('header img[src*="logo"]').count()).toBeGreaterThan(0);
    const hot = await page.getByTestId('hot-keyword').count();
    expect(hot).toBeGreaterThan(0);
    expect(hot).toBeLessThanOrEqual(3);
    expect(await page.getByTestId('category-menu-item').count()).toBe(8);
    await screenshot(page, 'home-en');
  });

  it('hovering a category shows its children; a child opens its search results', async () => {
    const top = page.getByTestId('category-menu-item').first();
    await top.hover();
    const panel = page.getByTestId('category-panel');
    await panel.waitFor({ state: 'visible' });
    const child = panel.getByTestId('category-child').first();
    const childName = (await child.textContent())?.trim();
    expect(childName).toBeTruthy();
    await child.click();
    await page.waitForURL(/goods_search\?.*cid=\d+/);
    // The home page's cards may still be leaving as the address changes: wait for the results page's own cards.
    await page.getByTestId('result-count').waitFor();
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(0);
  });

  it('a keyword search lists only matching products', async () => {
    const input = page.getByTestId('header-search-input');
    await input.fill('headphones');
    await page.getByTestId('header-search-button').click();
    await page.waitForURL(/goods_search\?.*title=headphones/);
    await page.getByTestId('product-card').first().waitFor();
    // The category's cards stay on screen until the search answers; wait for the answer, then check every card.
    const names = () => page.getByTestId('product-card').allTextContents();
    await expect
      .poll(async () => (await names()).every((name) => name.toLowerCase().includes('headphones')))
      .toBe(true);
    expect((await names()).length).toBeGreaterThan(0);
    await screenshot(page, 'search-en');
  });

  it('goods detail: picking a SKU shows its price and stock; quantity stays within stock', async () => {
    await page.getByTestId('product-card').first().click();
    await page.waitForURL(/goods_detail\/\d+/);
    await page.getByTestId('sku-price').waitFor();
    const values = page.locator('[data-testid="sku-value"]:not([aria-disabled="true"])');
    const count = await values.count();
    expect(count).toBeGreaterThan(0);
    const priceBefore = await page.getByTestId('sku-price').textContent();
    await values.nth(count - 1).click();
    await expect.poll(() => values.nth(count - 1).getAttribute('aria-pressed')).toBe('true');
    const stockText = (await page.getByTestId('sku-stock').textContent()) ?? '';
    const stock = Number(/\d+/.exec(stockText)?.[0] ?? '0');
    // English money: "$89.00", "$2,319.99".
    expect(priceBefore).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(await page.getByTestId('sku-price').textContent()).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    if (stock > 0) {
      const qty = page.getByTestId('quantity-input');
      await qty.fill(String(stock + 5));
      await qty.blur();
      await expect.poll(async () => Number(await qty.inputValue())).toBeLessThanOrEqual(stock);
    }
    await screenshot(page, 'detail-en');
  });

  it('add to cart asks a signed-out shopper to sign in', async () => {
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => page.getByText(/sign in/i).count()).toBeGreaterThan(0);
  });

  it('the page threw no errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
