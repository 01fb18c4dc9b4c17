import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import {
  contextToken,
  dialog,
  expectPanel,
  expectSignedIn,
  expectToast,
  openDialog,
  readCaptcha,
  resetRateLimits,
  SHOPPER,
  signInByEmail,
  signOut,
  type Watched,
  watchedPage,
} from './accounts-support';

let browser: Browser;
let w: Watched;
const timings: number[] = [];

beforeAll(async () => {
  await resetRateLimits();
  browser = await launch();
  w = await watchedPage(browser);
});
afterAll(async () => {
  await resetRateLimits();
  await browser?.close();
  if (timings.length) console.log(`Enter -> signed-in header (ms): ${timings.join(', ')}`);
});

describe('guards: protected pages, guest-only /login, safe return paths', () => {
  it('a protected page sends a visitor to /login with the wanted path; after sign-in the shopper is back there', async () => {
    const { page } = w;
    await page.goto(`${baseUrl()}/#/users/order_list?orderStatus=1`);
    await page.waitForURL(/#\/login\?redirect=%2Fusers%2Forder_list%3ForderStatus%3D1$/);
    await dialog(page).waitFor();
    timings.push(await signInByEmail(page, SHOPPER.email, SHOPPER.password, SHOPPER.nickname));
    await page.waitForURL(/#\/users\/order_list\?orderStatus=1$/);
    // The account layout with the server's menu around the order list, on the tab the link asked for.
    await page.getByTestId('account-menu-item').first().waitFor();
    expect(await page.getByTestId('order-list').textContent()).toContain('My orders');
    expect(await page.getByTestId('order-tab-1').getAttribute('aria-selected')).toBe('true');
  });

  it('the user menu links each entry with menuCur = its id', async () => {
    const { page } = w;
    await page.getByTestId('header-user').click();
    const first = page.getByTestId('user-menu-item').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toBe('#/users/user_info?menuCur=10');
    await first.click();
    await page.waitForURL(/#\/users\/user_info\?menuCur=10$/);
    await page.getByTestId('profile-nickname').waitFor();
  });

  it('a signed-in shopper on the guest-only /login goes home', async () => {
    const { page } = w;
    await page.goto(`${baseUrl()}/#/login`);
    await page.waitForURL((url) => url.hash === '#/');
    await expectSignedIn(page, SHOPPER.nickname);
  });

  it('an outside return address is never followed: the shopper lands home', async () => {
    const { page } = w;
    await signOut(page);
    await page.goto(`${baseUrl()}/#/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await dialog(page).waitFor();
    timings.push(await signInByEmail(page, SHOPPER.email, SHOPPER.password, SHOPPER.nickname));
    await page.waitForURL((url) => url.hash === '#/');
    expect(page.url().startsWith(baseUrl())).toBe(true);
  });

  it('a session ended elsewhere (401): the next account call opens the dialog, says so, then returns', async () => {
    const { page, context } = w;
    // Another device signs this session out through the API.
    const token = await contextToken(context);
    const res = await fetch(`${baseUrl()}/api/front/login/logout`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    await page.getByTestId('product-card').first().click();
    await page.waitForURL(/goods_detail/);
    await page.goto(`${baseUrl()}/#/users/user_info`);
    await expectToast(page, 'You have been signed out, please sign in again');
    await dialog(page).waitFor();
    await page.waitForURL(/#\/login\?redirect=%2Fusers%2Fuser_info$/);
    expect((await context.cookies()).some((c) => c.name === 'auth._token.local')).toBe(false);
    await screenshot(page, 'accounts-session-ended-en');
    timings.push(await signInByEmail(page, SHOPPER.email, SHOPPER.password, SHOPPER.nickname));
    await page.waitForURL(/#\/users\/user_info$/);
  });
});

describe('the dialog: validation messages, agreement, captcha, languages', () => {
  it('validation messages of spec section 5 show as toasts; the agreement link opens in a new tab', async () => {
    const { page } = w;
    await signOut(page);
    await openDialog(page);
    await expectPanel(page, 2);
    await page.getByTestId('login-submit').click();
    await expectToast(page, 'Fill in your email address');
    await page.getByTestId('login-email').fill('shopper@');
    await page.getByTestId('login-email').press('Enter');
    await expectToast(page, 'Fill in the correct email address');
    await page.getByTestId('login-email').fill(SHOPPER.email);
    await page.getByTestId('login-email').press('Enter');
    await expectToast(page, 'Fill in your password');
    await page.getByTestId('login-password').fill('whatever');
    await page.getByTestId('login-password').press('Enter');
    await expectToast(page, 'Please read and agree to the agreement');
    const link = page.getByTestId('privacy-link');
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.getByTestId('privacy-agreement').getByRole('heading', { level: 2 }).first().waitFor();
    expect(await tab.getByTestId('privacy-agreement').textContent()).toContain('What we collect');
    await tab.close();

    await page.getByTestId('login-tab-phone').click();
    await page.getByTestId('login-password').press('Enter');
    await expectToast(page, 'Fill in your phone number');
    await page.getByTestId('login-toggle-sms').click();
    await expectPanel(page, 3);
    await page.getByTestId('login-phone').fill('13800138000');
    await page.getByTestId('login-code').fill('12-34');
    await page.getByTestId('login-code').press('Enter');
    await expectToast(page, 'The verification code may only contain letters, digits or underscores');
  });

  it('the country picker searches by name or dial code and sends the code with +', async () => {
    const { page } = w;
    await page.getByTestId('country-picker').click();
    await page.getByTestId('country-search').fill('+66');
    const options = page.getByTestId('country-option');
    await expect.poll(() => options.count()).toBe(1);
    expect(await options.first().textContent()).toContain('Thailand');
    await page.getByTestId('country-search').fill('laos');
    await expect.poll(() => options.first().getAttribute('data-iso')).toBe('LA');
    await options.first().click();
    expect(await page.getByTestId('country-code').textContent()).toBe('+856');
    // The SMS code needs the picture challenge: without its characters nothing is sent.
    await page.getByTestId('send-code').click();
    await expectToast(page, 'Enter the characters shown in the picture');
    await page.getByTestId('captcha-input').fill(await readCaptcha(page));
    const request = page.waitForRequest((r) => r.url().endsWith('/api/front/login/sendCode'));
    await page.getByTestId('send-code').click();
    const sent = await request;
    expect(sent.postData()).toBe('phone=13800138000&countryCode=%2B856');
    expect(sent.headers()['x-captcha-code']).toBe('K7PQ');
  });

  it('after repeated wrong passwords the server asks for the picture; with it the shopper signs in', async () => {
    const { page } = w;
    // A fresh dialog: the picture the SMS code above needed is not part of this story.
    await page.reload();
    await openDialog(page);
    await page.getByTestId('login-tab-email').click();
    await page.getByTestId('login-email').fill(SHOPPER.email);
    await page.getByTestId('agreement').check();
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.getByTestId('login-password').fill(`wrong-${attempt}`);
      await page.getByTestId('login-password').press('Enter');
      await expectToast(page, 'The account or password is incorrect');
      await expect.poll(() => page.getByTestId('login-submit').isEnabled()).toBe(true);
    }
    await page.getByTestId('login-password').fill(SHOPPER.password);
    await page.getByTestId('login-password').press('Enter');
    await expectToast(page, 'Enter the characters shown in the picture');
    await page.getByTestId('captcha-image').waitFor();
    await screenshot(page, 'accounts-captcha-en');
    // Clicking the picture shows another one.
    const before = await page.getByTestId('captcha-image').getAttribute('data-key');
    await page.getByTestId('captcha-image').click();
    await expect.poll(() => page.getByTestId('captcha-image').getAttribute('data-key')).not.toBe(before);
    await page.getByTestId('captcha-input').fill(await readCaptcha(page));
    const started = Date.now();
    await page.getByTestId('captcha-input').press('Enter');
    await expectSignedIn(page, SHOPPER.nickname);
    timings.push(Date.now() - started);
  });

  it('messages are in the shopper language (French)', async () => {
    const { page } = w;
    await signOut(page);
    await page.goto(`${baseUrl()}/#/fr/goods/top_one`);
    await openDialog(page);
    await page.getByTestId('login-submit').click();
    await expectToast(page, 'Saisissez votre adresse e-mail');
    expect(await page.getByTestId('login-submit').textContent()).toBe('Se connecter');
  });

  it('had no page errors', () => {
    expect(w.errors).toEqual([]);
  });
});
