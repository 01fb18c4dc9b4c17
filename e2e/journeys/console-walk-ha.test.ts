import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, screenshot } from '../browser';
import { type Watched, watchedPage } from './accounts-support';

/**
 * Walk HA: the merchant and platform consoles read in another language at 1200 px, as a merchant or an operator would,
 * with a screen reader's names measured from Chromium's accessibility tree. Each case failed before its fix.
 */
const MERCHANT = { email: 'merchant@example.com', password: 'Merchant123!' };
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
const LANGUAGE_NAMES = { th: 'ไทย', fr: 'Français', es: 'Español' } as const;

let browser: Browser;
const opened: Watched[] = [];

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  for (const w of opened) expect(w.errors).toEqual([]);
  await browser?.close();
});

/** Signs in at 1200 px and picks the language with the console's switch, as a person does. */
async function consoleIn(who: typeof MERCHANT, language: keyof typeof LANGUAGE_NAMES): Promise<Page> {
  const watched = await watchedPage(browser, { viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  opened.push(watched);
  const { page } = watched;
  await page.goto(`${baseUrl()}/console/`);
  await page.waitForURL(/#\/sign-in/);
  await page.locator('#email').fill(who.email);
  await page.locator('#password').fill(who.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/#\/(merchant|platform)\/dashboard/);
  await page.getByTestId('language-switch').click();
  await page
    .locator('.ant-select-dropdown .ant-select-item-option')
    .filter({ hasText: LANGUAGE_NAMES[language] })
    .click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
  return page;
}

async function open(page: Page, route: string, ready: string): Promise<void> {
  await page.goto(`${baseUrl()}/console/#/${route}`);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
}

const CONTROLS = new Set(['button', 'textbox', 'combobox', 'checkbox', 'radio', 'spinbutton', 'switch', 'link', 'tab']);

/** The controls of the page a screen reader announces with no name, as Chromium computes names. */
async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string }; backendDOMNodeId?: number }[];
  };
  const found: string[] = [];
  for (const node of nodes) {
    const role = node.role?.value ?? '';
    if (node.ignored || !CONTROLS.has(role) || String(node.name?.value ?? '').trim()) continue;
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
    const html = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId,
      functionDeclaration: 'function () { return this.outerHTML.slice(0, 120); }',
      returnByValue: true,
    });
    found.push(`${role}: ${html.result.value}`);
  }
  await cdp.detach();
  return found;
}

/** Selects inside a list's filter bar whose words are cut by their box. */
const cutFilters = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-card-body .ant-select .ant-select-content, .ant-card-body .ant-select .ant-select-placeholder',
      ),
    ]
      .filter((box) => box.scrollWidth > box.clientWidth + 1)
      .map((box) => box.textContent ?? ''),
  );

describe('walk HA: the merchant console in Spanish and Thai', { timeout: 120_000 }, () => {
  it("product list: the filters' words fit their boxes and every filter is named (audit HA4)", async () => {
    const page = await consoleIn(MERCHANT, 'es');
    await open(page, 'merchant/products', '.ant-table-row');
    expect(await cutFilters(page)).toEqual([]);
    expect(await unnamedControls(page)).toEqual([]);
    await screenshot(page, 'walk-ha-products-es-1200');
  });

  it('reviews: a rating is read as its score and a picture by its place, with no unnamed control (audit HA3)', async () => {
    const page = await consoleIn(MERCHANT, 'es');
    await open(page, 'merchant/reviews', '.ant-table-row');
    expect(await page.getByRole('img', { name: /^[1-5] de 5 estrellas$/ }).count()).toBeGreaterThan(10);
    // The stars are drawn still, hidden from the reader: no radio button is announced in a row.
    const announcedRadios = await page.evaluate(
      () =>
        [...document.querySelectorAll('.ant-table [role="radio"]')].filter((r) => !r.closest('[aria-hidden="true"]'))
          .length,
    );
    expect(announcedRadios).toBe(0);
    expect(await unnamedControls(page)).toEqual([]);
    await screenshot(page, 'walk-ha-reviews-es-1200');
  });

  it("shop profile: each language's name box says its language (audit HA2)", async () => {
    const page = await consoleIn(MERCHANT, 'th');
    await open(page, 'merchant/shop', '[data-testid="shop-names-fr"]');
    expect(await page.getByRole('textbox', { name: /: Français$/ }).count()).toBe(1);
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('shop categories: a name already there is refused in Thai under the name, the dialog keeping it (audit HA1)', async () => {
    const page = await consoleIn(MERCHANT, 'th');
    await open(page, 'merchant/categories', '.ant-table-row');
    const existing = ((await page.locator('.ant-table-row td').first().textContent()) ?? '').trim();
    await page.locator('.ant-layout-content button.ant-btn-primary').first().click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('#name') });
    await dialog.locator('#name').fill(existing.toUpperCase());
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect
      .poll(() => dialog.locator('.ant-form-item-explain-error').allInnerTexts())
      .toContain('มีหมวดหมู่ชื่อนี้อยู่ที่นี่แล้ว');
    expect(await dialog.locator('#name').inputValue()).toBe(existing.toUpperCase());
    await screenshot(page, 'walk-ha-category-taken-th-1200');
    await dialog.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
    const names = await page.locator('.ant-table-row td:first-child').allInnerTexts();
    expect(names.filter((n) => n.trim().toUpperCase() === existing.toUpperCase())).toHaveLength(1);
  });
});

describe('walk HA: the platform console in French', { timeout: 120_000 }, () => {
  it("merchants: the filters' words fit their boxes (audit HA4)", async () => {
    const page = await consoleIn(ADMIN, 'fr');
    await open(page, 'platform/merchants', '.ant-table-row');
    expect(await cutFilters(page)).toEqual([]);
    expect(await unnamedControls(page)).toEqual([]);
  });
});
