import { LOCALES, type Locale } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ProductAttr, ShippingRule } from '../../db/schema';
import { announceChange } from '../../platform/change-feed';
import { type Glossary, readGlossary } from './attribute-glossary';
import { type DocumentRow, idArray, writeDocuments } from './search-document-writes';
import { attrKey, attrPair, documentWords } from './search-text';

/**
 * The search documents' only writer (DESIGN.md section 7). The owners of what a document holds call these functions
 * inside their own transactions: the product form and import (product, SKUs, translations), the inventory (stock and
 * sales), the shop's status, the shipping templates. Every write of documents announces `documents` on the change
 * feed in the caller's transaction, naming the categories whose documents changed (before and after), so every
 * process drops what it counted from those categories' documents (their facets and total) when it commits; the
 * documents themselves are rows, so every process reads the new ones at once. Only the sales figure the follower
 * copies (search-sales.ts) is not announced: no kept count depends on it.
 */

export type SourceRow = {
  id: number;
  name: string;
  attrs: ProductAttr[];
  original_locale: Locale;
  price: number;
  sales: number;
  stock: number;
  visible: boolean;
  is_virtual: boolean;
  created_at: string;
  category_id: number;
  parent_id: number;
  merchant_id: number;
  is_self: boolean;
  rating: string | null;
  translations: { locale: Locale; name: string; attrs: ProductAttr[] }[] | null;
  has_template: boolean;
  rules: ShippingRule[] | null;
  undeliverable: string[] | null;
};

/**
 * Where a product's shipping template delivers: `to:*` and the refused countries, or the named countries only.
 * Virtual goods and a product without any template (the built-in one) go everywhere. A region code names its country.
 */
export function shipsTo(row: Pick<SourceRow, 'is_virtual' | 'has_template' | 'rules' | 'undeliverable'>) {
  if (row.is_virtual || !row.has_template) return { keys: ['to:*'], noShip: [] as string[] };
  const rules = row.rules ?? [];
  const refused = new Set((row.undeliverable ?? []).filter((c) => c.length === 2));
  if (rules.some((r) => r.regions.length === 0)) return { keys: ['to:*'], noShip: [...refused].sort() };
  const countries = new Set(rules.flatMap((r) => r.regions.map((code) => code.slice(0, 2))));
  return { keys: [...countries].filter((c) => !refused.has(c)).map((c) => `to:${c}`), noShip: [] as string[] };
}

/**
 * The six documents of one visible product. Its attributes in each language as a reader of that language sees them:
 * a term of the mall's glossary in the glossary's word, else the seller's translation, else the original (decision
 * 0044), so that a facet lists "颜色" once whichever language each seller wrote it in.
 */
export function documentsOf(row: SourceRow, glossary: Glossary): DocumentRow[] {
  const names = new Map<Locale, string>([[row.original_locale, row.name]]);
  const attrsBy = new Map<Locale, ProductAttr[]>();
  for (const t of row.translations ?? []) {
    if (t.name.trim()) names.set(t.locale, t.name);
    attrsBy.set(t.locale, t.attrs);
  }
  // Segmenting is the costly part of a document (ICU for Thai, Lao and Chinese): each distinct name once.
  const wordsOf = new Map<string, string[]>();
  const segmented = (name: string) => {
    const found = wordsOf.get(name) ?? documentWords(name);
    wordsOf.set(name, found);
    return found;
  };
  const words = [...new Set([...names.values()].flatMap(segmented))];
  const rating = Number(row.rating ?? 0);
  const ships = shipsTo(row);
  const common = [
    `s:${row.merchant_id}`,
    `c:${row.category_id}`,
    ...(row.parent_id ? [`c:${row.parent_id}`] : []),
    ...[1, 2, 3, 4].filter((n) => rating >= n).map((n) => `r:${n}`),
    ...(row.stock > 0 ? ['stock'] : []),
    ...(row.is_self ? ['self'] : []),
    ...ships.keys,
  ];
  // The languages whose attributes read alike share their pairs (and the arrays made of them): written out once by a
  // bulk copy.
  const pairsOf = new Map<string, { keys: string[]; pairs: string[] }>();
  const originalJson = JSON.stringify(row.attrs);
  const attrPairs = (locale: Locale) => {
    const translated = locale === row.original_locale ? undefined : attrsBy.get(locale);
    const shown = glossary.attrsIn(row.attrs, row.original_locale, translated, locale, originalJson);
    const signature = shown.map((a) => `${a.name}\u0001${a.values.join('\u0002')}`).join('\u0003');
    let found = pairsOf.get(signature);
    if (found) return found;
    const pairs = new Map<string, string>();
    for (const attr of shown) {
      for (const value of attr.values) {
        const key = attrKey(attr.name, value);
        if (!pairs.has(key) && key.length <= 120) pairs.set(key, attrPair(attr.name, value));
      }
    }
    found = { keys: [...common, ...[...pairs.keys()].map((k) => `a:${k}`)], pairs: [...pairs.values()] };
    pairsOf.set(signature, found);
    return found;
  };
  const categoryIds = row.parent_id ? [row.parent_id, row.category_id] : [row.category_id];
  const ratingText = rating.toFixed(1);
  const none: string[] = [];
  return LOCALES.map((locale) => {
    const name = names.get(locale) ?? row.name;
    const attrs = attrPairs(locale);
    return {
      product_id: row.id,
      locale,
      name,
      words,
      // Only a name written in this language is the reader's own (a fallback to the original is not).
      own_words: names.has(locale) ? segmented(name) : none,
      keys: attrs.keys,
      category_ids: categoryIds,
      merchant_id: row.merchant_id,
      attr_pairs: attrs.pairs,
      no_ship: ships.noShip,
      price: row.price,
      rating: ratingText,
      in_stock: row.stock > 0,
      is_self: row.is_self,
      sales: row.sales,
      created_at: row.created_at,
    };
  });
}

