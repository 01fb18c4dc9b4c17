import {
  IdParamSchema,
  MerchantReplySchema,
  MerchantReviewQuerySchema,
  MerchantReviewSchema,
  NoDataSchema,
  pageOf,
} from '@mall/contract';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import * as merchantReviews from './merchant-reviews.service';

/** The shop answers its reviews (console API, in the /api/merchant area: app.ts). */
export async function merchantReviewRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const consoleTags = ['merchant'];

  app.get(
    '/api/merchant/reviews',
    {
      schema: {
        tags: consoleTags,
        querystring: MerchantReviewQuerySchema,
        response: answers(pageOf(MerchantReviewSchema)),
      },
    },
    async (request) =>
      ok(await merchantReviews.listShopReviews(db, merchantOf(request), request.query, requestLocale(request))),
  );

  app.post(
    '/api/merchant/reviews/:id/reply',
    {
      schema: { tags: consoleTags, params: IdParamSchema, body: MerchantReplySchema, response: answers(NoDataSchema) },
    },
    async (request) => {
      await merchantReviews.replyToReview(db, merchantOf(request), request.params.id, request.body.reply);
      return ok(null, 'Reply saved');
    },
  );
}
