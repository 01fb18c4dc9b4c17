import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StripeProvider } from '../payments/stripe-provider';
import { acceptRefund, receiveReturn } from './merchant-refunds.service';
import { REFUND_DEADLINES, type RefundDeadlines } from './refund-deadlines';

/**
 * Decides for the shop every refund past its deadline (refund-deadlines.ts; the minute sweep calls it), a few at a
 * time, oldest first. Both go through the shop's own accept and receipt (ledger, points, coupons, the provider's
 * idempotency on the refund number), so nothing differs but who clicked, and the shop's staff are told.
 * Safe to repeat and to run in several processes: the accept and the receipt are conditional on the state, so a
 * refund the shop (or another process) decided meanwhile is left as it is. Answers how many were decided now.
 */
export async function decideOverdueRefunds(
  db: Db,
  stripe: StripeProvider | null,
  days: RefundDeadlines = REFUND_DEADLINES,
): Promise<number> {
  const { rows } = await db.execute<{ refund_no: string; merchant_id: number; status: string }>(sql`
    SELECT refund_no, merchant_id, status FROM refunds
    WHERE (status = 'review' AND created_at <= now() - make_interval(days => ${days.acceptDays}))
      OR (status = 'returned' AND returned_at <= now() - make_interval(days => ${days.receiveDays}))
    ORDER BY id LIMIT 50`);
  let decided = 0;
  for (const refund of rows) {
    try {
      if (refund.status === 'review') {
        await acceptRefund(db, stripe, refund.merchant_id, refund.refund_no, { overdue: true });
      } else {
        await receiveReturn(db, stripe, refund.merchant_id, refund.refund_no, { overdue: true });
      }
      decided++;
    } catch {
      // Decided meanwhile (a conflict), or the provider failed: a refund left "refunding" is paid back by
      // resumeStuckRefunds and the shop's retry, like any other.
    }
  }
  return decided;
}
