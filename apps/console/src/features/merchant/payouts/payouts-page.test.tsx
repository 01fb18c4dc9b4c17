import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';

const apiAction = vi.fn();
const OPEN = { available: '250.00', debt: '0.00', minimum: '1.00', blockedBy: null, heldUntil: null };
let overview: object = OPEN;
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: async (path: string) =>
    path.endsWith('/overview')
      ? overview
      : path.endsWith('/payouts')
        ? { list: [], total: 0, page: 1, limit: 20 }
        : null,
  apiAction: (...args: unknown[]) => apiAction(...args),
}));
const { default: PayoutsPage } = await import('./payouts-page');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PayoutsPage />
    </QueryClientProvider>,
  );
}

describe('the payout amount typed in French (audit W4)', { timeout: 90_000 }, () => {
  beforeEach(async () => {
    apiAction.mockReset().mockResolvedValue({ payoutNo: 'PO1' });
    await setLanguage('fr');
  });
  afterEach(() => setLanguage('en'));

  it('reads "1,5" as 1.50, as the other money boxes do', async () => {
    renderPage();
    fireEvent.change(await screen.findByTestId('payout-amount'), { target: { value: '1,5' } });
    await waitFor(() => expect(screen.getByTestId('payout-submit')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('payout-submit'));
    await waitFor(() => expect(apiAction).toHaveBeenCalledTimes(1));
    expect(apiAction.mock.calls[0]?.[1]).toEqual({ amount: '1.50' });
  });

  it('says why "1.999" is refused, and cannot send it', async () => {
    renderPage();
    fireEvent.change(await screen.findByTestId('payout-amount'), { target: { value: '1.999' } });
    expect((await screen.findByTestId('payout-amount-error')).textContent).toBe('2 décimales au plus');
    expect(screen.getByTestId('payout-submit')).toHaveProperty('disabled', true);
  });
});

describe('a shop in debt (audit AW8)', { timeout: 90_000 }, () => {
  afterEach(() => {
    overview = OPEN;
  });

  it('shows nothing withdrawable and the debt, and offers no request', async () => {
    overview = { available: '0.00', debt: '115.00', minimum: '10.00', blockedBy: 'debt', heldUntil: null };
    renderPage();
    expect((await screen.findByTestId('payout-blocked')).textContent).toContain('the shop owes $115.00');
    expect(screen.getByTestId('payout-available').textContent).toContain('$0.00');
    expect(screen.getByTestId('payout-debt').textContent).toContain('$115.00');
    expect(screen.getByTestId('payout-submit')).toHaveProperty('disabled', true);
    expect(screen.queryByText('Everything available')).toBeNull();
  });
});
