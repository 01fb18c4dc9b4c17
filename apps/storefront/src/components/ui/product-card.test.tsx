import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n';
import { ProductCard } from './product-card';

const card = {
  id: 7,
  name: 'Silk scarf',
  image: '/uploads/demo/x.svg',
  price: '19.90',
  otPrice: '25.00',
  sales: 8800,
  stock: 3,
  merId: 2,
  merName: 'ร้านผ้าไหมไทยแท้จากเชียงใหม่',
};

const renderCard = (product: typeof card & { rating?: number; reviewCount?: number }) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );

describe('a product card', () => {
  it('shows the star rating and the number of reviews', () => {
    renderCard({ ...card, rating: 4.5, reviewCount: 123 });
    const rating = screen.getByTestId('card-rating');
    expect(rating.textContent).toContain('4.5 (123)');
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeTruthy();
    expect(rating.querySelector('[title]')?.getAttribute('title')).toBe('123 reviews');
  });

  it('says one review in the singular, and shows empty stars without reviews', () => {
    const { unmount } = renderCard({ ...card, rating: 5, reviewCount: 1 });
    expect(screen.getByTestId('card-rating').querySelector('[title]')?.getAttribute('title')).toBe('1 review');
    unmount();
    renderCard({ ...card, rating: 0, reviewCount: 0 });
    expect(screen.getByTestId('card-rating').textContent).toBe('(0)');
  });

  it('gives the shop name a line of its own, apart from the sales, so long names are not cut', () => {
    renderCard({ ...card, rating: 4, reviewCount: 2 });
    const shop = screen.getByTestId('card-shop');
    expect(shop.textContent).toBe(card.merName);
    expect(shop.parentElement?.textContent).toContain('8.8K sold');
    expect(shop.textContent).not.toContain('sold');
    expect(screen.getByTestId('card-rating').parentElement?.contains(shop)).toBe(false);
  });
});

describe('a product card read in French', () => {
  afterEach(() => switchLanguage('en'));

  it('writes the price, the original price and the rating as French does', async () => {
    await switchLanguage('fr');
    renderCard({ ...card, price: '2319.99', otPrice: '2599.00', rating: 4.5, reviewCount: 123 });
    const article = screen.getByTestId('product-card');
    expect(article.textContent).toContain('2\u202f319,99\u00a0$');
    expect(article.querySelector('del')?.textContent).toBe('2\u202f599,00\u00a0$');
    expect(screen.getByTestId('card-rating').textContent).toContain('4,5 (123)');
    expect(screen.getByRole('img', { name: '4,5 étoiles sur 5' })).toBeTruthy();
  });
});
