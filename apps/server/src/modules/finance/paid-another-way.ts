import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { postEntry } from './ledger';

/**
 * The operator paid the buyer of a refund closed for customer service another way (decision 0052: a bank transfer,
 * outside Stripe). The money the platform held for the buyer (`platform_adjustments`, booked by the refund's failed card
 * payments, `refund-failed:…`) is released by what was paid, against the money leaving the mall as an offline payout's
 * does (`provider_cash`, payout-transfer.ts `recordPaid`): the mall's one cash account, which every payment out of it
 * (a refund through Stripe, a payout by Stripe or by bank) credits. One entry per payment, keyed on the console form's
 * own number: the same form sent twice books once. The entry names the refund and its shop order, as the release of
 * the holding by a refund made at Stripe does (`stripe:<re>:platform:RE…`, audit ET2): the shop order's provider cash
 * then is its shop's stake alone (the buyer's part was paid), so a later dispute or dashboard refund that takes all of
 * it finds the unshipped order emptied and closes it (audit EY2), and a per-order view of the books balances. Its key is
 * no `stripe:` one, so it is no money "given back" of the shop order (takenBackUnused, bookEarlierUsed, points).
 */

/** The key prefix of these entries; refunds/held-for-buyer.ts counts them out of what the platform holds. */
export const PAID_ANOTHER_WAY_PREFIX = 'refund-paid-other:';

export const paidAnotherWayKey = (requestId: string) => `${PAID_ANOTHER_WAY_PREFIX}${requestId}`;

/** The payment booked on the form's number `requestId`, if any: its refund and cents. */
export async function paidAnotherWayEntry(
  t: Queryable,
  requestId: string,
): Promise<{ refundId: number; cents: number } | null> {
  const { rows } = await t.execute<{ refund_id: number; cents: number }>(sql`
    SELECT e.refund_id, l.amount::bigint AS cents
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id AND l.account = 'platform_adjustments'
    WHERE e.key = ${paidAnotherWayKey(requestId)}`);
  const row = rows[0];
  return row ? { refundId: Number(row.refund_id), cents: Number(row.cents) } : null;
}

/**
 * Books, inside the caller's transaction, `cents` paid to the buyer of refund `refundId` another way (the caller, the
 * refunds owner, checked the refund is closed for customer service and the platform holds that much for its buyer,
 * under the refund's row lock). Answers whether it posted (false: that form's number was booked already).
 */
export async function bookPaidAnotherWay(
  tx: Queryable,
  payment: {
    requestId: string;
    refundId: number;
    shopOrderId: number;
    cents: number;
    note: string;
    adminId: number;
  },
): Promise<boolean> {
  return postEntry(tx, {
    key: paidAnotherWayKey(payment.requestId),
    kind: 'refund',
    refundId: payment.refundId,
    shopOrderId: payment.shopOrderId,
    memo: payment.note,
    createdBy: payment.adminId,
    lines: [
      { account: 'platform_adjustments', amount: payment.cents },
      { account: 'provider_cash', amount: -payment.cents },
    ],
  });
}
