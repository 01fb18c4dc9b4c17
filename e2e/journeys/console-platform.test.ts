import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { latestCode } from '../inbox';
import { png } from '../pictures';
import { apiToken, registerByApi, resetRateLimits, uniqueEmail, type Watched, watchedPage } from './accounts-support';

/**
 * Issue 6's platform journey: the administrator signs in to /console/, rejects a merchant application with a reason
 * and approves another (both made through the API), then suspends a shop: its product leaves the storefront search,
 * and comes back when the shop reopens.
 */
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const PASSWORD = 'Platform-2024-shop';
const stamp = Date.now().toString(36);

type Envelope<T> = { code: number; message: string; data: T };

async function api<T>(path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  expect(envelope.code, `${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

async function upload(token: string, rgb: [number, number, number]): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png(200, 140, rgb))], { type: 'image/png' }), 'licence.png');
  const res = await fetch(`${baseUrl()}/api/front/upload/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await res.json()) as Envelope<{ url: string }>;
  expect(envelope.code, envelope.message).toBe(200);
  return envelope.data.url;
}

type Record = { id: number; auditStatus: number; denialReason: string; merchantId: number | null };

/** A new shopper applies to settle through the API, with the emailed code and two qualification pictures. */
async function applyByApi(company: string): Promise<{ token: string; id: number }> {
  // Registering and the application each send a code from this one address: the fourth would ask for the picture.
  await resetRateLimits();
  const email = uniqueEmail('platform');
  await registerByApi(email, PASSWORD);
  const token = await apiToken(email, PASSWORD);
  const since = Date.now();
  await api('/api/front/merchant/settled/captcha', token, { email });
  const captcha = await latestCode(email, since);
  const categories = await api<{ id: number }[]>('/api/front/merchant/all/category/list');
  const types = await api<{ id: number }[]>('/api/front/merchant/all/type/list');
  const pictures = [await upload(token, [40, 120, 200]), await upload(token, [200, 160, 40])];
  const answer = await api<{ id: number }>('/api/front/merchant/settled/apply', token, {
    name: company,
    realName: 'Mei Chen',
    phone: '13800138000',
    email,
    captcha,
    categoryId: categories[0]?.id,
    typeId: types[0]?.id,
    qualificationPictures: pictures,
    agreement: true,
  });
  return { token, id: answer.id };
}

const myRecord = (token: string, id: number) => api<Record>(`/api/front/merchant/settled/record/${id}`, token);

let browser: Browser;
let watched: Watched;
let page: Page;
let rejected: { token: string; id: number };
let approved: { token: string; id: number };
const rejectedCompany = `Foggy Harbour Goods ${stamp}`;
const approvedCompany = `Clear Lake Teas ${stamp}`;
const reason = 'The business licence picture is unreadable';

