import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cancelOverdueOrders } from './order-lifecycle';

/**
 * Unpaid checkouts are cancelled at their pay deadline by one timer per process, not by a queued job per order
 * (issue 25). A job per order was a row written with every checkout and fetched, run and archived after it, paid or
 * not; the queue's worker took one job per fetch, fell behind at under one order a second, and its fetch slowed as
 * the backlog grew (11 ms a fetch behind 38,000 waiting jobs, a fifth of a core at 85 orders a second).
 *
 * The timer wakes at the earliest deadline it knows: those of the checkouts this process placed, and the earliest
 * unpaid deadline in the database, read after every run (so a checkout placed by another process, or one whose
 * process died, is cancelled on time as well) and at least every `recheckMs`. A run cancels every overdue checkout
 * (conditional, so several processes may run at once). Runs are at least `minGapMs` apart: a checkout is cancelled
 * within that long after its deadline. The minute sweep (src/jobs.ts) stays as the backstop.
 */
export type PayDeadlines = {
  /** A checkout placed here must be cancelled at `at` unless paid. Writes nothing. */
  due: (at: Date) => void;
  stop: () => Promise<void>;
};

/** The earliest deadline of an unpaid checkout (the partial index `orders_unpaid_deadline_idx`). */
async function nextDeadline(db: Db): Promise<number | null> {
  const { rows } = await db.execute<{ at: string | null }>(
    sql`SELECT min(pay_deadline) AS at FROM orders WHERE status = 'unpaid'`,
  );
  return rows[0]?.at ? new Date(rows[0].at).getTime() : null;
}

export function startPayDeadlines(opts: {
  db: Db;
  warn: (details: object, message: string) => void;
  /** Told how many checkouts a run cancelled, when any. */
  cancelled?: (count: number) => void;
  recheckMs?: number;
  minGapMs?: number;
}): PayDeadlines {
  const recheckMs = opts.recheckMs ?? 60_000;
  const minGapMs = opts.minGapMs ?? 1000;
  let timer: NodeJS.Timeout | undefined;
  let wakeAt = Number.POSITIVE_INFINITY;
  let lastRun = 0;
  let running: Promise<void> | null = null;
  let stopped = false;

  const arm = (at: number) => {
    if (stopped) return;
    const when = Math.max(at, lastRun + minGapMs);
    if (timer && when >= wakeAt) return;
    clearTimeout(timer);
    wakeAt = when;
    // Never longer than the recheck: a run then reads the next deadline again.
    timer = setTimeout(run, Math.max(0, Math.min(when - Date.now(), recheckMs)));
    timer.unref();
  };

  function run() {
    timer = undefined;
    wakeAt = Number.POSITIVE_INFINITY;
    if (stopped) return;
    if (running) {
      arm(Date.now() + minGapMs);
      return;
    }
    lastRun = Date.now();
    running = (async () => {
      try {
        const cancelled = await cancelOverdueOrders(opts.db);
        if (cancelled > 0) opts.cancelled?.(cancelled);
        arm((await nextDeadline(opts.db)) ?? Date.now() + recheckMs);
      } catch (error) {
        if (!stopped) opts.warn({ err: error }, 'cancelling unpaid orders at their deadline failed');
        arm(Date.now() + recheckMs);
      } finally {
        running = null;
      }
    })();
  }

  arm(Date.now());
  return {
    due: (at) => arm(at.getTime()),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
