import {
  AdminOrderDetailSchema,
  AdminOrderQuerySchema,
  AdminOrderRowSchema,
  OrderNoParamSchema,
  pageOf,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { takenBackOf } from '../payments/stripe-returns';
import { shopOrderDetailWhere, shopOrdersWhere } from './merchant-orders.service';

const tags = ['admin'];

/** Every shop's orders for the operator: the shop console's list and detail across shops (read only). */
export async function adminOrderRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  app.get(
    '/api/admin/orders',
    { schema: { tags, querystring: AdminOrderQuerySchema, response: answers(pageOf(AdminOrderRowSchema)) } },
    async (request) => {
      const { merId, ...q } = request.query;
      return ok(
        await shopOrdersWhere(db, merId ? sql`s.merchant_id = ${merId}` : sql`TRUE`, q, requestLocale(request)),
      );
    },
  );
  app.get(
    '/api/admin/orders/:orderNo',
    { schema: { tags, params: OrderNoParamSchema, response: answers(AdminOrderDetailSchema) } },
    async (request) => {
      const { orderNo } = request.params;
      const detail = await shopOrderDetailWhere(db, sql`s.order_no = ${orderNo}`, requestLocale(request));
      return ok({ ...detail, takenBack: await takenBackOf(db, orderNo) });
    },
  );
}
