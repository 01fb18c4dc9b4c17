import { type Facets, type FacetValue, fromCents, type Locale, localize } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { nameOfCountry } from '../addresses/geo';
import { attrFacets, type PairCount } from './search-attr-facets';
import { heldFacetRows } from './search-facet-bases';
import { facetNamesOf, readCategories, readShopNames } from './search-facet-names';
import {
  type CountGroup,
  type CountRow,
  deliversTo,
  type GroupId,
  groupFilters,
  PRICE_BOUNDS,
  type Selection,
  scopeWhere,
} from './search-selection';

export type { CountRow };

/**
 * Exact facet counts (DESIGN.md section 7): the documents in scope are read once, each selected group's condition
 * is computed once per document, and one aggregate per facet counts with every group's condition but its own, all in
 * one statement. A facet's counts are thus what a shopper gets by adding that value to the others' selection.
 */

const TOP_SHOPS = 12;

export async function countGroups(db: Queryable, s: Selection, wanted: (CountGroup | 'attrs' | `attr:${string}`)[]) {
  const filters = [...groupFilters(s)];
  const flag = (id: GroupId) => `f${filters.findIndex(([g]) => g === id)}`;
  const allBut = (leaveOut?: GroupId): SQL => {
    const parts = filters.filter(([id]) => id !== leaveOut).map(([id]) => sql.raw(flag(id)));
    return parts.length > 0 ? sql.join(parts, sql` AND `) : sql`TRUE`;
  };
  const country = s.country ?? '';
  const parts: SQL[] = [];
  // The groups of one count each (the total, price ranges, ratings, in stock, self-operated, delivery) are counted
  // in one pass over the documents, a FILTER per value: a pass each took 16 of a popular keyword's 73 ms at 1M.
  const scalars: { g: string; v: string; when: SQL; always: boolean }[] = [];
  for (const g of wanted) {
    if (g === 'total') scalars.push({ g, v: '', when: allBut(), always: true });
    if (g === 'prices') {
      for (let bucket = 0; bucket <= PRICE_BOUNDS.length; bucket++) {
        const low = bucket === 0 ? sql`` : sql`price >= ${sql.raw(String(PRICE_BOUNDS[bucket - 1]))} AND `;
        const high =
          bucket === PRICE_BOUNDS.length ? sql`` : sql`price < ${sql.raw(String(PRICE_BOUNDS[bucket]))} AND `;
        scalars.push({ g, v: String(bucket), when: sql`${low}${high}${allBut('prices')}`, always: false });
      }
    }
    if (g === 'ratings') {
      for (const x of [1, 2, 3, 4]) {
        scalars.push({
          g,
          v: String(x),
          when: sql`rating >= ${sql.raw(String(x))} AND ${allBut('ratings')}`,
          always: false,
        });
      }
    }
    if (g === 'inStock') scalars.push({ g, v: 'true', when: sql`in_stock AND ${allBut('inStock')}`, always: true });
    if (g === 'selfOperated') {
      scalars.push({ g, v: 'true', when: sql`is_self AND ${allBut('selfOperated')}`, always: true });
    }
    if (g === 'shipsTo' && country) {
      scalars.push({ g, v: country, when: sql`to_c AND ${allBut('shipsTo')}`, always: true });
    }
  }
  if (scalars.length > 0) {
    const counts = scalars.map(({ when }) => sql`count(*) FILTER (WHERE ${when})`);
    parts.push(sql`SELECT '', json_build_array(${sql.join(counts, sql`, `)})::text, 0 FROM base`);
  }
  // An array's values are counted from the documents' distinct arrays, each with its number of documents: many
  // documents share one category path or one set of attribute values, so the values unnested and summed are a few
  // hundred instead of one per document and value (a top category's 105,065 documents in one language at a million
  // products: their 412,901 attribute values took 77 ms to count one by one, their 474 sets 38 ms; issue 25).
  // Arrays are unnested in the select list (a ProjectSet), not as a function in FROM: that one filled a tuplestore per
  // row, and a long-tail keyword's 3,274 documents took 15 ms to count instead of 11 at 1M.
  const eachValue = (g: string, column: 'category_ids' | 'attr_pairs', where: SQL, v: SQL) =>
    sql`SELECT ${g}, ${v}, sum(n)::int FROM (SELECT unnest(${sql.raw(column)}) AS v, n
      FROM (SELECT ${sql.raw(column)}, count(*) AS n FROM base WHERE ${where} GROUP BY 1) AS sets) AS each GROUP BY v`;
  for (const g of wanted) {
    if (g === 'categories') parts.push(eachValue('categories', 'category_ids', allBut('categories'), sql`v::text`));
    if (g === 'shops') {
      parts.push(
        sql`SELECT 'shops', merchant_id::text, count(*)::int FROM base WHERE ${allBut('shops')} GROUP BY merchant_id`,
      );
    }
    if (g === 'attrs') parts.push(eachValue('attrs', 'attr_pairs', allBut(), sql`v`));
    if (g.startsWith('attr:') && filters.some(([id]) => id === g)) {
      parts.push(eachValue(g, 'attr_pairs', allBut(g), sql`v`));
    }
  }
  if (parts.length === 0) return [];
  const flags = filters.map(([id, condition]) => sql`${condition} AS ${sql.raw(flag(id))}`);
  const toC = country ? deliversTo(country) : sql`FALSE`;
  // Column names come from the first SELECT of a UNION: every part is wrapped so that they are g, v, n.
  const named = parts.map((part) => sql`SELECT * FROM (${part}) AS part (g, v, n)`);
  const { rows } = await db.execute<CountRow>(sql`
    WITH base AS MATERIALIZED (
      SELECT d.category_ids, d.merchant_id, d.price, d.rating, d.attr_pairs, d.in_stock, d.is_self, ${toC} AS to_c
        ${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      FROM search_documents d WHERE ${scopeWhere(s)})
    ${sql.join(named, sql` UNION ALL `)}`);
  return rows.flatMap((r) => {
    if (r.g !== '') return [{ g: r.g, v: r.v, n: Number(r.n) }];
    // The one-pass counts, in the order asked; a price range or rating nothing has is left out, as a GROUP BY would.
    const counts = JSON.parse(r.v) as number[];
    return scalars.flatMap((c, i) => (c.always || counts[i]! > 0 ? [{ g: c.g, v: c.v, n: counts[i]! }] : []));
  });
}

