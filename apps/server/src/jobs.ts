import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import { payoutProviders } from './modules/finance/payout-providers';
import { resumeStuckPayouts } from './modules/finance/payouts';
import { settleDue } from './modules/finance/settlement';
import { cancelIfOverdue, cancelOverdueOrders, confirmOverdueReceipts } from './modules/orders/order-lifecycle';
import type { StripeProvider } from './modules/payments/stripe-provider';
import { resumeStuckRefunds } from './modules/refunds/merchant-refunds.service';
import { completeOverdueOrders } from './modules/reviews/order-completion';
import { type Job, startJobQueue } from './platform/jobs';
import type { Messaging } from './platform/messaging';
import { pruneRateLimits } from './platform/rate-limit';

/** What the app asks of the job queue (main.ts starts it; tests may run without one). */
export type Jobs = {
  /** Cancels the checkout at its pay deadline unless it was paid. */
  scheduleCancel: (orderNo: string, at: Date) => Promise<void>;
  stop: () => Promise<void>;
};

type Deps = {
  db: Db;
  log: FastifyBaseLogger;
  autoReceiveDays: number;
  /** Received orders not reviewed complete after this many days (default 7). */
  autoCompleteDays?: number;
  /** The card processor refunds go through (null: the offline test card). */
  stripe?: StripeProvider | null;
  /** Tells shop owners how the payouts the sweep resumes ended. */
  messaging?: Messaging;
};

const CANCEL = 'order-cancel-unpaid';
const SWEEP = 'order-sweep';
const SETTLE = 'finance-settle';

/**
 * The shop's jobs (the composition root wires them; platform/jobs.ts only runs named jobs): each unpaid checkout gets
 * a cancel job at its deadline, and a sweep every minute catches anything a crash between commit and scheduling left
 * behind, confirms receipts after ORDER_AUTO_RECEIVE_DAYS, completes received orders after ORDER_AUTO_COMPLETE_DAYS,
 * resumes stuck refunds and prunes old rate-limit windows. Every step is conditional, so several processes may run
 * the same jobs.
 */
export function shopJobs(deps: Deps): Job[] {
  const { db, log } = deps;
  return [
    {
      name: CANCEL,
      run: async (data) => {
        const orderNo = typeof data === 'object' && data !== null && 'orderNo' in data ? data.orderNo : undefined;
        if (typeof orderNo !== 'string') return;
        if (await cancelIfOverdue(db, orderNo)) log.info({ orderNo }, 'unpaid order cancelled');
      },
    },
    {
      name: SWEEP,
      schedule: '* * * * *',
      run: async () => {
        const cancelled = await cancelOverdueOrders(db);
        const received = await confirmOverdueReceipts(db, deps.autoReceiveDays);
        const completed = await completeOverdueOrders(db, deps.autoCompleteDays ?? 7);
        const refunded = await resumeStuckRefunds(db, deps.stripe ?? null);
        const notice = deps.messaging && {
          messaging: deps.messaging,
          warn: (details: object, message: string) => log.warn(details, message),
        };
        const payouts = await resumeStuckPayouts(db, payoutProviders(deps.stripe ?? null), undefined, notice);
        await pruneRateLimits(db);
        if (cancelled + received + completed + refunded + payouts > 0) {
          log.info({ cancelled, received, completed, refunded, payouts }, 'order sweep');
        }
      },
    },
    {
      // Completed orders past the after-sales window: pending -> available (keyed, so several processes may run it).
      name: SETTLE,
      schedule: '*/10 * * * *',
      run: async () => {
        const settled = await settleDue(db);
        if (settled > 0) log.info({ settled }, 'shop orders settled');
      },
    },
  ];
}

/** Starts the queue with the shop's jobs (pg-boss in the same PostgreSQL). */
export async function startJobs(
  opts: Deps & { connectionString: string; pollingIntervalSeconds?: number },
): Promise<Jobs> {
  const queue = await startJobQueue({
    connectionString: opts.connectionString,
    log: opts.log,
    jobs: shopJobs(opts),
    pollingIntervalSeconds: opts.pollingIntervalSeconds,
  });
  return {
    scheduleCancel: (orderNo, at) => queue.send(CANCEL, { orderNo }, { at, key: orderNo }),
    stop: queue.stop,
  };
}
