import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshSearchDocuments } from './search-documents';

/**
 * The documents' refresher (decision 0048): a migration that changes how search documents are derived names the
 * products it touches in `search_refresh_queue` instead of deleting their documents, and every process rebuilds them
 * here, a batch at a time, while the shop is open. Until its turn a product keeps answering from its old documents;
 * before, the start rebuilt them all before it opened (8 minutes at a million products).
 *
 * Each batch is one transaction that takes its products out of the queue and rebuilds them: a batch taken by another
 * process is skipped (`SKIP LOCKED`), and one that fails goes back to the queue with its transaction.
 */

/** Rebuilds one batch of the queue; answers how many products it took (0: the queue is empty or taken). */
export async function refreshQueuedDocuments(db: Db, batch = REFRESH_BATCH): Promise<number> {
  return db.transaction(async (t) => {
    const { rows } = await t.execute<{ product_id: number }>(sql`
      DELETE FROM search_refresh_queue WHERE product_id IN (
        SELECT product_id FROM search_refresh_queue ORDER BY product_id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING product_id`);
    if (rows.length === 0) return 0;
    await refreshSearchDocuments(
      t,
      rows.map((r) => Number(r.product_id)),
    );
    return rows.length;
  });
}

/** Products rebuilt in one go after which the refresher vacuums the documents itself. */
const VACUUM_AFTER = 10_000;

/** Products per batch: 1,000 took 0.3–0.5 s of one core at a million products, short enough for the shop's writes. */
const REFRESH_BATCH = 1000;

/**
 * Works the queue down from the start, a batch at a time with a pause between batches (`pauseMs`, the shop's own
 * requests go first), then looks again every `idleMs`. Stops between batches.
 */
export function startDocumentRefresher(
  db: Db,
  log: { info: (message: string) => void; warn: (details: object, message: string) => void },
  opts: { pauseMs?: number; idleMs?: number } = {},
): { stop: () => Promise<void> } {
  const pauseMs = opts.pauseMs ?? 50;
  const idleMs = opts.idleMs ?? 60_000;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let done = 0;
  const tick = () => {
    if (stopped) return;
    running = refreshQueuedDocuments(db)
      .then(async (taken) => {
        if (taken > 0) {
          done += taken;
          if (done % 50_000 < taken) log.info(`Search documents refreshed: ${done} products …`);
          return pauseMs;
        }
        if (done > 0) log.info(`Search documents refreshed: ${done} products, the queue is empty.`);
        const big = done >= VACUUM_AFTER;
        done = 0;
        // What a bulk rewrite leaves (dead rows, stale statistics) is the writer's to clean up (issue 25, goal 3).
        if (big) await db.execute(sql`VACUUM (ANALYZE) search_documents, search_postings`);
        return idleMs;
      })
      .catch((err) => {
        log.warn({ err }, 'the search documents refresher failed; it tries again');
        return idleMs;
      })
      .then((wait) => {
        if (!stopped) timer = setTimeout(tick, wait);
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
