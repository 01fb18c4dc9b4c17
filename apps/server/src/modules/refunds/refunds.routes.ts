import {
  NoDataSchema,
  pageOf,
  RefundAmountSchema,
  RefundAppliedSchema,
  RefundApplySchema,
  RefundComputeSchema,
  RefundListQuerySchema,
  RefundNoParamSchema,
  RefundReasonsSchema,
  RefundReturnSchema,
  RefundSchema,
} from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { limit } from '../../platform/rate-limit';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import { refundReasons } from './refund-reasons';
import * as refunds from './refunds.service';

const tags = ['refunds'];

/** The shopper's side of refunds and returns (API.md section D). */
export async function refundRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireUser };

  app.get(
    '/api/front/order/refund/reason',
    { schema: { tags, response: answers(RefundReasonsSchema) } },
    async (request) => ok(refundReasons(requestLocale(request))),
  );

  app.post(
    '/api/front/order/refund/compute',
    { ...guard, schema: { tags, body: RefundComputeSchema, response: answers(RefundAmountSchema) } },
    async (request) => ok(await refunds.computeRefund(db, liveSession(request).userId, request.body)),
  );

  app.post(
    '/api/front/order/refund',
    {
      ...guard,
      schema: { tags, body: RefundApplySchema, response: answers(RefundAppliedSchema) },
    },
    async (request) => {
      const { userId } = liveSession(request);
      await limit(app.rateLimits, `refund:user:${userId}`, 30, 3600);
      return ok(await refunds.applyRefund(db, userId, request.body), 'Your refund request has been submitted');
    },
  );

  app.get(
    '/api/front/order/refund/list',
    { ...guard, schema: { tags, querystring: RefundListQuerySchema, response: answers(pageOf(RefundSchema)) } },
    async (request) =>
      ok(await refunds.listRefunds(db, liveSession(request).userId, request.query, requestLocale(request))),
  );

  app.get(
    '/api/front/order/refund/detail/:refundNo',
    { ...guard, schema: { tags, params: RefundNoParamSchema, response: answers(RefundSchema) } },
    async (request) =>
      ok(await refunds.refundDetail(db, liveSession(request).userId, request.params.refundNo, requestLocale(request))),
  );

  app.post(
    '/api/front/order/refund/return/:refundNo',
    {
      ...guard,
      schema: { tags, params: RefundNoParamSchema, body: RefundReturnSchema, response: answers(NoDataSchema) },
    },
    async (request) => {
      await refunds.sendReturn(db, liveSession(request).userId, request.params.refundNo, request.body);
      return ok(null, 'The return has been sent to the shop');
    },
  );

  app.post(
    '/api/front/order/refund/revoke/:refundNo',
    { ...guard, schema: { tags, params: RefundNoParamSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await refunds.revokeRefund(db, liveSession(request).userId, request.params.refundNo);
      return ok(null, 'The refund request has been revoked');
    },
  );
}
