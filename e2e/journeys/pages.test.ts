import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, screenshot } from '../browser';

// Issue 24: a reader without JavaScript (a crawler, a link preview, a slow phone) reads a product's real page; a
// reader with it follows the page into the app to buy, and the app's copied link leads back to the page.

let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function aFrenchProduct(): Promise<{ id: number; name: string; price: string }> {
  const res = await fetch(`${baseUrl()}/api/front/product/list?page=1&limit=1&sort=sales`, {
    headers: { cookie: 'locale=fr', source: 'pc' },
  });
  const body = (await res.json()) as {
    data: { list: { id: number; storeName?: string; name?: string; price: string }[] };
  };
  const first = body.data.list[0]!;
  return { id: first.id, name: (first.storeName ?? first.name) as string, price: first.price };
}

describe('real pages', () => {
  it('a reader without JavaScript reads the French product page: name, price, stock, shop and a way to buy', async () => {
    const product = await aFrenchProduct();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl()}/fr/goods/${product.id}`);
    expect(res?.status()).toBe(200);
    await page.getByTestId('product-page').waitFor();
    expect(await page.locator('h1').textContent()).toBe(product.name);
    const text = (await page.getByTestId('product-page').textContent()) ?? '';
    // The price as French writes it: "122,99 $", "2 319,99 $" (the API answers the plain decimal "122.99").
    const french = new Intl.NumberFormat('fr', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    expect(text).toContain(french.format(Number(product.price)));
    expect(text).toMatch(/En stock|Rupture de stock/);
    expect(text).toContain('Vendu par');
    await screenshot(page, 'pages-product-fr-1200');
    await page.setViewportSize({ width: 1600, height: 900 });
    await screenshot(page, 'pages-product-fr-1600');
    await context.close();
  });

  it('the page leads into the app to buy, and the app copies the page address back', async () => {
    const product = await aFrenchProduct();
    const page = await openPage(browser, errors);
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(`${baseUrl()}/fr/goods/${product.id}`);
    await page.getByRole('link', { name: 'Acheter dans la boutique' }).click();
    await page.getByTestId('add-to-cart').waitFor();
    expect(new URL(page.url()).hash).toBe(`#/fr/goods_detail/${product.id}`);
    const share = page.getByTestId('share-link');
    expect(await share.getAttribute('href')).toBe(`${baseUrl()}/fr/goods/${product.id}`);
    await page.goto(`${baseUrl()}/th/goods/${product.id}`);
    await page.getByTestId('product-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    await screenshot(page, 'pages-product-th-1200');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an unknown product answers the styled 404 in the reader’s language', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl()}/es/goods/99999999`);
    expect(res?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await context.close();
  });
});
