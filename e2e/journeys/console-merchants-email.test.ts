import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { type Watched, watchedPage } from './accounts-support';
import { signInToConsole } from './console-support';

/**
 * Audit HA6 (brief HB, item 3): the platform's merchants list cut the owner's e-mail after "#2 ·" with an ellipsis in
 * every language at 1200 px, so an operator could neither copy it nor tell two owners apart. It is written whole now,
 * wrapping in the shop column; measured in Chromium (the line's scrollWidth against its clientWidth, its computed
 * style), with one owner's address made 70 characters long in the list's answer.
 */
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const LANGUAGES = ['en', 'zh-CN', 'th', 'lo', 'fr', 'es'] as const;
const LONG = 'customer.service.and.wholesale.orders@lao-heritage-crafts.example.com';

let browser: Browser;
const opened: Watched[] = [];

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  for (const w of opened) expect(w.errors).toEqual([]);
  await browser?.close();
});

/** An operator signed in at `width` px, the list's first shop owned by an address of 70 characters. */
async function operatorAt(width: number): Promise<Page> {
  const watched = await watchedPage(browser, { viewport: { width, height: 1000 }, locale: 'en-US' });
  opened.push(watched);
  const { page } = watched;
  await page.route(/\/api\/admin\/merchants\?/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.list[0].ownerEmail = LONG;
    await route.fulfill({ response, json: body });
  });
  await signInToConsole(page, ADMIN.email, ADMIN.password, /#\/platform\/dashboard/);
  return page;
}

type Line = { text: string; cut: boolean; ellipsis: boolean; nowrap: boolean; right: number; cellRight: number };

/** Each owner's e-mail line of the list as drawn: its text, whether its box cuts it, how it is styled. */
const emailLines = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="merchant-owner-email"]')].map((line): Line => {
      const style = getComputedStyle(line);
      const cell = line.closest('td')!.getBoundingClientRect();
      return {
        text: line.textContent ?? '',
        cut: line.scrollWidth > line.clientWidth + 1,
        ellipsis: style.textOverflow === 'ellipsis',
        nowrap: style.whiteSpace === 'nowrap',
        right: line.getBoundingClientRect().right,
        cellRight: cell.right,
      };
    }),
  );

describe('the platform merchants list writes the owner’s e-mail whole (audit HA6)', { timeout: 180_000 }, () => {
  for (const width of [1200, 1600]) {
    it(`in six languages at ${width} px, a 70-character address too`, async () => {
      const page = await operatorAt(width);
      for (const language of LANGUAGES) {
        await page.goto(`${baseUrl()}/console/?lang=${language}#/platform/merchants`);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        await page.locator('[data-testid="merchant-owner-email"]').first().waitFor();
        await page.waitForLoadState('networkidle');
        const lines = await emailLines(page);
        // The demo's shops have their owners' addresses; the first is the long one.
        expect(lines.length, language).toBeGreaterThan(1);
        expect(lines[0]!.text, language).toBe(LONG);
        expect(lines.map((l) => l.text)).toContain('merchant@example.com');
        for (const line of lines) {
          expect(line, `${language} ${line.text}`).toMatchObject({ cut: false, ellipsis: false, nowrap: false });
          expect(line.right, `${language} ${line.text}`).toBeLessThanOrEqual(line.cellRight);
        }
        // The table still fits its card: no sideways scrolling (issue 22, item 8).
        const sideways = await page.evaluate(() => {
          const content = document.querySelector<HTMLElement>('[data-testid="merchants-table"] .ant-table-content');
          return content ? content.scrollWidth > content.clientWidth + 1 : false;
        });
        expect(sideways, language).toBe(false);
        await screenshot(page, `hb-platform_merchants-${language}-${width}`);
      }
    });
  }
});
