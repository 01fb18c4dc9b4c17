import {
  type Locale,
  type ProductCard,
  type ProductSearchPage,
  type ProductSearchQuery,
  SEARCH_TOTAL_CAP,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import { type CardRow, cardColumnsIn, toCard } from './product-card';
import { didYouMean } from './search-did-you-mean';
import { searchFacets } from './search-facets';
import { withUnfinishedWord } from './search-keyword-words';
import { heldRankedPage, rankedPage } from './search-ranked';
import {
  groupFilters,
  listedIn,
  listWhere,
  localeLiteral,
  ORDER_LOCALE,
  type Selection,
  whereAll,
} from './search-selection';
import { lastRun, withUnfinishedRun } from './search-unfinished-run';

/**
 * Search and category listings from the search documents (DESIGN.md section 7): a keyword in relevance order is
 * matched, counted and ranked on the postings (decision 0034, search-ranked.ts); otherwise the words match through the
 * language's GIN index (every word of the keyword), the facet groups filter on the documents' arrays, the page is
 * ordered and limited there. Only the 20 products answered are read from the products. The total is counted
 * exactly up to SEARCH_TOTAL_CAP ("10,000+" beyond); facets only when asked for.
 */

/** An explicit order, or best sellers (a keyword's relevance order is the postings', `rankedPage`). */
function orderBy(q: ProductSearchQuery): SQL {
  const dir = (d: 'asc' | 'desc') => (d === 'asc' ? sql`ASC` : sql`DESC`);
  if (q.priceOrder) return sql`d.price ${dir(q.priceOrder)}, d.product_id DESC`;
  if (q.salesOrder) return sql`d.sales ${dir(q.salesOrder)}, d.product_id DESC`;
  if (q.newOrder) return sql`d.created_at ${dir(q.newOrder)}, d.product_id DESC`;
  return sql`d.sales DESC, d.product_id DESC`;
}

/** Cards of these products in this order, named in the reader's language. */
export async function cardsOf(db: Queryable, ids: number[], locale: Locale): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  // Prepared: planning it took half as long again as running it (issue 25).
  const { rows } = await executePrepared<CardRow>(
    db,
    sql`SELECT ${cardColumnsIn(locale)} FROM products p JOIN merchants m ON m.id = p.merchant_id
    WHERE p.id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A count as the list shows it: exact up to SEARCH_TOTAL_CAP, capped ("10,000+") beyond. */
export const capped = (n: number) =>
  n > SEARCH_TOTAL_CAP ? { total: SEARCH_TOTAL_CAP, capped: true } : { total: n, capped: false };

/** How many documents match, exactly up to the cap. */
export async function boundedCount(db: Queryable, where: SQL): Promise<{ total: number; capped: boolean }> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM search_documents d WHERE ${where} LIMIT ${SEARCH_TOTAL_CAP + 1}) x`);
  return capped(rows[0]?.n ?? 0);
}

/** Best sellers (within the page's category), shown when a keyword finds nothing: one language's documents say it. */
async function popular(db: Queryable, s: Selection): Promise<ProductCard[]> {
  const category = s.cid ? sql`AND d.category_ids @> ${`{${s.cid}}`}::int[]` : sql``;
  const statement = sql`
    SELECT d.product_id FROM search_documents d WHERE d.locale = ${localeLiteral(ORDER_LOCALE)} ${category}
    ORDER BY d.sales DESC, d.product_id DESC LIMIT 10`;
  // Without a category it is the same walk of the best sellers every time: prepared, it is not planned again (0.2 ms
  // of planning for 0.03 ms of walk at a million products, for every keyword that finds nothing).
  const { rows } = s.cid
    ? await db.execute<{ product_id: number }>(statement)
    : await executePrepared<{ product_id: number }>(db, statement);
  return cardsOf(
    db,
    rows.map((r) => r.product_id),
    s.locale,
  );
}

/** A category's list's total with nothing chosen (kept by the routes until the category's documents change). */
export async function categoryTotal(db: Queryable, s: Selection): Promise<{ total: number; capped: boolean }> {
  return boundedCount(db, await countWhere(db, s, listWhere(s) ?? whereAll(listedIn(s))));
}