beforeAll(async () => {
  await resetRateLimits();
  rejected = await applyByApi(rejectedCompany);
  approved = await applyByApi(approvedCompany);
  browser = await launch();
  watched = await watchedPage(browser, { viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  page = watched.page;
});
afterAll(async () => {
  await browser?.close();
});

/** What a shopper finds for a keyword in the storefront search, read from the page. */
async function storefrontSearch(keyword: string): Promise<string[]> {
  const shop = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    await shop.goto(`${baseUrl()}/#/goods/goods_search?title=${encodeURIComponent(keyword)}`);
    await shop.getByTestId('result-count').waitFor();
    return await shop.getByTestId('product-card').allTextContents();
  } finally {
    await shop.close();
  }
}

describe('the platform console', () => {
  it('signs the administrator in at /console/, lands on the dashboard and opens the merchant applications', async () => {
    await page.goto(`${baseUrl()}/console/`);
    await page.waitForURL(/#\/sign-in/);
    await page.locator('#email').fill(ADMIN.email);
    await page.locator('#password').fill(ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/#\/platform\/dashboard/);
    await page.getByTestId('sales-chart').waitFor();
    expect(await page.getByTestId('platform-applications').textContent()).toMatch(/Applications waiting\s*[1-9]/);
    await screenshot(page, 'console-dashboard-en');
    await page.getByTestId('platform-applications').getByRole('link').click();
    await page.waitForURL(/#\/platform\/applications/);
    await page.getByTestId(`application-open-${rejected.id}`).waitFor();
    expect(await page.getByTestId('applications-table').textContent()).toContain(approvedCompany);
    await screenshot(page, 'console-applications-en');
    expect(watched.errors).toEqual([]);
  });

  it('rejects an application with a reason the applicant sees', async () => {
    await page.getByTestId(`application-open-${rejected.id}`).click();
    const drawer = page.getByTestId('application-drawer');
    await expect.poll(() => drawer.getByTestId('application-pictures').locator('img').count()).toBe(2);
    expect(await drawer.textContent()).toContain(rejectedCompany);
    await page.getByTestId('application-reject').click();
    // No reason, no rejection: the form says so and nothing is sent.
    await page.getByTestId('reject-confirm').click();
    await expect.poll(() => page.getByText('Fill in the reason for the rejection').count()).toBe(1);
    expect((await myRecord(rejected.token, rejected.id))?.auditStatus).toBe(1);

    await page.getByTestId('reject-reason').fill(reason);
    await screenshot(page, 'console-application-reject-en');
    await page.getByTestId('reject-confirm').click();
    await page.getByText('The application has been rejected').waitFor();
    await expect.poll(() => page.getByTestId(`application-open-${rejected.id}`).count()).toBe(0);
    expect(await myRecord(rejected.token, rejected.id)).toMatchObject({ auditStatus: 3, denialReason: reason });

    await page.getByRole('tab', { name: 'Rejected' }).click();
    await page.getByTestId(`application-open-${rejected.id}`).click();
    await expect.poll(() => page.getByTestId('application-drawer').textContent()).toContain(reason);
    // Closed with its own button (Escape only reaches the drawer once it holds the focus), and gone before moving on.
    await page.locator('.ant-drawer-open .ant-drawer-close').click();
    await expect.poll(() => page.locator('.ant-drawer-open').count()).toBe(0);
  });

  it('approves another: the shop opens and the applicant owns it', async () => {
    await page.getByRole('tab', { name: 'Pending review' }).click();
    await page.getByTestId(`application-open-${approved.id}`).click();
    await page.getByTestId('application-approve').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Approve' }).click();
    await page.getByText('The application has been approved and the shop is open').waitFor();
    const record = await myRecord(approved.token, approved.id);
    expect(record?.auditStatus).toBe(2);
    expect(record?.merchantId).toBeGreaterThan(0);
    const info = await api<{ scope: string[] }>('/api/front/user/info', approved.token);
    expect(info.scope).toContain('merchant');

    await page.getByTestId('console-menu').getByText('Merchants', { exact: true }).click();
    await page.waitForURL(/#\/platform\/merchants/);
    await expect.poll(() => page.getByTestId('merchants-table').textContent()).toContain(approvedCompany);
  });

  it("reviews the new shop's rename: shoppers see the old name until the administrator approves it", async () => {
    const { merchantId } = await myRecord(approved.token, approved.id);
    const {
      id: _id,
      isSelf: _s,
      rating: _r,
      followerCount: _f,
      typeName: _t,
      categoryName: _c,
      joinTime: _j,
      change: _change,
      suspension: _suspension,
      ...profile
    } = await api<{ [field: string]: unknown }>('/api/merchant/shop', approved.token);
    const newName = `Clear Lake Tea House ${stamp}`;
    await api('/api/merchant/shop', approved.token, { ...profile, name: newName });
    const shopName = async () => (await api<{ name: string }>(`/api/front/merchant/detail/${merchantId}`)).name;
    expect(await shopName()).toBe(approvedCompany);

    await page.getByTestId('console-menu').getByText('Shop changes', { exact: true }).click();
    await page.waitForURL(/#\/platform\/shop-changes/);
    await expect.poll(() => page.getByTestId('shop-changes-table').textContent()).toContain(newName);
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const pending = await api<{ list: { id: number; merchantId: number }[] }>(
      '/api/admin/merchant/changes?status=pending&limit=100',
      admin,
    );
    const change = pending.list.find((c) => c.merchantId === merchantId);
    await screenshot(page, 'console-shop-changes-en');
    await page.getByTestId(`shop-change-approve-${change?.id}`).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Approve' }).click();
    await page.getByText('The change has been approved and the shop shows it').waitFor();
    expect(await shopName()).toBe(newName);
    expect(watched.errors).toEqual([]);
    await page.getByTestId('console-menu').getByText('Merchants', { exact: true }).click();
    await page.waitForURL(/#\/platform\/merchants/);
  });

  it('suspends a shop: its product leaves the storefront search; reopening brings it back', async () => {
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const shops = await api<{ list: { id: number; name: string; productCount: number }[] }>(
      '/api/admin/merchants?keywords=Green%20Pantry',
      admin,
    );
    const shop = shops.list[0];
    expect(shop?.name).toBe('Green Pantry');
    const products = await api<{ list: { name: string }[] }>(`/api/front/product/list?merId=${shop?.id}&limit=1`);
    const productName = products.list[0]?.name ?? '';
    expect(await storefrontSearch(productName)).toContainEqual(expect.stringContaining(productName));

    await page.getByTestId('merchants-search').fill('Green Pantry');
    await page.getByTestId('merchants-search-submit').click();
    await expect.poll(() => page.getByTestId('merchants-table').locator('tbody tr').count()).toBe(1);
    await page.getByTestId(`shop-suspend-${shop?.id}`).click();
    // The shop is told why (audit AW3): the confirmation waits for the reason.
    await page.getByTestId('shop-suspend-reason').filter({ visible: true }).fill('Counterfeits reported by shoppers');
    await page.getByTestId('shop-status-confirm').filter({ visible: true }).click();
    await page.getByText('The shop has been suspended').waitFor();
    await page.getByTestId(`shop-reopen-${shop?.id}`).waitFor();
    await screenshot(page, 'console-merchant-suspended-en');

    const whileSuspended = await storefrontSearch(productName);
    expect(whileSuspended.some((card) => card.includes(productName))).toBe(false);

    // The suspension's confirmation has faded out before the next one opens: under load a click found the old one
    // still visible, confirmed nothing, and no "open again" came (CI).
    await expect.poll(() => page.getByTestId('shop-status-confirm').filter({ visible: true }).count()).toBe(0);
    await page.getByTestId(`shop-reopen-${shop?.id}`).click();
    await page.getByTestId('shop-status-confirm').filter({ visible: true }).click();
    await page.getByText('The shop is open again').waitFor();
    await page.getByTestId(`shop-suspend-${shop?.id}`).waitFor();
    expect(await storefrontSearch(productName)).toContainEqual(expect.stringContaining(productName));
    expect(watched.errors).toEqual([]);
  });

  it('sees the products of every shop and of one shop', async () => {
    await page.goto(`${baseUrl()}/console/#/platform/products`);
    const table = page.getByTestId('platform-products-table');
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(1);
    const shopsShown = async () =>
      new Set(await table.locator('tbody tr.ant-table-row td:nth-child(2)').allTextContents());
    await expect.poll(async () => (await shopsShown()).size).toBeGreaterThan(1);
    await page.getByTestId('shop-select').click();
    await page.keyboard.type('Green Pantry');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Green Pantry' }).click();
    await expect.poll(async () => [...(await shopsShown())]).toEqual(['Green Pantry']);
    await screenshot(page, 'console-platform-products-en');
    expect(watched.errors).toEqual([]);
  });
});
