// @vitest-environment jsdom
import type { ProductDetail } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetViewed, readRecentlyViewed, rememberViewed } from './recently-viewed';

const detail = (id: number) =>
  ({
    product: { id, name: `P${id}`, images: [`/uploads/${id}.svg`], price: '1.00', otPrice: '2.00', sales: 3, stock: 4 },
    merchant: { id: 9, name: 'Shop' },
  }) as unknown as ProductDetail;

beforeEach(() => localStorage.clear());

describe('recently viewed products', () => {
  it('keeps the newest first, once each, as cards, and answers what was viewed before', () => {
    expect(rememberViewed(detail(1))).toEqual([]);
    rememberViewed(detail(2));
    const before = rememberViewed(detail(1));
    expect(before.map((card) => card.id)).toEqual([2, 1]);
    expect(readRecentlyViewed().map((card) => card.id)).toEqual([1, 2]);
    expect(readRecentlyViewed()[0]).toMatchObject({
      name: 'P1',
      image: '/uploads/1.svg',
      merName: 'Shop',
      price: '1.00',
    });
  });

  it('keeps at most eleven, forgets a product that is gone, and survives what it cannot read', () => {
    for (let id = 1; id <= 15; id++) rememberViewed(detail(id));
    expect(readRecentlyViewed()).toHaveLength(11);
    forgetViewed(15);
    expect(readRecentlyViewed()[0]?.id).toBe(14);
    localStorage.setItem('recentlyViewed', '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem('recentlyViewed', JSON.stringify([{ id: 'x' }, { id: 3, name: 'P3', price: '1.00' }]));
    expect(readRecentlyViewed().map((card) => card.id)).toEqual([3]);
  });
});
