import type { Locale, Suggestion } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import type { OpenShopNames } from '../shops/open-shop-names';
import { localeBit } from './search-document-writes';
import { localeLiteral, type Selection, scopeWhere, textArray } from './search-selection';
import { keywordWords, singularsOf } from './search-text';
import { lastRun } from './search-unfinished-run';

/** Escapes LIKE wildcards so that text matches literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * "Did you mean": each word of a keyword that finds nothing is replaced by the closest word of the documents'
 * vocabulary (trigram similarity); the suggestion is answered only when it finds products in the same scope.
 */
export async function didYouMean(db: Queryable, s: Selection): Promise<string | undefined> {
  const typed = s.typed;
  if (typed.length === 0 || typed.length > 6) return undefined;
  // Prepared, like the nearest word's statement below: a keyword that finds nothing asks them, and planning took
  // longer than the trigram index's answer (issue 25).
  const { rows: known } = await executePrepared<{ word: string }>(
    db,
    sql`SELECT word FROM search_words WHERE word = ANY(${textArray([...new Set([...typed, ...typed.flatMap(singularsOf)])])})`,
  );
  const found = new Set(known.map((r) => r.word));
  const replaced: string[] = [];
  // A plural the search reads as its singular (audit Q1) is a word it knows: kept as typed, checked as the singular.
  const plural = new Set<number>();
  for (const word of typed) {
    const singular = found.has(word) ? undefined : singularsOf(word).find((w) => found.has(w));
    if (singular) {
      plural.add(replaced.length);
      replaced.push(singular);
      continue;
    }
    if (found.has(word) || [...word].length < 3) {
      replaced.push(word);
      continue;
    }
    const { rows } = await executePrepared<{ word: string }>(
      db,
      sql`
      SELECT word FROM search_words WHERE word % ${word} ORDER BY similarity(word, ${word}) DESC, length(word), word LIMIT 1`,
    );
    if (!rows[0]) return undefined;
    replaced.push(rows[0].word);
  }
  if (replaced.every((w, i) => w === typed[i] || plural.has(i))) return undefined;
  const { rows } = await db.execute<{ name: string }>(
    sql`SELECT d.name FROM search_documents d WHERE ${scopeWhere({ ...s, words: replaced, anyOf: undefined, runCuts: undefined })} LIMIT 1`,
  );
  if (!rows[0]) return undefined;
  // The vocabulary holds folded words ("cafe"): each is suggested as the product found writes it ("café", audit K2).
  const name = rows[0].name;
  const spelled: string[] = [];
  for (const [i, word] of replaced.entries()) {
    if (plural.has(i)) {
      spelled.push(typed[i]!);
      continue;
    }
    // Thai and Lao words are pieces ICU cut from a run written without spaces ("สมาร์ทวอทช์": "สมา|ร์ท|วอ|ทช์"): each is
    // suggested as the whole run of the name that holds it, once for the pieces of one run, never as a piece (audit
    // CT4: "สมาร์ทวอทช์ ร์ท วอ"). A piece no run of the name holds is no suggestion.
    if (THAI_OR_LAO.test(word)) {
      const run = runHolding(name, word, s.locale);
      if (!run) return undefined;
      if (spelled[spelled.length - 1] !== run) spelled.push(run);
      continue;
    }
    spelled.push(spelledAs(name, word, s.locale) ?? word);
  }
  return spelled.join(' ');
}

const THAI_OR_LAO = /[\p{Script=Thai}\p{Script=Lao}]/u;

/** The runs of letters, marks and digits of a name, as it writes them. */
const writtenRuns = (name: string) => name.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/** The word of `name` that folds to `folded`, in lower case as the reader's language writes it; else undefined. */
function spelledAs(name: string, folded: string, locale: Locale): string | undefined {
  for (const written of writtenRuns(name)) {
    if (keywordWords(written)[0] === folded) return written.toLocaleLowerCase(locale);
  }
  return undefined;
}

/** The run of `name` one of whose words is `folded`, in lower case as the reader's language writes it; else undefined. */
function runHolding(name: string, folded: string, locale: Locale): string | undefined {
  for (const written of writtenRuns(name)) {
    if (keywordWords(written).includes(folded)) return written.toLocaleLowerCase(locale);
  }
  return undefined;
}

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
  /**
   * The products a keyword finds on Enter (search-list.ts `foundOnEnter`), passed in: the list's module asks this one
   * for "did you mean".
   */
  foundOnEnter: (db: Queryable, s: Selection, limit: number) => Promise<number[]>,
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
  const entered = await onEnter(db, text, locale, worded.rows.length, foundOnEnter);
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
  foundOnEnter: (db: Queryable, s: Selection, limit: number) => Promise<number[]>,
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
