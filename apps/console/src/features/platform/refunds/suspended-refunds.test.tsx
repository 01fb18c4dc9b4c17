import type { AdminRefund } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const platformAcceptRefund = vi.fn();
const platformPayAnotherWay = vi.fn();
const filtersAsked: unknown[] = [];
let refunds: AdminRefund[] = [];
vi.mock('../api/overview', () => ({
  platformRefundsQuery: (filter: unknown) => ({
    queryKey: ['platform', 'refunds', filter],
    queryFn: async () => {
      filtersAsked.push(filter);
      return { list: refunds, total: refunds.length, page: 1, limit: 20 };
    },
  }),
}));
vi.mock('../api/refund-actions', () => ({
  platformAcceptRefund: (...args: unknown[]) => platformAcceptRefund(...args),
  platformReceiveReturn: vi.fn(),
  platformPayBackAgain: vi.fn(),
  platformPayAnotherWay: (...args: unknown[]) => platformPayAnotherWay(...args),
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
    heldForBuyer: '0.00',
    paidAnotherWayAmount: '0.00',
    needsOperator: false,
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

describe('a refund closed for customer service in the platform console (decision 0052, audit EU)', {
  timeout: 90_000,
}, () => {
  const closed = {
    ...refund(false),
    status: 'refunded',
    closedUnpaid: true,
    refuseReason: 'The card refused this refund three times at Stripe, so it is no longer paid by card and is closed',
    heldForBuyer: '25.00',
    needsOperator: true,
  } satisfies AdminRefund;

  it('is listed as needing an operator, with what is held, and the list filters to such refunds', async () => {
    refunds = [closed];
    filtersAsked.length = 0;
    renderPage();
    expect((await screen.findByTestId('refund-closed-for-service')).textContent).toBe('Closed for customer service');
    expect(screen.getByTestId('refund-needs-operator').textContent).toBe('Needs an operator');
    expect(screen.getByText('$25.00 held')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Closed for customer service' }));
    await waitFor(() => expect(filtersAsked).toContainEqual(expect.objectContaining({ closed: 'customer_service' })));
    expect(filtersAsked.at(-1)).not.toHaveProperty('status', expect.anything());
  });

  it('records a payment to the buyer another way: the amount, the note and the form’s number, once', async () => {
    refunds = [closed];
    platformPayAnotherWay.mockReset();
    platformPayAnotherWay.mockResolvedValue({
      ...closed,
      closedUnpaid: false,
      paidAnotherWay: true,
      heldForBuyer: '0.00',
      paidAnotherWayAmount: '25.00',
      needsOperator: false,
    });
    renderPage();
    fireEvent.click(await screen.findByText('RE20261204000000000001'));
    const form = await screen.findByTestId('platform-refund-pay-another-way');
    expect(form.textContent).toContain('the platform holds $25.00 for the buyer');
    expect((screen.getByTestId('pay-other-amount') as HTMLInputElement).value).toBe('25.00');
    fireEvent.change(screen.getByTestId('pay-other-amount'), { target: { value: '30' } });
    fireEvent.change(screen.getByTestId('pay-other-note'), { target: { value: 'Bank transfer BT-77' } });
    fireEvent.click(screen.getByTestId('pay-other-submit'));
    fireEvent.click(await screen.findByRole('button', { name: /ok|yes/i }));
    // More than held is refused in the form; the server is not asked.
    expect(await screen.findByText('Enter an amount from 0.01 up to what the platform holds')).toBeTruthy();
    expect(platformPayAnotherWay).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('pay-other-amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('pay-other-submit'));
    const oks = await screen.findAllByRole('button', { name: /ok|yes/i });
    fireEvent.click(oks.at(-1)!);
    await waitFor(() => expect(platformPayAnotherWay).toHaveBeenCalledTimes(1));
    const [refundNo, body] = platformPayAnotherWay.mock.calls[0]!;
    expect(refundNo).toBe('RE20261204000000000001');
    expect(body).toMatchObject({ amount: '25.00', note: 'Bank transfer BT-77' });
    expect(body.requestId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    // The answer is the refund as it is now: paid another way, nothing left to record.
    await waitFor(() => expect(screen.queryByTestId('platform-refund-pay-another-way')).toBeNull());
    expect(screen.getAllByTestId('refund-paid-another-way').length).toBeGreaterThan(0);
  });
});
