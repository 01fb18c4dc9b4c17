import type { Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import { type CacheHolder, caches, useTick } from '../../platform/cache-budget';
import { localeBit } from './search-document-writes';
import { localeLiteral, type Selection, type Signed } from './search-selection';
import { indexOf, StaleLists, sameSignatures, signaturesOf, type TermList } from './term-lists';

/**
 * The relevance classes of a keyword of several words from its words' lists held in memory (decision 0038): the
 * intersection of the lists is the keyword's matches, and the two bits of each match (every word in the reader's own
 * name; every word in the name shown) its class, as `search-ranked.ts` defines them. The database orders a class's
 * products by sales: a small class by its products' postings, a big one by walking the rarest word's list in sales
 * order (`search_postings_best_idx`) and keeping the class's products met, until the wanted ones are found.
 */

export type ClassKey = '11' | '01' | '00';
export type Item = { id: number; sales: number; name?: string };
/** Rows wanted of a class: from the `from`-th, `n` of them, with names when `named`. */
export type Want = { from: number; n: number; named: boolean };
export type Classes = { matches: number } & Partial<Record<`c${ClassKey}`, Item[]>>;

/** A class up to this many products is ordered by reading its products' postings; a bigger one by a walk. */
const BY_IDS_MAX = 2000;
/** The walk's longest read of the list at once (20 times a power of two). */
const CHUNK_MAX = 20_480;

type Intersection = { matches: number; members: Record<ClassKey, Int32Array>; classOf: Int8Array };

/**
 * The lists of a keyword's word that may be any of several (an unfinished word's completions, a word's other forms):
 * a product matches when one of them holds it, with the languages of the ones that do.
 */
export type AnyOfLists = { terms: string[]; lists: TermList[] };

/** The classes in relevance order. */
export const CLASS_ORDER: readonly ClassKey[] = ['11', '01', '00'];
const KEYS = CLASS_ORDER;

/**
 * Intersections worked out lately, by words and language: valid while the held lists are the same objects (a list
 * read again is a new one). At most this many, and this many bytes in all (`bytesOf`: a byte per entry of the base
 * list, four per match). 300,000 entries held a third of the benchmark's popular keywords in six languages (60
 * intersections of 4,000-21,000 entries): each search worked its keyword out again, 1.3 GB of arrays in 13 seconds
 * at 32 connections, and the server's RSS peaked at 284 MB against 228 with all of them held (issue 25, goal 5).
 */
const MEMO_MAX = 200;
const MEMO_BYTES_MAX = 10_000_000;
const memo = new Map<string, { lists: TermList[]; result: Intersection; used: number }>();
let memoBytes = 0;

/** The memo in the process's cache budget (platform/cache-budget.ts). */
const memoHolder: CacheHolder = {
  heldBytes: () => memoBytes,
  oldestUse: () => {
    for (const kept of memo.values()) return kept.used;
    return Infinity;
  },
  shed: (bytes, before) => {
    const floor = memoBytes - bytes;
    for (const [key, kept] of memo) {
      if (memoBytes <= floor || kept.used >= before) break;
      memo.delete(key);
      memoBytes -= bytesOf(kept.result);
    }
  },
};
caches.register(memoHolder, 'search intersections');

const bytesOf = (r: Intersection) =>
  r.classOf.byteLength + r.members['11'].byteLength + r.members['01'].byteLength + r.members['00'].byteLength;

const rarest = (lists: TermList[]) => {
  let base = 0;
  for (let i = 1; i < lists.length; i++) if (lists[i]!.ids.length < lists[base]!.ids.length) base = i;
  return base;
};

function intersection(
  terms: string[],
  lists: TermList[],
  bit: number,
  memoized = true,
  anyOf?: AnyOfLists,
): Intersection {
  const others = anyOf?.lists ?? [];
  if (!memoized) return intersect(lists, rarest(lists), bit, others);
  const key = `${bit}|${terms.join('|')}${anyOf ? `|any:${anyOf.terms.join('|')}` : ''}`;
  const kept = memo.get(key);
  const same = (a: TermList[], b: TermList[]) => a.length === b.length && a.every((list, i) => list === b[i]);
  if (kept && same(kept.lists, [...lists, ...others])) {
    // Most recently used last: the oldest are dropped first.
    memo.delete(key);
    memo.set(key, kept);
    kept.used = useTick();
    return kept.result;
  }
  const result = intersect(lists, rarest(lists), bit, others);
  if (kept) {
    memo.delete(key);
    memoBytes -= bytesOf(kept.result);
  }
  memo.set(key, { lists: [...lists, ...others], result, used: useTick() });
  memoBytes += bytesOf(result);
  for (const [oldest, dropped] of memo) {
    if (memo.size <= MEMO_MAX && memoBytes <= MEMO_BYTES_MAX) break;
    memo.delete(oldest);
    memoBytes -= bytesOf(dropped.result);
  }
  caches.settle();
  return result;
}

/**
 * How many matches each class holds, in the reader's language. `memoized`: the intersection is kept for the next
 * search (not for a list made for one search, `heldMatches`).
 */
export function classSizes(
  s: Selection,
  terms: string[],
  lists: TermList[],
  memoized = true,
): Record<ClassKey, number> {
  const { members } = intersection(terms, lists, localeBit(s.locale), memoized);
  return { '11': members['11'].length, '01': members['01'].length, '00': members['00'].length };
}

/**
 * The first index at or after `from` whose id is not below `id` (ids ascending): galloping, then halving. A rare word
 * met with a common one (a word of 2,000 products and "2026" of 300,000) steps over the long list in logarithmic
 * strides instead of one entry at a time.
 */
function seek(ids: Int32Array, from: number, id: number): number {
  if (from >= ids.length || ids[from]! >= id) return from;
  let low = from;
  let step = 1;
  while (low + step < ids.length && ids[low + step]! < id) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, ids.length);
  // ids[low] < id, and ids[high] >= id or high is the end.
  while (high - low > 1) {
    const mid = (low + high) >>> 1;
    if (ids[mid]! < id) low = mid;
    else high = mid;
  }
  return high;
}

