import { randomBytes } from 'node:crypto';
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
  version: number;
};

/** Products read per statement: a big shop's file is written in pieces, never held whole (issue 25, goal 5). */
const BATCH = 500;

/** The translations' names and options of `ids` (their descriptions are not in the file). */
async function translatedNames(db: Db, ids: number[]) {
  const { rows } = await db.execute<{ product_id: number; locale: Locale; name: string; attrs: ProductAttr[] }>(sql`
    SELECT product_id, locale, name, attrs FROM product_translations
    WHERE product_id = ANY(${`{${ids.join(',')}}`}::int[])`);
  const out = new Map<number, Partial<Record<Locale, { name: string; attrs: ProductAttr[] }>>>();
  for (const r of rows) out.set(r.product_id, { ...out.get(r.product_id), [r.locale]: r });
  return out;
}

/**
 * The form of the id an export writes in its "Export" column (below): `E`, the time in base 36, 6 hex digits. An
 * import refuses any other (audit EB2): a cell of thousands of characters answered 500 when the import stored it.
 */
export const EXPORT_ID = /^E[0-9a-z]{1,11}[0-9a-f]{6}$/;

/**
 * The shop's products as a spreadsheet, one row per SKU (products by id, SKUs by id): UTF-8 with a byte order mark
 * (so that spreadsheets read Chinese, Thai and Lao right), CRLF line ends, every cell formula-safe. The import reads
 * the same columns back, the translations' too (product-csv-translations.ts). Yields the file in pieces of `BATCH`
 * products: a shop of 27,000 products and 50,000 SKUs took 90 MB of the server's memory as one string.
 */
export async function* productsCsv(db: Db, merchantId: number, locale: Locale): AsyncGenerator<string> {
  const words = PRODUCT_CSV_WORDS[locale];
  // Names this export in each row: an import of the file remembers the stock it set per SKU and export (audit DS1).
  // Starts with a letter so that no spreadsheet reads it as a number.
  const exportId = `E${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  yield `\uFEFF${PRODUCT_CSV_COLUMNS.map((c) => csvCell(words.columns[c])).join(',')}\r\n`;
  const { rows: products } = await db.execute<{ id: number }>(
    sql`SELECT id FROM products WHERE merchant_id = ${merchantId} ORDER BY id`,
  );
  let left = EXPORT_MAX_ROWS;
  for (let from = 0; from < products.length && left > 0; from += BATCH) {
    const ids = products.slice(from, from + BATCH).map((r) => r.id);
    const { rows } = await db.execute<SkuRow>(sql`
      SELECT p.id AS product_id, s.id AS sku_id, p.name, p.category_id, c.name AS category_name,
        c.names AS category_names, p.attrs, s.attr_values, s.price, s.ot_price, s.stock, p.weight_grams, p.on_sale,
        p.images, p.version
      FROM products p
      JOIN product_skus s ON s.product_id = p.id
      JOIN categories c ON c.id = p.category_id
      WHERE p.merchant_id = ${merchantId} AND p.id = ANY(${`{${ids.join(',')}}`}::int[])
      ORDER BY p.id, s.id
      LIMIT ${left}`);
    left -= rows.length;
    const translations = await translatedNames(db, ids);
    const lines: string[] = [];
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
        // None is stored as the price itself; written out, it would come back as a price the shop set, and a lowered
        // price would show it struck (audit AO3). Empty reads back as "same as the price".
        otPrice: r.ot_price > r.price ? fromCents(r.ot_price) : '',
        stock: String(r.stock),
        stockExported: String(r.stock),
        exportId,
        // The product as this row shows it: an import refuses its changes once the product was changed since.
        version: String(r.version),
        weight: kilogramsOf(r.weight_grams),
        status: r.on_sale ? words.onSale : words.offSale,
        images: r.images.join(' '),
        ...translationCells(translations.get(r.product_id) ?? {}, r.attrs, r.attr_values),
      };
      lines.push(`${PRODUCT_CSV_COLUMNS.map((c) => csvCell(cells[c])).join(',')}\r\n`);
    }
    if (lines.length > 0) yield lines.join('');
  }
}
