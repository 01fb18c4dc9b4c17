import type { Locale, Refund } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection, switchLanguage } from '../../lib/i18n';
import RefundDetailPage from './refund-detail-page';

// Audit AM2: the parcel of a return is reported sent with a mistyped number; the shopper corrects it from the refund
// page until the shop confirms receipt. Audit AM11: the page says by when the seller must act.

const REFUND_NO = 'RE20261204210718566815';
const refund = (status: Refund['status']): Refund => ({
  refundNo: REFUND_NO,
  orderNo: 'SH20261204205609683476',
  parentOrderNo: 'PT20261204205609683476',
  merId: 2,
  merName: 'TechZone Official Store',
  type: 'return',
  status,
  reason: 'Damaged or defective',
  explain: '',
  images: [],
  amount: '41.98',
  points: 0,
  freight: '0.00',
  freightDeducted: '0.00',
  totalNum: 2,
  items: [],
  refuseReason: null,
  courier: 'Lao Post',
  trackingNo: 'LP12345678',
  returnAddress: { name: 'TechZone Official Store', address: '1 Shop Road', phone: '021 555 0100' },
  createTime: '2026-12-04T21:00:00.000Z',
  reviewTime: '2026-12-04T21:05:00.000Z',
  returnTime: '2026-12-04T21:07:18.000Z',
  refundTime: null,
  closeTime: null,
  shopDeadline: null,
});

function serve(detail: Refund) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const data = key.startsWith('GET /api/front/order/refund/detail/') ? detail : null;
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

describe('a return whose goods were sent back', () => {
  it('the shopper corrects the tracking number, starting from what they sent', async () => {
    const calls = serve(refund('returning'));
    renderPage();
    fireEvent.click(await screen.findByTestId('return-correct'));
    const number = screen.getByTestId('return-tracking') as HTMLInputElement;
    expect((screen.getByTestId('return-courier') as HTMLInputElement).value).toBe('Lao Post');
    expect(number.value).toBe('LP12345678');
    fireEvent.change(number, { target: { value: 'LP87654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        key: `POST /api/front/order/refund/return/${REFUND_NO}`,
        body: { courier: 'Lao Post', trackingNo: 'LP87654321' },
      }),
    );
  });

  it('still says where the parcel went, once the form to send it is gone (audit AM7)', async () => {
    serve(refund('returning'));
    renderPage();
    expect((await screen.findByTestId('return-sent-to')).textContent).toBe(
      'TechZone Official Store · 1 Shop Road · 021 555 0100',
    );
    expect(screen.queryByTestId('return-box')).toBeNull();
  });

  it('offers no correction once the shop received the goods', async () => {
    serve(refund('refunded'));
    renderPage();
    await screen.findByTestId('refund-detail');
    expect(screen.queryByTestId('return-correct')).toBeNull();
  });
});

describe('a refused request', () => {
  it('reads its reason after the label with the space of the language, Lao included (audit AM6)', async () => {
    await switchLanguage('lo');
    await loadSection('refunds');
    serve({ ...refund('refused'), refuseReason: 'La camiseta está usada' });
    renderPage();
    const box = await screen.findByTestId('refund-refuse-reason');
    expect(box.textContent).toBe('ເຫດຜົນທີ່ປະຕິເສດ: La camiseta está usada');
    await switchLanguage('en');
  });
});

describe('the refund page says by when the seller must act (audit AM11)', { timeout: 30_000 }, () => {
  it('a request under review: accepted automatically if the seller does not answer by then', async () => {
    serve({ ...refund('reviewing'), type: 'refund', shopDeadline: '2026-01-06T00:00:00.000Z' });
    renderPage();
    const line = await screen.findByTestId('refund-deadline');
    expect(line.textContent).toMatch(/does not answer by .*2026.*accepted automatically/);
  });

  it('goods sent back: taken as received and paid back if the seller does not confirm by then', async () => {
    serve({ ...refund('returning'), shopDeadline: '2026-01-12T00:00:00.000Z' });
    renderPage();
    const line = await screen.findByTestId('refund-deadline');
    expect(line.textContent).toMatch(/confirm the goods arrived by .*2026.*money is paid back/);
  });

  it('nothing once the seller has decided', async () => {
    serve(refund('refunded'));
    renderPage();
    await screen.findByTestId('refund-detail');
    expect(screen.queryByTestId('refund-deadline')).toBeNull();
  });
});

