import {
  IdParamSchema,
  pageOf,
  ServiceConfigSchema,
  ShopCategorySchema,
  ShopDetailSchema,
  ShopHeaderSchema,
  StreetQuerySchema,
  StreetShopSchema,
} from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import * as shops from './shops.service';

const tags = ['shops'];

export async function shopRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;

  app.get(
    '/api/front/merchant/street',
    { schema: { tags, querystring: StreetQuerySchema, response: answers(pageOf(StreetShopSchema)) } },
    async (request) => ok(await shops.shopStreet(db, requestLocale(request), request.query)),
  );

  app.get(
    '/api/front/merchant/index/info/:id',
    { schema: { tags, params: IdParamSchema, response: answers(ShopHeaderSchema) } },
    async (request) => ok(await shops.shopHeader(db, request.params.id, request.viewerId)),
  );

  app.get(
    '/api/front/merchant/detail/:id',
    { schema: { tags, params: IdParamSchema, response: answers(ShopDetailSchema) } },
    async (request) => ok(await shops.shopDetail(db, request.params.id, requestLocale(request))),
  );

  app.get(
    '/api/front/merchant/customer/service/info/:id',
    { schema: { tags, params: IdParamSchema, response: answers(ServiceConfigSchema) } },
    async (request) => ok(await shops.shopServiceInfo(db, request.params.id)),
  );

  app.get(
    '/api/front/product/merchant/:id/category/list',
    { schema: { tags, params: IdParamSchema, response: answers(z.array(ShopCategorySchema)) } },
    async (request) => ok(await shops.shopCategoryTree(db, request.params.id)),
  );
}
