import type { AdminProductListRow } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import PlatformProductsPage from './products-page';

// Audit FG8: the operator takes one product down with a reason, sees those taken down, and restores them.

const row: AdminProductListRow = {
  id: 7,
  name: 'Fake Rolex',
  image: '/uploads/demo/x.svg',
  price: '49.00',
  otPrice: '49.00',
  stock: 5,
  sales: 0,
  onSale: true,
  categoryId: 2,
  categoryName: 'Watches',
  skuCount: 1,
  updateTime: '2026-12-04T00:00:00.000Z',
  takenDownAt: null,
  takedownReason: null,
  merId: 3,
  merName: 'Boutique B',
};
const down: AdminProductListRow = {
  ...row,
  id: 8,
  name: 'Knock-off Bag',
  onSale: false,
  takenDownAt: '2026-12-05T10:00:00.000Z',
  takedownReason: 'Counterfeit of a registered brand',
};

let calls: { url: string; method: string; body: unknown }[] = [];
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = new URL(url, 'http://console.test').pathname;
    const data =
      path === '/api/admin/catalog/products'
        ? { list: [row, down], total: 2, page: 1, limit: 20 }
        : path.endsWith('/takedown') || path.endsWith('/restore')
          ? { id: 7, onSale: false, takenDownAt: null, takedownReason: null }
          : { list: [], total: 0, page: 1, limit: 50 };
    return Response.json({ code: 200, message: method === 'POST' ? 'Done' : 'success', data });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PlatformProductsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const posts = () => calls.filter((c) => c.method === 'POST');

describe('the platform takes a product down (audit FG8)', { timeout: 60_000 }, () => {
  it('asks the reason, refuses none, and sends the one typed', async () => {
    renderPage();
    fireEvent.click(await screen.findByTestId('product-takedown-7', {}, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Take down Fake Rolex')).toBeTruthy();
    fireEvent.click(screen.getByTestId('product-takedown-confirm'));
    expect(await within(dialog).findByText('Give the reason (at most 500 characters)')).toBeTruthy();
    expect(posts()).toEqual([]);

    fireEvent.change(screen.getByTestId('product-takedown-reason'), { target: { value: '  Counterfeit watch  ' } });
    fireEvent.click(screen.getByTestId('product-takedown-confirm'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      url: expect.stringContaining('/api/admin/catalog/products/7/takedown'),
      body: { reason: 'Counterfeit watch' },
    });
  });

  it('shows one taken down with its reason and offers to restore it, in Thai', async () => {
    await setLanguage('th');
    renderPage();
    const state = await screen.findByTestId('takedown-state-8', {}, { timeout: 20_000 });
    expect(within(state).getByText('ถูกนำออก')).toBeTruthy();
    expect(within(state).getByText('Counterfeit of a registered brand')).toBeTruthy();
    expect(screen.queryByTestId('takedown-state-7')).toBeNull();
    expect(screen.queryByTestId('product-takedown-8')).toBeNull();
    fireEvent.click(screen.getByTestId('product-restore-8'));
    expect(await screen.findByText('ยกเลิกการนำ Knock-off Bag ออก?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('product-restore-confirm'));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.url).toContain('/api/admin/catalog/products/8/restore');
  });

  it('lists only the products taken down with the filter', async () => {
    renderPage();
    fireEvent.click(await screen.findByText('Taken down', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('takenDown=true'))).toBe(true));
  });
});
