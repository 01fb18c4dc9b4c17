import type { MerchantOrderDetail, MerchantOrderRow } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';

// The orders export stops at the newest 10,000 of what matches: the server says so in a header, and the page tells the
// merchant instead of leaving a file cut short without a word (audit AW5).

const downloadFile = vi.fn();
vi.mock('../../../lib/download', () => ({ downloadFile: (...args: unknown[]) => downloadFile(...args) }));
// The shop's profile (its time zone), its orders and one order's detail, as the API answers them.
let zone: string | undefined;
let rows: MerchantOrderRow[] = [];
let detail: MerchantOrderDetail | undefined;
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: async (path: string) => {
    if (path === '/api/merchant/shop') return { timeZone: zone };
    if (path.startsWith('/api/merchant/orders/')) return detail;
    return { list: rows, total: rows.length, page: 1, limit: 20 };
  },
}));
const { default: OrdersPage } = await import('./orders-page');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrdersPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the orders export', { timeout: 90_000 }, () => {
  it('tells the merchant when the file holds only the newest 10,000', async () => {
    downloadFile.mockResolvedValue(new Headers({ 'X-Export-Capped': '10000' }));
    renderPage();
    fireEvent.click(await screen.findByTestId('export-orders'));
    expect((await screen.findByTestId('export-capped')).textContent).toContain(
      'Only the newest orders (10,000) are in the file: more orders match. Choose a shorter period for the others.',
    );
    expect(downloadFile.mock.calls[0]?.[0]).toBe('/api/merchant/orders/export.csv');
  });

  it('says nothing of a limit when the file holds every order', async () => {
    downloadFile.mockReset().mockResolvedValue(new Headers());
    renderPage();
    fireEvent.click(await screen.findByTestId('export-orders'));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('export-capped')).toBeNull();
  });
});

// Audit DS5: the list wrote the browser's time ("5 Dec, 12:43" in UTC) while the export range and the file took the
// shop's days (the 6th in Kiritimati): the range the merchant picked from the list found nothing.
describe("the orders' times", { timeout: 90_000 }, () => {
  const createTime = '2026-12-05T12:43:05.000Z';
  const row: MerchantOrderRow = {
    orderNo: 'SH20261205124305713768',
    status: 'to_receive',
    createTime,
    payFee: '12.00',
    items: [],
    consignee: { realName: 'Demo Shopper', phone: '2055512345', countryCode: '+856' },
  } as unknown as MerchantOrderRow;

  it("are told by the shop's clock, in the list and the drawer, and the page says which", async () => {
    zone = 'Pacific/Kiritimati';
    rows = [row];
    detail = {
      ...row,
      payTime: '2026-12-05T12:44:00.000Z',
      shipTime: null,
      receiveTime: null,
      mark: '',
      payType: 'card',
      proTotalFee: '12.00',
      freightFee: '0.00',
      couponFee: '0.00',
      pointsFee: '0.00',
      refundedFee: '0.00',
      freightKeptFee: '0.00',
      closedForService: [],
      buyer: { id: 9, nickname: 'Ann', disabled: false, closed: false },
      consignee: { ...row.consignee, fullAddress: '' },
      logistics: {
        deliveryMethod: 'send',
        courierCompany: '',
        trackingNo: '',
        courierName: '',
        courierPhone: '',
        events: [],
      },
    } as unknown as MerchantOrderDetail;
    renderPage();
    expect((await screen.findByTestId('orders-zone')).textContent).toBe(
      "Times and days in the shop's time zone: Pacific/Kiritimati",
    );
    // 12:43 UTC on the 5th is 02:43 on the 6th in Kiritimati (UTC+14).
    expect(await screen.findByText('Dec 6, 2026, 2:43 AM')).toBeTruthy();
    fireEvent.click(screen.getByTestId(`open-${row.orderNo}`));
    const drawer = await screen.findByTestId('order-detail');
    expect(drawer.textContent).toContain('Dec 6, 2026, 2:43 AM');
    expect(drawer.textContent).toContain('Dec 6, 2026, 2:44 AM');
    expect(drawer.textContent).not.toContain('Dec 5, 2026');
  });
});