/** Where a category sits in its documents' `category_ids`: 1 for a top category, 2 for a child; none if unknown. */
async function categoryLevel(db: Queryable, id: number): Promise<1 | 2 | undefined> {
  const { rows } = await db.execute<{ parent_id: number }>(sql`SELECT parent_id FROM categories WHERE id = ${id}`);
  if (!rows[0]) return undefined;
  return rows[0].parent_id === 0 ? 1 : 2;
}

/**
 * What a category's list counts on: its level's price index (its products side by side, an index-only range), not
 * the order's index, which a small category's count walks whole to find it has fewer than the cap (77 ms at a
 * million products for every full page in newest or best-selling order; issue 25).
 */
async function countWhere(db: Queryable, s: Selection, list: SQL): Promise<SQL> {
  const level = await categoryLevel(db, s.cid!);
  return (level && listWhere(s, level)) || list;
}

export async function searchProducts(
  db: Queryable,
  q: ProductSearchQuery,
  typed: Selection,
  /** The total when the caller already knows it (a category's kept first view): not counted again. */
  known?: { total: number; capped: boolean },
  /** Where the page's cards come from (the routes' read model, `card-read-model.ts`); else read here. */
  cards: typeof cardsOf = cardsOf,
): Promise<ProductSearchPage> {
  const offset = (q.page - 1) * q.limit;
  const relevance = !q.priceOrder && !q.salesOrder && !q.newOrder;
  // Words whose lists are held are whole words of the vocabulary: the page is read from the held lists at once, the
  // signatures checked in the same statement (decision 0038); if one moved, the search starts from the words.
  const quick = relevance && !q.facets && !known ? await heldRankedPage(db, typed, q.limit, offset) : null;
  const s = quick ? typed : await withUnfinishedWord(db, typed);
  const page = await pageOf(db, q, s, quick, known, cards);
  // A Thai or Lao run whose pieces are all words may still be a word typed unfinished ("กระเป๋" when "เป๋" is a word
  // of some name; audit CT4), or start the longer words of other names, cut elsewhere ("เทียนหอม" in "เทียน|หอ|มอ|…",
  // "ສະມາດ" in "ສະ|ມາດ|ໂຟນ"; audit DJ2): read so, its cuts' matches added, when its words find fewer than
  // RUN_READ_BELOW products, whatever the page's size. A keyword whose words find that many (every popular one) asks
  // nothing more and keeps the held lists and the walk of one word: read for every Thai or Lao keyword, the cuts took
  // the six-language search at 1M products from 2,592 to 730 requests a second.
  const run = page.total < RUN_READ_BELOW && !s.anyOf && !s.noUnfinishedRun ? lastRun(s) : undefined;
  const unfinished = run && (await fewWithoutFacets(db, s)) ? await withUnfinishedRun(db, s, run) : undefined;
  const shown = unfinished ? await pageOf(db, q, unfinished, null, known, cards) : page;
  if (shown.total === 0 && (s.words.length > 0 || s.anyOf || s.runCuts)) {
    const [suggestion, best] = await Promise.all([didYouMean(db, s), popular(db, s)]);
    if (suggestion) {
      shown.suggestion = suggestion.keyword;
      if (suggestion.someWords) shown.someWords = true;
    }
    shown.popular = best;
  }
  return shown;
}

/**
 * A keyword's last Thai or Lao run is read as cuts too when its words find fewer products than this: one number for
 * every page size, page and drop-down, so that a keyword finds the same products however it is asked (audit EB3: at
 * 10 a page "หอม" missed the 7 aroma candles that 20 a page found). The storefront's page.
 */
const RUN_READ_BELOW = 20;

/**
 * Whether the keyword's words find fewer than RUN_READ_BELOW products in its scope with no facet chosen, which alone
 * decides whether its last run is read as cuts: decided under the chosen facets, a choice narrowing a keyword of many
 * products below it read the cuts and widened the list past the facet's own count ("หอม" with jasmine chosen: the
 * facet said 2, the list held 3 with a candle found inside "เทียน|หอ|มอ|โร|มา" that "หอม" alone never lists).
 */
