import {
  CommentCreatedSchema,
  CommentCreateSchema,
  IdParamSchema,
  MerchantReplySchema,
  MerchantReviewQuerySchema,
  MerchantReviewSchema,
  MyReviewSchema,
  NoDataSchema,
  PagingQuerySchema,
  PendingReviewSchema,
  pageOf,
} from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import { merchantOf, requireMerchant } from '../merchant/merchant-guard';
import * as merchantReviews from './merchant-reviews.service';
import * as reviews from './reviews.service';

/** Reviews: the shopper writes them (API.md D), the shop answers them (console API). */
export async function reviewRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const shopper = { preHandler: requireUser };
  const tags = ['reviews'];

  app.get(
    '/api/front/order/comment/pending',
    { ...shopper, schema: { tags, querystring: PagingQuerySchema, response: answers(pageOf(PendingReviewSchema)) } },
    async (request) => ok(await reviews.pendingReviews(db, liveSession(request).userId, request.query)),
  );

  app.post(
    '/api/front/order/comment',
    { ...shopper, schema: { tags, body: CommentCreateSchema, response: answers(CommentCreatedSchema) } },
    async (request) =>
      ok(await reviews.submitReview(db, liveSession(request).userId, request.body), 'Thank you for your review'),
  );

  app.get(
    '/api/front/order/reply/list',
    { ...shopper, schema: { tags, querystring: PagingQuerySchema, response: answers(pageOf(MyReviewSchema)) } },
    async (request) => ok(await reviews.myReviews(db, liveSession(request).userId, request.query)),
  );

  if (!app.hasRequestDecorator('merchantId')) app.decorateRequest('merchantId', null);
  const merchant = { preHandler: requireMerchant(db) };
  const consoleTags = ['merchant'];

  app.get(
    '/api/merchant/reviews',
    {
      ...merchant,
      schema: {
        tags: consoleTags,
        querystring: MerchantReviewQuerySchema,
        response: answers(pageOf(MerchantReviewSchema)),
      },
    },
    async (request) => ok(await merchantReviews.listShopReviews(db, merchantOf(request), request.query)),
  );

  app.post(
    '/api/merchant/reviews/:id/reply',
    {
      ...merchant,
      schema: { tags: consoleTags, params: IdParamSchema, body: MerchantReplySchema, response: answers(NoDataSchema) },
    },
    async (request) => {
      await merchantReviews.replyToReview(db, merchantOf(request), request.params.id, request.body.reply);
      return ok(null, 'Reply saved');
    },
  );
}
