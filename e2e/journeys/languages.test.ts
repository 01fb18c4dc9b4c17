import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, screenshot } from '../browser';

const LOCALES = ['zh-CN', 'fr', 'th', 'lo', 'es'] as const;
// A letter of each language's script or accent that the English page does not show.
const SCRIPT: Record<(typeof LOCALES)[number], RegExp> = {
  'zh-CN': /[\u4e00-\u9fff]/,
  fr: /[éèàçê]/i,
  th: /[\u0e00-\u0e7f]/,
  lo: /[\u0e80-\u0eff]/,
  es: /[áéíóúñ¿]/i,
};

let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launch();
  page = await openPage(browser, errors);
  await page.goto(`${baseUrl()}/`);
  await page.getByTestId('product-card').first().waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('the language dropdown switches the whole storefront', () => {
  for (const locale of LOCALES) {
    it(`switches to ${locale}: path prefix, cookie, html lang, translated texts and category names`, async () => {
      const englishButton = await page.getByTestId('header-search-button').textContent();
      await page.getByTestId('language-select').click();
      await page.getByTestId(`language-option-${locale}`).click();
      await page.waitForURL(new RegExp(`#/${locale}(/|$)`));
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'locale')?.value).toBe(locale);
      await expect
        .poll(async () => (await page.getByTestId('category-menu-item').first().textContent()) ?? '')
        .toMatch(SCRIPT[locale]);
      expect(await page.getByTestId('header-search-button').textContent()).not.toBe(englishButton);
      await screenshot(page, `home-${locale}`);
      // Back to English for the next round: no prefix.
      await page.getByTestId('language-select').click();
      await page.getByTestId('language-option-en').click();
      await page.waitForURL((url) => !/#\/(zh-CN|fr|th|lo|es)(\/|$)/.test(url.hash));
    });
  }

  it('a localised deep link opens in its language', async () => {
    await page.goto(`${baseUrl()}/#/fr/goods/goods_search?title=a`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
  });

  it('the page threw no errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
