import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { latestCode } from '../inbox';
import { png } from '../pictures';
import {
  apiToken,
  contextToken,
  expectToast,
  registerByApi,
  resetRateLimits,
  uniqueEmail,
  type Watched,
  watchedPage,
} from './accounts-support';
import { createProductInConsole, expectProductInSearch, signInToConsole } from './console-support';

const picture = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(120, 80, colour),
});

type Envelope<T> = { code: number; message: string; data: T };

async function adminCall<T>(token: string, path: string, body?: unknown): Promise<Envelope<T>> {
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

/** The shop allows a new code 60 s after the last; the journey does not wait that minute out. */
async function forgetResendWait(target: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query(
      `UPDATE verification_codes SET created_at = created_at - interval '2 minutes' WHERE target = $1`,
      [target],
    );
  } finally {
    await client.end();
  }
}

let browser: Browser;
let watched: Watched;
let page: Page;
let admin: string;
let applicationId = 0;
const email = uniqueEmail('settle');
const company = `Harbour Crafts ${Date.now().toString(36)}`;

beforeAll(async () => {
  await resetRateLimits();
  browser = await launch();
  await registerByApi(email, 'Settle-2024-shop');
  const token = await apiToken(email, 'Settle-2024-shop');
  admin = await apiToken('admin@example.com', 'Admin123!');
  watched = await watchedPage(browser);
  page = watched.page;
  await watched.context.addCookies([{ name: 'auth._token.local', value: `Bearer ${token}`, url: baseUrl() }]);
});
afterAll(async () => {
  await browser?.close();
});

async function sendCode(): Promise<string> {
  const since = Date.now();
  const send = page.getByTestId('settle-send-code');
  await send.click();
  await expectToast(page, 'The verification code has been sent, please check your email');
  // 60 s of remaining seconds on a disabled button (spec section 4).
  await expect.poll(() => send.textContent()).toMatch(/^\d{1,2} s$/);
  expect(await send.isDisabled()).toBe(true);
  return latestCode(email, since);
}

