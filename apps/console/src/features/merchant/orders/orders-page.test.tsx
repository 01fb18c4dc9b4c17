import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// The orders export stops at the newest 10,000 of what matches: the server says so in a header, and the page tells the
// merchant instead of leaving a file cut short without a word (audit AW5).

const downloadFile = vi.fn();
vi.mock('../../../lib/download', () => ({ downloadFile: (...args: unknown[]) => downloadFile(...args) }));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: async () => ({ list: [], total: 0, page: 1, limit: 20 }),
}));
const { default: OrdersPage } = await import('./orders-page');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrdersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the orders export', { timeout: 90_000 }, () => {
  it('tells the merchant when the file holds only the newest 10,000', async () => {
    downloadFile.mockResolvedValue(new Headers({ 'X-Export-Capped': '10000' }));
    renderPage();
    fireEvent.click(await screen.findByTestId('export-orders'));
    expect((await screen.findByTestId('export-capped')).textContent).toContain(
      'Only the newest orders (10,000) are in the file: more orders match. Choose a shorter period for the others.',
    );
    expect(downloadFile.mock.calls[0]?.[0]).toBe('/api/merchant/orders/export.csv');
  });

  it('says nothing of a limit when the file holds every order', async () => {
    downloadFile.mockReset().mockResolvedValue(new Headers());
    renderPage();
    fireEvent.click(await screen.findByTestId('export-orders'));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('export-capped')).toBeNull();
  });
});
