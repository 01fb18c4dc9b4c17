import { randomBytes } from 'node:crypto';
import { fromCents, MALL_CURRENCY, PAY_MINIMUM_CENTS } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { type Db, executePrepared } from '../../db/client';
import { AppError, invalid, notFound, unavailable } from '../../platform/errors';
import type { ShopCounters } from '../../platform/metrics';
import { limitBy, type RateLimits } from '../../platform/rate-limit';
import { belowPayMinimum } from '../checkout/pricing';
import { type Setting, settingOf, settingValue } from '../content/settings';
import { markOrderPaid } from '../orders/order-lifecycle';
import { ORDER_SHOP_CLOSED, type PaidOutcome } from '../orders/order-transitions';
import { chargeTestCard } from './card';
import { type CardProvider, PAYMENT_NOT_AVAILABLE } from './card-provider';
import { declineOf, type PaymentError } from './declines';
import type { StripeProvider } from './stripe-provider';
import { applyStripeReturn, isStripeReturnEvent, recordStripeRefunds } from './stripe-returns';

type CheckoutRow = {
  id: number;
  status: string;
  pay_amount: number;
  expired: boolean;
  pay_deadline: string;
  /** Cancelled before its deadline: by the shopper, not for want of payment. */
  withdrawn: boolean;
  /** A shop of the order is suspended by the platform: its goods left checkout, and so does paying for them. */
  shop_closed: boolean;
};

const checkoutOf = (userId: number, orderNo: string) => sql`
    SELECT id, status, pay_amount, pay_deadline, pay_deadline <= now() AS expired,
      coalesce(cancelled_at < pay_deadline, false) AS withdrawn,
      ${ORDER_SHOP_CLOSED} AS shop_closed
    FROM orders WHERE order_no = ${orderNo} AND user_id = ${userId}`;

async function findCheckout(db: Db, userId: number, orderNo: string): Promise<CheckoutRow> {
  const { rows } = await executePrepared<CheckoutRow>(db, checkoutOf(userId, orderNo));
  return rows[0] ?? orderNotFound();
}

const SHOP_CLOSED_REFUNDED =
  'A shop of this order is closed for now, so the order cannot be paid and the money has been refunded; cancel it and order the other goods again';

/**
 * Why a payment that succeeded was refunded instead of applied: the payment's message, which the payment result page
 * shows, and what the test card's confirmation answers.
 */
const REFUNDED_BECAUSE: Record<Exclude<PaidOutcome, 'paid'>, { payment: string; answer: string }> = {
  not_unpaid: {
    payment: 'Refunded: the order was no longer payable',
    answer: 'This order was cancelled before the payment arrived; the money has been refunded',
  },
  shop_closed: { payment: SHOP_CLOSED_REFUNDED, answer: SHOP_CLOSED_REFUNDED },
};

const orderNotFound = (): never => {
  throw notFound('Order not found');
};

function assertPayable(order: CheckoutRow) {
  if (order.status === 'paid') throw new AppError(409, 'This order has already been paid');
  if (order.status === 'cancelled' && order.withdrawn)
    throw invalid('This order was cancelled, it can no longer be paid');
  if (order.status === 'cancelled' || order.expired)
    throw invalid('This order was cancelled because it was not paid in time');
  // Audit N3: the checkout refuses a suspended shop's goods; an order placed just before is not paid either.
  if (order.shop_closed)
    throw new AppError(
      409,
      'A shop of this order is closed for now, so the order cannot be paid; cancel it and order the other goods again',
    );
}

/**
 * Starts a card payment. With Stripe: a Payment Intent (created outside any row lock, idempotent per order, amount
 * and the number of its earlier payments handed back) whose client secret the card page confirms with Stripe.js; the order is marked paid by the webhook.
 */
