import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { apiToken, registerByApi, resetRateLimits, SHOPPER, uniqueEmail, watchedPage } from './accounts-support';

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

/**
 * Walk GQ (GP4, GP6): Thai and Lao marks above and below the line were cut by a pixel in a category name of the home
 * page's menu ("ຄວາມງາມ ແລະ ການດູແລຕົນເອງ", Lao, 1200 px), and the product page's "My address" picker ended the
 * shopper's own address in an ellipsis ("Mon adresse : Vientiane, Laos").
 */
describe("walk GQ: stacked marks and the shopper's address stay whole at 1200 px", () => {
  /** Boxes whose text overflows them by even a pixel (the check above forgives one; a Lao mark is one). */
  async function clipped(page: Page, selector: string): Promise<string[]> {
    return page
      .locator(selector)
      .evaluateAll((elements) =>
        elements
          .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)
          .map((el) => `${el.textContent ?? ''} (${el.scrollHeight} > ${el.clientHeight})`),
      );
  }

  for (const code of ['th', 'lo'] as const) {
    it(`${code}: category names in the menu and in its panel keep their marks`, async () => {
      const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
      await page.goto(`${baseUrl()}/#/${code}`);
      const names = page.getByTestId('category-menu-item');
      await names.first().waitFor();
      await page.getByTestId('product-card').first().waitFor();
      expect(await clipped(page, '[data-testid="category-menu-item"] span')).toEqual([]);
      // Each top category's panel: its subcategories' names.
      for (let i = 0; i < (await names.count()); i += 1) {
        await names.nth(i).hover();
        await page.waitForTimeout(150);
        const panel = page.locator('[class*="childCard"] span');
        if ((await panel.count()) === 0) continue;
        expect(await clipped(page, '[class*="childCard"] span'), `panel ${i}`).toEqual([]);
      }
      await screenshot(page, `walk-gq-categories-${code}-1200`);
      expect(errors).toEqual([]);
    });
  }

  it('the "My address" picker shows a long Lao address whole, in every language', async () => {
    await resetRateLimits();
    const email = uniqueEmail('longaddress');
    await registerByApi(email, 'Vientiane-60-road');
    const token = await apiToken(email, 'Vientiane-60-road');
    // 50 characters (the chip says 60 and more with its words): a village, a district and the capital prefecture.
    const city = 'ບ້ານສີສະເກດ ເມືອງຈັນທະບູລີ ນະຄອນຫຼວງວຽງຈັນ ສປປ ລາວ';
    const saved = await fetch(`${baseUrl()}/api/front/address/edit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        realName: 'ສົມພອນ ວົງສະຫວັນ',
        country: 'LA',
        regionCode: 'LA-VT',
        city,
        detail: 'ເຮືອນເລກທີ 12, ຖະໜົນສາມແສນໄທ',
        postCode: '01000',
        countryCode: '+856',
        phone: '2055512345',
        isDefault: true,
      }),
    });
    const answer = (await saved.json()) as { code: number; message: string };
    expect(answer.code, answer.message).toBe(200);
    const list = (await (await fetch(`${baseUrl()}/api/front/product/list?limit=20`)).json()) as {
      data: { list: Array<{ id: number }> };
    };
    const productId = list.data.list[0]!.id;
    const { page, context, errors } = await watchedPage(browser, {
      viewport: { width: 1200, height: 900 },
      locale: 'en-US',
    });
    await context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
    for (const code of ['en', 'fr', 'th', 'lo', 'es', 'zh-CN'] as const) {
      await page.goto(`${baseUrl()}/#${code === 'en' ? '' : `/${code}`}/goods_detail/${productId}`);
      const picker = page.getByTestId('freight-destination');
      await expect.poll(() => picker.getAttribute('data-value')).toMatch(/^a:/);
      const shown = picker.locator('span').first();
      await expect.poll(() => shown.textContent()).toContain(city);
      expect(await clipped(page, '[data-testid="freight-destination"] > span'), code).toEqual([]);
      // Nothing of it hides under the box's edge either: the picker is as wide as its line allows, and no wider.
      const box = await picker.boundingBox();
      const line = await page.getByTestId('freight-line').boundingBox();
      expect(box!.x + box!.width, code).toBeLessThanOrEqual(line!.x + line!.width + 0.5);
      if (code === 'fr' || code === 'th' || code === 'lo') await screenshot(page, `walk-gq-address-${code}-1200`);
    }
    expect(errors).toEqual([]);
  });
});

/**
 * Walk GX: what the shopper's own screens lost at a 1200 px window. The order detail's numbers broke inside
 * themselves ("SH2026120704415200147" and "2" alone on the next line, in English; both numbers in French): a number
 * read, copied or told to the shop's service must stay on one line, and the words beside it give way instead.
 */
