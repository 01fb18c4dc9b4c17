import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { type CacheHolder, caches, useTick } from '../../platform/cache-budget';
import {
  type CountGroup,
  type CountRow,
  localeLiteral,
  PRICE_BOUNDS,
  type Selection,
  type Signed,
  textArray,
} from './search-selection';
import { readSignatures, sameSignatures, signaturesOf, type TermList } from './term-lists';

/**
 * A keyword's facet base held in memory (decision 0041): the facet values of every document of one language holding
 * a keyword's words, as columns, so that the facets of any selection within that keyword are counted here in a
 * millisecond instead of reading every match from the database again (13,604 documents of "headphones": 56 ms of the
 * database's time for each request with three groups chosen, at a million products).
 *
 * A base is as current as its words' signatures (decision 0037): every write of a document rewrites its product's
 * postings (whose triggers move each word's signature), and the one writer that changes a document without them, the
 * in-stock mark of `refreshStockInSearch`, moves the signatures of the product's words itself when the mark flips. A
 * base is used only while the signatures a search read in its first statement are the ones it was loaded with; it is
 * loaded with them in one statement (one snapshot), on a keyword's third facet search (the first two are counted in
 * the database, as every keyword of the long tail is), one load at a time, and dropped oldest first beyond HELD_DOCS.
 *
 * What it counts is what `countGroups` counts in SQL, group by group (the property test compares the two).
 */

/** Documents held over all bases of a pool: about 100 bytes each. */
const HELD_DOCS = 200_000;
/** A keyword of more documents than this is counted in the database (its base would push out many others). */
const BASE_DOCS_MAX = 40_000;
/** Keywords remembered as asked without a base. */
const ASKED_MAX = 10_000;
/**
 * Facet searches of a keyword counted in the database before its base is loaded: a load costs more than one count
 * (27 against 20 ms for the 2,666 documents of "interieur"), so a base pays only for a keyword asked again and again.
 */
const ASKS_BEFORE_LOAD = 2;

const IN_STOCK = 1;
const IS_SELF = 2;

type Base = {
  n: number;
  /** Per document, in product order: the product, and its words' own and shown language bits (each word's, ANDed). */
  ids: Int32Array;
  own: Uint8Array;
  shown: Uint8Array;
  /** Per document: the shop (numbered as its id's text), the price in cents, the rating times ten, IN_STOCK | IS_SELF. */
  merchant: Int32Array;
  price: Int32Array;
  rating10: Uint8Array;
  flags: Uint8Array;
  /** Per document, `start[i]` to `start[i + 1]` of the flat arrays: the keys, categories, attribute pairs, refused countries. */
  keyStart: Uint32Array;
  keys: Int32Array;
  catStart: Uint32Array;
  cats: Int32Array;
  pairStart: Uint32Array;
  pairs: Int32Array;
  shipStart: Uint32Array;
  noShip: Int32Array;
  /** The strings the shops and flat arrays number (one numbering: keys, categories' and shops' ids, pairs, countries). */
  idOf: Map<string, number>;
  names: string[];
  /** Its words' signatures when it was loaded. */
  signed: Signed[];
  /**
   * What was answered from this base, by selection (`selectionKey`): a base never changes (a write replaces it), so
   * its counts and matches for a selection stay what they were. The last MEMO_MAX answers, per base.
   */
  memo: Map<string, CountRow[] | TermList>;
  /** What it takes in memory, about (its arrays, and its strings and their numbering). */
  bytes: number;
  /** When it was last used (the process's cache budget's use tick). */
  used: number;
};

/** Answers remembered per base (`Base.memo`). */
const MEMO_MAX = 8;

/** What a base's answer to a selection depends on: its scope and every group's values (the language is the base's). */
function selectionKey(s: Selection): string {
  const attrs = s.attrs.map((a) => [a.key, a.keys]);
  const groups = [s.cids, s.merIds, s.minPrice, s.maxPrice, s.minRating, attrs, s.inStock, s.selfOperated, s.shipsTo];
  return JSON.stringify([s.cid, s.merId, s.country, ...groups]);
}

