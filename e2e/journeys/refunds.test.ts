import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { apiToken, registerByApi, resetRateLimits, uniqueEmail, type Watched, watchedPage } from './accounts-support';

const TECHZONE = 2;
/** A 2x2 PNG: the voucher picture the shopper attaches. */
const VOUCHER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

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

/** An amount as the English pages write it: "$1,234.50" (two TechZone goods may pass a thousand). */
const dollars = (decimal: string) => `$${decimal.replace(/\B(?=(\d{3})+\.)/g, ',')}`;

/** The shopper buys two TechZone products (one checkout) and pays with the test card; answers the shop order. */
async function buyAndPay(token: string, offset: number): Promise<{ orderNo: string; payFee: string }> {
  const list = await call<{ list: Array<{ id: number }> }>(`/api/front/product/list?merId=${TECHZONE}&limit=12`, token);
  const items = [];
  for (const { id } of list.list.slice(offset, offset + 2)) {
    const detail = await call<{ skus: Array<{ id: number; stock: number }> }>(`/api/front/product/detail/${id}`, token);
    const sku = detail.skus.find((s) => s.stock > 0);
    if (sku) items.push({ productId: id, skuId: sku.id, quantity: 1 });
  }
  const { preOrderNo } = await call<{ preOrderNo: string }>('/api/front/order/pre/order', token, {
    type: 'buyNow',
    items,
  });
  const address = await call<{ id: number }>('/api/front/address/edit', token, {
    realName: 'Rita Fund',
    country: 'US',
    regionCode: 'US-NY',
    detail: '8 Harbour Road',
    postCode: '10001',
    countryCode: '+1',
    phone: '2125550100',
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
    holder: 'Rita Fund',
  });
  expect(paid.status).toBe('succeeded');
  const checkout = await call<{ shopOrders: Array<{ orderNo: string; payFee: string }> }>(
    `/api/front/order/detail/${orderNo}`,
    token,
  );
  return checkout.shopOrders[0]!;
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().textContent()) ?? '';

let browser: Browser;
let watched: Watched;
let page: Page;
let shopper: string;
let merchant: string;

beforeAll(async () => {
  browser = await launch();
  await resetRateLimits();
  const email = uniqueEmail('refunds');
  await registerByApi(email, 'Refund123!');
  shopper = await apiToken(email, 'Refund123!');
  merchant = await apiToken('merchant@example.com', 'Merchant123!');
  watched = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  page = watched.page;
  await watched.context.addCookies([{ name: 'auth._token.local', value: `Bearer ${shopper}`, url: baseUrl() }]);
});
afterAll(async () => {
  await browser?.close();
});

