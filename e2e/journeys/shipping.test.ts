import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import {
  apiToken,
  expectToast,
  registerByApi,
  resetRateLimits,
  uniqueEmail,
  type Watched,
  watchedPage,
} from './accounts-support';

/**
 * Issue 14's journey: a shopper whose address is in Laos sees on the goods detail that a product is not deliverable
 * there, adds an address in Thailand at checkout and places one order with two shops whose freights differ. The
 * products come from the demo data by asking the freight call, so the journey follows the shops' templates.
 */
const email = uniqueEmail('shipper');
const password = 'Harbour-58-lamp';

let browser: Browser;
let w: Watched;
let page: Page;
let token = '';

type Freight = { deliverable: boolean; freight: string; virtual: boolean };
type Listed = { id: number; name: string; stock: number; merId?: number };

async function api<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; message: string; data: T };
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

const freightTo = (productId: number, query: string) =>
  api<Freight>(`/api/front/product/freight/${productId}?quantity=1&${query}`);

/** Products of each open shop that are on sale with stock to spare. */
async function productsByShop(): Promise<Map<number, Listed[]>> {
  const shops = await api<{ list: Array<{ id: number }> }>('/api/front/merchant/street?limit=50');
  const out = new Map<number, Listed[]>();
  for (const shop of shops.list) {
    const page = await api<{ list: Listed[] }>(`/api/front/product/list?merId=${shop.id}&limit=20`);
    out.set(
      shop.id,
      page.list.filter((product) => product.stock >= 10),
    );
  }
  return out;
}

let blocked: Listed; // cannot go to Laos
let other: Listed; // another shop's, goes to Thailand for another freight
let thRegion = '';

beforeAll(async () => {
  await resetRateLimits();
  await registerByApi(email, password);
  token = await apiToken(email, password);
  browser = await launch();
  w = await watchedPage(browser);
  page = w.page;
  await w.context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
});
afterAll(async () => {
  await browser?.close();
});

