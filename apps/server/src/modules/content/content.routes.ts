import {
  ActivitySchema,
  HomeSchema,
  HotKeywordSchema,
  IdParamSchema,
  LoginMethodInfoSchema,
  LoginPictureSchema,
  MerchantCategorySchema,
  MerchantTypeSchema,
  PagingQuerySchema,
  ProductCardSchema,
  pageOf,
} from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { TtlCache } from '../../platform/ttl-cache';
import * as content from './content.service';

const tags = ['content'];

export async function contentRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const homeCache = new TtlCache<Awaited<ReturnType<typeof content.homeData>>>(app.config.CATALOG_CACHE_TTL_MS, 20);
  app.changes.on('listings', () => homeCache.clear());

  app.get('/api/pc/home/index', { schema: { tags, response: answers(HomeSchema) } }, async (request) => {
    const locale = requestLocale(request);
    return ok(await homeCache.get(locale, () => content.homeData(db, locale)));
  });

  app.get('/api/pc/login/getLoginPic', { schema: { tags, response: answers(LoginPictureSchema) } }, async () =>
    ok(await content.loginPicture(db)),
  );

  app.get('/api/front/login/method/info', { schema: { tags, response: answers(LoginMethodInfoSchema) } }, async () =>
    ok(await content.loginMethodInfo(db, app.config)),
  );

  app.get(
    '/api/front/search/keyword',
    { schema: { tags, response: answers(z.array(HotKeywordSchema)) } },
    async (request) => ok(await content.hotKeywords(db, requestLocale(request))),
  );

  app.get(
    '/api/front/merchant/all/type/list',
    { schema: { tags, response: answers(z.array(MerchantTypeSchema)) } },
    async (request) => ok(await content.merchantTypes(db, requestLocale(request))),
  );

  app.get(
    '/api/front/merchant/all/category/list',
    { schema: { tags, response: answers(z.array(MerchantCategorySchema)) } },
    async (request) => ok(await content.merchantCategories(db, requestLocale(request))),
  );

  app.get(
    '/api/front/activity/list',
    { schema: { tags, response: answers(z.array(ActivitySchema)) } },
    async (request) => ok(await content.listActivities(db, requestLocale(request))),
  );

  app.get(
    '/api/front/activity/:id/products',
    {
      schema: {
        tags,
        params: IdParamSchema,
        querystring: PagingQuerySchema,
        response: answers(pageOf(ProductCardSchema)),
      },
    },
    async (request) => ok(await content.activityProducts(db, request.params.id, request.query, requestLocale(request))),
  );
}
