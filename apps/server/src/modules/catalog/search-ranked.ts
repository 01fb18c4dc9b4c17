import { SEARCH_TOTAL_CAP } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import {
  CLASS_ORDER,
  type Classes,
  type ClassKey,
  classesFromLists,
  classSizes,
  type Item,
  type Want,
  walkLength,
} from './search-classes';
import { localeBit } from './search-document-writes';
import { heldMatches } from './search-facet-bases';
import { groupFilters, inShopCategory, localeLiteral, type Selection, textArray } from './search-selection';
import { phraseText } from './search-text';
import { heldSignatures, listsWithAnyOf, StaleLists, type TermList, termLists, wantList } from './term-lists';

/**
 * A keyword's page in relevance order, counted and ranked from the postings (decision 0034): a word's list is walked
 * in the page's order and left at its end; the matches of several words are read from the term B-tree alone, and a
 * document is read only to tell whether its name holds the keyword as written, for the few at the top of the page's
 * classes.
 *
 * Relevance, in the reader's language, before best sellers and then the newest product:
 * - 2 when the language's own name holds every word of the keyword (a name shown from another language does not);
 * - 1 when the name shown holds the keyword as a phrase: every word, and for a keyword of several words, the keyword
 *   as written (folded, punctuation aside: `phraseText`).
 * A match whose shown name lacks a word cannot be a phrase, and an own name is the name shown: so the matches fall into
 * three classes by the two bits the postings carry (own and shown, shown only, neither), and only the shown ones of a
 * keyword of several words are read to split them.
 */

/** The reader's language's bit, as SQL. */
const bitOf = (s: Selection): SQL => sql.raw(String(localeBit(s.locale)));

/** The groups the postings carry (the page's category and shop, chosen categories and shops, the price range). */
const CARRIED = new Set(['categories', 'shops', 'prices']);

function postingFilters(s: Selection): SQL[] {
  const ints = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
  const where: SQL[] = [];
  if (s.cid) where.push(sql`p0.category_ids @> ${ints([s.cid])}`);
  if (s.merId) where.push(sql`p0.merchant_id = ${s.merId}`);
  if (s.cids.length > 0) where.push(sql`p0.category_ids && ${ints(s.cids)}`);
  if (s.merIds.length > 0) where.push(sql`p0.merchant_id = ANY(${ints(s.merIds)})`);
  if (s.minPrice !== undefined) where.push(sql`p0.price >= ${s.minPrice}`);
  if (s.maxPrice !== undefined) where.push(sql`p0.price <= ${s.maxPrice}`);
  return where;
}

/** What only the documents can answer (rating, attributes, stock, self-operated, delivery, a shop's own category). */
function documentFilter(s: Selection): SQL | null {
  const parts: SQL[] = [];
  if (s.shopCid) parts.push(inShopCategory(s.shopCid));
  for (const [id, condition] of groupFilters(s)) if (!CARRIED.has(id)) parts.push(condition);
  if (parts.length === 0) return null;
  return sql`EXISTS (SELECT 1 FROM search_documents d
    WHERE d.product_id = m.product_id AND d.locale = ${localeLiteral(s.locale)} AND ${sql.join(parts, sql` AND `)})`;
}

/**
 * The matches (`r`: product, sales, own, shown) as common table expressions. The words join their posting lists on
 * the product (the planner starts from the rarest, by the term statistics, and probes or merges the others: a common
 * word is never read whole beside a rare one); an unfinished word is any of its completions. Its postings are joined
 * as they are and the matches grouped by product afterwards: grouped before the join, every completion's postings were
 * aggregated first (their arrays of categories too), 2–4 times the statement's time beside another word (issue 25).
 * A posting carries what its product is (sales, price, categories, shop), the same in each of its words' postings, so
 * the filters read the first list's and a product's bits are those of any of its completions.
 */
