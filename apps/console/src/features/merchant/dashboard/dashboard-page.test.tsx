import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A suspended shop's products stay on sale for its reopening, but no shopper sees them (audit AW3 rest): the
// dashboard says so instead of counting them as if they sold.

let suspension: object | null = null;
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: async (path: string) =>
    path === '/api/merchant/dashboard'
      ? { today: { orders: 0, sales: '0.00' }, toShip: 1, refundsToHandle: 0, productsOnSale: 2, series: [] }
      : path === '/api/merchant/shop'
        ? { id: 10, name: 'Thai silk', timeZone: 'UTC', suspension }
        : null,
}));
const { default: DashboardPage } = await import('./dashboard-page');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the shop's products on sale", { timeout: 90_000 }, () => {
  afterEach(() => {
    suspension = null;
  });

  it('are said to be hidden from shoppers while the shop is suspended', async () => {
    suspension = { since: '2026-12-05T00:00:00.000Z', reason: 'Counterfeit goods reported' };
    renderPage();
    expect((await screen.findByTestId('on-sale-note')).textContent).toBe(
      'Hidden from shoppers while the shop is suspended',
    );
    expect(screen.getByTestId('on-sale').textContent).toContain('2');
  });

  it('carry no note while the shop is open', async () => {
    renderPage();
    await screen.findByText('Products on sale');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('on-sale-note')).toBeNull();
    cleanup();
  });
});
