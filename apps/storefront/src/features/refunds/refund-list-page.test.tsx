import type { Locale, Refund } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection, switchLanguage } from '../../lib/i18n';
import RefundListPage from './refund-list-page';

// Audit DB3: a refund larger than its goods ("18,99 $ ×1 … 22,98 $") said nothing of the freight in it.

const refund = (refundNo: string, amount: string, freight: string, freightDeducted: string): Refund => ({
  refundNo,
  orderNo: 'SH20261205093439683529',
  parentOrderNo: 'PT20261205093439683529',
  merId: 4,
  merName: 'Maison Lumière',
  type: 'refund',
  status: 'reviewing',
  reason: 'Wrong size',
  explain: '',
  images: [],
  amount,
  points: 0,
  freight,
  freightDeducted,
  totalNum: 1,
  items: [
    {
      id: 1,
      productId: 5,
      name: 'Table lamp',
      image: '/uploads/lamp.jpg',
      skuText: '',
      price: '18.99',
      quantity: 1,
      amount,
    },
  ],
  refuseReason: null,
  courier: '',
  trackingNo: '',
  returnAddress: null,
  createTime: '2026-12-05T09:40:00.000Z',
  reviewTime: null,
  returnTime: null,
  refundTime: null,
  closeTime: null,
  shopDeadline: null,
});

const list = [
  refund('RE1', '22.98', '3.99', '0.00'),
  refund('RE2', '8.99', '0.00', '10.00'),
  refund('RE3', '18.99', '0.00', '0.00'),
];

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ code: 200, message: 'success', data: { list, total: list.length, page: 1, limit: 10 } }),
          { headers: { 'content-type': 'application/json' } },
        ),
    ),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/users/refund_list']}>
        <RefundListPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = async (refundNo: string) => {
  const cards = await screen.findAllByTestId('refund-card');
  return cards.find((c) => c.dataset.refundNo === refundNo) as HTMLElement;
};
const text = (within: HTMLElement, testId: string) =>
  within.querySelector(`[data-testid="${testId}"]`)?.textContent?.replace(/\u202f|\u00a0/g, ' ');

beforeAll(async () => {
  await loadSection('refunds');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the refund list (audit DB3)', () => {
  it('says under each amount the freight given back in it, or kept back from it', async () => {
    serve();
    renderPage();
    expect(text(await card('RE1'), 'refund-card-freight')).toBe('incl. $3.99 freight');
    expect(text(await card('RE2'), 'refund-card-freight-kept')).toBe('$10.00 of freight kept back');
    const plain = await card('RE3');
    expect(text(plain, 'refund-card-freight')).toBeUndefined();
    expect(text(plain, 'refund-card-freight-kept')).toBeUndefined();
  });

  it.each<[Locale, string, string]>([
    ['fr', 'dont 3,99 $ de livraison', '10,00 $ de frais de port retenus'],
    ['th', 'รวมค่าส่ง $3.99', 'หักค่าส่งไว้ $10.00'],
    ['lo', 'ລວມຄ່າສົ່ງ $3,99', 'ຫັກຄ່າສົ່ງໄວ້ $10,00'],
  ])('in %s', async (language, included, kept) => {
    await switchLanguage(language);
    await loadSection('refunds');
    serve();
    renderPage();
    expect(text(await card('RE1'), 'refund-card-freight')).toBe(included);
    expect(text(await card('RE2'), 'refund-card-freight-kept')).toBe(kept);
  });
});
