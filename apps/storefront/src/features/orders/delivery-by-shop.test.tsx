import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopOrder } from './api/get-order-list';
import { OrderCard } from './components/order-card';
import LogisticsPage from './logistics-page';
import OrderDetailPage from './order-detail-page';

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an order the shop delivers itself', () => {
  it('shows the deliverer and a phone to call on the order detail, and no logistics link', async () => {
    serve({ [`GET /api/front/order/detail/${ORDER_NO}`]: { kind: 'shop', ...shopOrder('deliver'), shopOrders: [] } });
    renderAt(`/order/order_detail?orderNo=${ORDER_NO}`, <OrderDetailPage onCartChanged={() => undefined} />);
    expect((await screen.findByTestId('detail-deliverer')).textContent).toBe('Somchai Dee');
    const call = within(screen.getByTestId('detail-deliverer-phone')).getByRole('link');
    expect(call.getAttribute('href')).toBe('tel:0812345678');
    expect(screen.getByText('Delivered by the shop')).toBeTruthy();
    expect(screen.getByTestId('detail-by-shop').textContent).toContain('no tracking number');
    expect(screen.queryByTestId('detail-tracking')).toBeNull();
    expect(screen.queryByRole('link', { name: /View logistics/ })).toBeNull();
    expect(screen.getByTestId('order-action-receive')).toBeTruthy();
  });

  it('keeps the courier, tracking number and logistics link for a courier parcel', async () => {
    serve({ [`GET /api/front/order/detail/${ORDER_NO}`]: { kind: 'shop', ...shopOrder('send'), shopOrders: [] } });
    renderAt(`/order/order_detail?orderNo=${ORDER_NO}`, <OrderDetailPage onCartChanged={() => undefined} />);
    expect((await screen.findByTestId('detail-tracking')).textContent).toBe('LX20260042');
    expect(screen.queryByTestId('detail-deliverer')).toBeNull();
    expect(screen.getAllByRole('link', { name: /View logistics/ }).length).toBeGreaterThan(0);
  });

  it('shows who brings it in the order list instead of a logistics button', () => {
    serve({});
    renderAt('/users/order_list', <OrderCard order={shopOrder('deliver')} onCartChanged={() => undefined} />);
    const deliverer = screen.getByTestId('order-deliverer');
    expect(deliverer.textContent).toContain('Somchai Dee');
    expect(within(deliverer).getByRole('link').getAttribute('href')).toBe('tel:0812345678');
    expect(screen.queryByTestId('order-action-logistics')).toBeNull();
    expect(screen.getByTestId('order-action-receive')).toBeTruthy();
  });

  it('shows the deliverer, not an empty courier, on the logistics page', async () => {
    serve({
      [`GET /api/front/order/express/${ORDER_NO}`]: {
        orderNo: ORDER_NO,
        status: 'to_receive',
        deliveryMethod: 'deliver',
        courierCompany: '',
        trackingNo: '',
        courierName: 'Somchai Dee',
        courierPhone: '0812345678',
        events: [{ text: 'Out for delivery by the shop', time: '2026-11-21T08:00:00.000Z' }],
      },
    });
    renderAt(`/order/logistics?orderNo=${ORDER_NO}`, <LogisticsPage />);
    expect((await screen.findByTestId('logistics-deliverer')).textContent).toBe('Somchai Dee');
    expect(screen.queryByTestId('logistics-tracking')).toBeNull();
    expect(screen.getByRole('link', { name: '0812345678' }).getAttribute('href')).toBe('tel:0812345678');
  });
});

describe('the notes of a checkout over several shops', () => {
  it('shows each shop the note written to it, with that shop, and no single note for the whole order', async () => {
    const checkoutNo = 'PT20260101000000123456';
    const first = { ...shopOrder('send'), mark: 'Gift wrap the speaker' };
    const second = {
      ...shopOrder('send'),
      orderNo: 'SH20260101000000999999',
      merId: 1,
      merName: 'Mall Select',
      mark: '',
    };
    serve({
      [`GET /api/front/order/detail/${checkoutNo}`]: {
        ...first,
        kind: 'checkout',
        orderNo: checkoutNo,
        mark: '',
        shopOrders: [first, second],
      },
    });
    renderAt(`/order/order_detail?orderNo=${checkoutNo}`, <OrderDetailPage onCartChanged={() => undefined} />);
    const shops = await screen.findAllByTestId('detail-shop');
    expect(shops.map((s) => within(s).getByTestId('detail-shop-note').textContent)).toEqual([
      "Buyer's note:Gift wrap the speaker",
      "Buyer's note:None",
    ]);
    expect(screen.queryByTestId('detail-note')).toBeNull();
  });
});
