import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { statusIn } from '../../db/status-guard';
import { recordNotice } from '../notices/record';
import { heldForBuyerSql } from './held-for-buyer';
import { CARD_KEEPS_FAILING, TAKEN_BACK_AT_STRIPE } from './refund-view';

/**
 * How many times Stripe pays a refund to the card (decision 0052): after the third failure the mall stops; a card
 * that refused three times is not going to take a fourth, and each attempt moves the money out and back.
 */
export const CARD_ATTEMPTS = 3;

/** How many of a refund's payments failed: its `refund-failed:` entries, one per failure (decision 0052). */
export async function failedPayments(t: Queryable, refundId: number): Promise<number> {
  const { rows } = await t.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM ledger_entries WHERE refund_id = ${refundId} AND key LIKE 'refund-failed:%'`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Closes a refund "refunding" whose card payment failed `CARD_ATTEMPTS` times: it is no longer paid through Stripe and
 * customer service settles it with the buyer, as a refund Stripe can no longer pay (decision 0051) is. On the books it
 * stays what it is: the shop's share of the sale reversed (the shop accepted it, the goods came back), and the money
 * held by the platform for the buyer (`refund-failed:…`, `platform_adjustments`) until the operator pays it. So the
 * refund stays "refunded" (its items, its order, its points and coupons as they were settled), with the reason that
 * marks it closed unpaid (`CARD_KEEPS_FAILING`, the shopper's view `closedUnpaid`) and no Stripe id. The shopper and
 * every operator are told. Conditional on "refunding": answers whether it closed it now.
 */
export async function closeForCustomerService(
  t: Queryable,
  refundId: number,
  /**
   * Why: the card kept failing, or (`TAKEN_BACK_AT_STRIPE`) Stripe refused a refund reopened after a failure because
   * the payment's money already left (told as a refund Stripe can no longer pay is, decision 0051).
   */
  reason: typeof CARD_KEEPS_FAILING | typeof TAKEN_BACK_AT_STRIPE = CARD_KEEPS_FAILING,
): Promise<boolean> {
  const { rows } = await t.execute<{ id: number }>(sql`
    UPDATE refunds SET status = 'refunded', refuse_reason = ${reason}, provider_ref = NULL,
      refunded_at = now(), closed_at = now()
    WHERE id = ${refundId} AND ${statusIn(sql`status`, 'refunding')} RETURNING id`);
  if (!rows[0]) return false;
  // The shopper and the operator are told what the platform holds, not the whole refund: money Stripe gave back
  // earlier may have paid part of it (audit EP3: told $269.99 where $100.00 had reached the buyer).
  const amount = await heldForBuyer(t, refundId);
  const taken = reason === TAKEN_BACK_AT_STRIPE;
  await recordNotice(t, { kind: taken ? 'refund_closed_unpaid' : 'refund_failed_closed', refundId, amount });
  await recordNotice(t, { kind: taken ? 'refund_closed_unpaid_seen' : 'refund_failed_closed_seen', refundId, amount });
  return true;
}

/**
 * What the platform holds for the buyer of a refund whose card payments failed (decision 0052), in cents: the money its
 * failures booked back (`refund-failed:…`) less what its later attempts paid out (`refund:RE…:<n>`).
 */
export async function heldForBuyer(t: Queryable, refundId: number): Promise<number> {
  const { rows } = await t.execute<{ held: number }>(sql`
    SELECT ${heldForBuyerSql('r')} AS held FROM refunds r WHERE r.id = ${refundId}`);
  return Number(rows[0]?.held ?? 0);
}