// Audit DS9: a fixed 120 px column cut every consignee to "Demo Shop…" and "+856 205551…" beside a half-empty items
// column. The column now takes the name's width (up to a limit past which it wraps) and cuts nothing.
describe('the consignee column', { timeout: 90_000 }, () => {
  it('shows the whole name and phone, in a column as wide as they are', async () => {
    zone = undefined;
    rows = [
      {
        orderNo: 'SH20261205124305713769',
        status: 'to_ship',
        createTime: '2026-12-05T12:43:05.000Z',
        payFee: '12.00',
        items: [],
        consignee: { realName: 'Demo Shopper', phone: '2055512345', countryCode: '+856' },
      } as unknown as MerchantOrderRow,
    ];
    renderPage();
    // cell-line is the class that cuts a value to the column's width with an ellipsis.
    const name = await screen.findByText('Demo Shopper');
    expect(name.className).not.toContain('cell-line');
    const phone = screen.getByText('+856 2055512345');
    expect(phone.className).not.toContain('cell-line');
    // cell-fit makes the column as wide as the value, up to a limit past which a long name wraps (styles.css).
    expect(name.className).toContain('cell-fit');
  });
});

// Audit FS10: the amount column was titled "Paid" (实付, ຊຳລະແລ້ວ) over orders still waiting for their money. Its title
// is now true of every row, in six languages, and an unpaid order's drawer says "Amount", not "Paid".
describe('the amount column', { timeout: 90_000 }, () => {
  const unpaid = {
    orderNo: 'SH20261205124305713770',
    status: 'unpaid',
    createTime: '2026-12-05T12:43:05.000Z',
    payFee: '97.99',
    items: [],
    consignee: { realName: 'Demo Shopper', phone: '2055512345', countryCode: '+856' },
  } as unknown as MerchantOrderRow;
  const titles = {
    en: ['Amount', 'Paid'],
    'zh-CN': ['金额', '实付'],
    fr: ['Montant', 'Payé'],
    th: ['จำนวนเงิน', 'ชำระแล้ว'],
    lo: ['ຈຳນວນເງິນ', 'ຊຳລະແລ້ວ'],
    es: ['Importe', 'Pagado'],
  } as const;

  it('is titled for paid and unpaid orders alike, in six languages', async () => {
    zone = undefined;
    rows = [unpaid];
    try {
      for (const [code, [amount, paid]] of Object.entries(titles)) {
        await setLanguage(code as keyof typeof titles);
        renderPage();
        await screen.findByTestId(`open-${unpaid.orderNo}`);
        const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
        expect(headers, code).toContain(amount);
        expect(headers, code).not.toContain(paid);
        cleanup();
      }
    } finally {
      await setLanguage('en');
    }
  });

  it("says Amount, not Paid, in an unpaid order's drawer", async () => {
    zone = undefined;
    rows = [unpaid];
    detail = {
      ...unpaid,
      payTime: null,
      shipTime: null,
      receiveTime: null,
      mark: '',
      payType: '',
      proTotalFee: '97.99',
      freightFee: '0.00',
      couponFee: '0.00',
      pointsFee: '0.00',
      refundedFee: '0.00',
      freightKeptFee: '0.00',
      closedForService: [],
      buyer: { id: 9, nickname: 'Ann', disabled: false, closed: false },
      consignee: { ...unpaid.consignee, fullAddress: '' },
      logistics: {
        deliveryMethod: 'send',
        courierCompany: '',
        trackingNo: '',
        courierName: '',
        courierPhone: '',
        events: [],
      },
    } as unknown as MerchantOrderDetail;
    renderPage();
    fireEvent.click(await screen.findByTestId(`open-${unpaid.orderNo}`));
    const drawer = await screen.findByTestId('order-detail');
    const labels = [...drawer.querySelectorAll('.ant-descriptions-item-label')].map((label) => label.textContent);
    expect(labels).toContain('Amount');
    expect(labels).not.toContain('Paid');
  });
});
