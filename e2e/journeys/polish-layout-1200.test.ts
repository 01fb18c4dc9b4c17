import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../browser';
import { apiToken, registerByApi, resetRateLimits, SHOPPER, uniqueEmail, watchedPage } from './accounts-support';

/**
 * Issue 22, item 8: the layout at a 1200 px window (and a wider one). The home category list shows every top
 * category whole inside its box in all six languages; hovering one opens a full panel (every child category, shops
 * selling in it, a picture); the console's tables fit their card without a sideways scroll and never break an order
 * number, reference, amount or date in the middle.
 */
const LANGUAGES = ['en', 'zh-CN', 'fr', 'th', 'lo', 'es'] as const;
const SHOTS = '/tmp/layout-shots';

type Envelope<T> = { code: number; data: T };
type Tree = { id: number; name: string; childList?: Tree[] };

let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function categoryTree(code: string): Promise<Tree[]> {
  const res = await fetch(`${baseUrl()}/api/front/product/category`, { headers: { cookie: `locale=${code}` } });
  return ((await res.json()) as Envelope<Tree[]>).data;
}

/** The home menu as the reader sees it: the list's own scrolling, and every item and name that is not whole. */
async function homeMenuProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const items = [...document.querySelectorAll('[data-testid="category-menu-item"]')];
    const list = items[0]?.closest('ul');
    if (!list) return ['no category list'];
    const problems: string[] = [];
    if (list.scrollHeight > list.clientHeight + 1) {
      problems.push(`list scrolls: ${list.scrollHeight} > ${list.clientHeight}`);
    }
    const box = list.getBoundingClientRect();
    for (const item of items) {
      const b = item.getBoundingClientRect();
      const name = item.querySelector('span');
      const text = name?.textContent ?? '';
      if (b.top < box.top - 1 || b.bottom > box.bottom + 1) problems.push(`outside the list: ${text}`);
      if (!name || name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1) {
        problems.push(`cut: ${text}`);
      }
    }
    return problems;
  });
}

describe('the header of a signed-in shopper at 1200 px', () => {
  it('fits the page in every language: the account chip and its name whole, the search box still usable', async () => {
    const token = await apiToken(SHOPPER.email, SHOPPER.password);
    const { context, page, errors } = await watchedPage(browser, {
      viewport: { width: 1200, height: 900 },
      locale: 'en-US',
    });
    await context.addCookies([
      { name: 'auth._token.local', value: encodeURIComponent(`Bearer ${token}`), url: baseUrl() },
    ]);
    for (const code of LANGUAGES) {
      await page.goto(`${baseUrl()}/#/${code === 'en' ? '' : code}`);
      const name = page.getByTestId('header-user');
      await expect.poll(() => name.textContent()).toBe(SHOPPER.nickname);
      const fit = await page.evaluate(() => {
        const bar = document.querySelector('[data-testid="main-bar"] .page-width') as HTMLElement;
        const chip = document.querySelector('[data-testid="header-user"]') as HTMLElement;
        const input = document.querySelector('[data-testid="main-bar"] input') as HTMLElement;
        return {
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          chipInside: chip.getBoundingClientRect().right <= bar.getBoundingClientRect().right + 1,
          nameWhole: chip.scrollWidth <= chip.clientWidth + 1,
          searchWidth: Math.round(input.getBoundingClientRect().width),
        };
      });
      await shot(page, `header-${code}-1200`);
      expect(fit.sideways, code).toBe(0);
      expect(fit.chipInside, `${code}: the account chip inside the page`).toBe(true);
      expect(fit.nameWhole, `${code}: the account name whole`).toBe(true);
      expect(fit.searchWidth, `${code}: room to type a keyword`).toBeGreaterThanOrEqual(100);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});

/**
 * Every text of the header on one line and inside its control and the page (audit GU5: the French "All categories"
 * button took two lines at 1200 px): each text node's line boxes, against its control's box and the page's width.
 */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const owner = node.parentElement;
      if (!text || !owner?.offsetParent) continue;
      const style = getComputedStyle(owner);
      // Words for screen readers only (a search box's label) are clipped on purpose.
      if (style.clipPath !== 'none' || style.clip !== 'auto' || owner.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      if (new Set(lines.map((r) => Math.round(r.top / 4))).size > 1) problems.push(`wraps: ${text}`);
      if (owner.scrollWidth > owner.clientWidth + 1 && style.overflow === 'hidden') problems.push(`cut: ${text}`);
      const control = (owner.closest('a, button, label, li') as HTMLElement | null) ?? owner;
      const box = control.getBoundingClientRect();
      if (lines.some((r) => r.right > box.right + 1 || r.left < box.left - 1)) problems.push(`outside: ${text}`);
      const row = owner.closest('.page-width')?.getBoundingClientRect();
      if (row && box.right > row.right + 1) problems.push(`past the page: ${text}`);
    }
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) problems.push('sideways scroll');
    return problems;
  });
}

