import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isStripeRefusal, type StripeProvider } from './stripe-provider';

type Warn = (details: object, message: string) => void;

/**
 * Cancels at Stripe the PaymentIntents still open (pending, or failed and so payable again) of cancelled orders, so
 * that a card form still open in a shopper's tab answers "cancelled" instead of charging a card the mall would then
 * refund, paying Stripe's fee for nothing (audit DF5). Runs after the order's cancellation committed, never inside it:
 * a failure is logged and the minute sweep tries again (`cancel-<intent>` keys every call, so a repeat is one cancel).
 * A refusal for good (the intent succeeded or is processing meanwhile) closes it on our side too: its success event
 * finds the order cancelled and refunds the money. `orderNo`: only that order's intents. Answers how many it closed.
 */
export async function cancelOpenIntents(
  db: Db,
  stripe: StripeProvider | null,
  warn: Warn,
  orderNo?: string,
): Promise<number> {
  if (!stripe) return 0;
  const { rows } = await db.execute<{ id: number; provider_ref: string }>(sql`
    SELECT p.id, p.provider_ref FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE p.provider = 'stripe' AND p.status IN ('pending', 'failed') AND o.status = 'cancelled'
      ${orderNo === undefined ? sql`` : sql`AND o.order_no = ${orderNo}`}
    ORDER BY p.id LIMIT 100`);
  let closed = 0;
  for (const payment of rows) {
    try {
      await stripe.cancelIntent(payment.provider_ref);
    } catch (error) {
      if (!isStripeRefusal(error)) {
        warn(
          { err: error, intent: payment.provider_ref },
          'cancelling the intent of a cancelled order failed; the sweep tries again',
        );
        continue;
      }
      warn({ err: error, intent: payment.provider_ref }, 'Stripe refused to cancel the intent of a cancelled order');
    }
    const { rows: done } = await db.execute(sql`
      UPDATE payments SET status = 'cancelled', updated_at = now()
      WHERE id = ${payment.id} AND status IN ('pending', 'failed') RETURNING id`);
    closed += done.length;
  }
  return closed;
}
