import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import {
  expectPanel,
  expectSignedIn,
  openDialog,
  resetRateLimits,
  SHOPPER,
  type Watched,
  watchedPage,
} from './accounts-support';

let browser: Browser;
let desktop: Watched;
let phone: Watched;

beforeAll(async () => {
  await resetRateLimits();
  browser = await launch();
  desktop = await watchedPage(browser);
  phone = await watchedPage(browser, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'en-US',
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('QR-code sign-in: a signed-in phone confirms, the polling desktop is signed in', () => {
  let key = '';

  it('the desktop shows a QR code of a one-time link', async () => {
    const { page } = desktop;
    await page.goto(`${baseUrl()}/`);
    await openDialog(page);
    await page.getByTestId('qr-toggle').click();
    await expectPanel(page, 'qr');
    const image = page.getByTestId('qr-image');
    await image.waitFor();
    key = (await image.getAttribute('data-key')) ?? '';
    expect(key).toMatch(/^[\w-]{16,64}$/);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await page.getByTestId('qr-status').getAttribute('data-phase')).toBe('waiting');
  });

  it('the sign-in dialog fits the phone in every language: its buttons wrap inside it (audit AN14)', async () => {
    const { page } = phone;
    // Signed out, the page only opens the dialog (nothing is scanned): any key shows it. English last, as the next
    // step reads the page in English.
    for (const code of ['es', 'fr', 'th', 'lo', 'zh-CN', 'en']) {
      await page.goto(`${baseUrl()}/#/${code === 'en' ? '' : `${code}/`}users/qrcode_confirm?key=layout-only-${code}`);
      await page.reload();
      await expectPanel(page, 2);
      await page.getByTestId('login-guest').waitFor();
      const outside = await page.getByTestId('login-dialog').evaluate((dialog) => {
        const box = dialog.getBoundingClientRect();
        return [...dialog.querySelectorAll('button')]
          .filter((button) => {
            const own = button.getBoundingClientRect();
            return own.width > 0 && (own.right > box.right + 0.5 || own.left < box.left - 0.5);
          })
          .map((button) => button.textContent);
      });
      expect(outside, code).toEqual([]);
      await screenshot(page, `accounts-qr-phone-dialog-${code}`);
    }
  });

  it('the phone opens the link at 390 px, signs in there, and the code reads as scanned on the desktop', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl()}/#/users/qrcode_confirm?key=${key}`);
    await page.getByTestId('qr-confirm').waitFor();
    // Not signed in on the phone: the dialog opens on the page itself (one column on the narrow screen).
    await expectPanel(page, 2);
    expect(await page.getByTestId('qr-confirm').getAttribute('data-phase')).toBe('signIn');
    const box = await page.getByTestId('login-dialog').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await page.getByTestId('login-email').fill(SHOPPER.email);
    await page.getByTestId('login-password').fill(SHOPPER.password);
    await page.getByTestId('agreement').check();
    await page.getByTestId('login-password').press('Enter');
    await expect.poll(() => page.getByTestId('qr-confirm').getAttribute('data-phase')).toBe('ready');
    await expect.poll(() => page.getByTestId('login-dialog').count()).toBe(0);
    expect(await page.getByTestId('qr-confirm').textContent()).toContain(SHOPPER.nickname);
    // Laid out for the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'accounts-qr-phone-en');
    await expect
      .poll(() => desktop.page.getByTestId('qr-status').getAttribute('data-phase'), { timeout: 10_000 })
      .toBe('scanned');
    expect(await desktop.page.getByTestId('qr-status').textContent()).toBe('Scanned, confirm on your phone');
  });

  it('the phone confirms; within a poll the desktop is signed in as the same shopper', async () => {
    await phone.page.getByTestId('qr-confirm-button').click();
    await expect.poll(() => phone.page.getByTestId('qr-confirm').getAttribute('data-phase')).toBe('done');
    const started = Date.now();
    await expectSignedIn(desktop.page, SHOPPER.nickname);
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect.poll(() => desktop.page.getByTestId('login-dialog').count()).toBe(0);
    // The phone stays signed in with its own session.
    expect((await phone.context.cookies()).some((c) => c.name === 'auth._token.local')).toBe(true);
  });

  it('a spent code cannot be confirmed again, and the phone says it was used (audit AN7)', async () => {
    const { page } = phone;
    await page.reload();
    await expect.poll(() => page.getByTestId('qr-confirm').getAttribute('data-phase')).toBe('refused');
    expect(await page.getByTestId('qr-confirm-text').textContent()).toBe(
      'This QR code was already used; scan a new one on the computer',
    );
  });

  it('had no page errors', () => {
    expect(desktop.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });
});
