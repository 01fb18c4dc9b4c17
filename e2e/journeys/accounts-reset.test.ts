import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { latestCode } from '../inbox';
import {
  expectPanel,
  expectToast,
  openDialog,
  registerByApi,
  resetRateLimits,
  signInByEmail,
  signOut,
  uniqueEmail,
  type Watched,
  watchedPage,
} from './accounts-support';

let browser: Browser;
let w: Watched;
const email = uniqueEmail('reset');
const oldPassword = 'Harbour-17-light';
const newPassword = 'Meadow-58-stone';

beforeAll(async () => {
  await resetRateLimits();
  await registerByApi(email, oldPassword);
  browser = await launch();
  w = await watchedPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('a shopper who forgot the password resets it by email', () => {
  it('forgot password: the email, then Next sends the code and opens the verification panel', async () => {
    const { page } = w;
    await page.goto(`${baseUrl()}/`);
    await openDialog(page);
    await page.getByTestId('login-forgot').click();
    await expectPanel(page, 4);
    await page.getByTestId('login-submit').click();
    await expectToast(page, 'Fill in your email address');
    await page.getByTestId('login-email').fill('not-an-email');
    await page.getByTestId('login-submit').click();
    await expectToast(page, 'Fill in the correct email address');
    await page.getByTestId('login-email').fill(email);
    const sentAfter = Date.now();
    await page.getByTestId('login-submit').click();
    await expectPanel(page, 5);
    expect(await page.getByTestId('login-panel-5').textContent()).toContain(email);
    // The code was just sent: the resend button counts down.
    await expect.poll(() => page.getByTestId('send-code').textContent()).toMatch(/^\d{1,2} s$/);
    await screenshot(page, 'accounts-reset-panel-5-en');

    const code = await latestCode(email, sentAfter);
    await page.getByTestId('login-code').fill(code);
    await page.getByTestId('login-new-password').fill(newPassword);
    await page.getByTestId('login-repeat-password').fill(`${newPassword}x`);
    await page.getByTestId('login-submit').click();
    await expectToast(page, 'The passwords are inconsistent');
    await page.getByTestId('login-repeat-password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    // Success shows the server's message and returns to panel 2.
    await expectToast(page, 'Your password has been reset, please sign in');
    await expectPanel(page, 2);
  });

  it('the old password no longer works; the new one signs in', async () => {
    const { page } = w;
    await page.getByTestId('login-password').fill(oldPassword);
    await page.getByTestId('agreement').check();
    await page.getByTestId('login-password').press('Enter');
    await expectToast(page, 'The account or password is incorrect');
    // A failed call stops the loading indicator: the button is usable again.
    await expect.poll(() => page.getByTestId('login-submit').isEnabled()).toBe(true);
    await signInByEmail(page, email, newPassword, /^reset\./);
    await signOut(page);
  });

  it('had no page errors', () => {
    expect(w.errors).toEqual([]);
  });
});
