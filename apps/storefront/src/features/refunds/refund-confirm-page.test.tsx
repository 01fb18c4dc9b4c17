import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection } from '../../lib/i18n';
import RefundConfirmPage from './refund-confirm-page';

type Answer = { code: number; message?: string; data: unknown };

const ORDER_NO = 'SH20260101000000123456';
const item = (id: number, name: string, refundStatus = 'none') => ({
  id,
  productId: id,
  skuId: id,
  name,
  image: '/uploads/demo/x.svg',
  skuText: '',
  price: '10.00',
  quantity: 1,
  reviewed: false,
  refundStatus,
  refundNo: refundStatus === 'none' ? null : 'RE20260101000000000001',
});
const order = (status: string, items: ReturnType<typeof item>[]) => ({
  kind: 'shop',
  orderNo: ORDER_NO,
  parentOrderNo: 'PT20260101000000123456',
  status,
  merId: 2,
  merName: 'TechZone Official Store',
  items,
  shopOrders: [],
});

/** A fetch that answers by method and path; records the calls with their bodies. */
function serve(answers: Record<string, Answer>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
      const answer = answers[key] ?? { code: 404, message: 'no data found', data: null };
      return new Response(JSON.stringify({ message: 'success', ...answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const base = (status = 'to_ship', items = [item(1, 'Phone'), item(2, 'Speaker')]): Record<string, Answer> => ({
  [`GET /api/front/order/detail/${ORDER_NO}`]: { code: 200, data: order(status, items) },
  'GET /api/front/order/refund/reason': { code: 200, data: ['Damaged or defective', 'Other'] },
  'POST /api/front/order/refund/compute': {
    code: 200,
    data: { amount: '20.00', points: 0, freight: '0.00', freightDeducted: '0.00' },
  },
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/users/refund_confirm?orderNo=${ORDER_NO}`]}>
        <Routes>
          <Route path="/users/refund_confirm" element={<RefundConfirmPage />} />
          <Route path="/order/refund_detail" element={<p>refund detail page</p>} />
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

describe('the refund request form', () => {
  it('asks for a reason first, then sends the chosen items, type, reason, remark and pictures', async () => {
    const calls = serve({
      ...base(),
      'POST /api/front/order/refund': { code: 200, data: { refundNo: 'RE20260101000000000009' } },
    });
    renderPage();
    await screen.findByTestId('refund-confirm');
    expect(screen.getAllByTestId('refund-item')).toHaveLength(2);
    // Not shipped: return goods cannot be chosen; the server's amount is shown.
    expect((screen.getByTestId('refund-type-return') as HTMLInputElement).disabled).toBe(true);
    expect((await screen.findByTestId('refund-amount')).textContent).toBe('$20.00');

    fireEvent.click(screen.getByTestId('refund-submit'));
    expect(await screen.findAllByText('Choose a reason for the refund')).not.toHaveLength(0);
    expect(calls.some((c) => c.key === 'POST /api/front/order/refund')).toBe(false);

    fireEvent.change(await screen.findByTestId('refund-reason'), { target: { value: 'Damaged or defective' } });
    // Counted as the shopper counts characters, as the server does (audit FC3); the box takes 100 emoji, no more.
    fireEvent.change(screen.getByTestId('refund-explain'), { target: { value: 'กี่'.repeat(40) } });
    expect(screen.getByTestId('refund-explain-count').textContent).toBe('40/100');
    fireEvent.change(screen.getByTestId('refund-explain'), { target: { value: '😀'.repeat(120) } });
    expect(screen.getByTestId('refund-explain-count').textContent).toBe('100/100');
    expect((screen.getByTestId('refund-explain') as HTMLTextAreaElement).value).toBe('😀'.repeat(100));
    fireEvent.change(screen.getByTestId('refund-explain'), { target: { value: 'Broken' } });
    expect(screen.getByTestId('refund-explain-count').textContent).toBe('6/100');
    fireEvent.click(screen.getByTestId('refund-submit'));
    await screen.findByText('refund detail page');
    const sent = calls.find((c) => c.key === 'POST /api/front/order/refund');
    expect(sent?.body).toEqual({
      orderNo: ORDER_NO,
      itemIds: [1, 2],
      type: 'refund',
      reason: 'Damaged or defective',
      explain: 'Broken',
      images: [],
    });
  });

  it('marks every missing choice on its field, tied to its message, and moves focus to the first (audit AX8)', async () => {
    serve(base());
    renderPage();
    await screen.findByTestId('refund-confirm');
    await screen.findByTestId('refund-amount');
    // Nothing chosen and no reason: both are named under their fields at once, focus goes to the items.
    fireEvent.click(screen.getByTestId('refund-select-all'));
    fireEvent.click(screen.getByTestId('refund-submit'));
    const items = await screen.findByTestId('refund-items-error');
    expect(items.textContent).toBe('Select an item');
    const all = screen.getByTestId('refund-select-all');
    expect(all.getAttribute('aria-invalid')).toBe('true');
    expect(all.getAttribute('aria-describedby')).toBe(items.id);
    expect(document.activeElement).toBe(all);
    const reason = screen.getByTestId('refund-reason');
    const reasonError = screen.getByTestId('refund-reason-error');
    expect(reasonError.textContent).toBe('Choose a reason for the refund');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toBe(reasonError.id);
    // Choosing the goods clears their message; the reason, still missing, is the first wrong field on the next try.
    fireEvent.click(all);
    expect(screen.queryByTestId('refund-items-error')).toBeNull();
    expect(all.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.change(reason, { target: { value: 'Other' } });
    expect(screen.queryByTestId('refund-reason-error')).toBeNull();
  });

  it('asks the amount again for the chosen reason and shows the freight the goods kept owe (issue 21)', async () => {
    const calls = serve({
      ...base('to_receive'),
      'POST /api/front/order/refund/compute': {
        code: 200,
        data: { amount: '0.00', points: 0, freight: '0.00', freightDeducted: '10.00' },
      },
    });
    renderPage();
    await screen.findByTestId('refund-confirm');
    fireEvent.change(await screen.findByTestId('refund-reason'), { target: { value: 'Other' } });
    expect((await screen.findByTestId('refund-freight-kept')).textContent).toBe(
      "The goods you keep no longer reach the shop's free-shipping amount: $10.00 of their freight is kept back",
    );
    await waitFor(() =>
      expect(
        calls.some((c) => c.key === 'POST /api/front/order/refund/compute' && (c.body as { reason?: string }).reason),
      ).toBe(true),
    );
  });

  it("shows the server's reason when a picture is refused, and keeps the others out", async () => {
    serve({
      ...base('to_receive'),
      'POST /api/front/upload/image': { code: 400, message: 'Only JPG and PNG pictures can be uploaded', data: null },
    });
    renderPage();
    await screen.findByTestId('refund-confirm');
    expect((screen.getByTestId('refund-type-return') as HTMLInputElement).disabled).toBe(false);
    const input = screen.getByTestId('refund-voucher-input');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'x.png', { type: 'image/png' })] } });
    expect((await screen.findByTestId('refund-voucher-error')).textContent).toBe(
      'Only JPG and PNG pictures can be uploaded',
    );
    expect(screen.queryAllByTestId('refund-voucher')).toHaveLength(0);
    // A GIF is refused before it is sent.
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] } });
    await waitFor(() =>
      expect(screen.getByTestId('refund-voucher-error').textContent).toBe('Only JPG and PNG pictures can be uploaded'),
    );
  });

  it('says so when every item of the order already has a refund', async () => {
    serve(base('to_ship', [item(1, 'Phone', 'applying'), item(2, 'Speaker', 'refunded')]));
    renderPage();
    expect((await screen.findByTestId('refund-confirm-notice')).textContent).toContain(
      'Every item of this order already has a refund.',
    );
  });

  it('says at once that the after-sales period ended, instead of offering the form (audit AM15)', async () => {
    const answers = base('completed', [item(1, 'Phone'), item(2, 'Speaker')]);
    answers[`GET /api/front/order/detail/${ORDER_NO}`] = {
      code: 200,
      data: {
        ...order('completed', [item(1, 'Phone'), item(2, 'Speaker')]),
        afterSalesEnd: '2026-01-08T00:00:00.000Z',
      },
    };
    const calls = serve(answers);
    renderPage();
    const notice = await screen.findByTestId('refund-confirm-notice');
    expect(notice.textContent).toContain('The after-sales period of this order ended on');
    expect(notice.textContent).toContain('2026');
    expect(screen.queryByTestId('refund-confirm')).toBeNull();
    expect(calls.some((call) => call.key === 'POST /api/front/order/refund/compute')).toBe(false);
  });

  it('keeps the form of a completed order still inside its after-sales period', async () => {
    const answers = base('completed', [item(1, 'Phone')]);
    answers[`GET /api/front/order/detail/${ORDER_NO}`] = {
      code: 200,
      data: {
        ...order('completed', [item(1, 'Phone')]),
        afterSalesEnd: new Date(Date.now() + 86_400_000).toISOString(),
      },
    };
    serve(answers);
    renderPage();
    expect(await screen.findByTestId('refund-confirm')).toBeTruthy();
    expect(screen.queryByTestId('refund-confirm-notice')).toBeNull();
  });
});
