import {
  IdAnswerSchema,
  IdParamSchema,
  MerchantProductQuerySchema,
  MerchantProductRowSchema,
  MerchantProductSchema,
  NoDataSchema,
  ProductInputSchema,
  pageOf,
  SaleSwitchSchema,
} from '@mall/contract';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import { LARGE_FORM } from '../../platform/strict-json';
import { listProducts } from './merchant-product-list';
import * as products from './merchant-products.service';

const tags = ['merchant'];

/** The shop's products with their SKUs (API.md E). */
export async function merchantProductRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;

  app.get(
    '/api/merchant/products',
    {
      schema: { tags, querystring: MerchantProductQuerySchema, response: answers(pageOf(MerchantProductRowSchema)) },
    },
    async (request) => ok(await listProducts(db, merchantOf(request), requestLocale(request), request.query)),
  );

  app.post(
    '/api/merchant/products',
    {
      ...LARGE_FORM,
      schema: { tags, body: ProductInputSchema, response: answers(IdAnswerSchema) },
    },
    async (request) =>
      ok(
        await products.createProduct(db, merchantOf(request), request.body, liveSession(request).userId, app.changes),
        'Saved',
      ),
  );

  app.get(
    '/api/merchant/products/:id',
    { schema: { tags, params: IdParamSchema, response: answers(MerchantProductSchema) } },
    async (request) => ok(await products.productDetail(db, merchantOf(request), request.params.id)),
  );

  app.post(
    '/api/merchant/products/:id',
    {
      ...LARGE_FORM,
      schema: { tags, params: IdParamSchema, body: ProductInputSchema, response: answers(NoDataSchema) },
    },
    async (request) => {
      await products.updateProduct(
        db,
        merchantOf(request),
        request.params.id,
        request.body,
        liveSession(request).userId,
        app.changes,
      );
      return ok(null, 'Saved');
    },
  );

  app.post(
    '/api/merchant/products/:id/sale',
    { schema: { tags, params: IdParamSchema, body: SaleSwitchSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await products.setOnSale(db, merchantOf(request), request.params.id, request.body.onSale, app.changes);
      return ok(null, request.body.onSale ? 'The product is on sale' : 'The product is off sale');
    },
  );
}
