import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { cancelOverdueOrders, cancelUnpaidOrder, confirmOverdueReceipts } from '../modules/orders/order-lifecycle';
import type { StripeProvider } from '../modules/payments/stripe-provider';
import { resumeStuckRefunds } from '../modules/refunds/merchant-refunds.service';
import { completeOverdueOrders } from '../modules/reviews/order-completion';
import { pruneRateLimits } from './rate-limit';

export type Jobs = {
  /** Cancels the checkout at its pay deadline unless it was paid. */
  scheduleCancel: (orderNo: string, at: Date) => Promise<void>;
  stop: () => Promise<void>;
};

const CANCEL = 'order-cancel-unpaid';
const SWEEP = 'order-sweep';

/**
 * Jobs in PostgreSQL with pg-boss (DESIGN.md): each unpaid checkout gets a cancel job at its deadline, and a sweep
 * every minute catches anything a crash between commit and scheduling left behind, confirms receipts after
 * ORDER_AUTO_RECEIVE_DAYS, completes received orders after ORDER_AUTO_COMPLETE_DAYS and prunes old rate-limit
 * windows. Every step is conditional, so several processes may run the same jobs.
 */
export async function startJobs(opts: {
  connectionString: string;
  db: Db;
  log: FastifyBaseLogger;
  autoReceiveDays: number;
  /** Received orders not reviewed complete after this many days (default 7). */
  autoCompleteDays?: number;
  /** The card processor refunds go through (null: the offline test card). */
  stripe?: StripeProvider | null;
  pollingIntervalSeconds?: number;
}): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: opts.connectionString, schema: 'pgboss', max: 4 });
  let stopping = false;
  // While stopping, the database may go away under the queue's connections; that is not worth an error line.
  boss.on('error', (error) => {
    if (!stopping) opts.log.error({ err: error }, 'job queue error');
  });
  await boss.start();
  await boss.createQueue(CANCEL);
  await boss.createQueue(SWEEP);
  const polling = { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 };

  await boss.work<{ orderNo: string }>(CANCEL, polling, async (jobs) => {
    for (const job of jobs) {
      const { rows } = await opts.db.execute<{ id: number }>(
        sql`SELECT id FROM orders WHERE order_no = ${job.data.orderNo} AND status = 'unpaid' AND pay_deadline <= now()`,
      );
      if (rows[0] && (await cancelUnpaidOrder(opts.db, rows[0].id))) {
        opts.log.info({ orderNo: job.data.orderNo }, 'unpaid order cancelled');
      }
    }
  });
  await boss.work(SWEEP, polling, async () => {
    const cancelled = await cancelOverdueOrders(opts.db);
    const received = await confirmOverdueReceipts(opts.db, opts.autoReceiveDays);
    const completed = await completeOverdueOrders(opts.db, opts.autoCompleteDays ?? 7);
    const refunded = await resumeStuckRefunds(opts.db, opts.stripe ?? null);
    await pruneRateLimits(opts.db);
    if (cancelled + received + completed + refunded > 0) {
      opts.log.info({ cancelled, received, completed, refunded }, 'order sweep');
    }
  });
  await boss.schedule(SWEEP, '* * * * *');

  return {
    scheduleCancel: async (orderNo, at) => {
      await boss.send(CANCEL, { orderNo }, { startAfter: at, singletonKey: orderNo });
    },
    stop: async () => {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
