import type { AdminRefund } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const platformAcceptRefund = vi.fn();
let refunds: AdminRefund[] = [];
vi.mock('../api/overview', () => ({
  platformRefundsQuery: (filter: unknown) => ({
    queryKey: ['platform', 'refunds', filter],
    queryFn: async () => ({ list: refunds, total: refunds.length, page: 1, limit: 20 }),
  }),
}));
vi.mock('../api/refund-actions', () => ({
  platformAcceptRefund: (...args: unknown[]) => platformAcceptRefund(...args),
  platformReceiveReturn: vi.fn(),
  platformPayBackAgain: vi.fn(),
}));
vi.mock('../components/shop-select', () => ({ ShopSelect: () => null }));
const { default: PlatformRefundsPage } = await import('./refunds-page');

const refund = (shopSuspended: boolean) =>
  ({
    refundNo: 'RE20261204000000000001',
    orderNo: 'SH20261204000000000001',
    parentOrderNo: 'PT20261204000000000001',
    merId: 2,
    merName: 'TechZone Official Store',
    shopSuspended,
    type: 'refund',
    status: 'reviewing',
    reason: 'No longer needed',
    explain: '',
    images: [],
    amount: '25.00',
    points: 0,
    freight: '0.00',
    freightDeducted: '0.00',
    totalNum: 1,
    items: [],
    refuseReason: null,
    courier: '',
    trackingNo: '',
    returnAddress: null,
    createTime: '2026-12-04T00:00:00.000Z',
    reviewTime: null,
    returnTime: null,
    refundTime: null,
    closeTime: null,
    shopDeadline: null,
    buyer: { id: 5, nickname: 'Ann' },
    consignee: { realName: 'Ann Lee', phone: '812345678', detail: '1 Sukhumvit Road' },
    providerRef: null,
  }) satisfies AdminRefund;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PlatformRefundsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a suspended shop's refund in the platform console", { timeout: 90_000 }, () => {
  beforeEach(() => platformAcceptRefund.mockReset());

  it('can be accepted by the platform after confirming', async () => {
    refunds = [refund(true)];
    platformAcceptRefund.mockResolvedValue({ ...refund(true), status: 'refunded' });
    renderPage();
    fireEvent.click(await screen.findByText('RE20261204000000000001'));
    fireEvent.click(await screen.findByTestId('platform-refund-accept'));
    fireEvent.click(await screen.findByRole('button', { name: /ok|yes/i }));
    await waitFor(() => expect(platformAcceptRefund).toHaveBeenCalledWith('RE20261204000000000001'));
    await waitFor(() => expect(screen.queryByTestId('platform-refund-accept')).toBeNull());
  });

  it('offers nothing for an open shop, which decides its own refunds', async () => {
    refunds = [refund(false)];
    renderPage();
    fireEvent.click(await screen.findByText('RE20261204000000000001'));
    await screen.findByText('No longer needed', { selector: 'div, span, td' }).catch(() => undefined);
    expect(screen.queryByTestId('platform-refund-suspended')).toBeNull();
    // Every fact has its label: no empty cell where a refund has no return parcel.
    await screen.findByText('Ann');
    const labels = [...document.querySelectorAll('.ant-descriptions-item-label')].map((l) => l.textContent?.trim());
    expect(labels.length).toBeGreaterThan(3);
    expect(labels).not.toContain('');
  });
});

describe("the platform's refund list (audit DB3)", { timeout: 90_000 }, () => {
  it('says under the amount the freight given back in it, or kept back from it, as the shop’s list does', async () => {
    refunds = [
      { ...refund(false), refundNo: 'RE1', amount: '22.98', freight: '3.99' },
      { ...refund(false), refundNo: 'RE2', amount: '8.99', freightDeducted: '10.00' },
    ];
    renderPage();
    const notes = await screen.findAllByTestId('refund-freight-note');
    expect(notes.map((n) => n.textContent)).toEqual(['Freight given back $3.99', 'Freight kept back $10.00']);
  });
});
