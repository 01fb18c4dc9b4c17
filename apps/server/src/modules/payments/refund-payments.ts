import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { isStripeRefusal, keyAnsweredWithoutResult, type StripeProvider, stripeRefusalCode } from './stripe-provider';

/** Money back through the provider that took the payment; `refundNo` makes the call idempotent. */
export type RefundGateway = {
  refund: (p: {
    paymentRef: string;
    amount: number;
    refundNo: string;
    attempt: number;
    retry: number;
  }) => Promise<{ id: string }>;
};

/**
 * Stripe answered the call on the refund's current key with a 500 (or an idempotency error) and, by its list of the
 * payment's refunds read right after, made nothing for it (audit EI6): the key answers that for 24 hours, so the next
 * call must go on a fresh key. Not knowing (the list unread) is not this: the key is kept.
 */
class KeySpent extends Error {
  constructor() {
    super('Stripe saved an answer without a refund on this key');
  }
}

/** The built-in test card has no outside processor: its refund is the ledger row, named after the refund number. */
const testcardGateway: RefundGateway = {
  refund: async ({ refundNo }) => ({ id: `tcr_${refundNo}` }),
};

/** `heard`: the Stripe refunds whose answer the mall got for the refund being paid (its earlier attempts). */
function stripeGateway(stripe: StripeProvider, heard: () => Promise<Set<string>>): RefundGateway {
  return {
    refund: async ({ paymentRef, amount, refundNo, attempt, retry }) => {
      // On a fresh key (audit EI6) the list of the payment's refunds is read right before: a refund Stripe made on an
      // earlier key of this attempt after all (it carries the refund's number) is the one, never a second. Not
      // knowing, the call waits for a later retry.
      if (retry > 0) {
        const made = await madeAtStripe(stripe, { paymentRef, amount, refundNo, heard: await heard() });
        if (made) return made;
      }
      try {
        return await stripe.refundAmount({ paymentIntentId: paymentRef, amount, refundNo, attempt, retry });
      } catch (error) {
        const spent = keyAnsweredWithoutResult(error);
        if (isStripeRefusal(error) && !spent) throw error;
        // No answer (a timeout, a reset) or a 5xx, though Stripe may have made the refund all the same; and a 5xx is
        // what the key then answers for ever (Stripe saves a key's first answer, 500s included), so asking again on
        // the same key may never tell (audit EF2). Stripe's list of the payment's refunds does: ours carries the refund
        // number, and the one this attempt made is the one that has not failed (a new attempt follows only a failure).
        // Read, the list naming none means Stripe made nothing: a 500 or an idempotency error then spent the key.
        const made = await madeAtStripe(stripe, { paymentRef, amount, refundNo, heard: await heard() }).catch(
          () => undefined,
        );
        if (made) return made;
        if (made === null && spent) throw new KeySpent();
        throw error;
      }
    },
  };
}

/**
 * The refund Stripe made for refund `refundNo`'s current attempt, if it made one: its number, its amount, not failed,
 * and not one of its earlier attempts, whose answers the mall got (`heard`).
 */
async function madeAtStripe(
  stripe: StripeProvider,
  input: { paymentRef: string; amount: number; refundNo: string; heard: Set<string> },
): Promise<{ id: string } | null> {
  const found = (await stripe.listRefunds(input.paymentRef)).find(
    (r) =>
      r.metadata?.refundNo === input.refundNo &&
      r.amount === input.amount &&
      r.status !== 'failed' &&
      r.status !== 'canceled' &&
      !input.heard.has(r.id),
  );
  return found ? { id: found.id } : null;
}

/** The provider's refunds the mall got an answer for when paying refund `refundNo` (its `payments` rows). */
async function heardOf(db: Db, orderId: number, refundNo: string): Promise<Set<string>> {
  const { rows } = await db.execute<{ provider_ref: string }>(sql`
    SELECT provider_ref FROM payments WHERE order_id = ${orderId} AND status = 'refund' AND message = ${refundNo}`);
  return new Set(rows.map((r) => r.provider_ref));
}

export const PAY_BACK_FAILED = 'Paying back failed; the refund stays open and can be paid back again';

