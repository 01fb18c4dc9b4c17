import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';

// Issue 23: a French shopper narrows a search by two shops and a colour, shares the address, and whoever opens it
// sees the same results; the header box suggests while typing and is driven by the keyboard.

let browser: Browser;
const errors: string[] = [];

async function frenchPage(width = 1400): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR' });
  await context.addCookies([{ name: 'locale', value: 'fr', url: baseUrl() }]);
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

const cardNames = (page: Page) => page.getByTestId('product-card').locator('h3').allTextContents();

/** Waits until the results answer the address shown (no request in flight). */
async function settled(page: Page) {
  await page.getByTestId('result-count').waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('search with facets, in French', () => {
  let shared = '';
  let names: string[] = [];
  let count = '';

  it('narrows by two shops and a colour, with counts, chips and the selection in the address', async () => {
    const page = await frenchPage();
    await page.goto(`${baseUrl()}/#/fr/goods/goods_search`);
    await settled(page);
    const shops = page.getByTestId('facet-shops').getByTestId('facet-value');
    expect(await shops.count()).toBeGreaterThanOrEqual(2);
    // Every value shows its count, and says it in words to a screen reader ("TechZone, 12 articles"; audit AX6).
    expect(await shops.first().locator('[aria-hidden="true"]').textContent()).toMatch(/\d+$/);
    expect(await shops.first().textContent()).toMatch(/, \d[\d\s]* articles?$/);
    await shops.nth(0).click();
    await page.waitForURL(/merIds=\d+/);
    await settled(page);
    await page.getByTestId('facet-shops').getByTestId('facet-value').nth(1).click();
    await page.waitForURL(/merIds=\d+%2C\d+/);
    await settled(page);
    // A colour in French (the demo's translated attribute), else the first attribute shown.
    const rows = page.getByTestId('facet-attr');
    const colourRow = rows.filter({ hasText: /Couleur/i });
    const row = (await colourRow.count()) > 0 ? colourRow.first() : rows.first();
    await row.getByTestId('facet-value').first().click();
    await page.waitForURL(/attrs=/);
    await settled(page);
    await expect.poll(() => page.getByTestId('chosen-chip').count()).toBe(3);
    names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    count = (await page.getByTestId('result-count').textContent()) ?? '';
    expect(count).toMatch(/\d/);
    shared = page.url();
    expect(shared).toMatch(/#\/fr\/goods\/goods_search\?.*merIds=.*attrs=/);
    await screenshot(page, 'search-facets-fr');
    // Back steps through the selections.
    await page.goBack();
    await page.waitForURL((url) => !url.href.includes('attrs='));
    await settled(page);
    await expect.poll(() => page.getByTestId('chosen-chip').count()).toBe(2);
    await page.context().close();
  });

  it('the shared address opens in a new context with the same results', async () => {
    const page = await frenchPage();
    await page.goto(shared);
    await settled(page);
    await expect.poll(() => page.getByTestId('chosen-chip').count()).toBe(3);
    expect(await cardNames(page)).toEqual(names);
    expect(await page.getByTestId('result-count').textContent()).toBe(count);
    // A chip removes its value.
    await page.getByTestId('chosen-chip').last().getByRole('button').click();
    await page.waitForURL((url) => !url.href.includes('attrs='));
    await settled(page);
    await expect.poll(() => page.getByTestId('chosen-chip').count()).toBe(2);
    await page.context().close();
  });

  it('the header box suggests while typing, driven by the keyboard', async () => {
    const page = await frenchPage();
    await page.goto(`${baseUrl()}/#/fr/goods/goods_search`);
    await settled(page);
    const input = page.getByTestId('header-search-input');
    await input.click();
    await input.pressSequentially('ec', { delay: 40 });
    const options = page.getByTestId('search-suggestion');
    await expect.poll(() => options.count(), { timeout: 5000 }).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(10);
    await input.press('ArrowDown');
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
    await input.press('Escape');
    await expect.poll(() => options.count()).toBe(0);
    await page.context().close();
  });

  it('looks right in French, Thai and Chinese at 1200 and 1600 px', async () => {
    for (const locale of ['fr', 'th', 'zh-CN']) {
      for (const width of [1200, 1600]) {
        const context = await browser.newContext({ viewport: { width, height: 1000 } });
        await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
        const page = await context.newPage();
        // Attribute names and values are the reader's language's: another language keeps the shops only.
        const params = new URLSearchParams(shared.slice(shared.indexOf('?') + 1));
        if (locale !== 'fr') params.delete('attrs');
        const query = `?${params.toString()}`;
        await page.goto(`${baseUrl()}/#/${locale}/goods/goods_search${query}`);
        await settled(page);
        await screenshot(page, `search-facets-${locale}-${width}`);
        await context.close();
      }
    }
    expect(errors).toEqual([]);
  });
});
