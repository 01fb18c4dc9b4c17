import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import { recordUnreadAnswers } from './modules/chat/answer-notices';
import { mailWaitingShops } from './modules/chat/waiting-mails';
import { payoutProviders } from './modules/finance/payout-providers';
import { resumeStuckPayouts } from './modules/finance/payouts';
import { settleDue } from './modules/finance/settlement';
import { startNoticeSender, sweepNotices } from './modules/notices/sender-loop';
import { cancelOverdueOrders, confirmOverdueReceipts } from './modules/orders/order-lifecycle';
import { startPayDeadlines } from './modules/orders/pay-deadlines';
import { cancelOpenIntents } from './modules/payments/intent-cancel';
import type { StripeProvider } from './modules/payments/stripe-provider';
import { resumeStuckRefunds } from './modules/refunds/merchant-refunds.service';
import { decideOverdueRefunds } from './modules/refunds/overdue-refunds';
import type { RefundDeadlines } from './modules/refunds/refund-deadlines';
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
  /** Days the shop has to decide a refund request and to confirm returned goods (default REFUND_DEADLINES). */
  refundDeadlines?: RefundDeadlines;
  /** The card processor refunds go through (null: the offline test card). */
  stripe?: StripeProvider | null;
  /** Tells shop owners how the payouts the sweep resumes ended. */
  messaging?: Messaging;
  /** Where links in emails point (the chat's waiting-shopper email). */
  publicUrl?: string;
};

/** The queue of one cancel job per checkout, before the pay-deadline timer (modules/orders/pay-deadlines.ts). */
const RETIRED = ['order-cancel-unpaid'];
const SWEEP = 'order-sweep';
const SETTLE = 'finance-settle';
const NOTICES = 'notices-sweep';
const CHAT_WAITING = 'chat-waiting-mail';

/**
 * The shop's jobs (the composition root wires them; platform/jobs.ts only runs named jobs): unpaid checkouts are
 * cancelled at their deadline by each process's timer (modules/orders/pay-deadlines.ts), and a sweep every minute
 * catches anything the timers missed, confirms receipts after ORDER_AUTO_RECEIVE_DAYS, completes received orders
 * after ORDER_AUTO_COMPLETE_DAYS, resumes stuck refunds, decides for the shop the refunds it left past their deadline
 * (REFUND_AUTO_ACCEPT_DAYS, RETURN_AUTO_RECEIVE_DAYS) and prunes old rate-limit windows. Every step is
 * conditional, so several processes may run the same jobs.
 */
export function shopJobs(deps: Deps): Job[] {
  const { db, log } = deps;
  return [
    {
      name: SWEEP,
      schedule: '* * * * *',
      run: async () => {
        const cancelled = await cancelOverdueOrders(db);
        // The intents of cancelled orders still open at Stripe: those the timer or the shopper's cancel left (audit DF5).
        const intents = await cancelOpenIntents(db, deps.stripe ?? null, (d, m) => log.warn(d, m));
        const received = await confirmOverdueReceipts(db, deps.autoReceiveDays);
        const completed = await completeOverdueOrders(db, deps.autoCompleteDays ?? 7);
        const refunded = await resumeStuckRefunds(db, deps.stripe ?? null);
        const decided = await decideOverdueRefunds(db, deps.stripe ?? null, deps.refundDeadlines);
        const notice = deps.messaging && {
          messaging: deps.messaging,
          warn: (details: object, message: string) => log.warn(details, message),
        };
        const payouts = await resumeStuckPayouts(db, payoutProviders(deps.stripe ?? null), undefined, notice);
        await pruneRateLimits(db);
        if (cancelled + intents + received + completed + refunded + decided + payouts > 0) {
          log.info({ cancelled, intents, received, completed, refunded, decided, payouts }, 'order sweep');
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
    {
      // Notifications (decision 0025): coupon reminders and any delivery the fast sender left behind.
      name: NOTICES,
      schedule: '* * * * *',
      run: async () => {
        if (deps.messaging) await sweepNotices(db, deps.messaging, (details, message) => log.warn(details, message));
      },
    },
    {
      // Shop owners (and the mall's operators, for its own service) hear of shoppers waiting too long in chat (claimed
      // per conversation, so any process may run it), and shoppers of answers they left unread (a notice, delivered
      // by the notice sender).
      name: CHAT_WAITING,
      schedule: '* * * * *',
      run: async () => {
        const told = await recordUnreadAnswers(db);
        if (told > 0) log.info({ told }, 'chat answers told');
        if (!deps.messaging) return;
        const mailed = await mailWaitingShops(db, deps.messaging, {
          publicUrl: deps.publicUrl ?? '',
          warn: (details, message) => log.warn(details, message),
        });
        if (mailed > 0) log.info({ mailed }, 'chat waiting mails');
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
    retired: RETIRED,
    pollingIntervalSeconds: opts.pollingIntervalSeconds,
  });
  const deadlines = startPayDeadlines({
    db: opts.db,
    warn: (d, m) => opts.log.warn(d, m),
    cancelled: (n) => {
      opts.log.info({ cancelled: n }, 'unpaid orders cancelled at their deadline');
      // Their intents at Stripe, after the cancellations committed; what fails here the sweep does (audit DF5).
      void cancelOpenIntents(opts.db, opts.stripe ?? null, (d, m) => opts.log.warn(d, m)).catch((error) =>
        opts.log.warn({ err: error }, 'cancelling the intents of cancelled orders failed'),
      );
    },
  });
  // The notice sender delivers about a second after each event's commit (modules/notices/sender-loop.ts).
  const sender = opts.messaging
    ? startNoticeSender({ db: opts.db, messaging: opts.messaging, warn: (d, m) => opts.log.warn(d, m) })
    : null;
  return {
    scheduleCancel: async (_orderNo, at) => deadlines.due(at),
    stop: async () => {
      await deadlines.stop();
      await sender?.stop();
      await queue.stop();
    },
  };
}
