import type { Facets, ProductCard } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../lib/i18n';
import SearchPage from './search-page';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

const card = (id: number): ProductCard => ({
  id,
  name: `Bulkitem ${id}`,
  image: `/uploads/p${id}.png`,
  price: '19.90',
  otPrice: '25.00',
  sales: 1,
  stock: 5,
  merId: 1,
  merName: 'TechZone Official Store',
});

const value = (name: string, count: number, extra: object = {}) => ({ name, count, selected: false, ...extra });
const facets: Facets = {
  categories: [value('Téléphones et numérique', 6120, { id: 3, pid: 0 })],
  shops: [value('TechZone Official Store', 10200, { id: 1 })],
  prices: [value('500.00-', 4411, { value: '500.00-' })],
  ratings: [],
  attrs: [],
  inStock: [value('true', 8742, { value: 'true' })],
  selfOperated: [value('true', 1500, { value: 'true' })],
  shipsTo: [],
  more: [],
};

/** The search API: `total` products in all (counted up to the cap), 20 a page. */
function serve(total: number, capped = false, answered: Facets = facets, shops?: { id: number; name: string }[]) {
  const pages: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://shop.test');
      let data: unknown = [];
      if (url.pathname === '/api/front/product/list') {
        const page = Number(url.searchParams.get('page') ?? 1);
        pages.push(page);
        const from = (page - 1) * 20;
        const list = Array.from({ length: Math.max(0, Math.min(20, total - from)) }, (_, i) => card(from + i + 1));
        data = {
          list,
          total: Math.min(total, 10_000),
          totalCapped: capped,
          page,
          limit: 20,
          facets: answered,
          ...(shops ? { shops } : {}),
        };
      }
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return pages;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/', address]} initialIndex={1}>
        <SearchPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the search facets (audit Q5)', () => {
  it("write their counts as the total is written, in the reader's language, and the open price range in words", async () => {
    await switchLanguage('fr');
    serve(10_200, true);
    renderSearch('/goods/goods_search?title=bulkitem');
    expect((await screen.findByTestId('result-count')).textContent).toBe(`Plus de 10${NNBSP}000 produits trouvés`);
    expect(screen.getByRole('button', { name: `TechZone Official Store, 10${NNBSP}200 articles` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `500,00${NBSP}$ et plus, 4${NNBSP}411 articles` })).toBeTruthy();
    const exact = { normalizer: (text: string) => text };
    expect(screen.getByText(`8${NNBSP}742`, exact)).toBeTruthy();
    expect(screen.getByText(`1${NNBSP}500`, exact)).toBeTruthy();
  });
});

describe('shops whose names hold the keyword (audit CT1)', () => {
  it('are named above the results, in the reader’s language, each leading to its page', async () => {
    await switchLanguage('th');
    serve(0, false, facets, [
      { id: 2, name: 'TechZone Official Store' },
      { id: 9, name: 'TechZone Outlet' },
    ]);
    renderSearch('/th/goods/goods_search?title=techzone');
    const line = await screen.findByTestId('matching-shops');
    expect(line.textContent).toBe('ร้านค้าที่ตรงกับ “techzone”:TechZone Official Store →TechZone Outlet →');
    const links = screen.getAllByTestId('matching-shop');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/th/merchant/merchant/home?merId=2',
      '/th/merchant/merchant/home?merId=9',
    ]);
    fireEvent.click(links[0]!);
    expect(screen.getByTestId('address').textContent).toBe('/th/merchant/merchant/home?merId=2');
  });

  it('are not mentioned when no shop matches', async () => {
    serve(3);
    renderSearch('/goods/goods_search?title=bulkitem');
    await screen.findByTestId('result-count');
    expect(screen.queryByTestId('matching-shops')).toBeNull();
  });
});

describe('a facet value read by a screen reader (audit AX6)', () => {
  it('says its count in words of its own, never glued to the label or the price', async () => {
    const colours = { name: 'Colour', values: [{ value: 'Black', count: 50, selected: false }] };
    serve(30, false, {
      ...facets,
      prices: [value('10.00-24.99', 3, { value: '10.00-24.99' })],
      ratings: [value('4', 1, { value: '4' })],
      attrs: [colours],
    });
    renderSearch('/goods/goods_search?title=bulkitem');
    await screen.findByTestId('result-count');
    // The buttons' accessible names, as a screen reader announces them.
    for (const name of [
      'Black, 50 products',
      '$10.00 – $24.99, 3 products',
      '4★ & up, 1 product',
      'TechZone Official Store, 10,200 products',
    ])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    // The figure is still shown as it was.
    expect(screen.getAllByText('50', { selector: '[aria-hidden="true"]' })).toHaveLength(1);
  });
});

