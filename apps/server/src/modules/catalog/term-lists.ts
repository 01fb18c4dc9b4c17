import { sql } from 'drizzle-orm';
import { type Db, executePrepared, type Queryable } from '../../db/client';
import { HeldLists } from './held-lists';
import { type Signed, textArray } from './search-selection';

/**
 * Words' posting lists held in memory for keywords of several words (decision 0038): the products holding each word,
 * in product order, with the languages whose own and shown names hold it. A keyword of several words is the
 * intersection of its words' lists, and PostgreSQL joined them at every search (two lists of 20,000 entries: 15 ms of
 * a merge join at a million products); held here, they are intersected in a fraction of a millisecond, and the
 * database only orders the page's few products by sales.
 *
 * A list is as current as the statement that checked it: every search reads its words' signatures from
 * `search_term_counts` (decision 0037: how many products, how many rows, the newest row's transaction), and a list
 * whose signature moved is read again. Every write of a posting appends a row there (its triggers), folding replaces
 * a word's rows by one of its own transaction, so no write leaves a signature as it was. The sales figure, which
 * changes all the time, is not held: the page is ordered by the database.
 */

export type TermList = {
  /** Products holding the word, ascending. */
  ids: Int32Array;
  /** Per product: the bit set of the languages whose own name holds the word (`localeBit`). */
  own: Uint8Array;
  /** Per product: the bit set of the languages whose shown name holds it. */
  shown: Uint8Array;
};

type Held = TermList & { signature: string };

/**
 * Entries (products of a word) held per database, over all words: 6 bytes each, at most 18 MB (issue 25, goal 5:
 * RSS). 750,000 held a sixth of the long tail's lists at a million products (3,000 words of names, 3.3 million
 * entries): searched in turn, each was dropped before it was asked again and read again at every other search
 * (3 ms each, half the database's time); with 3,000,000 the long tail went from 214 and 185 to 248 and 322 searches
 * a second at 32 connections, the server's RSS peak unchanged (203-246 MB either way). Which lists stay held when
 * more are asked: `held-lists.ts` (a window by recency, the rest by how often their words are asked).
 */
const HELD_MAX = 3_000_000;
/** Words remembered as wanted without being held. */
const WANTED_MAX = 10_000;
/** A word held by more products than this is not held (its keyword is joined in the database). */
const LIST_MAX = 250_000;

const EMPTY: TermList = { ids: new Int32Array(0), own: new Uint8Array(0), shown: new Uint8Array(0) };

/** The signature of each word of `terms` in one statement. */
const SIGNATURES = (terms: string[]) => sql`
  SELECT term, coalesce(sum(products), 0)::int AS products,
    coalesce(sum(products), 0)::int || ':' || count(*) || ':' || max(xmin::text::bigint) AS signature
  FROM search_term_counts WHERE term = ANY(${textArray(terms)})
  GROUP BY term`;

/** The signatures of `terms`, read now (a word without postings has none). */
export async function readSignatures(db: Queryable, terms: string[]): Promise<Signed[]> {
  return (await db.execute<Signed>(SIGNATURES(terms))).rows;
}

/** The signatures of `terms` as one JSON value, for a statement that reads them beside something else. */
export const signaturesOf = (terms: string[]) => sql`(
  SELECT coalesce(json_agg(json_build_object('term', x.term, 'products', x.products, 'signature', x.signature)), '[]')
  FROM (${SIGNATURES(terms)}) x)`;

class TermLists {
  private readonly held = new HeldLists<Held>(HELD_MAX, { cache: { name: 'search word lists', bytesPerEntry: 6 } });

  /**
   * The signatures of `terms` as last read, when every one is held and had products then (so it is a word of the
   * vocabulary, which never loses one): a search may answer from the held lists and check these in its own
   * statement (`StaleLists` when they moved). Null otherwise.
   */
  heldSignatures(terms: string[]): Signed[] | null {
    const signed: Signed[] = [];
    for (const term of terms) {
      // A word held as one of several forms is searched as any of them, never as itself alone.
      if (this.formed.has(term)) return null;
      const kept = this.held.peek(term);
      const products = kept ? Number.parseInt(kept.signature, 10) : 0;
      if (!kept || !(products > 0)) return null;
      signed.push({ term, products, signature: kept.signature });
    }
    return signed;
  }

