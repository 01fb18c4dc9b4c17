import {
  ActivitySchema,
  HomeSchema,
  HotKeywordSchema,
  IdParamSchema,
  LoginMethodInfoSchema,
  LoginPictureSchema,
  MAX_QUANTITY,
  MerchantCategorySchema,
  MerchantTypeSchema,
  PagingQuerySchema,
  ProductCardSchema,
  pageOf,
} from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { ReadModel } from '../../platform/read-model';
import { answerBytes, answers, ok, sendAnswer } from '../../platform/reply';
import * as content from './content.service';

const tags = ['content'];

export async function contentRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  // The home page per language, kept as the bytes it is sent as (whatever the listings' TTL) until the change feed
  // names a product or shop on its cards, listings change (banners, settings, categories, products written, shops
  // opened or closed, activities written), or an activity starts or ends; a best seller not on it moves in within a
  // minute (a sale names only its own product). Encoded once: checking and serialising its 21 KB at every answer held
  // it at 28 % of the one-query floor at 32 connections (issue 25, goal 1).
  const homes = new ReadModel<Buffer>(
    { entries: Math.min(app.config.DETAIL_CACHE_ENTRIES, 20), bytes: 4_000_000, maxAgeMs: 60_000, name: 'home data' },
    (bytes) => bytes.length,
  );
  app.changes.on('listings', () => homes.clear());
  app.changes.on('product', (ids) => homes.changed('p:', ids));
  app.changes.on('shop', (ids) => homes.changed('s:', ids));
  // The storefront's steppers stop where the cart and checkout refuse (audit P3).
  const mostOfOneItem = Math.min(app.config.ORDER_HOLD_MAX_SKU_UNITS, MAX_QUANTITY);
  // With the share of the stock, a SKU's stepper stops where its cart line does (audit CE10).
  const skuShare = app.config.ORDER_HOLD_SKU_SHARE;

  app.get('/api/pc/home/index', { schema: { tags, response: answers(HomeSchema) } }, async (request, reply) => {
    const locale = requestLocale(request);
    const bytes = await homes.get(locale, async () => {
      const [home, activities] = await Promise.all([content.homeData(db, locale), content.activitiesNow(db, locale)]);
      const answer = { ...home, activities: activities.list, mostOfOneItem, skuShare };
      const until = activities.msUntilChange === null ? null : Date.now() + activities.msUntilChange;
      return { value: answerBytes(HomeSchema, answer, locale), tags: content.homeTags(home), until };
    });
    return sendAnswer(reply, bytes);
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
