import {
  MerchantRefundListQuerySchema,
  MerchantRefundSchema,
  pageOf,
  RefundNoParamSchema,
  RefundRefuseSchema,
} from '@mall/contract';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import type { StripeProvider } from '../payments/stripe-provider';
import * as shopRefunds from './merchant-refunds.service';

const tags = ['merchant'];

/** The shop's side of refunds (API.md section E): list, detail, accept, refuse, receive returned goods, pay back. */
export async function merchantRefundRoutes(app: FastifyZod, opts: { stripe: StripeProvider | null }): Promise<void> {
  const { db } = app.database;
  const { stripe } = opts;
  const byNo = { params: RefundNoParamSchema, response: answers(MerchantRefundSchema) };
  const detail = (request: Parameters<typeof merchantOf>[0] & { params: { refundNo: string } }) =>
    shopRefunds.shopRefundDetail(db, merchantOf(request), request.params.refundNo, requestLocale(request));

  app.get(
    '/api/merchant/refunds',
    {
      schema: { tags, querystring: MerchantRefundListQuerySchema, response: answers(pageOf(MerchantRefundSchema)) },
    },
    async (request) =>
      ok(await shopRefunds.listShopRefunds(db, merchantOf(request), request.query, requestLocale(request))),
  );

  app.get('/api/merchant/refunds/:refundNo', { schema: { tags, ...byNo } }, async (request) =>
    ok(await detail(request)),
  );

  app.post('/api/merchant/refunds/:refundNo/accept', { schema: { tags, ...byNo } }, async (request) => {
    const message = await shopRefunds.decidedMessage(
      () => shopRefunds.acceptRefund(db, stripe, merchantOf(request), request.params.refundNo),
      'The refund has been accepted',
    );
    return ok(await detail(request), message);
  });

  app.post(
    '/api/merchant/refunds/:refundNo/refuse',
    { schema: { tags, ...byNo, body: RefundRefuseSchema } },
    async (request) => {
      await shopRefunds.refuseRefund(db, merchantOf(request), request.params.refundNo, request.body.reason);
      return ok(await detail(request), 'The refund has been refused');
    },
  );

  app.post('/api/merchant/refunds/:refundNo/receive', { schema: { tags, ...byNo } }, async (request) => {
    const message = await shopRefunds.decidedMessage(
      () => shopRefunds.receiveReturn(db, stripe, merchantOf(request), request.params.refundNo),
      'The returned goods were received and the money paid back',
    );
    return ok(await detail(request), message);
  });

  app.post('/api/merchant/refunds/:refundNo/pay', { schema: { tags, ...byNo } }, async (request) => {
    await shopRefunds.retryPayBack(db, stripe, merchantOf(request), request.params.refundNo);
    return ok(await detail(request), 'The money has been paid back');
  });
}
