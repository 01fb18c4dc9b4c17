import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../browser';
import { watchedPage } from './accounts-support';

/**
 * Issue 15, item 6: on a slow network no page is a blank grey area. The app's code, a page's code and the data each
 * arrive late in turn; at every stage the shopper sees the shop's frame with placeholders in the page's shape.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Holds back every answer whose address matches until `release` is called. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether grey placeholders cover a good part of the window (the page is not blank while it waits). */
async function placeholdersShown(page: Page, testId: string): Promise<boolean> {
  const area = await page.evaluate((id) => {
    const boxes = [...document.querySelectorAll(`[data-testid="${id}"] .skeleton, [data-testid="${id}"] .boot-b`)];
    return boxes.reduce((sum, el) => {
      const box = el.getBoundingClientRect();
      const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
      return sum + box.width * height;
    }, 0);
  }, testId);
  return area > 0.15 * 1400 * 900;
}

describe('slow network: placeholders instead of a blank page', () => {
  it("before the app's code has arrived, the frame and placeholders show", async () => {
    const { page } = await watchedPage(browser);
    const release = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto(`${baseUrl()}/#/goods/goods_search?title=dress`, { waitUntil: 'commit' });
    await page.getByTestId('boot-skeleton').waitFor();
    expect(await placeholdersShown(page, 'boot-skeleton')).toBe(true);
    release();
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('boot-skeleton').count()).toBe(0);
  });

  // (Moving between pages, the page being left stays on screen until the next one's code has arrived.)
  it("while the page's own code is on the way, the frame shows with a placeholder in the page's shape", async () => {
    const { page, errors } = await watchedPage(browser);
    const release = await holdBack(page, /\/assets\/street-page-[^/]+\.js$/);
    await page.goto(`${baseUrl()}/#/merchant/merchant_street`);
    await page.getByTestId('page-skeleton').waitFor();
    await page.getByTestId('header-search-input').waitFor();
    expect(await placeholdersShown(page, 'page-skeleton')).toBe(true);
    release();
    await page.getByTestId('street-shop').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('while the data is on the way, the search and home pages show placeholder cards', async () => {
    const { page } = await watchedPage(browser);
    await page.goto(`${baseUrl()}/#/goods/top_one`);
    await page.getByTestId('product-card').first().waitFor();
    const releaseList = await holdBack(page, /\/api\/front\/product\/list/);
    await page.evaluate(() => {
      window.location.hash = '#/goods/goods_search?title=lamp';
    });
    await page.locator('[aria-busy="true"] .skeleton').first().waitFor();
    expect(await page.locator('[aria-busy="true"] .skeleton').count()).toBeGreaterThan(4);
    releaseList();

    const fresh = await watchedPage(browser);
    const releaseHome = await holdBack(fresh.page, /\/api\/pc\/home\/index/);
    await fresh.page.goto(`${baseUrl()}/`, { waitUntil: 'commit' });
    await fresh.page.locator('.skeleton').first().waitFor();
    expect(await fresh.page.locator('.skeleton').count()).toBeGreaterThan(4);
    releaseHome();
    await fresh.page.getByTestId('product-card').first().waitFor();
  });
});
