import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { refreshSearchDocuments } from './search-documents';

/**
 * The documents' refresher (decision 0048): a migration that changes how search documents are derived names the
 * products it touches in `search_refresh_queue` instead of deleting their documents, and every process rebuilds them
 * here, a batch at a time, while the shop is open. Until its turn a product keeps answering from its old documents;
 * before, the start rebuilt them all before it opened (8 minutes at a million products).
 *
 * Each batch is one transaction that takes its products out of the queue and rebuilds them: a batch taken by another
 * process is skipped (`SKIP LOCKED`), and one that fails goes back to the queue with its transaction.
 *
 * A glossary write queues the products it changes the same way (audit FG9, attribute-terms.service.ts) and nudges the
 * refresher (`nudgeDocumentRefresher`) so that they are rebuilt at once rather than at its next minute's look. Each
 * batch announces its products (`product`: their details and cards read the words again), and the queue worked down
 * announces `listings`.
 */

/** Rebuilds one batch of the queue; answers how many products it took (0: the queue is empty or taken). */
export async function refreshQueuedDocuments(db: Db, batch = REFRESH_BATCH): Promise<number> {
  return db.transaction(async (t) => {
    const { rows } = await t.execute<{ product_id: number }>(sql`
      DELETE FROM search_refresh_queue WHERE product_id IN (
        SELECT product_id FROM search_refresh_queue ORDER BY product_id LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING product_id`);
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => Number(r.product_id));
    await refreshSearchDocuments(t, ids);
    await announceChange(t, 'product', ids);
    return rows.length;
  });
}

/**
 * Works the queue down once, here: what a nudge does in a process that runs no refresher (the tests' apps, a script).
 * Answers how many products it rebuilt; `listings` is announced when it rebuilt any.
 */
export async function drainQueuedDocuments(db: Db): Promise<number> {
  let done = 0;
  for (let taken = await refreshQueuedDocuments(db); taken > 0; taken = await refreshQueuedDocuments(db)) done += taken;
  if (done > 0) await announceChange(db, 'listings');
  return done;
}

type RefresherLog = { info: (message: string) => void; warn: (details: object, message: string) => void };

/** The refreshers this process runs (main.ts starts one), each by its wake-up. */
const refreshers = new Set<() => void>();

/**
 * Products were queued and their writer has committed (a glossary write): the refresher of this process looks at the
 * queue now rather than at its next minute's look; a process without one works the queue down itself, in the
 * background, and tries again a few times when that fails. Either way a failure leaves the products queued, for the
 * next look of any process's refresher.
 */
export function nudgeDocumentRefresher(db: Db, log: Pick<RefresherLog, 'warn'>): void {
  if (refreshers.size > 0) {
    for (const wake of refreshers) wake();
    return;
  }
  const attempt = (left: number) => {
    drainQueuedDocuments(db).catch((err) => {
      // No refresher here looks at the queue again: a batch that failed (a deadlock with another writer, a lost
      // connection) would otherwise stay queued until the process stops.
      log.warn({ err }, 'the search documents queue was not worked down yet');
      if (left > 0) setTimeout(() => attempt(left - 1), DRAIN_RETRY_MS).unref();
    });
  };
  attempt(DRAIN_RETRIES);
}

/** A process without a refresher tries a failed drain again this many times, this far apart. */
const DRAIN_RETRIES = 5;
const DRAIN_RETRY_MS = 500;

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
  log: RefresherLog,
  opts: { pauseMs?: number; idleMs?: number } = {},
): { stop: () => Promise<void> } {
  const pauseMs = opts.pauseMs ?? 50;
  const idleMs = opts.idleMs ?? 60_000;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let done = 0;
  /** A look is under way; `again`: a nudge came during it, look again at once (it may not have seen the new rows). */
  let busy = false;
  let again = false;
  const tick = () => {
    if (stopped) return;
    busy = true;
    again = false;
    running = refreshQueuedDocuments(db)
      .then(async (taken) => {
        if (taken > 0) {
          done += taken;
          if (done % 50_000 < taken) log.info(`Search documents refreshed: ${done} products …`);
          return pauseMs;
        }
        if (done > 0) {
          log.info(`Search documents refreshed: ${done} products, the queue is empty.`);
          await announceChange(db, 'listings');
        }
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
        busy = false;
        if (!stopped) timer = setTimeout(tick, again ? 0 : wait);
      });
  };
  const wake = () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(tick, 0);
  };
  refreshers.add(wake);
  timer = setTimeout(tick, 0);
  return {
    stop: async () => {
      stopped = true;
      refreshers.delete(wake);
      clearTimeout(timer);
      await running;
    },
  };
}
