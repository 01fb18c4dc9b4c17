import type { LocalizedText } from '@mall/contract';

/** Languages in which demo products are written. */
export type ProductLang = 'en' | 'zh-CN' | 'fr' | 'th' | 'lo';

/** English names: brand + optional model + feature + noun, e.g. "AeroSound X2 Wireless Noise-Cancelling Headphones". */
export type EnglishWords = { brands: string[]; features: string[]; nouns: string[]; model?: boolean };

/** Names in the other languages: noun + one or two tails, e.g. "无线蓝牙耳机 降噪长续航". */
export type LocalWords = { nouns: string[]; tails: string[] };

export type AttrValue = {
  v: string;
  i18n?: Partial<Record<ProductLang, string>>;
  /** Colour key of the picture drawn for SKUs with this value. */
  colour?: string;
  /** Price step of this value relative to the product's base price (0.25 = 25 % more). */
  up?: number;
};

export type AttrDef = { name: string; values: AttrValue[] };

export type ChildCategory = {
  key: string;
  name: string;
  names: LocalizedText;
  shape: string;
  /** Colour keys used for the pictures when no attribute carries a colour. */
  palette: string[];
  /** One or two attributes; products pick 2-3 values of each. */
  attrs: AttrDef[];
  /** Base price range in dollars. */
  price: [number, number];
  unit: string;
  en: EnglishWords;
  zh?: LocalWords;
  fr?: LocalWords;
  th?: LocalWords;
  lo?: LocalWords;
};

export type TopCategory = {
  key: string;
  name: string;
  names: LocalizedText;
  /** Soft background colour of the category's product pictures. */
  tint: string;
  children: ChildCategory[];
};
