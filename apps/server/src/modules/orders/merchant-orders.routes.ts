import {
  LogisticsEventSchema,
  MerchantOrderDetailSchema,
  MerchantOrderExportQuerySchema,
  MerchantOrderQuerySchema,
  MerchantOrderRowSchema,
  NoDataSchema,
  OrderNoParamSchema,
  pageOf,
  ShipmentCorrectionSchema,
  ShipSchema,
} from '@mall/contract';
import { merchantOf } from '../../platform/auth';
import { shopTimeZone } from '../../platform/csv';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import * as shopOrders from './merchant-orders.service';
import { ordersCsv } from './order-csv';
import { EXPORT_LIMIT, exportRows } from './order-export';

const tags = ['merchant'];

export async function merchantOrderRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;

  app.get(
    '/api/merchant/orders',
    {
      schema: { tags, querystring: MerchantOrderQuerySchema, response: answers(pageOf(MerchantOrderRowSchema)) },
    },
    async (request) =>
      ok(await shopOrders.listShopOrders(db, merchantOf(request), request.query, requestLocale(request))),
  );

  app.get(
    '/api/merchant/orders/export.csv',
    {
      schema: {
        tags,
        description:
          "The filtered orders placed on the shop's days `from`..`to` (newest first, at most 10,000) as CSV: UTF-8 with BOM, formula-safe cells. When more orders match, the file ends with a line saying so and the answer carries `X-Export-Capped: 10000`.",
        querystring: MerchantOrderExportQuerySchema,
      },
    },
    async (request, reply) => {
      const timeZone = await shopTimeZone(db, merchantOf(request));
      const { rows, more } = await exportRows(db, merchantOf(request), request.query, requestLocale(request), timeZone);
      const day = new Date().toISOString().slice(0, 10);
      if (more) reply.header('X-Export-Capped', String(EXPORT_LIMIT));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${day}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(ordersCsv(rows, requestLocale(request), timeZone, more ? EXPORT_LIMIT : null));
    },
  );

  app.get(
    '/api/merchant/orders/:orderNo',
    { schema: { tags, params: OrderNoParamSchema, response: answers(MerchantOrderDetailSchema) } },
    async (request) =>
      ok(await shopOrders.shopOrderDetail(db, merchantOf(request), request.params.orderNo, requestLocale(request))),
  );

  app.post(
    '/api/merchant/orders/:orderNo/ship',
    { schema: { tags, params: OrderNoParamSchema, body: ShipSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await shopOrders.shipOrder(db, merchantOf(request), request.params.orderNo, request.body);
      return ok(null, 'Shipped');
    },
  );

  app.post(
    '/api/merchant/orders/:orderNo/shipment',
    {
      schema: { tags, params: OrderNoParamSchema, body: ShipmentCorrectionSchema, response: answers(NoDataSchema) },
    },
    async (request) => {
      await shopOrders.correctShipment(db, merchantOf(request), request.params.orderNo, request.body);
      return ok(null, 'Saved');
    },
  );

  app.post(
    '/api/merchant/orders/:orderNo/logistics',
    {
      schema: { tags, params: OrderNoParamSchema, body: LogisticsEventSchema, response: answers(NoDataSchema) },
    },
    async (request) => {
      await shopOrders.addLogisticsEvent(db, merchantOf(request), request.params.orderNo, request.body.text);
      return ok(null, 'Logistics event added');
    },
  );
}