/** `answer()` for `key`, remembered on the base. */
function remembered<T extends CountRow[] | TermList>(b: Base, key: string, answer: () => T): T {
  const kept = b.memo.get(key);
  if (kept) return kept as T;
  const value = answer();
  b.memo.set(key, value);
  for (const oldest of b.memo.keys()) {
    if (b.memo.size <= MEMO_MAX) break;
    b.memo.delete(oldest);
  }
  return value;
}

type Loaded = {
  signed: Signed[];
  docs: [number, number, number, number, string[], number[], string[], string[], number, number, number][];
};

class FacetBases implements CacheHolder {
  private readonly held = new Map<string, Base>();
  private readonly loading = new Map<string, Promise<Base>>();
  private readonly asked = new Map<string, number>();
  private docs = 0;
  private bytes = 0;

  constructor() {
    caches.register(this, 'facet bases');
  }

  heldBytes(): number {
    return this.bytes;
  }

  oldestUse(): number {
    for (const base of this.held.values()) return base.used;
    return Infinity;
  }

  shed(bytes: number, before: number): void {
    const floor = this.bytes - bytes;
    for (const [key, base] of this.held) {
      if (this.bytes <= floor || base.used >= before) break;
      this.held.delete(key);
      this.docs -= base.n;
      this.bytes -= base.bytes;
    }
  }

