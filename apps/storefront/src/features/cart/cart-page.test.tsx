import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSection } from '../../lib/i18n';
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
