import type { MerchantRefund } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindNotifier } from '../../../lib/notify';
import RefundsPage from './refunds-page';

// Audit FY6: accepting a refund while a dispute with the buyer's bank is open changed it to "refunding" but answered
// 409: the console showed an error and kept the row "reviewing" with Accept, and a second click said "already
// handled". The server now answers a success that says the refund waits for the dispute; the console reads the list
// again after any conflict too.

const WAITS =
  'A dispute with the buyer’s bank is open for this payment: the refund is accepted and is paid once the dispute closes';

const refund = (status: MerchantRefund['status']): MerchantRefund => ({
  refundNo: 'RE20260101000000000001',
  orderNo: 'SH20260101000000123456',
  parentOrderNo: 'PT20260101000000123456',
  merId: 2,
  merName: 'TechZone Official Store',
  type: 'refund',
  status,
  reason: 'No longer needed',
  explain: '',
  images: [],
  amount: '49.23',
  points: 0,
  freight: '0.00',
  freightDeducted: '0.00',
  totalNum: 7,
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
  buyer: { id: 7, nickname: 'Ann' },
  consignee: { realName: 'Ann Lee', phone: '2125550100', detail: '1 Harbour Road' },
  providerRef: null,
  heldForBuyer: '0.00',
  paidAnotherWayAmount: '0.00',
});

/** The server: the list shows the refund under review until it is accepted; accepting answers `accepted`. */
function serve(accepted: { code: number; message: string }) {
  let state: MerchantRefund['status'] = 'reviewing';
  const lists: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && url.includes('/accept')) {
      state = 'refunding';
      return Response.json({ ...accepted, data: accepted.code === 200 ? refund(state) : null });
    }
    lists.push(state);
    const shown = url.includes('status=reviewing') && state !== 'reviewing' ? [] : [refund(state)];
    return Response.json({
      code: 200,
      message: 'success',
      data: { list: shown, total: shown.length, page: 1, limit: 20 },
    });
  });
  return lists;
}

/** The toasts shown, as antd's message API of the app would show them (a refusal's toast is opened and closed by key). */
const toasts = { success: vi.fn(), error: vi.fn(), open: vi.fn(), destroy: vi.fn() };
bindNotifier(toasts as unknown as MessageInstance);

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RefundsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function accept() {
  fireEvent.click(await screen.findByTestId('refund-accept'));
  fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.success.mockClear();
  toasts.error.mockClear();
});

describe('accepting a refund while a dispute is open (audit FY6)', { timeout: 60_000 }, () => {
  it('says it waits for the dispute, as a success, and the row leaves the review list', async () => {
    const lists = serve({ code: 200, message: WAITS });
    renderPage();
    await accept();
    await waitFor(() => expect(screen.queryByTestId('refund-accept')).toBeNull());
    expect(toasts.success).toHaveBeenCalledWith(WAITS);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(lists.at(-1)).toBe('refunding');
  });

  it('reads the list again after a conflict, so Accept is not offered on a refund already decided', async () => {
    const lists = serve({ code: 409, message: 'This refund has already been handled' });
    renderPage();
    await accept();
    await waitFor(() => expect(screen.queryByTestId('refund-accept')).toBeNull());
    expect(toasts.error).toHaveBeenCalledWith('This refund has already been handled');
    expect(lists.length).toBeGreaterThan(1);
  });
});