describe('attribute filters', () => {
  it('offer no eleventh attribute once ten are chosen, and say why; the chosen ones stay free', async () => {
    // Eleven attributes of one value each; the address chooses the first ten (the server refuses an eleventh).
    const names = Array.from({ length: 11 }, (_, i) => `Attr${i + 1}`);
    const attrs = names.map((name, i) => ({ name, values: [{ value: `V${i + 1}`, count: 3, selected: i < 10 }] }));
    serve(30, false, { ...facets, attrs });
    const chosen = names
      .slice(0, 10)
      .map((name, i) => `${name}:V${i + 1}`)
      .join(',');
    renderSearch(`/goods/goods_search?title=bulkitem&attrs=${encodeURIComponent(chosen)}`);
    await screen.findByTestId('result-count');
    fireEvent.click(screen.getByTestId('more-filters'));
    const value = (label: string) =>
      screen.getAllByTestId('facet-value').find((chip) => chip.textContent?.startsWith(label)) as HTMLButtonElement;
    expect(value('V11').disabled).toBe(true);
    expect(value('V11').title).toBe('At most 10 filters at once: remove one to choose another');
    expect(value('V1').disabled).toBe(false);

    // One removed: the eleventh may be chosen.
    fireEvent.click(value('V1'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).not.toContain('Attr1%3AV1%2C'));
    await waitFor(() => expect(value('V11').disabled).toBe(false));
  });
});

describe('a results page past the end (audit Q7)', () => {
  it('takes the shopper to the last page, in place of the address that led nowhere', async () => {
    serve(29);
    renderSearch('/goods/goods_search?title=phone&page=5');
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/goods/goods_search?title=phone&page=2'),
    );
    expect(await screen.findAllByText(/^Bulkitem (21|29)$/)).toHaveLength(2);
    expect(screen.getByTestId('result-count').textContent).toBe('29 products found');
    expect(screen.queryByText('No products found')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });

  it('goes to page one when the results fit on one page', async () => {
    serve(9);
    renderSearch('/goods/goods_search?title=phone&page=5');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/goods/goods_search?title=phone'));
    expect((await screen.findAllByText(/^Bulkitem \d$/)).length).toBe(9);
    expect(screen.queryByText('No products found')).toBeNull();
  });

  it('offers the pages past a capped total while they are full', async () => {
    serve(10_200, true);
    renderSearch('/goods/goods_search?title=bulkitem&page=500');
    await screen.findByText('Bulkitem 10000');
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    await screen.findByText('Bulkitem 10020');
    expect(screen.getByTestId('address').textContent).toBe('/goods/goods_search?title=bulkitem&page=501');
  });
});

describe('a selection the server refuses (audit AG7)', () => {
  it("tells the server's reason in the reader's language under the empty results", async () => {
    await switchLanguage('fr');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://shop.test');
        const refused = url.pathname === '/api/front/product/list';
        const body = refused
          ? { code: 400, message: 'Choisissez au plus 10 filtres', data: null }
          : { code: 200, message: 'success', data: [] };
        return new Response(JSON.stringify(body), {
          status: refused ? 400 : 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const attrs = Array.from({ length: 11 }, (_, i) => `A${i}:v`).join(',');
    renderSearch(`/goods/goods_search?attrs=${encodeURIComponent(attrs)}`);
    expect((await screen.findByTestId('search-refused')).textContent).toBe('Choisissez au plus 10 filtres');
  });
});

describe('a keyword whose words find nothing together (audit GE4)', () => {
  function serveSomeWords() {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://shop.test');
        let data: unknown = [];
        if (url.pathname === '/api/front/product/list') {
          const keyword = url.searchParams.get('keyword') ?? '';
          asked.push(keyword);
          const found = keyword === 'headphones';
          data = {
            list: found ? [card(1), card(2)] : [],
            total: found ? 2 : 0,
            totalCapped: false,
            page: 1,
            limit: 20,
            facets,
            ...(found ? {} : { suggestion: 'headphones', someWords: true, popular: [card(9)] }),
          };
        }
        return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return asked;
  }

  it('shows the products of some of the words at once, saying so in the reader’s language', async () => {
    await switchLanguage('fr');
    const asked = serveSomeWords();
    renderSearch('/goods/goods_search?title=wireless%20headphones');
    const shown = await screen.findByTestId('some-words');
    expect(shown.textContent).toContain(
      'Aucun résultat pour tous les mots de « wireless headphones » ; voici les résultats pour « headphones ».',
    );
    expect(screen.getByText('Bulkitem 1')).toBeTruthy();
    expect(screen.getByText('Bulkitem 2')).toBeTruthy();
    expect(screen.queryByTestId('popular-products')).toBeNull();
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
    expect(asked).toEqual(['wireless headphones', 'headphones']);
    fireEvent.click(screen.getByRole('button', { name: 'Voir tous les résultats pour « headphones »' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/goods/goods_search?title=headphones'));
  });

  it('keeps "did you mean" for a mended word', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://shop.test');
        const data =
          url.pathname === '/api/front/product/list'
            ? { list: [], total: 0, totalCapped: false, page: 1, limit: 20, facets, suggestion: 'watch' }
            : [];
        return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderSearch('/goods/goods_search?title=wacth');
    expect((await screen.findByTestId('did-you-mean')).textContent).toBe('Did you mean: watch');
    expect(screen.queryByTestId('some-words')).toBeNull();
  });
});
