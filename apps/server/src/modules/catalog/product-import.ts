import { createHash } from 'node:crypto';
import {
  IMPORT_ERRORS_ANSWERED,
  type ImportRefusal,
  type ImportResult,
  type ImportRow,
  type ProductInput,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import type { ProductAttr } from '../../db/schema';
import type { ChangeFeed } from '../../platform/change-feed';
import { invalidWith } from '../../platform/errors';
import { lockCategoryTreeShared } from './admin-categories.service';
import { insertProduct, rewriteProduct, type Tx } from './merchant-products.service';
import { EXPORT_ID } from './product-export';
import { type FileRow, readImportFile } from './product-import-file';
import {
  exportIdOf,
  planCreate,
  planUpdate,
  type StockSet,
  type StoredProduct,
  stockKey,
  versionKey,
} from './product-import-plan';
import { compactTermCounts } from './search-document-writes';
import { refreshSearchDocuments } from './search-documents';
import { translationsOf } from './translations';

/**
 * Bulk products: a spreadsheet of the shop's SKUs (product-export.ts writes it) changes prices, stock and the
 * products' own columns, and adds new products. The preview only reads; the import does the same work again inside
 * one transaction and writes everything, or nothing when any row has an error. Products are written by the same
 * functions as the product form, and stock through the inventory.
 */

type Who = { merchantId: number; staffId: number };
type Plan = {
  rows: ImportRow[];
  creates: ProductInput[];
  updates: { id: number; input: ProductInput }[];
  stockSets: StockSet[];
  /** Products written from rows of an export that showed them as they were: the version written is remembered. */
  versionSets: { productId: number; exportId: string }[];
};

const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The products of this shop among `ids`, with their SKUs; another shop's product is simply not found. */
async function loadProducts(db: Queryable, merchantId: number, ids: number[]): Promise<Map<number, StoredProduct>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{
    id: number;
    name: string;
    category_id: number;
    shop_category_id: number | null;
    images: string[];
    description: string;
    attrs: ProductAttr[];
    on_sale: boolean;
    takedown_reason: string | null;
    weight_grams: number;
    shipping_template_id: number | null;
    is_virtual: boolean;
    original_locale: StoredProduct['originalLocale'];
    skus: StoredProduct['skus'];
    version: number;
  }>(sql`
    SELECT p.id, p.name, p.category_id, p.shop_category_id, p.images, p.description, p.attrs, p.on_sale,
      p.takedown_reason, p.weight_grams, p.shipping_template_id, p.is_virtual, p.original_locale, p.version,
      coalesce((SELECT json_agg(json_build_object('id', s.id, 'attrValues', s.attr_values, 'price', s.price,
        'otPrice', s.ot_price, 'stock', s.stock, 'image', s.image) ORDER BY s.id)
        FROM product_skus s WHERE s.product_id = p.id), '[]') AS skus
    FROM products p WHERE p.merchant_id = ${merchantId} AND p.id IN (${idList(ids)})`);
  const translations = await translationsOf(
    db,
    rows.map((r) => r.id),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        categoryId: r.category_id,
        shopCategoryId: r.shop_category_id,
        images: r.images,
        description: r.description,
        attrs: r.attrs,
        onSale: r.on_sale,
        takedownReason: r.takedown_reason,
        weightGrams: r.weight_grams,
        shippingTemplateId: r.shipping_template_id,
        isVirtual: r.is_virtual,
        originalLocale: r.original_locale,
        translations: translations.get(r.id) ?? {},
        skus: r.skus,
        version: r.version,
      },
    ]),
  );
}

/** Rows by product: an ID names one of the shop's products; rows without one that share a name make a new one. */
function groupRows(rows: FileRow[]) {
  const existing = new Map<number, FileRow[]>();
  const created = new Map<string, FileRow[]>();
  const refused: ImportRow[] = [];
  for (const r of rows) {
    const id = r.cells.productId ?? '';
    if (id === '') {
      const key = r.cells.name ?? '';
      created.set(key, [...(created.get(key) ?? []), r]);
    } else if (/^\d{1,9}$/.test(id)) {
      existing.set(Number(id), [...(existing.get(Number(id)) ?? []), r]);
    } else {
      refused.push(refusedRow(r, 'No product of your shop has this ID'));
    }
  }
  return { existing, created, refused };
}

