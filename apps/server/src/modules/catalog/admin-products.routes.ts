import {
  AdminProductListQuerySchema,
  AdminProductListRowSchema,
  IdParamSchema,
  ProductRestoreSchema,
  ProductTakedownAnswerSchema,
  ProductTakedownSchema,
  pageOf,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { productRowsWhere } from './merchant-product-list';
import { restoreProduct, takeDownProduct } from './product-takedown.service';

const tags = ['admin'];

/**
 * Every shop's products for the operator, with the shop's console filters, a shop filter and the products taken
 * down; and the operator's takedown of one product and its lifting (audit FG8, decision 0054). The admin area's gate
 * lets only the platform's staff in, and its hook writes both acts, with the reason, to the operators' log.
 */
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

  app.post(
    '/api/admin/catalog/products/:id/takedown',
    {
      schema: {
        tags,
        description:
          'Takes one product off sale with a reason (1–500 characters) its shop reads; the shop cannot put it back on ' +
          'sale until the takedown is lifted. 409 when it is already taken down.',
        params: IdParamSchema,
        body: ProductTakedownSchema,
        response: answers(ProductTakedownAnswerSchema),
      },
    },
    async (request) =>
      ok(await takeDownProduct(db, request.params.id, request.body.reason, app.changes), 'The product was taken down'),
  );

  app.post(
    '/api/admin/catalog/products/:id/restore',
    {
      schema: {
        tags,
        description:
          'Lifts the takedown: the product stays off sale and its shop decides when to sell it again. 409 when it is ' +
          'not taken down.',
        params: IdParamSchema,
        body: ProductRestoreSchema,
        response: answers(ProductTakedownAnswerSchema),
      },
    },
    async (request) =>
      ok(
        await restoreProduct(db, request.params.id, app.changes),
        'The takedown was lifted: the shop decides when to sell the product again',
      ),
  );
}
