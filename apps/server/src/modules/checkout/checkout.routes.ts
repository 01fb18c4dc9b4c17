import {
  ComputePriceSchema,
  CreateOrderSchema,
  OrderCreatedSchema,
  PreOrderCreatedSchema,
  PreOrderLoadSchema,
  PreOrderNoParamSchema,
  PreOrderSchema,
  PriceSchema,
} from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale, requestTimeZone } from '../../platform/locale';
import { translateMessage } from '../../platform/messages';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as checkout from './checkout.service';
import type { HoldLimits } from './holds';
import { createOrder } from './place-order';

const tags = ['checkout'];

export async function checkoutRoutes(
  app: FastifyZod,
  opts: { onOrderCreated: (orderNo: string, payDeadline: Date) => Promise<void> },
) {
  const { db } = app.database;
  const guard = { preHandler: requireUser };
  const holds: HoldLimits = {
    orders: app.config.ORDER_HOLD_MAX_ORDERS,
    units: app.config.ORDER_HOLD_MAX_UNITS,
    skuUnits: app.config.ORDER_HOLD_MAX_SKU_UNITS,
    skuShare: app.config.ORDER_HOLD_SKU_SHARE,
    rateFactor: app.rateLimits.factor,
  };

  app.post(
    '/api/front/order/pre/order',
    { ...guard, schema: { tags, body: PreOrderSchema, response: answers(PreOrderCreatedSchema) } },
    async (request) =>
      ok(await checkout.createPreOrder(db, liveSession(request).userId, request.body, holds, requestLocale(request))),
  );

  app.get(
    '/api/front/order/load/pre/:preOrderNo',
    {
      ...guard,
      schema: { tags, params: PreOrderNoParamSchema, response: answers(PreOrderLoadSchema) },
    },
    async (request) => {
      const locale = requestLocale(request);
      const load = await checkout.loadPreOrder(db, liveSession(request).userId, request.params.preOrderNo, locale);
      return ok({
        ...load,
        price: { ...load.price, deliveryMessage: translateMessage(load.price.deliveryMessage, locale) },
      });
    },
  );

  app.post(
    '/api/front/order/computed/price',
    { ...guard, schema: { tags, body: ComputePriceSchema, response: answers(PriceSchema) } },
    async (request) => {
      const locale = requestLocale(request);
      const price = await checkout.computePrice(db, liveSession(request).userId, request.body, locale);
      return ok({ ...price, deliveryMessage: translateMessage(price.deliveryMessage, locale) });
    },
  );

  app.post(
    '/api/front/order/create',
    { ...guard, schema: { tags, body: CreateOrderSchema, response: answers(OrderCreatedSchema) } },
    async (request) => {
      const created = await createOrder(
        db,
        liveSession(request).userId,
        request.body,
        app.config.ORDER_PAY_MINUTES,
        holds,
        requestLocale(request),
        requestTimeZone(request),
      );
      if (!created.existing) await opts.onOrderCreated(created.orderNo, created.payDeadline);
      return ok({ orderNo: created.orderNo }, 'Order placed');
    },
  );
}
