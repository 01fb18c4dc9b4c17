import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection } from '../../lib/i18n';
import EvaluationConfirmPage from './evaluation-confirm-page';

// Audit AM13: items in a refund or refunded take no review; the page says so instead of offering a form the server
// refuses once the shopper has written it.

const ORDER_NO = 'SH20260101000000123456';
const item = (id: number, name: string, refundStatus = 'none', reviewed = false) => ({
  id,
  productId: id,
  skuId: id,
  name,
  image: '/uploads/demo/x.svg',
  skuText: '',
  price: '10.00',
  quantity: 1,
  reviewed,
  refundStatus,
  refundNo: refundStatus === 'none' ? null : `RE2026010100000000000${id}`,
});
const order = (items: ReturnType<typeof item>[]) => ({
  kind: 'shop',
  orderNo: ORDER_NO,
  parentOrderNo: 'PT20260101000000123456',
  status: 'to_review',
  merId: 2,
  merName: 'TechZone Official Store',
  receiveTime: '2026-01-02T00:00:00.000Z',
  items,
  shopOrders: [],
});

function renderWith(items: ReturnType<typeof item>[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 200, message: 'success', data: order(items) }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/users/evaluation_confirm?orderNo=${ORDER_NO}`]}>
        <Routes>
          <Route path="/users/evaluation_confirm" element={<EvaluationConfirmPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await loadSection('evaluation');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the review page of an order with refunds', { timeout: 30_000 }, () => {
  it('shows the refund state of items in a refund or refunded, and a form only for the others', async () => {
    renderWith([item(1, 'Phone', 'applying'), item(2, 'Shoe', 'refunded'), item(3, 'Speaker')]);
    const refunds = await screen.findAllByTestId('review-item-refund');
    expect(refunds.map((card) => card.getAttribute('data-item-id'))).toEqual(['1', '2']);
    expect(refunds[0]!.textContent).toContain('In a refund: it cannot be reviewed');
    expect(refunds[1]!.textContent).toContain('Refunded: it cannot be reviewed');
    expect(screen.getAllByRole('link', { name: /View the refund/ })[0]!.getAttribute('href')).toContain(
      'refundNo=RE20260101000000000001',
    );
    expect(screen.getAllByRole('button', { name: 'Submit review' })).toHaveLength(1);
    expect(screen.queryByTestId('review-nothing-left')).toBeNull();
  });

  it('counts the review in characters as the reviewer sees them, as the server does (audit FC3)', async () => {
    renderWith([item(3, 'Speaker')]);
    const text = await screen.findByTestId('review-text');
    fireEvent.change(text, { target: { value: '😀'.repeat(300) } });
    expect(screen.getByTestId('review-text-counter').textContent).toBe('300/500');
    fireEvent.change(text, { target: { value: 'กี่'.repeat(200) } });
    expect(screen.getByTestId('review-text-counter').textContent).toBe('200/500');
  });

  it('offers no form at all when every item is in a refund, and says why', async () => {
    renderWith([item(1, 'Phone', 'applying')]);
    expect((await screen.findByTestId('review-nothing-left')).textContent).toContain('Nothing in this order');
    expect(screen.queryByRole('button', { name: 'Submit review' })).toBeNull();
  });
});
