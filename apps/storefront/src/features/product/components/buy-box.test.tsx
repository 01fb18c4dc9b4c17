import type { ProductDetail } from '@mall/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken, userStore } from '../../../lib/auth-token';
import { switchLanguage } from '../../../lib/i18n';
import { loginDialogStore } from '../../../lib/login-dialog';
import { MostOfOneItemContext } from '../../../lib/most-of-one-item';
import { BuyBox } from './buy-box';

// A visitor keeps a cart (issue 22 item 4): "Add to cart" no longer asks to sign in; "Buy now" (checkout) still does.

const detail = {
  product: {
    id: 7,
    name: 'Teapot',
    images: [],
    price: '10.00',
    otPrice: '12.00',
    stock: 5,
    sales: 0,
    unitName: 'piece',
    description: '',
  },
  attrs: [],
  skus: [{ id: 70, attrValues: [], price: '10.00', otPrice: '12.00', stock: 5, image: '' }],
  merchant: { id: 1, name: 'Shop', avatar: '', isSelf: false, rating: null, followed: false },
  collected: false,
  replyStats: { sumCount: 0, goodCount: 0, inCount: 0, poorCount: 0, goodRate: '0' },
} as unknown as ProductDetail;

const guestUser = {
  id: 9,
  avatar: '',
  nickname: 'Guest',
  phone: '',
  countryCode: '',
  email: 'guest@example.org',
  scope: [],
  isMerchant: false,
  isAdmin: false,
  isGuest: true,
  hasPassword: false,
  locale: 'en' as const,
};

function renderBox() {
  const onAddToCart = vi.fn();
  const onBuyNow = vi.fn();
  render(
    <MemoryRouter>
      <BuyBox
        detail={detail}
        selection={[]}
        onChoose={() => {}}
        onAddToCart={onAddToCart}
        onBuyNow={onBuyNow}
        busy={false}
      />
    </MemoryRouter>,
  );
  return { onAddToCart, onBuyNow };
}

describe('the buy box for a visitor', () => {
  beforeEach(() => {
    clearToken();
    loginDialogStore.set({ open: false, panel: 2 });
  });

  it('adds to the cart without asking to sign in', () => {
    const { onAddToCart } = renderBox();
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(onAddToCart).toHaveBeenCalledWith({ productId: 7, skuId: 70, quantity: 1 });
    expect(loginDialogStore.get().open).toBe(false);
  });

  it('asks to sign in before buying now', () => {
    const { onBuyNow } = renderBox();
    fireEvent.click(screen.getByTestId('buy-now'));
    expect(onBuyNow).not.toHaveBeenCalled();
    expect(loginDialogStore.get().open).toBe(true);
  });
});

