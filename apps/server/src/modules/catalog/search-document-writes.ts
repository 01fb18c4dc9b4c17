import { LOCALES, type Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { copyPieces, copyValue, piecesOf } from '../../db/copy-rows';

/**
 * How the search documents reach their table (DESIGN.md section 7; `search-documents.ts` works out what they hold):
 * row by row in the owners' transactions (`writeDocuments`), or copied in a bulk build (`copyDocuments`, decision
 * 0030). Both write the same rows and keep the vocabulary.
 */

/** A search document as its table holds it. */
export type DocumentRow = {
  product_id: number;
  locale: Locale;
  name: string;
  words: string[];
  own_words: string[];
  keys: string[];
  category_ids: number[];
  merchant_id: number;
  attr_pairs: string[];
  no_ship: string[];
  price: number;
  rating: string;
  in_stock: boolean;
  is_self: boolean;
  sales: number;
  created_at: string;
};

export const idArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** A product's postings (decision 0034): its words, each with the languages whose own and shown names hold it. */
export type ProductPostings = {
  product_id: number;
  sales: number;
  price: number;
  category_ids: number[];
  merchant_id: number;
  terms: string[];
  own: number[];
  shown: number[];
};

const compareIds = (a: number[], b: number[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

/** A language's bit in the postings' `own` and `shown` (the order of LOCALES). */
export const localeBit = (locale: Locale): number => 1 << LOCALES.indexOf(locale);

/** The documents of each product, in the order given. */
function byProduct(documents: DocumentRow[]): DocumentRow[][] {
  const grouped = new Map<number, DocumentRow[]>();
  for (const d of documents) {
    const docs = grouped.get(d.product_id);
    if (docs) docs.push(d);
    else grouped.set(d.product_id, [d]);
  }
  return [...grouped.values()];
}

/**
 * The postings of each product of these documents. The name shown in a language is its own name, or the original's:
 * a document without own words shows the words of the document whose own name is the same text (the original's),
 * or none (an own name without any word).
 */
export function postingsOf(documents: DocumentRow[]): ProductPostings[] {
  return byProduct(documents).map((docs) => {
    const first = docs[0]!;
    const own = new Map<string, number>();
    const shown = new Map<string, number>();
    for (const d of docs) {
      const bit = localeBit(d.locale);
      for (const w of d.own_words) own.set(w, (own.get(w) ?? 0) | bit);
      const words =
        d.own_words.length > 0
          ? d.own_words
          : (docs.find((o) => o.name === d.name && o.own_words.length > 0)?.own_words ?? []);
      for (const w of words) shown.set(w, (shown.get(w) ?? 0) | bit);
    }
    return {
      product_id: first.product_id,
      sales: first.sales,
      price: first.price,
      category_ids: first.category_ids,
      merchant_id: first.merchant_id,
      terms: first.words,
      own: first.words.map((w) => own.get(w) ?? 0),
      shown: first.words.map((w) => shown.get(w) ?? 0),
    };
  });
}

/**
 * The documents as the database receives them: what a product's six documents share once, what differs per language
 * beside it. The words of every language's name are most of a document; sent six times, parsing them was most of a
 * build's time (issue 25).
 */
function compact(documents: DocumentRow[]) {
  return byProduct(documents).map((docs) => {
    const { locale: _l, name: _n, own_words: _o, keys: _k, attr_pairs: _a, ...shared } = docs[0]!;
    return {
      ...shared,
      locales: docs.map((d) => ({
        locale: d.locale,
        name: d.name,
        own_words: d.own_words,
        keys: d.keys,
        attr_pairs: d.attr_pairs,
      })),
    };
  });
}

/** The first key of the locks that make one writer at a time of a product's documents (`writeDocuments`). */
const DOCUMENTS_LOCK = 2_517_026;

/**
 * Writes these products' documents and postings: the given ones in, every other document and posting of `ids` out.
 * One transaction at a time per product: two writers of one product (a glossary change's rebuild and the merchant's
 * save) each deleted the postings they saw and inserted their own, and the second, whose delete waited for the first
 * and then skipped the rows the first had inserted, left every posting twice (the postings have no unique key): the
 * product was listed twice by every keyword. The locks are taken in ascending ids, so writers of overlapping products
 * queue instead of deadlocking, and held to the end of the caller's transaction.
 *
 * Only what differs is written (issue 25: the documents' refresher, decision 0048). A document the same as the one
 * held is left as it is; a product whose words and their languages are the same keeps its postings (their sales,
 * price, category and shop set in place when those moved), and only a product whose words changed has its postings
 * deleted and inserted again. Every index entry of a rewritten row was written again before, and a glossary change
 * (which moves a product's attributes, never its words) rewrote its postings for nothing. A product whose documents
 * changed while its postings stayed moves the signatures of its words by a row of no difference in
 * `search_term_counts` (as `refreshStockInSearch` does): the facet bases held in memory count its documents.
 */
export async function writeDocuments(t: Queryable, ids: number[], documents: DocumentRow[]): Promise<void> {
  const ascending = [...new Set(ids)].sort((a, b) => a - b);
  if (ascending.length > 0) {
    await t.execute(sql`
      SELECT pg_advisory_xact_lock(${DOCUMENTS_LOCK}, id) FROM unnest(${idArray(ascending)}::int[]) AS id`);
  }
  const shown = new Set(documents.map((d) => d.product_id));
  const hidden = ids.filter((id) => !shown.has(id));
  if (hidden.length > 0) {
    await t.execute(sql`DELETE FROM search_documents WHERE product_id = ANY(${idArray(hidden)}::int[])`);
  }
  const postings = postingsOf(documents);
  const held = await heldPostings(t, ascending);
  const rewritten: number[] = [...hidden];
  const moved: ProductPostings[] = [];
  for (const p of postings) {
    const before = held.get(p.product_id);
    if (before === undefined || before.words !== wordsKey(p)) rewritten.push(p.product_id);
    else if (before.rest !== restKey(p)) moved.push(p);
  }
  if (rewritten.length > 0) {
    await t.execute(sql`DELETE FROM search_postings WHERE product_id = ANY(${idArray(rewritten)}::int[])`);
  }
  if (documents.length === 0) return;
  const { rows: changed } = await t.execute<{ product_id: number }>(sql`
    INSERT INTO search_documents (product_id, locale, name, words, own_words, keys, category_ids, merchant_id,
      attr_pairs, no_ship, price, rating, in_stock, is_self, sales, created_at)
    SELECT p.product_id, l.locale, l.name, p.words, l.own_words, l.keys, p.category_ids, p.merchant_id,
      l.attr_pairs, p.no_ship, p.price, p.rating, p.in_stock, p.is_self, p.sales, p.created_at
    FROM json_to_recordset(${JSON.stringify(compact(documents))}::json) AS p(product_id int, words text[],
      category_ids int[], merchant_id int, no_ship text[], price int, rating numeric, in_stock boolean,
      is_self boolean, sales int, created_at timestamptz, locales json)
    CROSS JOIN LATERAL json_to_recordset(p.locales)
      AS l(locale text, name text, own_words text[], keys text[], attr_pairs text[])
    ORDER BY p.product_id, l.locale
    ON CONFLICT (product_id, locale) DO UPDATE SET name = excluded.name, words = excluded.words,
      own_words = excluded.own_words, keys = excluded.keys, category_ids = excluded.category_ids,
      merchant_id = excluded.merchant_id, attr_pairs = excluded.attr_pairs, no_ship = excluded.no_ship,
      price = excluded.price, rating = excluded.rating, in_stock = excluded.in_stock, is_self = excluded.is_self,
      sales = excluded.sales, created_at = excluded.created_at
    WHERE (search_documents.name, search_documents.words, search_documents.own_words, search_documents.keys,
        search_documents.category_ids, search_documents.merchant_id, search_documents.attr_pairs,
        search_documents.no_ship, search_documents.price, search_documents.rating, search_documents.in_stock,
        search_documents.is_self, search_documents.sales, search_documents.created_at)
      IS DISTINCT FROM (excluded.name, excluded.words, excluded.own_words, excluded.keys, excluded.category_ids,
        excluded.merchant_id, excluded.attr_pairs, excluded.no_ship, excluded.price, excluded.rating,
        excluded.in_stock, excluded.is_self, excluded.sales, excluded.created_at)
    RETURNING product_id`);
  if (moved.length > 0) {
    await t.execute(sql`
      UPDATE search_postings s SET sales = p.sales, price = p.price, category_ids = p.category_ids,
        merchant_id = p.merchant_id
      FROM json_to_recordset(${JSON.stringify(moved.map(({ terms: _t, own: _o, shown: _s, ...rest }) => rest))}::json)
        AS p(product_id int, sales int, price int, category_ids int[], merchant_id int)
      WHERE s.product_id = p.product_id`);
  }
  const rewrittenIds = new Set(rewritten);
  const inserted = postings.filter((p) => rewrittenIds.has(p.product_id));
  if (inserted.length > 0) {
    await t.execute(sql`
      INSERT INTO search_postings (term, product_id, own, shown, sales, price, category_ids, merchant_id)
      SELECT u.term, p.product_id, u.own, u.shown, p.sales, p.price, p.category_ids, p.merchant_id
      FROM json_to_recordset(${JSON.stringify(inserted)}::json) AS p(product_id int, sales int, price int,
        category_ids int[], merchant_id int, terms text[], own smallint[], shown smallint[])
      CROSS JOIN LATERAL unnest(p.terms, p.own, p.shown) AS u(term, own, shown)`);
  }
  // Documents changed under postings that stayed: their words' signatures move all the same.
  const signed = [...new Set(changed.map((r) => Number(r.product_id)))].filter((id) => !rewrittenIds.has(id));
  if (signed.length > 0) {
    await t.execute(sql`
      INSERT INTO search_term_counts (term, products)
      SELECT DISTINCT term, 0 FROM search_postings WHERE product_id = ANY(${idArray(signed)}::int[])`);
  }
  if (inserted.length > 0)
    await addVocabulary(t, vocabularyOf(documents.filter((d) => rewrittenIds.has(d.product_id))));
}

/** A product's words with their languages' bits, in one text (the postings' order does not matter). */
const wordsKey = (p: Pick<ProductPostings, 'terms' | 'own' | 'shown'>): string =>
  p.terms
    .map((term, i) => `${term}\u0001${p.own[i]}\u0001${p.shown[i]}`)
    .sort()
    .join('\u0002');

/** What every posting of a product repeats beside its word. */
const restKey = (p: Pick<ProductPostings, 'sales' | 'price' | 'category_ids' | 'merchant_id'>): string =>
  `${p.sales}|${p.price}|${p.category_ids.join(',')}|${p.merchant_id}`;

/**
 * The postings these products hold, per product: its words' key and, when every posting repeats the same rest, that
 * rest (a product whose postings disagree gets a rest no product has, so they are set again).
 */
async function heldPostings(t: Queryable, ids: number[]): Promise<Map<number, { words: string; rest: string }>> {
  const held = new Map<number, { words: string; rest: string }>();
  if (ids.length === 0) return held;
  const { rows } = await t.execute<{
    product_id: number;
    terms: string[];
    own: number[];
    shown: number[];
    rests: { sales: number; price: number; category_ids: number[]; merchant_id: number }[];
  }>(sql`
    SELECT product_id, array_agg(term) AS terms, array_agg(own) AS own, array_agg(shown) AS shown,
      json_agg(DISTINCT jsonb_build_object('sales', sales, 'price', price, 'category_ids', category_ids,
        'merchant_id', merchant_id)) AS rests
    FROM search_postings WHERE product_id = ANY(${idArray(ids)}::int[]) GROUP BY product_id`);
  for (const r of rows) {
    const rest = r.rests.length === 1 ? restKey(r.rests[0]!) : 'disagree';
    held.set(Number(r.product_id), { words: wordsKey(r), rest });
  }
  return held;
}

/**
 * Folds each word's rows of `search_term_counts` into one (decision 0037): the postings' triggers append a row per
 * statement and word, so a word's count is a sum that grows longer with every write of it until folded. One
 * statement: the rows it deletes are the ones it sums, so a write committed meanwhile keeps its own row, and two
 * processes folding at once each fold only what they deleted. A word no product holds any more keeps no row. Answers
 * how many rows were folded.
 */
export async function compactTermCounts(db: Queryable): Promise<number> {
  const { rows } = await db.execute<{ folded: number }>(sql`
    WITH gone AS (
      DELETE FROM search_term_counts
      WHERE term IN (SELECT term FROM search_term_counts GROUP BY term HAVING count(*) > 1 OR sum(products) = 0)
      RETURNING term, products),
    kept AS (
      INSERT INTO search_term_counts (term, products)
      SELECT term, sum(products) FROM gone GROUP BY term HAVING sum(products) <> 0)
    SELECT count(*)::int AS folded FROM gone`);
  return rows[0]?.folded ?? 0;
}

/** The words of these documents that go to the vocabulary "did you mean" looks in (one language says them all). */
const vocabularyOf = (documents: DocumentRow[]) => [
  ...new Set(documents.filter((d) => d.locale === 'en').flatMap((d) => d.words)),
];

/** Adds these words to the vocabulary. */
async function addVocabulary(t: Queryable, vocabulary: string[]): Promise<void> {
  await t.execute(sql`
    INSERT INTO search_words (word)
    SELECT w FROM json_array_elements_text(${JSON.stringify(vocabulary)}::json) w ORDER BY w
    ON CONFLICT DO NOTHING`);
}

/** What differs between a product's six documents, in the order `copyDocuments` writes it. */
const LOCALE_COLUMNS = ['locale', 'name', 'own_words', 'keys', 'attr_pairs'] as const;
/** What a product's six documents share (`documentsOf` makes them so), written out once per product. */
const SHARED_COLUMNS = [
  'product_id',
  'words',
  'category_ids',
  'merchant_id',
  'no_ship',
  'price',
  'rating',
  'in_stock',
  'is_self',
  'sales',
  'created_at',
] as const;
const POSTING_COLUMNS = ['term', 'product_id', 'own', 'shown', 'sales', 'price', 'category_ids', 'merchant_id'];

/** Whether two documents hold the same values in the shared columns (the arrays by identity). */
const sameShared = (a: DocumentRow, b: DocumentRow) => SHARED_COLUMNS.every((c) => a[c] === b[c]);

/** A batch of documents and their postings in COPY's text format, with the words they add to the vocabulary. */
export type RenderedDocuments = { documents: string[]; postings: string[]; vocabulary: string[] };

/**
 * A bulk build's documents and postings as COPY receives them (decision 0030), pure, so that a worker thread renders
 * a batch while the database copies the last one (search-build.ts). The lines are rendered here rather than by
 * `copyRows`: what a product's documents share, and what its postings share, is rendered once per product.
 */
export function renderDocuments(documents: DocumentRow[]): RenderedDocuments {
  // A batch's documents of one language side by side (a search reads one language), by category: a keyword's matches
  // mostly share a category, and so share pages (decision 0035).
  const ordered = [...documents].sort(
    (a, b) =>
      LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale) ||
      compareIds(a.category_ids, b.category_ids) ||
      a.product_id - b.product_id,
  );
  // Arrays several documents hold (the words of a name, the keys of languages without translated attributes).
  const arrays = new Map<string[], string>();
  const array = (values: string[]) => {
    let text = arrays.get(values);
    if (text === undefined) {
      text = copyValue(values, 'array');
      arrays.set(values, text);
    }
    return text;
  };
  const shared = new Map<number, { document: DocumentRow; text: string }>();
  const sharedText = (d: DocumentRow) => {
    const kept = shared.get(d.product_id);
    if (kept && sameShared(kept.document, d)) return kept.text;
    const text = [
      d.product_id,
      array(d.words),
      copyValue(d.category_ids, 'array'),
      d.merchant_id,
      copyValue(d.no_ship, 'array'),
      d.price,
      copyValue(d.rating),
      copyValue(d.in_stock),
      copyValue(d.is_self),
      d.sales,
      copyValue(d.created_at),
    ].join('\t');
    shared.set(d.product_id, { document: d, text });
    return text;
  };
  function* documentLines() {
    for (const d of ordered) {
      yield `${d.locale}\t${copyValue(d.name)}\t${array(d.own_words)}\t${array(d.keys)}\t${array(d.attr_pairs)}\t${sharedText(d)}`;
    }
  }
  function* postingLines() {
    for (const p of postingsOf(ordered)) {
      const tail = `${p.sales}\t${p.price}\t${copyValue(p.category_ids, 'array')}\t${p.merchant_id}`;
      for (let i = 0; i < p.terms.length; i++) {
        yield `${copyValue(p.terms[i])}\t${p.product_id}\t${p.own[i]}\t${p.shown[i]}\t${tail}`;
      }
    }
  }
  return {
    documents: [...piecesOf(documentLines())],
    postings: [...piecesOf(postingLines())],
    vocabulary: vocabularyOf(documents),
  };
}

/**
 * A bulk build's write (decision 0030): rendered documents and postings copied in (`COPY`, on the build's
 * transaction) and the vocabulary kept as `writeDocuments` keeps it. Only adds: the build empties the tables first
 * when it rebuilds all.
 */
export async function copyDocuments(t: Queryable, rendered: RenderedDocuments): Promise<void> {
  if (rendered.documents.length > 0) {
    await copyPieces(t, 'search_documents', [...LOCALE_COLUMNS, ...SHARED_COLUMNS], rendered.documents);
  }
  if (rendered.postings.length > 0) await copyPieces(t, 'search_postings', POSTING_COLUMNS, rendered.postings);
  if (rendered.vocabulary.length > 0) await addVocabulary(t, rendered.vocabulary);
}
