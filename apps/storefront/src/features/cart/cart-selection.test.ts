import { describe, expect, it } from 'vitest';
import type { CartGroup } from './api/get-cart-list';
import {
  buyableGroups,
  isAllSelected,
  isShopSelected,
  selectionSummary,
  selectionWithout,
  toggleAll,
  toggleItem,
  toggleShop,
  unavailableItems,
  untickedBy,
} from './cart-selection';

const line = (id: number, price: string, quantity: number, valid = true) => ({
  id,
  productId: id,
  skuId: id,
  quantity,
  name: `item ${id}`,
  image: '',
  skuText: '',
  price,
  stock: valid ? 10 : 0,
  valid,
});

const cart: CartGroup[] = [
  { merId: 1, merName: 'Shop A', items: [line(1, '19.90', 2), line(2, '5.00', 1, false)] },
  { merId: 2, merName: 'Shop B', items: [line(3, '0.10', 3), line(4, '100.00', 1)] },
  { merId: 3, merName: 'Shop C', items: [line(5, '8.00', 1, false)] },
];
const ids = (selection: ReadonlySet<number>) => [...selection].sort((a, b) => a - b);

describe('cart selection', () => {
  it('ticks and unticks one line; an invalid line is never ticked', () => {
    let selection: ReadonlySet<number> = new Set();
    selection = toggleItem(cart, selection, 1);
    expect(ids(selection)).toEqual([1]);
    selection = toggleItem(cart, selection, 2);
    expect(ids(selection)).toEqual([1]);
    selection = toggleItem(cart, selection, 1);
    expect(ids(selection)).toEqual([]);
  });

  it('a shop checkbox ticks all its valid lines, then unticks them; a shop of invalid lines ticks nothing', () => {
    let selection = toggleShop(cart, new Set(), 1);
    expect(ids(selection)).toEqual([1]);
    expect(isShopSelected(cart[0], selection)).toBe(true);
    selection = toggleShop(cart, toggleItem(cart, selection, 3), 2);
    expect(ids(selection)).toEqual([1, 3, 4]);
    selection = toggleShop(cart, selection, 2);
    expect(ids(selection)).toEqual([1]);
    expect(ids(toggleShop(cart, new Set(), 3))).toEqual([]);
    expect(isShopSelected(cart[2], new Set([5]))).toBe(false);
  });

  it('select all takes every valid line of every shop, and a second click clears', () => {
    const all = toggleAll(cart, new Set([1]));
    expect(ids(all)).toEqual([1, 3, 4]);
    expect(isAllSelected(cart, all)).toBe(true);
    expect(ids(toggleAll(cart, all))).toEqual([]);
    expect(isAllSelected(cart, new Set([1, 3]))).toBe(false);
    expect(isAllSelected([{ merId: 9, merName: '', items: [line(9, '1.00', 1, false)] }], new Set())).toBe(false);
  });

  it('every buyable line comes ticked except those the shopper unticked; new lines come ticked', () => {
    expect(ids(selectionWithout(cart, new Set()))).toEqual([1, 3, 4]);
    const unticked = untickedBy(cart, toggleItem(cart, selectionWithout(cart, new Set()), 3));
    expect(ids(unticked)).toEqual([3]);
    const later: CartGroup[] = [...cart, { merId: 4, merName: 'Shop D', items: [line(6, '2.00', 1)] }];
    expect(ids(selectionWithout(later, unticked))).toEqual([1, 4, 6]);
  });

  it('after the cart is read again, lines that are gone or became invalid drop out of the selection', () => {
    const later: CartGroup[] = [
      { merId: 2, merName: 'Shop B', items: [line(3, '0.10', 3, false), line(4, '100.00', 1)] },
    ];
    expect(ids(selectionWithout(later, new Set()))).toEqual([4]);
    expect(ids(untickedBy(later, new Set()))).toEqual([4]);
  });

  it('sums pieces and amount of the ticked valid lines in cents', () => {
    expect(selectionSummary(cart, new Set([1, 2, 3]))).toEqual({ lines: 2, pieces: 5, total: '40.10' });
    expect(selectionSummary(cart, new Set())).toEqual({ lines: 0, pieces: 0, total: '0.00' });
  });

  it('keeps unavailable lines apart, with their shop', () => {
    expect(buyableGroups(cart).map((group) => group.items.map((item) => item.id))).toEqual([[1], [3, 4]]);
    expect(unavailableItems(cart).map((item) => [item.id, item.merName])).toEqual([
      [2, 'Shop A'],
      [5, 'Shop C'],
    ]);
  });
});