describe('refund: requested in the browser, accepted by the merchant, money back', () => {
  let order: { orderNo: string; payFee: string };
  let refundNo = '';

  it('the paid order offers "Refund", which opens the request form with the amount the server will pay', async () => {
    order = await buyAndPay(shopper, 0);
    await page.goto(`${baseUrl()}/#/users/order_list?orderStatus=2`);
    const card = page.locator(`[data-testid="order-card"][data-order-no="${order.orderNo}"]`);
    await card.getByTestId('order-action-refund').click();
    await page.waitForURL(/users\/refund_confirm\?orderNo=SH/);
    await page.getByTestId('refund-confirm').waitFor();
    expect(await page.getByTestId('refund-item').count()).toBe(2);
    // Not shipped yet: only "refund only" can be chosen; both items together pay back everything paid.
    expect(await page.getByTestId('refund-type-return').isDisabled()).toBe(true);
    await expect.poll(() => text(page, 'refund-amount')).toBe(dollars(order.payFee));
  });

  it('submits with a reason, a remark (counted to 100) and a voucher picture', async () => {
    await page.getByTestId('refund-submit').click();
    await expect.poll(() => page.getByText('Choose a reason for the refund').count()).toBeGreaterThan(0);
    await page.getByTestId('refund-reason').selectOption('Damaged or defective');
    await page.getByTestId('refund-explain').fill('The box was crushed and the screen is cracked.');
    expect(await text(page, 'refund-explain-count')).toBe('46/100');
    await page.getByTestId('refund-voucher-input').setInputFiles({
      name: 'voucher.png',
      mimeType: 'image/png',
      buffer: VOUCHER,
    });
    await expect.poll(() => page.getByTestId('refund-voucher').count()).toBe(1);
    await screenshot(page, 'refunds-confirm-en');
    await page.getByTestId('refund-submit').click();
    await page.waitForURL(/order\/refund_detail\?refundNo=RE/);
    refundNo = new URL(page.url().replace('#/', '')).searchParams.get('refundNo') ?? '';
    await expect.poll(() => text(page, 'refund-status')).toBe('Under merchant review');
    expect(await text(page, 'refund-status-text')).toContain('negotiate with the seller first');
    expect(await text(page, 'refund-detail-reason')).toBe('Damaged or defective');
    expect(await page.getByTestId('refund-detail-vouchers').locator('img').count()).toBe(1);
    expect(watched.errors).toEqual([]);
  });

  it('the merchant accepts through the merchant API; the shopper sees "Refunded" with the amount', async () => {
    const accepted = await call<{ status: string }>(`/api/merchant/refunds/${refundNo}/accept`, merchant, {});
    expect(accepted.status).toBe('refunded');
    await page.reload();
    await expect.poll(() => text(page, 'refund-status')).toBe('Refunded');
    expect(await text(page, 'refund-status-text')).toBe(
      `The merchant refunded ${dollars(order.payFee)} to your original payment method.`,
    );
    expect(await text(page, 'refund-detail-refund-time')).not.toBe('—');
    await screenshot(page, 'refunds-refunded-en');
  });

  it('the order shows refunded, in the return/refund tab, and the refund list has it', async () => {
    await page.goto(`${baseUrl()}/#/order/order_detail?orderNo=${order.orderNo}`);
    await expect.poll(() => text(page, 'detail-status')).toBe('Refunded');
    expect(await page.getByTestId('order-item-refund').count()).toBe(2);
    await page.goto(`${baseUrl()}/#/users/order_list?orderStatus=5`);
    const card = page.locator(`[data-testid="order-card"][data-order-no="${order.orderNo}"]`);
    await expect.poll(() => card.getByTestId('order-status').textContent()).toBe('Refunded');
    await page.goto(`${baseUrl()}/#/users/refund_list`);
    const refund = page.locator(`[data-testid="refund-card"][data-refund-no="${refundNo}"]`);
    await expect.poll(() => refund.getByTestId('refund-card-status').textContent()).toBe('Refunded');
    expect(watched.errors).toEqual([]);
  });
});

describe('refund states in Chinese: refused with a reason, asked again, revoked', () => {
  let order: { orderNo: string; payFee: string };
  let first = '';

  it('asks in Chinese and reads the state of review', async () => {
    order = await buyAndPay(shopper, 2);
    await page.goto(`${baseUrl()}/#/zh-CN/users/refund_confirm?orderNo=${order.orderNo}`);
    await page.getByTestId('refund-confirm').waitFor();
    await page.getByTestId('refund-item').first().click();
    await page.getByTestId('refund-reason').selectOption('拍错了');
    await page.getByTestId('refund-submit').click();
    await page.waitForURL(/refund_detail\?refundNo=RE/);
    first = new URL(page.url().replace('#/zh-CN/', '')).searchParams.get('refundNo') ?? '';
    await expect.poll(() => text(page, 'refund-status')).toBe('商家审核中');
    expect(await text(page, 'refund-status-text')).toContain('建议您先与卖家协商');
    expect(await text(page, 'refund-detail-reason')).toBe('拍错了');
  });

  it('the merchant refuses with a reason; the shopper reads it', async () => {
    await call(`/api/merchant/refunds/${first}/refuse`, merchant, { reason: 'The parcel has already left' });
    await page.reload();
    await expect.poll(() => text(page, 'refund-status')).toBe('商家已拒绝');
    expect(await text(page, 'refund-refuse-reason')).toContain('The parcel has already left');
    await screenshot(page, 'refunds-refused-zh');
  });

  it('asks again for the freed item and revokes the request after confirming', async () => {
    await page.goto(`${baseUrl()}/#/zh-CN/users/refund_confirm?orderNo=${order.orderNo}`);
    await page.getByTestId('refund-confirm').waitFor();
    await expect.poll(() => page.getByTestId('refund-item').locator('input:checked').count()).toBe(2);
    await page.getByTestId('refund-reason').selectOption('其他');
    await page.getByTestId('refund-submit').click();
    await page.waitForURL(/refund_detail\?refundNo=RE/);
    await expect.poll(() => text(page, 'refund-status')).toBe('商家审核中');
    await page.getByTestId('refund-revoke').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => text(page, 'refund-status')).toBe('已撤销');
    expect(await text(page, 'refund-status-text')).toContain('您已撤销此申请');
    await page.goto(`${baseUrl()}/#/zh-CN/users/refund_list`);
    await expect.poll(() => page.getByTestId('refund-card').count()).toBe(3);
    await screenshot(page, 'refunds-list-zh');
    expect(watched.errors).toEqual([]);
  });
});
