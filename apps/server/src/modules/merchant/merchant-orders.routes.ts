import { OrderNoParamSchema, PagingQuerySchema, ShipSchema } from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../app';
import { answers, ok } from '../../platform/reply';
import { merchantOf, requireMerchant } from './merchant-guard';
import * as shopOrders from './merchant-orders.service';

const tags = ['merchant'];

export async function merchantOrderRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  app.decorateRequest('merchantId', null);
  const guard = { preHandler: requireMerchant(db) };

  app.get(
    '/api/merchant/orders',
    {
      ...guard,
      schema: {
        tags,
        querystring: PagingQuerySchema.extend({ status: z.enum(shopOrders.MerchantOrderStatus).optional() }),
      },
    },
    async (request) => ok(await shopOrders.listShopOrders(db, merchantOf(request), request.query)),
  );

  app.post(
    '/api/merchant/orders/:orderNo/ship',
    { ...guard, schema: { tags, params: OrderNoParamSchema, body: ShipSchema, response: answers(z.null()) } },
    async (request) => {
      await shopOrders.shipOrder(db, merchantOf(request), request.params.orderNo, request.body);
      return ok(null, 'Shipped');
    },
  );
}
