import { createRequire } from 'node:module';
import type Stripe from 'stripe';

/**
 * The SDK is loaded when Stripe is configured, not at every start: it is about 35 MB of a process's memory that a
 * shop without card payments never uses (issue 25).
 */
let sdk: typeof Stripe | undefined;
const stripeSdk = (): typeof Stripe => {
  sdk ??= createRequire(import.meta.url)('stripe') as typeof Stripe;
  return sdk;
};

/**
 * The Stripe side of card payments, kept to the calls we use so that tests can stand a local HTTP server in for
 * api.stripe.com behind the very same client (STRIPE_API_BASE).
 */
export type StripeProvider = {
  publishableKey: string;
  /** `attempt`: how many earlier intents of the order were paid and handed back; each starts a new key. */
  createIntent: (p: {
    orderNo: string;
    amount: number;
    currency: string;
    attempt: number;
  }) => Promise<{ id: string; clientSecret: string }>;
  /**
   * Cancels an intent nobody may pay any more (its order was cancelled), so that the card form still open cannot
   * charge it; idempotent on the intent (audit DF5). Stripe refuses (4xx) an intent that succeeded meanwhile.
   */
  cancelIntent: (paymentIntentId: string) => Promise<void>;
  refund: (paymentIntentId: string) => Promise<void>;
  /** Pays `amount` of a payment back; the refund number is the idempotency key, so a repeated call pays once. */
  refundAmount: (p: {
    paymentIntentId: string;
    amount: number;
    refundNo: string;
    /** Which payment of the refund this is: above 1 after Stripe's earlier one failed (decision 0052). */
    attempt?: number;
    /**
     * How many of the attempt's keys are spent (audit EI6): answered a 500 while Stripe made nothing, which Stripe
     * replays on the key for 24 hours. Above 0 the call goes on a fresh key (`…:retry<n>`), never an attempt's key.
     */
    retry?: number;
  }) => Promise<{ id: string }>;
  /**
   * Moves `amount` to a connected account (Stripe Connect). The payout number is the idempotency key, so a repeated
   * call, also from another process after a crash, answers the first transfer instead of making a second.
   */
  transfer: (p: {
    amount: number;
    currency: string;
    destination: string;
    transferGroup: string;
    payoutNo: string;
  }) => Promise<{ id: string }>;
  /** Checks the Stripe-Signature header (HMAC and a 5-minute timestamp tolerance) and answers the event. */
  verifyEvent: (rawBody: Buffer, signature: string) => Stripe.Event;
  /** Every refund Stripe holds for a payment, the mall's and others (decision 0051: `charge.refunded` names none). */
  listRefunds: (paymentIntentId: string) => Promise<StripeRefund[]>;
  /** The payment of a charge (a dispute may name only its charge). */
  intentOfCharge: (chargeId: string) => Promise<string | null>;
};

/** A refund as Stripe describes it, kept to what the mall reads. */
export type StripeRefund = {
  id: string;
  amount: number;
  status?: string | null;
  payment_intent?: string | { id: string } | null;
  charge?: string | { id: string } | null;
  metadata?: Record<string, string> | null;
};

export function createStripeProvider(opts: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiBase?: string;
  /** How long a call waits for Stripe's answer before it is retried or given up (20 s; tests make it short). */
  timeoutMs?: number;
}): StripeProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
  const stripe = new (stripeSdk())(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: opts.timeoutMs ?? 20_000,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
  return {
    publishableKey: opts.publishableKey,
    async createIntent({ orderNo, amount, currency, attempt }) {
      // The same order, amount and attempt always map to the same intent: a retried request never charges twice. An
      // intent whose payment was handed back (the order's shop was suspended meanwhile) cannot be paid again, so the
      // next attempt is a new key; the first keeps the key it always had.
      const intent = await stripe.paymentIntents.create(
        { amount, currency, metadata: { orderNo }, automatic_payment_methods: { enabled: true } },
        { idempotencyKey: attempt === 0 ? `intent-${orderNo}-${amount}` : `intent-${orderNo}-${amount}-${attempt}` },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },
    async cancelIntent(paymentIntentId) {
      await stripe.paymentIntents.cancel(
        paymentIntentId,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey: `cancel-${paymentIntentId}` },
      );
    },
    async refund(paymentIntentId) {
      await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: `refund-${paymentIntentId}` });
    },
    async refundAmount({ paymentIntentId, amount, refundNo, attempt = 1, retry = 0 }) {
      // A refund paid again after Stripe's first one failed needs a key of its own: the first key answers the failed one.
      // A key whose saved answer is a 500 (Stripe made nothing) is left for a fresh one, which no attempt key can be.
      const key = attempt > 1 ? `${refundNo}:${attempt}` : refundNo;
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount, metadata: { refundNo } },
        { idempotencyKey: retry > 0 ? `${key}:retry${retry}` : key },
      );
      return { id: refund.id };
    },
    async transfer({ amount, currency, destination, transferGroup, payoutNo }) {
      const transfer = await stripe.transfers.create(
        { amount, currency, destination, transfer_group: transferGroup, metadata: { payoutNo } },
        { idempotencyKey: payoutNo },
      );
      return { id: transfer.id };
    },
    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret, 300);
    },
    async listRefunds(paymentIntentId) {
      const found: StripeRefund[] = [];
      for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
        found.push(refund);
      }
      return found;
    },
    async intentOfCharge(chargeId) {
      const charge = await stripe.charges.retrieve(chargeId);
      const intent = charge.payment_intent;
      return typeof intent === 'string' ? intent : (intent?.id ?? null);
    },
  };
}

/**
 * Whether Stripe refused a request for good (a 4xx other than rate limits and in-flight idempotency conflicts): the
 * same request would be refused again. Anything else (no answer, a timeout, a 5xx) may have happened and is retried
 * with the same idempotency key.
 */
export function isStripeRefusal(error: unknown): boolean {
  // Without the SDK loaded nothing can have come from Stripe.
  if (!sdk || !(error instanceof sdk.errors.StripeError)) return false;
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 409 && status !== 429;
}

/**
 * The code of Stripe's refusal (`charge_already_refunded`, `amount_too_large`, …), or null for anything else: no
 * answer, a 5xx, or an error that did not come from Stripe.
 */
export function stripeRefusalCode(error: unknown): string | null {
  if (!isStripeRefusal(error)) return null;
  return (error as { code?: string }).code ?? null;
}

/**
 * Whether Stripe answered the call and saved that answer on its idempotency key without carrying it out for good: a 5xx
 * (Stripe replays it to every retry on the key for 24 hours) or an idempotency error (the key was used with other
 * parameters). No answer at all (a timeout, a reset) is not: the key may have saved nothing, or a refund.
 */
export function keyAnsweredWithoutResult(error: unknown): boolean {
  if (!sdk || !(error instanceof sdk.errors.StripeError)) return false;
  return (error.statusCode ?? 0) >= 500 || error.rawType === 'idempotency_error';
}