  /**
   * Words read as one of a word's forms ("zorblet" and "zorblets"): no keyword is answered from their lists at once.
   * Never emptied (a word forgotten here while its list is held would answer alone): words of the vocabulary only,
   * those held in both numbers.
   */
  private readonly formed = new Set<string>();

  markFormed(terms: string[]) {
    for (const term of terms) this.formed.add(term);
  }

  /** Words whose walk in the database was sparse (`wantList`): their lists are read at their next search. */
  private readonly wanted = new Set<string>();

  wantList(term: string) {
    if (this.wanted.size >= WANTED_MAX) this.wanted.clear();
    this.wanted.add(term);
  }

  /**
   * The lists of `terms` as of now, or null when one is longer than LIST_MAX, or, with `onlyWanted`, when one is
   * neither held nor wanted (the caller walks the word in the database). Signatures are read here unless given
   * (`read`); a list to read comes with its signature again, in one statement.
   */
  async get(db: Queryable, terms: string[], read?: Signed[], onlyWanted = false): Promise<TermList[] | null> {
    const rows = read ?? (await readSignatures(db, terms));
    const signed = new Map(rows.map((r) => [r.term, r]));
    // First what is held and what must be read (with `onlyWanted`, nothing when a word is neither), then the reads.
    const plan: (TermList | string)[] = [];
    for (const term of terms) {
      this.held.touch(term);
      const found = signed.get(term);
      if (!found || found.products <= 0) {
        plan.push(EMPTY);
        continue;
      }
      if (found.products > LIST_MAX) return null;
      const kept = this.held.use(term);
      if (kept && kept.signature === found.signature) {
        plan.push(kept);
        continue;
      }
      if (onlyWanted && !this.wanted.has(term)) return null;
      plan.push(term);
    }
    // The lists to read, in one statement (an unfinished word's completions are several).
    const missing = plan.filter((step): step is string => typeof step === 'string');
    for (const term of missing) this.wanted.delete(term);
    const fresh = missing.length === 0 ? new Map<string, TermList>() : await this.read(db, missing);
    return plan.map((step) => (typeof step === 'string' ? (fresh.get(step) ?? EMPTY) : step));
  }

  /** The lists of `terms`, each with its signature, in one statement (one snapshot), and held. */
  private async read(db: Queryable, terms: string[]): Promise<Map<string, TermList>> {
    // One aggregate of 8-byte entries (product, own, shown) per word: three aggregates took a third longer (8.4
    // against 6.4 ms for 21,709 entries). Each entry one big-endian bigint (product, own and shown side by side in
    // its 32, 16 and 16 bits, the bytes `int4send(product) || int2send(own) || int2send(shown)` gave): three sends
    // and two concatenations an entry took 1.3-1.7 times as long ("2026", 22,567 entries, twenty reads in turn).
    // Prepared: planning it took 0.22 ms of its 1.9 (issue 25); one text per number of words.
    const { rows } = await executePrepared<{ term: string; signature: string | null; entries: Buffer | null }>(
      db,
      sql`
      SELECT s.term, s.signature, e.entries FROM (${SIGNATURES(terms)}) s, LATERAL (
        SELECT string_agg(int8send((product_id::int8 << 32) | (own::int8 << 16) | shown), '' ORDER BY product_id)
          AS entries
        FROM search_postings WHERE term = s.term) e`,
    );
    const lists = new Map<string, TermList>();
    for (const row of rows) {
      if (!row.entries) continue;
      const n = row.entries.length / 8;
      const list: Held = { ids: new Int32Array(n), own: new Uint8Array(n), shown: new Uint8Array(n), signature: '' };
      for (let i = 0; i < n; i++) {
        list.ids[i] = row.entries.readInt32BE(i * 8);
        list.own[i] = row.entries.readInt16BE(i * 8 + 4);
        list.shown[i] = row.entries.readInt16BE(i * 8 + 6);
      }
      list.signature = row.signature ?? '';
      this.held.keep(row.term, list, n);
      lists.set(row.term, list);
    }
    return lists;
  }
}

/** One set of lists per pool: a process may serve several databases (the tests, a read replica). */
const byPool = new WeakMap<object, TermLists>();