/**
 * The matches of the lists, by class, in product order; `classOf` per entry of `lists[base]` (-1: no match). A product
 * of `anyOf` (when given) must also be in one of those lists, and takes the languages of every one that holds it.
 */
function intersect(lists: TermList[], base: number, bit: number, anyOf: TermList[] = []): Intersection {
  const first = lists[base]!;
  const others = lists.filter((_, i) => i !== base);
  const cursors = others.map(() => 0);
  const anyCursors = anyOf.map(() => 0);
  const sizes = [0, 0, 0];
  const classOf = new Int8Array(first.ids.length).fill(-1);
  let matches = 0;
  for (let i = 0; i < first.ids.length; i++) {
    const id = first.ids[i]!;
    let own = first.own[i]!;
    let shown = first.shown[i]!;
    let held = true;
    for (let j = 0; j < others.length && held; j++) {
      const other = others[j]!;
      const c = seek(other.ids, cursors[j]!, id);
      cursors[j] = c;
      if (c < other.ids.length && other.ids[c] === id) {
        own &= other.own[c]!;
        shown &= other.shown[c]!;
      } else held = false;
    }
    if (held && anyOf.length > 0) {
      let anyOwn = 0;
      let anyShown = 0;
      let inAny = false;
      for (let j = 0; j < anyOf.length; j++) {
        const other = anyOf[j]!;
        const c = seek(other.ids, anyCursors[j]!, id);
        anyCursors[j] = c;
        if (c < other.ids.length && other.ids[c] === id) {
          inAny = true;
          anyOwn |= other.own[c]!;
          anyShown |= other.shown[c]!;
        }
      }
      held = inAny;
      own &= anyOwn;
      shown &= anyShown;
    }
    if (!held) continue;
    matches++;
    const o = (own & bit) !== 0;
    const s = (shown & bit) !== 0;
    // An own name is the name shown: own without shown does not occur, and is no class (as in the database's query).
    const key: ClassKey | null = o ? (s ? '11' : null) : s ? '01' : '00';
    if (key === null) continue;
    const k = KEYS.indexOf(key);
    classOf[i] = k;
    sizes[k]!++;
  }
  // Typed arrays of their exact sizes, filled in a second pass: a memo of a million members takes 4 MB, and working
  // one out allocates only the arrays it answers (growing a list per class copied it over and over).
  const filled = KEYS.map((_, k) => new Int32Array(sizes[k]!));
  const at = [0, 0, 0];
  for (let i = 0; i < classOf.length; i++) {
    const k = classOf[i]!;
    if (k >= 0) filled[k]![at[k]!++] = first.ids[i]!;
  }
  const members = { '11': filled[0]!, '01': filled[1]!, '00': filled[2]! };
  return { matches, members, classOf };
}

