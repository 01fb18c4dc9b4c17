import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { watchedPage } from './accounts-support';

/**
 * Issue 15, item 4: every language fits and reads as that language. At the narrowest layout (a 1200 px window),
 * category names and shop names are whole in the longest languages, the frame's own words are translated, and
 * counted words follow the language's plural rules.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Texts of the elements that are cut (their text overflows the box that shows it). */
async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        .map((el) => el.textContent ?? ''),
    );
}

const FRAME = {
  fr: { placeholder: 'Rechercher des articles', rights: 'Tous droits réservés.' },
  th: { placeholder: 'ค้นหาสินค้า', rights: 'สงวนลิขสิทธิ์' },
  lo: { placeholder: 'ຊອກຫາສິນຄ້າ', rights: 'ສະຫງວນລິຂະສິດ.' },
  es: { placeholder: 'Buscar productos', rights: 'Todos los derechos reservados.' },
  'zh-CN': { placeholder: '搜索商品', rights: '保留所有权利。' },
} as const;

describe('languages at a 1200 px window', () => {
  for (const [code, words] of Object.entries(FRAME)) {
    it(`${code}: whole category and shop names, translated placeholder and rights line`, async () => {
      const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
      await page.goto(`${baseUrl()}/#/${code}`);
      await page.getByTestId('category-menu-item').first().waitFor();
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('header-search-input').getAttribute('placeholder')).toBe(words.placeholder);
      expect(await page.getByTestId('footer-copyright').textContent()).toContain(words.rights);
      expect(await page.getByTestId('footer-copyright').textContent()).not.toContain('All rights reserved');
      expect(await cutTexts(page, '[data-testid="category-menu-item"] span')).toEqual([]);
      await screenshot(page, `polish-languages-home-${code}-1200`);

      await page.goto(`${baseUrl()}/#/${code}/goods/goods_search`);
      await page.getByTestId('card-shop').first().waitFor();
      expect(await cutTexts(page, '[data-testid="card-shop"]')).toEqual([]);
      expect(await cutTexts(page, '[data-testid="category-chip"]')).toEqual([]);
      await screenshot(page, `polish-languages-search-${code}-1200`);
      expect(errors).toEqual([]);
    });
  }

  it('counted words follow the plural rules: one piece, many pieces', async () => {
    const list = (await (await fetch(`${baseUrl()}/api/front/product/list?limit=50`)).json()) as {
      data: { list: Array<{ id: number; stock: number }> };
    };
    const product = list.data.list.find((p) => p.stock > 1)!;
    const { page } = await watchedPage(browser);
    await page.goto(`${baseUrl()}/#/goods_detail/${product.id}`);
    const stock = page.getByTestId('sku-stock');
    await stock.waitFor();
    const shown = Number(await stock.getAttribute('data-stock'));
    expect(await stock.textContent()).toBe(shown === 1 ? 'Stock: 1 piece' : `Stock: ${shown} pieces`);
    await page.goto(`${baseUrl()}/#/fr/goods_detail/${product.id}`);
    await expect
      .poll(() => page.getByTestId('sku-stock').textContent())
      .toBe(shown === 1 ? 'Stock : 1 pièce' : `Stock : ${shown} pièces`);
  });
});

/**
 * Walk GP: what the long languages and the stacked scripts lost at a 1200 px window. A coupon's name beside its badge
 * had ~100 px and was cut mid-word ("Bon de réductio…", "สัปดาห์โทรศัพท์และ…"); the home banner's headline cut the
 * Lao and Thai marks under the line ("ຫຼຸດ", "ฤดู").
 */
describe('walk GP: coupon names and banner headlines stay whole', () => {
  /** The ticket's title line and what it holds: the badge and the name (a clamped box of its own before the fix). */
  const TITLES = '[data-testid="coupon-ticket"] > div:last-child > p:first-child';

  for (const code of ['fr', 'th', 'lo', 'es'] as const) {
    it(`${code}: every coupon name in the coupon centre is whole`, async () => {
      const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
      await page.goto(`${baseUrl()}/#/${code}/goods/coupon_center`);
      await page.locator(TITLES).first().waitFor();
      expect(await page.locator(TITLES).count()).toBeGreaterThan(3);
      expect(await cutTexts(page, `${TITLES}, ${TITLES} > span`)).toEqual([]);
      await screenshot(page, `walk-gp-coupons-${code}-1200`);
      expect(errors).toEqual([]);
    });
  }

  for (const code of ['th', 'lo', 'zh-CN'] as const) {
    it(`${code}: the banner headlines keep the marks above and below their line`, async () => {
      const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
      await page.goto(`${baseUrl()}/#/${code}`);
      const headlines = page.getByTestId('banner-words').locator('[class*="headline"]');
      await headlines.first().waitFor({ state: 'attached' });
      expect(await headlines.count()).toBeGreaterThan(0);
      const clipped = await headlines.evaluateAll((elements) =>
        elements.filter((el) => el.scrollHeight > el.clientHeight).map((el) => el.textContent ?? ''),
      );
      expect(clipped).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
