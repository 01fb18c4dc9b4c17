import { createHash, randomInt } from 'node:crypto';
import pg from 'pg';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseUrl } from '../browser';
import { latestCode } from '../inbox';

/** Unique per run and per call, so that journeys never meet yesterday's accounts. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${randomInt(1000, 9999)}@example.com`;
}

/** A mainland number (+86 is the dialog's default): 139 and eight random digits. */
export function uniquePhone(): string {
  return `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/**
 * Every journey's browser comes from 127.0.0.1, so the per-address limits of the shop (sign-in failures, code sends:
 * a picture challenge after three) would carry from one journey into the next. Each journey starts from clean
 * counters, as a shopper on their own address would.
 */
export async function resetRateLimits(): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query('DELETE FROM rate_limits');
  } finally {
    await client.end();
  }
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * A page that records page errors and console errors; answers of 4xx are expected outcomes in these journeys (wrong
 * password, 422 picture challenge, revoked session) and are not errors of the page.
 */
export async function watchedPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = { viewport: { width: 1400, height: 900 }, locale: 'en-US' },
): Promise<Watched> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  return { context, page, errors };
}

export function dialog(page: Page): Locator {
  return page.getByTestId('login-dialog');
}

/** Waits for the dialog to show panel `panel` (1…7 or 'qr'). */
export async function expectPanel(page: Page, panel: number | 'qr'): Promise<void> {
  await page.getByTestId(`login-panel-${panel}`).waitFor();
}

/** Opens the sign-in dialog from the header. */
export async function openDialog(page: Page): Promise<void> {
  await page.getByTestId('header-sign-in').click();
  await dialog(page).waitFor();
}

/** Waits until a toast with this text shows. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

/**
 * The signed-in header: the nickname in the user chip. With `nickname`, waits until the chip shows it: after a save the
 * chip shows the old name until the header has read the account again (a CI run on a loaded machine read it first).
 */
export async function expectSignedIn(page: Page, nickname?: string | RegExp): Promise<string> {
  const chip = page.getByTestId('header-user');
  const shown = async () => ((await chip.count()) > 0 ? ((await chip.textContent()) ?? '').trim() : '');
  if (nickname) await expect.poll(shown, { timeout: 10_000 }).toMatch(nickname);
  else await expect.poll(shown, { timeout: 10_000 }).not.toBe('');
  return shown();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('header-user').click();
  await page.getByTestId('logout').click();
  await page.getByTestId('header-sign-in').waitFor();
}

/** Email and password through the dialog (panel 2); answers the milliseconds from Enter to the signed-in header. */
export async function signInByEmail(page: Page, email: string, password: string, nickname?: string | RegExp) {
  await expectPanel(page, 2);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  const agreement = page.getByTestId('agreement');
  if (!(await agreement.isChecked())) await agreement.check();
  const started = Date.now();
  await page.getByTestId('login-password').press('Enter');
  await expectSignedIn(page, nickname);
  return Date.now() - started;
}

export const SHOPPER = { email: 'shopper@example.com', password: 'Shopper123!', nickname: 'Demo Shopper' };

/** Signs in through the API (for setting up a second device) and answers the session token. */
export async function apiToken(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/front/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  return body.data.token;
}

/** The token a browser context holds in its `auth._token.local` cookie (`Bearer <token>`). */
export async function contextToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'auth._token.local');
  expect(cookie, 'token cookie').toBeTruthy();
  return decodeURIComponent(cookie?.value ?? '').replace(/^Bearer /, '');
}

/**
 * Answers the shop's picture challenge. The picture is drawn as strokes (no text to read back), and a journey cannot
 * look at it as a person would, so it gives the challenge on screen a known answer in the database and types that.
 */
export async function readCaptcha(page: Page): Promise<string> {
  const key = (await page.getByTestId('captcha-image').getAttribute('data-key')) ?? '';
  const answer = 'K7PQ';
  const hash = (s: string) => createHash('sha256').update(s).digest('hex');
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query('UPDATE captchas SET answer_hash = $1 WHERE key_hash = $2', [hash(answer), hash(key)]);
  } finally {
    await client.end();
  }
  return answer;
}

/** An email account registered through the API with the code the SMTP server received. */
export async function registerByApi(email: string, password: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((res) => res.json() as Promise<{ code: number; message: string }>);
  const sent = await post('/api/front/login/email/captcha', email);
  expect(sent.code, sent.message).toBe(200);
  const captcha = await latestCode(email);
  const registered = await post('/api/front/login/register/email', { email, captcha, password });
  expect(registered.code, registered.message).toBe(200);
}
