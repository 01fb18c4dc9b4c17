import type { LocalizedText } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import type { ChangedIds } from '../../platform/change-feed';
import { ReadModel } from '../../platform/read-model';
import type { ReplicaFence } from '../../platform/replica-fence';
import { shownCategory } from './visibility';

/**
 * The names a search's facets show, kept in the process until the change feed says they changed (issue 25): every
 * answer with facets named its categories and shops with two reads by primary key, each a round trip that cost the
 * server more than the reading (at a million products, varied facet selections spent about a third of the server's
 * time writing statements to PostgreSQL). The categories are few and read whole, with whether each is shown
 * (`shownCategory`, decision 0042), and the shops' names, until `listings` is announced (every category write and
 * every product write announces it); a shop's name also until its `shop` notice (a rename's approval, a suspension). Refills go through a replica fence raised
 * by every such notice, so a lagging replica is never kept; a refill that began before a notice is not kept either
 * (`ReadModel`).
 */

export type CategoryName = { id: number; pid: number; name: string; names: LocalizedText; shown: boolean };
/** A shop's name and its names in the other languages (decision 0056): each answer reads the one of its language. */
export type ShopName = { name: string; names: LocalizedText };

export class FacetNames {
  private readonly categories = new ReadModel<CategoryName[]>({
    entries: 1,
    bytes: 4_000_000,
    name: 'facet category names',
  });
  private readonly shops = new ReadModel<ShopName>({
    entries: 20_000,
    bytes: 4_000_000,
    name: 'facet shop names',
  });

  constructor(private readonly fence: ReplicaFence) {}

  /** Every category write announces `listings`, and so do fixtures and scripts that write behind the routes' back. */
  listingsChanged(): void {
    this.fence.changed();
    this.categories.clear();
    this.shops.clear();
  }

  shopsChanged(ids: ChangedIds): void {
    this.fence.changed();
    this.shops.changed('s:', ids);
  }

  /** Every category in the order facets list them (sort, id), with whether the storefront shows it. */
  allCategories(): Promise<CategoryName[]> {
    return this.categories.get('all', async () => ({
      value: await readCategories((await this.fence.source()) as Db),
      tags: ['categories'],
    }));
  }

  async shopNames(ids: number[]): Promise<Map<number, ShopName>> {
    const found = await this.shops.getMany(
      ids.map((id) => `s:${id}`),
      async (missing) => {
        const read = await readShopNames(
          (await this.fence.source()) as Db,
          missing.map((key) => Number(key.slice(2))),
        );
        return new Map([...read].map(([id, name]) => [`s:${id}`, { value: name, tags: [`s:${id}`] }]));
      },
    );
    return new Map(ids.flatMap((id) => (found.has(`s:${id}`) ? [[id, found.get(`s:${id}`)!]] : [])));
  }
}

export async function readCategories(db: Queryable, ids?: number[]): Promise<CategoryName[]> {
  const { rows } = await db.execute<{
    id: number;
    parent_id: number;
    name: string;
    names: LocalizedText;
    shown: boolean;
  }>(sql`
    SELECT c.id, c.parent_id, c.name, c.names, ${shownCategory} AS shown FROM categories c
    ${ids ? sql`WHERE c.id = ANY(${`{${ids.join(',')}}`}::int[])` : sql``}
    ORDER BY c.sort, c.id`);
  return rows.map((r) => ({ id: r.id, pid: r.parent_id, name: r.name, names: r.names, shown: r.shown }));
}

export async function readShopNames(db: Queryable, ids: number[]): Promise<Map<number, ShopName>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<{ id: number; name: string; names: LocalizedText | null }>(
    sql`SELECT id, name, names FROM merchants WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, { name: r.name, names: r.names ?? {} }]));
}

/** The names kept for a database's pools (its primary and its replica), as the routes that hear the change feed set. */
const byPool = new WeakMap<object, FacetNames>();

export function holdFacetNames(dbs: Db[], names: FacetNames): void {
  for (const db of dbs) byPool.set(db.$client, names);
}

/** The names kept for `db`'s pool; null where no routes keep them (a script, a test calling the counts directly). */
export function facetNamesOf(db: Queryable): FacetNames | null {
  const pool = (db as Partial<Db>).$client;
  return pool ? (byPool.get(pool) ?? null) : null;
}
