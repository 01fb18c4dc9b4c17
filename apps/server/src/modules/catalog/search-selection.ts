import {
  ATTR_FILTERS_MAX,
  FACET_VALUES_MAX,
  LOCALES,
  type Locale,
  type ProductSearchQuery,
  parseAttrFilter,
  toCents,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { invalid } from '../../platform/errors';
import { currentGlossary } from './attribute-glossary';
import { attrKey, attrNameKey, keywordWords } from './search-text';

/** A word's count of products and its signature (`products:rows:newest transaction`, decision 0038). */
export type Signed = { term: string; products: number; signature: string };

/**
 * A search as the documents answer it: the scope (language, keyword, the page's category or shop) and the facet
 * selection, one group per facet. Values within a group widen (OR), groups narrow each other (AND).
 */

export const BAD_ATTRS = 'Write attribute filters as Name:Value|Value, separated by commas';
export const TOO_MANY_VALUES = 'Choose at most 20 values in one filter';
export const TOO_MANY_FILTERS = 'Choose at most 10 filters';
export const BAD_IDS = 'Filter by category and shop with numbers separated by commas';
export const BAD_PRICES = 'The lowest price cannot be above the highest price';

/** A cut of a Thai or Lao run: its whole words, and the words its unfinished end starts (one must be held). */
export type RunCut = { words: string[]; anyOf: string[] };

/**
 * `keys[i]` is `values[i]`'s key; after them, the keys of a renamed term's former words, which documents the refresher
 * has not rebuilt yet still hold (audit GE2, `Glossary.formerPairs`): a document holding any of them matches.
 */
export type AttrSelection = { name: string; key: string; values: string[]; keys: string[] };

export type Selection = {
  locale: Locale;
  /** Words a document must all hold. */
  words: string[];
  /** The keyword's last word unfinished ("headph"): the vocabulary's words it starts, one of which must be held. */
  anyOf?: string[];
  /** The keyword's last Thai or Lao run was read as a word typed unfinished, and no cut of it starts a word. */
  noUnfinishedRun?: boolean;
  /**
   * The keyword's last Thai or Lao run read as any of several cuts (`withUnfinishedRun`, audit DJ2): a document holds,
   * beside `words`, every word of one cut and one of that cut's `anyOf`. Set instead of `anyOf`.
   */
  runCuts?: RunCut[];
  /** A keyword without any word (only punctuation): nothing matches. */
  wordless?: boolean;
  /** The keyword's words as typed (for "did you mean"). */
  typed: string[];
  /** The keyword as typed, lower case (ranks names holding it as a phrase first). */
  phrase?: string;
  cid?: number;
  merId?: number;
  shopCid?: number;
  cids: number[];
  merIds: number[];
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  attrs: AttrSelection[];
  inStock: boolean;
  selfOperated: boolean;
  /** The chosen delivery country (a filter). */
  shipsTo?: string;
  /** The country the delivery facet counts for: the chosen one, else the shopper's default address's. */
  country?: string;
  /** The words' counts and signatures, read with the whole-word check (`withUnfinishedWord`, decision 0038). */
  signed?: Signed[];
  /** `signed` are the held lists' signatures, not read yet: the first statement checks them (`StaleLists`). */
  unchecked?: boolean;
  /**
   * When `anyOf` is a word and its other forms (`withOtherForms`, not an unfinished word's), their counts and
   * signatures, read in the same statement as `signed`: a facet base of the keyword is then current as of both.
   */
  formsSigned?: Signed[];
};

function idList(text: string | undefined): number[] {
  if (!text) return [];
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^\d{1,10}$/.test(p) || Number(p) < 1 || Number(p) > 2_147_483_647)) throw invalid(BAD_IDS);
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > FACET_VALUES_MAX) throw invalid(TOO_MANY_VALUES);
  return ids;
}

/** `Colour:Red|Blue,Size:M` (contract `parseAttrFilter`: `\\` before `, | :` in a name or value); one attribute named
 * twice joins its values. */
