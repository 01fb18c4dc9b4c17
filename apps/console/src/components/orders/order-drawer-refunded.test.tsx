import type { MerchantOrderDetail } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dateTime } from '../../lib/format';
import { setLanguage } from '../../lib/i18n';

// Audit AM14: a refunded order shows the shop what went back to the buyer and the freight kept, next to what was paid.

let detail: MerchantOrderDetail;
vi.mock('./order-api', () => ({
  orderQuery: (orderNo: string) => ({ queryKey: ['merchant', 'order', orderNo], queryFn: async () => detail }),
  platformOrderQuery: (orderNo: string) => ({ queryKey: ['platform', 'order', orderNo], queryFn: async () => detail }),
  refundToBuyer: vi.fn(),
  addLogisticsEvent: vi.fn(),
}));
const { OrderDrawer } = await import('./order-drawer');

const order = (disabled: boolean): MerchantOrderDetail => ({
  orderNo: 'SH20261204000000000007',
  status: 'to_ship',
  createTime: '2026-12-04T00:00:00.000Z',
  payTime: '2026-12-04T00:01:00.000Z',
  shipTime: null,
  receiveTime: null,
  payType: 'card',
  proTotalFee: '40.00',
  freightFee: '5.00',
  couponFee: '0.00',
  pointsFee: '0.00',
  payFee: '45.00',
  refundedFee: '0.00',
  freightKeptFee: '0.00',
  closedForService: [],
  mark: '',
  buyer: { id: 9, nickname: 'Ann', disabled, closed: false },
  consignee: {
    realName: 'Ann Lee',
    phone: '2125550100',
    countryCode: '+1',
    email: '',
    country: 'US',
    countryName: 'United States',
    regionCode: 'US-NY',
    region: 'New York',
    city: '',
    detail: '1 Harbour Road',
    postCode: '10001',
    fullAddress: '1 Harbour Road, New York, 10001, United States',
  },
  items: [],
  logistics: {
    deliveryMethod: 'send',
    courierCompany: '',
    trackingNo: '',
    courierName: '',
    courierPhone: '',
    events: [],
  },
});

function renderDrawer(readOnly: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderDrawer orderNo="SH20261204000000000007" onClose={() => {}} readOnly={readOnly} />
    </QueryClientProvider>,
  );
}

describe('what a refunded order paid back', { timeout: 60_000 }, () => {
  it('shows the refunded total and the freight kept back', async () => {
    detail = { ...order(false), status: 'refunded', refundedFee: '42.50', freightKeptFee: '2.50' };
    renderDrawer(false);
    expect((await screen.findByTestId('order-refunded-fee')).textContent).toContain('42.50');
    expect(screen.getByTestId('order-freight-kept').textContent).toContain('2.50');
    expect(screen.getByText('Refunded to the buyer')).toBeTruthy();
  });

  it('shows neither when nothing was paid back', async () => {
    detail = order(false);
    renderDrawer(false);
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('order-refunded-fee')).toBeNull();
    expect(screen.queryByTestId('order-freight-kept')).toBeNull();
  });
});

describe('a refund of the order closed for customer service (decision 0052, audit EU)', { timeout: 60_000 }, () => {
  const closed = {
    refundNo: 'RE20261204000000000009',
    reason: 'The card refused this refund three times at Stripe, so it is no longer paid by card and is closed',
    heldForBuyer: '42.50',
    paidAnotherWay: '0.00',
    refundTime: null,
  };

  it('tells the shop why and what the platform holds for the buyer', async () => {
    detail = { ...order(false), status: 'refunded', refundedFee: '42.50', closedForService: [closed] };
    renderDrawer(false);
    const alert = await screen.findByTestId('order-refund-closed-for-service');
    expect(alert.textContent).toContain('Refund RE20261204000000000009: closed for customer service');
    expect(alert.textContent).toContain('refused this refund three times');
    expect(alert.textContent).toContain('Held by the platform for the buyer: $42.50');
    expect(alert.textContent).not.toContain('Refunds, tab');
    // Nothing has left for the buyer while the platform holds it (audit FF2).
    expect(screen.getByTestId('order-refund-paid-time').textContent).toBe('Paid back on: Not paid to the buyer yet');
  });

  it('says when the last of the money left once it was all paid another way, in English and in Spanish (audit FF2)', async () => {
    const paid = '2026-12-05T09:30:00.000Z';
    detail = {
      ...order(false),
      status: 'refunded',
      closedForService: [{ ...closed, heldForBuyer: '0.00', paidAnotherWay: '42.50', refundTime: paid }],
    };
    renderDrawer(true);
    expect((await screen.findByTestId('order-refund-paid-time')).textContent).toBe(`Paid back on: ${dateTime(paid)}`);
    cleanup();
    await setLanguage('es');
    try {
      renderDrawer(true);
      const time = await screen.findByTestId('order-refund-paid-time');
      expect(time.textContent).toBe(`Reembolsado el: ${dateTime(paid, undefined, 'es')}`);
      cleanup();
      detail = { ...detail, closedForService: [closed] };
      renderDrawer(false);
      expect((await screen.findByTestId('order-refund-paid-time')).textContent).toBe(
        'Reembolsado el: Aún no pagado al comprador',
      );
    } finally {
      await setLanguage('en');
    }
  });

  it('tells the operator it needs them while money is held, and what was paid another way', async () => {
    detail = {
      ...order(false),
      status: 'refunded',
      closedForService: [{ ...closed, heldForBuyer: '2.50', paidAnotherWay: '40.00' }],
    };
    renderDrawer(true);
    const alert = await screen.findByTestId('order-refund-closed-for-service');
    expect(alert.textContent).toContain('Paid to the buyer another way: $40.00');
    expect(alert.textContent).toContain('records it under Refunds, tab “Closed for customer service”');
  });
});