const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.name.localeCompare(b.name);

/** The shown categories of `ids`, in the facets' order, named in the reader's language (kept names where held). */
async function categoryNames(db: Queryable, ids: number[], s: Selection) {
  if (ids.length === 0) return [];
  const held = facetNamesOf(db);
  const wanted = new Set(ids);
  const rows = held ? (await held.allCategories()).filter((c) => wanted.has(c.id)) : await readCategories(db, ids);
  return rows.flatMap((r) =>
    r.shown ? [{ id: r.id, pid: r.pid, name: localize({ en: r.name, ...r.names }, s.locale, r.name) }] : [],
  );
}

/** The shops' names in the reader's language (decision 0056), as their pages and cards write them. */
async function shopNames(db: Queryable, ids: number[], locale: Locale): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map<number, string>();
  const held = facetNamesOf(db);
  const names = held ? await held.shopNames(ids) : await readShopNames(db, ids);
  return new Map(
    [...names].map(([id, shop]) => [id, localize({ en: shop.name, ...shop.names }, locale, shop.name)] as const),
  );
}

const ids = (values: FacetValue[]) => values.flatMap((v) => (v.id === undefined ? [] : [v.id]));

/**
 * Kept facets with the names categories and shops have now (a rename announces no document): counted facets are kept
 * until their documents change, names are read at each answer (two reads by primary key).
 */
export async function withCurrentNames(db: Queryable, facets: Facets, s: Selection): Promise<Facets> {
  const [named, shopName] = await Promise.all([
    categoryNames(db, ids(facets.categories), s),
    shopNames(db, ids(facets.shops), s.locale),
  ]);
  const counted = new Map(facets.categories.map((c) => [c.id, c]));
  return {
    ...facets,
    categories: named.flatMap((c) => {
      const kept = counted.get(c.id);
      return kept ? [{ ...kept, pid: c.pid, name: c.name }] : [];
    }),
    shops: facets.shops.map((shop) => ({ ...shop, name: shopName.get(shop.id ?? 0) ?? '' })).sort(byCount),
  };
}

/** Every group a search's facets count: the fixed ones, and each selected attribute with its own selection left out. */
export function facetGroups(s: Selection): (CountGroup | 'attrs' | `attr:${string}`)[] {
  const groups = ['total', 'categories', 'shops', 'prices', 'ratings', 'inStock', 'selfOperated', 'shipsTo', 'attrs'];
  return [...(groups as CountGroup[]), ...s.attrs.map((a) => `attr:${a.key}` as const)];
}

/** What a search's facets are made of: every group's counts, one row per value (`searchFacets` names and cuts them). */
export async function facetRows(db: Queryable, s: Selection): Promise<CountRow[]> {
  const wanted = facetGroups(s);
  // A keyword asked for again is counted on its base held in memory (decision 0041), else here in the database.
  return (await heldFacetRows(db, s, wanted)) ?? countGroups(db, s, wanted);
}

/**
 * The counts of documents that no two parts share, added up: every group counts documents, so the counts of a whole
 * are the sums of its parts' (a value no part has stays out, as a count of the whole leaves it out).
 */
