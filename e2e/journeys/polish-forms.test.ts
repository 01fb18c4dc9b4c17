import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { png } from '../pictures';
import { apiToken, resetRateLimits, type Watched, watchedPage } from './accounts-support';
import { signInToConsole } from './console-support';

/**
 * Issue 22 item 1: a form shows the record its address names. The merchant opens product A's form, changes the
 * address straight to product B's: the form shows B, and saving changes B only (A is as it was, in the API). Then
 * from a product's form straight to `…/new`: an empty form. At 1200 px.
 */
const MERCHANT = { email: 'merchant@example.com', password: 'Merchant123!' };

type Envelope<T> = { code: number; message: string; data: T };
type Product = {
  id: number;
  name: string;
  version: number;
  categoryId: number;
  shopCategoryId: number | null;
  images: string[];
  description: string;
  attrs: { name: string; values: string[] }[];
  skus: { attrValues: string[]; price: string; otPrice: string; stock: number; image: string }[];
};

let browser: Browser;
let console_: Watched;
let page: Page;
let token: string;

async function api<T>(path: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

const productOf = async (id: number) => (await api<Product>(`/api/merchant/products/${id}`)).data;

async function upload(rgb: [number, number, number]): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png(160, 120, rgb))], { type: 'image/png' }), 'lamp.png');
  const res = await fetch(`${baseUrl()}/api/front/upload/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await res.json()) as Envelope<{ url: string }>;
  expect(envelope.code, envelope.message).toBe(200);
  return envelope.data.url;
}

/** A product of the demo shop made for this journey (no other journey knows it): two SKUs, or one. */
async function newProduct(name: string, colours: string[], rgb: [number, number, number]): Promise<Product> {
  type Node = { id: number; childList?: Node[] };
  const categories = await api<Node[]>('/api/front/product/category');
  // The first category without children under the first top category that has some (products sit on leaves).
  let node = categories.data.find((c) => c.childList?.length)!;
  while (node.childList?.length) node = node.childList[0]!;
  const leaf = node.id;
  const created = await api<{ id: number }>('/api/merchant/products', {
    name,
    categoryId: leaf,
    images: [await upload(rgb)],
    attrs: colours.length ? [{ name: 'Colour', values: colours }] : [],
    skus: (colours.length ? colours.map((c) => [c]) : [[]]).map((attrValues, i) => ({
      attrValues,
      price: `${12 + i}.50`,
      otPrice: '',
      stock: 9,
      image: '',
    })),
  });
  expect(created.code, created.message).toBe(200);
  return productOf(created.data.id);
}

const stamp = Date.now().toString(36);

/** Changes the address bar's hash as a person would, without going through the list. */
const goTo = (hash: string) => page.evaluate((h) => window.location.assign(`#${h}`), hash);

beforeAll(async () => {
  await resetRateLimits();
  token = await apiToken(MERCHANT.email, MERCHANT.password);
  browser = await launch();
  console_ = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  page = console_.page;
  await signInToConsole(page, MERCHANT.email, MERCHANT.password);
});
afterAll(async () => {
  await browser?.close();
});

describe('a product form follows its address', () => {
  it("shows product B after the address changes from A's form, and saving writes B only", async () => {
    const a = await newProduct(`Form Lamp A ${stamp}`, ['Amber', 'Jade'], [233, 51, 35]);
    const b = await newProduct(`Form Lamp B ${stamp}`, [], [30, 90, 200]);
    await goTo(`/merchant/products/${a.id}`);
    await expect.poll(() => page.locator('#name').inputValue()).toBe(a.name);
    await goTo(`/merchant/products/${b.id}`);
    await page.waitForURL(new RegExp(`#/merchant/products/${b.id}$`));
    await expect.poll(() => page.locator('#name').inputValue()).toBe(b.name);
    await expect.poll(() => page.getByTestId('sku-table').locator('tbody tr').count()).toBe(b.skus.length);
    // The title says which record the save changes.
    await page
      .locator('h4')
      .filter({ hasText: `Edit product #${b.id}` })
      .waitFor();
    await screenshot(page, 'polish-forms-product-b-en');

    const renamed = `${b.name} (checked)`.slice(0, 100);
    await page.locator('#name').fill(renamed);
    await page.getByTestId('save-product').click();
    await page.waitForURL(/#\/merchant\/products$/);

    const afterA = await productOf(a.id);
    const afterB = await productOf(b.id);
    expect(afterA).toEqual(a);
    expect(afterB.name).toBe(renamed);
    expect(afterB.version).toBe(b.version + 1);
    expect(afterB.skus.map((s) => s.attrValues)).toEqual(b.skus.map((s) => s.attrValues));
    expect(afterA.skus).toHaveLength(2);

    expect(console_.errors).toEqual([]);
  });

  it('opens an empty form at …/new straight from a product being edited', async () => {
    const product = await newProduct(`Form Lamp C ${stamp}`, ['Amber', 'Jade'], [20, 160, 90]);
    await goTo(`/merchant/products/${product.id}`);
    await expect.poll(() => page.locator('#name').inputValue()).toBe(product.name);
    await page.locator('#name').fill('Typed but never saved');
    await goTo('/merchant/products/new');
    await page.waitForURL(/#\/merchant\/products\/new$/);
    await expect.poll(() => page.locator('#name').inputValue()).toBe('');
    expect(await page.getByTestId('product-images').locator('img').count()).toBe(0);
    expect(await page.getByTestId('sku-price-0').inputValue()).toBe('');
    await page.locator('h4').filter({ hasText: 'New product' }).waitFor();
    await screenshot(page, 'polish-forms-new-en');
    expect((await productOf(product.id)).name).toBe(product.name);
  });
});
