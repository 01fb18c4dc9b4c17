import {
  OrderNoParamSchema,
  PayMethodSchema,
  PaymentResultSchema,
  PaymentStartedSchema,
  PaymentStartSchema,
  TestcardConfirmSchema,
  TestcardResultSchema,
} from '@mall/contract';
import { z } from 'zod';
import { invalid } from '../../platform/errors';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { translateMessage } from '../../platform/messages';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import { activeCardProvider, cardProviderOf, PAYMENT_NOT_AVAILABLE, testCardAllowed } from './card-provider';
import * as payments from './payments.service';
import type { StripeProvider } from './stripe-provider';
import { PAYMENT_EVENT_EARLY, PaymentNotAppliedYet } from './stripe-returns';

const tags = ['payments'];

export async function paymentRoutes(app: FastifyZod, opts: { stripe: StripeProvider | null }): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireUser };
  const { stripe } = opts;
  const testcard = testCardAllowed(app.config);

  // Stripe's webhook needs the exact bytes it signed, so this route parses JSON itself.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    // In the OpenAPI document whether Stripe is configured or not (audit FX16): without it the route answers 404.
    const described = {
      tags,
      summary: "Stripe's webhook",
      description:
        'Called by Stripe only: the raw JSON body Stripe signed, checked against the `Stripe-Signature` header (400 when ' +
        'it does not match); each event is applied once (`outcome`: applied, duplicate or ignored); 503 with ' +
        '`Retry-After` when an event comes before the payment it follows; 404 when card payments by Stripe are off.',
    };
    raw.post('/api/pay/webhook/stripe', { schema: described }, async (request, reply) => {
      if (!stripe) return reply.status(404).send({ code: 404, message: 'no data found', data: null });
      const signature = request.headers['stripe-signature'];
      let event: Parameters<typeof payments.applyStripeEvent>[2];
      try {
        event = stripe.verifyEvent(request.body as Buffer, typeof signature === 'string' ? signature : '');
      } catch {
        return reply.status(400).send({ code: 400, message: 'The webhook signature is not valid', data: null });
      }
      let outcome: Awaited<ReturnType<typeof payments.applyStripeEvent>>;
      try {
        outcome = await payments.applyStripeEvent(db, stripe, event, app.metrics);
      } catch (error) {
        if (!(error instanceof PaymentNotAppliedYet)) throw error;
        // Not an error of the mall's: Stripe delivers the event again later, after the payment's success (audit DM3).
        request.log.warn({ event: event.id, type: event.type, intent: error.intentId }, error.message);
        return reply
          .status(503)
          .header('Retry-After', '60')
          .send({ code: 503, message: PAYMENT_EVENT_EARLY, data: null });
      }
      return ok({ outcome });
    });
  });

  app.get(
    '/api/front/pay/method',
    {
      schema: {
        tags,
        response: answers(z.array(PayMethodSchema)),
      },
    },
    async () => {
      const provider = await activeCardProvider(db, stripe, testcard);
      return ok(provider ? [{ payType: 'card', name: 'Bank card', provider }] : []);
    },
  );

  app.post(
    '/api/front/pay/payment',
    {
      ...guard,
      schema: {
        tags,
        body: PaymentStartSchema,
        response: answers(PaymentStartedSchema),
      },
    },
    async (request) => {
      const provider = await activeCardProvider(db, stripe, testcard);
      if (!provider) throw invalid(PAYMENT_NOT_AVAILABLE);
      const userId = liveSession(request).userId;
      return ok(await payments.startPayment(db, userId, request.body.orderNo, provider === 'stripe' ? stripe : null));
    },
  );

  app.post(
    '/api/front/pay/testcard/confirm',
    {
      ...guard,
      schema: {
        tags,
        body: TestcardConfirmSchema,
        response: answers(TestcardResultSchema),
      },
    },
    async (request) => {
      const userId = liveSession(request).userId;
      const result = await payments.confirmTestCard(db, app.rateLimits, userId, request.body, app.metrics, (allowed) =>
        cardProviderOf(allowed, stripe !== null, testcard),
      );
      // The card page shows data.message inline, so it speaks the shopper's language like the envelope's message.
      return ok({ ...result, message: translateMessage(result.message, requestLocale(request)) }, result.message);
    },
  );

  app.get(
    '/api/front/pay/result/:orderNo',
    {
      ...guard,
      schema: {
        tags,
        params: OrderNoParamSchema,
        response: answers(PaymentResultSchema),
      },
    },
    async (request) => {
      const result = await payments.paymentResult(db, liveSession(request).userId, request.params.orderNo);
      const locale = requestLocale(request);
      const last = result.lastPayment && {
        ...result.lastPayment,
        message: translateMessage(result.lastPayment.message, locale),
      };
      return ok({ ...result, lastPayment: last });
    },
  );
}
