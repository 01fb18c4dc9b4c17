import {
  cleanText,
  fromCents,
  type ImportRow,
  type Locale,
  lookAlikeKey,
  merchantMessages as m,
  type ProductCsvColumn,
  type ProductInput,
  ProductInputSchema,
  toCents,
} from '@mall/contract';
import type { Queryable } from '../../db/client';
import type { ProductAttr } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { gramsOf, kilogramsOf } from '../shipping/weight';
import { checkCategories, takenDown } from './merchant-products.service';
import { planTranslations, translationIssueColumn } from './product-csv-translations';
import { saleStateOf } from './product-csv-words';
import { EXPORT_ID } from './product-export';
import type { FileRow } from './product-import-file';
import { Rows } from './product-import-rows';
import { checkProductPictures } from './product-pictures';
import type { Translations } from './translations';

/** A product of this shop as stored, with its SKUs (cents). */
export type StoredProduct = {
  id: number;
  name: string;
  categoryId: number;
  shopCategoryId: number | null;
  images: string[];
  description: string;
  attrs: ProductAttr[];
  onSale: boolean;
  /** The operator's reason when the platform took the product down (decision 0054): no row puts it on sale. */
  takedownReason: string | null;
  weightGrams: number;
  shippingTemplateId: number | null;
  isVirtual: boolean;
  originalLocale: Locale;
  translations: Translations;
  /** Raised by every write of the product (the form, the sale switch, an import); stock moves leave it. */
  version: number;
  skus: { id: number; attrValues: string[]; price: number; otPrice: number; stock: number; image: string }[];
};

/** The stock a row of one export sets for a SKU: kept once written, so that the same row again changes nothing. */
export type StockSet = { skuId: number; exportId: string; stock: number };

/**
 * What one product's rows come to: the rows' results and, when they hold no error, the input to write. `versionOf`:
 * the exports whose rows showed the product as it is (audit FG1); the version the write gives it is remembered for
 * them, so that the same file imported again (another cell fixed) is not taken for an older one.
 */
export type ProductPlan = {
  rows: ImportRow[];
  input: ProductInput | null;
  changed: boolean;
  stockSets: StockSet[];
  versionOf: string[];
};

/**
 * `stockImported`: the stock earlier imports set per SKU from a row of an export, keyed by `stockKey(skuId, exportId)`.
 * `versionsImported`: the version earlier imports of an export's rows gave a product, keyed by `versionKey`.
 */
type Context = {
  db: Queryable;
  merchantId: number;
  staffId: number;
  stockImported?: Map<string, number>;
  versionsImported?: Map<string, number>;
};

export const stockKey = (skuId: number, exportId: string) => `${skuId}:${exportId}`;
export const versionKey = (productId: number, exportId: string) => `${productId}:${exportId}`;

/** The export a row names (empty: a file of an export from before audit DS1, or a row typed by hand). */
export const exportIdOf = (cells: FileRow['cells']) => cells.exportId?.trim() ?? '';

/** A stock change a row without an export cannot make (audit EB1). */
const NO_EXPORT = 'This file has no export column: export the products again to change stock';

/** A row whose Export cell is not an id the export writes is refused (audit EB2): nothing of the file is written. */
function checkExportIds(rows: Rows, fileRows: FileRow[]) {
  fileRows.forEach((r, i) => {
    const exportId = exportIdOf(r.cells);
    if (exportId !== '' && !EXPORT_ID.test(exportId)) rows.error(i, 'exportId', BAD_EXPORT);
  });
}
const BAD_EXPORT =
  'This is not an export ID the export writes: keep the cell as exported, or export the products again';
type Column = ProductCsvColumn | null;

/** A row of an export older than the product that would change it (audit FG1): the form answers 409 to the same. */
export const STALE_ROW =
  'This product was changed after the file was exported: export the products again and make your changes in the new file';

/**
 * Refuses the rows that carry a version other than the product's and change anything but the stock (which the
 * export's own count protects, `stockOfRow`): written back, an older export's cells undid the edits made since, name
 * and prices included. A version that an import of rows of the same export wrote is the row's own (the file imported
 * again after fixing a cell, audit DS1). A row without the version (a file made by hand) is read as before. Answers
 * the exports whose rows all showed the product as it is, or none when one row did not.
 */