describe("walk GX: the shopper's own screens at 1200 px", () => {
  it('the order detail shows its order and parent numbers each on one line, in every language', async () => {
    const token = await apiToken(SHOPPER.email, SHOPPER.password);
    const orders = (await (
      await fetch(`${baseUrl()}/api/front/order/list?page=1&limit=20`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { list: Array<{ orderNo: string; parentOrderNo: string }> } };
    const order = orders.data.list.find((o) => o.orderNo.startsWith('SH') && o.parentOrderNo)!;
    expect(order).toBeTruthy();
    const { page, context, errors } = await watchedPage(browser, {
      viewport: { width: 1200, height: 900 },
      locale: 'en-US',
    });
    await context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
    for (const code of ['en', 'fr', 'es', 'th', 'lo', 'zh-CN'] as const) {
      await page.goto(`${baseUrl()}/#${code === 'en' ? '' : `/${code}`}/order/order_detail?orderNo=${order.orderNo}`);
      await expect.poll(() => page.getByTestId('detail-parent-no').textContent()).toBe(order.parentOrderNo);
      const lines = await page.evaluate(() =>
        ['detail-order-no', 'detail-parent-no'].map((id) => {
          const cell = document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
          const range = document.createRange();
          range.selectNodeContents(cell);
          const block = cell.closest('div')!.getBoundingClientRect();
          const text = range.getBoundingClientRect();
          return { id, lines: range.getClientRects().length, inside: text.right <= block.right + 0.5 };
        }),
      );
      expect(lines, code).toEqual([
        { id: 'detail-order-no', lines: 1, inside: true },
        { id: 'detail-parent-no', lines: 1, inside: true },
      ]);
      if (code === 'fr' || code === 'en') await screenshot(page, `walk-gx-order-detail-${code}-1200`);
    }
    expect(errors).toEqual([]);
  });

  for (const code of ['es', 'fr', 'th', 'lo'] as const) {
    it(`${code}: the home page's event names are whole`, async () => {
      const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
      await page.goto(`${baseUrl()}/#/${code}`);
      const names = page.getByTestId('activity-name');
      await names.first().waitFor();
      await names.first().scrollIntoViewIfNeeded();
      expect(await cutTexts(page, '[data-testid="activity-name"]')).toEqual([]);
      if (code === 'es') await screenshot(page, 'walk-gx-events-es-1200');
      expect(errors).toEqual([]);
    });
  }

  it("the checkout's mall coupon reads whole, its date too, in Spanish", async () => {
    const token = await apiToken(SHOPPER.email, SHOPPER.password);
    const call = async <T>(path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${baseUrl()}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await res.json()) as { data: T }).data;
    };
    // The mall's own coupons, received (one already held is refused, which is as good).
    const coupons = await call<{ list: Array<{ id: number; merId: number; received: boolean }> }>(
      '/api/front/coupons?page=1&limit=50',
    );
    for (const c of coupons.list.filter((c) => c.merId === 0 && !c.received)) {
      await call('/api/front/coupon/receive', { couponId: c.id });
    }
    const products = await call<{ list: Array<{ id: number; price: string; stock: number }> }>(
      '/api/front/product/list?limit=50',
    );
    const product = products.list.find((p) => Number(p.price) >= 300 && p.stock > 0)!;
    const detail = await call<{ skus: Array<{ id: number; stock: number }> }>(
      `/api/front/product/detail/${product.id}`,
    );
    const sku = detail.skus.find((k) => k.stock > 0)!;
    const pre = await call<{ preOrderNo: string }>('/api/front/order/pre/order', {
      type: 'buyNow',
      items: [{ productId: product.id, skuId: sku.id, quantity: 1 }],
    });
    const { page, context, errors } = await watchedPage(browser, {
      viewport: { width: 1200, height: 900 },
      locale: 'en-US',
    });
    await context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
    await page.goto(`${baseUrl()}/#/es/order/order_confirm?preOrderNo=${pre.preOrderNo}`);
    const select = page.getByTestId('platform-coupon-select');
    await select.waitFor();
    // A select shows its chosen option on one line and cuts what passes its box: each option must fit the box
    // (its padding and arrow apart), as the one chosen will be shown.
    const cut = await select.evaluate((element) => {
      const box = element as HTMLSelectElement;
      const style = getComputedStyle(box);
      const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
      const probe = document.createElement('span');
      probe.style.font = style.font;
      probe.style.whiteSpace = 'pre';
      document.body.append(probe);
      const over = [...box.options]
        .filter((option) => option.value !== '')
        .filter((option) => {
          probe.textContent = option.textContent;
          return probe.getBoundingClientRect().width > room;
        })
        .map((option) => option.textContent);
      probe.remove();
      return over;
    });
    expect(cut).toEqual([]);
    await screenshot(page, 'walk-gx-checkout-es-1200');
    expect(errors).toEqual([]);
  });

  it("the order list's seven tabs stay on one row in every language, English's long spec labels too", async () => {
    const token = await apiToken(SHOPPER.email, SHOPPER.password);
    const { page, context, errors } = await watchedPage(browser, {
      viewport: { width: 1200, height: 900 },
      locale: 'en-US',
    });
    await context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
    for (const code of ['en', 'fr', 'es', 'th', 'lo', 'zh-CN'] as const) {
      await page.goto(`${baseUrl()}/#${code === 'en' ? '' : `/${code}`}/users/order_list`);
      await page.getByTestId('order-tab-count-1').waitFor();
      const row = await page.getByRole('tablist').evaluate((list) => {
        const box = list.getBoundingClientRect();
        const tabs = [...list.querySelectorAll('[role="tab"]')].map((tab) => tab.getBoundingClientRect());
        return {
          rows: new Set(tabs.map((tab) => Math.round(tab.top))).size,
          inside: tabs.every((tab) => tab.right <= box.right + 0.5),
          // No word of a label is cut or pushed past its tab.
          whole: [...list.querySelectorAll<HTMLElement>('[role="tab"]')].every(
            (tab) => tab.scrollWidth <= tab.clientWidth,
          ),
        };
      });
      expect(row, code).toEqual({ rows: 1, inside: true, whole: true });
      if (code === 'en') await screenshot(page, 'walk-gx-order-tabs-en-1200');
    }
    expect(errors).toEqual([]);
  });
});
