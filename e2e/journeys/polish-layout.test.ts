import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { apiToken, registerByApi, resetRateLimits, uniqueEmail, type Watched, watchedPage } from './accounts-support';

/**
 * Issue 15, item 1: the floating side window sits at the right edge of the window. From a 1200 px window up it must
 * never cover content: every control, amount and name of the busy pages lies left of it (the window is fixed, so
 * anything in its column would pass under it while the page scrolls), and at the controls' centres the element the
 * browser finds is the control itself, not the side window.
 */
type Envelope<T> = { code: number; message: string; data: T };

let token = '';
let preOrderNo = '';
let productId = 0;

async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

/** A shopper with two products in the cart, an unpaid order (with its actions) and a checkout waiting to be confirmed. */
async function shopperWithThingsOnEveryPage(): Promise<void> {
  const email = uniqueEmail('layout');
  await registerByApi(email, 'Layout-58-lamp');
  token = await apiToken(email, 'Layout-58-lamp');
  const list = await call<{ list: Array<{ id: number }> }>('/api/front/product/list?limit=12');
  const items: Array<{ productId: number; skuId: number; quantity: number }> = [];
  for (const { id } of list.list) {
    const detail = await call<{ skus: Array<{ id: number; stock: number }> }>(`/api/front/product/detail/${id}`);
    const sku = detail.skus.find((s) => s.stock > 5);
    if (sku) items.push({ productId: id, skuId: sku.id, quantity: 1 });
    if (items.length === 3) break;
  }
  productId = items[0]!.productId;
  for (const item of items.slice(0, 2)) await call('/api/front/cart/save', item);
  const address = await call<{ id: number }>('/api/front/address/edit', {
    realName: 'Lena Margin',
    country: 'US',
    regionCode: 'US-NY',
    detail: '12 Gutter Lane',
    postCode: '10001',
    countryCode: '+1',
    phone: '2125550100',
  });
  const first = await call<{ preOrderNo: string }>('/api/front/order/pre/order', { type: 'buyNow', items: [items[2]] });
  await call('/api/front/order/create', { preOrderNo: first.preOrderNo, addressId: address.id, payType: 'card' });
  preOrderNo = (await call<{ preOrderNo: string }>('/api/front/order/pre/order', { type: 'buyNow', items: [items[0]] }))
    .preOrderNo;
}

interface Covered {
  what: string;
  right: number;
  sideLeft: number;
}

/**
 * Every visible control (button, link, field) and every element carrying its own text (amounts, names, counts) in
 * the page's main area: those whose visible box reaches into the side window's column, and those whose centre (when
 * on screen) belongs to the side window.
 */
async function coveredByTheSideWindow(page: Page): Promise<Covered[]> {
  return page.evaluate(() => {
    const side = document.querySelector('[data-testid="side-window"]');
    if (!side) throw new Error('no side window');
    const sideBox = side.getBoundingClientRect();
    const found: Array<{ what: string; right: number; sideLeft: number }> = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(
        el.textContent ?? ''
      )
        .trim()
        .slice(0, 40)}"`;
    /** The part of the element not clipped away by an ancestor that hides its overflow. */
    const visibleRight = (el: Element): number | null => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      let right = box.right;
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible') {
          const clip = up.getBoundingClientRect();
          right = Math.min(right, clip.right);
          if (right <= clip.left) return null;
        }
      }
      return right;
    };
    const ownText = (el: Element) =>
      [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    for (const el of document.querySelectorAll('main *')) {
      const control = el.matches('button, a[href], input, select, textarea, [role="button"], [role="tab"]');
      if (!control && !ownText(el)) continue;
      if (!(el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const right = visibleRight(el);
      if (right === null) continue;
      if (right > sideBox.left + 0.5) found.push({ what: describe(el), right, sideLeft: sideBox.left });
      if (control) {
        const box = el.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && side.contains(hit)) found.push({ what: `centre of ${describe(el)}`, right, sideLeft: sideBox.left });
      }
    }
    return found;
  });
}

const pages: Array<{ name: string; path: () => string; ready: string }> = [
  { name: 'order confirmation', path: () => `/order/order_confirm?preOrderNo=${preOrderNo}`, ready: 'order-submit' },
  { name: 'cart', path: () => '/order/shopping_cart', ready: 'cart-item-delete' },
  { name: 'search', path: () => '/goods/goods_search?title=dress', ready: 'result-count' },
  { name: 'product detail', path: () => `/goods_detail/${productId}`, ready: 'sku-price' },
  { name: 'coupons', path: () => '/goods/coupon_center', ready: 'coupon-receive' },
  { name: 'orders', path: () => '/users/order_list', ready: 'order-card' },
  // Their kin: the other wide pages of the shop.
  { name: 'home', path: () => '/', ready: 'product-card' },
  { name: 'ranking', path: () => '/goods/top_one', ready: 'product-card' },
  { name: 'shop street', path: () => '/merchant/merchant_street', ready: 'street-shop' },
  { name: 'profile', path: () => '/users/user_info', ready: 'account-menu-item' },
];

let browser: Browser;

beforeAll(async () => {
  await resetRateLimits();
  await shopperWithThingsOnEveryPage();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the side window never covers content from a 1200 px window up', () => {
  for (const width of [1200, 1280, 1600]) {
    it(`at ${width} px: nothing on the confirmation, cart, search, detail, coupons, orders and other wide pages lies under it`, async () => {
      const w: Watched = await watchedPage(browser, { viewport: { width, height: 900 }, locale: 'en-US' });
      await w.context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
      const covered: Record<string, Covered[]> = {};
      for (const { name, path, ready } of pages) {
        await w.page.goto(`${baseUrl()}/#${path()}`);
        await w.page.getByTestId(ready).first().waitFor();
        await w.page.waitForLoadState('networkidle');
        // Scrolled a little, so the fixed header is in its sticky state too.
        for (const scroll of [0, 400]) {
          await w.page.evaluate((y) => window.scrollTo(0, y), scroll);
          const found = await coveredByTheSideWindow(w.page);
          if (found.length > 0) covered[`${name} (scrolled ${scroll})`] = found.slice(0, 5);
        }
        if (width !== 1280) await screenshot(w.page, `polish-layout-${name.replace(/ /g, '-')}-${width}`);
      }
      expect(covered).toEqual({});
      // Where the window is wider than the content, the content keeps gutters on both sides.
      const gutters = await w.page.evaluate(() => {
        const box = document.querySelector('main .page-width')?.getBoundingClientRect();
        return box ? { left: box.left, right: document.documentElement.clientWidth - box.right } : null;
      });
      expect(gutters?.left).toBeGreaterThanOrEqual(64);
      expect(gutters?.right).toBeGreaterThanOrEqual(64);
      expect(w.errors).toEqual([]);
      await w.context.close();
    });
  }
});
