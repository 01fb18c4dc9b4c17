import type { Facets, ProductSearchPage } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type CountRow, facetRows, facetsOfRows, searchFacets, sumRows } from './search-facets';
import { capped } from './search-list';
import type { Selection } from './search-selection';

/**
 * The counts of a category's plain view (nothing chosen: its total and every facet, the same on every page and in
 * every order) and of the whole catalogue's, made of the categories' counts that the routes keep (search.routes.ts)
 * until their documents change.
 */

/** What a category's plain view shows on every page and in every order: its total and every facet counted. */
export type CategoryCounts = Pick<ProductSearchPage, 'total' | 'totalCapped'> & {
  facets: NonNullable<ProductSearchPage['facets']>;
};

/** A category's counts, uncut (every shop and attribute value), as `facetRows` answers them. */
export type PartRows = (cid: number) => Promise<CountRow[]>;

/**
 * Counts a category's plain view, or the whole catalogue's counted at once (no `cid`): a category's counts are
 * `categoryRows`, each part of them answered by `partRows` (the routes keep them; counted here by default).
 */
export async function categoryCounts(
  db: Queryable,
  s: Selection,
  partRows: PartRows = countedHere(db, s),
): Promise<CategoryCounts> {
  if (s.cid === undefined) return plainView(await searchFacets(db, s));
  return plainView(await facetsOfRows(db, s, await categoryRows(db, s.cid, partRows)));
}

/**
 * A category's counts with nothing chosen: a top category's are its children's added up when every document of it
 * is one of theirs (a product sits in a leaf, and a top category without children is one), else it is counted whole.
 * Each child's counts are kept by the routes (`partRows`) until that child's documents change, so a write costs one
 * child's count again instead of its top category's (105,065 documents, 309 ms of the database at a million
 * products; issue 25), a top category's view and its children's views count each document once between them, and the
 * children are counted side by side, on as many connections as the pool gives.
 */
async function categoryRows(db: Queryable, cid: number, partRows: PartRows): Promise<CountRow[]> {
  const { rows } = await db.execute<{ children: number[]; own: boolean }>(sql`
    SELECT ARRAY(SELECT id FROM categories WHERE parent_id = ${cid} ORDER BY id) AS children,
      EXISTS (SELECT 1 FROM products WHERE category_id = ${cid}) AS own`);
  const children = rows[0]?.children ?? [];
  if (children.length === 0 || rows[0]?.own !== false) return partRows(cid);
  return sumRows(await Promise.all(children.map((child) => partRows(Number(child)))));
}

/** A plain view's counts as kept: the total capped as the list shows it. */
function plainView(counted: { facets: Facets; total: number }): CategoryCounts {
  const total = capped(counted.total);
  return { total: total.total, totalCapped: total.capped, facets: counted.facets };
}

/**
 * The whole catalogue's counts with nothing chosen, as the sums of its top categories' (every document sits under
 * exactly one), each of which is `categoryRows` of `partRows`. A write then costs one category's count again, not the
 * catalogue's (at a million products 0.6 s against 8 s; issue 25). The top categories are counted side by side.
 */
export async function catalogueCounts(
  db: Queryable,
  s: Selection,
  partRows: PartRows = countedHere(db, s),
): Promise<CategoryCounts> {
  const { rows: tops } = await db.execute<{ id: number }>(
    sql`SELECT id FROM categories WHERE parent_id = 0 ORDER BY id`,
  );
  const parts = await Promise.all(tops.map((top) => categoryRows(db, top.id, partRows)));
  return plainView(await facetsOfRows(db, s, sumRows(parts)));
}

/** Each category's counts counted afresh, nothing kept (what the routes' kept counts must equal). */
const countedHere =
  (db: Queryable, s: Selection): PartRows =>
  (cid) =>
    facetRows(db, { ...s, cid });