function matches(s: Selection): SQL {
  const documents = documentFilter(s);
  // Filtered on the documents, the matches are kept once for the statement's several reads; otherwise `r` is `m`.
  const kept = documents
    ? sql`MATERIALIZED (SELECT * FROM m WHERE ${documents})`
    : sql`NOT MATERIALIZED (SELECT * FROM m)`;
  // A Thai or Lao run read as several cuts (audit DJ2): each cut's matches as an unfinished word's, grouped by product.
  const found = s.runCuts
    ? sql`SELECT product_id, max(sales) AS sales, bool_or(own) AS own, bool_or(shown) AS shown FROM (${sql.join(
        s.runCuts.map((c) => sql`(${foundOf(s, [...s.words, ...c.words], c.anyOf)})`),
        sql` UNION ALL `,
      )}) u GROUP BY product_id`
    : foundOf(s, s.words, s.anyOf ?? []);
  return sql`m AS MATERIALIZED (${found}), r AS ${kept}`;
}

/** The products holding every one of `words` and, if any are given, one of `anyOf`, with their sales and bits. */
function foundOf(s: Selection, words: string[], anyOf: string[]): SQL {
  const bit = bitOf(s);
  const terms = [...new Set(words)].map((word) => sql`term = ${word}`);
  if (anyOf.length > 0) terms.push(sql`term = ANY(${textArray(anyOf)})`);
  const lists = terms.map((term, i) => {
    const p = sql.raw(`p${i}`);
    const from = sql`(SELECT product_id, own, shown, sales, price, category_ids, merchant_id FROM search_postings
        WHERE ${term}) ${p}`;
    return {
      from: i === 0 ? from : sql`JOIN ${from} ON ${p}.product_id = p0.product_id`,
      own: sql`${p}.own`,
      shown: sql`${p}.shown`,
    };
  });
  const filters = postingFilters(s);
  const own = sql.join(
    lists.map((l) => l.own),
    sql` & `,
  );
  const shown = sql.join(
    lists.map((l) => l.shown),
    sql` & `,
  );
  const where = filters.length > 0 ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  const from = sql.join(
    lists.map((l) => l.from),
    sql` `,
  );
  return anyOf.length > 0
    ? sql`SELECT p0.product_id, max(p0.sales) AS sales, (bit_or(${own}) & ${bit}) <> 0 AS own,
          (bit_or(${shown}) & ${bit}) <> 0 AS shown
        FROM ${from} ${where} GROUP BY p0.product_id`
    : sql`SELECT p0.product_id, p0.sales, (${own} & ${bit}) <> 0 AS own, (${shown} & ${bit}) <> 0 AS shown
        FROM ${from} ${where}`;
}

const byOrder = (a: Item, b: Item) => b.sales - a.sales || b.id - a.id;

/**
 * The matches counted and the wanted slices of the classes. A keyword of words only (no filter, no unfinished word)
 * intersects its words' lists held in memory (decision 0038); otherwise, or when a word's list is too long to hold,
 * the database joins the lists.
 */
/** A search's lists of its words and completions, read at its first statement and kept for its later reads. */
const withAnyOf = new WeakMap<Selection, ReturnType<typeof listsWithAnyOf>>();

async function fetchClasses(
  db: Queryable,
  s: Selection,
  wants: Partial<Record<ClassKey, Want>>,
  fill?: number,
): Promise<Classes> {
  const filtered = postingFilters(s).length > 0 || documentFilter(s) !== null;
  if (filtered) {
    // Filtered, the keyword's matches within the selection come from its facet base when one is held (decision 0041).
    const kept = await heldMatches(db, s);
    if (kept) return classesFromLists(db, s, [kept.term], [kept.list], wants, fill, kept.length);
  }
  if (s.words.length > 1 && !s.anyOf?.length && !s.runCuts && !filtered) {
    // Read at the first search: the database's join of several lists cost more than reading them (a keyword of six
    // Chinese pieces searched once: 74 ms joined), and the lists serve the next search.
    const lists = await termLists(db, s.words, s.signed);
    if (lists) return classesFromLists(db, s, s.words, lists, wants, fill);
  }
  if (s.words.length > 0 && s.anyOf?.length && !s.runCuts && !filtered) {
    // Words and one that may be any of several (typed unfinished, or in either number): their lists intersected
    // here, the completions' together (`listsWithAnyOf`), unless the completions hold far more products than a word.
    let read = withAnyOf.get(s);
    if (!read) {
      read = listsWithAnyOf(db, s.words, s.anyOf, Boolean(s.formsSigned));
      withAnyOf.set(s, read);
    }
    const lists = await read;
    if (lists) return classesFromLists(db, s, s.words, lists.words, wants, fill, undefined, lists.anyOf);
  }
  return joinedClasses(db, s, wants);
}

