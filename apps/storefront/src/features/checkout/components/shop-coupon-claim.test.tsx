import type { Coupon } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopCouponClaim } from './shop-coupon-claim';

const coupon = (over: Partial<Coupon> & Pick<Coupon, 'id' | 'money' | 'useType'>): Coupon => ({
  name: 'Store coupon',
  merId: 1,
  merName: 'Mall Self-operated',
  minSpend: '0.00',
  productIds: [],
  categoryId: null,
  categoryName: '',
  validDays: 15,
  validFrom: null,
  validTo: null,
  receiveFrom: null,
  receiveTo: null,
  remaining: null,
  received: false,
  receivable: true,
  ...over,
});

/** The shop's open coupons: whole shop, goods 103, other goods, the dress's category, another category. */
const COUPONS = [
  coupon({ id: 1, money: '5.00', minSpend: '69.00', useType: 1 }),
  coupon({ id: 2, money: '3.00', useType: 2, productIds: [103, 150] }),
  coupon({ id: 3, money: '8.00', useType: 2, productIds: [123, 152, 236] }),
  coupon({ id: 4, money: '4.00', useType: 3, categoryId: 7, categoryName: 'Dresses' }),
  coupon({ id: 5, money: '20.00', minSpend: '299.00', useType: 3, categoryId: 1, categoryName: 'Phones & Digital' }),
  coupon({ id: 6, money: '50.00', minSpend: '500.00', useType: 1 }),
];
const CATEGORY: Record<number, number> = { 103: 7, 150: 7 };

/** GET /api/front/coupons as the server answers it: with `productId`, only the coupons covering that product. */
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url, 'http://localhost').searchParams;
      const productId = query.has('productId') ? Number(query.get('productId')) : null;
      const list = COUPONS.filter(
        (c) =>
          productId === null ||
          c.useType === 1 ||
          (c.useType === 2 && c.productIds.includes(productId)) ||
          (c.useType === 3 && c.categoryId === CATEGORY[productId]),
      );
      return new Response(JSON.stringify({ code: 200, message: 'success', data: { list, total: list.length } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function show(items: Array<{ productId: number; price: string; quantity: number }>) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShopCouponClaim merId={1} items={items} />
    </QueryClientProvider>,
  );
}

/** The offers' headlines ("$5 off over $69"), once the list shows. */
const offered = async () =>
  [...(await screen.findByTestId('shop-coupon-claim')).querySelectorAll('li strong')].map((e) => e.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the checkout's shop coupons to claim", () => {
  it("offers only coupons that apply to this order's goods and whose minimum spend they reach", async () => {
    serve();
    // The dress three times: $368.97.
    show([{ productId: 103, price: '122.99', quantity: 3 }]);
    expect(await offered()).toEqual(['$5 off over $69', '$4 off', '$3 off']);
  });

  it('does not offer a coupon of other goods or another category, even when the spend would reach it', async () => {
    serve();
    show([
      { productId: 103, price: '122.99', quantity: 3 },
      { productId: 150, price: '200.00', quantity: 1 },
    ]);
    const texts = await offered();
    expect(texts).toContain('$50 off over $500');
    expect(texts).not.toContain('$8 off');
    expect(texts).not.toContain('$20 off over $299');
  });

  it("adds up the goods a coupon covers to check its minimum spend, not the shop's other goods", async () => {
    serve();
    // $50 of covered goods: neither the $69 nor the $500 whole-shop coupon; the goods and category ones apply.
    show([{ productId: 103, price: '50.00', quantity: 1 }]);
    expect(await offered()).toEqual(['$4 off', '$3 off']);
  });
});
