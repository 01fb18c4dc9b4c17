import type { Suggestion } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../lib/i18n';
import { SearchBox } from './search-box';

// A shop's name typed in the header box (audit CT1): the suggestions offer the shop itself, which opens its page.

const suggestions: Suggestion[] = [
  { text: 'Maison Lumière', kind: 'shop', merId: 3 },
  { text: 'Lampe à poser à lumière chaude', kind: 'product', productId: 20 },
];

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://shop.test');
      const data = url.pathname === '/api/front/search/suggest' ? suggestions : [];
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderBox(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <SearchBox compact={false} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('a shop among the suggestions (audit CT1)', () => {
  it('is said as a shop, in the reader’s language, and opens the shop’s page', async () => {
    await switchLanguage('fr');
    serve();
    renderBox('/fr');
    const input = screen.getByTestId('header-search-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'lumiere' } });
    const shop = await screen.findByText('Boutique : Maison Lumière');
    expect(screen.getAllByTestId('search-suggestion').map((o) => o.textContent)).toEqual([
      'Boutique : Maison Lumière',
      'Lampe à poser à lumière chaude',
    ]);
    fireEvent.mouseDown(shop);
    expect(screen.getByTestId('address').textContent).toBe('/fr/merchant/merchant/home?merId=3');
  });

  it('is chosen with the arrow keys and Enter like any suggestion', async () => {
    serve();
    renderBox('/');
    const input = screen.getByTestId('header-search-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'lumiere' } });
    await screen.findByText('Shop: Maison Lumière');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('address').textContent).toBe('/merchant/merchant/home?merId=3');
  });
});