/**
 * Paying back failed (the refund stays "refunding"). `keySpent`: Stripe made nothing and saved its failure on the
 * key the call used (audit EI6), so the caller counts the key spent and the next call goes on a fresh one.
 */
export class PayBackFailed extends AppError {
  constructor(readonly keySpent = false) {
    super(500, PAY_BACK_FAILED);
  }
}

/**
 * Whether Stripe already made a refund for refund `refundNo`'s current attempt (one carrying its number that has not
 * failed), though the mall never heard the answer (audit EF2). Asking again must then ask the same amount on the same
 * key (Stripe refuses a key reused with other parameters), so nothing may change the amount asked meanwhile. Not
 * knowing (Stripe does not answer) counts as made: asking the same is always safe.
 */
export async function madeBefore(
  db: Db,
  stripe: StripeProvider | null,
  input: { orderId: number; refundNo: string },
): Promise<boolean> {
  const { rows } = await db.execute<{ provider: string; provider_ref: string }>(sql`
    SELECT provider, provider_ref FROM payments WHERE order_id = ${input.orderId} AND status = 'succeeded'
    ORDER BY id DESC LIMIT 1`);
  if (!stripe || rows[0]?.provider !== 'stripe') return false;
  const listed = await stripe.listRefunds(rows[0].provider_ref).catch(() => null);
  if (!listed) return true;
  const heard = await heardOf(db, input.orderId, input.refundNo);
  return listed.some(
    (r) =>
      r.metadata?.refundNo === input.refundNo && r.status !== 'failed' && r.status !== 'canceled' && !heard.has(r.id),
  );
}

/**
 * Stripe refused the refund because the money already left the payment at Stripe (refunded there, or disputed):
 * asking again would be refused for ever (audit DF1). `paymentRef`: the payment, whose refunds the caller records.
 */
export class TakenBackAtProvider extends Error {
  constructor(
    readonly paymentRef: string,
    /** Stripe's code: `charge_disputed` means the money is held for a dispute, not gone (audit DM1). */
    readonly refusal: string,
  ) {
    super('The payment was already given back at the provider');
  }
}

const TAKEN_BACK_CODES = new Set(['charge_already_refunded', 'amount_too_large', 'charge_disputed']);

/**
 * Pays `amount` cents of a checkout's card payment back for refund `refundNo`, outside any row lock. The provider
 * call is idempotent on the refund number and the ledger row (`payments`, status `refund`) is unique per provider
 * reference, so a retry or a second process never pays twice. Answers the provider's reference of the refund; a
 * Stripe call left without an answer is answered by the refund Stripe made for it, when Stripe lists one (audit EF2).
 */
export async function payBack(
  db: Db,
  stripe: StripeProvider | null,
  input: { orderId: number; amount: number; refundNo: string; attempt?: number; retry?: number },
): Promise<string> {
  const { rows } = await db.execute<{ provider: string; provider_ref: string }>(sql`
    SELECT provider, provider_ref FROM payments WHERE order_id = ${input.orderId} AND status = 'succeeded'
    ORDER BY id DESC LIMIT 1`);
  const payment = rows[0];
  const gateway =
    payment?.provider === 'testcard'
      ? testcardGateway
      : payment?.provider === 'stripe' && stripe
        ? stripeGateway(stripe, () => heardOf(db, input.orderId, input.refundNo))
        : null;
  if (!payment || !gateway) throw new PayBackFailed();
  let id: string;
  try {
    ({ id } = await gateway.refund({
      paymentRef: payment.provider_ref,
      amount: input.amount,
      refundNo: input.refundNo,
      attempt: input.attempt ?? 1,
      retry: input.retry ?? 0,
    }));
  } catch (error) {
    if (error instanceof KeySpent) throw new PayBackFailed(true);
    const refusal = stripeRefusalCode(error) ?? '';
    if (TAKEN_BACK_CODES.has(refusal)) throw new TakenBackAtProvider(payment.provider_ref, refusal);
    throw new PayBackFailed();
  }
  await db.execute(sql`
    INSERT INTO payments (order_id, provider, provider_ref, amount, status, message)
    VALUES (${input.orderId}, ${payment.provider}, ${id}, ${input.amount}, 'refund', ${input.refundNo})
    ON CONFLICT (provider, provider_ref) DO NOTHING`);
  return id;
}
