import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShipTo } from '../../features/address/address-picker';
import { loadSection, switchLanguage } from '../../lib/i18n';
import CardPaymentRoute from './card-payment-route';

// The payment page writes the address as the confirmation page did (audit AF1): town and region included, the
// country's name in the reader's language, not its ISO code.

const ORDER = 'PT20261204185126051716';
const consignee = {
  realName: 'Demo Shopper',
  email: '',
  country: 'FR',
  region: 'Île-de-France',
  city: 'Paris',
  detail: '12 rue de Rivoli',
  postCode: '75004',
  countryCode: '+33',
  phone: '612345678',
};
const order = {
  kind: 'checkout',
  orderNo: ORDER,
  status: 'unpaid',
  payFee: '294.94',
  payDeadline: '2099-01-01T00:00:00.000Z',
  consignee,
  shopOrders: [{ orderNo: 'SH20261204185126823782', merName: 'Maison Lumière', totalNum: 2, payFee: '47.46' }],
};
/** The address as the book gives it to the confirmation page (the server names the country for the reader). */
const address = { ...consignee, id: 8, regionCode: 'FR-IDF', structured: true, isDefault: false };

function serve(countries: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      const data =
        path === `/api/front/order/detail/${ORDER}`
          ? order
          : path === '/api/front/address/countries'
            ? Object.entries(countries).map(([code, name]) => ({ code, name, dialCode: '+33', hasRegions: true }))
            : path === '/api/front/address/list'
              ? [{ ...address, countryName: countries.FR }]
              : null;
      return new Response(JSON.stringify({ code: data ? 200 : 404, message: data ? 'success' : 'no data', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function open() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/order/stripe_payment?orderNo=${ORDER}`]}>
        <Routes>
          <Route path="/order/stripe_payment" element={<CardPaymentRoute />} />
        </Routes>
        <ShipTo addressId={8} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the payment page’s address (audit AF1)', () => {
  it.each([
    ['zh-CN', '法国', '寄送至： Demo Shopper, 12 rue de Rivoli, Paris, Île-de-France, 法国, 75004'],
    ['th', 'ฝรั่งเศส', 'ส่งถึง: Demo Shopper, 12 rue de Rivoli, Paris, Île-de-France, ฝรั่งเศส, 75004'],
  ] as const)('in %s reads as on the confirmation page', async (language, france, line) => {
    await switchLanguage(language);
    await loadSection('buying');
    serve({ FR: france });
    open();
    const summary = await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === line);
    expect(summary).toBeTruthy();
    // The confirmation page's "Ship to" wrote the same address.
    await waitFor(() =>
      expect(screen.getByTestId('ship-to').textContent).toContain('12 rue de Rivoli, Paris, Île-de-France, '),
    );
    expect(screen.getByTestId('ship-to').textContent).toContain(`${france}, 75004`);
  });

  it('names the country in the reader’s language even before the country list is read', async () => {
    await switchLanguage('th');
    await loadSection('buying');
    serve({});
    open();
    expect(
      (
        await screen.findByText(
          (_, element) => element?.tagName === 'P' && /Demo Shopper/.test(element.textContent ?? ''),
        )
      ).textContent,
    ).toContain('Demo Shopper, 12 rue de Rivoli, Paris, Île-de-France, ฝรั่งเศส, 75004');
  });
});
