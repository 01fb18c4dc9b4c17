import {
  CommentCreatedSchema,
  CommentCreateSchema,
  MyReviewSchema,
  PagingQuerySchema,
  PendingReviewSchema,
  pageOf,
} from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as reviews from './reviews.service';

/** Reviews: the shopper writes them (API.md D); the shop answers them in merchant-reviews.routes.ts. */
export async function reviewRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const shopper = { preHandler: requireUser };
  const tags = ['reviews'];

  app.get(
    '/api/front/order/comment/pending',
    { ...shopper, schema: { tags, querystring: PagingQuerySchema, response: answers(pageOf(PendingReviewSchema)) } },
    async (request) =>
      ok(await reviews.pendingReviews(db, liveSession(request).userId, request.query, requestLocale(request))),
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
    async (request) =>
      ok(await reviews.myReviews(db, liveSession(request).userId, request.query, requestLocale(request))),
  );
}
