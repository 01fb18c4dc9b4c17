import { OrderNoParamSchema, TestcardConfirmSchema } from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../app';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as payments from './payments.service';

const tags = ['payments'];

export async function paymentRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireUser };
  const stripe = app.config.STRIPE_SECRET_KEY ? { publishableKey: app.config.STRIPE_PUBLISHABLE_KEY } : null;

  app.get(
    '/api/front/pay/method',
    {
      schema: {
        tags,
        response: answers(z.array(z.object({ payType: z.string(), name: z.string(), provider: z.string() }))),
      },
    },
    async () => ok([{ payType: 'card', name: 'Bank card', provider: stripe ? 'stripe' : 'testcard' }]),
  );

  app.post(
    '/api/front/pay/payment',
    {
      ...guard,
      schema: {
        tags,
        body: z.strictObject({
          orderNo: z.string().regex(/^PT\d{10,30}$/, 'Unknown order'),
          payType: z.literal('card'),
        }),
        response: answers(
          z.object({
            provider: z.string(),
            clientSecret: z.string().optional(),
            publishableKey: z.string().optional(),
          }),
        ),
      },
    },
    async (request) => ok(await payments.startPayment(db, liveSession(request).userId, request.body.orderNo, stripe)),
  );

  app.post(
    '/api/front/pay/testcard/confirm',
    {
      ...guard,
      schema: {
        tags,
        body: TestcardConfirmSchema,
        response: answers(z.object({ status: z.enum(['succeeded', 'failed']), message: z.string() })),
      },
    },
    async (request) => {
      const result = await payments.confirmTestCard(db, liveSession(request).userId, request.body);
      return ok(result, result.message);
    },
  );

  app.get(
    '/api/front/pay/result/:orderNo',
    {
      ...guard,
      schema: {
        tags,
        params: OrderNoParamSchema,
        response: answers(
          z.object({
            paid: z.boolean(),
            status: z.string(),
            payAmount: z.string(),
            lastPayment: z.object({ status: z.string(), message: z.string() }).nullable(),
          }),
        ),
      },
    },
    async (request) => ok(await payments.paymentResult(db, liveSession(request).userId, request.params.orderNo)),
  );
}
