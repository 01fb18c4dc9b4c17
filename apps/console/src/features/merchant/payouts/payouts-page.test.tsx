import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { describeFields, unnamedFields } from '../../../test/unnamed-fields';

const apiAction = vi.fn();
const OPEN = { available: '250.00', debt: '0.00', minimum: '1.00', blockedBy: null, heldUntil: null };
let overview: object = OPEN;
let payouts: object[] = [];
let shop: object | null = null;
const NO_ACCOUNT = { account: null, pendingChange: null, holdHours: 48, stripeAvailable: false, masked: false };
let accountView: object = NO_ACCOUNT;
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiGet: async (path: string) =>
    path.endsWith('/overview')
      ? overview
      : path.endsWith('/payouts')
        ? { list: payouts, total: payouts.length, page: 1, limit: 20 }
        : path === '/api/merchant/shop'
          ? shop
          : path.endsWith('/payout-account')
            ? accountView
            : null,
  apiAction: (...args: unknown[]) => apiAction(...args),
}));
const { default: PayoutsPage } = await import('./payouts-page');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PayoutsPage />
    </QueryClientProvider>,
  );
}

describe('the payout amount typed in French (audit W4)', { timeout: 90_000 }, () => {
  beforeEach(async () => {
    apiAction.mockReset().mockResolvedValue({ payoutNo: 'PO1' });
    await setLanguage('fr');
  });
  afterEach(() => setLanguage('en'));

  it('reads "1,5" as 1.50, as the other money boxes do', async () => {
    renderPage();
    fireEvent.change(await screen.findByTestId('payout-amount'), { target: { value: '1,5' } });
    await waitFor(() => expect(screen.getByTestId('payout-submit')).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByTestId('payout-submit'));
    await waitFor(() => expect(apiAction).toHaveBeenCalledTimes(1));
    expect(apiAction.mock.calls[0]?.[1]).toEqual({ amount: '1.50' });
  });

  it('says why "1.999" is refused, and cannot send it', async () => {
    renderPage();
    fireEvent.change(await screen.findByTestId('payout-amount'), { target: { value: '1.999' } });
    expect((await screen.findByTestId('payout-amount-error')).textContent).toBe('2 décimales au plus');
    expect(screen.getByTestId('payout-submit')).toHaveProperty('disabled', true);
  });

  it('names the amount field "Montant", not only by its placeholder (audit DB5)', async () => {
    renderPage();
    expect((await screen.findByTestId('payout-amount')).getAttribute('aria-label')).toBe('Montant');
    expect(describeFields(unnamedFields())).toEqual([]);
  });
});

describe('a shop in debt (audit AW8)', { timeout: 90_000 }, () => {
  afterEach(() => {
    overview = OPEN;
  });

  it('shows nothing withdrawable and the debt, and offers no request', async () => {
    overview = { available: '0.00', debt: '115.00', minimum: '10.00', blockedBy: 'debt', heldUntil: null };
    renderPage();
    expect((await screen.findByTestId('payout-blocked')).textContent).toContain('the shop owes $115.00');
    expect(screen.getByTestId('payout-available').textContent).toContain('$0.00');
    expect(screen.getByTestId('payout-debt').textContent).toContain('$115.00');
    expect(screen.getByTestId('payout-submit')).toHaveProperty('disabled', true);
    expect(screen.queryByText('Everything available')).toBeNull();
  });
});