  /** The base of `key` as of `signed`, loaded when asked for often enough; null when not (yet) held. */
  async get(db: Queryable, key: string, s: Selection, signed: Signed[]): Promise<Base | null> {
    const current = this.current(key, signed);
    if (current) {
      // Most recently used last: the oldest are dropped first.
      this.held.delete(key);
      this.held.set(key, current);
      current.used = useTick();
      return current;
    }
    const kept = this.held.has(key);
    const asks = (this.asked.get(key) ?? 0) + 1;
    if (!kept && asks <= ASKS_BEFORE_LOAD) {
      if (this.asked.size >= ASKED_MAX) this.asked.clear();
      this.asked.set(key, asks);
      return null;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    // One load at a time; other keywords are counted in the database meanwhile. Loads side by side (a long tail of
    // keywords each asked a third time) took the server's RSS from 235 to 295 MB with their answers parsed at once.
    if (this.loading.size > 0) return null;
    this.asked.delete(key);
    const load = this.load(db, s).finally(() => this.loading.delete(key));
    this.loading.set(key, load);
    const base = await load;
    this.keep(key, base);
    return base;
  }

  /** The base of `key` when it is held and as of `signed`, else null (nothing is loaded). */
  current(key: string, signed: Signed[]): Base | null {
    const kept = this.held.get(key);
    return kept && sameSignatures(signed, kept.signed) ? kept : null;
  }

  private async load(db: Queryable, s: Selection): Promise<Base> {
    const anyOf = s.anyOf ?? [];
    const matching = [
      ...(s.words.length > 0 ? [sql`d.words @> ${textArray(s.words)}`] : []),
      ...(anyOf.length > 0 ? [sql`d.words && ${textArray(anyOf)}`] : []),
    ];
    // The words' language bits rank a page from the base (`heldMatches`), which a word's forms never do: not read.
    const bits =
      anyOf.length > 0
        ? sql`(SELECT 0 AS own, 0 AS shown) b`
        : sql`LATERAL (
          SELECT bit_and(p.own) AS own, bit_and(p.shown) AS shown FROM search_postings p
          WHERE p.term = ANY(${textArray(s.words)}) AND p.product_id = d.product_id) b`;
    const { rows } = await db.execute<Loaded>(sql`
      SELECT ${signaturesOf([...s.words, ...anyOf])} AS signed, (
        SELECT coalesce(json_agg(json_build_array(d.merchant_id, d.price, (d.rating * 10)::int,
          d.in_stock::int + 2 * d.is_self::int, d.keys, d.category_ids, d.attr_pairs, d.no_ship,
          d.product_id, coalesce(b.own, 0), coalesce(b.shown, 0)) ORDER BY d.product_id), '[]')
        FROM search_documents d CROSS JOIN ${bits}
        WHERE d.locale = ${localeLiteral(s.locale)} AND ${sql.join(matching, sql` AND `)}
      ) AS docs`);
    return baseOf(rows[0]!);
  }

  private keep(key: string, base: Base) {
    const before = this.held.get(key);
    if (before) {
      this.held.delete(key);
      this.docs -= before.n;
      this.bytes -= before.bytes;
    }
    this.held.set(key, base);
    this.docs += base.n;
    this.bytes += base.bytes;
    for (const [oldest, dropped] of this.held) {
      if (this.docs <= HELD_DOCS) break;
      this.held.delete(oldest);
      this.docs -= dropped.n;
      this.bytes -= dropped.bytes;
    }
    caches.settle();
  }
}

function baseOf(loaded: Loaded): Base {
  const docs = loaded.docs;
  const n = docs.length;
  const idOf = new Map<string, number>();
  const names: string[] = [];
  const id = (text: string) => {
    let found = idOf.get(text);
    if (found === undefined) {
      found = names.length;
      names.push(text);
      idOf.set(text, found);
    }
    return found;
  };
  const flat = (pick: (d: Loaded['docs'][number]) => string[]) => {
    const start = new Uint32Array(n + 1);
    let total = 0;
    for (let i = 0; i < n; i++) {
      start[i] = total;
      total += pick(docs[i]!).length;
    }
    start[n] = total;
    const values = new Int32Array(total);
    let at = 0;
    for (const d of docs) for (const v of pick(d)) values[at++] = id(v);
    return { start, values };
  };
  const keys = flat((d) => d[4]);
  const cats = flat((d) => d[5].map(String));
  const pairs = flat((d) => d[6]);
  const noShip = flat((d) => d[7]);
  const base: Base = {
    n,
    ids: Int32Array.from(docs, (d) => d[8]),
    own: Uint8Array.from(docs, (d) => d[9]),
    shown: Uint8Array.from(docs, (d) => d[10]),
    merchant: Int32Array.from(docs, (d) => id(String(d[0]))),
    price: Int32Array.from(docs, (d) => d[1]),
    rating10: Uint8Array.from(docs, (d) => d[2]),
    flags: Uint8Array.from(docs, (d) => d[3]),
    keyStart: keys.start,
    keys: keys.values,
    catStart: cats.start,
    cats: cats.values,
    pairStart: pairs.start,
    pairs: pairs.values,
    shipStart: noShip.start,
    noShip: noShip.values,
    idOf,
    names,
    signed: loaded.signed,
    memo: new Map(),
    bytes: 0,
    used: useTick(),
  };
  let bytes = 64 * names.length;
  for (const name of names) bytes += 2 * name.length;
  for (const value of Object.values(base)) if (ArrayBuffer.isView(value)) bytes += value.byteLength;
  base.bytes = bytes;
  return base;
}

/** One set of bases per pool, as the word lists (a process may serve several databases: the tests, a replica). */
const byPool = new WeakMap<object, FacetBases>();

function basesOf(db: Queryable): FacetBases | null {
  const pool = (db as Partial<Db>).$client;
  if (!pool) return null;
  let bases = byPool.get(pool);
  if (!bases) {
    bases = new FacetBases();
    byPool.set(pool, bases);
  }
  return bases;
}

/** The key of a selection's base and its words' signatures; null when it is not a keyword's that a base answers. */
async function baseKey(db: Queryable, s: Selection): Promise<{ key: string; words: Signed[] } | null> {
  if (s.runCuts || s.wordless || s.shopCid) return null;
  // A word that may be any of its forms ("dress" or "dresses") is held as the union of their documents, as current
  // as all their signatures; an unfinished word's many words are not (counted in the database).
  const anyOf = s.anyOf ?? [];
  const forms = anyOf.map((w) => s.formsSigned?.find((x) => x.term === w));
  if (forms.some((w) => !w)) return null;
  if (s.words.length === 0 && anyOf.length === 0) return null;
  const signed = s.words.length === 0 ? [] : s.signed && !s.unchecked ? s.signed : await readSignatures(db, s.words);
  const words = s.words.map((w) => signed.find((x) => x.term === w));
  if (words.some((w) => !w || w.products <= 0)) return null;
  const sizes = [...words.map((w) => w!.products), ...(anyOf.length > 0 ? [sum(forms.map((w) => w!.products))] : [])];
  if (Math.min(...sizes) > BASE_DOCS_MAX) return null;
  const key = [
    s.locale,
    ...[...new Set(s.words)].sort(),
    ...(anyOf.length > 0 ? ['\u0001', ...[...anyOf].sort()] : []),
  ];
  return { key: key.join('\u0000'), words: [...words, ...forms] as Signed[] };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * The counts `countGroups(db, s, wanted)` answers, from the keyword's held base; null when the selection is not a
 * keyword's (no words, an unfinished word, a shop's own category), when its words hold too many documents, or when its
 * base is not held yet (the caller counts in the database).
 */
export async function heldFacetRows(
  db: Queryable,
  s: Selection,
  wanted: (CountGroup | 'attrs' | `attr:${string}`)[],
): Promise<CountRow[] | null> {
  const bases = basesOf(db);
  const of = bases && (await baseKey(db, s));
  const base = of ? await bases.get(db, of.key, s, of.words) : null;
  if (!base) return null;
  return remembered(base, `counts ${wanted.join(',')} ${selectionKey(s)}`, () => countHeld(base, s, wanted));
}

/**
 * The keyword's matches within the whole selection, from its base when one is held and current (never loaded here):
 * in product order with their language bits, as a word's held list (`TermList`), with the rarest word and the length
 * of its posting list, which the page's order walks (`classesFromLists`). Null otherwise.
 */
export async function heldMatches(
  db: Queryable,
  s: Selection,
): Promise<{ term: string; length: number; list: TermList } | null> {
  const bases = basesOf(db);
  // Ranked from a base only for a keyword of whole words: a word's forms' language bits are not held.
  const of = bases && s.signed && !s.unchecked && !s.anyOf?.length ? await baseKey(db, s) : null;
  const b = of ? bases!.current(of.key, of.words) : null;
  if (!of || !b) return null;
  const rarest = of.words.reduce((a, w) => (w.products < a.products ? w : a));
  const list = remembered(b, `matches ${selectionKey(s)}`, () => matchesOf(b, s));
  return { term: rarest.term, length: rarest.products, list };
}

/** The documents of `b` passing every group of the selection, as a word's list (`TermList`). */
function matchesOf(b: Base, s: Selection): TermList {
  const f = filterOf(b, s);
  const at = new Int32Array(b.n);
  let n = 0;
  for (let i = 0; i < b.n; i++) if (maskAt(b, f, i) === f.all) at[n++] = i;
  const list: TermList = { ids: new Int32Array(n), own: new Uint8Array(n), shown: new Uint8Array(n) };
  for (let k = 0; k < n; k++) {
    list.ids[k] = b.ids[at[k]!]!;
    list.own[k] = b.own[at[k]!]!;
    list.shown[k] = b.shown[at[k]!]!;
  }
  return list;
}

/** A selected group's test, as `groupFilters` says it: keys of which a document must hold one, or a price range. */
type Group = { id: string; keys?: string[]; minPrice?: number; maxPrice?: number; shipsTo?: string };

function groupsOf(s: Selection): Group[] {
  const groups: Group[] = [];
  if (s.cids.length > 0) groups.push({ id: 'categories', keys: s.cids.map((id) => `c:${id}`) });
  if (s.merIds.length > 0) groups.push({ id: 'shops', keys: s.merIds.map((id) => `s:${id}`) });
  if (s.minPrice !== undefined || s.maxPrice !== undefined) {
    groups.push({ id: 'prices', minPrice: s.minPrice, maxPrice: s.maxPrice });
  }
  if (s.minRating) groups.push({ id: 'ratings', keys: [`r:${s.minRating}`] });
  for (const a of s.attrs) groups.push({ id: `attr:${a.key}`, keys: a.keys });
  if (s.inStock) groups.push({ id: 'inStock', keys: ['stock'] });
  if (s.selfOperated) groups.push({ id: 'selfOperated', keys: ['self'] });
  if (s.shipsTo) groups.push({ id: 'shipsTo', shipsTo: s.shipsTo });
  return groups;
}

/** Whether document `i` holds the key numbered `to`, or `anywhere` without refusing the country numbered `country`. */
function delivers(b: Base, i: number, to: number, anywhere: number, country: number): boolean {
  let everywhere = false;
  for (let j = b.keyStart[i]!; j < b.keyStart[i + 1]!; j++) {
    const k = b.keys[j]!;
    if (k === to) return true;
    if (k === anywhere) everywhere = true;
  }
  if (!everywhere) return false;
  for (let j = b.shipStart[i]!; j < b.shipStart[i + 1]!; j++) if (b.noShip[j] === country) return false;
  return true;
}

/**
 * A selection's tests over one base: bit g of a document's mask says it passes group g (`groupsOf`), and `maskAt`
 * leaves out a document outside the scope (the page's category and shop).
 */
function filterOf(b: Base, s: Selection) {
  const groups = groupsOf(s);
  const scope = [...(s.cid ? [`c:${s.cid}`] : []), ...(s.merId ? [`s:${s.merId}`] : [])];
  const number = (text: string) => b.idOf.get(text) ?? -1;
  // Per numbered string: the bits of the groups, and of the scope above them, that holding it satisfies.
  const bitsOf = new Int32Array(b.names.length);
  groups.forEach((g, bit) => {
    for (const k of g.keys ?? []) if (number(k) >= 0) bitsOf[number(k)]! |= 1 << bit;
  });
  scope.forEach((k, i) => {
    if (number(k) >= 0) bitsOf[number(k)]! |= 1 << (groups.length + i);
  });
  const bitOf = (id: string) => {
    const at = groups.findIndex((g) => g.id === id);
    return at < 0 ? 0 : 1 << at;
  };
  const prices = groups.find((g) => g.id === 'prices');
  const shipsTo = s.shipsTo ?? '';
  return {
    groups,
    bitOf,
    number,
    bitsOf,
    all: (1 << groups.length) - 1,
    scopeBits: ((1 << scope.length) - 1) << groups.length,
    pricesBit: bitOf('prices'),
    minPrice: prices?.minPrice ?? -Infinity,
    maxPrice: prices?.maxPrice ?? Infinity,
    shipsBit: bitOf('shipsTo'),
    shipTo: number(`to:${shipsTo}`),
    shipCountry: number(shipsTo),
    anywhere: number('to:*'),
  };
}

/** Document `i`'s mask of the groups it passes, or -1 when it is outside the scope. */
function maskAt(b: Base, f: ReturnType<typeof filterOf>, i: number): number {
  let mask = 0;
  for (let j = b.keyStart[i]!; j < b.keyStart[i + 1]!; j++) mask |= f.bitsOf[b.keys[j]!]!;
  if ((mask & f.scopeBits) !== f.scopeBits) return -1;
  mask &= f.all;
  const price = b.price[i]!;
  if (f.pricesBit && price >= f.minPrice && price <= f.maxPrice) mask |= f.pricesBit;
  if (f.shipsBit && delivers(b, i, f.shipTo, f.anywhere, f.shipCountry)) mask |= f.shipsBit;
  return mask;
}

/** `countGroups` over a held base: the same groups, values and rows. */
function countHeld(b: Base, s: Selection, wanted: (CountGroup | 'attrs' | `attr:${string}`)[]): CountRow[] {
  const f = filterOf(b, s);
  const { all, groups } = f;
  const [pricesBit, ratingsBit, stockBit, selfBit, shipsBit, categoriesBit, shopsBit] = [
    'prices',
    'ratings',
    'inStock',
    'selfOperated',
    'shipsTo',
    'categories',
    'shops',
  ].map(f.bitOf) as [number, number, number, number, number, number, number];
  const country = s.country ?? '';
  const [toCountry, countryNumber] = [f.number(`to:${country}`), f.number(country)];
  const anywhere = f.anywhere;

  const wants = (g: string) => wanted.includes(g as CountGroup);
  const [countPrices, countRatings, countStock, countSelf] = ['prices', 'ratings', 'inStock', 'selfOperated'].map(
    wants,
  );
  const countShips = wants('shipsTo') && country !== '';
  let [total, inStock, self, ships] = [0, 0, 0, 0];
  const priceCounts = new Int32Array(PRICE_BOUNDS.length + 1);
  const ratingCounts = new Int32Array(5);
  const counter = (g: string) => (wants(g) ? new Int32Array(b.names.length) : null);
  const [categories, shops, pairs] = [counter('categories'), counter('shops'), counter('attrs')];
  const attrGroups = groups.flatMap((g, bit) =>
    g.id.startsWith('attr:') && wanted.includes(g.id as `attr:${string}`)
      ? [{ id: g.id, bit: 1 << bit, counts: new Int32Array(b.names.length) }]
      : [],
  );

  for (let i = 0; i < b.n; i++) {
    const mask = maskAt(b, f, i);
    if (mask < 0) continue;
    const price = b.price[i]!;
    // `(mask | bit) === all`: passes every group but the one of that bit (inline: a closure over `mask` made each
    // document's mask a heap cell: 7 ms instead of 1.7 for the 13,604 documents of "headphones").
    if (mask === all) total++;
    if (countPrices && (mask | pricesBit) === all) {
      let bucket = 0;
      while (bucket < PRICE_BOUNDS.length && price >= PRICE_BOUNDS[bucket]!) bucket++;
      priceCounts[bucket]!++;
    }
    if (countRatings && (mask | ratingsBit) === all) {
      for (let x = 1; x <= 4; x++) if (b.rating10[i]! >= x * 10) ratingCounts[x]!++;
    }
    if (countStock && b.flags[i]! & IN_STOCK && (mask | stockBit) === all) inStock++;
    if (countSelf && b.flags[i]! & IS_SELF && (mask | selfBit) === all) self++;
    if (countShips && (mask | shipsBit) === all && delivers(b, i, toCountry, anywhere, countryNumber)) ships++;
    if (categories && (mask | categoriesBit) === all) {
      for (let j = b.catStart[i]!; j < b.catStart[i + 1]!; j++) categories[b.cats[j]!]!++;
    }
    if (shops && (mask | shopsBit) === all) shops[b.merchant[i]!]!++;
    if (pairs && mask === all) for (let j = b.pairStart[i]!; j < b.pairStart[i + 1]!; j++) pairs[b.pairs[j]!]!++;
    // Indexed: a `for … of` here made an iterator per document, 4.3 GB in 14 seconds of searches with varied groups
    // at 8 connections (about 400 KB a search), and the server's RSS peaked at 262-272 MB (issue 25, goal 5).
    for (let k = 0; k < attrGroups.length; k++) {
      const a = attrGroups[k]!;
      if ((mask | a.bit) === all) for (let j = b.pairStart[i]!; j < b.pairStart[i + 1]!; j++) a.counts[b.pairs[j]!]!++;
    }
  }

  // The rows `countGroups` answers: its one-pass counts in the order asked (a price range or rating nothing has left
  // out, as a GROUP BY would), then a row per value of each grouped count.
  const rows: CountRow[] = [];
  for (const g of wanted) {
    if (g === 'total') rows.push({ g, v: '', n: total });
    if (g === 'prices')
      for (const [bucket, n] of priceCounts.entries()) if (n > 0) rows.push({ g, v: String(bucket), n });
    if (g === 'ratings')
      for (let x = 1; x <= 4; x++) if (ratingCounts[x]! > 0) rows.push({ g, v: String(x), n: ratingCounts[x]! });
    if (g === 'inStock') rows.push({ g, v: 'true', n: inStock });
    if (g === 'selfOperated') rows.push({ g, v: 'true', n: self });
    if (g === 'shipsTo' && countShips) rows.push({ g, v: country, n: ships });
  }
  const listed = (g: string, counts: Int32Array | null) => {
    for (const [at, n] of counts?.entries() ?? []) if (n > 0) rows.push({ g, v: b.names[at]!, n });
  };
  listed('categories', categories);
  listed('shops', shops);
  listed('attrs', pairs);
  for (const a of attrGroups) listed(a.id, a.counts);
  return rows;
}
