import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { apiToken, registerByApi, uniqueEmail, watchedPage } from './accounts-support';

const TECHZONE = 2;
type Envelope<T> = { code: number; message: string; data: T };

async function call<T>(path: string, token: string, body?: unknown): Promise<T> {
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

/** One TechZone product bought and paid with the test card; answers the shop order's number. */
async function buyOne(token: string): Promise<string> {
  const list = await call<{ list: Array<{ id: number }> }>(`/api/front/product/list?merId=${TECHZONE}&limit=12`, token);
  let item: { productId: number; skuId: number; quantity: number } | undefined;
  for (const { id } of list.list) {
    const detail = await call<{ skus: Array<{ id: number; stock: number }> }>(`/api/front/product/detail/${id}`, token);
    const sku = detail.skus.find((s) => s.stock > 10);
    if (sku) {
      item = { productId: id, skuId: sku.id, quantity: 1 };
      break;
    }
  }
  expect(item, 'a TechZone product in stock').toBeDefined();
  const { preOrderNo } = await call<{ preOrderNo: string }>('/api/front/order/pre/order', token, {
    type: 'buyNow',
    items: [item],
  });
  const address = await call<{ id: number }>('/api/front/address/edit', token, {
    realName: 'Somchai Jaidee',
    country: 'US',
    regionCode: 'US-NY',
    detail: '27 Sukhumvit Lane',
    postCode: '10001',
    countryCode: '+1',
    phone: '2125550127',
  });
  const { orderNo } = await call<{ orderNo: string }>('/api/front/order/create', token, {
    preOrderNo,
    addressId: address.id,
    payType: 'card',
  });
  const paid = await call<{ status: string }>('/api/front/pay/testcard/confirm', token, {
    orderNo,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    holder: 'Somchai Jaidee',
  });
  expect(paid.status).toBe('succeeded');
  const toShip = await call<{ list: Array<{ orderNo: string }> }>(
    '/api/front/order/list?status=2&page=1&limit=5',
    token,
  );
  expect(toShip.list[0]?.orderNo).toMatch(/^SH/);
  return toShip.list[0]!.orderNo;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('notifications', () => {
  it('a Thai shopper buys, the shop ships, the bell counts it and the message leads to the order', async () => {
    const email = uniqueEmail('somchai');
    await registerByApi(email, 'Notice-Journey-27');
    const token = await apiToken(email, 'Notice-Journey-27');
    const { context, page } = await watchedPage(browser);
    await context.addCookies([{ name: 'auth._token.local', value: `Bearer ${token}`, url: baseUrl() }]);
    await page.goto(`${baseUrl()}/#/`);
    // The shopper chooses Thai in the storefront: their messages follow.
    await page.getByTestId('language-select').click();
    await page.getByTestId('language-option-th').click();
    await expect.poll(() => page.url()).toContain('/#/th');
    const bell = page.getByTestId('notice-unread');
    await expect.poll(async () => (await bell.textContent()) ?? '', { timeout: 15_000 }).toBe('0');

    const shopOrderNo = await buyOne(token);
    const merchant = await apiToken('merchant@example.com', 'Merchant123!');
    await call(`/api/merchant/orders/${shopOrderNo}/ship`, merchant, {
      method: 'send',
      courierCompany: 'Kerry Express',
      trackingNo: 'KE270000001TH',
    });

    // Placed, paid, shipped: the bell counts them without a reload (the socket, or the minute's refetch).
    await expect.poll(async () => (await bell.textContent()) ?? '', { timeout: 75_000 }).toBe('3');
    await screenshot(page, 'notices-bell');
    await page.getByTestId('header-bell').click();
    const first = page.getByTestId('notices-list').locator('li').first();
    await expect.poll(async () => (await first.textContent()) ?? '').toContain(`คำสั่งซื้อ ${shopOrderNo} จัดส่งแล้ว`);
    await expect.poll(async () => (await first.textContent()) ?? '').toContain('KE270000001TH');
    await screenshot(page, 'notices-centre');
    await first.getByTestId('notice-open').click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain(`order/order_detail?orderNo=${shopOrderNo}`);
    await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain(shopOrderNo);
    await expect.poll(async () => (await bell.textContent()) ?? '').toBe('2');
  }, 180_000);
});
