import { type RefundPaidAnotherWay, toCents } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict, invalidField, notFound } from '../../platform/errors';
import { bookPaidAnotherWay, paidAnotherWayEntry } from '../finance/paid-another-way';
import { recordNotice } from '../notices/record';
import { settleNotices } from '../notices/settle';
import { heldForBuyer } from './card-failures';
import { closedForService } from './refund-view';

export const NOT_CLOSED_FOR_SERVICE =
  'Only a refund closed for customer service can be recorded as paid to the buyer another way';
export const MORE_THAN_HELD = 'The amount is more than the platform still holds for the buyer of this refund';
export const PAYMENT_NUMBER_USED = 'This payment number was used for another payment';

/**
 * The operator paid the buyer of a refund closed for customer service another way (decision 0052: a bank transfer):
 * `amount` of what the platform holds for the buyer, part or all of it. Under the refund's row lock (two operators, or
 * two forms, never pay more than is held): the refund must be closed for customer service (card payments that kept
 * failing, or refused as taken back at Stripe: "refunded" with the mall's reason), and the amount at most what the
 * platform still holds for its buyer. The finance module books the entry (`refund-paid-other:<requestId>`); the shopper
 * is told in their language. The same form (`requestId`) sent again books nothing and answers that it is a replay;
 * its number used for another refund or amount is refused. The refund stays "refunded": once nothing is held any more,
 * its views say it was paid another way, no longer closed unpaid.
 */
export async function payAnotherWay(
  db: Db,
  adminId: number,
  refundNo: string,
  input: RefundPaidAnotherWay,
): Promise<{ replayed: boolean }> {
  const cents = toCents(input.amount);
  return db.transaction(async (tx) => {
    // Locks in the order the Stripe webhooks take them (payments/stripe-returns.ts: the buyer, then the checkout's shop
    // orders, then its refunds), so that a dashboard refund or a dispute arriving meanwhile waits for this payment, or
    // this for it, and sees what it released: neither pays the same holding twice, nor do the two deadlock (audit EY6:
    // the refund's lock first answered the operator 500 "deadlock detected" two times in six).
    await tx.execute(sql`SELECT 1 FROM users WHERE id = (SELECT user_id FROM refunds WHERE refund_no = ${refundNo})
      FOR UPDATE`);
    await tx.execute(sql`SELECT 1 FROM shop_orders WHERE order_id = (SELECT order_id FROM refunds
      WHERE refund_no = ${refundNo}) ORDER BY id FOR UPDATE`);
    const { rows } = await tx.execute<{
      id: number;
      shop_order_id: number;
      status: string;
      refuse_reason: string | null;
    }>(sql`
      SELECT id, shop_order_id, status, refuse_reason FROM refunds WHERE refund_no = ${refundNo} FOR UPDATE`);
    const refund = rows[0];
    if (!refund) throw notFound('Refund not found');
    const booked = await paidAnotherWayEntry(tx, input.requestId);
    if (booked) {
      if (booked.refundId === refund.id && booked.cents === cents) return { replayed: true };
      throw conflict(PAYMENT_NUMBER_USED);
    }
    if (!closedForService(refund)) throw conflict(NOT_CLOSED_FOR_SERVICE);
    if (cents > (await heldForBuyer(tx, refund.id))) throw invalidField('amount', MORE_THAN_HELD);
    await bookPaidAnotherWay(tx, {
      requestId: input.requestId,
      refundId: refund.id,
      shopOrderId: refund.shop_order_id,
      cents,
      note: input.note,
      adminId,
    });
    await recordNotice(tx, {
      kind: 'refund_paid_another_way',
      refundId: refund.id,
      amount: cents,
      requestId: input.requestId,
      note: input.note,
    });
    // Nothing held for the buyer any more: the operators' "pay the buyer another way" notices are settled (brief GG).
    if ((await heldForBuyer(tx, refund.id)) === 0)
      await settleNotices(tx, { kind: 'refund_held_for_buyer', refundId: refund.id });
    return { replayed: false };
  });
}
