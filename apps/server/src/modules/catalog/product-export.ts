import {
  fromCents,
  type Locale,
  type LocalizedText,
  localize,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ProductAttr } from '../../db/schema';
import { csvCell } from '../../platform/csv';
import { kilogramsOf } from '../shipping/weight';
import { translationCells } from './product-csv-translations';
import { PRODUCT_CSV_WORDS } from './product-csv-words';
import { translationsOf } from './translations';

/** More SKUs than any shop lists; the export stays one bounded answer. */
export const EXPORT_MAX_ROWS = 50_000;

type SkuRow = {
  product_id: number;
  sku_id: number;
  name: string;
  category_id: number;
  category_name: string;
  category_names: LocalizedText;
  attrs: ProductAttr[];
  attr_values: string[];
  price: number;
  ot_price: number;
  stock: number;
  weight_grams: number;
  on_sale: boolean;
  images: string[];
};

/**
 * The shop's products as a spreadsheet, one row per SKU (products by id, SKUs by id): UTF-8 with a byte order mark
 * (so that spreadsheets read Chinese, Thai and Lao right), CRLF line ends, every cell formula-safe. The import reads
 * the same columns back, the translations' too (product-csv-translations.ts).
 */
export async function productsCsv(db: Db, merchantId: number, locale: Locale): Promise<string> {
  const { rows } = await db.execute<SkuRow>(sql`
    SELECT p.id AS product_id, s.id AS sku_id, p.name, p.category_id, c.name AS category_name,
      c.names AS category_names, p.attrs, s.attr_values, s.price, s.ot_price, s.stock, p.weight_grams, p.on_sale,
      p.images
    FROM products p
    JOIN product_skus s ON s.product_id = p.id
    JOIN categories c ON c.id = p.category_id
    WHERE p.merchant_id = ${merchantId}
    ORDER BY p.id, s.id
    LIMIT ${EXPORT_MAX_ROWS}`);
  const translations = await translationsOf(db, [...new Set(rows.map((r) => r.product_id))]);
  const words = PRODUCT_CSV_WORDS[locale];
  const lines = [PRODUCT_CSV_COLUMNS.map((c) => csvCell(words.columns[c])).join(',')];
  for (const r of rows) {
    const attr = (i: number) => r.attrs[i]?.name ?? '';
    const value = (i: number) => r.attr_values[i] ?? '';
    const cells: Record<ProductCsvColumn, string> = {
      productId: String(r.product_id),
      skuId: String(r.sku_id),
      name: r.name,
      categoryId: String(r.category_id),
      category: localize({ en: r.category_name, ...r.category_names }, locale, r.category_name),
      attr1: attr(0),
      value1: value(0),
      attr2: attr(1),
      value2: value(1),
      attr3: attr(2),
      value3: value(2),
      price: fromCents(r.price),
      otPrice: fromCents(r.ot_price),
      stock: String(r.stock),
      weight: kilogramsOf(r.weight_grams),
      status: r.on_sale ? words.onSale : words.offSale,
      images: r.images.join(' '),
      ...translationCells(translations.get(r.product_id) ?? {}, r.attrs, r.attr_values),
    };
    lines.push(PRODUCT_CSV_COLUMNS.map((c) => csvCell(cells[c])).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
