import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection, switchLanguage } from '../../lib/i18n';
import type { ShopOrder } from './api/get-order-list';
import OrderDetailPage from './order-detail-page';

// Audit AM14: a refunded order says how much came back and the freight kept, not only what was paid.

const ORDER_NO = 'SH20260101000000123456';

/** A shipped shop order as GET /order/detail answers it; `deliver` is the shop's own delivery. */
const shopOrder = (method: 'send' | 'deliver'): ShopOrder => ({
  orderNo: ORDER_NO,
  parentOrderNo: 'PT20260101000000123456',
  status: 'to_receive',
  merId: 2,
  merName: 'TechZone Official Store',
  paid: true,
  payType: 'card',
  proTotalFee: '20.00',
  freightFee: '0.00',
  couponFee: '0.00',
  pointsFee: '0.00',
  payFee: '20.00',
  refundedFee: '0.00',
  freightKeptFee: '0.00',
  heldForBuyerFee: '0.00',
  paidAnotherWayFee: '0.00',
  totalNum: 1,
  mark: '',
  createTime: '2026-11-20T08:00:00.000Z',
  payTime: '2026-11-20T08:01:00.000Z',
  shipTime: '2026-11-21T08:00:00.000Z',
  receiveTime: null,
  completeTime: null,
  afterSalesEnd: null,
  cancelTime: null,
  payDeadline: '2026-11-20T08:30:00.000Z',
  consignee: {
    realName: 'Ann Lee',
    email: '',
    country: 'TH',
    detail: '1 Sukhumvit Road',
    postCode: '10110',
    countryCode: '+66',
    phone: '812345678',
  },
  deliveryMethod: method,
  courierCompany: method === 'send' ? 'Lotus Express' : '',
  trackingNo: method === 'send' ? 'LX20260042' : '',
  courierName: method === 'send' ? '' : 'Somchai Dee',
  courierPhone: method === 'send' ? '' : '0812345678',
  items: [
    {
      id: 1,
      productId: 1,
      skuId: 1,
      name: 'Speaker',
      image: '/uploads/demo/x.svg',
      skuText: '',
      price: '20.00',
      quantity: 1,
      reviewed: false,
      refundStatus: 'none',
      refundNo: null,
    },
  ],
});

