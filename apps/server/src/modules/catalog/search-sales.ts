import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { compactTermCounts } from './search-document-writes';

/**
 * The search documents' sales figure (and their postings', decision 0034) follows `products.sales` a moment later,
 * outside the payment (decision 0029).
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
    WITH postings AS (
      UPDATE search_postings s SET sales = p.sales FROM products p
      WHERE p.id = s.product_id AND s.product_id = ANY(${`{${ids.join(',')}}`}::int[]) AND s.sales <> p.sales)
    UPDATE search_documents d SET sales = p.sales FROM products p
    WHERE p.id = d.product_id AND d.product_id = ANY(${`{${ids.join(',')}}`}::int[]) AND d.sales <> p.sales
    RETURNING d.product_id`);
  return rows.length;
}

/**
 * Compares every product's sales with its documents and copies where they differ: the repair after a process stopped
 * between a payment's commit and its follower's pass. Answers how many documents changed. The six documents of a
 * product always carry one figure (every writer writes all six), so the comparison reads the English ones only.
 *
 * One statement, read from two indexes both ordered by sales then product (`products_sales_idx` and
 * `search_documents_sales_idx`): a document whose pair is not among the products' pairs is stale, and PostgreSQL finds
 * them by walking the two side by side, without the tables. At a million products that is 0.3 s of one core; the
 * comparison it replaced joined each product's row to its document by key, 5,000 products a statement, and took
 * 10 s of the database's time, paced over the first 30 s after every start (issue 25). Parallel workers are off for
 * it: they would each walk the whole products index again to save a fraction of a second.
 */
export async function reconcileSalesInSearch(db: Db): Promise<number> {
  return db.transaction(async (t) => {
    await t.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    const { rows } = await t.execute<{ changed: number }>(sql`
      WITH stale AS (
        SELECT d.product_id AS id FROM search_documents d
        WHERE d.locale = 'en' AND NOT EXISTS (SELECT 1 FROM products p WHERE p.sales = d.sales AND p.id = d.product_id)),
      done AS (
        UPDATE search_documents d SET sales = p.sales FROM products p
        WHERE p.id = d.product_id AND p.id IN (SELECT id FROM stale) AND d.sales <> p.sales
        RETURNING 1
      ),
      postings AS (
        UPDATE search_postings s SET sales = p.sales FROM products p
        WHERE p.id = s.product_id AND p.id IN (SELECT id FROM stale) AND s.sales <> p.sales
      )
      SELECT count(*)::int AS changed FROM done`);
    return rows[0]?.changed ?? 0;
  });
}

/**
 * Runs the follower every `intervalMs` (five seconds by default) and the full comparison at start and every ten
 * minutes, beside it: the follower's passes go on while the comparison takes its time. Several processes may run
 * it: each copies the same figures. A pass rewrites every document of the products sold since the last one, however
 * many sales each had: with 40 best sellers selling all the time, a pass a second took 0.15 of the database's two
 * cores (158 ms a pass) from the checkouts (issue 25); every five seconds, the lists' best-seller order is that much
 * later and the cost a fifth.
 */
export function startSalesFollower(
  db: Db,
  warn: (details: object, message: string) => void,
  intervalMs = 5000,
): { stop: () => Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let repairing: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let reconciledAt = 0;
  const tick = () => {
    if (stopped) return;
    if (!repairing && Date.now() - reconciledAt >= 600_000) {
      reconciledAt = Date.now();
      // The words' counts are folded at the same pace (decision 0037).
      repairing = reconcileSalesInSearch(db)
        .then(() => compactTermCounts(db))
        .catch((err) => warn({ err }, 'the search sales comparison failed; it runs again in ten minutes'))
        .finally(() => {
          repairing = null;
        });
    }
    running = followSales(db)
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
      await Promise.all([running, repairing]);
    },
  };
}