/**
 * The shop's products named like these names (spaces around and case aside, as a merchant reads them), by the name as
 * the file writes it, their IDs ascending.
 */
async function productsNamed(db: Queryable, merchantId: number, names: string[]): Promise<Map<string, number[]>> {
  const asked = [...new Set(names.filter((n) => n.trim() !== ''))];
  if (asked.length === 0) return new Map();
  const { rows } = await db.execute<{ name: string; ids: number[] }>(sql`
    SELECT k.name, array_agg(p.id ORDER BY p.id) AS ids
    FROM json_array_elements_text(${JSON.stringify(asked)}::json) AS k(name)
    JOIN products p ON p.merchant_id = ${merchantId} AND lower(btrim(p.name)) = lower(btrim(k.name))
    GROUP BY k.name`);
  return new Map(rows.map((r) => [r.name, r.ids]));
}

function refusedRow(r: FileRow, message: string): ImportRow {
  return {
    row: r.row,
    productId: null,
    skuId: null,
    name: r.cells.name ?? '',
    sku: '',
    action: 'error',
    changes: [],
    errors: [{ column: 'productId', message }],
  };
}

/** The IDs the file names, to lock their SKUs before reading them (ascending, the order checkout takes). */
function namedIds(rows: FileRow[]): number[] {
  const ids = rows.map((r) => r.cells.productId ?? '').filter((id) => /^\d{1,9}$/.test(id));
  return [...new Set(ids.map(Number))].sort((a, b) => a - b);
}

/** The stock earlier imports set for this shop's SKUs from rows of the exports the file names (audit DS1). */
async function stockImported(db: Queryable, merchantId: number, rows: FileRow[]): Promise<Map<string, number>> {
  // Only ids of the export's form (audit EB2): any other is the row's error, and is not looked for.
  const exports = [...new Set(rows.map((r) => exportIdOf(r.cells)).filter((id) => EXPORT_ID.test(id)))];
  if (exports.length === 0) return new Map();
  const { rows: found } = await db.execute<{ sku_id: number; export_id: string; stock_typed: number }>(sql`
    SELECT i.sku_id, i.export_id, i.stock_typed FROM product_stock_imports i
    JOIN product_skus s ON s.id = i.sku_id JOIN products p ON p.id = s.product_id
    WHERE p.merchant_id = ${merchantId}
      AND i.export_id IN (SELECT json_array_elements_text(${JSON.stringify(exports)}::json))`);
  return new Map(found.map((r) => [stockKey(r.sku_id, r.export_id), r.stock_typed]));
}

/** The versions earlier imports of the exports the file names gave their products, by `versionKey`. */
async function versionsImported(db: Queryable, merchantId: number, rows: FileRow[]): Promise<Map<string, number>> {
  const exports = [...new Set(rows.map((r) => exportIdOf(r.cells)).filter((id) => EXPORT_ID.test(id)))];
  if (exports.length === 0) return new Map();
  const { rows: found } = await db.execute<{ export_id: string; product_id: number; version: number }>(sql`
    SELECT export_id, product_id, version FROM product_import_versions WHERE merchant_id = ${merchantId}
      AND export_id IN (SELECT json_array_elements_text(${JSON.stringify(exports)}::json))`);
  return new Map(found.map((r) => [versionKey(Number(r.product_id), r.export_id), Number(r.version)]));
}

/**
 * How long an import remembers the versions it gave (`product_import_versions`): a file of an export imported again
 * after this many days finds its products changed "after the file was exported" and asks for a new export, which
 * refuses nothing it should take (its rows' cells are checked against the product as it is). A shop's older rows are
 * deleted when it imports.
 */
export const VERSIONS_KEPT_DAYS = 30;

/**
 * Remembers the version each written product has now for the exports whose rows wrote it (`versionsImported`): a row
 * per shop, export and product, in the import's transaction (audit FG1, migration 0080).
 */
async function rememberVersions(tx: Tx, merchantId: number, sets: Plan['versionSets']) {
  await tx.execute(sql`
    DELETE FROM product_import_versions
    WHERE merchant_id = ${merchantId} AND created_at < now() - make_interval(days => ${VERSIONS_KEPT_DAYS})`);
  if (sets.length === 0) return;
  const pairs = [...new Map(sets.map((s) => [versionKey(s.productId, s.exportId), s])).values()];
  await tx.execute(sql`
    INSERT INTO product_import_versions (merchant_id, export_id, product_id, version)
    SELECT ${merchantId}, w."exportId", p.id, p.version
    FROM json_to_recordset(${JSON.stringify(pairs)}::json) AS w("productId" int, "exportId" text)
    JOIN products p ON p.id = w."productId" AND p.merchant_id = ${merchantId}
    ON CONFLICT (merchant_id, export_id, product_id)
    DO UPDATE SET version = EXCLUDED.version, created_at = now()`);
}

