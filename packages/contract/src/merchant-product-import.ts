import { z } from 'zod';
import type { Locale } from './locales';

/**
 * Bulk products (/api/merchant/products/export.csv and /import): one spreadsheet row per SKU. The export's column
 * titles follow the merchant's language; an import recognises the titles of every language (and these keys).
 */
export const TRANSLATION_CSV_COLUMNS = [
  'name.en',
  'options.en',
  'name.zh-CN',
  'options.zh-CN',
  'name.fr',
  'options.fr',
  'name.th',
  'options.th',
  'name.lo',
  'options.lo',
  'name.es',
  'options.es',
] as const satisfies readonly `${'name' | 'options'}.${Locale}`[];

export const PRODUCT_CSV_COLUMNS = [
  'productId',
  'skuId',
  'name',
  'categoryId',
  'category',
  'attr1',
  'value1',
  'attr2',
  'value2',
  'attr3',
  'value3',
  'price',
  'otPrice',
  'stock',
  // The stock the export wrote: an import moves the stock by what was typed against it, so units sold since the
  // export stay sold (left out, or empty, the stock cell is the count).
  'stockExported',
  // Which export wrote the row: an import remembers the stock each SKU's row of that export set, so the same file
  // imported again (another cell fixed, or sent again days later) moves the stock only by what changed since.
  'exportId',
  // The product's version when exported (audit FG1): a row of an older version that would change the product is
  // refused, as the form refuses an edit of a product changed since it was loaded (409); its stock cells keep the
  // export's own rule above. Left out, or empty (a file made by hand), the row is read as before.
  'version',
  'weight',
  'status',
  'images',
  // A product's name and the SKU's options ("Couleur: Rouge | Taille: M") in each language: empty in the product's
  // original language (the columns above) and where it has no translation.
  ...TRANSLATION_CSV_COLUMNS,
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type TranslationCsvColumn = (typeof TRANSLATION_CSV_COLUMNS)[number];

/** A file of at most 2 MB and 5,000 rows below its header. */
export const PRODUCT_IMPORT_LIMITS = { bytes: 2 * 1024 * 1024, rows: 5000 } as const;

export const ProductImportBodySchema = z.strictObject({
  /** The file's text (the console reads it as UTF-8). */
  csv: z
    .string()
    .min(1, 'Choose a CSV file')
    .max(PRODUCT_IMPORT_LIMITS.bytes, 'The file is over 2 MB: split it into smaller files'),
});
export type ProductImportBody = z.infer<typeof ProductImportBodySchema>;

export const ImportActionSchema = z.enum(['create', 'update', 'unchanged', 'error']);
export type ImportAction = z.infer<typeof ImportActionSchema>;

export const ImportRowSchema = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number().int(),
  productId: z.number().int().nullable(),
  skuId: z.number().int().nullable(),
  name: z.string(),
  /** The SKU's attribute values ("Red / M"). */
  sku: z.string(),
  action: ImportActionSchema,
  /** Columns whose value the import changes. */
  changes: z.array(z.string()),
  /**
   * The SKU's stock now and what the row makes it, when the row changes it (audit DS1): the preview says "Stock 10 →
   * 17", not a bare "Stock". Units sold before the import is applied are still taken off then.
   */
  stock: z.object({ from: z.number().int(), to: z.number().int() }).optional(),
  /** Column null: the row as a whole. Messages are in the merchant's language. */
  errors: z.array(z.object({ column: z.string().nullable(), message: z.string() })),
  /**
   * What the row does that the merchant may not mean, without stopping the import: a new product named like one the
   * shop has (its IDs in the message; a file imported twice would duplicate it, audit AO2).
   */
  warnings: z.array(z.object({ column: z.string().nullable(), message: z.string() })).optional(),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;

export const ImportResultSchema = z.object({
  /** True once the changes are saved (the import call); the preview never saves. */
  applied: z.boolean(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  /** Products the file creates and changes. */
  products: z.object({ create: z.number().int(), update: z.number().int() }),
  rows: z.array(ImportRowSchema),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** How many of a refused import's errors its 400 names. */
export const IMPORT_ERRORS_ANSWERED = 50;

/**
 * The `data` of the import's 400 when rows have errors (audit GU3: the answer named none, only the console's preview
 * did): the first IMPORT_ERRORS_ANSWERED errors in the file's order, each with its row (the header is row 1), its
 * column (null: the row as a whole) and its reason in the reader's language, and how many errors there are in all.
 */
export const ImportRefusalSchema = z.object({
  errors: z
    .array(z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() }))
    .max(IMPORT_ERRORS_ANSWERED),
  total: z.number().int(),
});
export type ImportRefusal = z.infer<typeof ImportRefusalSchema>;
