import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch } from '../browser';
import {
  expectPanel,
  expectSignedIn,
  expectToast,
  openDialog,
  resetRateLimits,
  uniqueEmail,
  uniquePhone,
  type Watched,
  watchedPage,
} from './accounts-support';

let browser: Browser;
let w: Watched;

beforeAll(async () => {
  await resetRateLimits();
  browser = await launch();
  w = await watchedPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('guest entry', () => {
  it('the guest link shows (visitorOpen and the store flag are on); a valid email is required; success closes', async () => {
    const { page } = w;
    await page.goto(`${baseUrl()}/`);
    await openDialog(page);
    await page.getByTestId('login-guest').click();
    await expectPanel(page, 7);
    await page.getByTestId('login-submit').click();
    await expectToast(page, 'Fill in your email address');
    await page.getByTestId('login-email').fill(uniqueEmail('guest'));
    await page.getByTestId('login-phone').fill(uniquePhone());
    await page.getByTestId('login-submit').click();
    await expectToast(page, 'You are shopping as a guest');
    await expect.poll(() => page.getByTestId('login-dialog').count()).toBe(0);
    expect(await expectSignedIn(page)).toMatch(/^Guest gu\*\*\*$/);
  });

  it('a guest has the profile page without a password form', async () => {
    const { page } = w;
    await page.goto(`${baseUrl()}/#/users/user_info`);
    await page.getByTestId('profile-nickname').waitFor();
    expect(await page.getByTestId('password-current').count()).toBe(0);
  });

  it('had no page errors', () => {
    expect(w.errors).toEqual([]);
  });
});