describe('the header of a visitor at 1200 px and 1600 px (audit GU5)', () => {
  it('keeps every control on one line, whole and inside the page, in every language, on home and elsewhere', async () => {
    const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
    for (const code of LANGUAGES) {
      for (const where of ['', '/goods/goods_search?keyword=lamp']) {
        await page.goto(`${baseUrl()}/#/${code === 'en' ? '' : code}${where}`);
        await page.getByTestId('all-categories-label').waitFor();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(code);
        for (const width of [1200, 1600]) {
          await page.setViewportSize({ width, height: 900 });
          expect(await headerProblems(page), `${code}${where} at ${width} px`).toEqual([]);
          await shot(page, `header-visitor-${code}${where ? '-search' : ''}-${width}`);
        }
      }
    }
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('the home category menu at 1200 px and 1600 px', () => {
  for (const code of LANGUAGES) {
    it(`${code}: every top category whole in the list; the panel lists every child, shops and a picture`, async () => {
      const tree = await categoryTree(code);
      expect(tree.length).toBeGreaterThanOrEqual(8);
      const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
      await page.goto(`${baseUrl()}/#/${code === 'en' ? '' : code}`);
      const items = page.getByTestId('category-menu-item');
      await items.nth(tree.length - 1).waitFor();
      for (const width of [1200, 1600]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await items.count()).toBe(tree.length);
        expect(await homeMenuProblems(page), `${code} at ${width} px`).toEqual([]);
        await shot(page, `home-${code}-${width}`);
        // The last top category (the one that used to hide behind the list's scroll) opens its panel.
        const top = tree[tree.length - 1]!;
        await items.nth(tree.length - 1).hover();
        const panel = page.getByTestId('category-panel');
        await panel.waitFor();
        const links = await panel.getByTestId('category-child').allTextContents();
        for (const child of top.childList ?? []) {
          expect(links.map((l) => l.replace('›', '').trim())).toContain(child.name);
        }
        for (const grandchild of (top.childList ?? []).flatMap((child) => child.childList ?? [])) {
          expect(await panel.getByText(grandchild.name, { exact: true }).count()).toBeGreaterThan(0);
        }
        const picture = panel.getByTestId('category-panel-picture');
        await picture.waitFor();
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        expect(await panel.getByTestId('category-panel-shop').count()).toBeGreaterThan(0);
        // The panel covers the banner exactly and shows its content without a scroll of its own.
        const fits = await panel.evaluate((el) => {
          const hero = el.closest('nav')?.parentElement?.getBoundingClientRect();
          const own = el.getBoundingClientRect();
          return {
            right: Math.round(own.right),
            heroRight: Math.round(hero?.right ?? 0),
            scrolls: el.scrollHeight > el.clientHeight + 1,
          };
        });
        expect(fits).toEqual({ right: fits.heroRight, heroRight: fits.heroRight, scrolls: false });
        await shot(page, `mega-${code}-${width}`);
        await page.mouse.move(width - 10, 880);
      }
      expect(errors).toEqual([]);
    });
  }
});

/** Every table on the page: wider than its card, and tokens with digits (order numbers, amounts, dates) on two lines. */
async function tableProblems(page: Page): Promise<{ problems: string[]; orderNumbers: number }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let orderNumbers = 0;
    for (const wrapper of document.querySelectorAll<HTMLElement>('.ant-table-wrapper:not([data-seen])')) {
      const table = wrapper.querySelector('table');
      const content = wrapper.querySelector<HTMLElement>('.ant-table-content') ?? wrapper;
      if (!table || table.offsetWidth > wrapper.clientWidth + 1 || content.scrollWidth > content.clientWidth + 1) {
        problems.push(`table ${table?.offsetWidth} px in ${wrapper.clientWidth} px`);
      }
      for (const cell of wrapper.querySelectorAll('td')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S*\d\S*/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (/^[A-Z]{2}\d{12,}$/.test(match[0])) orderNumbers += 1;
            if (lines.size > 1) problems.push(`broken: ${match[0]}`);
          }
        }
      }
    }
    // The payout's bank reference is matched against a statement: shown whole, never an ellipsis (audit FS3).
    for (const part of document.querySelectorAll<HTMLElement>('[data-testid="payout-transfer"] *')) {
      if (part.clientWidth > 0 && part.scrollWidth > part.clientWidth + 1) problems.push(`cut: ${part.textContent}`);
    }
    return { problems: [...new Set(problems)], orderNumbers };
  });
}