function checkVersions(ctx: Context, rows: Rows, fileRows: FileRow[], stored: StoredProduct): string[] {
  const exports = new Set<string>();
  let stale = false;
  fileRows.forEach((r, i) => {
    const version = r.cells.version ?? '';
    if (version === '') return;
    const exportId = EXPORT_ID.test(exportIdOf(r.cells)) ? exportIdOf(r.cells) : '';
    const imported = exportId === '' ? undefined : ctx.versionsImported?.get(versionKey(stored.id, exportId));
    if (version === String(stored.version) || imported === stored.version) {
      if (exportId !== '') exports.add(exportId);
      return;
    }
    stale = true;
    if (rows.results[i]!.changes.some((c) => c !== 'stock')) rows.error(i, 'version', STALE_ROW);
  });
  return stale ? [] : [...exports];
}

const PRODUCT_COLUMNS = ['name', 'categoryId', 'weight', 'status', 'images'] as const;
const SKU_COLUMNS = ['price', 'otPrice', 'stock'] as const;
const ATTR_NUMBERS = [1, 2, 3] as const;
const attrColumn = (n: number) => `attr${n}` as ProductCsvColumn;
const valueColumn = (n: number) => `value${n}` as ProductCsvColumn;

const WEIGHT = /^\d{1,4}(?:\.\d{1,3})?$/;
/** Cents of a money cell, or null when it is not an amount (the row's error says so). */
const centsOf = (cell: string) => (/^\d{1,8}(?:\.\d{1,2})?$/.test(cell.trim()) ? toCents(cell) : null);
const pictures = (cell: string) => cell.split(/\s+/).filter(Boolean);

function stockOf(rows: Rows, index: number, cell: string | undefined, fallback: number): number {
  if (cell === undefined) return fallback;
  if (!/^\d{1,6}$/.test(cell)) {
    rows.error(index, 'stock', m.stock);
    return fallback;
  }
  return Number(cell);
}

/** The stock an exported row was written with (an empty or absent cell: none, the stock cell is the count). */
function exportedOf(rows: Rows, index: number, cell: string | undefined): { stockShown?: number } {
  if (cell === undefined || cell.trim() === '') return {};
  if (!/^\d{1,6}$/.test(cell.trim())) {
    rows.error(index, 'stockExported', m.stock);
    return {};
  }
  return { stockShown: Number(cell.trim()) };
}

function categoryOf(rows: Rows, cell: string | undefined, fallback: number): number {
  if (cell === undefined) return fallback;
  if (!/^\d{1,9}$/.test(cell)) {
    rows.error(0, 'categoryId', m.category);
    return fallback;
  }
  return Number(cell);
}

function saleOf(rows: Rows, cell: string | undefined, fallback: boolean): boolean {
  if (cell === undefined || cell === '') return fallback;
  const state = saleStateOf(cell);
  if (state === undefined) rows.error(0, 'status', 'Write the status as the export does: on sale or off sale');
  return state ?? fallback;
}

/**
 * The form's own schema judges the product the rows make; each issue lands on the row and column it comes from
 * (`skuRow` gives the row of the product's i-th SKU, `attrNumber` the column number of its i-th attribute).
 */
function validate(rows: Rows, input: unknown, skuRow: (i: number) => number, attrNumber: (i: number) => number) {
  const parsed = ProductInputSchema.safeParse(input);
  if (parsed.success) {
    parsed.data.skus.forEach((sku, i) => {
      if (sku.otPrice && toCents(sku.otPrice) < toCents(sku.price))
        rows.error(skuRow(i), 'otPrice', 'The original price cannot be lower than the price');
    });
    return rows.failed ? null : parsed.data;
  }
  // A cell already refused (a stock that is not a number) is not refused twice.
  const add = (index: number, column: Column, message: string) => {
    if (!rows.results[index]!.errors.some((e) => column !== null && e.column === column))
      rows.error(index, column, message);
  };
  for (const issue of parsed.error.issues) {
    const [head, index, field] = issue.path;
    if (head === 'skus' && typeof index === 'number') {
      add(skuRow(index), SKU_COLUMNS.find((c) => c === field) ?? null, issue.message);
    } else if (head === 'attrs' && typeof index === 'number') {
      const n = attrNumber(index);
      add(0, field === 'values' ? valueColumn(n) : attrColumn(n), issue.message);
    } else {
      const column = translationIssueColumn(issue.path) ?? PRODUCT_COLUMNS.find((c) => c === head) ?? null;
      add(0, column, issue.message);
    }
  }
  return null;
}