export function sumRows(parts: CountRow[][]): CountRow[] {
  const summed = new Map<string, CountRow>();
  for (const rows of parts) {
    for (const r of rows) {
      const key = `${r.g}\u0000${r.v}`;
      const found = summed.get(key);
      if (found) found.n += r.n;
      else summed.set(key, { ...r });
    }
  }
  return [...summed.values()];
}

/** Every facet of a search, and the exact number of products that match the whole selection. */
export async function searchFacets(
  db: Queryable,
  s: Selection,
  opts: { allShops?: boolean } = {},
): Promise<{ facets: Facets; total: number }> {
  return facetsOfRows(db, s, await facetRows(db, s), opts);
}

/** The facets of a selection from its counts (`facetRows`): values named, ordered and cut. */
export async function facetsOfRows(
  db: Queryable,
  s: Selection,
  rows: CountRow[],
  opts: { allShops?: boolean } = {},
): Promise<{ facets: Facets; total: number }> {
  const selectedAttrs = s.attrs.map((a) => `attr:${a.key}` as const);
  const of = (g: string) => rows.filter((r) => r.g === g);
  const more: string[] = [];

  // A chosen value stays listed (with its count, 0 when nothing matches any more), so its chip keeps its name.
  const categoryCounts = new Map(of('categories').map((r) => [Number(r.v), r.n]));
  for (const id of s.cids) if (!categoryCounts.has(id)) categoryCounts.set(id, 0);
  const categories = (await categoryNames(db, [...categoryCounts.keys()], s)).map((c) => ({
    ...c,
    count: categoryCounts.get(c.id) ?? 0,
    selected: s.cids.includes(c.id),
  }));

  const shopRows = of('shops')
    .map((r) => ({ id: Number(r.v), count: r.n }))
    .sort((a, b) => b.count - a.count || a.id - b.id);
  for (const id of s.merIds) if (!shopRows.some((r) => r.id === id)) shopRows.push({ id, count: 0 });
  const shown = shopRows.filter((r, i) => opts.allShops || i < TOP_SHOPS || s.merIds.includes(r.id));
  if (shown.length < shopRows.length) more.push('shops');
  const shopName = await shopNames(
    db,
    shown.map((r) => r.id),
    s.locale,
  );
  const shops = shown.map((r) => ({
    id: r.id,
    name: shopName.get(r.id) ?? '',
    count: r.count,
    selected: s.merIds.includes(r.id),
  }));

  const prices = of('prices')
    .map((r) => ({ bucket: Number(r.v), count: r.n }))
    .sort((a, b) => a.bucket - b.bucket)
    .map(({ bucket, count }) => {
      const low = bucket === 0 ? 0 : PRICE_BOUNDS[bucket - 1]!;
      const high = PRICE_BOUNDS[bucket] === undefined ? undefined : PRICE_BOUNDS[bucket]! - 1;
      const value = `${fromCents(low)}-${high === undefined ? '' : fromCents(high)}`;
      const selected = (s.minPrice ?? 0) === low && s.maxPrice === high && (s.minPrice ?? s.maxPrice) !== undefined;
      return { value, name: value, count, selected };
    });

  const ratings = of('ratings')
    .map((r) => ({ value: r.v, name: r.v, count: r.n, selected: s.minRating === Number(r.v) }))
    .sort((a, b) => Number(b.value) - Number(a.value));
  const single = (g: string, selected: boolean) =>
    of(g)
      .filter((r) => r.n > 0 || selected)
      .map((r) => ({ value: r.v, name: r.v, count: r.n, selected }));

  // In one order whatever order the counts came in (an aggregate's, or sums of parts): the shown spelling of a name
  // or value and the order of equal counts follow it.
  const byPair = (a: CountRow, b: CountRow) => (a.v < b.v ? -1 : a.v > b.v ? 1 : 0);
  const pairs: PairCount[] = of('attrs')
    .sort(byPair)
    .map((r) => ({ pair: r.v, count: r.n, group: null }));
  for (const g of selectedAttrs) {
    for (const r of of(g).sort(byPair)) pairs.push({ pair: r.v, count: r.n, group: g.slice(5) });
  }
  const attrs = attrFacets(pairs, s.attrs, more);

  return {
    total: of('total')[0]?.n ?? 0,
    facets: {
      categories,
      shops: shops.sort(byCount),
      prices,
      ratings,
      attrs,
      inStock: single('inStock', s.inStock),
      selfOperated: single('selfOperated', s.selfOperated),
      // A country is named in the reader's language, as the address book and the freight line name it.
      shipsTo: await Promise.all(
        single('shipsTo', s.shipsTo !== undefined).map(async (v) => ({
          ...v,
          name: await nameOfCountry(v.value, s.locale),
        })),
      ),
      more,
    },
  };
}
