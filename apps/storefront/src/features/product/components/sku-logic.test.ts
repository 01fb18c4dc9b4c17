import type { Sku } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  carrySelection,
  chooseValue,
  clampQuantity,
  findSku,
  initialSelection,
  isValueAvailable,
  missingAttribute,
} from './sku-logic';

const attrs = [
  { name: 'Colour', values: ['Red', 'Blue'] },
  { name: 'Size', values: ['S', 'M', 'L'] },
];

const sku = (id: number, attrValues: string[], stock: number): Sku => ({
  id,
  attrValues,
  stock,
  price: `${id}.00`,
  otPrice: `${id + 1}.00`,
  image: '',
});

// Red comes in S and M; Blue only in L; Red L does not exist; Blue S is sold out.
const skus = [sku(1, ['Red', 'S'], 5), sku(2, ['Red', 'M'], 2), sku(3, ['Blue', 'S'], 0), sku(4, ['Blue', 'L'], 7)];

describe('SKU choice', () => {
  it('disables values that no SKU in stock matches, given the other choices', () => {
    const redChosen = ['Red', null];
    expect(isValueAvailable(skus, redChosen, 1, 'S')).toBe(true);
    expect(isValueAvailable(skus, redChosen, 1, 'M')).toBe(true);
    expect(isValueAvailable(skus, redChosen, 1, 'L')).toBe(false);
    const blueChosen = ['Blue', null];
    expect(isValueAvailable(skus, blueChosen, 1, 'S')).toBe(false); // exists but sold out
    expect(isValueAvailable(skus, blueChosen, 1, 'L')).toBe(true);
  });

  it('ignores the attribute being chosen itself, so switching colour stays possible', () => {
    expect(isValueAvailable(skus, ['Red', 'S'], 0, 'Blue')).toBe(false); // Blue S is sold out
    expect(isValueAvailable(skus, ['Red', null], 0, 'Blue')).toBe(true);
  });

  it('starts with the first SKU in stock and finds the SKU of a full choice', () => {
    const start = initialSelection(attrs, skus);
    expect(start).toEqual(['Red', 'S']);
    expect(findSku(attrs, skus, start)?.id).toBe(1);
    expect(findSku(attrs, skus, ['Red', null])).toBeUndefined();
    expect(missingAttribute(attrs, ['Red', null])).toBe('Size');
  });

  it('chooses nothing when everything is sold out', () => {
    expect(initialSelection(attrs, [sku(9, ['Red', 'S'], 0)])).toEqual([null, null]);
  });

  it('clears a choice that becomes impossible and toggles a chosen value off', () => {
    expect(chooseValue(skus, ['Red', 'S'], 0, 'Blue')).toEqual(['Blue', null]);
    expect(chooseValue(skus, ['Red', 'S'], 1, 'S')).toEqual(['Red', null]);
  });

  it('uses the single SKU of a product without attributes', () => {
    expect(findSku([], [sku(7, [], 3)], [])?.id).toBe(7);
  });

  it('limits the quantity to 1..stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3.7, 5)).toBe(3);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(4, 0)).toBe(1);
  });
});

describe('a choice read again in another language', () => {
  it('follows the renamed values by their places, and a value no longer there is cleared', () => {
    const en = [
      { name: 'Colour', values: ['Rose', 'Red', 'Black'] },
      { name: 'Size', values: ['S', 'XL'] },
    ];
    const fr = [
      { name: 'Couleur', values: ['Rose', 'Rouge', 'Noir'] },
      { name: 'Taille', values: ['S', 'XL'] },
    ];
    expect(carrySelection(en, fr, ['Black', 'XL'])).toEqual(['Noir', 'XL']);
    expect(carrySelection(en, fr, ['Red', null])).toEqual(['Rouge', null]);
    expect(carrySelection(en, fr, ['Teal', 'S'])).toEqual([null, 'S']);
  });
});
