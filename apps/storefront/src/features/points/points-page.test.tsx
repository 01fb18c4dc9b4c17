import type { Locale } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection, switchLanguage } from '../../lib/i18n';
import PointsPage from './points-page';

// Audit EG3: a refund made at Stripe took back points, then failed; the points came back as a `deduct` row with
// positive points. The shopper reads why, not "taken back".

const ORDER = 'SH20261205212511721360';
const entry = (id: number, type: string, points: number) => ({
  id,
  type,
  points,
  money: '10.00',
  orderNo: ORDER,
  createTime: '2026-12-05T21:00:00.000Z',
  availableTime: '2026-12-05T21:00:00.000Z',
  frozen: false,
});

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      const data =
        path === '/api/front/integral/user'
          ? {
              current: 40,
              totalEarned: 40,
              totalMoneyEarned: '40.00',
              frozen: 0,
              consumed: 0,
              earnRate: 1,
              frozenDays: 7,
              value: 100,
              maxShare: 50,
            }
          : {
              list: [entry(3, 'deduct', 10), entry(2, 'deduct', -10), entry(1, 'earn', 40)],
              total: 3,
              page: 1,
              limit: 10,
            };
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PointsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await loadSection('points');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the points ledger', () => {
  it('says points given back after a refund that did not go through, apart from points taken back', async () => {
    serve();
    renderPage();
    await screen.findByTestId('points-entries');
    const rows = screen.getAllByTestId('points-entry').map((r) => r.textContent);
    expect(rows[0]).toContain('Given back: a refund did not go through');
    expect(rows[0]).toContain('+10');
    expect(rows[1]).toContain('Taken back after a refund');
    expect(rows[2]).toContain('Order completed');
  });

  it.each([
    ['zh-CN', '退款未成功，积分返还'],
    ['fr', "Rendus : un remboursement n'a pas abouti"],
    ['th', 'คืนให้: การคืนเงินไม่สำเร็จ'],
    ['lo', 'ຄືນໃຫ້: ການຄືນເງິນບໍ່ສຳເລັດ'],
    ['es', 'Devueltos: un reembolso no se completó'],
  ] as [Locale, string][])('says it in %s', async (locale, text) => {
    await switchLanguage(locale);
    serve();
    renderPage();
    await screen.findByTestId('points-entries');
    expect(screen.getAllByTestId('points-entry')[0]!.textContent).toContain(text);
  });
});