describe('a shopper applies to settle, is rejected, resubmits and is approved', () => {
  it('fills the application with the email code and two qualification pictures', async () => {
    await page.goto(`${baseUrl()}/#/users/merchant_settled?menuCur=70`);
    await page.getByTestId('settle-form').waitFor();
    // The account menu marks the application item.
    expect(await page.locator('[data-testid="account-menu-item"][aria-current="page"]').textContent()).toBe(
      'Apply as merchant',
    );

    // Spec section 5: an empty form names every missing field and keeps what the shopper does not retype.
    await page.getByTestId('settle-submit').click();
    expect(await page.getByTestId('settle-error-name').textContent()).toBe('Fill in the company name');
    expect(await page.getByTestId('settle-error-realName').textContent()).toBe('Fill in your real name');
    expect(await page.getByTestId('settle-error-captcha').textContent()).toBe('Fill in the verification code');
    expect(await page.getByTestId('settle-error-categoryId').textContent()).toBe('Choose a merchant category');
    expect(await page.getByTestId('settle-error-qualificationPictures').textContent()).toBe(
      'Upload at least one qualification picture',
    );
    expect(await page.getByTestId('settle-error-agreement').textContent()).toBe(
      'Please read and agree to the settlement agreement',
    );

    await page.getByTestId('settle-name').fill(company);
    await page.getByTestId('settle-realName').fill('Mei Chen');
    await page.getByTestId('settle-phone').fill('13800138000');
    await page.getByTestId('settle-email').fill('not-an-email');
    await page.getByTestId('settle-send-code').click();
    expect(await page.getByTestId('settle-error-email').textContent()).toBe('Fill in the correct email address');
    await page.getByTestId('settle-email').fill(email);
    await page.getByTestId('settle-captcha').fill(await sendCode());
    await page.getByTestId('settle-category').selectOption({ index: 1 });
    await page.getByTestId('settle-type').selectOption({ index: 1 });
    await page
      .getByTestId('settle-picture-file')
      .setInputFiles([picture('licence.png', [40, 120, 200]), picture('permit.png', [200, 160, 40])]);
    await expect.poll(() => page.getByTestId('settle-picture').count()).toBe(2);
    expect(await page.getByTestId('settle-picture-count').textContent()).toBe('2 / 10');

    // The agreement opens in a dialog; agreeing there ticks the box.
    await page.getByTestId('settle-agreement-open').click();
    await expect.poll(() => page.getByTestId('settle-agreement-text').textContent()).toContain('15 working days');
    await page.getByTestId('settle-agreement-agree').click();
    expect(await page.getByTestId('settle-agreement').isChecked()).toBe(true);
    await screenshot(page, 'settle-form-en');

    await page.getByTestId('settle-submit').click();
    await expectToast(page, 'Your application has been submitted');
    await page.getByTestId('application-record').waitFor();
    const record = page.getByTestId('settle-record').first();
    expect(await record.getByTestId('record-status').textContent()).toBe('Pending review');
    expect(await record.getByTestId('record-note').textContent()).toContain('within 15 working days');
    expect(await record.textContent()).toContain(company);
  });

  it('the platform rejects it with a reason; the shopper sees the reason on the records', async () => {
    const list = await adminCall<{ list: Array<{ id: number; qualificationPictures: string[]; version: number }> }>(
      admin,
      `/api/admin/merchant/applications?auditStatus=1&keywords=${encodeURIComponent(company)}`,
    );
    expect(list.data.list).toHaveLength(1);
    expect(list.data.list[0]!.qualificationPictures).toHaveLength(2);
    applicationId = list.data.list[0]!.id;
    const rejected = await adminCall(admin, `/api/admin/merchant/applications/${applicationId}/reject`, {
      reason: 'The business licence picture is unreadable',
      version: list.data.list[0]!.version,
    });
    expect(rejected.code).toBe(200);

    await page.reload();
    const record = page.getByTestId('settle-record').first();
    await expect.poll(() => record.getByTestId('record-status').textContent()).toBe('Review failed');
    expect(await record.getByTestId('denial-reason').textContent()).toBe('The business licence picture is unreadable');
    await record.getByTestId('record-view').click();
    expect(await page.getByTestId('settle-details').textContent()).toContain('Mei Chen');
    await page.keyboard.press('Escape');
    await screenshot(page, 'settle-records-rejected-en');
  });

  it('resubmits the corrected application from the records page', async () => {
    await page.getByTestId('settle-record').first().getByTestId('record-resubmit').click();
    await page.getByTestId('settle-editing-failed').waitFor();
    expect(await page.getByTestId('settle-editing-failed').textContent()).toContain(
      'The business licence picture is unreadable',
    );
    // The form comes back filled in, except the code and the agreement.
    expect(await page.getByTestId('settle-name').inputValue()).toBe(company);
    expect(await page.getByTestId('settle-email').inputValue()).toBe(email);
    await expect.poll(() => page.getByTestId('settle-picture').count()).toBe(2);

    await page.getByTestId('settle-picture-remove').first().click();
    await page.getByTestId('settle-picture-file').setInputFiles([picture('licence-clear.png', [30, 160, 90])]);
    await expect.poll(() => page.getByTestId('settle-picture').count()).toBe(2);
    await forgetResendWait(email);
    await page.getByTestId('settle-captcha').fill(await sendCode());
    await page.getByTestId('settle-agreement').check();
    await page.getByTestId('settle-submit').click();
    await expectToast(page, 'Your application has been submitted');
    const record = page.getByTestId('settle-record').first();
    await expect.poll(() => record.getByTestId('record-status').textContent()).toBe('Pending review');
    expect(await page.getByTestId('settle-record').count()).toBe(1);
  });

  it('the platform approves it: the shop opens and the same session has the merchant scope', async () => {
    // The platform approves the version it read (the resubmission raised it).
    const seen = await adminCall<{ version: number }>(admin, `/api/admin/merchant/applications/${applicationId}`);
    const approved = await adminCall<{ merchantId: number }>(
      admin,
      `/api/admin/merchant/applications/${applicationId}/approve`,
      { version: seen.data.version },
    );
    expect(approved.code, approved.message).toBe(200);

    const token = await contextToken(watched.context);
    const info = await fetch(`${baseUrl()}/api/front/user/info`, { headers: { authorization: `Bearer ${token}` } });
    const user = (await info.json()) as Envelope<{ scope: string[]; isMerchant: boolean }>;
    expect(user.data.scope).toContain('merchant');
    expect(user.data.isMerchant).toBe(true);

    await page.reload();
    const record = page.getByTestId('settle-record').first();
    await expect.poll(() => record.getByTestId('record-status').textContent()).toBe('Review passed');
    await record.getByTestId('record-shop').click();
    await expect.poll(() => page.url()).toContain(`merId=${approved.data.merchantId}`);
    expect(watched.errors).toEqual([]);
  });

  it('the new merchant signs in to the console, creates a product with two SKUs and a picture; shoppers find it', async () => {
    const console_ = await watchedPage(browser, { viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await signInToConsole(console_.page, email, 'Settle-2024-shop');
    await expect.poll(() => console_.page.getByTestId('shell-title').textContent()).toBe(company);
    const productName = `First Lantern ${Date.now().toString(36)}`;
    await createProductInConsole(console_.page, productName);
    await expectProductInSearch(browser, productName);
    expect(console_.errors).toEqual([]);
    await console_.context.close();
  });
});
