import type { MerchantProduct } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from './product-fields';
import { mergeSkus } from './sku-table';

describe('the product form’s SKU rows', () => {
  it('carry the count each SKU had when loaded, so that a save moves the stock by what was changed', () => {
    const product = {
      name: 'Mitten',
      categoryId: 4,
      shopCategoryId: null,
      images: [],
      description: '',
      attrs: [{ name: 'Colour', values: ['Red', 'Blue'] }],
      skus: [
        { id: 1, attrValues: ['Red'], price: '18.00', otPrice: '25.00', stock: 5, image: '' },
        { id: 2, attrValues: ['Blue'], price: '17.50', otPrice: '17.50', stock: 3, image: '' },
      ],
      onSale: true,
      version: 2,
    } as unknown as MerchantProduct;
    const rows = fieldsOf(product).skus;
    expect(rows.map((r) => [r.stock, r.stockShown])).toEqual([
      [5, 5],
      [3, 3],
    ]);
    // A value added to the attribute keeps the loaded rows as they were; the new combination has no count shown.
    const merged = mergeSkus([{ values: ['Red', 'Blue', 'Green'] }], rows);
    expect(merged.map((r) => r.stockShown)).toEqual([5, 3, undefined]);
  });
});