function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const data = answers[`${init.method ?? 'GET'} ${url.split('?')[0]}`];
      const body = data === undefined ? { code: 404, message: 'no data found', data: null } : { code: 200, data };
      return new Response(JSON.stringify({ message: 'success', ...body }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderAt(path: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await loadSection('buying');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const refunded: ShopOrder = {
  ...shopOrder('send'),
  status: 'refunded',
  payFee: '20.00',
  refundedFee: '17.50',
  freightKeptFee: '2.50',
};

describe('a refunded order', () => {
  it('says what was refunded, and shows it with the freight kept next to what was paid', async () => {
    serve({ [`GET /api/front/order/detail/${ORDER_NO}`]: { kind: 'shop', ...refunded, shopOrders: [] } });
    renderAt(`/order/order_detail?orderNo=${ORDER_NO}`, <OrderDetailPage onCartChanged={() => undefined} />);
    expect((await screen.findByTestId('detail-refunded-fee')).textContent).toContain('17.50');
    expect(screen.getByTestId('detail-freight-kept').textContent).toContain('2.50');
    expect(screen.getByTestId('detail-pay-fee').textContent).toContain('20.00');
    const banner = screen.getByTestId('detail-banner').textContent ?? '';
    expect(banner).toContain('17.50');
    expect(banner).toContain('has been refunded');
  });

  it('an order nothing came back from shows neither', async () => {
    serve({ [`GET /api/front/order/detail/${ORDER_NO}`]: { kind: 'shop', ...shopOrder('send'), shopOrders: [] } });
    renderAt(`/order/order_detail?orderNo=${ORDER_NO}`, <OrderDetailPage onCartChanged={() => undefined} />);
    await screen.findByTestId('detail-pay-fee');
    expect(screen.queryByTestId('detail-refunded-fee')).toBeNull();
    expect(screen.queryByTestId('detail-freight-kept')).toBeNull();
  });
});

describe('a checkout (PT…) opened from its notice (audit AX3)', () => {
  const PT = 'PT20260101000000123456';
  const checkout = (shops: ShopOrder[], refundedFee: string) => ({
    ...shopOrder('send'),
    orderNo: PT,
    parentOrderNo: PT,
    kind: 'checkout',
    status: 'paid',
    payFee: '40.00',
    refundedFee,
    shopOrders: shops,
  });
  const open = (detail: unknown) => {
    serve({ [`GET /api/front/order/detail/${PT}`]: detail });
    renderAt(`/order/order_detail?orderNo=${PT}`, <OrderDetailPage onCartChanged={() => undefined} />);
  };

  it('whose only shop order was refunded says "Refunded" and how much, not "Paid"', async () => {
    open(checkout([refunded], '17.50'));
    expect((await screen.findByTestId('detail-status')).textContent).toBe('Refunded');
    const banner = screen.getByTestId('detail-banner').textContent ?? '';
    expect(banner).toContain('17.50 has been refunded');
    expect(banner).not.toContain('Each shop ships');
    // Its own number is its parent number: printed once.
    expect(screen.getByTestId('detail-order-no').textContent).toBe(PT);
    expect(screen.queryByTestId('detail-parent-no')).toBeNull();
  });

  it('with one shop order refunded and one on its way says "Partly refunded"', async () => {
    open(checkout([refunded, { ...shopOrder('send'), orderNo: 'SH20260101000000999999', merId: 3 }], '17.50'));
    expect((await screen.findByTestId('detail-status')).textContent).toBe('Partly refunded');
    expect(screen.getByTestId('detail-banner').textContent).toContain('17.50 of this order has been refunded');
  });

  it('over several shops names each shop above its goods, never the top level\'s "Several shops" (audit FX11)', async () => {
    const other = { ...shopOrder('send'), orderNo: 'SH20260101000000999999', merId: 3, merName: 'Maison Lumière' };
    open({ ...checkout([shopOrder('send'), other], '0.00'), merId: 0, merName: 'Several shops', trackingNo: '' });
    const shops = await screen.findAllByTestId('detail-shop');
    expect(shops.map((s) => s.querySelector('header span')?.textContent)).toEqual([
      'TechZone Official Store',
      'Maison Lumière',
    ]);
    expect(document.body.textContent).not.toContain('Several shops');
  });

  it('whose shop orders all travel says what they do; mixed ones keep "Paid"', async () => {
    open(checkout([shopOrder('send'), { ...shopOrder('deliver'), orderNo: 'SH20260101000000999999' }], '0.00'));
    expect((await screen.findByTestId('detail-status')).textContent).toBe('Waiting to receive');
  });
});

// Audit FY1: a refund the card refused three times is closed for customer service (decision 0052); the order page said
// its money "has been refunded to your original payment method" while the refund page said "Request closed".
describe('a refund closed for customer service', () => {
  const held: ShopOrder = {
    ...shopOrder('send'),
    status: 'refunded',
    refundedFee: '0.00',
    freightKeptFee: '0.00',
    heldForBuyerFee: '20.00',
  };

  it('says the platform holds the money, not that it went back to the card', async () => {
    serve({ [`GET /api/front/order/detail/${ORDER_NO}`]: { kind: 'shop', ...held, shopOrders: [] } });
    renderAt(`/order/order_detail?orderNo=${ORDER_NO}`, <OrderDetailPage onCartChanged={() => undefined} />);
    expect((await screen.findByTestId('detail-held-fee')).textContent).toContain('20.00');
    expect(screen.queryByTestId('detail-refunded-fee')).toBeNull();
    expect(screen.getByTestId('detail-banner-text').textContent).toBe(
      'Your card refused the refund of $20.00: the platform holds this money for you and customer service settles it with you.',
    );
  });

  it('tells apart what reached the card and what customer service paid another way, in Thai too', async () => {
    const part: ShopOrder = { ...held, refundedFee: '5.00', heldForBuyerFee: '0.00', paidAnotherWayFee: '15.00' };
    serve({ [`GET /api/front/order/detail/${ORDER_NO}`]: { kind: 'shop', ...part, shopOrders: [] } });
    renderAt(`/order/order_detail?orderNo=${ORDER_NO}`, <OrderDetailPage onCartChanged={() => undefined} />);
    expect((await screen.findByTestId('detail-paid-other-fee')).textContent).toContain('15.00');
    expect(screen.getByTestId('detail-banner-text').textContent).toBe(
      '$5.00 has been refunded to your original payment method. Customer service paid $15.00 to you another way, not to your card.',
    );
    cleanup();
    await switchLanguage('th');
    try {
      renderAt(`/order/order_detail?orderNo=${ORDER_NO}`, <OrderDetailPage onCartChanged={() => undefined} />);
      const text = (await screen.findByTestId('detail-banner-text')).textContent ?? '';
      expect(text).toContain('ฝ่ายบริการลูกค้าได้จ่ายเงิน');
      expect(text).toContain('15.00');
      expect(text).toContain('ไม่ใช่เข้าบัตรของคุณ');
    } finally {
      await switchLanguage('en');
    }
  });
});
