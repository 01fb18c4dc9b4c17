import { describe, expect, it } from 'vitest';
import { mergeSkus, skuCellProblem, skuRowsProblem, usableAttrs } from './sku-table';

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

  it('refuses a price or an original price outside a cent to the largest amount rather than rounding it', () => {
    const row = mergeSkus([], [])[0]!;
    // The box's own reason (a key here: t answers its key), and the rows' problem for the table.
    const t = (key: string) => key;
    const cellOf = (field: 'price' | 'otPrice' | 'stock', value: string | number) => skuCellProblem(t, field, value);
    expect(skuRowsProblem([{ ...row, price: '' }])).toBe('merchant.productForm.pricesRequired');
    expect(cellOf('price', '')).toBeNull();
    for (const price of ['0', '-3', '1000000']) {
      expect(cellOf('price', price)).toBe('merchant.productForm.priceTooLow');
      expect(skuRowsProblem([{ ...row, price }])).toBe('merchant.skuCells.marked');
    }
    expect(cellOf('otPrice', '0.00')).toBe('merchant.productForm.otPriceTooLow');
    expect(skuRowsProblem([{ ...row, price: '9.90', otPrice: '0.00' }])).toBe('merchant.skuCells.marked');
    expect(skuRowsProblem([{ ...row, price: '0.01', otPrice: '' }])).toBeNull();
    // Nor one above the mall's largest amount rather than cutting it down.
    expect(cellOf('price', '999999.99')).toBeNull();
    expect(skuRowsProblem([{ ...row, price: '999999.99' }])).toBeNull();
    // Stock likewise: refused outside 0 to 999,999 whole pieces.
    expect(cellOf('stock', -7)).toBe('merchant.productForm.stockRange');
    expect(cellOf('stock', 2_000_000)).toBe('merchant.productForm.stockRange');
    expect(skuRowsProblem([{ ...row, price: '5', stock: -7 }])).toBe('merchant.skuCells.marked');
    expect(cellOf('stock', 0)).toBeNull();
    expect(skuRowsProblem([{ ...row, price: '5', stock: 0 }])).toBeNull();
  });
});
