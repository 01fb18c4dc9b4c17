import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import {
  dialog,
  expectToast,
  registerByApi,
  resetRateLimits,
  signInByEmail,
  uniqueEmail,
  type Watched,
  watchedPage,
} from './accounts-support';

/**
 * Issue 22 item 4: a visitor adds to the cart without signing in (the server keeps the cart by its own httpOnly
 * cookie); checking out asks to sign in, and the sign-in brings the cart into the account: the item is there once.
 */
const email = uniqueEmail('visitor');
const password = 'Lantern-83-river';

let browser: Browser;
let w: Watched;
let page: Page;

type Listed = { id: number; name: string; stock: number };

async function productInStock(): Promise<Listed> {
  const res = await fetch(`${baseUrl()}/api/front/product/list?limit=30&salesOrder=desc`);
  const body = (await res.json()) as { data: { list: Listed[] } };
  const product = body.data.list.find((candidate) => candidate.stock >= 10);
  expect(product, 'a product in stock').toBeTruthy();
  return product as Listed;
}

const badge = async () => Number((await page.getByTestId('cart-count').textContent())?.trim() || '0');

beforeAll(async () => {
  await resetRateLimits();
  await registerByApi(email, password);
  browser = await launch();
  w = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  page = w.page;
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor cart', () => {
  let product: Listed;

  it('a visitor adds to the cart without being asked to sign in; the badge counts it', async () => {
    product = await productInStock();
    await page.goto(`${baseUrl()}/#/goods_detail/${product.id}`);
    await page.getByTestId('sku-price').waitFor();
    await page.getByTestId('add-to-cart').click();
    await expectToast(page, /Added to (your )?cart/);
    expect(await dialog(page).count()).toBe(0);
    await expect.poll(badge).toBe(1);
    const cookie = (await w.context.cookies()).find((c) => c.name === 'mall_cart');
    expect(cookie?.httpOnly).toBe(true);
  });

  it('the cart page shows the line; checking out asks to sign in', async () => {
    await page.getByTestId('cart-count').click();
    await page.waitForURL(/#\/order\/shopping_cart$/);
    await expect.poll(() => page.getByTestId('cart-item').count()).toBe(1);
    await screenshot(page, 'polish-visitor-cart');
    await page.getByTestId('cart-checkout').click();
    await dialog(page).waitFor();
  });

  it('after signing in the cart holds the item once, and the visitor cookie is gone', async () => {
    await signInByEmail(page, email, password);
    await expect.poll(() => page.getByTestId('cart-item').count()).toBe(1);
    expect(await page.getByTestId('cart-item').textContent()).toContain(product.name.slice(0, 20));
    await expect.poll(() => page.getByTestId('cart-quantity').inputValue()).toBe('1');
    await expect.poll(badge).toBe(1);
    expect((await w.context.cookies()).find((c) => c.name === 'mall_cart')).toBeUndefined();
    // Reloading (the browser has no visitor cart any more) does not add it again.
    await page.reload();
    await expect.poll(() => page.getByTestId('cart-item').count()).toBe(1);
    await expect.poll(() => page.getByTestId('cart-quantity').inputValue()).toBe('1');
    expect(w.errors).toEqual([]);
  });
});
