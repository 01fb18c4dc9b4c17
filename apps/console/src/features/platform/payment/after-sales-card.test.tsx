import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const saveAfterSales = vi.fn();
vi.mock('../api/settings', () => ({
  afterSalesQuery: () => ({ queryKey: ['platform', 'after-sales'], queryFn: async () => ({ afterSalesDays: 7 }) }),
  saveAfterSales: (...args: unknown[]) => saveAfterSales(...args),
}));
const { AfterSalesCard } = await import('./after-sales-card');

describe('the after-sales days', { timeout: 90_000 }, () => {
  beforeEach(() => saveAfterSales.mockReset().mockResolvedValue({ afterSalesDays: 7 }));

  it('refuse -1 with a message instead of turning it into 0 (no after-sales at all)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AfterSalesCard />
      </QueryClientProvider>,
    );
    const input = (await screen.findByTestId('after-sales-days')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '-1' } });
    fireEvent.blur(input);
    expect(input.value).toBe('-1');
    fireEvent.click(screen.getByTestId('after-sales-save'));
    expect(await screen.findByText(/From 0 to \d+ days/)).toBeTruthy();
    expect(saveAfterSales).not.toHaveBeenCalled();
  });
});