describe("a payout's times (audit AW1: the shop's days)", { timeout: 90_000 }, () => {
  const browserZone = process.env.TZ;
  beforeEach(() => {
    // The operator or owner reads from a browser far from the shop.
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    process.env.TZ = browserZone;
    payouts = [];
    shop = null;
  });

  it("are told by the shop's clock, and the page says which", async () => {
    shop = { timeZone: 'Asia/Bangkok' };
    payouts = [
      {
        payoutNo: 'PO20261204233800000001',
        amount: '185.00',
        status: 'paid',
        method: 'stripe',
        destination: 'acct_1',
        // 06:38 on 5 Dec in Bangkok; 15:38 on 4 Dec in Los Angeles.
        createTime: '2026-12-04T23:38:00.000Z',
        reviewTime: null,
        paidTime: '2026-12-04T23:40:00.000Z',
        transferId: 'tr_1',
        transferReference: null,
        transferredOn: null,
        rejectReason: null,
        failReason: null,
      },
    ];
    renderPage();
    expect((await screen.findByTestId('payouts-zone')).textContent).toBe(
      "Times and days in the shop's time zone: Asia/Bangkok",
    );
    const row = (await screen.findByText('PO20261204233800000001')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Dec 5, 2026, 6:38 AM');
    expect(row.textContent).toContain('Dec 5, 2026, 6:40 AM');
    expect(row.textContent).not.toContain('12/04/2026');
  });
});

describe("the payout account's change (audit CY1)", { timeout: 90_000 }, () => {
  afterEach(() => {
    overview = OPEN;
  });

  it("is offered to the shop's owner only; another member sees the card without it", async () => {
    renderPage();
    expect(await screen.findByTestId('payout-account-change')).toBeTruthy();
    cleanup();
    overview = { ...OPEN, blockedBy: 'owner' };
    renderPage();
    await screen.findByTestId('payout-blocked');
    expect(screen.queryByTestId('payout-account-change')).toBeNull();
  });
});

describe('the payout account read by a member who is not the owner (decision 0058, audit GZ1)', {
  timeout: 90_000,
}, () => {
  const account = (holder: string, bankText: string) => ({
    method: 'offline',
    stripeAccountId: null,
    holder,
    bankText,
    heldUntil: null,
    updateTime: '2026-12-01T10:00:00.000Z',
  });
  afterEach(async () => {
    overview = OPEN;
    accountView = NO_ACCOUNT;
    await setLanguage('en');
  });

  it('shows the masked account the server answered, no holder, and says in French that only the owner sees it whole', async () => {
    await setLanguage('fr');
    overview = { ...OPEN, blockedBy: 'owner' };
    accountView = { ...NO_ACCOUNT, account: account('', '•••• 89-0'), masked: true };
    renderPage();
    expect(await screen.findByText('•••• 89-0')).toBeTruthy();
    expect(
      screen.getByText(
        "Seul le propriétaire de la boutique voit le compte de versement en entier et peut le modifier ; vous n'en voyez que les quatre derniers caractères.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Titulaire du compte')).toBeNull();
    expect(screen.queryByTestId('payout-account-change')).toBeNull();
  });

  it('shows the owner the account whole, without the line', async () => {
    accountView = { ...NO_ACCOUNT, account: account('Somchai Jaidee', 'Kasikorn Bank 123-4-56789-0') };
    renderPage();
    expect(await screen.findByText('Kasikorn Bank 123-4-56789-0')).toBeTruthy();
    expect(screen.getByText('Somchai Jaidee')).toBeTruthy();
    expect(screen.queryByTestId('payout-account-owner-only')).toBeNull();
    expect(screen.getByTestId('payout-account-change')).toBeTruthy();
  });
});

describe('the payout history in Thai (audit DB6)', { timeout: 90_000 }, () => {
  beforeEach(() => setLanguage('th'));
  afterEach(async () => {
    payouts = [];
    await setLanguage('en');
  });

  it('keeps the status column, its header and its tag, on one line: "รอตรวจสอบ" is one word', async () => {
    payouts = [
      {
        payoutNo: 'PO20261205100000000001',
        amount: '100.00',
        status: 'reviewing',
        method: 'offline',
        destination: 'TechZone Official Store',
        createTime: '2026-12-05T10:00:00.000Z',
        reviewTime: null,
        paidTime: null,
        transferId: null,
        transferReference: null,
        transferredOn: null,
        rejectReason: null,
        failReason: null,
      },
    ];
    renderPage();
    const tag = await screen.findByText('รอตรวจสอบ', { selector: '.ant-tag' });
    // styles.css: a tag in a nowrap cell does not wrap, the header of a nowrap column neither.
    expect(tag.closest('td')?.classList.contains('nowrap')).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'สถานะ' }).classList.contains('nowrap')).toBe(true);
  });
});
