import {
  CollectedProductSchema,
  CollectedSchema,
  CollectProductSchema,
  FollowedShopSchema,
  FollowSchema,
  IdParamSchema,
  NoDataSchema,
  PagingQuerySchema,
  pageOf,
  UncollectProductsSchema,
} from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as favourites from './favourites.service';

const tags = ['favourites'];
const FollowAnswer = answers(FollowSchema);

export async function favouriteRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireUser };

  app.post(
    '/api/front/collect/add/product',
    {
      ...guard,
      schema: {
        tags,
        body: CollectProductSchema,
        response: answers(CollectedSchema),
      },
    },
    async (request) =>
      ok(
        await favourites.collectProduct(db, liveSession(request).userId, request.body.productId),
        'Added to favourites',
      ),
  );

  app.post(
    '/api/front/collect/cancel/product',
    {
      ...guard,
      schema: { tags, body: UncollectProductsSchema, response: answers(NoDataSchema) },
    },
    async (request) => {
      await favourites.uncollectProducts(db, liveSession(request).userId, request.body.productIds);
      return ok(null, 'Removed from favourites');
    },
  );

  app.get(
    '/api/front/collect/product/list',
    {
      ...guard,
      schema: {
        tags,
        querystring: PagingQuerySchema,
        response: answers(pageOf(CollectedProductSchema)),
      },
    },
    async (request) =>
      ok(
        await favourites.listCollectedProducts(db, liveSession(request).userId, request.query, requestLocale(request)),
      ),
  );

  app.post(
    '/api/front/collect/add/merchant/:id',
    { ...guard, schema: { tags, params: IdParamSchema, response: FollowAnswer } },
    async (request) =>
      ok(await favourites.setFollow(db, liveSession(request).userId, request.params.id, true), 'Followed'),
  );

  app.post(
    '/api/front/collect/cancel/merchant/:id',
    { ...guard, schema: { tags, params: IdParamSchema, response: FollowAnswer } },
    async (request) =>
      ok(await favourites.setFollow(db, liveSession(request).userId, request.params.id, false), 'Unfollowed'),
  );

  app.get(
    '/api/front/collect/merchant/list',
    {
      ...guard,
      schema: {
        tags,
        querystring: PagingQuerySchema,
        response: answers(pageOf(FollowedShopSchema)),
      },
    },
    async (request) =>
      ok(await favourites.listFollowedShops(db, liveSession(request).userId, request.query, requestLocale(request))),
  );
}
