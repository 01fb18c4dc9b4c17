import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection } from '../../lib/i18n';
import OrderConfirmPage from './order-confirm-page';

const PRE = 'PO2026010100000000abcd';
const price = { proTotalFee: '10.00', freightFee: '0.00', couponFee: '0.00', pointsFee: '0.00', payFee: '10.00' };
const preOrder = {
  preOrderNo: PRE,
  source: 'buyNow',
  shops: [
    {
      merId: 1,
      merName: 'Shop A',
      proTotalFee: '10.00',
      freightFee: '0.00',
      coupons: [],
      items: [
        { productId: 1, skuId: 1, name: 'Lamp', image: '/x.svg', skuText: '', price: '10.00', quantity: 1, stock: 5 },
      ],
    },
  ],
  platformCoupons: [],
  points: { balance: 0, usable: 0, deduction: '0.00', value: 100, maxShare: 50 },
  address: { id: 7, realName: 'Ana', phone: '2125550100', detail: '1 Road', postCode: '10001', isDefault: true },
  price,
};

function serve(methods: Array<{ payType: string; name: string; provider: string }>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const answers: Record<string, unknown> = {
    [`GET /api/front/order/load/pre/${PRE}`]: preOrder,
    'GET /api/front/pay/method': methods,
    'POST /api/front/order/computed/price': price,
    'POST /api/front/order/create': { orderNo: 'PT20260101000000000001' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const found = key in answers;
      return new Response(
        JSON.stringify({ code: found ? 200 : 404, message: found ? 'success' : 'no data', data: answers[key] ?? null }),
        { headers: { 'content-type': 'application/json' } },
      );
    }),
  );
  return calls;
}

function renderPage() {
  const onPlaced = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/order/order_confirm?preOrderNo=${PRE}`]}>
        <OrderConfirmPage renderAddresses={() => <p>addresses</p>} renderShipTo={() => null} onPlaced={onPlaced} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onPlaced;
}

beforeAll(async () => {
  await loadSection('buying');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the order confirmation', () => {
  it('comes with the only payment method chosen, so Submit places the order at once', async () => {
    const calls = serve([{ payType: 'card', name: 'Bank card', provider: 'testcard' }]);
    const onPlaced = renderPage();
    const card = await screen.findByTestId('pay-method-card');
    expect((card.querySelector('input') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith('PT20260101000000000001'));
    expect(calls.find((c) => c.key === 'POST /api/front/order/create')?.body).toMatchObject({ payType: 'card' });
  });

  it('with several methods the shopper chooses one before the order goes out', async () => {
    const calls = serve([
      { payType: 'card', name: 'Bank card', provider: 'testcard' },
      { payType: 'wallet', name: 'Wallet', provider: 'wallet' },
    ]);
    renderPage();
    const card = await screen.findByTestId('pay-method-card');
    expect((card.querySelector('input') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByTestId('order-submit'));
    expect(calls.some((c) => c.key === 'POST /api/front/order/create')).toBe(false);
    fireEvent.click(card);
    fireEvent.click(screen.getByTestId('order-submit'));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/front/order/create')).toBe(true));
  });
});
