import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { foldSales } from '../inventory/inventory';
import { compactTermCounts } from './search-document-writes';

/**
 * The sales follower (decision 0047): a payment appends its units to `product_sales_moves` (the inventory owns them);
 * every few seconds the follower folds them into `products.sales` and, in the same transaction, copies the new
 * figures to the products' search documents (and their postings, decision 0034) and announces the products, so every
 * process's goods detail and cards show them. Before, the payment updated the product row and announced it itself
 * (decision 0029), and the follower copied what it had been told about a moment later.
 *
 * A fold takes every move committed so far, whichever process's payment wrote it, and each move once, so running it
 * in several processes or twice changes nothing more. `reconcileSalesInSearch` compares every product with its
 * documents once at each start and every ten minutes: the repair for a figure set by hand or by a seed.
 */

/** Folds the sales moves and copies the figures to the search documents; answers how many documents changed. */
export async function followSales(db: Db): Promise<number> {
  return db.transaction(async (t) => {
    const ids = await foldSales(t);
    if (ids.length === 0) return 0;
    const { rows } = await t.execute<{ product_id: number }>(sql`
      WITH postings AS (
        UPDATE search_postings s SET sales = p.sales FROM products p
        WHERE p.id = s.product_id AND s.product_id = ANY(${`{${ids.join(',')}}`}::int[]) AND s.sales <> p.sales)
      UPDATE search_documents d SET sales = p.sales FROM products p
      WHERE p.id = d.product_id AND d.product_id = ANY(${`{${ids.join(',')}}`}::int[]) AND d.sales <> p.sales
      RETURNING d.product_id`);
    await announceChange(t, 'product', ids);
    return rows.length;
  });
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
 * it: each move is folded by one of them. A pass rewrites every document of the products sold since the last one, however
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
