import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { apiToken, registerByApi, resetRateLimits, uniqueEmail, type Watched, watchedPage } from './accounts-support';

/**
 * Issue 5's coupon journey: a visitor is asked to sign in before receiving; a shopper receives TechZone's welcome
 * coupon ($15 off $199) on the goods detail, finds it chosen at order confirmation with the deduction in the total,
 * places the order, and the coupon is used (API, database and "My coupons" agree).
 */
const TECHZONE = 'TechZone Official Store';
const email = uniqueEmail('coupons');
const password = 'Coupon-77-harbour';

type Listed = { id: number; name: string; price: string; stock: number };

let browser: Browser;
let w: Watched;
let page: Page;
let token = '';
let product: Listed;
let orderNo = '';

async function api<T>(path: string, init: RequestInit = {}): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  return (await res.json()) as { code: number; message: string; data: T };
}

async function query<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const cents = (money: string) => Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);

beforeAll(async () => {
  await resetRateLimits();
  await registerByApi(email, password);
  token = await apiToken(email, password);
  const address = await api<{ id: number }>('/api/front/address/edit', {
    method: 'POST',
    body: JSON.stringify({
      realName: 'Mira Chen',
      country: 'US',
      regionCode: 'US-NY',
      detail: '8 Quay Street',
      postCode: '10001',
      countryCode: '+1',
      phone: '13912345678',
    }),
  });
  expect(address.code, address.message).toBe(200);
  const shops = await api<{ list: { id: number; name: string }[] }>('/api/front/merchant/street?limit=50');
  const techzone = shops.data.list.find((shop) => shop.name === TECHZONE);
  expect(techzone).toBeTruthy();
  const list = await api<{ list: Listed[] }>(`/api/front/product/list?merId=${techzone?.id}&limit=60`);
  // Over the welcome coupon's $199 minimum on its own, with stock to spare.
  const found = list.data.list.find((p) => cents(p.price) >= 19900 && cents(p.price) < 40000 && p.stock >= 5);
  expect(found, 'a TechZone product between $199 and $400').toBeTruthy();
  product = found as Listed;
  browser = await launch();
  w = await watchedPage(browser);
  page = w.page;
});
afterAll(async () => {
  await browser?.close();
});

function ticket(name: string) {
  return page.getByTestId('coupon-dialog').getByTestId('coupon-ticket').filter({ hasText: name });
}

describe('coupons: received on the goods detail, used at checkout', () => {
  it('a visitor who clicks "Receive" is asked to sign in', async () => {
    await page.goto(`${baseUrl()}/#/goods_detail/${product.id}`);
    await page.getByTestId('coupon-strip').waitFor();
    await page.getByTestId('coupon-strip-open').click();
    await ticket('Welcome coupon').getByTestId('coupon-receive').click();
    await page.getByTestId('login-dialog').waitFor();
  });

  it('the signed-in shopper receives the welcome coupon; it then reads "Received"', async () => {
    await w.context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
    await page.goto(`${baseUrl()}/#/goods_detail/${product.id}`);
    await page.reload();
    await page.getByTestId('coupon-strip-open').click();
    const welcome = ticket('Welcome coupon');
    expect(await welcome.textContent()).toContain('Orders over $199.00');
    await welcome.getByTestId('coupon-receive').click();
    await welcome.getByTestId('coupon-received').waitFor();
    expect(await welcome.getByTestId('coupon-received').textContent()).toBe('Received');
    await screenshot(page, 'coupons-goods-detail-en');
    await page.keyboard.press('Escape');
    const mine = await api<{ list: { name: string; merName: string; money: string }[] }>('/api/front/coupon/list');
    expect(mine.data.list).toEqual([
      expect.objectContaining({ name: 'Welcome coupon', merName: TECHZONE, money: '15.00' }),
    ]);
  });

  it('order confirmation chooses it; the total shows the $15.00 deduction; the order charges the same', async () => {
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/order_confirm\?preOrderNo=PO\w+/);
    const select = page.getByTestId('shop-coupon-select');
    await select.waitFor();
    expect(await select.locator('option:checked').textContent()).toContain('$15.00 off');
    await expect.poll(() => page.getByTestId('price-summary').textContent()).toContain('−$15.00');
    const pay = cents((await page.getByTestId('price-pay').textContent()) ?? '');
    const goods = cents((await page.getByTestId('price-goods').textContent()) ?? '');
    const freight = cents((await page.getByTestId('price-freight').textContent()) ?? '');
    expect(pay).toBe(goods + freight - 1500);

    // "No coupon" takes the deduction away; choosing it again brings it back.
    await select.selectOption({ label: 'No coupon' });
    await expect.poll(async () => cents((await page.getByTestId('price-pay').textContent()) ?? '')).toBe(pay + 1500);
    await select.selectOption({ index: 1 });
    await expect.poll(async () => cents((await page.getByTestId('price-pay').textContent()) ?? '')).toBe(pay);
    await screenshot(page, 'coupons-confirm-en');

    await page.getByTestId('pay-method-card').click();
    await page.getByTestId('order-submit').click();
    await page.waitForURL(/stripe_payment\?orderNo=PT\d+/);
    orderNo = /orderNo=(PT\d+)/.exec(page.url())?.[1] ?? '';
    const detail = await api<{ couponFee: string; payFee: string }>(`/api/front/order/detail/${orderNo}`);
    expect(detail.data.couponFee).toBe('15.00');
    expect(cents(detail.data.payFee)).toBe(pay);
  });

  it('the coupon is used by that order, and "My coupons" shows it under used or expired', async () => {
    const rows = await query<{ status: string; order_no: string }>(
      `SELECT cu.status, o.order_no FROM coupon_users cu JOIN users u ON u.id = cu.user_id
       LEFT JOIN orders o ON o.id = cu.used_order_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ status: 'used', order_no: orderNo }]);
    await page.goto(`${baseUrl()}/#/users/coupon_list?menuCur=40`);
    await page.getByTestId('coupon-list-page').waitFor();
    await page.getByRole('status').filter({ hasText: 'No coupons here' }).waitFor();
    await page.getByTestId('coupon-state-unusable').click();
    const used = page.getByTestId('my-coupon');
    await expect.poll(() => used.count()).toBe(1);
    expect(await used.textContent()).toContain('Used');
    expect(await used.textContent()).toContain('Welcome coupon');
    await screenshot(page, 'coupons-mine-en');
    expect(w.errors).toEqual([]);
  });
});
