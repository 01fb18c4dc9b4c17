import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../browser';
import { apiToken, registerByApi, resetRateLimits, uniqueEmail, type Watched, watchedPage } from './accounts-support';

/**
 * Issue 15, item 2: from "Add to cart" to the card page without extra clicks. What was just added is ticked in the
 * cart, and the only payment method is already chosen on the confirmation.
 */
let browser: Browser;
let w: Watched;
let productId = 0;

beforeAll(async () => {
  await resetRateLimits();
  const email = uniqueEmail('friction');
  await registerByApi(email, 'Friction-58-lamp');
  const token = await apiToken(email, 'Friction-58-lamp');
  const res = await fetch(`${baseUrl()}/api/front/address/edit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      realName: 'Ada Swift',
      country: 'US',
      regionCode: 'US-NY',
      detail: '3 Quick Lane',
      postCode: '10001',
      countryCode: '+1',
      phone: '2125550100',
    }),
  });
  expect(((await res.json()) as { code: number }).code).toBe(200);
  const list = (await (await fetch(`${baseUrl()}/api/front/product/list?limit=30`)).json()) as {
    data: { list: Array<{ id: number; stock: number }> };
  };
  productId = list.data.list.find((p) => p.stock > 20)!.id;
  browser = await launch();
  w = await watchedPage(browser);
  await w.context.addCookies([{ name: 'auth._token.local', value: `Bearer%20${token}`, url: baseUrl() }]);
});
afterAll(async () => {
  await browser?.close();
});

describe('checkout without friction', () => {
  it('an item just added is ticked in the cart; Submit goes straight to the card page', async () => {
    const { page } = w;
    await page.goto(`${baseUrl()}/#/goods_detail/${productId}`);
    await page.getByTestId('sku-price').waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(async () => (await page.getByTestId('cart-count').textContent())?.trim()).toBe('1');

    await page.goto(`${baseUrl()}/#/order/shopping_cart`);
    await page.getByTestId('cart-item').first().waitFor();
    expect(await page.getByTestId('cart-selected-count').textContent()).toBe('1');
    expect(await page.getByTestId('cart-item-check').first().isChecked()).toBe(true);

    await page.getByTestId('cart-checkout').click();
    await page.getByTestId('order-confirm').waitFor();
    expect(await page.getByTestId('pay-method-card').locator('input').isChecked()).toBe(true);
    await page.getByTestId('price-summary').getByText('$').first().waitFor();
    await page.getByTestId('order-submit').click();
    await page.waitForURL(/order\/stripe_payment/);
    expect(w.errors).toEqual([]);
  });
});