describe('a request the mall closed because the card payment can no longer be refunded (audit DM2)', () => {
  it('does not say the seller refused it', async () => {
    const reason = 'Stripe no longer holds the money of this payment';
    serve({ ...refund('refused'), refuseReason: reason, closedUnpaid: true });
    renderPage();
    expect((await screen.findByTestId('refund-status')).textContent).toBe('Request closed');
    const text = screen.getByTestId('refund-status-text').textContent ?? '';
    expect(text).toContain('The seller accepted your request');
    expect(text).not.toContain('refused');
    expect(screen.getByTestId('refund-refuse-reason').textContent).toBe(`Why it was closed: ${reason}`);
  });

  it('nor that it was refunded when the card refused it three times (decision 0052)', async () => {
    const reason = 'The card refused this refund three times at Stripe';
    serve({ ...refund('refunded'), refuseReason: reason, closedUnpaid: true });
    renderPage();
    expect((await screen.findByTestId('refund-status')).textContent).toBe('Request closed');
    const text = screen.getByTestId('refund-status-text').textContent ?? '';
    expect(text).toContain('customer service settles it with you');
    expect(text).not.toContain('The merchant refunded');
    // Closed, not a completed refund: no steps leading to "Refunded".
    expect(screen.queryByTestId('refund-steps')).toBeNull();
    expect(screen.getByTestId('refund-refuse-reason').textContent).toBe(`Why it was closed: ${reason}`);
  });

  it('says customer service paid it another way once the operator paid all of it (audit EU)', async () => {
    const reason = 'The card refused this refund three times at Stripe';
    serve({ ...refund('refunded'), refuseReason: reason, closedUnpaid: false, paidAnotherWay: true });
    renderPage();
    expect((await screen.findByTestId('refund-status')).textContent).toBe('Refunded');
    const text = screen.getByTestId('refund-status-text').textContent ?? '';
    expect(text).toContain('Customer service paid');
    expect(text).toContain('another way, not to your card');
    expect(text).not.toContain('The merchant refunded');
  });
});

describe('the freight within the refund (as the refund list says it)', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it.each<[Locale, string]>([
    ['en', 'incl. $5.00 freight'],
    ['fr', 'dont 5,00 $ de livraison'],
    ['es', 'incl. 5,00 $ de envío'],
    ['th', 'รวมค่าส่ง $5.00'],
    ['lo', 'ລວມຄ່າສົ່ງ $5,00'],
    ['zh-CN', '含运费 $5.00'],
  ])('in %s, under the amount, once', async (language, included) => {
    await switchLanguage(language);
    await loadSection('refunds');
    serve({ ...refund('refunded'), type: 'refund', amount: '25.99', freight: '5.00' });
    renderPage();
    // Money is written with the language's (narrow) no-break spaces.
    const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
    const amount = await screen.findByTestId('refund-detail-amount-field');
    const freight = screen.getByTestId('refund-detail-freight');
    expect(plain(freight.textContent)).toBe(included);
    expect(amount.contains(freight)).toBe(true);
    // Said once: not again as a line of its own that reads as freight paid on top of the amount.
    const money = included.match(/\S*5[.,]00\S*/)![0];
    expect(plain(screen.getByTestId('refund-detail').textContent).split(money)).toHaveLength(2);
  });

  it('says nothing of freight when none is in the amount', async () => {
    serve({ ...refund('refunded'), type: 'refund' });
    renderPage();
    await screen.findByTestId('refund-detail-amount-field');
    expect(screen.queryByTestId('refund-detail-freight')).toBeNull();
  });
});
