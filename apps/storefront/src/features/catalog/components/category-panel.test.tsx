import type { Category, ProductCard } from '@mall/contract';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { CategoryPanel } from './category-panel';

// Issue 22, item 8: the mega-menu panel is full: every child (and grandchild) category, the shops selling the
// category's best sellers and the best seller's picture, all from data the page already has.

afterEach(async () => {
  await switchLanguage('en');
});

const card = (id: number, merId: number, merName: string): ProductCard => ({
  id,
  name: `Product ${id}`,
  image: `/uploads/p${id}.png`,
  price: '19.90',
  otPrice: '25.00',
  sales: 100 - id,
  stock: 5,
  merId,
  merName,
});

const home: Category = {
  id: 1,
  pid: 0,
  name: 'Maison et déco',
  icon: '',
  childList: [
    { id: 2, pid: 1, name: 'Lampes et éclairage', icon: '/uploads/lamp.svg' },
    { id: 3, pid: 1, name: 'Linge de lit', icon: '' },
  ],
};

describe('the category panel', () => {
  it('lists every child, the shops of the best sellers once each (at most five) and the best seller', async () => {
    await switchLanguage('fr');
    const products = [card(10, 7, 'Maison Lumière'), card(11, 7, 'Maison Lumière'), card(12, 8, 'Siam Silk House')];
    for (let i = 0; i < 6; i += 1) products.push(card(20 + i, 30 + i, `Shop ${i}`));
    render(
      <MemoryRouter>
        <CategoryPanel category={home} highlight={{ id: 1, products }} />
      </MemoryRouter>,
    );
    const panel = screen.getByTestId('category-panel');
    const children = within(panel).getAllByTestId('category-child');
    expect(children.map((link) => link.textContent)).toEqual(['Lampes et éclairage', 'Linge de lit']);
    expect(children[0]!.getAttribute('href')).toContain('goods_search?cid=2');
    const shops = within(panel).getAllByTestId('category-panel-shop');
    expect(shops.map((link) => link.textContent)).toEqual([
      'Maison Lumière',
      'Siam Silk House',
      'Shop 0',
      'Shop 1',
      'Shop 2',
    ]);
    expect(shops[0]!.getAttribute('href')).toContain('merchant/merchant/home?merId=7');
    const picture = within(panel).getByTestId('category-panel-picture');
    expect(picture.getAttribute('src')).toBe('/uploads/p10.png');
    expect(picture.closest('a')?.getAttribute('href')).toContain('goods_detail/10');
    expect(within(panel).getByText('Boutiques de cette catégorie')).toBeTruthy();
    expect(within(panel).getByText('Meilleure vente')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Tout voir' }).getAttribute('href')).toContain('cid=1');
  });

  it('shows a third level in columns under each child', () => {
    const deep: Category = {
      ...home,
      childList: [
        { id: 2, pid: 1, name: 'Lighting', icon: '', childList: [{ id: 5, pid: 2, name: 'Desk lamps', icon: '' }] },
        { id: 3, pid: 1, name: 'Bedding', icon: '', childList: [{ id: 6, pid: 3, name: 'Duvets', icon: '' }] },
      ],
    };
    render(
      <MemoryRouter>
        <CategoryPanel category={deep} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('category-child').map((link) => link.textContent)).toEqual([
      'Lighting ›',
      'Bedding ›',
    ]);
    expect(screen.getByRole('link', { name: 'Desk lamps' }).getAttribute('href')).toContain('cid=5');
    expect(screen.getByRole('link', { name: 'Duvets' }).getAttribute('href')).toContain('cid=6');
    // Without the home answer at hand the panel shows the categories alone.
    expect(screen.queryByTestId('category-panel-shop')).toBeNull();
    expect(screen.queryByTestId('category-panel-picture')).toBeNull();
  });
});
