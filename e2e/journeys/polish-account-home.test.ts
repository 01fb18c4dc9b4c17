import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { apiToken, resetRateLimits, SHOPPER, type Watched, watchedPage } from './accounts-support';

/**
 * Issue 22 item 5: the account home is an overview (orders by state with counts, coupons, points, favourites,
 * recently viewed) instead of "coming soon", and a shop without reviews says "No ratings yet" instead of 5.0 stars.
 */
let browser: Browser;
let w: Watched;
let page: Page;

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await resetRateLimits();
  const token = await apiToken(SHOPPER.email, SHOPPER.password);
  browser = await launch();
  w = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  page = w.page;
  await w.context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
});
afterAll(async () => {
  await browser?.close();
});

describe('the account home', () => {
  it("shows the demo shopper's orders by state with the server's counts", async () => {
    const token = await apiToken(SHOPPER.email, SHOPPER.password);
    const res = await fetch(`${baseUrl()}/api/front/order/data`, { headers: { authorization: `Bearer ${token}` } });
    const counts = ((await res.json()) as { data: Record<string, number> }).data;
    await page.goto(`${baseUrl()}/#/users`);
    await page.getByTestId('account-home').waitFor();
    expect(await page.getByTestId('placeholder-page').count()).toBe(0);
    for (const key of ['unpaid', 'toShip', 'toReceive', 'toReview', 'refund']) {
      await expect
        .poll(async () => (await page.getByTestId(`home-orders-${key}`).locator('strong').textContent())?.trim())
        .toBe(String(counts[key]));
    }
    await expect.poll(async () => (await page.getByTestId('home-points').textContent()) ?? '').toMatch(/\d/);
    await screenshot(page, 'polish-account-home');
    await page.getByTestId('home-orders-toShip').click();
    await page.waitForURL(/order_list\?orderStatus=2/);
    expect(w.errors).toEqual([]);
  });
});

describe('a shop without reviews', () => {
  it('says "No ratings yet" instead of 5.0 stars', async () => {
    const [shop] = await query<{ id: number }>(
      `SELECT m.id FROM merchants m WHERE m.status = 'open' AND m.is_self = false
       AND EXISTS (SELECT 1 FROM products p WHERE p.merchant_id = m.id AND p.on_sale) ORDER BY m.id DESC LIMIT 1`,
    );
    await query('DELETE FROM reviews WHERE merchant_id = $1', [shop!.id]);
    await page.goto(`${baseUrl()}/#/merchant/merchant/home?merId=${shop!.id}`);
    await page.getByTestId('shop-no-rating').first().waitFor();
    expect(await page.getByTestId('shop-no-rating').first().textContent()).toBe('No ratings yet');
  });
});