export function parseAttrs(text: string | undefined, locale: Locale): AttrSelection[] {
  if (!text) return [];
  const parsed = parseAttrFilter(text);
  if (!parsed) throw invalid(BAD_ATTRS);
  const byKey = new Map<string, AttrSelection>();
  const former = new Map<string, Set<string>>();
  const glossary = currentGlossary();
  for (const [written, writtenValues] of parsed) {
    if (!written.trim() || writtenValues.some((v) => !v.trim())) throw invalid(BAD_ATTRS);
    // A filter written in another language's words (a shared link) reads as this language's documents hold it.
    const { name, values } = glossary.filterIn(
      written.trim(),
      writtenValues.map((v) => v.trim()),
      locale,
    );
    const key = attrNameKey(name);
    const group = byKey.get(key) ?? { name, key, values: [], keys: [] };
    for (const value of values) {
      const k = `a:${attrKey(name, value)}`;
      if (!group.keys.includes(k)) {
        group.keys.push(k);
        group.values.push(value);
      }
    }
    if (group.values.length > FACET_VALUES_MAX) throw invalid(TOO_MANY_VALUES);
    byKey.set(key, group);
    // The pairs of a renamed term's former words, which documents not rebuilt yet still hold (audit GE2).
    for (const [n, v] of glossary.formerPairs(written.trim(), values, locale)) {
      const k = `a:${attrKey(n, v)}`;
      if (!group.keys.includes(k)) former.set(key, (former.get(key) ?? new Set()).add(k));
    }
  }
  // After the keys of the values chosen (`keys[i]` is `values[i]`'s, as the chips read them).
  for (const [key, keys] of former) {
    const group = byKey.get(key)!;
    for (const k of keys) if (!group.keys.includes(k)) group.keys.push(k);
  }
  // Well written, only too many: said so (audit AG7: it was told as a format error).
  if (byKey.size > ATTR_FILTERS_MAX) throw invalid(TOO_MANY_FILTERS);
  return [...byKey.values()];
}

export function selectionOf(q: ProductSearchQuery, locale: Locale, homeCountry?: string): Selection {
  const minPrice = q.minPrice === undefined ? undefined : toCents(q.minPrice);
  const maxPrice = q.maxPrice === undefined ? undefined : toCents(q.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) throw invalid(BAD_PRICES);
  return {
    locale,
    words: q.keyword ? keywordWords(q.keyword) : [],
    typed: q.keyword ? keywordWords(q.keyword) : [],
    phrase: q.keyword?.trim().toLowerCase() || undefined,
    wordless: Boolean(q.keyword?.trim()) && keywordWords(q.keyword ?? '').length === 0,
    cid: q.cid,
    merId: q.merId,
    shopCid: q.shopCid,
    cids: idList(q.cids),
    merIds: idList(q.merIds),
    minPrice,
    maxPrice,
    minRating: q.minRating,
    attrs: parseAttrs(q.attrs, locale),
    inStock: q.inStock === true,
    selfOperated: q.selfOperated === true,
    shipsTo: q.shipsTo?.toUpperCase(),
    country: (q.shipsTo ?? homeCountry)?.toUpperCase(),
  };
}

