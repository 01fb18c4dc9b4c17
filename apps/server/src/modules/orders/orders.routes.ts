import {
  BuyAgainSchema,
  LogisticsSchema,
  NoDataSchema,
  OrderCountsSchema,
  OrderDetailSchema,
  OrderListQuerySchema,
  OrderNoParamSchema,
  pageOf,
  ShopOrderSchema,
} from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import { cancelOpenIntents } from '../payments/intent-cancel';
import type { StripeProvider } from '../payments/stripe-provider';
import * as orders from './orders.service';

const tags = ['orders'];

export async function orderRoutes(app: FastifyZod, opts: { stripe: StripeProvider | null }): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireUser };
  const byNo = { params: OrderNoParamSchema };

  app.get(
    '/api/front/order/list',
    { ...guard, schema: { tags, querystring: OrderListQuerySchema, response: answers(pageOf(ShopOrderSchema)) } },
    async (request) =>
      ok(await orders.listOrders(db, liveSession(request).userId, request.query, requestLocale(request))),
  );

  app.get(
    '/api/front/order/data',
    { ...guard, schema: { tags, response: answers(OrderCountsSchema) } },
    async (request) => ok(await orders.orderCounts(db, liveSession(request).userId)),
  );

  app.get(
    '/api/front/order/detail/:orderNo',
    { ...guard, schema: { tags, ...byNo, response: answers(OrderDetailSchema) } },
    async (request) =>
      ok(await orders.orderDetail(db, liveSession(request).userId, request.params.orderNo, requestLocale(request))),
  );

  app.post(
    '/api/front/order/cancel/:orderNo',
    { ...guard, schema: { tags, ...byNo, response: answers(NoDataSchema) } },
    async (request) => {
      const { severalShops } = await orders.cancelOrder(db, liveSession(request).userId, request.params.orderNo);
      // Its card payment started: Stripe closes the intent once the cancellation committed, without holding the answer
      // (a failure is logged and the minute sweep tries again, audit DF5).
      void cancelOpenIntents(db, opts.stripe, (d, m) => request.log.warn(d, m), request.params.orderNo).catch((error) =>
        request.log.warn({ err: error }, 'cancelling the intent of a cancelled order failed'),
      );
      return ok(null, severalShops ? orders.CANCELLED_WITH_OTHERS : 'The order has been cancelled');
    },
  );

  app.post(
    '/api/front/order/take/:orderNo',
    { ...guard, schema: { tags, ...byNo, response: answers(NoDataSchema) } },
    async (request) => {
      await orders.confirmReceipt(db, liveSession(request).userId, request.params.orderNo);
      return ok(null, 'Receipt confirmed');
    },
  );

  app.post(
    '/api/front/order/delete/:orderNo',
    { ...guard, schema: { tags, ...byNo, response: answers(NoDataSchema) } },
    async (request) => {
      await orders.deleteOrder(db, liveSession(request).userId, request.params.orderNo);
      return ok(null, 'Deleted');
    },
  );

  app.post(
    '/api/front/order/again/:orderNo',
    { ...guard, schema: { tags, ...byNo, response: answers(BuyAgainSchema) } },
    async (request) =>
      ok(
        await orders.buyAgain(db, liveSession(request).userId, request.params.orderNo, {
          skuUnits: app.config.ORDER_HOLD_MAX_SKU_UNITS,
          skuShare: app.config.ORDER_HOLD_SKU_SHARE,
        }),
        'Added to cart',
      ),
  );

  app.get(
    '/api/front/order/express/:orderNo',
    { ...guard, schema: { tags, ...byNo, response: answers(LogisticsSchema) } },
    async (request) =>
      ok(await orders.logistics(db, liveSession(request).userId, request.params.orderNo, requestLocale(request))),
  );
}