async function joinedClasses(db: Queryable, s: Selection, wants: Partial<Record<ClassKey, Want>>): Promise<Classes> {
  const parts = Object.entries(wants).map(([key, want]) => {
    const [own, shown] = [key[0] === '1' ? sql`own` : sql`NOT own`, key[1] === '1' ? sql`shown` : sql`NOT shown`];
    const name = want.named ? sql`d.name` : sql`NULL::text`;
    const join = want.named
      ? sql`LEFT JOIN search_documents d ON d.product_id = x.product_id AND d.locale = ${localeLiteral(s.locale)}`
      : sql``;
    return sql`(SELECT coalesce(json_agg(json_build_object('id', x.product_id, 'sales', x.sales, 'name', ${name})
        ORDER BY x.sales DESC, x.product_id DESC), '[]')
      FROM (SELECT product_id, sales FROM r WHERE ${own} AND ${shown}
        ORDER BY sales DESC, product_id DESC LIMIT ${want.n} OFFSET ${want.from}) x ${join}) AS ${sql.raw(`c${key}`)}`;
  });
  const { rows } = await db.execute<Classes>(sql`
    WITH ${matches(s)}
    SELECT (SELECT count(*)::int FROM r) AS matches, ${sql.join(parts, sql`, `)}`);
  return rows[0]!;
}

/** A shown class of a keyword of several words, read until `enough` of its items are phrases or it ends. */
class ShownClass {
  items: (Item & { phrase: boolean })[] = [];
  done = false;
  constructor(
    private readonly key: '11' | '01',
    private readonly isPhrase: (name: string | undefined) => boolean,
  ) {}
  add(rows: Item[], asked: number) {
    for (const row of rows) this.items.push({ ...row, phrase: this.isPhrase(row.name) });
    if (rows.length < asked) this.done = true;
  }
  phrases = () => this.items.filter((i) => i.phrase);
  others = () => this.items.filter((i) => !i.phrase);
  async readUntil(db: Queryable, s: Selection, enough: number) {
    while (!this.done && this.phrases().length < enough) {
      const n = Math.max(enough, this.items.length * 2);
      const row = await fetchClasses(db, s, { [this.key]: { from: this.items.length, n, named: true } });
      this.add(row[`c${this.key}`] ?? [], n);
    }
  }
}

/**
 * A keyword of one word, narrowed only by what the postings carry: its list is walked in a page's order (best sellers,
 * then the newest: `search_postings_best_idx`, migration 0027) tier by tier, own-language matches first, then those
 * only shown in the language, then the rest, and each walk stops at the page's end. An own name is the name shown, so
 * these are the relevance order's three ranks. The total is the word's kept count, or with a filter counted up to the
 * cap ("10,000+").
 */
