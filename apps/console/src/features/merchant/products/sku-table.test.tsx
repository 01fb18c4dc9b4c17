import { describe, expect, it } from 'vitest';
import { mergeSkus, usableAttrs } from './sku-table';

describe('the SKU rows of the product form', () => {
  it('makes one row per combination of the attribute values', () => {
    const rows = mergeSkus([{ values: ['Red', 'Blue'] }, { values: ['S', 'M'] }], []);
    expect(rows.map((r) => r.attrValues)).toEqual([
      ['Red', 'S'],
      ['Red', 'M'],
      ['Blue', 'S'],
      ['Blue', 'M'],
    ]);
  });

  it('keeps what was typed for combinations that still exist', () => {
    const before = mergeSkus([{ values: ['Red'] }], []);
    before[0] = { ...before[0]!, price: '9.90', stock: 4 };
    const after = mergeSkus([{ values: ['Red', 'Blue'] }], before);
    expect(after[0]).toMatchObject({ attrValues: ['Red'], price: '9.90', stock: 4 });
    expect(after[1]).toMatchObject({ attrValues: ['Blue'], price: '', stock: 0 });
  });

  it('has a single row without attributes, and ignores half-typed attributes', () => {
    expect(mergeSkus([], []).map((r) => r.attrValues)).toEqual([[]]);
    expect(
      usableAttrs([
        { name: 'Colour', values: [] },
        { name: ' ', values: ['x'] },
        { name: ' Size ', values: ['L'] },
      ]),
    ).toEqual([{ name: 'Size', values: ['L'] }]);
  });
});
