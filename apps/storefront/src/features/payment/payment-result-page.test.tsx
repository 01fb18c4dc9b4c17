import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentResultPage from './payment-result-page';

/** The payment result as the server answers it; records how often it was asked. */
function serve(data: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/order/payment_result?orderNo=PT1']}>
        <PaymentResultPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const SHOP_CLOSED =
  'A shop of this order is closed for now, so the order cannot be paid and the money has been refunded; cancel it and order the other goods again';

describe('the payment result page', () => {
  it('says at once why a payment was refunded for an order that cannot be paid, and offers no paying again (audit Y1)', async () => {
    const calls = serve({
      paid: false,
      status: 'unpaid',
      payAmount: '39.86',
      payDeadline: '2030-01-01T00:00:00.000Z',
      lastPayment: { status: 'refunded', message: SHOP_CLOSED },
    });
    renderPage();
    expect(await screen.findByTestId('result-failure')).toBeTruthy();
    expect(screen.getByTestId('result-reason').textContent).toContain(SHOP_CLOSED);
    expect(screen.queryByTestId('result-pay-again')).toBeNull();
    expect(screen.getByTestId('result-view-order')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('still offers paying again after a declined card', async () => {
    serve({
      paid: false,
      status: 'unpaid',
      payAmount: '39.86',
      payDeadline: '2030-01-01T00:00:00.000Z',
      lastPayment: { status: 'failed', message: 'Your card was declined' },
    });
    renderPage();
    expect(await screen.findByTestId('result-failure')).toBeTruthy();
    expect(screen.getByTestId('result-pay-again')).toBeTruthy();
  });
});
