import type { MyCoupon } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSection, switchLanguage } from '../../lib/i18n';
import MyCouponsPage from './my-coupons-page';

// Audit FL6: the usable tab holds what checkout takes now; a coupon not started yet or of a suspended shop is in the
// other tab, saying why and from when.

const held = (over: Partial<MyCoupon> & Pick<MyCoupon, 'id' | 'status'>): MyCoupon => ({
  couponId: over.id,
  name: 'Spring coupon',
  merId: 3,
  merName: 'Maison Lumière',
  useType: 1,
  money: '5.00',
  minSpend: '0.00',
  productIds: [],
  categoryId: null,
  categoryName: '',
  validFrom: '2026-12-16T00:00:00.000Z',
  validTo: '2026-12-31T00:00:00.000Z',
  usedTime: null,
  receiveTime: '2026-12-01T00:00:00.000Z',
  ...over,
});

function serve(unusable: MyCoupon[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const list = new URL(url, 'http://mall.test').searchParams.get('type') === 'unusable' ? unusable : [];
      return new Response(JSON.stringify({ code: 200, message: 'success', data: { list, total: list.length } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('my coupons not usable now (audit FL6)', () => {
  it.each([
    ['en', 'Not usable now', 'Usable from', 'The shop is suspended: usable once it reopens'],
    ['th', 'ยังใช้ไม่ได้ตอนนี้', 'ใช้ได้ตั้งแต่', 'ร้านถูกระงับ: ใช้ได้เมื่อร้านเปิดอีกครั้ง'],
  ] as const)('in %s say why: from when, or the shop suspended; no "use now"', async (language, tab, from, shop) => {
    await switchLanguage(language);
    await loadSection('coupons');
    serve([held({ id: 1, status: 'notStarted' }), held({ id: 2, status: 'shopSuspended', merName: 'Closed Co' })]);
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MyCouponsPage />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    const other = screen.getByTestId('coupon-state-unusable');
    expect(other.textContent).toBe(tab);
    fireEvent.click(other);
    const [waiting, suspended] = await screen.findAllByTestId('my-coupon');
    expect(waiting!.textContent).toContain(from);
    expect(waiting!.textContent).toMatch(/16/);
    expect(suspended!.textContent).toContain(shop);
    for (const coupon of [waiting!, suspended!]) expect(within(coupon).queryByRole('link')).toBeNull();
  });
});