/** A product and its sales, and its name in the reader's language when its class is named. */
type Pair = [number, number, (string | null)?];

/**
 * A class's top `walkLength(from + n)` products, ordered by sales (then newest first), read by their postings of the
 * base word; the caller keeps the slice it wants. The length is written into the text, as a walk's is, so that the
 * statement is prepared and keeps its generic plan: with LIMIT and OFFSET as parameters it was planned at every call,
 * longer than it ran (0.49 against 0.44 ms for "running shoes" at a million products, `pg_stat_statements`).
 */
const byIds = (term: string, ids: Int32Array, want: Want, locale: Locale) => {
  // A named class's names in the same statement (its few rows' documents by primary key): one round trip fewer for
  // every keyword of several words whose page tells phrases (issue 25's long tail).
  const name = want.named ? sql`, d.name` : sql``;
  const join = want.named
    ? sql` LEFT JOIN search_documents d ON d.product_id = x.product_id AND d.locale = ${localeLiteral(locale)}`
    : sql``;
  return sql`(
  SELECT coalesce(json_agg(json_build_array(x.product_id, x.sales${name}) ORDER BY x.sales DESC, x.product_id DESC), '[]')
  FROM (SELECT product_id, sales FROM search_postings
    WHERE term = ${term} AND product_id = ANY(${`{${ids.join(',')}}`}::int[])
    ORDER BY sales DESC, product_id DESC LIMIT ${sql.raw(String(walkLength(want.from + want.n)))}) x${join})`;
};

/**
 * `n` entries of the base word's list in sales order, from the `offset`-th. `n` is one of a few lengths (`chunkOf`),
 * and the offset a sum of them: both written into the text, so that a statement of walks alone keeps one generic plan
 * (a LIMIT or OFFSET given as a parameter makes PostgreSQL plan it at every call, as in `search-ranked.ts`).
 */
const walkChunk = (term: string, offset: number, n: number) => sql`(
  SELECT coalesce(json_agg(json_build_array(x.product_id, x.sales) ORDER BY x.sales DESC, x.product_id DESC), '[]')
  FROM (SELECT product_id, sales FROM search_postings WHERE term = ${term}
    ORDER BY sales DESC, product_id DESC LIMIT ${sql.raw(String(n))} OFFSET ${sql.raw(String(offset))}) x)`;

/**
 * A walk's length written into a statement: 20 times the least power of two that holds `n`, so that its statements
 * are few texts, each with one generic plan (here and in `search-ranked.ts`).
 */
export const walkLength = (n: number): number => 20 * 2 ** Math.max(0, Math.ceil(Math.log2(Math.max(n, 1) / 20)));

/** A chunk of the walk: a walk's length, at most CHUNK_MAX. */
const chunkOf = (n: number) => Math.min(CHUNK_MAX, walkLength(n));

