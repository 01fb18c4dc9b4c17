import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../apps/server/src/platform/csv';
import { parseCsv } from '../../apps/server/src/platform/csv-parse';
import { baseUrl, launch, screenshot } from '../browser';
import { apiToken, resetRateLimits, type Watched, watchedPage } from './accounts-support';
import { signInToConsole } from './console-support';

/**
 * Issue 15 item 10: the demo merchant exports the shop's products as CSV, edits it as a spreadsheet would, and
 * imports it through the dialog: a row with a fault shows its error and keeps Import off; the corrected file imports,
 * and the product form shows the new stock. A French merchant reads the same faults in French.
 */
const MERCHANT = { email: 'merchant@example.com', password: 'Merchant123!' };

let browser: Browser;
const pages: Watched[] = [];

beforeAll(async () => {
  await resetRateLimits();
  browser = await launch();
});
afterAll(async () => {
  for (const p of pages) await p.context.close();
  await browser?.close();
});

async function consolePage(locale: string): Promise<Page> {
  const watched = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale, acceptDownloads: true });
  pages.push(watched);
  await signInToConsole(watched.page, MERCHANT.email, MERCHANT.password);
  await watched.page.goto(`${baseUrl()}/console/#/merchant/products`);
  await watched.page.getByTestId('import-products').waitFor();
  return watched.page;
}

const toCsv = (rows: string[][]) => `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

async function chooseFile(page: Page, text: string) {
  await page
    .getByRole('dialog')
    .locator('input[type=file]')
    .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByTestId('import-counts').waitFor();
}

let exported: string[][] = [];

describe('bulk products in the merchant console', () => {
  it('exports the products, previews an edited file with its faults, then imports the corrected file', async () => {
    const page = await consolePage('en-US');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-products').click()]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    exported = parseCsv(text).map((r) => r.cells);
    expect(exported[0]!.slice(0, 3)).toEqual(['Product ID', 'SKU ID', 'Product name']);
    const [header, first, second] = exported;
    const productId = Number(first![0]);

    const good = [...first!];
    good[13] = '77';
    const bad = [...second!];
    bad[11] = 'cheap';
    await page.getByTestId('import-products').click();
    await chooseFile(page, toCsv([header!, good, bad]));
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Price: A price is an amount').count()).toBe(1);
    expect(await dialog.getByText('Changes: Stock').count()).toBe(1);
    expect(await page.getByTestId('import-apply').isDisabled()).toBe(true);
    await screenshot(page, 'console-products-import-en');

    await dialog.getByRole('button', { name: 'Choose another file' }).click();
    await chooseFile(page, toCsv([header!, good]));
    expect(await page.getByTestId('import-apply').isDisabled()).toBe(false);
    await page.getByTestId('import-apply').click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    const token = await apiToken(MERCHANT.email, MERCHANT.password);
    const res = await fetch(`${baseUrl()}/api/merchant/products/${productId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { skus: { id: number; stock: number }[] } };
    expect(body.data.skus.find((s) => s.id === Number(first![1]))?.stock).toBe(77);
  });

  it('shows a French merchant the faults in French, with the columns in French', async () => {
    const page = await consolePage('fr-FR');
    const [header, first, second] = exported;
    const bad = [...second!];
    bad[13] = 'beaucoup';
    await page.getByTestId('import-products').click();
    await chooseFile(page, toCsv([header!, first!, bad]));
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Stock : Le stock est un nombre entier de 0 à 999 999').count()).toBe(1);
    expect(await page.getByTestId('import-apply').isDisabled()).toBe(true);
    await screenshot(page, 'console-products-import-fr');
  });
});
