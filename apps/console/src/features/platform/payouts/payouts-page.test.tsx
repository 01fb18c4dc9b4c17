import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The operator's payout queue tells each payout's time by its shop's clock (audit AW1: the shop's days), whatever the
// operator's browser.

let payout: Record<string, unknown>;
const reviewing = {
  payoutNo: 'PO20261204233800000002',
  amount: '185.00',
  status: 'reviewing',
  method: 'offline',
  destination: 'Somchai',
  // 06:38 on 5 Dec in Bangkok; 15:38 on 4 Dec in Los Angeles.
  createTime: '2026-12-04T23:38:00.000Z',
  reviewTime: null,
  paidTime: null,
  transferId: null,
  transferReference: null,
  transferredOn: null,
  rejectReason: null,
  failReason: null,
  merId: 10,
  merName: 'Thai silk',
  available: '185.00',
  bankText: 'KBank 123',
  holder: 'Somchai',
  shopSuspended: false,
  timeZone: 'Asia/Bangkok',
};
payout = reviewing;
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: async (path: string) =>
    path.includes('/payouts') && !path.includes('settings')
      ? { list: [payout], total: 1, page: 1, limit: 20 }
      : { holdHours: 24 },
}));
const { default: PayoutsPage } = await import('./payouts-page');

describe("the operator's payout queue", { timeout: 90_000 }, () => {
  const browserZone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    process.env.TZ = browserZone;
  });

  it("tells a payout's time by its shop's clock and names the zone", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PayoutsPage />
      </QueryClientProvider>,
    );
    const row = (await screen.findByText('PO20261204233800000002')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Dec 5, 2026, 6:38 AM (Asia/Bangkok)');
  });

  // Audit DS8: in Thai at 1200 px the two buttons of a payout waiting for its bank transfer, side by side, took 367 px
  // and squeezed the status to 63 px, one letter per line. They stand one above the other now, and the status keeps
  // room for its tag and a few words whatever the other columns ask.
  it('stacks the paying actions and keeps the status readable', async () => {
    payout = { ...reviewing, status: 'paying', reviewTime: '2026-12-05T01:00:00.000Z' };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <PayoutsPage />
      </QueryClientProvider>,
    );
    const paid = await screen.findByTestId('payout-mark-paid');
    const failed = screen.getByTestId('payout-mark-failed');
    const both = paid.parentElement as HTMLElement;
    expect(both).toBe(failed.parentElement);
    expect(both.className).toContain('ant-flex-vertical');
    const status = screen
      .getByText('Approved: waiting for the bank transfer to be recorded')
      .closest('td') as HTMLElement;
    expect((status.firstElementChild as HTMLElement).style.minWidth).toBe('140px');
  });
});
