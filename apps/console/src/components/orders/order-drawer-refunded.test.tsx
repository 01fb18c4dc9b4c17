import type { MerchantOrderDetail } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

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
