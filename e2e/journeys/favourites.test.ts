import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../browser';
import { apiToken, registerByApi, resetRateLimits, uniqueEmail, type Watched, watchedPage } from './accounts-support';

interface Detail {
  product: { id: number; name: string };
  merchant: { id: number; name: string; followerCount: number };
}

/** A product whose shop has fewer than 1000 followers, so that the card shows the exact count (not "3.7K"). */
async function productOfSmallShop(): Promise<Detail> {
  const res = await fetch(`${baseUrl()}/api/front/product/list?limit=40`);
  const body = (await res.json()) as { data: { list: Array<{ id: number }> } };
  for (const { id } of body.data.list) {
    const detail = (await (await fetch(`${baseUrl()}/api/front/product/detail/${id}`)).json()) as { data: Detail };
    if (detail.data.merchant.followerCount < 999) return detail.data;
  }
  throw new Error('no product of a shop with fewer than 1000 followers');
}

async function followers(page: Page): Promise<number> {
  return Number((await page.getByTestId('shop-followers').first().textContent())?.replace(/\D/g, ''));
}

let browser: Browser;
let watched: Watched;
let page: Page;
let detail: Detail;

beforeAll(async () => {
  browser = await launch();
  // A new shopper starts with no favourites, so the journey ends on the empty state and leaves the demo data alone.
  await resetRateLimits();
  const email = uniqueEmail('favourites');
  await registerByApi(email, 'Favourite123!');
  const token = await apiToken(email, 'Favourite123!');
  watched = await watchedPage(browser);
  page = watched.page;
  await watched.context.addCookies([{ name: 'auth._token.local', value: `Bearer ${token}`, url: baseUrl() }]);
  detail = await productOfSmallShop();
});
afterAll(async () => {
  await browser?.close();
});

describe('favourites: a product and its shop kept, listed and given up', () => {
  it('favourites the product and follows its shop from the goods detail; the follower count rises by one', async () => {
    await page.goto(`${baseUrl()}/#/goods_detail/${detail.product.id}`);
    const heart = page.getByTestId('favourite-toggle');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await heart.textContent()).toContain('Favourited');

    const card = page.getByTestId('shop-card');
    const before = await followers(page);
    expect(before).toBe(detail.merchant.followerCount);
    await card.getByRole('button', { name: 'Follow' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Following' }).count()).toBe(1);
    await expect.poll(() => followers(page)).toBe(before + 1);
    // Still so after the server's answer and the refetch.
    await page.reload();
    await expect.poll(() => page.getByTestId('favourite-toggle').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => followers(page)).toBe(before + 1);
  });

  it('the collection list shows the product and, on the Shops tab, the shop', async () => {
    await page.goto(`${baseUrl()}/#/users/collection_list`);
    const products = page.getByTestId('favourite-product');
    await expect.poll(() => products.count()).toBe(1);
    expect(await products.first().textContent()).toContain(detail.product.name);
    await page.getByTestId('collection-tab-shops').click();
    const shops = page.getByTestId('followed-shop');
    await expect.poll(() => shops.count()).toBe(1);
    expect(await shops.first().textContent()).toContain(detail.merchant.name);
  });

  it('cancels the product favourite in manage mode and shows the empty state', async () => {
    await page.getByTestId('collection-tab-products').click();
    await expect.poll(() => page.getByTestId('favourite-product').count()).toBe(1);
    await page.getByTestId('collection-manage').click();
    const cancel = page.getByTestId('cancel-favourites');
    expect(await cancel.isDisabled()).toBe(true);
    await page.getByTestId('favourite-check').first().check();
    await cancel.click();
    await page.getByRole('status').filter({ hasText: 'No favourite products yet' }).waitFor();
    expect(await page.getByTestId('favourite-product').count()).toBe(0);
    expect(watched.errors).toEqual([]);
  });
});
