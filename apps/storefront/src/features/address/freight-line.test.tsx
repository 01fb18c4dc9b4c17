import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/auth-token';
import { loadSection, switchLanguage } from '../../lib/i18n';
import { FreightLine } from './freight-line';

const countries = [
  { code: 'TH', name: 'Thailand', dialCode: '+66', hasRegions: true, served: true },
  { code: 'LA', name: 'Laos', dialCode: '+856', hasRegions: false, served: true },
  { code: 'US', name: 'United States', dialCode: '+1', hasRegions: true, served: true },
];
const laosAddress = {
  id: 31,
  realName: 'Noy',
  email: '',
  country: 'LA',
  countryName: 'Laos',
  regionCode: '',
  region: '',
  city: 'Vientiane',
  structured: true,
  detail: '1 Lane Xang Avenue',
  postCode: '01000',
  countryCode: '+856',
  phone: '2055512345',
  isDefault: true,
};

const answer = (over: Record<string, unknown>) => ({
  deliverable: true,
  freight: '5.00',
  message: '',
  country: 'TH',
  countryName: 'Thailand',
  region: '',
  virtual: false,
  ...over,
});

/** The server: Laos is not served by this product's shop; Thailand costs $5, free over $49. */
function serve(addresses: unknown[] = []) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const [path = '', search = ''] = url.split('?');
      const key = `${init.method ?? 'GET'} ${path}`;
      let data: unknown = null;
      if (key === 'GET /api/front/address/countries') data = countries;
      else if (key === 'GET /api/front/address/list') data = addresses;
      else if (key === 'GET /api/front/product/freight/12') {
        const query = new URLSearchParams(search);
        asked.push(query);
        const toLaos = query.get('country') === 'LA' || query.get('addressId') === '31';
        data = toLaos
          ? answer({ deliverable: false, freight: '0.00', country: 'LA', countryName: 'Laos', message: 'x' })
          : answer({ freeOver: '49.00' });
      }
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function renderLine(quantity = 1) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FreightLine productId={12} skuId={5} quantity={quantity} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await loadSection('shipping');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  clearToken();
  localStorage.clear();
  await switchLanguage('en');
});

describe('the freight line of the goods detail', () => {
  it('a guest reading in Lao starts in Laos, is told it is not deliverable, and picks Thailand', async () => {
    await switchLanguage('lo');
    const asked = serve();
    renderLine(2);
    await waitFor(() => expect(screen.getByTestId('freight-text').dataset.deliverable).toBe('false'));
    expect(asked[0]?.get('country')).toBe('LA');
    expect(asked[0]?.get('quantity')).toBe('2');
    expect(asked[0]?.get('skuId')).toBe('5');

    fireEvent.click(screen.getByTestId('freight-destination'));
    fireEvent.click(await screen.findByText('Thailand'));
    await waitFor(() => expect(screen.getByTestId('freight-text').dataset.deliverable).toBe('true'));
    // Money as Lao writes it: "$5,00", the threshold "$49,00".
    expect(screen.getByTestId('freight-fee').textContent).toBe('$5,00');
    expect(screen.getByTestId('freight-text').textContent).toContain('ຟຣີເມື່ອຊື້ສິນຄ້າທີ່ສົ່ງແບບດຽວກັນຄົບ');
    expect(screen.getByTestId('freight-text').textContent).toMatch(/\$49,00$/);
    expect(asked.at(-1)?.get('country')).toBe('TH');
    // The pick is remembered for the next product.
    expect(localStorage.getItem('mall_ship_to')).toBe('TH');
  });

  it('says "Not deliverable to Laos" in the shopper\'s words', async () => {
    serve();
    localStorage.setItem('mall_ship_to', 'LA');
    renderLine();
    await waitFor(() => expect(screen.getByTestId('freight-text').textContent).toBe('Not deliverable to Laos'));
  });

  it('a signed-in shopper starts from the default address and may pick a country instead', async () => {
    setToken('t0k3n');
    const asked = serve([laosAddress]);
    renderLine();
    await waitFor(() => expect(screen.getByTestId('freight-text').textContent).toBe('Not deliverable to Laos'));
    expect(asked[0]?.get('addressId')).toBe('31');
    expect(asked[0]?.get('country')).toBeNull();
    expect(screen.getByTestId('freight-destination').textContent).toBe('My address: Vientiane, Laos');
    fireEvent.click(screen.getByTestId('freight-destination'));
    fireEvent.click(screen.getByText('Thailand'));
    await waitFor(() => expect(screen.getByTestId('freight-text').dataset.deliverable).toBe('true'));
    expect(asked.at(-1)?.get('country')).toBe('TH');
  });
});
