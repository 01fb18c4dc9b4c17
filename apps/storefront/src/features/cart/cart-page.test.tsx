import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSection } from '../../lib/i18n';
import { MostOfOneItemContext } from '../../lib/most-of-one-item';
import { toastStore } from '../../lib/toast';
import CartPage from './cart-page';
import { tickAdded } from './unticked-lines';

const line = (id: number, quantity: number, valid = true) => ({
  id,
  productId: id,
  skuId: id,
  quantity,
  name: `Item ${id}`,
  image: '/uploads/demo/x.svg',
  skuText: '',
  price: '10.00',
  stock: valid ? 10 : 0,
  valid,
});
const cart = [
  { merId: 1, merName: 'Shop A', items: [line(1, 2), line(2, 1, false)] },
  { merId: 2, merName: 'Shop B', items: [line(3, 1)] },
];

function renderCart(onCheckout = vi.fn(async () => {})) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 200, message: 'success', data: cart }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CartPage onCheckout={onCheckout} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onCheckout, view };
}

const selectedCount = async () => (await screen.findByTestId('cart-selected-count')).textContent;

beforeAll(async () => {
  await loadSection('buying');
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cart page selection', () => {
  it('opens with every buyable line ticked, so checkout takes what was just added', async () => {
    const { onCheckout } = renderCart();
    expect(await selectedCount()).toBe('3');
    // "Items" counts pieces as "Selected" does (issue 22 item 6), the unavailable line included.
    expect((await screen.findByTestId('cart-items-count')).textContent).toMatch(/\b4\b/);
    fireEvent.click(screen.getByTestId('cart-checkout'));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith([1, 3]));
  });

  it('remembers a line the shopper unticked on the next visit, and ticks it again when it is added again', async () => {
    const first = renderCart();
    await selectedCount();
    fireEvent.click(screen.getAllByTestId('cart-item-check')[0] as HTMLElement);
    expect(await selectedCount()).toBe('1');
    first.view.unmount();

    const second = renderCart();
    expect(await selectedCount()).toBe('1');
    second.view.unmount();

    tickAdded(1);
    renderCart();
    expect(await selectedCount()).toBe('3');
  });
});

describe('the quantity stepper of a cart line (audit P3)', () => {
  const SENTENCE = 'You can order at most 20 of one item at a time';

  /** A cart of one line of 100 in stock; `cart/num` answers as the server does past the cap of 20. */
  function renderLine(quantity: number, most = 20) {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const envelope = (code: number, message: string, data: unknown) =>
          new Response(JSON.stringify({ code, message, data }), { headers: { 'content-type': 'application/json' } });
        if (url.startsWith('/api/front/cart/num')) {
          const body = JSON.parse(String(init.body)) as { quantity: number };
          sent.push(body);
          return body.quantity > 20 ? envelope(400, SENTENCE, null) : envelope(200, 'success', null);
        }
        return envelope(200, 'success', [
          { merId: 1, merName: 'Shop A', items: [{ ...line(1, quantity), stock: 100 }] },
        ]);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MostOfOneItemContext value={{ skuUnits: most, skuShare: 100 }}>
          <MemoryRouter>
            <CartPage onCheckout={vi.fn(async () => {})} />
          </MemoryRouter>
        </MostOfOneItemContext>
      </QueryClientProvider>,
    );
    return sent;
  }

  it('stops at the most of one item the cart and checkout take, not at the stock nor 999', async () => {
    const sent = renderLine(19);
    const more = await screen.findByTestId('cart-increase');
    fireEvent.click(more);
    await waitFor(() => expect(sent).toEqual([{ id: 1, quantity: 20 }]));

    const input = screen.getByTestId('cart-quantity');
    fireEvent.change(input, { target: { value: '30' } });
    fireEvent.blur(input);
    // Typed past it: the line is set to the most, and the field says so.
    await waitFor(() =>
      expect(sent).toEqual([
        { id: 1, quantity: 20 },
        { id: 1, quantity: 20 },
      ]),
    );
    expect((input as HTMLInputElement).value).toBe('20');
  });

  it('cannot step past it; a line above it from before steps down to it', async () => {
    renderLine(20);
    await waitFor(() => expect(screen.getByTestId('cart-increase')).toHaveProperty('disabled', true));
    cleanup();

    const sent = renderLine(25);
    fireEvent.click(await screen.findByTestId('cart-decrease'));
    await waitFor(() => expect(sent).toEqual([{ id: 1, quantity: 20 }]));
  });

  it("shows the server's refusal when the page does not know the most yet", async () => {
    toastStore.set([]);
    const sent = renderLine(20, 999);
    fireEvent.click(await screen.findByTestId('cart-increase'));
    await waitFor(() => expect(sent).toEqual([{ id: 1, quantity: 21 }]));
    await waitFor(() => expect(toastStore.get().map((t) => t.text)).toContain(SENTENCE));
  });
});
