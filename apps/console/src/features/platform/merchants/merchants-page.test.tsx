import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminMerchant, AdminMerchantDetail } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import MerchantsPage from './merchants-page';

const shop: AdminMerchant = {
  id: 10,
  name: 'Boutique B',
  avatar: '',
  isSelf: false,
  status: 'open',
  typeId: 2,
  typeName: 'Boutique franchisée',
  categoryId: 3,
  categoryName: 'Mode',
  handlingFee: '5.00',
  productCount: 10,
  onSaleCount: 10,
  ownerEmail: null,
  createTime: '2026-01-02T03:04:05Z',
};
const detail: AdminMerchantDetail = {
  ...shop,
  intro: '',
  address: '',
  phone: '',
  openingHours: '',
  qualificationPictures: [],
  rating: 5,
  suspensionReason: '',
  followerCount: 0,
  staff: [],
  orderCount: 3,
  salesTotal: '1234.50',
};

let listed: AdminMerchant = shop;
let opened: AdminMerchantDetail = detail;
function answer(url: string) {
  const path = new URL(url, 'http://console.test').pathname;
  if (path === '/api/admin/merchants') return { list: [listed], total: 1, page: 1, limit: 20 };
  if (path === '/api/admin/merchants/10') return opened;
  return [];
}

/** The platform's merchants page, alone, with a client that does not retry. */
function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MerchantsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
describe('the platform’s shops in French (audit W6)', { timeout: 90_000 }, () => {
  beforeEach(async () => {
    await setLanguage('fr');
    vi.stubGlobal('fetch', async (url: string) => Response.json({ code: 200, message: 'success', data: answer(url) }));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('writes the handling fee, the sales, the rating and the counts as French does, in the list and in the drawer (audits W6, DB2)', async () => {
    opened = { ...detail, rating: 4.5, followerCount: 29286, orderCount: 1200 };
    renderPage();
    // The matcher reads the no-break spaces French puts before % and $ as spaces.
    expect(await screen.findByText('Mode (5,00 %)')).toBeTruthy();
    expect(screen.queryByText(/5\.00%/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Voir' }));
    expect(await screen.findByText('1 234,50 $')).toBeTruthy();
    expect(screen.getAllByText('Mode (5,00 %)')).toHaveLength(2);
    // The rating with a decimal comma, counts grouped with French's narrow no-break space.
    const item = (label: string) =>
      screen.getByText(label, { selector: 'th, th *' }).closest('th')?.nextElementSibling?.textContent;
    expect(item('Note')).toBe('4,5');
    expect(item('Abonnés')).toBe('29\u202f286');
    expect(item('Commandes payées')).toBe('1\u202f200');
    opened = detail;
  });

  it('says a shop without a review has no rating yet, not its stored starting 5.0 (audit DS3)', async () => {
    opened = { ...detail, rating: null };
    renderPage();
    expect(await screen.findByText('Mode (5,00 %)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Voir' }));
    const label = await screen.findByText('Note', { selector: 'th, th *' });
    expect(label.closest('th')?.nextElementSibling?.textContent).toBe('Pas encore de note');
    opened = detail;
  });
});

describe("a suspended shop's products on sale (audit AW3 rest)", { timeout: 90_000 }, () => {
  beforeEach(async () => {
    await setLanguage('th');
    listed = { ...shop, status: 'suspended', onSaleCount: 0 };
    opened = { ...detail, status: 'suspended', onSaleCount: 0, suspensionReason: 'Counterfeit goods reported' };
    vi.stubGlobal('fetch', async (url: string) => Response.json({ code: 200, message: 'success', data: answer(url) }));
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    listed = shop;
    opened = detail;
    await setLanguage('en');
  });

  it('are said to be hidden from shoppers, in the list and in the drawer', async () => {
    renderPage();
    expect(await screen.findByText('ซ่อนจากผู้ซื้อระหว่างที่ร้านถูกระงับ')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'ดู' })[0]!);
    expect((await screen.findByTestId('on-sale-hidden')).textContent).toBe('ซ่อนจากผู้ซื้อระหว่างที่ร้านถูกระงับ');
  });
});

describe("the owner's e-mail in the list (audit HA6)", { timeout: 90_000 }, () => {
  const LONG = 'customer.service.and.wholesale.orders@lao-heritage-crafts.example.com';
  let sheet: HTMLStyleElement;
  beforeEach(async () => {
    await setLanguage('fr');
    listed = { ...shop, id: 2, ownerEmail: LONG };
    vi.stubGlobal('fetch', async (url: string) => Response.json({ code: 200, message: 'success', data: answer(url) }));
    // The console's own table rules, as the page loads them.
    sheet = document.createElement('style');
    sheet.textContent = readFileSync(path.resolve(import.meta.dirname, '../../../styles.css'), 'utf8');
    document.head.append(sheet);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    sheet.remove();
    listed = shop;
    await setLanguage('en');
  });

  it('is written whole on a line of its own that wraps, never cut with an ellipsis', async () => {
    expect(LONG.length).toBeGreaterThan(60);
    renderPage();
    // The line that holds the address (found by its words, as a reader finds it).
    await screen.findByText('Mode (5,00 %)');
    const address = [...document.querySelectorAll<HTMLElement>('td .ant-typography')].find((el) =>
      el.textContent?.includes(LONG),
    );
    expect(address).toBeDefined();
    if (!address) return;
    // Not cut by the console's rules: no ellipsis, no single line, nothing hidden.
    const style = getComputedStyle(address);
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.overflow).not.toBe('hidden');
    expect(style.overflowWrap).toBe('anywhere');
    expect(address.dataset.testid).toBe('merchant-owner-email');
    // The whole address, as copied, with breaks offered before the @ and each dot.
    expect(address.textContent).toBe(LONG);
    expect(address.querySelectorAll('wbr')).toHaveLength(LONG.split(/[@.]/).length - 1);
    expect(address.closest('td')?.textContent).toContain('#2');
  });
});