describe('shipping: not deliverable to Laos, an address in Thailand, two shops with two freights', () => {
  it('the demo data has a shop that does not ship to Laos and another that ships to Thailand for another freight', async () => {
    const shops = await productsByShop();
    const toThailand = new Map<number, { product: Listed; freight: string }>();
    let notToLaos: { shop: number; product: Listed } | undefined;
    for (const [shop, products] of shops) {
      for (const product of products.slice(0, 6)) {
        const [laos, thailand] = await Promise.all([
          freightTo(product.id, 'country=LA'),
          freightTo(product.id, 'country=TH'),
        ]);
        if (laos.virtual || !thailand.deliverable) continue;
        if (!laos.deliverable && !notToLaos) notToLaos = { shop, product };
        if (!toThailand.has(shop)) toThailand.set(shop, { product, freight: thailand.freight });
      }
    }
    expect(notToLaos, 'a product not deliverable to Laos').toBeTruthy();
    const mine = toThailand.get(notToLaos?.shop ?? 0);
    expect(mine, 'that shop ships to Thailand').toBeTruthy();
    blocked = mine?.product as Listed;
    const second = [...toThailand].find(([shop, entry]) => shop !== notToLaos?.shop && entry.freight !== mine?.freight);
    expect(second, 'another shop with another freight to Thailand').toBeTruthy();
    other = second?.[1].product as Listed;
    // The shopper lives in Vientiane.
    const regions = await api<Array<{ code: string; name: string }>>('/api/front/address/regions/LA');
    await api('/api/front/address/edit', {
      realName: 'Noy Phommachanh',
      country: 'LA',
      regionCode: regions[0]?.code ?? '',
      detail: '23 Lane Xang Avenue',
      postCode: '01000',
      countryCode: '+856',
      phone: '2055512345',
      isDefault: true,
    });
  });

  it('the goods detail says the product is not deliverable to Laos; another country can be picked', async () => {
    await page.goto(`${baseUrl()}/#/goods_detail/${blocked.id}`);
    await page.getByTestId('sku-price').waitFor();
    const text = page.getByTestId('freight-text');
    await expect.poll(() => text.textContent(), { timeout: 10_000 }).toBe('Not deliverable to Laos');
    expect(await page.getByTestId('freight-destination').textContent()).toContain('Laos');
    await screenshot(page, 'shipping-detail-laos-en');
    await page.getByTestId('freight-destination').click();
    await page.getByTestId('freight-destination-search').fill('Thailand');
    await page.getByTestId('freight-destination-search').press('Enter');
    await expect.poll(() => text.getAttribute('data-deliverable')).toBe('true');
    await page.getByTestId('add-to-cart').click();
    await expectToast(page, /Added to (your )?cart/);
  });

  it("the cart shows each shop's freight to the default address", async () => {
    await page.goto(`${baseUrl()}/#/goods_detail/${other.id}`);
    await page.getByTestId('sku-price').waitFor();
    await page.getByTestId('add-to-cart').click();
    await expectToast(page, /Added to (your )?cart/);
    await page.goto(`${baseUrl()}/#/order/shopping_cart`);
    await expect.poll(() => page.getByTestId('cart-shop').count()).toBe(2);
    const freights = page.getByTestId('cart-freight');
    await expect.poll(() => freights.count()).toBe(2);
    const blockedShop = page.getByTestId('cart-shop').filter({ hasText: blocked.name });
    await expect.poll(() => blockedShop.getByTestId('cart-freight').getAttribute('data-deliverable')).toBe('false');
    expect(await blockedShop.getByTestId('cart-freight').textContent()).toContain('Laos');
    await screenshot(page, 'shipping-cart-en');
  });

  it('checkout to Laos marks the item and blocks Submit; an address in Thailand added in place unblocks it', async () => {
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL(/order_confirm\?preOrderNo=PO\w+/);
    await page.getByTestId('order-confirm').waitFor();
    await page.getByTestId('confirm-blocked').waitFor();
    const item = page.getByTestId('confirm-item').filter({ hasText: blocked.name });
    expect(await item.getAttribute('data-deliverable')).toBe('false');
    expect(await item.getByTestId('confirm-item-blocked').textContent()).toBe('Cannot be delivered to this address');
    expect(await page.getByTestId('order-submit').isDisabled()).toBe(true);
    await screenshot(page, 'shipping-confirm-blocked-en');

    await page.getByTestId('address-add').click();
    const form = page.getByTestId('address-form');
    await form.waitFor();
    await form.getByTestId('address-name').fill('Somchai Dee');
    await form.getByTestId('address-country').click();
    await form.getByTestId('address-country-search').fill('Thailand');
    await form.getByTestId('address-country-search').press('Enter');
    expect(await form.getByTestId('country-code').textContent()).toBe('+66');
    await form.getByTestId('address-region').click();
    // Bangkok: the post code typed below is one of Bangkok's, and a post code of another province is refused (AN6).
    await form.getByTestId('address-region-search').fill('Bangkok');
    await form.getByTestId('address-region-option').first().click();
    thRegion = (await form.getByTestId('address-region').getAttribute('data-value')) ?? '';
    if (await form.getByTestId('address-city').count()) {
      await form.getByTestId('address-city').click();
      await form.getByTestId('address-city-option').first().click();
    }
    await form.getByTestId('address-detail').fill('99 Sukhumvit Road');
    await form.getByTestId('address-postcode').fill('1011');
    await form.getByTestId('address-postcode').blur();
    expect(await form.getByTestId('address-postcode-error').textContent()).toMatch(
      /^Post codes in Thailand look like \d{5}$/,
    );
    await form.getByTestId('address-postcode').fill('10110');
    await form.getByTestId('address-phone').fill('812345678');
    await form.getByTestId('address-save').click();
    await form.waitFor({ state: 'detached' });
    await page.getByTestId('confirm-blocked').waitFor({ state: 'detached' });
    expect(await page.getByTestId('order-submit').isDisabled()).toBe(false);
  });

  it('each shop pays its own freight to Thailand, and the order is placed', async () => {
    const expected = await Promise.all(
      [blocked, other].map((product) => freightTo(product.id, `country=TH&region=${encodeURIComponent(thRegion)}`)),
    );
    const money = (freight: string) => (/^0+\.00$/.test(freight) ? 'Free shipping' : `$${freight}`);
    const shopFreight = (product: Listed) =>
      page.getByTestId('confirm-shop').filter({ hasText: product.name }).getByTestId('confirm-freight').textContent();
    await expect.poll(() => shopFreight(blocked)).toBe(money(expected[0]?.freight ?? ''));
    await expect.poll(() => shopFreight(other)).toBe(money(expected[1]?.freight ?? ''));
    expect(await shopFreight(blocked)).not.toBe(await shopFreight(other));
    await screenshot(page, 'shipping-confirm-thailand-en');
    await page.getByTestId('order-submit').click();
    await page.waitForURL(/stripe_payment\?orderNo=PT\d+/);
  });
});
