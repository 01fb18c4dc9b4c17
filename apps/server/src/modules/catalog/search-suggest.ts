import type { Locale, Suggestion } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { OpenShopNames } from '../shops/open-shop-names';
import { localeBit } from './search-document-writes';
import { foundOnEnter } from './search-list';
import { localeLiteral, type Selection } from './search-selection';
import { keywordWords } from './search-text';
import { lastRun } from './search-unfinished-run';

/** Escapes LIKE wildcards so that text matches literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Suggestions read at most this many candidates (documents, or postings) per query and rank those: a prefix of two letters matches
 * tens of thousands of documents at a million products, and reading them all took seconds (issue 25). Below this many
 * matches the ranking is exact; above it, the best sellers of the first candidates found.
 */
const CANDIDATES = 2000;

/** Shops suggested at most, between the hot keywords and the products. */
const SHOPS = 2;

/**
 * Suggestions while typing: the reader's hot keywords that start with or contain the text, then open shops whose names
 * hold it, then names (in the reader's language) that start with it, then products whose words hold every finished
 * word and a word that starts with the last one; at most 10, best sellers first (among at most CANDIDATES found).
 */
export async function suggest(
  db: Queryable,
  q: string,
  locale: Locale,
  /** The open shops' names this process holds (shops/open-shop-names.ts). */
  shopNames: OpenShopNames,
): Promise<Suggestion[]> {
  const text = q.trim().slice(0, 50);
  const lower = text.toLowerCase();
  const words = keywordWords(text);
  const last = words[words.length - 1] ?? '';
  const complete = words.slice(0, -1);
  const loc = localeLiteral(locale);
  const bit = sql.raw(String(localeBit(locale)));
  const alsoHolds = (word: string) =>
    sql`AND EXISTS (SELECT 1 FROM search_postings f WHERE f.term = ${word} AND f.product_id = s.product_id)`;
  const [keywords, shops, prefixed, worded] = await Promise.all([
    db.execute<{ title: string }>(sql`
      SELECT title FROM hot_keywords WHERE (locale = ${locale} OR locale IS NULL) AND title ILIKE ${`%${literal(text)}%`}
      ORDER BY (lower(title) LIKE ${`${literal(lower)}%`}) DESC, (locale IS NULL), sort, id LIMIT 3`),
    // A shop's name typed into the box (audit CT1): the shop itself, the way to everything it sells.
    shopNames.named(db, text, SHOPS, locale),
    db.execute<{ product_id: number; name: string }>(sql`
      SELECT product_id, name FROM (
        SELECT d.product_id, d.name, d.sales FROM search_documents d
        WHERE d.locale = ${loc} AND lower(d.name) LIKE ${`${literal(lower)}%`} LIMIT ${CANDIDATES}) x
      ORDER BY sales DESC, product_id DESC LIMIT 8`),
    // Products holding every finished word and a word the last one starts, from the postings (decision 0034): the
    // candidates are index entries, and only the 8 answered are read (their names). A text without a word ("%", an
    // emoji, a run of letters longer than any word) starts every word of the vocabulary: it suggests no product.
    !last
      ? { rows: [] as { product_id: number; name: string }[] }
      : db.execute<{ product_id: number; name: string }>(sql`
      WITH completions AS (
        SELECT array_agg(word) AS words FROM (
          SELECT word FROM search_words WHERE word LIKE ${`${literal(last)}%`} ORDER BY length(word), word LIMIT 20) w),
      found AS (
        SELECT product_id, bool_or((own & ${bit}) <> 0) AS own, max(sales) AS sales FROM (
          SELECT s.product_id, s.own, s.sales FROM search_postings s, completions c
          WHERE s.term = ANY(c.words) ${sql.join(complete.map(alsoHolds), sql` `)}
          LIMIT ${CANDIDATES}) x
        GROUP BY product_id ORDER BY own DESC, sales DESC, product_id DESC LIMIT 8)
      SELECT f.product_id, d.name FROM found f
      JOIN search_documents d ON d.product_id = f.product_id AND d.locale = ${loc}
      ORDER BY f.own DESC, f.sales DESC, f.product_id DESC`),
  ]);
  const out: Suggestion[] = [
    ...keywords.rows.map((r) => ({ text: r.title, kind: 'keyword' as const })),
    ...shops.map((shop) => ({ text: shop.name, kind: 'shop' as const, merId: shop.id })),
  ];
  const entered = await onEnter(db, text, locale, worded.rows.length);
  const seen = new Set<number>();
  for (const r of [...prefixed.rows, ...worded.rows, ...entered]) {
    if (out.length >= 10) break;
    if (seen.has(r.product_id)) continue;
    seen.add(r.product_id);
    out.push({ text: r.name, kind: 'product', productId: r.product_id });
  }
  return out;
}

/**
 * A Thai or Lao word begun is cut by ICU into pieces that start no word ("ของแ" whole, "ราคาพิ" "รา|คาพิ", "ໜ້າ|ຈ")
 * where its name has other words ("ของ|แท้", "ราคา|พิเศษ"): the words the drop-down looks for find nothing, while
 * Enter reads the run as whole words and a word begun and finds the products (audit DT7). When the words found no
 * product, those of Enter are offered, named in the reader's language; nothing is asked otherwise.
 */
async function onEnter(
  db: Queryable,
  text: string,
  locale: Locale,
  found: number,
): Promise<{ product_id: number; name: string }[]> {
  const words = keywordWords(text);
  const s: Selection = {
    locale,
    words,
    typed: words,
    phrase: text.toLowerCase(),
    cids: [],
    merIds: [],
    attrs: [],
    inStock: false,
    selfOperated: false,
  };
  if (found > 0 || words.length === 0 || !lastRun(s)) return [];
  const ids = await foundOnEnter(db, s, 8);
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{ product_id: number; name: string }>(sql`
    SELECT product_id, name FROM search_documents
    WHERE locale = ${localeLiteral(locale)} AND product_id = ANY(${`{${ids.join(',')}}`}::int[])`);
  return ids.flatMap((id) => rows.filter((r) => r.product_id === id));
}
