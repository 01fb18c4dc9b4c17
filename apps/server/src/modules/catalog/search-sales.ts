import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';

/**
 * The search documents' sales figure follows `products.sales` a moment later, outside the payment (decision 0029).
 *
 * `products.sales` is the truth and changes in the payment's transaction; the six documents of a product (one per
 * language, each in six indexes of which two are GIN) are rewritten by the follower, which copies the figure from
 * the product wherever the two differ. A copy, never an increment: running it twice, late, or in several processes
 * gives the same documents, and no sale is lost when a process dies, because `reconcileSalesInSearch` compares every
 * product once at each start and every ten minutes.
 */

/** Products whose sales this process moved, with when; each is compared again for a while (its commit may lag). */
const moved = new Map<number, number>();
const WATCH_MS = 30_000;

/** The inventory moved these products' sales (inside a transaction that may commit a little later). */
export function salesMoved(productIds: readonly number[]): void {
  const now = Date.now();
  for (const id of productIds) moved.set(id, now);
}

/**
 * Copies the sales of the products moved in the last 30 seconds to their documents where they differ; answers how
 * many documents changed. A product stays watched for 30 seconds after its last sale, so a payment that commits
 * after a pass is seen by a later one.
 */
export async function followSales(t: Queryable, now = Date.now()): Promise<number> {
  const ids: number[] = [];
  for (const [id, at] of moved) {
    ids.push(id);
    if (now - at > WATCH_MS) moved.delete(id);
  }
  if (ids.length === 0) return 0;
  const { rows } = await t.execute<{ product_id: number }>(sql`
    UPDATE search_documents d SET sales = p.sales FROM products p
    WHERE p.id = d.product_id AND d.product_id = ANY(${`{${ids.join(',')}}`}::int[]) AND d.sales <> p.sales
    RETURNING d.product_id`);
  return rows.length;
}

/**
 * Compares every product's sales with its documents, 5,000 products per statement, and copies where they differ:
 * the repair after a process stopped between a payment's commit and its follower's pass. Answers how many documents
 * changed.
 */
export async function reconcileSalesInSearch(t: Queryable, batch = 5000): Promise<number> {
  let after = 0;
  let changed = 0;
  for (;;) {
    const { rows } = await t.execute<{ last: number | null; changed: number }>(sql`
      WITH range AS (SELECT id FROM products WHERE id > ${after} ORDER BY id LIMIT ${batch}),
      done AS (
        UPDATE search_documents d SET sales = p.sales FROM products p
        WHERE p.id = d.product_id AND p.id IN (SELECT id FROM range) AND d.sales <> p.sales
        RETURNING 1
      )
      SELECT (SELECT max(id) FROM range) AS last, (SELECT count(*)::int FROM done) AS changed`);
    const last = rows[0]?.last;
    changed += rows[0]?.changed ?? 0;
    if (last === null || last === undefined) return changed;
    after = Number(last);
  }
}

/**
 * Runs the follower every `intervalMs` (one second by default) and the full comparison at start and every ten
 * minutes. Several processes may run it: each copies the same figures.
 */
export function startSalesFollower(
  db: Db,
  warn: (details: object, message: string) => void,
  intervalMs = 1000,
): { stop: () => Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let reconciledAt = 0;
  const pass = async () => {
    await followSales(db);
    if (Date.now() - reconciledAt >= 600_000) {
      reconciledAt = Date.now();
      await reconcileSalesInSearch(db);
    }
  };
  const tick = () => {
    if (stopped) return;
    running = pass()
      .catch((err) => warn({ err }, 'the search sales follower failed; it tries again'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