async function walkedPage(db: Queryable, s: Selection, word: string, limit: number, offset: number) {
  const k = offset + limit;
  const bit = bitOf(s);
  const where = sql.join([sql`p0.term = ${word}`, ...postingFilters(s)], sql` AND `);
  // The first walk's length is written into the statement, rounded up to 20 times a power of two (its answer cut to
  // `n`): with the LIMIT as a parameter its generic plan (which takes such a LIMIT for a tenth of the list) never
  // looked cheaper than planning, and it was planned at every call; a few texts a language keep one plan each. The
  // second statement is the other way round: PostgreSQL keeps its generic plan only with the LIMIT a parameter.
  const walk = (tier: SQL, n: number, written: boolean) => sql`ARRAY(
    SELECT p0.product_id FROM search_postings p0 WHERE ${where} AND ${tier}
    ORDER BY p0.sales DESC, p0.product_id DESC LIMIT ${written ? sql.raw(String(walkLength(n))) : sql`${n}`})`;
  // Without a filter, the word's count is kept beside its list (decision 0037). With one, the list is counted, in
  // product order: its entries then lie in the order of the table's pages, and the visibility map is read once per
  // page instead of once per entry (150 buffers for 13,604 entries against 1,368 for 10,001).
  const counted =
    postingFilters(s).length === 0
      ? sql`(SELECT coalesce(sum(products), 0)::int FROM search_term_counts WHERE term = ${word})`
      : sql`(SELECT count(*)::int FROM (
        SELECT 1 FROM search_postings p0 WHERE ${where}
        ORDER BY p0.product_id LIMIT ${SEARCH_TOTAL_CAP + 1}) c)`;
  // Prepared, as the walk below: the plan (the term's B-trees) does not depend on the word, and planning them took
  // a third of their time (issue 25).
  const { rows } = await executePrepared<{ matches: number; own: number[] }>(
    db,
    sql`SELECT ${counted} AS matches, ${walk(sql`(p0.own & ${bit}) <> 0`, k, true)} AS own`,
  );
  const matches = rows[0]?.matches ?? 0;
  let ids = (rows[0]?.own ?? []).slice(0, k);
  if (ids.length < k && matches > ids.length) {
    const rest = k - ids.length;
    const { rows: more } = await executePrepared<{ shown: number[]; rest: number[] }>(
      db,
      sql`SELECT ${walk(sql`(p0.own & ${bit}) = 0 AND (p0.shown & ${bit}) <> 0`, rest, false)} AS shown,
        ${walk(sql`(p0.shown & ${bit}) = 0`, rest, false)} AS rest`,
    );
    ids = [...ids, ...(more[0]?.shown ?? []).slice(0, rest), ...(more[0]?.rest ?? []).slice(0, rest)];
    return { ids: ids.slice(offset, k), matches, sparse: true };
  }
  return { ids: ids.slice(offset, k), matches, sparse: false };
}

/**
 * A keyword of one word without a filter, from its list held in memory (decision 0038): its three ranks are the
 * classes of its entries, whose sizes are known before the database is asked, so only the classes the page reaches
 * are read, and an empty or small one never walks the list (an English reader's walk of "bougie" read all of its
 * 10,000 entries looking for English names).
 */
async function listedPage(
  db: Queryable,
  s: Selection,
  lists: TermList[],
  limit: number,
  offset: number,
  /** The matches within a selection, from a facet base (`heldMatches`), instead of the word's whole list. */
  kept?: { term: string; length: number },
) {
  const terms = kept ? [kept.term] : s.words;
  const sizes = classSizes(s, terms, lists, !kept);
  const wants: Partial<Record<ClassKey, Want>> = {};
  let before = 0;
  for (const key of CLASS_ORDER) {
    const from = Math.max(0, offset - before);
    const to = Math.min(sizes[key], offset + limit - before);
    if (to > from) wants[key] = { from, n: to - from, named: false };
    before += sizes[key];
  }
  const classes = await classesFromLists(db, s, terms, lists, wants, undefined, kept?.length);
  return { ids: CLASS_ORDER.flatMap((key) => (classes[`c${key}`] ?? []).map((i) => i.id)), matches: classes.matches };
}

/**
 * The page of a keyword of words only (no filter, no unfinished word) from its words' lists held in memory, without
 * reading anything first: the statement that orders the page also reads the words' signatures (decision 0038). Null
 * when a word's list is not held, or has changed since (the caller starts from the words).
 */
export async function heldRankedPage(
  db: Queryable,
  s: Selection,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; matches: number } | null> {
  if (s.words.length === 0 || s.anyOf?.length || postingFilters(s).length > 0 || documentFilter(s) !== null)
    return null;
  const signed = heldSignatures(db, s.words);
  if (!signed) return null;
  try {
    return await rankedPage(db, { ...s, signed, unchecked: true }, limit, offset);
  } catch (error) {
    if (error instanceof StaleLists) return null;
    throw error;
  }
}

