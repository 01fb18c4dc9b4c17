import type { Locale, MerchantProduct, ShopCategoryNode } from '@mall/contract';
import { type AttrRow, mergeSkus, type SkuRow } from './sku-table';
import type { TranslationFields } from './translation-tabs';

/** The product form's fields, and how a product fills them (product-form-page.tsx). */
export type Fields = {
  name: string;
  categoryId?: number;
  shopCategoryId?: number | null;
  images: string[];
  description: string;
  attrs: AttrRow[];
  skus: SkuRow[];
  onSale: boolean;
  /** kg per piece, as a decimal string. */
  weight: string;
  shippingTemplateId: number | null;
  isVirtual: boolean;
  /** The language of the fields above, and the product in the other languages (translation-tabs.tsx). */
  originalLocale: Locale;
  translations: TranslationFields;
};

const EMPTY: Fields = {
  name: '',
  images: [],
  description: '',
  attrs: [],
  skus: mergeSkus([], []),
  onSale: true,
  shopCategoryId: null,
  weight: '0',
  shippingTemplateId: null,
  isVirtual: false,
  originalLocale: 'en',
  translations: {},
};

/** A new product's fields, written in `locale`: the console's language, the one its merchant writes in (audit AO8). */
export const emptyFields = (locale: Locale): Fields => ({ ...EMPTY, originalLocale: locale });

export function fieldsOf(product: MerchantProduct): Fields {
  return {
    name: product.name,
    categoryId: product.categoryId,
    shopCategoryId: product.shopCategoryId,
    images: product.images,
    description: product.description,
    attrs: product.attrs,
    skus: product.skus.map((s) => ({
      attrValues: s.attrValues,
      price: s.price,
      otPrice: s.otPrice === s.price ? '' : s.otPrice,
      stock: s.stock,
      stockShown: s.stock,
      image: s.image,
    })),
    onSale: product.onSale,
    weight: product.weight ?? '0',
    shippingTemplateId: product.shippingTemplateId ?? null,
    isVirtual: product.isVirtual ?? false,
    originalLocale: product.originalLocale ?? 'en',
    translations: product.translations ?? {},
  };
}

export function shopCategoryOptions(tree: ShopCategoryNode[]) {
  return tree.map((top) => ({
    value: top.id,
    title: top.name,
    children: top.children.map((c) => ({ value: c.id, title: c.name })),
  }));
}