/** What the documents of these products are made of (`where` names them over `products p`), by id. */
export async function sourceRows(t: Queryable, where: SQL): Promise<SourceRow[]> {
  const { rows } = await t.execute<SourceRow>(sql`
    SELECT p.id, p.name, p.attrs, p.original_locale, p.price, p.sales, p.stock, p.is_virtual, p.created_at,
      (p.on_sale AND m.status = 'open') AS visible, p.category_id, c.parent_id, p.merchant_id, m.is_self,
      (SELECT round(avg(r.product_score), 1) FROM reviews r WHERE r.product_id = p.id) AS rating,
      (SELECT json_agg(json_build_object('locale', t.locale, 'name', t.name, 'attrs', t.attrs) ORDER BY t.locale)
       FROM product_translations t WHERE t.product_id = p.id) AS translations,
      (tpl.id IS NOT NULL) AS has_template, tpl.rules, tpl.undeliverable
    FROM products p JOIN merchants m ON m.id = p.merchant_id JOIN categories c ON c.id = p.category_id
    LEFT JOIN LATERAL (
      SELECT st.id, st.rules, st.undeliverable FROM shipping_templates st
      WHERE NOT st.deleted AND (
        (st.id = p.shipping_template_id AND st.merchant_id = p.merchant_id)
        OR (st.merchant_id = p.merchant_id AND st.is_default)
        OR (st.merchant_id IS NULL AND st.is_default))
      ORDER BY (st.id IS NOT DISTINCT FROM p.shipping_template_id) DESC, (st.merchant_id IS NOT NULL) DESC, st.id
      LIMIT 1) tpl ON true
    WHERE ${where}
    ORDER BY p.id`);
  return rows;
}

/**
 * The documents of these source rows (none for a product a shopper may not see). `pause` lets the event loop run
 * every 100 products, so that a bulk build's statements already queued go out while the next batch is worked out.
 */