describe('the buy box quantity (audit P3)', () => {
  const plenty = {
    ...detail,
    product: { ...detail.product, stock: 177 },
    skus: [{ ...detail.skus[0]!, stock: 177 }],
  } as ProductDetail;

  it('stops at the most of one item the cart and checkout take, below the stock', () => {
    const onAddToCart = vi.fn();
    render(
      <MostOfOneItemContext value={{ skuUnits: 20, skuShare: 25 }}>
        <MemoryRouter>
          <BuyBox
            detail={plenty}
            selection={[]}
            onChoose={() => {}}
            onAddToCart={onAddToCart}
            onBuyNow={() => {}}
            busy={false}
          />
        </MemoryRouter>
      </MostOfOneItemContext>,
    );
    const input = screen.getByTestId('quantity-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '30' } });
    expect(input.value).toBe('20');
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    expect(more).toHaveProperty('disabled', true);
    fireEvent.click(more);
    expect(input.value).toBe('20');
    // The stock is still told as it is.
    expect(screen.getByTestId('sku-stock').dataset.stock).toBe('177');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(onAddToCart).toHaveBeenCalledWith({ productId: 7, skuId: 70, quantity: 20 });
  });
});

describe('the buy box quantity of a low stock and of a guest (audit CE10)', () => {
  const withStock = (stock: number) =>
    ({
      ...detail,
      product: { ...detail.product, stock },
      skus: [{ ...detail.skus[0]!, stock }],
    }) as ProductDetail;

  function stepTo(stock: number, typed: number) {
    render(
      <MostOfOneItemContext value={{ skuUnits: 20, skuShare: 25 }}>
        <MemoryRouter>
          <BuyBox
            detail={withStock(stock)}
            selection={[]}
            onChoose={() => {}}
            onAddToCart={() => {}}
            onBuyNow={() => {}}
            busy={false}
          />
        </MemoryRouter>
      </MostOfOneItemContext>,
    );
    const input = screen.getByTestId('quantity-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: String(typed) } });
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
    return Number(input.value);
  }

  afterEach(() => clearToken());

  it('stops where the cart does for a low stock: 5 of 8, not 8', () => {
    expect(stepTo(8, 8)).toBe(5);
  });

  it("stops at a guest's half: 2 of a low stock, 10 of a large one", () => {
    userStore.set({ ...guestUser, isGuest: true });
    expect(stepTo(8, 8)).toBe(2);
    cleanup();
    expect(stepTo(177, 30)).toBe(10);
  });
});

describe('the buy box quantity less what the cart holds (audit CE10 rest, audit CP1)', () => {
  const plenty = {
    ...detail,
    product: { ...detail.product, stock: 177 },
    skus: [{ ...detail.skus[0]!, stock: 177 }],
  } as ProductDetail;

  // A signed-in member, so that "Buy now" goes on to checkout.
  beforeEach(() => {
    setToken('member');
    userStore.set({ ...guestUser, isGuest: false });
  });

  function renderHolding(held: number, stock = 177) {
    const onAddToCart = vi.fn();
    const onBuyNow = vi.fn();
    const withStock = { ...plenty, skus: [{ ...plenty.skus[0]!, stock }] } as ProductDetail;
    render(
      <MostOfOneItemContext value={{ skuUnits: 10, skuShare: 100 }}>
        <MemoryRouter>
          <BuyBox
            detail={withStock}
            selection={[]}
            onChoose={() => {}}
            onAddToCart={onAddToCart}
            onBuyNow={onBuyNow}
            busy={false}
            inCart={(skuId) => (skuId === 70 ? held : 0)}
          />
        </MemoryRouter>
      </MostOfOneItemContext>,
    );
    return { onAddToCart, onBuyNow, input: screen.getByTestId('quantity-input') as HTMLInputElement };
  }

  afterEach(async () => {
    clearToken();
    await switchLanguage('en');
  });

  it('adds the 2 the cart still takes when it holds 8 of at most 10, and says why', () => {
    const { onAddToCart, input } = renderHolding(8);
    fireEvent.change(input, { target: { value: '2' } });
    expect(screen.getByTestId('in-cart').textContent).toBe(
      'You already have 8 in your cart; the cart takes at most 10 of one item',
    );
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(onAddToCart).toHaveBeenCalledWith({ productId: 7, skuId: 70, quantity: 2 });
    // One more than the cart takes: "Add to cart" is refused here rather than by the server.
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input.value).toBe('3');
    expect(screen.getByTestId('add-to-cart')).toHaveProperty('disabled', true);
  });

  it('buys now the whole most of one item whatever the cart holds: checkout skips the cart', () => {
    const { onAddToCart, onBuyNow, input } = renderHolding(9);
    fireEvent.change(input, { target: { value: '30' } });
    expect(input.value).toBe('10');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('add-to-cart')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(screen.getByTestId('buy-now')).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByTestId('buy-now'));
    expect(onBuyNow).toHaveBeenCalledWith({ productId: 7, skuId: 70, quantity: 10 });
  });

  it('offers nothing to add but still sells now when the cart holds the most, and says why in the reader’s language', async () => {
    await switchLanguage('th');
    const { onAddToCart, onBuyNow } = renderHolding(10);
    expect(screen.getByTestId('add-to-cart')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(screen.getByTestId('in-cart').textContent).toBe('คุณมี 10 ชิ้นในรถเข็นแล้ว รถเข็นรับสินค้าเดียวกันได้สูงสุด 10 ชิ้น');
    fireEvent.click(screen.getByTestId('buy-now'));
    expect(onBuyNow).toHaveBeenCalledWith({ productId: 7, skuId: 70, quantity: 1 });
  });

  it('names the stock when the stock is what is left to add', () => {
    renderHolding(3, 3);
    expect(screen.getByTestId('add-to-cart')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('buy-now')).toHaveProperty('disabled', false);
    expect(screen.getByTestId('in-cart').textContent).toBe('You already have 3 in your cart; 3 in stock');
  });

  it('says nothing when the cart holds none of it', () => {
    renderHolding(0);
    expect(screen.queryByTestId('in-cart')).toBeNull();
    expect(screen.getByTestId('add-to-cart')).toHaveProperty('disabled', false);
  });
});

describe('the buy box’s figures (audit AF6)', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  // The colon is the language's own: French sets it off with a space, Chinese writes the full-width one.
  it.each([
    ['en', 'Sales: 1,234', 'Reviews: 3'],
    ['es', 'Ventas: 1234', 'Opiniones: 3'],
    ['fr', 'Ventes : 1 234', 'Avis : 3'],
    ['lo', 'ຍອດຂາຍ: 1.234', 'ຄຳຕິຊົມ: 3'],
    ['th', 'ยอดขาย: 1,234', 'รีวิว: 3'],
    ['zh-CN', '销量：1,234', '评价：3'],
  ] as const)('in %s read %s and %s', async (language, sales, reviews) => {
    await switchLanguage(language);
    const sold = {
      ...detail,
      product: { ...detail.product, sales: 1234 },
      replyStats: { ...detail.replyStats, sumCount: 3 },
    } as ProductDetail;
    render(
      <MemoryRouter>
        <BuyBox
          detail={sold}
          selection={[]}
          onChoose={() => {}}
          onAddToCart={vi.fn()}
          onBuyNow={vi.fn()}
          busy={false}
        />
      </MemoryRouter>,
    );
    const figures = [...(screen.getByTestId('buy-box-stats').children as HTMLCollectionOf<HTMLElement>)].map((span) =>
      // Number formats may use a narrow no-break space as the thousands separator.
      span.textContent?.replace(/[\u00a0\u202f]/g, ' '),
    );
    expect(figures).toEqual([sales, reviews]);
  });
});
