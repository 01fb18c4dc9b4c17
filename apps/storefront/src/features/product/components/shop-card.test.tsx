import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { ShopCard } from './shop-card';

const shop = {
  id: 3,
  name: 'Maison Lumière',
  avatar: '',
  isSelf: false,
  followed: false,
  followerCount: 29_300,
  productCount: 12,
};

function show(rating: number | null) {
  render(
    <MemoryRouter>
      <ShopCard shop={{ ...shop, rating }} follow={null} />
    </MemoryRouter>,
  );
}

describe('the seller card beside the goods', () => {
  afterEach(() => switchLanguage('en'));

  it('writes the rating with the same decimal comma as the followers in French (audit I5: 4.5 beside 29,3 k)', async () => {
    await switchLanguage('fr');
    show(4.5);
    const card = screen.getByTestId('shop-card');
    expect(screen.getByTestId('shop-followers').textContent).toBe('29,3\u00a0k');
    expect(card.textContent).toContain('4,5');
    expect(card.textContent).not.toContain('4.5');
  });

  it('keeps the one decimal of the rating in English', () => {
    show(4);
    expect(screen.getByTestId('shop-card').textContent).toContain('4.0');
  });
});
