import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUPON_TERMS_DEFAULTS, CouponTermsItems } from '../components/coupon-terms';
import MerchantFinancePage from '../features/merchant/finance/finance-page';
import OrdersPage from '../features/merchant/orders/orders-page';
import PlatformFinancePage from '../features/platform/finance/finance-page';
import { ActivitiesTab } from '../features/platform/home/activities-tab';
import { setLanguage } from '../lib/i18n';

// Closing note s14: antd's RangePicker gives a form label to its start box only, and an aria-label to both boxes
// alike, so a screen reader met the end box of a range without a name (or with the same name as the start).

const src = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

function answer(url: string) {
  const path = new URL(url, 'http://console.test').pathname;
  if (path === '/api/admin/finance/summary' || path === '/api/merchant/finance/summary') {
    return { gmv: '0.00', commission: '0.00', refunds: '0.00', days: [], balance: '0.00', debt: '0.00' };
  }
  if (path === '/api/admin/finance/settings') return { settlementDays: 7, minPayout: '10.00' };
  if (path === '/api/admin/activities') return [];
  return { list: [], total: 0, page: 1, limit: 20 };
}

function renderIn(node: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Asserts the boxes are found by those names, as Testing Library computes a name (label, aria-label). */
function expectNamed(names: string[][]) {
  const found = document.querySelectorAll<HTMLElement>('.ant-picker-range');
  expect(found).toHaveLength(names.length);
  names.forEach(([start, end], i) => {
    const range = found[i]!;
    expect(within(range).getByRole('textbox', { name: start }).getAttribute('date-range')).toBe('start');
    expect(within(range).getByRole('textbox', { name: end }).getAttribute('date-range')).toBe('end');
  });
}

describe("the console's date ranges name both boxes for a screen reader", { timeout: 90_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', async (url: string) => Response.json({ code: 200, message: 'success', data: answer(url) }));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('go through the one picker that names them: no page uses antd’s RangePicker itself', () => {
    const direct = sources(src)
      .filter((file) => !file.endsWith('components/date-range-picker.tsx'))
      .filter((file) => /(?<!Date)RangePicker/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(direct).toEqual([]);
  });

  it('the platform’s finance period', async () => {
    renderIn(<PlatformFinancePage />);
    await screen.findAllByTestId('finance-period');
    expectNamed([['Period: start date', 'Period: end date']]);
  });

  it('the merchant’s statement period', async () => {
    renderIn(<MerchantFinancePage />);
    await screen.findByTestId('ledger-kind');
    expectNamed([['Period: start date', 'Period: end date']]);
  });

  it('the merchant’s days of orders to export', async () => {
    renderIn(<OrdersPage />);
    await screen.findByTestId('export-orders');
    const days = "Days of the orders to export (the shop's days)";
    expectNamed([[`${days}: start date`, `${days}: end date`]]);
  });

  it('a coupon’s fixed dates and the days it can be received (the second under a form label)', () => {
    render(
      <Form initialValues={{ ...COUPON_TERMS_DEFAULTS, validity: 'dates' }}>
        <CouponTermsItems />
      </Form>,
    );
    expectNamed([
      ['Fixed dates: start date', 'Fixed dates: end date'],
      ['Can be received: start date', 'Can be received: end date'],
    ]);
  });

  it('an activity’s time, under its form label, in the console’s language (French)', async () => {
    await setLanguage('fr');
    renderIn(<ActivitiesTab />);
    fireEvent.click(await screen.findByRole('button', { name: /Nouvelle animation/ }));
    await screen.findByRole('dialog');
    // The activity's time field is labelled "Période" in French: the label names both boxes, not the start only.
    expectNamed([['Période : date de début', 'Période : date de fin']]);
  });
});