/** The rows' translations for the product input, and the columns that change them (kept apart from the input). */
function translationsOf(...args: Parameters<typeof planTranslations>) {
  const { translations, changes } = planTranslations(...args);
  return { fields: translations === undefined ? {} : { translations }, changes };
}

/** Runs one of the form's database checks; its refusal becomes an error of the first row's column. */
async function check(rows: Rows, column: Column, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    rows.error(0, column, error.message);
  }
}

/** A SKU's row given twice in the file (an existing product's SKU id, or a new product's combination). */
const SKU_TWICE = 'This SKU appears twice in the file';

/** Rows that change a product of this shop: only prices, stock and the product's own columns, SKU by SKU id. */
export async function planUpdate(ctx: Context, stored: StoredProduct, fileRows: FileRow[]): Promise<ProductPlan> {
  const rows = new Rows(fileRows);
  const skuIndex = new Map(stored.skus.map((s, i) => [s.id, i]));
  const rowOfSku = new Map<number, number>();
  const valuesOfRow = new Map<number, string[]>();
  fileRows.forEach((r, i) => {
    const result = rows.results[i]!;
    result.productId = stored.id;
    result.name = stored.name;
    const cell = r.cells.skuId ?? '';
    const sku = /^\d{1,9}$/.test(cell) ? stored.skus[skuIndex.get(Number(cell)) ?? -1] : undefined;
    if (cell === '') rows.error(i, 'skuId', 'Add new SKUs to an existing product in the product form');
    else if (!sku) rows.error(i, 'skuId', 'This SKU ID is not a SKU of this product');
    else if (rowOfSku.has(sku.id)) rows.error(i, 'skuId', SKU_TWICE);
    else rowOfSku.set(sku.id, i);
    if (sku) {
      valuesOfRow.set(i, sku.attrValues);
      result.skuId = sku.id;
      result.sku = sku.attrValues.join(' / ');
    }
    for (const n of ATTR_NUMBERS) {
      const name = r.cells[attrColumn(n)];
      const value = r.cells[valueColumn(n)];
      const message = 'Change attributes and their values in the product form';
      // Cells are cleaned (product-import-file.ts): a stored text from before the form cleaned them is read cleaned too.
      const storedName = cleanText(stored.attrs[n - 1]?.name ?? '').trim();
      const storedValue = cleanText(sku?.attrValues[n - 1] ?? '').trim();
      if (name !== undefined && name !== storedName) rows.error(i, attrColumn(n), message);
      if (sku && value !== undefined && value !== storedValue) rows.error(i, valueColumn(n), message);
    }
  });
  // The count each row's stock cell is read against: the stock its export wrote, or, when an import of a row of the
  // same export already moved this SKU's stock, the count that import set (audit DS1). Read against the export's
  // count again, the same file imported after fixing a price added its stock change once more each time.
  // A row with the exported count but no export (a file exported before audit DS1, or its Export cells cleared) cannot
  // tell its second import from its first: read against the export's count each time, it added its stock change
  // again at every import (audit EB1). Its stock stays as it is, the row says why, and its other cells apply.
  const stockOfRow = (s: StoredProduct['skus'][number], i: number): { stock: number; stockShown?: number } => {
    const cells = fileRows[i]!.cells;
    const stock = stockOf(rows, i, cells.stock, s.stock);
    const { stockShown } = exportedOf(rows, i, cells.stockExported);
    const exportId = exportIdOf(cells);
    if (stockShown === undefined) return { stock };
    if (exportId === '') {
      if (stock !== stockShown) rows.results[i]!.warnings = [{ column: 'stock', message: NO_EXPORT }];
      return { stock: s.stock, stockShown: s.stock };
    }
    return { stock, stockShown: ctx.stockImported?.get(stockKey(s.id, exportId)) ?? stockShown };
  };
  checkExportIds(rows, fileRows);
  const name = rows.agreed('name');
  const images = rows.agreed('images');
  const weight = rows.agreed('weight');
  const translated = translationsOf(rows, fileRows, stored.attrs, (i) => valuesOfRow.get(i), stored.translations);
  const input = {
    name: name ?? stored.name,
    categoryId: categoryOf(rows, rows.agreed('categoryId'), stored.categoryId),
    shopCategoryId: stored.shopCategoryId,
    images: images === undefined ? stored.images : pictures(images),
    description: stored.description,
    attrs: stored.attrs,
    skus: stored.skus.map((s) => {
      const i = rowOfSku.get(s.id);
      const cells = i === undefined ? {} : fileRows[i]!.cells;
      return {
        attrValues: s.attrValues,
        price: cells.price ?? fromCents(s.price),
        otPrice: cells.otPrice ?? fromCents(s.otPrice),
        // With the count the file was written with: the write moves the stock by what was typed against it, at the
        // moment it writes (merchant-products.service.ts), so sales since the export stay sold.
        ...(i === undefined ? { stock: s.stock } : stockOfRow(s, i)),
        image: s.image,
      };
    }),
    onSale: saleOf(rows, rows.agreed('status'), stored.onSale),
    weight: weight ?? kilogramsOf(stored.weightGrams),
    shippingTemplateId: stored.shippingTemplateId,
    isVirtual: stored.isVirtual,
    originalLocale: stored.originalLocale,
    ...translated.fields,
  };
  // What each row changes, read before the checks: a row keeps showing its changes when another row of the same
  // product has an error.
  const productChanges: ProductCsvColumn[] = [...translated.changes];
  const stockSets: StockSet[] = [];
  if (input.name.trim() !== cleanText(stored.name).trim()) productChanges.push('name');
  if (input.categoryId !== stored.categoryId) productChanges.push('categoryId');
  if (WEIGHT.test(input.weight.trim()) && gramsOf(input.weight) !== stored.weightGrams) productChanges.push('weight');
  if (input.onSale !== stored.onSale) productChanges.push('status');
  // The preview says it on the row, as the import's write would refuse it (audit FG8).
  if (input.onSale && stored.takedownReason !== null) rows.error(0, 'status', takenDown(stored.takedownReason).message);
  if (input.images.join(' ') !== stored.images.join(' ')) productChanges.push('images');
  input.skus.forEach((sku, index) => {
    const i = rowOfSku.get(stored.skus[index]!.id);
    if (i === undefined) return;
    const before = stored.skus[index]!;
    const price = centsOf(sku.price);
    const changes: string[] = [...productChanges];
    if (price !== null && price !== before.price) changes.push('price');
    const otPrice = sku.otPrice.trim() === '' ? price : centsOf(sku.otPrice);
    if (otPrice !== null && otPrice !== before.otPrice) changes.push('otPrice');
    if (sku.stock !== (sku.stockShown ?? before.stock)) {
      changes.push('stock');
      // As the write moves it (merchant-products.service.ts): by what was typed against the count read, within bounds.
      const to = sku.stockShown === undefined ? sku.stock : before.stock + sku.stock - sku.stockShown;
      rows.results[i]!.stock = { from: before.stock, to: Math.min(999_999, Math.max(0, to)) };
      const exportId = exportIdOf(fileRows[i]!.cells);
      if (sku.stockShown !== undefined && exportId) stockSets.push({ skuId: before.id, exportId, stock: sku.stock });
    }
    rows.results[i]!.changes = changes;
  });
  const versionOf = checkVersions(ctx, rows, fileRows, stored);
  const skuRow = (i: number) => rowOfSku.get(stored.skus[i]?.id ?? -1) ?? 0;
  const parsed = validate(rows, input, skuRow, (i) => i + 1);
  if (parsed && productChanges.includes('categoryId')) {
    await check(rows, 'categoryId', () => checkCategories(ctx.db, ctx.merchantId, parsed));
  }
  if (parsed && productChanges.includes('images')) {
    await check(rows, 'images', () => checkProductPictures(ctx.db, ctx.merchantId, ctx.staffId, parsed, stored.id));
  }
  rows.finish('update');
  const changed = rows.results.some((r) => r.changes.length > 0);
  return { rows: rows.results, input: rows.failed ? null : parsed, changed, stockSets, versionOf };
}

