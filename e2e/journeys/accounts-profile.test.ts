import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import {
  dialog,
  expectSignedIn,
  expectToast,
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
const email = uniqueEmail('profile');
const password = 'Orchard-73-bell';
const newPassword = 'Compass-29-tide';
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  await resetRateLimits();
  await registerByApi(email, password);
  browser = await launch();
  w = await watchedPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('the profile page (/users/user_info)', () => {
  it('shows the account: nickname, email, phone not set; inside the account layout', async () => {
    const { page } = w;
    await page.goto(`${baseUrl()}/#/users/user_info`);
    await dialog(page).waitFor();
    await signInByEmail(page, email, password, /^profile\./);
    await page.waitForURL(/#\/users\/user_info$/);
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);
    expect(await page.getByTestId('profile-phone').textContent()).toBe('Not set');
    expect(await page.getByTestId('profile-nickname').inputValue()).toMatch(/^profile\./);
    await page.getByTestId('account-menu-item').first().waitFor();
  });

  it('the user name cannot be empty; a new one shows in the header', async () => {
    const { page } = w;
    await page.getByTestId('profile-nickname').fill('   ');
    await page.getByTestId('profile-save').click();
    await expectToast(page, 'User name cannot be empty');
    await page.getByTestId('profile-nickname').fill('Lotus Reader');
    await page.getByTestId('profile-save').click();
    await expectToast(page, 'Saved');
    await expectSignedIn(page, 'Lotus Reader');
  });

  it('a new picture: only JPG or PNG; the uploaded one shows on the page and in the header', async () => {
    const { page } = w;
    await page.getByTestId('avatar-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: PNG });
    await expectToast(page, 'Only JPG and PNG pictures can be uploaded');
    await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expectToast(page, 'Your profile picture has been changed');
    await expect.poll(() => page.getByTestId('profile-avatar').getAttribute('src')).toMatch(/^\/uploads\/u\/.+\.jpg$/);
    await expect
      .poll(() => page.getByTestId('header-avatar').getAttribute('src'))
      .toBe(await page.getByTestId('profile-avatar').getAttribute('src'));
    await screenshot(page, 'accounts-user-info-en');
  });

  it('change password: the repeat is checked in the browser; the current one is checked by the server', async () => {
    const { page } = w;
    await page.getByTestId('password-current').fill(password);
    await page.getByTestId('password-new').fill(newPassword);
    await page.getByTestId('password-repeat').fill(`${newPassword}!`);
    await page.getByTestId('password-save').click();
    await expectToast(page, 'The passwords are inconsistent');
    await page.getByTestId('password-current').fill('Not-my-password-1');
    await page.getByTestId('password-repeat').fill(newPassword);
    await page.getByTestId('password-save').click();
    await expectToast(page, 'The current password is incorrect');
    await page.getByTestId('password-current').fill(password);
    await page.getByTestId('password-save').click();
    await expectToast(page, 'Your password has been changed');
    expect(await page.getByTestId('password-current').inputValue()).toBe('');
    // Still signed in here; the new password works next time.
    await signOut(page);
    await page.getByTestId('header-sign-in').click();
    await signInByEmail(page, email, newPassword, 'Lotus Reader');
  });

  it('had no page errors', () => {
    expect(w.errors).toEqual([]);
  });
});