/** The wanted slices of each class and the matches counted, from the words' lists (`terms[i]` is `lists[i]`'s word). */
export async function classesFromLists(
  db: Queryable,
  s: Selection,
  terms: string[],
  lists: TermList[],
  wants: Partial<Record<ClassKey, Want>>,
  /** The caller needs no other class when the first holds this many products (`rankedPage`'s first read). */
  fill?: number,
  /**
   * Given when `lists` is one list made for this search, a part of its word's posting list (the matches within a
   * selection, `heldMatches`): that posting list's length, which the walk in sales order goes through.
   */
  wordLength?: number,
  /** The lists of the keyword's word that may be any of several, beside the words' `lists` (never the base). */
  anyOf?: AnyOfLists,
): Promise<Classes> {
  const base = rarest(lists);
  const term = terms[base]!;
  const length = wordLength ?? lists[base]!.ids.length;
  const { matches, members, classOf } = intersection(
    terms,
    lists,
    localeBit(s.locale),
    wordLength === undefined,
    anyOf,
  );
  const out: Classes = { matches };
  const small: ClassKey[] = [];
  const walked: ClassKey[] = [];
  // How far down the list the walk must go, on average, to meet `from + n` of a class spread evenly along it, and the
  // first chunk read for it (a quarter more, and at least 100 entries).
  const reach = (key: ClassKey) => Math.ceil(((wants[key]!.from + wants[key]!.n) * length) / members[key].length);
  const firstChunk = (key: ClassKey) => Math.max(100, Math.ceil(reach(key) * 1.25) + 20);
  for (const key of KEYS) {
    const want = wants[key];
    // Only the first class fills a page by itself: after it, the phrases of the second come before the rest of the
    // second and the third, which are merged by sales.
    const reached = fill === undefined || key === '11' || members['11'].length < fill;
    if (!want) continue;
    if (!reached || want.n <= 0 || want.from >= members[key].length) out[`c${key}`] = [];
    // A class of most of the list is walked too, when it needs no names (a walk answers none): its page is met in
    // the list's first entries, where ordering it by its products read every one of them (a word's 1,500 own-language
    // matches: 1,500 postings read, and 1,500 ids written into the statement, for 20).
    else if (members[key].length > BY_IDS_MAX || (!want.named && chunkOf(firstChunk(key)) * 2 <= members[key].length))
      walked.push(key);
    else small.push(key);
  }
  let chunk = chunkOf(Math.max(...walked.map(firstChunk), 100));
  // Lists taken as held, unchecked: the first statement reads their signatures beside the rest.
  const check = s.unchecked && s.signed ? s.signed : null;
  const parts = [
    ...small.map((key) => sql`${byIds(term, members[key], wants[key]!, s.locale)} AS ${sql.raw(`c${key}`)}`),
    ...(walked.length > 0 ? [sql`${walkChunk(term, 0, chunk)} AS walk`] : []),
    ...(check ? [sql`${signaturesOf(terms)} AS signed`] : []),
  ];
  if (parts.length > 0) {
    const { rows } = await executePrepared<Record<string, Pair[]> & { signed?: Signed[] }>(
      db,
      sql`SELECT ${sql.join(parts, sql`, `)}`,
    );
    const row = rows[0]!;
    if (check && !sameSignatures(check, row.signed ?? [])) throw new StaleLists();
    for (const key of small) {
      const { from, n } = wants[key]!;
      out[`c${key}`] = row[`c${key}`]!.slice(from, from + n).map(([id, sales, name]) =>
        wants[key]!.named ? { id, sales, name: name ?? undefined } : { id, sales },
      );
    }
    if (walked.length > 0) {
      const met: Partial<Record<ClassKey, Item[]>> = Object.fromEntries(walked.map((key) => [key, []]));
      const done = () => walked.every((key) => met[key]!.length >= wants[key]!.from + wants[key]!.n);
      let offset = 0;
      let entries = row.walk!;
      for (;;) {
        for (const [id, sales] of entries) {
          const at = indexOf(lists[base]!.ids, id);
          const key = at < 0 ? undefined : KEYS[classOf[at]!];
          if (key && met[key]) met[key]!.push({ id, sales });
        }
        offset += entries.length;
        if (done() || entries.length < chunk || offset >= length) break;
        chunk = Math.min(CHUNK_MAX, chunk * 2);
        const { rows: more } = await executePrepared<{ walk: Pair[] }>(
          db,
          sql`SELECT ${walkChunk(term, offset, chunk)} AS walk`,
        );
        entries = more[0]!.walk;
      }
      for (const key of walked) out[`c${key}`] = met[key]!.slice(wants[key]!.from, wants[key]!.from + wants[key]!.n);
    }
  }
  // The walked classes' names (a small class's came with it).
  const named = KEYS.filter((key) => walked.includes(key) && wants[key]?.named && (out[`c${key}`]?.length ?? 0) > 0);
  const ids = named.flatMap((key) => out[`c${key}`]!.map((i) => i.id));
  if (ids.length > 0) {
    // Joined on the ids unnested, prepared: its generic plan probes the primary key once per id.
    const { rows } = await executePrepared<{ product_id: number; name: string }>(
      db,
      sql`SELECT d.product_id, d.name FROM unnest(${`{${ids.join(',')}}`}::int[]) AS u(id)
        JOIN search_documents d ON d.product_id = u.id AND d.locale = ${localeLiteral(s.locale)}`,
    );
    const names = new Map(rows.map((r) => [r.product_id, r.name]));
    for (const key of named) for (const item of out[`c${key}`]!) item.name = names.get(item.id);
  }
  return out;
}
