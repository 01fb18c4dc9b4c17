import { AdminProductListQuerySchema, AdminProductListRowSchema, pageOf } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { productRowsWhere } from './merchant-product-list';

const tags = ['admin'];

/** Every shop's products for the operator, with the shop's console filters and a shop filter (read only). */
export async function adminProductRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  app.get(
    '/api/admin/catalog/products',
    {
      schema: { tags, querystring: AdminProductListQuerySchema, response: answers(pageOf(AdminProductListRowSchema)) },
    },
    async (request) => {
      const { merId, ...q } = request.query;
      return ok(await productRowsWhere(db, merId ? [sql`p.merchant_id = ${merId}`] : [], requestLocale(request), q));
    },
  );
}