async function plan(db: Queryable, who: Who, rows: FileRow[]): Promise<Plan> {
  const ctx = {
    db,
    ...who,
    stockImported: await stockImported(db, who.merchantId, rows),
    versionsImported: await versionsImported(db, who.merchantId, rows),
  };
  const { existing, created, refused } = groupRows(rows);
  const stored = await loadProducts(db, who.merchantId, [...existing.keys()]);
  const result: Plan = { rows: refused, creates: [], updates: [], stockSets: [], versionSets: [] };
  for (const [id, group] of existing) {
    const product = stored.get(id);
    if (!product) {
      result.rows.push(...group.map((r) => refusedRow(r, 'No product of your shop has this ID')));
      continue;
    }
    const p = await planUpdate(ctx, product, group);
    result.rows.push(...p.rows);
    if (p.input && p.changed) {
      // At the version the rows were read against: a sale switch in between (it takes no SKU lock) makes this a 409.
      result.updates.push({ id, input: { ...p.input, version: product.version } });
      result.stockSets.push(...p.stockSets);
      result.versionSets.push(...p.versionOf.map((exportId) => ({ productId: id, exportId })));
    }
  }
  const sameNamed = await productsNamed(db, who.merchantId, [...created.keys()]);
  for (const [name, group] of created) {
    const p = await planCreate(ctx, group);
    // A new product named like one the shop has: the file may have been imported already (audit AO2).
    const ids = sameNamed.get(name);
    const first = p.rows.find((r) => r.action === 'create');
    if (ids && first) {
      const message = `Your shop already has a product with this name (ID ${ids.join(', ')}): importing it again adds another`;
      first.warnings = [{ column: 'name', message }];
    }
    result.rows.push(...p.rows);
    if (p.input) result.creates.push(p.input);
  }
  result.rows.sort((a, b) => a.row - b.row);
  return result;
}

function resultOf(p: Plan, applied: boolean): ImportResult {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of p.rows) counts[r.action] += 1;
  // Products as the rows show them (a product whose other row has an error still counts as what it would be).
  const products = {
    create: new Set(p.rows.filter((r) => r.action === 'create').map((r) => r.name)).size,
    update: new Set(p.rows.filter((r) => r.action === 'update').map((r) => r.productId)).size,
  };
  return { applied, counts, products, rows: p.rows };
}

function headerOnly(errors: ImportRow['errors']): ImportResult {
  const row: ImportRow = {
    row: 1,
    productId: null,
    skuId: null,
    name: '',
    sku: '',
    action: 'error',
    changes: [],
    errors,
  };
  return {
    applied: false,
    counts: { create: 0, update: 0, unchanged: 0, error: 1 },
    products: { create: 0, update: 0 },
    rows: [row],
  };
}

export const IMPORT_REFUSED = 'Some rows of the file have errors: nothing was imported';

/**
 * The 400 of a file with errors: its message as before, and the rows' errors (the first IMPORT_ERRORS_ANSWERED, in the
 * file's order, messages in English for the route to translate) with their count, so that a caller of the API learns
 * what to fix without a preview (audit GU3).
 */
function importRefused(rows: ImportRow[]) {
  const errors = rows.flatMap((r) => r.errors.map((e) => ({ row: r.row, column: e.column, message: e.message })));
  const details: ImportRefusal = { errors: errors.slice(0, IMPORT_ERRORS_ANSWERED), total: errors.length };
  return invalidWith(IMPORT_REFUSED, details);
}

/** What the file would do, row by row; writes nothing. */
export async function previewImport(db: Db, who: Who, csv: string): Promise<ImportResult> {
  const file = readImportFile(csv);
  if (file.headerErrors.length > 0) return headerOnly(file.headerErrors);
  return resultOf(await plan(db, who, file.rows), false);
}

/** From this many written products an import vacuums and analyses what it wrote. */
export const BULK_WRITE = 500;

