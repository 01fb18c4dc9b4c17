import type { Refund } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection } from '../../lib/i18n';
import RefundDetailPage from './refund-detail-page';

const REFUND_NO = 'RE20260101000000000001';
const refund = (fields: Partial<Refund>): Refund => ({
  refundNo: REFUND_NO,
  orderNo: 'SH20260101000000123456',
  parentOrderNo: 'PT20260101000000123456',
  merId: 2,
  merName: 'TechZone Official Store',
  type: 'refund',
  status: 'reviewing',
  reason: 'Damaged or defective',
  explain: '',
  images: [],
  amount: '20.00',
  points: 0,
  freight: '0.00',
  freightDeducted: '0.00',
  totalNum: 1,
  items: [],
  refuseReason: null,
  courier: '',
  trackingNo: '',
  returnAddress: null,
  createTime: '2026-01-01T00:00:00.000Z',
  reviewTime: null,
  returnTime: null,
  refundTime: null,
  closeTime: null,
  shopDeadline: null,
  ...fields,
});

function renderWith(data: Refund) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 200, message: 'success', data }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/order/refund_detail?refundNo=${REFUND_NO}`]}>
        <Routes>
          <Route path="/order/refund_detail" element={<RefundDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await loadSection('refunds');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the refund page says by when the seller must act (audit AM11)', { timeout: 30_000 }, () => {
  it('a request under review: accepted automatically if the seller does not answer by then', async () => {
    renderWith(refund({ shopDeadline: '2026-01-06T00:00:00.000Z' }));
    const line = await screen.findByTestId('refund-deadline');
    expect(line.textContent).toMatch(/does not answer by .*2026.*accepted automatically/);
  });

  it('goods sent back: taken as received and paid back if the seller does not confirm by then', async () => {
    renderWith(
      refund({
        type: 'return',
        status: 'returning',
        courier: 'DHL',
        trackingNo: 'JD0001',
        returnTime: '2026-01-02T00:00:00.000Z',
        shopDeadline: '2026-01-12T00:00:00.000Z',
      }),
    );
    const line = await screen.findByTestId('refund-deadline');
    expect(line.textContent).toMatch(/confirm the goods arrived by .*2026.*money is paid back/);
  });

  it('nothing once the seller has decided', async () => {
    renderWith(refund({ status: 'refunded', refundTime: '2026-01-03T00:00:00.000Z' }));
    await screen.findByTestId('refund-detail');
    expect(screen.queryByTestId('refund-deadline')).toBeNull();
  });
});
