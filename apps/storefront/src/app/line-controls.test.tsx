import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartLine } from '../features/cart/components/cart-line';
import { ContactButton } from '../features/chat/components/contact-button';
import { OrderItems } from '../features/orders/components/order-items';
import { RefundGoods } from '../features/refunds/components/refund-goods';
import { ItemSummary } from '../features/reviews/components/review-form';
import { loadSection } from '../lib/i18n';

const line = {
  id: 1,
  productId: 5,
  skuId: 51,
  name: 'Nova Neo 4',
  image: '/uploads/demo/nova.svg',
  skuText: 'Black',
  price: '199.00',
  quantity: 2,
  stock: 9,
};

function show(children: ReactNode) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Every link to the product, picture and name alike, says which product it opens. */
const productLinks = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.endsWith('/goods_detail/5'));

describe("a line's picture that links to its product (audit AX12)", () => {
  it.each([
    ['an order', () => <OrderItems items={[{ ...line, refundStatus: 'none', refundNo: null } as never]} />],
    ['a refund', () => <RefundGoods items={[line as never]} />],
    ['a review to write', () => <ItemSummary item={{ ...line, itemId: 1 } as never} />],
    [
      'the cart',
      () => (
        <CartLine
          item={{ ...line, valid: true }}
          selected
          busy={false}
          onToggle={() => {}}
          onQuantity={() => {}}
          onDelete={() => {}}
        />
      ),
    ],
  ])('is named by the product in %s', (_, view) => {
    show(view());
    const links = productLinks();
    expect(links).toHaveLength(2);
    for (const link of links) expect(screen.getAllByRole('link', { name: 'Nova Neo 4' })).toContain(link);
  });
});

describe("a cart line's controls (audit AX16)", () => {
  it('name the line they act on, not a generic "Select an item" or "Delete" on every line', () => {
    show(
      <CartLine
        item={{ ...line, valid: true }}
        selected
        busy={false}
        onToggle={() => {}}
        onQuantity={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Nova Neo 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Nova Neo 4' }).textContent).toBe('Delete');
    expect(screen.getByRole('button', { name: 'Fewer Nova Neo 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More Nova Neo 4' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Quantity of Nova Neo 4' })).toBeTruthy();
  });

  it("a shop's Contact the seller names the shop", async () => {
    await loadSection('chat');
    show(<ContactButton merId={3} shop={{ name: 'Lao Heritage Crafts' }} small />);
    expect(screen.getByRole('button', { name: 'Contact the seller: Lao Heritage Crafts' })).toBeTruthy();
  });
});
