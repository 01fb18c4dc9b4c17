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
import { ReadModel } from '../../platform/read-model';
import { answers, ok } from '../../platform/reply';
import * as shops from './shops.service';

const tags = ['shops'];

export async function shopRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  // A shop's count of products on sale, kept until listings change (a product created, put on or off sale, imported;
  // a shop opened or closed) or the change feed names the shop (issue 25).
  const productCounts = new ReadModel<number>(
    { entries: Math.min(app.config.DETAIL_CACHE_ENTRIES, 10_000), bytes: 1_000_000, name: 'shop product counts' },
    () => 16,
  );
  app.changes.on('listings', () => productCounts.clear());
  app.changes.on('shop', (ids) => productCounts.changed('s:', ids));
  const productCount = (id: number) =>
    productCounts.get(String(id), async () => ({ value: await shops.shopProductCount(db, id), tags: [`s:${id}`] }));

  app.get(
    '/api/front/merchant/street',
    { schema: { tags, querystring: StreetQuerySchema, response: answers(pageOf(StreetShopSchema)) } },
    async (request) => ok(await shops.shopStreet(db, requestLocale(request), request.query)),
  );

  app.get(
    '/api/front/merchant/index/info/:id',
    { schema: { tags, params: IdParamSchema, response: answers(ShopHeaderSchema) } },
    async (request) =>
      ok(await shops.shopHeader(db, request.params.id, request.viewerId, productCount, requestLocale(request))),
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
    async (request) => ok(await shops.shopCategoryTree(db, request.params.id, requestLocale(request))),
  );
}