export async function startPayment(db: Db, userId: number, orderNo: string, stripe: StripeProvider | null) {
  const order = await findCheckout(db, userId, orderNo);
  assertPayable(order);
  if (!stripe) return { provider: 'testcard' as const };
  // An order placed before the checkout kept Stripe's minimum: Stripe would refuse its intent (audit DF2).
  if (order.pay_amount < PAY_MINIMUM_CENTS)
    throw invalid(belowPayMinimum('cancel this order and order it again with more goods'));
  const { rows: handedBack } = await executePrepared<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM payments
      WHERE order_id = ${order.id} AND provider = 'stripe' AND status IN ('refund_due', 'refunded')`,
  );
  let intent: { id: string; clientSecret: string };
  try {
    intent = await stripe.createIntent({
      orderNo,
      amount: order.pay_amount,
      currency: MALL_CURRENCY,
      attempt: handedBack[0]?.n ?? 0,
    });
  } catch (error) {
    // Whatever Stripe answered (a rolled key, its rate limit, an outage) is the operator's to read in the log; the
    // shopper is told in their language that card payment is not available now and the order is kept (audit DF3).
    throw unavailable(PAYMENT_NOT_AVAILABLE, error);
  }
  // The same intent handed back after a declined card is a new attempt: the result page shows it under way, not the
  // old decline (audit DF4); the decline's code stays on the row.
  await executePrepared(
    db,
    sql`
    INSERT INTO payments (order_id, provider, provider_ref, amount, status)
    VALUES (${order.id}, 'stripe', ${intent.id}, ${order.pay_amount}, 'pending')
    ON CONFLICT (provider, provider_ref) DO UPDATE SET status = 'pending', message = '', updated_at = now()
      WHERE payments.status = 'failed'`,
  );
  return { provider: 'stripe' as const, clientSecret: intent.clientSecret, publishableKey: stripe.publishableKey };
}

/**
 * The offline test card: the charge is decided here, recorded as a payment, and applied to the order. When the order
 * was cancelled meanwhile the payment is refunded at once, never lost. `counters` counts the payment's outcome and
 * the paid order once the transaction committed.
 */
export async function confirmTestCard(
  db: Db,
  rateLimits: RateLimits,
  userId: number,
  input: { orderNo: string; cardNumber: string; expiry: string; cvc: string; holder: string },
  counters: ShopCounters,
  /** Who takes card payments (card-provider.ts) under the operator's `payment` setting, read with the order. */
  providerOf: (allowed: Setting<'payment'>) => CardProvider | null,
) {
  // The attempt counted, the order and the operator's payment setting read in one statement (issue 25: two round
  // trips fewer per payment).
  const read = await limitBy<{ order: CheckoutRow | null; payment: unknown }>(
    rateLimits,
    `pay:user:${userId}`,
    600,
    sql`SELECT json_build_object('order', (SELECT row_to_json(o) FROM (${checkoutOf(userId, input.orderNo)}) o),
      'payment', ${settingValue('payment')})`,
    () => 30,
    'Too many payment attempts, please try again later',
  );
  const provider = providerOf(settingOf('payment', read?.payment));
  if (provider === 'stripe') throw invalid('Card payments go through the card form of the payment page');
  if (!provider) throw invalid(PAYMENT_NOT_AVAILABLE);
  const order = read?.order ?? orderNotFound();
  assertPayable(order);
  const outcome = chargeTestCard(input);
  const ref = `tc_${randomBytes(12).toString('hex')}`;
  if (!outcome.ok) {
    await executePrepared(
      db,
      sql`
      INSERT INTO payments (order_id, provider, provider_ref, amount, status, message)
      VALUES (${order.id}, 'testcard', ${ref}, ${order.pay_amount}, 'failed', ${outcome.message})`,
    );
    counters.payment('testcard', 'failed');
    return { status: 'failed' as const, message: outcome.message };
  }
  // The charge and the order it pays are written together: a crash leaves both or neither. The charge is written
  // first, because marking the order paid ends with the ledger, which holds the shop's balance until the commit.
  const paid = await db.transaction(async (tx) => {
    const t = tx;
    // Confirmations of one order wait for each other here, and the later ones find it paid and charge nothing: they
    // charged the card again and refunded it, answering that the order had been cancelled.
    // The order locked and the charge written in one statement (issue 25); an order no longer payable throws, and
    // the transaction takes the charge back with it.
    const { rows: locked } = await executePrepared<CheckoutRow & { payment_id: number }>(
      t,
      sql`
      WITH locked AS (${checkoutOf(userId, input.orderNo)} FOR UPDATE),
      charge AS (
        INSERT INTO payments (order_id, provider, provider_ref, amount, status, message)
        SELECT id, 'testcard', ${ref}, ${order.pay_amount}, 'succeeded', '' FROM locked RETURNING id)
      SELECT locked.*, charge.id AS payment_id FROM locked, charge`,
    );
    const charged = locked[0] ?? orderNotFound();
    assertPayable(charged);
    const applied = await markOrderPaid(t, order.id);
    if (applied !== 'paid') {
      await t.execute(sql`
        UPDATE payments SET status = 'refunded', message = ${REFUNDED_BECAUSE[applied].payment}, updated_at = now()
        WHERE id = ${charged.payment_id}`);
    }
    return applied;
  });
  counters.payment('testcard', paid === 'paid' ? 'succeeded' : 'refunded');
  if (paid === 'paid') {
    counters.orderPaid();
    return { status: 'succeeded' as const, message: 'Payment successful' };
  }
  return { status: 'failed' as const, message: REFUNDED_BECAUSE[paid].answer };
}

export async function paymentResult(db: Db, userId: number, orderNo: string) {
  const order = await findCheckout(db, userId, orderNo);
  const { rows } = await db.execute<{ status: string; message: string }>(sql`
    SELECT status, message FROM payments WHERE order_id = ${order.id} AND status <> 'refund'
    ORDER BY id DESC LIMIT 1`);
  return {
    paid: order.status === 'paid',
    status: order.status,
    payAmount: fromCents(order.pay_amount),
    payDeadline: new Date(order.pay_deadline).toISOString(),
    lastPayment: rows[0] ? { status: rows[0].status, message: rows[0].message } : null,
  };
}

type StripeIntent = {
  id: string;
  amount: number;
  /** Lower case in Stripe's events, which always carry it. */
  currency?: string;
  metadata?: Record<string, string>;
  last_payment_error?: PaymentError | null;
};

/** Why a Stripe success was given back: Stripe took another amount, or another currency, than the order asked. */
export const OTHER_MONEY_REFUNDED = 'Refunded: the payment was not the amount of this order';

/**
 * Whether Stripe took exactly the money the payment asked for: its amount, in the mall's currency (audit GN1: a
 * success of another amount was ignored and never given back, one in yen of the same number paid the order).
 */
function isTheAmountAsked(intent: StripeIntent, amount: number): boolean {
  if (intent.amount !== amount) return false;
  // A success naming no currency is not Stripe's (its intents always name one): what it took is unknown, so it is
  // given back like another currency's rather than taken as the mall's.
  return typeof intent.currency === 'string' && intent.currency.toLowerCase() === MALL_CURRENCY;
}

/**
 * Applies a verified Stripe event once (its id is recorded in the same transaction as its effect). Events may come
 * in any order: a failure never downgrades a success, and a success for an order that was cancelled (or already paid
 * by another payment, or one of whose shops was suspended meanwhile) is refunded rather than kept.
 */
export async function applyStripeEvent(
  db: Db,
  stripe: StripeProvider,
  event: { id: string; type: string; data: { object: unknown } },
  counters: ShopCounters,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  // Money Stripe takes back without the mall asking (refunds made at Stripe, disputes): decision 0051.
  const takenBack = isStripeReturnEvent(event.type);
  if (!takenBack && event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
    return 'ignored';
  }
  const intent = event.data.object as StripeIntent;
  const { rows: fresh } = await db.execute(sql`
    INSERT INTO payment_events (provider, event_id, type) VALUES ('stripe', ${event.id}, ${event.type})
    ON CONFLICT DO NOTHING RETURNING event_id`);
  if (fresh.length === 0) return 'duplicate';
  try {
    if (takenBack) return await applyStripeReturn(db, stripe, event);
    return await applyIntentEvent(db, stripe, event.type, intent, counters);
  } catch (error) {
    // Not applied: forget the event so that Stripe's retry applies it (every step is idempotent).
    await db.execute(sql`DELETE FROM payment_events WHERE provider = 'stripe' AND event_id = ${event.id}`);
    throw error;
  }
}

async function applyIntentEvent(
  db: Db,
  stripe: StripeProvider,
  type: string,
  intent: StripeIntent,
  counters: ShopCounters,
) {
  const { rows } = await db.execute<{ id: number; order_id: number; status: string; amount: number }>(
    sql`SELECT id, order_id, status, amount FROM payments WHERE provider = 'stripe' AND provider_ref = ${intent.id}`,
  );
  const payment = rows[0];
  if (!payment) return 'ignored';
  if (type === 'payment_intent.payment_failed') {
    // The shopper reads the mall's sentence for the decline's code in their language; Stripe's own English text is
    // kept for the operator (audit DF4).
    const decline = declineOf(intent.last_payment_error);
    const { rows: failed } = await db.execute(sql`
      UPDATE payments SET status = 'failed', message = ${decline.sentence}, decline_code = ${decline.code},
        provider_message = ${(intent.last_payment_error?.message ?? '').slice(0, 500)}, updated_at = now()
      WHERE id = ${payment.id} AND status = 'pending' RETURNING id`);
    if (failed.length > 0) counters.payment('stripe', 'failed');
    return 'applied';
  }
  if (payment.status === 'succeeded' || payment.status === 'refunded') return 'applied';
  if (payment.status !== 'refund_due' && !isTheAmountAsked(intent, payment.amount)) {
    // Stripe took other money than the order's (audit GN1): never the order's payment, never kept. The payment is
    // claimed for a refund once, and the refund below gives it all back (a repeated event finds it refund_due).
    const { rows: claimed } = await db.execute(sql`
      UPDATE payments SET status = 'refund_due', message = ${OTHER_MONEY_REFUNDED}, updated_at = now()
      WHERE id = ${payment.id} AND status IN ('pending', 'failed', 'cancelled') RETURNING id`);
    // Another delivery of the event claimed it meanwhile: that one gives the money back.
    if (!claimed[0]) return 'applied';
  } else if (payment.status !== 'refund_due') {
    // The payment and the order it pays change together, claimed once: a crash leaves both or neither, and
    // Stripe's retry of an unanswered event finds the work still to do. A `cancelled` one (its order's cancellation
    // closed it, audit DF5) that Stripe says succeeded all the same finds the order cancelled and is refunded.
    const paid = await db.transaction(async (tx) => {
      const t = tx;
      const { rows: claimed } = await t.execute<{ id: number }>(sql`
        UPDATE payments SET status = 'succeeded', message = '', updated_at = now()
        WHERE id = ${payment.id} AND status IN ('pending', 'failed', 'cancelled') RETURNING id`);
      if (!claimed[0]) return null;
      const outcome = await markOrderPaid(t, payment.order_id);
      if (outcome === 'paid') return true;
      await t.execute(sql`
        UPDATE payments SET status = 'refund_due', message = ${REFUNDED_BECAUSE[outcome].payment}, updated_at = now()
        WHERE id = ${payment.id}`);
      return false;
    });
    if (paid) {
      counters.payment('stripe', 'succeeded');
      counters.orderPaid();
      // A refund made at Stripe before this success was applied (its events came first and wait for Stripe's
      // retry) is recorded now, from Stripe's own list (audit DM3). Should Stripe not answer, its retried refund
      // events record it.
      await recordStripeRefunds(db, stripe, intent.id).catch(() => {});
    }
    if (paid !== false) return 'applied';
  }
  // Not payable any more (cancelled meanwhile, paid twice, or a shop of it suspended): the money goes back, outside
  // any row lock. Until Stripe confirms, the payment stays `refund_due` and a repeated event tries again (the refund
  // is idempotent). An order of a suspended shop stays unpaid, as the test card leaves it: the shopper cancels it (or
  // its time to pay runs out) and orders the other goods again.
  await stripe.refund(intent.id);
  const { rows: refunded } = await db.execute(sql`
    UPDATE payments SET status = 'refunded', updated_at = now() WHERE id = ${payment.id} AND status = 'refund_due'
    RETURNING id`);
  if (refunded.length > 0) counters.payment('stripe', 'refunded');
  return 'applied';
}
