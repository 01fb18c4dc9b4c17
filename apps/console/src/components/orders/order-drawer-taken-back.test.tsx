import type { AdminOrderDetail, MerchantOrderDetail } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Audit DF1 (decision 0051): the operator's order detail shows the money Stripe took back, and a dispute's deadline.

let detail: MerchantOrderDetail | AdminOrderDetail;
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

describe('money Stripe took back, in the platform view', { timeout: 60_000 }, () => {
  const dispute = {
    kind: 'dispute' as const,
    ref: 'dp_1',
    status: 'needs_response',
    reason: 'fraudulent',
    amount: '45.00',
    shopPart: '45.00',
    dueBy: '2030-03-17T17:46:40.000Z',
    createTime: '2026-12-04T01:00:00.000Z',
    closeTime: null,
  };

  it('lists an open dispute with its deadline and a refund made at Stripe', async () => {
    detail = {
      ...order(false),
      merId: 3,
      merName: 'TechZone',
      takenBack: [
        dispute,
        { ...dispute, kind: 'refund', ref: 're_9', status: 'succeeded', reason: '', dueBy: null, shopPart: '10.00' },
      ],
    };
    renderDrawer(true);
    const card = await screen.findByTestId('taken-back');
    expect(card.textContent).toContain('Money Stripe took back');
    expect(card.textContent).toContain('dp_1 · fraudulent');
    expect(card.textContent).toContain('2030');
    expect(card.textContent).toContain('Open');
    expect(card.textContent).toContain('Refund at Stripe');
    expect(card.textContent).toContain('Given back');
  });

  it('shows nothing when Stripe took nothing back', async () => {
    detail = { ...order(false), merId: 3, merName: 'TechZone', takenBack: [] };
    renderDrawer(true);
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('taken-back')).toBeNull();
  });
});