export async function documentsOfRows(rows: SourceRow[], glossary: Glossary, pause = false): Promise<DocumentRow[]> {
  const documents: DocumentRow[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (pause && i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
    if (rows[i]!.visible) documents.push(...documentsOf(rows[i]!, glossary));
  }
  return documents;
}

/**
 * Rebuilds the documents of these products from what their owners hold now, in the caller's transaction: six for a
 * product a shopper may see, none for one off sale, in a closed shop or gone.
 */
export async function refreshSearchDocuments(t: Queryable, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  // A few hundred products at a time: an import's 1,200 products held as documents, postings and their JSON at once
  // took 60 MB of the server's memory (issue 25's 250 MB).
  const categories = new Set<number>();
  // The glossary as this transaction sees it: a document never follows a process's stale copy.
  const glossary = await readGlossary(t);
  for (let i = 0; i < ids.length; i += REFRESH_PIECE) {
    const piece = ids.slice(i, i + REFRESH_PIECE);
    // The categories these products' documents were in (one language says it: all six carry the same path).
    const { rows: before } = await t.execute<{ id: number }>(sql`
      SELECT DISTINCT unnest(category_ids) AS id FROM search_documents
      WHERE product_id = ANY(${idArray(piece)}::int[]) AND locale = 'en'`);
    const rows = await sourceRows(t, sql`p.id = ANY(${idArray(piece)}::int[])`);
    const documents = await documentsOfRows(rows, glossary);
    await writeDocuments(t, piece, documents);
    for (const r of before) categories.add(Number(r.id));
    for (const d of documents) for (const id of d.category_ids) categories.add(id);
  }
  await announceChange(t, 'documents', [...categories]);
}

/** How many products' documents are worked out and written together. */
const REFRESH_PIECE = 200;

/** Rebuilds the documents of the products `where` chooses (on `products`), a thousand at a time. */
async function refreshWhere(t: Queryable, where: SQL): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await t.execute<{ id: number }>(sql`
      SELECT id FROM products WHERE ${where} AND id > ${after} ORDER BY id LIMIT 1000`);
    if (rows.length === 0) return;
    await refreshSearchDocuments(
      t,
      rows.map((r) => r.id),
    );
    after = rows[rows.length - 1]!.id;
  }
}

/** Rebuilds the documents of every product of a shop (its status, its self-operated mark, its shipping templates). */
export async function refreshShopSearchDocuments(t: Queryable, merchantId: number): Promise<void> {
  await refreshWhere(t, sql`merchant_id = ${merchantId}`);
}

/** Rebuilds the documents of every product filed under a category that moved to another parent (their path). */
export async function refreshCategorySearchDocuments(t: Queryable, categoryId: number): Promise<void> {
  await refreshWhere(t, sql`category_id = ${categoryId}`);
}

/** The platform's default template changed: the documents of every shop that has no default template of its own. */
export async function refreshPlatformTemplateDocuments(t: Queryable): Promise<void> {
  const { rows } = await t.execute<{ id: number }>(sql`
    SELECT m.id FROM merchants m WHERE NOT EXISTS (
      SELECT 1 FROM shipping_templates st WHERE st.merchant_id = m.id AND st.is_default AND NOT st.deleted)
    ORDER BY m.id`);
  for (const r of rows) await refreshShopSearchDocuments(t, r.id);
}

/**
 * Stock and sales moved (the inventory's writes): only the in-stock mark, the sales figure and the price (the cheapest
 * SKU in stock, audit AO-F) of the documents change, in one statement, and only where they differ (the postings' sales
 * and price likewise); announced when any did. A product whose in-stock mark or price flips moves the signatures of
 * its words (a row of no difference for each in `search_term_counts`): the facet bases held in memory (decision 0041)
 * count the mark and the price ranges, and a signature that stayed would keep the old ones. All of a statement's parts see the documents as they were before it.
 */
export async function refreshStockInSearch(t: Queryable, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  // The postings' sales in the same statement: this runs in every checkout's transaction.
  const { rows } = await t.execute<{ category_ids: number[] }>(sql`
    WITH flipped AS (
      SELECT d.product_id FROM search_documents d JOIN products p ON p.id = d.product_id
      WHERE d.product_id = ANY(${idArray(productIds)}::int[]) AND d.locale = 'en'
        AND (d.in_stock <> (p.stock > 0) OR d.price <> p.price)),
    signatures AS (
      INSERT INTO search_term_counts (term, products)
      SELECT DISTINCT s.term, 0 FROM search_postings s WHERE s.product_id IN (SELECT product_id FROM flipped)),
    postings AS (
      UPDATE search_postings s SET sales = p.sales, price = p.price FROM products p
      WHERE p.id = s.product_id AND s.product_id = ANY(${idArray(productIds)}::int[])
        AND (s.sales <> p.sales OR s.price <> p.price))
    UPDATE search_documents d SET in_stock = p.stock > 0, sales = p.sales, price = p.price,
      keys = CASE WHEN p.stock > 0 THEN array_remove(d.keys, 'stock') || '{stock}'::text[]
        ELSE array_remove(d.keys, 'stock') END
    FROM products p
    WHERE p.id = d.product_id AND d.product_id = ANY(${idArray(productIds)}::int[])
      AND (d.in_stock <> (p.stock > 0) OR d.sales <> p.sales OR d.price <> p.price)
    RETURNING d.category_ids`);
  await announceChange(t, 'documents', [...new Set(rows.flatMap((r) => r.category_ids))]);
}
