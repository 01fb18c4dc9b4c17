import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { apiToken, registerByApi, resetRateLimits, uniqueEmail, type Watched, watchedPage } from './accounts-support';

/**
 * Issue 5's points journey: a shopper's order is paid, shipped by the demo merchant, received and reviewed through
 * the API, which completes it and earns a point per dollar, frozen for seven days. The journey moves the freeze into
 * the past in the database, sees the points usable, and spends them at checkout: the order shows the deduction.
 */
const TECHZONE = 'TechZone Official Store';
const email = uniqueEmail('points');
const password = 'Points-42-lantern';

type Listed = { id: number; price: string; stock: number };
type Envelope<T> = { code: number; message: string; data: T };

let browser: Browser;
let w: Watched;
let page: Page;
let token = '';
let product: Listed;
let earned = 0;

async function api<T>(path: string, body?: unknown, as = token): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

function ok<T>(answer: Envelope<T>): T {
  expect(answer.code, answer.message).toBe(200);
  return answer.data;
}

async function execute(text: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

const cents = (money: string) => Math.round(Number(money.replace(/[^\d.-]/g, '')) * 100);
const figure = async (name: string) =>
  Number(((await page.getByTestId(`points-${name}`).locator('dd').textContent()) ?? '').replace(/\D/g, ''));

/** Places an order of one unit of the product through the API; answers the PT number. */
async function placeOrder(addressId: number, usePoints = false): Promise<string> {
  const pre = ok(
    await api<{ preOrderNo: string }>('/api/front/order/pre/order', {
      type: 'buyNow',
      items: [{ productId: product.id, skuId: await firstSku(product.id), quantity: 1 }],
    }),
  );
  return ok(
    await api<{ orderNo: string }>('/api/front/order/create', {
      preOrderNo: pre.preOrderNo,
      addressId,
      couponIds: [],
      usePoints,
      payType: 'card',
    }),
  ).orderNo;
}

/** The product's cheapest SKU in stock (the listed price), so that the points stay under a thousand. */
async function firstSku(productId: number): Promise<number> {
  const detail = ok(
    await api<{ skus: { id: number; stock: number; price: string }[] }>(`/api/front/product/detail/${productId}`),
  );
  const sku = detail.skus.filter((s) => s.stock > 2).sort((a, b) => cents(a.price) - cents(b.price))[0];
  expect(sku).toBeTruthy();
  return (sku as { id: number }).id;
}

beforeAll(async () => {
  await resetRateLimits();
  await registerByApi(email, password);
  token = await apiToken(email, password);
  const shops = ok(await api<{ list: { id: number; name: string }[] }>('/api/front/merchant/street?limit=50'));
  const techzone = shops.list.find((shop) => shop.name === TECHZONE);
  const list = ok(await api<{ list: Listed[] }>(`/api/front/product/list?merId=${techzone?.id}&limit=60`));
  const found = list.list.find((p) => cents(p.price) >= 10000 && cents(p.price) < 90000 && p.stock >= 5);
  expect(found, 'a TechZone product between $100 and $900').toBeTruthy();
  product = found as Listed;
  browser = await launch();
  w = await watchedPage(browser);
  page = w.page;
  await w.context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
});
afterAll(async () => {
  await browser?.close();
});

describe('points: earned on a completed order, frozen, then spent at checkout', () => {
  it('an order paid, shipped, received and reviewed earns a point per dollar, frozen', async () => {
    const addressId = ok(
      await api<{ id: number }>('/api/front/address/edit', {
        realName: 'Noah Berg',
        country: 'US',
        regionCode: 'US-NY',
        detail: '5 Linden Way',
        postCode: '10115',
        countryCode: '+1',
        phone: '13912345678',
      }),
    ).id;
    const orderNo = await placeOrder(addressId);
    ok(await api('/api/front/pay/payment', { orderNo, payType: 'card' }));
    const paid = ok(
      await api<{ status: string }>('/api/front/pay/testcard/confirm', {
        orderNo,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        holder: 'Noah Berg',
      }),
    );
    expect(paid.status).toBe('succeeded');
    const detail = ok(
      await api<{ payFee: string; shopOrders: { orderNo: string; items: { id: number }[] }[] }>(
        `/api/front/order/detail/${orderNo}`,
      ),
    );
    const shopOrder = detail.shopOrders[0]!;
    const merchant = await apiToken('merchant@example.com', 'Merchant123!');
    ok(
      await api(
        `/api/merchant/orders/${shopOrder.orderNo}/ship`,
        { courierCompany: 'SF Express', trackingNo: 'SF2026000777' },
        merchant,
      ),
    );
    ok(await api(`/api/front/order/take/${shopOrder.orderNo}`, {}));
    for (const item of shopOrder.items) {
      ok(
        await api('/api/front/order/comment', {
          orderNo: shopOrder.orderNo,
          itemId: item.id,
          productScore: 5,
          serviceScore: 5,
          comment: 'Sounds great and arrived quickly.',
          pics: [],
        }),
      );
    }
    earned = Math.floor(cents(detail.payFee) / 100);
    expect(earned).toBeGreaterThan(0);

    await page.goto(`${baseUrl()}/#/users/points?menuCur=45`);
    await page.getByTestId('points-figures').waitFor();
    await expect.poll(() => figure('frozen')).toBe(earned);
    expect(await figure('current')).toBe(0);
    expect(await figure('totalEarned')).toBe(earned);
    const entry = page.getByTestId('points-entry').first();
    expect(await entry.getAttribute('data-type')).toBe('earn');
    expect(await entry.getByTestId('points-frozen').textContent()).toContain('Frozen until');
    await screenshot(page, 'points-frozen-en');
  });

  it('seven days later (moved in the database) the points are usable', async () => {
    await execute(
      `UPDATE points_ledger SET available_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    await page.reload();
    await expect.poll(() => figure('current')).toBe(earned);
    expect(await figure('frozen')).toBe(0);
  });

  it('spent at checkout: the toggle shows the deduction, the order carries it, the balance falls', async () => {
    const pre = ok(
      await api<{ preOrderNo: string }>('/api/front/order/pre/order', {
        type: 'buyNow',
        items: [{ productId: product.id, skuId: await firstSku(product.id), quantity: 1 }],
      }),
    );
    await page.goto(`${baseUrl()}/#/order/order_confirm?preOrderNo=${pre.preOrderNo}`);
    const toggle = page.getByTestId('use-points');
    await toggle.waitFor();
    const before = cents((await page.getByTestId('price-pay').textContent()) ?? '');
    await toggle.check();
    // 100 points take $1.00 off; the points are far under half the goods.
    await expect
      .poll(async () => cents((await page.getByTestId('price-pay').textContent()) ?? ''))
      .toBe(before - earned);
    expect(await page.getByTestId('confirm-points').textContent()).toContain(`Use ${earned} points`);
    await screenshot(page, 'points-confirm-en');
    await page.getByTestId('pay-method-card').click();
    await page.getByTestId('order-submit').click();
    await page.waitForURL(/stripe_payment\?orderNo=PT\d+/);
    const orderNo = /orderNo=(PT\d+)/.exec(page.url())?.[1] ?? '';
    const detail = ok(await api<{ pointsFee: string; payFee: string }>(`/api/front/order/detail/${orderNo}`));
    expect(cents(detail.pointsFee)).toBe(earned);
    expect(cents(detail.payFee)).toBe(before - earned);

    await page.goto(`${baseUrl()}/#/users/points?menuCur=45`);
    await expect.poll(() => figure('current')).toBe(0);
    expect(await figure('consumed')).toBe(earned);
    const spent = page.getByTestId('points-entry').first();
    expect(await spent.getAttribute('data-type')).toBe('spend');
    expect(await spent.textContent()).toContain(`-${earned}`);
    await page.getByTestId('points-tab-earn').click();
    await expect.poll(() => page.getByTestId('points-entry').count()).toBe(1);
    expect(w.errors).toEqual([]);
  });
});
