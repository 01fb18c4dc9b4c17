import type { MerchantOrderDetail } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Audit N7: a disabled buyer's paid, unshipped order. The shop reads that the account is disabled and is told not to
// ship; the platform's view offers to refund it whole, after a confirmation.

const refundToBuyer = vi.fn();
const correctShipment = vi.fn();
let detail: MerchantOrderDetail;
vi.mock('./order-api', () => ({
  orderQuery: (orderNo: string) => ({ queryKey: ['merchant', 'order', orderNo], queryFn: async () => detail }),
  platformOrderQuery: (orderNo: string) => ({ queryKey: ['platform', 'order', orderNo], queryFn: async () => detail }),
  refundToBuyer: (...args: unknown[]) => refundToBuyer(...args),
  addLogisticsEvent: vi.fn(),
  shipOrder: vi.fn(),
  correctShipment: (...args: unknown[]) => correctShipment(...args),
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

describe("a disabled buyer's order", { timeout: 60_000 }, () => {
  beforeEach(() => refundToBuyer.mockReset());

  it('the shop is told not to ship, and has no refund button', async () => {
    detail = order(true);
    renderDrawer(false);
    expect(await screen.findByTestId('buyer-disabled')).toBeTruthy();
    expect(screen.getByText(/Do not ship the order/)).toBeTruthy();
    expect(screen.queryByTestId('refund-to-buyer')).toBeNull();
  });

  it('the platform refunds it after confirming', async () => {
    detail = order(true);
    refundToBuyer.mockResolvedValue({ refundNo: 'RE1' });
    renderDrawer(true);
    fireEvent.click(await screen.findByTestId('refund-to-buyer'));
    fireEvent.click(await screen.findByRole('button', { name: /ok|yes/i }));
    await waitFor(() => expect(refundToBuyer).toHaveBeenCalledWith('SH20261204000000000007'));
  });

  it('an active buyer shows neither', async () => {
    detail = order(false);
    renderDrawer(true);
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('buyer-disabled')).toBeNull();
    expect(screen.queryByTestId('refund-to-buyer')).toBeNull();
  });
});

describe("a closed account's order", { timeout: 60_000 }, () => {
  it('shows the buyer as a closed account rather than a name (audit AN8)', async () => {
    const base = order(false);
    detail = { ...base, status: 'to_review', buyer: { ...base.buyer, nickname: 'Closed account', closed: true } };
    renderDrawer(false);
    expect((await screen.findByTestId('buyer-closed')).textContent).toBe('Closed account');
    expect(screen.getByText('Ann Lee')).toBeTruthy();
  });
});

describe('an order on its way', { timeout: 60_000 }, () => {
  it('the shop corrects a mistyped tracking number, starting from what it sent (audit AM2)', async () => {
    const base = order(false);
    detail = {
      ...base,
      status: 'to_receive',
      shipTime: '2026-12-04T02:00:00.000Z',
      logistics: { ...base.logistics, courierCompany: 'DHL Express', trackingNo: '1234567890' },
    };
    correctShipment.mockResolvedValue(null);
    renderDrawer(false);
    fireEvent.click(await screen.findByTestId('correct-shipment'));
    const form = await screen.findByTestId('correct-shipment-form');
    const number = form.querySelector<HTMLInputElement>('input#trackingNo')!;
    expect(number.value).toBe('1234567890');
    fireEvent.change(number, { target: { value: '0987654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(correctShipment).toHaveBeenCalledWith('SH20261204000000000007', {
        method: 'send',
        courierCompany: 'DHL Express',
        trackingNo: '0987654321',
      }),
    );
  });

  it('the platform view offers no correction', async () => {
    const base = order(false);
    detail = { ...base, status: 'to_receive', shipTime: '2026-12-04T02:00:00.000Z' };
    renderDrawer(true);
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('correct-shipment')).toBeNull();
  });
});

describe("the shopper's note", { timeout: 60_000 }, () => {
  it('keeps the lines it was written in (audit AV8)', async () => {
    detail = { ...order(false), mark: 'Ring twice\nThank you' };
    renderDrawer(false);
    const note = await screen.findByTestId('order-note');
    expect(note.textContent).toBe('Ring twice\nThank you');
    expect(note.style.whiteSpace).toBe('pre-line');
  });
});
