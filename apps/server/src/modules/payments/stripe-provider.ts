import Stripe from 'stripe';

/**
 * The Stripe side of card payments, kept to the calls we use so that tests can stand a local HTTP server in for
 * api.stripe.com behind the very same client (STRIPE_API_BASE).
 */
export type StripeProvider = {
  publishableKey: string;
  createIntent: (p: {
    orderNo: string;
    amount: number;
    currency: string;
  }) => Promise<{ id: string; clientSecret: string }>;
  refund: (paymentIntentId: string) => Promise<void>;
  /** Pays `amount` of a payment back; the refund number is the idempotency key, so a repeated call pays once. */
  refundAmount: (p: { paymentIntentId: string; amount: number; refundNo: string }) => Promise<{ id: string }>;
  /** Checks the Stripe-Signature header (HMAC and a 5-minute timestamp tolerance) and answers the event. */
  verifyEvent: (rawBody: Buffer, signature: string) => Stripe.Event;
};

export function createStripeProvider(opts: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiBase?: string;
}): StripeProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
  return {
    publishableKey: opts.publishableKey,
    async createIntent({ orderNo, amount, currency }) {
      // The same order and amount always map to the same intent: a retried request never charges twice.
      const intent = await stripe.paymentIntents.create(
        { amount, currency, metadata: { orderNo }, automatic_payment_methods: { enabled: true } },
        { idempotencyKey: `intent-${orderNo}-${amount}` },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },
    async refund(paymentIntentId) {
      await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey: `refund-${paymentIntentId}` });
    },
    async refundAmount({ paymentIntentId, amount, refundNo }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount, metadata: { refundNo } },
        { idempotencyKey: refundNo },
      );
      return { id: refund.id };
    },
    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret, 300);
    },
  };
}