export const textArray = (values: string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * Text values as one array parameter: one statement text for any number of values, so that a statement can be
 * prepared (`textArray` writes a parameter per value).
 */
export const textArrayParam = (values: string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/** The language as a literal (one of six, checked), so that the planner picks that language's partial indexes. */
export function localeLiteral(locale: Locale): SQL {
  if (!LOCALES.includes(locale)) throw invalid();
  return sql.raw(`'${locale}'`);
}

/**
 * The language whose documents the ordered lists walk (migration 0036): a product's six documents agree on everything
 * but their names and attribute pairs (search-documents.ts), so the list orders' indexes hold one language's.
 */
export const ORDER_LOCALE: Locale = 'en';

/**
 * The selection as the ordered list and its count read it: a product's documents agree on every condition but the
 * attributes' (named in the reader's language), so without one the English documents answer for every language and
 * their ordered indexes can be walked. The reader's language still names the cards and counts the facets.
 */
export const listedIn = (s: Selection): Selection =>
  s.attrs.length === 0 && s.locale !== ORDER_LOCALE ? { ...s, locale: ORDER_LOCALE } : s;

/** Delivers to a country: named by the template, or everywhere but the refused ones. */
export const deliversTo = (country: string): SQL =>
  sql`(d.keys @> ${textArray([`to:${country}`])} OR (d.keys @> '{to:*}'::text[] AND NOT d.no_ship @> ${textArray([country])}))`;

/** What every search keeps to: the language, the keyword's words, the page's category, shop and shop category. */
export function scopeWhere(s: Selection): SQL {
  const where: SQL[] = [sql`d.locale = ${localeLiteral(s.locale)}`];
  if (s.wordless) where.push(sql`FALSE`);
  if (s.words.length > 0) where.push(sql`d.words @> ${textArray(s.words)}`);
  if (s.anyOf) where.push(sql`d.words && ${textArray(s.anyOf)}`);
  if (s.runCuts) where.push(sql`(${sql.join(s.runCuts.map(cutWhere), sql` OR `)})`);
  if (s.cid) where.push(sql`d.keys @> ${textArray([`c:${s.cid}`])}`);
  if (s.merId) where.push(sql`d.keys @> ${textArray([`s:${s.merId}`])}`);
  if (s.shopCid) where.push(inShopCategory(s.shopCid));
  return sql.join(where, sql` AND `);
}

/** A document holding a cut of the keyword's last run. */
const cutWhere = (c: RunCut): SQL =>
  c.words.length > 0
    ? sql`(d.words @> ${textArray(c.words)} AND d.words && ${textArray(c.anyOf)})`
    : sql`d.words && ${textArray(c.anyOf)}`;

/** The document's product is filed under this shop category or one of its children. */
export const inShopCategory = (shopCid: number): SQL =>
  sql`d.product_id IN (SELECT id FROM products WHERE merchant_id = d.merchant_id AND shop_category_id IN (
      SELECT id FROM shop_categories WHERE id = ${shopCid} OR parent_id = ${shopCid}))`;

/**
 * A list narrowed only by its category or shop, chosen categories or shops and a price range, said on the columns
 * the ordered indexes of the documents carry (`category_ids` and `merchant_id` as INCLUDE columns, `price` as a key;
 * migration 0024) instead of the keys: ordered by best sellers, price or newest, it is an index-only walk that stops
 * at its page, however big the category (issue 25). Null when anything else narrows it (a keyword, a rating, an
 * attribute, stock, self-operated, delivery, a shop's own category): the keys' GIN indexes answer those. `level`
 * (1 for a top category, 2 for a child) says the category by its place in `category_ids`, which the price order's
 * indexes are keyed by (migration 0025): prices cluster by category, and the price index would pass every other
 * category's cheaper products first. Whatever the reader's language, the walk reads the English documents, the only
 * ones those indexes hold (`ORDER_LOCALE`).
 */
export function listWhere(s: Selection, level?: 1 | 2): SQL | null {
  const narrowed =
    s.words.length > 0 ||
    s.anyOf ||
    s.runCuts ||
    s.wordless ||
    s.shopCid ||
    s.minRating ||
    s.attrs.length > 0 ||
    s.inStock ||
    s.selfOperated ||
    s.shipsTo;
  if (narrowed) return null;
  const ints = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
  const where: SQL[] = [sql`d.locale = ${localeLiteral(ORDER_LOCALE)}`];
  if (s.cid && level) where.push(sql`d.category_ids[${sql.raw(String(level))}] = ${s.cid}`);
  else if (s.cid) where.push(sql`d.category_ids @> ${ints([s.cid])}`);
  if (s.merId) where.push(sql`d.merchant_id = ${s.merId}`);
  if (s.cids.length > 0) where.push(sql`d.category_ids && ${ints(s.cids)}`);
  if (s.merIds.length > 0) where.push(sql`d.merchant_id = ANY(${ints(s.merIds)})`);
  if (s.minPrice !== undefined) where.push(sql`d.price >= ${s.minPrice}`);
  if (s.maxPrice !== undefined) where.push(sql`d.price <= ${s.maxPrice}`);
  return sql.join(where, sql` AND `);
}

export type GroupId = string;

/** One count of a facet's value (`g` the group, `v` the value). */
export type CountRow = { g: string; v: string; n: number };

/** The facet groups that can be counted; `attrs` counts every attribute not selected, `attr:<key>` a selected one. */
export type CountGroup =
  | 'total'
  | 'categories'
  | 'shops'
  | 'prices'
  | 'ratings'
  | 'inStock'
  | 'selfOperated'
  | 'shipsTo';

/** The price facet's ranges in cents: below 10, 10-25, 25-50, 50-100, 100-250, 250-500, 500 and more. */
export const PRICE_BOUNDS = [1000, 2500, 5000, 10000, 25000, 50000];

/** One condition per selected facet group (none for a group without a selection). */
export function groupFilters(s: Selection): Map<GroupId, SQL> {
  const groups = new Map<GroupId, SQL>();
  if (s.cids.length > 0) groups.set('categories', sql`d.keys && ${textArray(s.cids.map((id) => `c:${id}`))}`);
  if (s.merIds.length > 0) groups.set('shops', sql`d.keys && ${textArray(s.merIds.map((id) => `s:${id}`))}`);
  const price: SQL[] = [];
  if (s.minPrice !== undefined) price.push(sql`d.price >= ${s.minPrice}`);
  if (s.maxPrice !== undefined) price.push(sql`d.price <= ${s.maxPrice}`);
  if (price.length > 0) groups.set('prices', sql`(${sql.join(price, sql` AND `)})`);
  if (s.minRating) groups.set('ratings', sql`d.keys @> ${textArray([`r:${s.minRating}`])}`);
  for (const a of s.attrs) groups.set(`attr:${a.key}`, sql`d.keys && ${textArray(a.keys)}`);
  if (s.inStock) groups.set('inStock', sql`d.keys @> '{stock}'::text[]`);
  if (s.selfOperated) groups.set('selfOperated', sql`d.keys @> '{self}'::text[]`);
  if (s.shipsTo) groups.set('shipsTo', deliversTo(s.shipsTo));
  return groups;
}

/** The scope and every group's condition but `leaveOut`'s. */
export function whereAll(s: Selection, leaveOut?: GroupId): SQL {
  const parts = [scopeWhere(s)];
  for (const [id, condition] of groupFilters(s)) if (id !== leaveOut) parts.push(condition);
  return sql.join(parts, sql` AND `);
}
