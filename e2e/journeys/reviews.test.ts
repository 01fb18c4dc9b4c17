import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { png } from '../pictures';
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
 * Issue 5's review journey: a shopper whose TechZone order was bought, paid by test card, shipped through the merchant
 * API and received (all set up through the API) reviews its item in the browser with two pictures; the goods detail
 * shows the review with both pictures under 'good', and the order shows completed.
 */
const TECHZONE = 'TechZone Official Store';
const email = uniqueEmail('reviewer');
const password = 'Meadow-42-lantern';
const comment = 'The battery easily lasts two days and the screen is bright outdoors.';

let browser: Browser;
let w: Watched;
let page: Page;
let token = '';
let orderNo = '';
let productId = 0;

type Envelope<T> = { code: number; message: string; data: T };

async function api<T>(path: string, bearer: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

/** One TechZone product bought, paid with the test card, shipped by the demo merchant and received. */
async function receivedOrder(): Promise<void> {
  const street = await api<{ list: Array<{ id: number; name: string }> }>('/api/front/merchant/street?limit=50', token);
  const shop = street.list.find((candidate) => candidate.name === TECHZONE);
  expect(shop, TECHZONE).toBeTruthy();
  const products = await api<{ list: Array<{ id: number; stock: number }> }>(
    `/api/front/product/list?merId=${shop?.id}&limit=30`,
    token,
  );
  const product = products.list.find((candidate) => candidate.stock >= 10);
  expect(product, 'a TechZone product in stock').toBeTruthy();
  productId = product?.id ?? 0;
  const detail = await api<{ skus: Array<{ id: number; stock: number }> }>(
    `/api/front/product/detail/${productId}`,
    token,
  );
  const sku = detail.skus.find((candidate) => candidate.stock >= 2);
  const address = await api<{ id: number }>('/api/front/address/edit', token, {
    realName: 'Nora Quinn',
    country: 'GB',
    regionCode: 'GB-LDS',
    detail: '5 Orchard Street, Leeds',
    postCode: 'LS1 4AP',
    countryCode: '+44',
    phone: '13912345678',
  });
  const { preOrderNo } = await api<{ preOrderNo: string }>('/api/front/order/pre/order', token, {
    type: 'buyNow',
    items: [{ productId, skuId: sku?.id, quantity: 1 }],
  });
  const checkout = await api<{ orderNo: string }>('/api/front/order/create', token, {
    preOrderNo,
    addressId: address.id,
    payType: 'card',
  });
  const paid = await api<{ status: string }>('/api/front/pay/testcard/confirm', token, {
    orderNo: checkout.orderNo,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
    holder: 'Nora Quinn',
  });
  expect(paid.status).toBe('succeeded');
  const order = await api<{ shopOrders: Array<{ orderNo: string }> }>(
    `/api/front/order/detail/${checkout.orderNo}`,
    token,
  );
  orderNo = order.shopOrders[0]?.orderNo ?? '';
  const merchant = await apiToken('merchant@example.com', 'Merchant123!');
  await api(`/api/merchant/orders/${orderNo}/ship`, merchant, {
    courierCompany: 'SF Express',
    trackingNo: 'SF2026007788',
  });
  await api(`/api/front/order/take/${orderNo}`, token, {});
}

beforeAll(async () => {
  await resetRateLimits();
  await registerByApi(email, password);
  token = await apiToken(email, password);
  await receivedOrder();
  browser = await launch();
  w = await watchedPage(browser);
  page = w.page;
  await w.context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
});
afterAll(async () => {
  await browser?.close();
});

describe('reviews: a received order reviewed with two pictures', () => {
  it('the order waiting for evaluation offers "Evaluate", which opens the review of its item', async () => {
    await page.goto(`${baseUrl()}/#/users/order_list?orderStatus=4`);
    const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
    await card.waitFor();
    await card.getByTestId('order-action-evaluate').click();
    await page.waitForURL(new RegExp(`evaluation_confirm\\?orderNo=${orderNo}`));
    await page.getByTestId('review-form').waitFor();
    expect(await page.getByTestId('review-order-no').textContent()).toBe(orderNo);
  });

  it('an empty text is refused with the prompt; the scores chosen stay', async () => {
    const form = page.getByTestId('review-form');
    await form.getByTestId('review-product-score-5').click();
    await form.getByTestId('review-service-score-4').click();
    await form.getByTestId('review-submit').click();
    expect(await form.getByTestId('review-problem').textContent()).toBe(
      'Please fill in your experience with the product',
    );
    expect(await form.getByTestId('review-product-score').getAttribute('data-value')).toBe('5');
    expect(await form.getByTestId('review-service-score').getAttribute('data-value')).toBe('4');
  });

  it('takes the text with its counter and two uploaded pictures, and is sent', async () => {
    const form = page.getByTestId('review-form');
    await form.getByTestId('review-text').fill(comment);
    expect(await form.getByTestId('review-text-counter').textContent()).toBe(`${comment.length}/500`);
    await form.getByTestId('review-picture-file').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: png(120, 90, [40, 90, 200]) },
      { name: 'back.png', mimeType: 'image/png', buffer: png(120, 90, [220, 120, 40]) },
    ]);
    await expect.poll(() => form.getByTestId('review-picture').count()).toBe(2);
    expect(await form.getByTestId('review-picture-count').textContent()).toBe('2/5');
    await screenshot(page, 'reviews-confirm-en');
    await form.getByTestId('review-submit').click();
    await expectToast(page, 'Thank you for your review');
    await page.getByTestId('review-all-done').waitFor();
    await page.getByTestId('review-evaluated').waitFor();
    await screenshot(page, 'reviews-done-en');
  });

  it("the goods detail shows the review with its two pictures under 'good'", async () => {
    await page.goto(`${baseUrl()}/#/goods_detail/${productId}`);
    await page.getByTestId('tab-reviews').click();
    await page.getByTestId('review-filter-1').click();
    expect(await page.getByTestId('review-filter-1').getAttribute('aria-pressed')).toBe('true');
    const review = page.getByTestId('review-item').filter({ hasText: comment });
    await review.waitFor();
    const pictures = review.locator('img[src^="/uploads/u/"]');
    await expect.poll(() => pictures.count()).toBe(2);
    for (const picture of await pictures.all()) {
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
    }
    await review.scrollIntoViewIfNeeded();
    await screenshot(page, 'reviews-goods-good-en');
    await page.getByTestId('review-filter-3').click();
    await expect.poll(() => page.getByTestId('review-item').filter({ hasText: comment }).count()).toBe(0);
  });

  it('the order shows completed, already evaluated; my reviews list it and nothing waits', async () => {
    await page.goto(`${baseUrl()}/#/order/order_detail?orderNo=${orderNo}`);
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('detail-status').textContent()).toBe('Completed');
    await page.getByTestId('order-action-evaluated').waitFor();
    await page.goto(`${baseUrl()}/#/users/evaluation_list?tab=reviews`);
    const mine = page.getByTestId('my-review');
    await mine.first().waitFor();
    expect(await mine.first().getByTestId('my-review-comment').textContent()).toBe(comment);
    await page.getByTestId('evaluation-tab-pending').click();
    await page.getByText('Nothing is waiting for a review').waitFor();
    expect(w.errors).toEqual([]);
  });
});