/** The console's title of the order lists' items column in a language ("Articles", "สินค้า"). */
function itemsTitle(code: string): string {
  const file = path.resolve(import.meta.dirname, `../../apps/console/src/i18n/locales/merchant/${code}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { orders: { items: string } }).orders.items;
}

/**
 * An order list's items at 1200 px (audit CJ item 3): each ordered product takes at most two lines (its name cut
 * with an ellipsis, whole in its title), not a narrow column of one word per line.
 */
async function orderLineProblems(page: Page, title: string): Promise<string[]> {
  return page.evaluate((title) => {
    const problems: string[] = [];
    for (const wrapper of document.querySelectorAll<HTMLElement>('.ant-table-wrapper:not([data-seen])')) {
      const heads = [...wrapper.querySelectorAll('thead th')];
      const column = heads.findIndex((th) => th.textContent?.trim() === title);
      if (column < 0) problems.push(`no column ${title}`);
      for (const row of wrapper.querySelectorAll('tbody tr.ant-table-row')) {
        const cell = row.children[column] as HTMLElement | undefined;
        for (const line of cell?.children ?? []) {
          const lineHeight = Number.parseFloat(getComputedStyle(line).lineHeight) || 22;
          const lines = Math.round(line.getBoundingClientRect().height / lineHeight);
          if (lines > 2) problems.push(`${lines} lines: ${line.textContent}`);
          // Cut at the side without an ellipsis (a closing "）" clipped off in Chinese, audit FS6).
          const text = line.firstElementChild as HTMLElement | null;
          if (text && text.scrollWidth > text.clientWidth + 1) problems.push(`clipped: ${line.textContent}`);
        }
      }
    }
    return problems;
  }, title);
}

/** The tabs of the page's strip that are not in view: past its right edge, behind antd's "⋯" menu (audit FS5). */
async function hiddenTabs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden: string[] = [];
    for (const nav of document.querySelectorAll<HTMLElement>('.ant-tabs-nav')) {
      const box = nav.getBoundingClientRect();
      for (const tab of nav.querySelectorAll<HTMLElement>('.ant-tabs-nav-list > .ant-tabs-tab')) {
        const b = tab.getBoundingClientRect();
        if (b.width === 0 || b.right > box.right + 1 || b.left < box.left - 1) hidden.push(tab.textContent ?? '');
      }
    }
    return hidden;
  });
}

async function signIn(page: Page, email: string, password: string, landing: RegExp): Promise<void> {
  // Journeys before this one sign the demo accounts in many times on the same shop.
  await resetRateLimits();
  await page.goto(`${baseUrl()}/console/`);
  await page.waitForURL(/#\/sign-in/);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(landing);
}

/** Opens each page in each language and checks its tables once the rows (or the empty state) are there. */
async function checkConsoleTables(page: Page, pages: Record<string, boolean>, who: string): Promise<void> {
  const domain = new URL(baseUrl()).hostname;
  for (const code of LANGUAGES) {
    // The console keeps its language in a cookie of its own path (/console/).
    await page.context().addCookies([{ name: 'console_locale', value: code, domain, path: '/console/' }]);
    // The language is read when the console starts: one load per language, then the pages by their hash.
    await page.goto(`${baseUrl()}/console/`);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(code);
    for (const [path, hasOrderNumbers] of Object.entries(pages)) {
      // The tables measured so far are marked, so the next page's own table is the one waited for.
      await page.evaluate(() => {
        for (const table of document.querySelectorAll<HTMLElement>('.ant-table-wrapper')) table.dataset.seen = 'yes';
      });
      await page.goto(`${baseUrl()}/console/#/${path}`);
      await page.locator('.ant-table-wrapper:not([data-seen])').first().waitFor();
      await page.locator('.ant-table-row, .ant-empty').first().waitFor();
      await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
      const { problems, orderNumbers } = await tableProblems(page);
      expect(problems, `${who} ${path} in ${code}`).toEqual([]);
      if (hasOrderNumbers) expect(orderNumbers, `${path}: order numbers shown`).toBeGreaterThan(0);
      if (path.endsWith('/orders'))
        expect(await orderLineProblems(page, itemsTitle(code)), `${path} in ${code}`).toEqual([]);
      if (path.endsWith('/refunds')) expect(await hiddenTabs(page), `${path} in ${code}`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/console-${path.replace(/\//g, '-')}-${code}-1200.png` });
    }
  }
}

describe('the shop header at 1200 px and 1600 px', () => {
  it('keeps the search, follow and contact buttons inside the card and every fact on one line, in six languages', async () => {
    const res = await fetch(`${baseUrl()}/api/front/merchant/street?page=1&limit=1`);
    const shops = ((await res.json()) as Envelope<{ list: { id: number }[] }>).data.list;
    expect(shops.length).toBeGreaterThan(0);
    const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
    for (const code of LANGUAGES) {
      await page.goto(`${baseUrl()}/#${code === 'en' ? '' : `/${code}`}/merchant/merchant/home?merId=${shops[0]!.id}`);
      const input = page.getByTestId('shop-search-input');
      await input.waitFor();
      for (const width of [1200, 1600]) {
        await page.setViewportSize({ width, height: 900 });
        const problems = await input.evaluate((el) => {
          const side = el.closest('search')?.parentElement;
          const card = side?.parentElement?.parentElement?.getBoundingClientRect();
          if (!side || !card) return ['no shop header'];
          const out: string[] = [];
          for (const child of [...side.children]) {
            const box = child.getBoundingClientRect();
            const text = (child.textContent ?? child.tagName).trim();
            if (box.right > card.right - 8 || box.left < card.left) out.push(`outside the card: ${text}`);
            if (child.scrollWidth > child.clientWidth + 1) out.push(`cut: ${text}`);
          }
          const facts = el.closest('[class*="info"]')?.querySelectorAll('[class*="facts"] > span') ?? [];
          for (const fact of [...facts]) {
            const lineHeight = Number.parseFloat(getComputedStyle(fact).lineHeight) || 20;
            if (fact.getBoundingClientRect().height > lineHeight * 1.5) out.push(`wrapped: ${fact.textContent}`);
          }
          return out;
        });
        expect(problems, `${code} at ${width} px`).toEqual([]);
      }
      await shot(page, `shop-header-${code}`);
    }
    expect(errors).toEqual([]);
  });
});

describe('the product page at 1200 px and 1600 px (audit FS1, FS2)', () => {
  it('shows every coupon chip part whole and every attribute name unbroken, in six languages', async () => {
    // The demo's smart watch: two mall coupons (one for its category) and an attribute with a long name ("Dial size").
    const productId = 123;
    const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
    for (const code of LANGUAGES) {
      await page.goto(`${baseUrl()}/#${code === 'en' ? '' : `/${code}`}/goods_detail/${productId}`);
      await page.getByTestId('coupon-chip-scope').first().waitFor();
      await page.getByTestId('sku-value').first().waitFor();
      for (const width of [1200, 1600]) {
        await page.setViewportSize({ width, height: 900 });
        const problems = await page.evaluate(() => {
          const out: string[] = [];
          const chips = [...document.querySelectorAll('[data-testid="coupon-chip"]')];
          if (chips.length === 0) out.push('no coupon chips');
          for (const chip of chips) {
            const box = chip.getBoundingClientRect();
            for (const part of [...chip.children] as HTMLElement[]) {
              // A part cut to an ellipsis, or standing past its chip, is not read whole.
              if (part.scrollWidth > part.clientWidth + 1) out.push(`cut: ${part.textContent}`);
              if (part.getBoundingClientRect().right > box.right + 1) out.push(`outside its chip: ${part.textContent}`);
            }
          }
          const names = [...document.querySelectorAll('fieldset > legend')] as HTMLElement[];
          if (names.length === 0) out.push('no attributes');
          for (const name of names) {
            const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight) || 22;
            const textHeight =
              name.getBoundingClientRect().height - Number.parseFloat(getComputedStyle(name).paddingTop);
            if (textHeight > lineHeight * 1.5) out.push(`name on two lines: ${name.textContent}`);
            const values = name.parentElement?.querySelector('[data-testid="sku-value"]')?.getBoundingClientRect();
            if (values && values.left < name.getBoundingClientRect().right)
              out.push(`values over: ${name.textContent}`);
          }
          return out;
        });
        expect(problems, `${code} at ${width} px`).toEqual([]);
      }
      await shot(page, `product-${code}`);
    }
    expect(errors).toEqual([]);
  });
});

describe('the French storefront at 1200 px (audit FS7)', () => {
  it("keeps the cards' struck-through prices inside the card and the order tabs on one row", async () => {
    const token = await apiToken(SHOPPER.email, SHOPPER.password);
    const { context, page, errors } = await watchedPage(browser, {
      viewport: { width: 1200, height: 900 },
      locale: 'fr-FR',
    });
    await context.addCookies([
      { name: 'auth._token.local', value: encodeURIComponent(`Bearer ${token}`), url: baseUrl() },
    ]);
    await page.goto(`${baseUrl()}/#/fr/`);
    await page.locator('[class*="original"]').first().waitFor();
    const past = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[class*="prices"]')].flatMap((row) =>
        [...row.children]
          .filter((price) => price.getBoundingClientRect().right > row.getBoundingClientRect().right + 0.5)
          .map((price) => price.textContent ?? ''),
      ),
    );
    expect(past).toEqual([]);
    await page.goto(`${baseUrl()}/#/fr/users/order_list`);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    const rows = await tabs.evaluateAll(
      (all) => new Set(all.map((tab) => Math.round(tab.getBoundingClientRect().top))).size,
    );
    expect(rows).toBe(1);
    await shot(page, 'orders-fr');
    expect(errors).toEqual([]);
  });
});