async function fewWithoutFacets(db: Queryable, s: Selection): Promise<boolean> {
  if (groupFilters(s).size === 0) return true;
  const bare: Selection = {
    ...s,
    cids: [],
    merIds: [],
    minPrice: undefined,
    maxPrice: undefined,
    minRating: undefined,
    attrs: [],
    inStock: false,
    selfOperated: false,
    shipsTo: undefined,
  };
  return (await rankedPage(db, bare, 1, 0)).matches < RUN_READ_BELOW;
}

/**
 * The first products a keyword finds on Enter, in its relevance order, read as `searchProducts` reads it: its words,
 * then, if they fill no page, its last Thai or Lao run's cuts. For the drop-down of a Thai or Lao word begun whose
 * pieces start no word (`suggest`; audit DT7: "ของแ", "ราคาพิ", "ໜ້າຈ").
 */
export async function foundOnEnter(db: Queryable, typed: Selection, limit: number): Promise<number[]> {
  const s = await withUnfinishedWord(db, typed);
  const { ids, matches } = await rankedPage(db, s, limit, 0);
  const run = matches < RUN_READ_BELOW && !s.anyOf && !s.noUnfinishedRun ? lastRun(s) : undefined;
  const unfinished = run ? await withUnfinishedRun(db, s, run) : undefined;
  return unfinished ? (await rankedPage(db, unfinished, limit, 0)).ids : ids;
}

/** One page of a search whose words are read (`withUnfinishedWord`), or answered at once from held lists (`quick`). */
async function pageOf(
  db: Queryable,
  q: ProductSearchQuery,
  s: Selection,
  quick: Awaited<ReturnType<typeof heldRankedPage>>,
  known: { total: number; capped: boolean } | undefined,
  cards: typeof cardsOf,
): Promise<ProductSearchPage> {
  const offset = (q.page - 1) * q.limit;
  const relevance = !q.priceOrder && !q.salesOrder && !q.newOrder;
  // The documents of one language answer the list and its count unless an attribute (named in the reader's) narrows.
  const where = whereAll(listedIn(s));
  // A category's or shop's list without a keyword walks an ordered index and reads no document (issue 25); in price
  // order, the index of the category's own level.
  const walk = listWhere(s);
  const level = walk && q.priceOrder && s.cid ? await categoryLevel(db, s.cid) : undefined;
  const list = (level ? listWhere(s, level) : walk) ?? where;
  // In relevance order the postings count every match and rank the page (decision 0034).
  const ranked = relevance && (s.words.length > 0 || Boolean(s.anyOf) || Boolean(s.runCuts));
  const [hits, facets] = await Promise.all([
    quick
      ? { ids: quick.ids, matches: quick.matches as number | undefined }
      : ranked
        ? rankedPage(db, s, q.limit, offset).then((r) => ({ ids: r.ids, matches: r.matches as number | undefined }))
        : db
            .execute<{ product_id: number }>(sql`
            SELECT d.product_id FROM search_documents d WHERE ${list}
            ORDER BY ${orderBy(q)} LIMIT ${q.limit} OFFSET ${offset}`)
            .then((r) => ({ ids: r.rows.map((row) => row.product_id), matches: undefined as number | undefined })),
    q.facets ? searchFacets(db, s) : null,
  ]);
  // A page that is not full is the last one: its matches are the total, and the second scan of them is saved (most
  // long-tail searches). A full page, or an empty one past the first, counts (issue 25).
  const n = hits.ids.length;
  const lastPage = n < q.limit && (n > 0 || offset === 0);
  const matches = hits.matches;
  const counted = facets
    ? null
    : known
      ? known
      : matches !== undefined
        ? capped(matches)
        : lastPage
          ? capped(offset + n)
          : await boundedCount(db, walk && s.cid ? await countWhere(db, s, list) : list);
  const total = counted ?? {
    total: Math.min(facets!.total, SEARCH_TOTAL_CAP),
    capped: facets!.total > SEARCH_TOTAL_CAP,
  };
  const shown = await cards(db, hits.ids, s.locale);
  const page: ProductSearchPage = {
    list: shown,
    total: total.total,
    totalCapped: total.capped,
    page: q.page,
    limit: q.limit,
    ...(facets ? { facets: facets.facets } : {}),
  };
  return page;
}