/**
 * The page (`limit` products from `offset`) of a keyword search in relevance order, and its matches counted (every
 * one, or up to the cap for a walked word). The selection has words (or an unfinished word); any facet group may be
 * selected.
 */
export async function rankedPage(
  db: Queryable,
  s: Selection,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; matches: number }> {
  const k = offset + limit;
  const single = !s.runCuts && s.words.length + (s.anyOf && s.anyOf.length > 0 ? 1 : 0) <= 1;
  if (single && s.words.length === 1 && documentFilter(s) === null) {
    // A word walks its list in the database, which stops at the page's end when its reader's own-language matches
    // fill it (most words: 0.2 ms); a walk that ran out of them before the page was full (an English reader's
    // "bougie" reads all of its 10,000 entries) asks for the word's list, which its next search reads and holds.
    // Reading a list costs 1.7 ms for a word of a few thousand products: held for a walk that was cheap anyway, the
    // lists of a long tail of words pushed each other out before they were asked again (issue 25).
    const plain = postingFilters(s).length === 0;
    const lists = plain ? await termLists(db, s.words, s.signed, true) : null;
    if (lists) return listedPage(db, s, lists, limit, offset);
    const page = await walkedPage(db, s, s.words[0]!, limit, offset);
    if (plain && page.sparse) wantList(db, s.words[0]!);
    return { ids: page.ids, matches: page.matches };
  }
  if (single && s.words.length === 1) {
    // One word filtered on what only the documents say: its matches within the selection from its facet base when
    // one is held (decision 0041), ranked as a held list's; the database then orders only the page's class by sales.
    const kept = await heldMatches(db, s);
    if (kept) return listedPage(db, s, [kept.list], limit, offset, kept);
  }
  if (single) {
    // One word: a shown name holding it holds the phrase; the postings rank every match.
    const { rows } = await db.execute<{ matches: number; ids: number[] }>(sql`
      WITH ${matches(s)}
      SELECT (SELECT count(*)::int FROM r) AS matches, ARRAY(
        SELECT product_id FROM r ORDER BY own::int * 2 + shown::int DESC, sales DESC, product_id DESC
        LIMIT ${limit} OFFSET ${offset}) AS ids`);
    return { ids: rows[0]?.ids ?? [], matches: rows[0]?.matches ?? 0 };
  }
  const phrase = phraseText(s.phrase ?? '');
  const isPhrase = (name: string | undefined) => phrase !== '' && phraseText(name ?? '').includes(phrase);
  // The first statement reads the top of every class; most pages need no other.
  // The classes after one that alone holds the page's `k` are never reached (its phrases and the rest of it come
  // first): with the classes' sizes known (held lists), they are not read.
  const first = await fetchClasses(
    db,
    s,
    {
      '11': { from: 0, n: k, named: true },
      '01': { from: 0, n: k, named: true },
      '00': { from: 0, n: k, named: false },
    },
    k,
  );
  const total = first.matches;
  const page = (tiers: Item[][]) => ({
    ids: tiers
      .flat()
      .slice(offset, k)
      .map((i) => i.id),
    matches: total,
  });
  const ownShown = new ShownClass('11', isPhrase);
  ownShown.add(first.c11 ?? [], k);
  await ownShown.readUntil(db, s, k);
  const tier3 = ownShown.phrases();
  if (tier3.length >= k) return page([tier3]);
  // The own-and-shown class is read to its end: its items without the phrase are the rest of the own ones (an own
  // name is the name shown, so no own match is unshown).
  const tier2 = ownShown.others();
  if (tier3.length + tier2.length >= k) return page([tier3, tier2]);
  const shownOnly = new ShownClass('01', isPhrase);
  shownOnly.add(first.c01 ?? [], k);
  await shownOnly.readUntil(db, s, k - tier3.length - tier2.length);
  const tier1 = shownOnly.phrases();
  if (tier3.length + tier2.length + tier1.length >= k) return page([tier3, tier2, tier1]);
  const tier0 = [...shownOnly.others(), ...(first.c00 ?? [])].sort(byOrder);
  return page([tier3, tier2, tier1, tier0]);
}
