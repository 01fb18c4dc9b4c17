import type { Home } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartQuantity } from '../../features/cart/components/cart-quantity';
import { RootLayout } from './root-layout';

// The steppers learn from the home answer how much of one item the cart and checkout take (audit P3).

const home: Home = {
  logoUrl: '',
  banners: [],
  recommend: [],
  service: {
    serviceType: 'email',
    serviceLink: '',
    serviceMessage: '',
    servicePhone: '',
    serviceEmail: '',
    qrImage: '',
  },
  footer: { phone: '', address: '', copyright: '' },
  mobileUrl: '',
  currencySymbol: '$',
  showGuest: true,
  mostOfOneItem: 12,
  skuShare: 25,
  activities: [],
  categoryFloors: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the page layout', () => {
  it("hands the home answer's most of one item to the quantity steppers", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const data = url.startsWith('/api/pc/home/index') ? home : url.includes('count') ? { count: 0 } : [];
        return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Routes>
            <Route element={<RootLayout />}>
              <Route
                index
                element={<CartQuantity value={12} stock={100} label="Quantity" name="Scarf" onChange={() => {}} />}
              />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('cart-increase')).toHaveProperty('disabled', true));
  });
});
