import { randomBytes } from 'node:crypto';
import { fromCents } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, invalid, notFound } from '../../platform/errors';
import { limit } from '../../platform/rate-limit';
import { markOrderPaid } from '../orders/order-lifecycle';
import { chargeTestCard } from './card';

type CheckoutRow = { id: number; status: string; pay_amount: number; expired: boolean };

async function findCheckout(db: Db, userId: number, orderNo: string): Promise<CheckoutRow> {
  const { rows } = await db.execute<CheckoutRow>(sql`
    SELECT id, status, pay_amount, pay_deadline <= now() AS expired FROM orders WHERE order_no = ${orderNo} AND user_id = ${userId}`);
  if (!rows[0]) throw notFound('Order not found');
  return rows[0];
}

function assertPayable(order: CheckoutRow) {
  if (order.status === 'paid') throw new AppError(409, 'This order has already been paid');
  if (order.status === 'cancelled' || order.expired)
    throw invalid('This order was cancelled because it was not paid in time');
}

export async function startPayment(
  db: Db,
  userId: number,
  orderNo: string,
  stripe: { publishableKey?: string } | null,
) {
  assertPayable(await findCheckout(db, userId, orderNo));
  if (stripe) throw invalid('Card payment through Stripe is not available yet');
  return { provider: 'testcard' as const };
}

/**
 * The offline test card: the charge is decided here, recorded as a payment, and applied to the order. When the order
 * was cancelled meanwhile the payment is refunded at once, never lost.
 */
export async function confirmTestCard(
  db: Db,
  userId: number,
  input: { orderNo: string; cardNumber: string; expiry: string; cvc: string; holder: string },
) {
  await limit(db, `pay:user:${userId}`, 30, 600, 'Too many payment attempts, please try again later');
  const order = await findCheckout(db, userId, input.orderNo);
  assertPayable(order);
  const outcome = chargeTestCard(input);
  const ref = `tc_${randomBytes(12).toString('hex')}`;
  if (!outcome.ok) {
    await db.execute(sql`
      INSERT INTO payments (order_id, provider, provider_ref, amount, status, message)
      VALUES (${order.id}, 'testcard', ${ref}, ${order.pay_amount}, 'failed', ${outcome.message})`);
    return { status: 'failed' as const, message: outcome.message };
  }
  await db.execute(sql`
    INSERT INTO payments (order_id, provider, provider_ref, amount, status)
    VALUES (${order.id}, 'testcard', ${ref}, ${order.pay_amount}, 'succeeded')`);
  if (await markOrderPaid(db, order.id)) return { status: 'succeeded' as const, message: 'Payment successful' };
  await db.execute(sql`
    UPDATE payments SET status = 'refunded', message = 'Refunded: the order was no longer payable', updated_at = now()
    WHERE provider = 'testcard' AND provider_ref = ${ref}`);
  return {
    status: 'failed' as const,
    message: 'This order was cancelled before the payment arrived; the money has been refunded',
  };
}

export async function paymentResult(db: Db, userId: number, orderNo: string) {
  const order = await findCheckout(db, userId, orderNo);
  const { rows } = await db.execute<{ status: string; message: string }>(sql`
    SELECT status, message FROM payments WHERE order_id = ${order.id} ORDER BY id DESC LIMIT 1`);
  return {
    paid: order.status === 'paid',
    status: order.status,
    payAmount: fromCents(order.pay_amount),
    lastPayment: rows[0] ? { status: rows[0].status, message: rows[0].message } : null,
  };
}
