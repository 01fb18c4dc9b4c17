import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { describeFields, unnamedFields } from '../../../test/unnamed-fields';
import PlatformFinancePage from './finance-page';

// Audit AX14: at 1200 px six figures a row gave each ~130 px, and "13 638,48 $" ran into "502,89 $".

const summary = {
  gmv: '13638.48',
  commission: '502.89',
  platformDiscounts: '120.00',
  refunds: '88.10',
  pendingPayouts: '1200.00',
  paidOut: '9000.00',
  adjustments: '-300.00',
  days: [],
};

function answer(url: string) {
  const path = new URL(url, 'http://console.test').pathname;
  if (path === '/api/admin/finance/summary') return summary;
  if (path === '/api/admin/finance/shops') return { list: [], total: 0, page: 1, limit: 20 };
  if (path === '/api/admin/finance/settings') return { settlementDays: 7, minPayout: '10.00' };
  return [];
}

describe('the platform’s finance overview (audit AX14)', { timeout: 90_000 }, () => {
  beforeEach(async () => {
    await setLanguage('fr');
    vi.stubGlobal('fetch', async (url: string) => Response.json({ code: 200, message: 'success', data: answer(url) }));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('puts three figures a row below 1600 px (antd xxl), six only on a screen wide enough for them', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PlatformFinancePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const paid = await screen.findByText(/13\s638,48/);
    const commission = screen.getByText(/502,89/);
    for (const figure of [paid, commission]) {
      const column = figure.closest('.ant-col');
      // xl is 1200 px of window, where the console's menu leaves the card ~900 px: six columns of ~130 px.
      expect(column?.className).toContain('ant-col-md-8');
      expect(column?.className).toContain('ant-col-xxl-4');
      expect(column?.className).not.toMatch(/ant-col-xl-\d/);
    }
    expect(paid.closest('.ant-col')).not.toBe(commission.closest('.ant-col'));
  });

  it('names every field, the period picker and the shop search included (audit DB5)', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PlatformFinancePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText(/13\s638,48/);
    expect(describeFields(unnamedFields())).toEqual([]);
    // Each box of the period its own name (closing note s14), no longer the same "Période" twice.
    expect(screen.getByRole('textbox', { name: 'Période : date de début' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Période : date de fin' })).toBeTruthy();
  });

  it('shows what adjustments gave shops or took from them in the period (audit AW9)', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <PlatformFinancePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const figure = await screen.findByText(/^[-−]\s?300,00/);
    expect(figure.closest('.ant-col')?.textContent).toContain('Ajustements des boutiques');
  });
});
