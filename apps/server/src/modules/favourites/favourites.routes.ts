import { IdParamSchema, PagingQuerySchema, pageOf } from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as favourites from './favourites.service';

const tags = ['favourites'];
const Id = z.number().int().positive().max(2_147_483_647);
const FollowAnswer = answers(z.object({ followed: z.boolean(), followerCount: z.number().int() }));

export async function favouriteRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireUser };

  app.post(
    '/api/front/collect/add/product',
    {
      ...guard,
      schema: {
        tags,
        body: z.strictObject({ productId: Id }),
        response: answers(z.object({ collected: z.boolean() })),
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
      schema: { tags, body: z.strictObject({ productIds: z.array(Id).min(1).max(200) }), response: answers(z.null()) },
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
        response: answers(
          pageOf(
            z.object({
              id: z.number(),
              productId: z.number(),
              name: z.string(),
              image: z.string(),
              price: z.string(),
              otPrice: z.string(),
              onSale: z.boolean(),
              createTime: z.string(),
            }),
          ),
        ),
      },
    },
    async (request) => ok(await favourites.listCollectedProducts(db, liveSession(request).userId, request.query)),
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
        response: answers(
          pageOf(
            z.object({
              id: z.number(),
              name: z.string(),
              avatar: z.string(),
              isSelf: z.boolean(),
              rating: z.string(),
              followerCount: z.number(),
            }),
          ),
        ),
      },
    },
    async (request) => ok(await favourites.listFollowedShops(db, liveSession(request).userId, request.query)),
  );
}