/** Thrown by a statement that checked held signatures and found one moved: the search starts again from the words. */
export class StaleLists extends Error {
  constructor() {
    super('a held posting list changed');
  }
}

/** Whether `read` (signatures read now) are the `held` ones. */
export function sameSignatures(held: Signed[], read: Signed[]): boolean {
  const now = new Map(read.map((r) => [r.term, r.signature]));
  return held.every((h) => now.get(h.term) === h.signature);
}

/** `TermLists.heldSignatures` for `db`'s pool. */
export function heldSignatures(db: Queryable, terms: string[]): Signed[] | null {
  const pool = (db as Partial<Db>).$client;
  return pool ? (byPool.get(pool)?.heldSignatures(terms) ?? null) : null;
}

/**
 * The lists of `terms` read through `db`, held per pool; `signed`: the words' signatures when the caller read them
 * already (with the whole-word check), else read here.
 */
export function termLists(
  db: Queryable,
  terms: string[],
  signed?: Signed[],
  onlyWanted = false,
): Promise<TermList[] | null> {
  return listsOf(db).get(db, terms, signed, onlyWanted);
}

/** The lists held for `db`'s pool (a connection of no pool gets lists of its own, held by no one). */
function listsOf(db: Queryable): TermLists {
  const pool = (db as Partial<Db>).$client;
  if (!pool) return new TermLists();
  let lists = byPool.get(pool);
  if (!lists) {
    lists = new TermLists();
    byPool.set(pool, lists);
  }
  return lists;
}

/**
 * A keyword's completions held beside its words (an unfinished word, a word's other forms) are read as lists while
 * together they hold at most this many products, or at most ANY_OF_PER_WORD times the rarest word's: beyond, the
 * rarest word's few products are looked up in the database (a rare word and a short unfinished one).
 */
const ANY_OF_MAX = 50_000;
const ANY_OF_PER_WORD = 100;

/**
 * The lists of a keyword's `words` and of its word that may be any of `anyOf`, as of now, or null when the database
 * should join them (a list too long to hold, or completions of many more products than the rarest word holds).
 * Joined in the database, two correlated words ("หู" and "ฟัง": the same 3,865 products) looked like 37 products to
 * the planner, which then looked each of them up among the completions' postings: 160 ms of one Thai keyword typed
 * unfinished at a million products, where the lists take a few (issue 25's long tail).
 */
export async function listsWithAnyOf(
  db: Queryable,
  words: string[],
  anyOf: string[],
  /** `anyOf` are a word's forms (`withOtherForms`), not an unfinished word's completions. */
  forms: boolean,
): Promise<{ words: TermList[]; anyOf: { terms: string[]; lists: TermList[] } } | null> {
  const terms = [...new Set([...words, ...anyOf])];
  const signed = await readSignatures(db, terms);
  const products = new Map(signed.map((r) => [r.term, r.products]));
  const rarest = Math.min(...words.map((w) => products.get(w) ?? 0));
  // A word of no product finds nothing, whatever the completions: theirs are not read.
  const held = rarest === 0 ? [] : anyOf.filter((w) => (products.get(w) ?? 0) > 0);
  const total = held.reduce((sum, w) => sum + products.get(w)!, 0);
  if (total > Math.max(ANY_OF_MAX, ANY_OF_PER_WORD * rarest)) return null;
  // Held, a word's forms must not answer a keyword holding one of them by itself (`heldSignatures`); marked first, as
  // a search running beside this one may look at them as soon as they are held.
  if (forms) listsOf(db).markFormed(anyOf);
  const lists = await listsOf(db).get(db, [...words, ...held], signed);
  if (!lists) return null;
  // No completion of any product: the one empty list, so that nothing matches (no lists would ask for none).
  const completions = held.length > 0 ? lists.slice(words.length) : [EMPTY];
  return { words: lists.slice(0, words.length), anyOf: { terms: held, lists: completions } };
}

/** A word's walk in the database was sparse: its list is read and held at its next search (`onlyWanted`). */
export function wantList(db: Queryable, term: string): void {
  listsOf(db).wantList(term);
}

/** Where `id` sits in the ascending `ids`, or -1. */
export function indexOf(ids: Int32Array, id: number): number {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = ids[mid]!;
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