/** Rows without a product ID that share a name: a new product, one row per SKU, checked as the form checks it. */
export async function planCreate(ctx: Context, fileRows: FileRow[]): Promise<ProductPlan> {
  const rows = new Rows(fileRows);
  const first = fileRows[0]!.cells;
  // The attributes the first row names, by column number; every row gives a value for each.
  const numbers = ATTR_NUMBERS.filter((n) => (first[attrColumn(n)] ?? '') !== '');
  fileRows.forEach((r, i) => {
    if ((r.cells.skuId ?? '') !== '') rows.error(i, 'skuId', 'Leave the SKU ID empty for a new product');
    for (const n of ATTR_NUMBERS) {
      if (i > 0 && (r.cells[attrColumn(n)] ?? '') !== (first[attrColumn(n)] ?? ''))
        rows.error(i, attrColumn(n), 'All rows of one product need the same value here');
      const value = r.cells[valueColumn(n)] ?? '';
      if (numbers.includes(n) && value === '') rows.error(i, valueColumn(n), m.attrValue);
      if (!numbers.includes(n) && value !== '') rows.error(i, attrColumn(n), m.attrName);
    }
    rows.results[i]!.sku = numbers.map((n) => r.cells[valueColumn(n)] ?? '').join(' / ');
  });
  checkExportIds(rows, fileRows);
  // A row whose combination an earlier row has, compared as the form compares values (`lookAlikeKey`: case, width
  // and invisible characters aside, audit FG5), is refused on its own row and left out of the product: the same
  // text twice is the SKU given twice (audit FG10; the schema said "Each SKU must match one combination…" of the first
  // row), two spellings that look alike are the same value twice, as the form says.
  const seen = new Map<string, number>();
  const kept: number[] = [];
  fileRows.forEach((r, i) => {
    const key = JSON.stringify(numbers.map((n) => lookAlikeKey(r.cells[valueColumn(n)] ?? '')));
    const earlier = seen.get(key);
    if (earlier === undefined) {
      seen.set(key, i);
      kept.push(i);
      return;
    }
    const written = (row: FileRow, n: number) => (row.written ?? row.cells)[valueColumn(n)] ?? '';
    const differs = numbers.find((n) => written(r, n) !== written(fileRows[earlier]!, n));
    if (differs === undefined) rows.error(i, numbers[0] ? valueColumn(numbers[0]) : null, SKU_TWICE);
    else rows.error(i, valueColumn(differs), m.attrTwice);
  });
  const keptRows = kept.map((i) => fileRows[i]!);
  const attrs = numbers.map((n) => ({
    name: first[attrColumn(n)]!,
    values: [...new Set(keptRows.map((r) => r.cells[valueColumn(n)] ?? '').filter(Boolean))],
  }));
  const images = rows.agreed('images');
  const valuesOf = (i: number) => numbers.map((n) => fileRows[i]?.cells[valueColumn(n)] ?? '');
  const translated = translationsOf(rows, fileRows, attrs, valuesOf, {});
  const input = {
    name: rows.agreed('name') ?? '',
    categoryId: categoryOf(rows, rows.agreed('categoryId') ?? '', 0),
    shopCategoryId: null,
    images: pictures(images ?? ''),
    description: '',
    attrs,
    skus: kept.map((i) => ({
      attrValues: numbers.map((n) => fileRows[i]!.cells[valueColumn(n)] ?? ''),
      price: fileRows[i]!.cells.price ?? '',
      otPrice: fileRows[i]!.cells.otPrice ?? '',
      stock: stockOf(rows, i, fileRows[i]!.cells.stock ?? '', 0),
      image: '',
    })),
    // New products go on sale unless the file says otherwise, as the product form's default does.
    onSale: saleOf(rows, rows.agreed('status'), true),
    weight: rows.agreed('weight') || '0',
    shippingTemplateId: null,
    isVirtual: false,
    ...translated.fields,
  };
  const parsed = validate(
    rows,
    input,
    (i) => kept[i] ?? 0,
    (i) => numbers[i] ?? 1,
  );
  if (parsed) {
    await check(rows, 'categoryId', () => checkCategories(ctx.db, ctx.merchantId, parsed));
    await check(rows, 'images', () => checkProductPictures(ctx.db, ctx.merchantId, ctx.staffId, parsed));
  }
  rows.finish('create');
  return {
    rows: rows.results,
    input: rows.failed ? null : parsed,
    changed: !rows.failed,
    stockSets: [],
    versionOf: [],
  };
}