describe('console tables at a 1200 px window', () => {
  it('merchant: payout history, statement, products, orders and the other lists fit and keep numbers whole', async () => {
    const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
    await signIn(page, 'merchant@example.com', 'Merchant123!', /#\/merchant\/dashboard/);
    await checkConsoleTables(
      page,
      {
        'merchant/payouts': true,
        'merchant/finance': true,
        'merchant/products': false,
        'merchant/orders': true,
        'merchant/refunds': false,
        'merchant/coupons': false,
        'merchant/reviews': false,
      },
      'merchant',
    );
    expect(errors).toEqual([]);
  }, 240_000);

  it('platform: orders, products, payouts, finance and the other lists fit and keep numbers whole', async () => {
    // A shopper whose address is one long word (as the other journeys' addresses are in CI): the users list must
    // still fit its card.
    await registerByApi(uniqueEmail('a-shopper-with-a-rather-long-address-for-the-users-list'), 'Layout-58-lamp');
    const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
    await signIn(page, 'admin@example.com', 'Admin123!', /#\/platform\/dashboard/);
    await checkConsoleTables(
      page,
      {
        'platform/orders': true,
        'platform/products': false,
        'platform/payouts': true,
        'platform/finance': false,
        'platform/refunds': true,
        'platform/merchants': false,
        'platform/applications': false,
        'platform/users': false,
        'platform/coupons': false,
      },
      'platform',
    );
    expect(errors).toEqual([]);
  }, 300_000);
});

describe('the platform login methods at 1200 px (audit FS4)', () => {
  it('keeps each warning inside its card, in six languages', async () => {
    const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
    await signIn(page, 'admin@example.com', 'Admin123!', /#\/platform\/dashboard/);
    const domain = new URL(baseUrl()).hostname;
    for (const code of LANGUAGES) {
      await page.context().addCookies([{ name: 'console_locale', value: code, domain, path: '/console/' }]);
      await page.goto(`${baseUrl()}/console/#/platform/login-methods`);
      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(code);
      await page.getByTestId('login-google').waitFor();
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.ant-form-item-extra .ant-tag')]
          .filter((tag) => {
            const item = tag.closest('.ant-form-item-control')?.getBoundingClientRect();
            return !item || tag.getBoundingClientRect().right > item.right + 1 || tag.scrollWidth > tag.clientWidth + 1;
          })
          .map((tag) => tag.textContent ?? ''),
      );
      expect(outside, code).toEqual([]);
      await shot(page, `login-methods-${code}`);
    }
    expect(errors).toEqual([]);
  });
});

describe('the console chat at 1200 px and 1600 px (audit R8)', () => {
  it('gives the conversation the room: the reply box wide, the recent orders beside it or below, numbers whole', async () => {
    await resetRateLimits();
    const token = await apiToken(SHOPPER.email, SHOPPER.password);
    const sent = await fetch(`${baseUrl()}/api/front/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ merId: 2, kind: 'text', body: 'Bonjour, ma commande est-elle partie ?' }),
    });
    expect(((await sent.json()) as Envelope<unknown>).code).toBe(200);
    const { page, errors } = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
    await signIn(page, 'merchant@example.com', 'Merchant123!', /#\/merchant\/dashboard/);
    const domain = new URL(baseUrl()).hostname;
    for (const code of ['fr', 'th'] as const) {
      await page.context().addCookies([{ name: 'console_locale', value: code, domain, path: '/console/' }]);
      for (const width of [1200, 1600]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl()}/console/#/merchant/chat`);
        await page.reload();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(code);
        await page.locator('[data-testid=inbox-conversation]').first().click();
        await page.locator('[data-testid=inbox-message]').first().waitFor();
        const sizes = await page.evaluate(() => {
          const box = (el: Element | null | undefined) => el?.getBoundingClientRect();
          const thread = box(document.querySelector('[data-testid=inbox-messages]')?.closest('.ant-card'));
          const orders = box(document.querySelector('[data-testid=inbox-orders]'));
          const title = document.querySelector('[data-testid=inbox-orders] .ant-card-head-title');
          return {
            thread: Math.round(thread?.width ?? 0),
            input: Math.round(box(document.querySelector('[data-testid=inbox-input]'))?.width ?? 0),
            ordersBeside: !!orders && !!thread && orders.left >= thread.right,
            ordersWidth: Math.round(orders?.width ?? 0),
            ordersTitleCut: !!title && title.scrollWidth > title.clientWidth + 1,
            pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
          };
        });
        await shot(page, `console-chat-${code}-${width}`);
        // At 1200 px the thread had ~300 px and the French reply box ~85 px.
        expect(sizes.thread, `${code} at ${width} px`).toBeGreaterThanOrEqual(560);
        expect(sizes.input, `${code} at ${width} px`).toBeGreaterThanOrEqual(500);
        expect(sizes.ordersWidth, `${code} at ${width} px`).toBeGreaterThanOrEqual(280);
        expect(sizes.ordersTitleCut, `${code} at ${width} px`).toBe(false);
        expect(sizes.pageScrolls, `${code} at ${width} px`).toBe(false);
        if (width === 1600) expect(sizes.ordersBeside, code).toBe(true);
      }
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
