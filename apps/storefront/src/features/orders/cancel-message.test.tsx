import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../lib/toast';
import { OrderActions } from './components/order-actions';

// Audit FX7: cancelling one shop's unpaid order cancels the whole checkout (decision 0008); the shopper is told so in
// the server's words, which name the other shops' orders when the checkout had several.

const order = {
  orderNo: 'SH20260101000000123456',
  parentOrderNo: 'PT20260101000000123456',
  status: 'unpaid',
  trackingNo: '',
  items: [{ reviewed: false }],
};

function serve(message: string) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${url.split('?')[0]}`);
      return new Response(JSON.stringify({ code: 200, message, data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.set([]);
});

describe('cancelling an unpaid order', () => {
  it("says that the other shops' orders paid with it were cancelled too", async () => {
    const said = "The order and the other shops' orders paid together with it have been cancelled";
    const calls = serve(said);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <OrderActions order={order} onCartChanged={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('order-action-cancel'));
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(toastStore.get().map((t) => t.text)).toContain(said));
    expect(calls).toContain(`POST /api/front/order/cancel/${order.orderNo}`);
  });
});
