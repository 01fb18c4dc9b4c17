import type { AdminFinanceShop } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const adjustShop = vi.fn();
vi.mock('../api/finance', () => ({ adjustShop: (...args: unknown[]) => adjustShop(...args) }));

const { AdjustDialog } = await import('./adjust-dialog');

const shop = { merId: 4, name: 'Blue Harbour' } as AdminFinanceShop;

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AdjustDialog shop={shop} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('the balance adjustment', { timeout: 90_000 }, () => {
  beforeEach(() => adjustShop.mockReset());

  it('sends the signed amount and reason with its own number, the same number again after a failure', async () => {
    adjustShop.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(null);
    const onClose = renderDialog();
    fireEvent.change(await screen.findByTestId('adjust-amount'), { target: { value: ' -12.50 ' } });
    fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: 'Chargeback PT123' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(adjustShop).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = adjustShop.mock.calls;
    expect(first?.[0]).toBe(4);
    expect(first?.[1]).toMatchObject({ amount: '-12.50', reason: 'Chargeback PT123' });
    expect(second?.[1].requestId).toBe(first?.[1].requestId);
  });

  it('sends nothing for an amount that is not money', async () => {
    renderDialog();
    fireEvent.change(await screen.findByTestId('adjust-amount'), { target: { value: '12.505' } });
    fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await new Promise((r) => setTimeout(r, 200));
    expect(adjustShop).not.toHaveBeenCalled();
  });

  it('reads a decimal comma as every number box does: "-12,50" is sent as -12.50', async () => {
    adjustShop.mockResolvedValueOnce(null);
    renderDialog();
    fireEvent.change(await screen.findByTestId('adjust-amount'), { target: { value: '-12,50' } });
    fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: 'Chargeback PT124' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(adjustShop).toHaveBeenCalledTimes(1));
    expect(adjustShop.mock.calls[0]?.[1]).toMatchObject({ amount: '-12.50' });
  });

  it('explains a wrong amount and a missing reason in words, not with a regular expression', async () => {
    renderDialog();
    const message = 'Enter an amount such as 12.50 or -12.50, not 0, at most 999,999.99';
    fireEvent.change(await screen.findByTestId('adjust-amount'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(await screen.findByText('Enter the reason the shop will read (at most 200 characters)')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/does not match|\/\^|\$\//);
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '-99999999' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getByText(message)).toBeTruthy();
    fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: '12.505' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('At most 2 decimals')).toBeTruthy();
    expect(adjustShop).not.toHaveBeenCalled();
  });
});