/** The same file sent again within this many minutes answers the first import's result (audit AO2). */
export const REPEAT_MINUTES = 10;

/**
 * Writes the file's changes and new products in one transaction, or nothing when any row has an error. A shop's
 * imports run one at a time, and the same file again within REPEAT_MINUTES (a double click, a retry after a timeout)
 * is not run twice: it answers the first one's result, `repeated`.
 */
export async function applyImport(
  db: Db,
  who: Who,
  csv: string,
  changes: ChangeFeed,
): Promise<{ result: ImportResult; repeated: boolean }> {
  const file = readImportFile(csv);
  if (file.headerErrors.length > 0) throw importRefused(headerOnly(file.headerErrors).rows);
  const fileHash = createHash('sha256').update(csv).digest('hex');
  const outcome = await db.transaction(async (tx: Tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`product-import:${who.merchantId}`}))`);
    // The plan checks each category is a leaf: under the tree lock, so none gets its first child meanwhile.
    await lockCategoryTreeShared(tx);
    const { rows: earlier } = await tx.execute<{ result: ImportResult }>(sql`
      SELECT result FROM product_imports WHERE merchant_id = ${who.merchantId} AND file_hash = ${fileHash}
        AND created_at > now() - make_interval(mins => ${REPEAT_MINUTES})`);
    if (earlier[0]) return { repeated: earlier[0].result, done: undefined };
    const ids = namedIds(file.rows);
    if (ids.length > 0) {
      await tx.execute(sql`
        SELECT s.id FROM product_skus s JOIN products p ON p.id = s.product_id
        WHERE p.merchant_id = ${who.merchantId} AND p.id IN (${idList(ids)}) ORDER BY s.id FOR UPDATE OF s`);
    }
    const p = await plan(tx, who, file.rows);
    if (p.rows.some((r) => r.action === 'error')) throw importRefused(p.rows);
    for (const u of [...p.updates].sort((a, b) => a.id - b.id)) await rewriteProduct(tx, who.merchantId, u.id, u.input);
    const written = p.updates.map((u) => u.id);
    for (const input of p.creates) written.push(await insertProduct(tx, who.merchantId, input));
    await refreshSearchDocuments(tx, written);
    // What each row of an export set, read by the next import of that export's rows in place of its stock column.
    for (const set of p.stockSets) {
      await tx.execute(sql`
        INSERT INTO product_stock_imports (sku_id, export_id, stock_typed)
        VALUES (${set.skuId}, ${set.exportId}, ${set.stock})
        ON CONFLICT (sku_id, export_id) DO UPDATE SET stock_typed = EXCLUDED.stock_typed, created_at = now()`);
    }
    await rememberVersions(tx, who.merchantId, p.versionSets);
    await tx.execute(sql`
      INSERT INTO product_imports (merchant_id, file_hash, result)
      VALUES (${who.merchantId}, ${fileHash}, ${JSON.stringify(resultOf(p, true))}::jsonb)
      ON CONFLICT (merchant_id, file_hash) DO UPDATE SET result = EXCLUDED.result, created_at = now()`);
    return { repeated: undefined, done: p };
  });
  if (outcome.repeated) return { result: outcome.repeated, repeated: true };
  const done = outcome.done;
  const written = done.updates.length + done.creates.length;
  if (written > 0) await changes.announce(db, 'listings');
  // A bulk write leaves the database to finish it (issue 25): a visibility map for index-only scans, and fresh
  // statistics for the planner when the write moved them, done here by the writer rather than whenever autovacuum
  // comes by. The vacuum visits only the pages written since the last one; statistics sample 30,000 rows of each
  // table whatever was written (14 of an import's 32 s at a million products, for 1,231 products that moved no
  // estimate), so only a write of a tenth of the catalogue or more asks for them, as autovacuum would.
  if (written >= BULK_WRITE) {
    await compactTermCounts(db);
    const { rows } = await db.execute<{ estimate: number }>(
      sql`SELECT reltuples::float8 AS estimate FROM pg_class WHERE oid = 'products'::regclass`,
    );
    const moved = written * 10 >= Number(rows[0]?.estimate ?? 0);
    await db.execute(
      moved
        ? sql`VACUUM (ANALYZE) products, product_skus, product_translations, search_documents, search_postings`
        : sql`VACUUM products, product_skus, product_translations, search_documents, search_postings`,
    );
  }
  return { result: resultOf(done, true), repeated: false };
}
