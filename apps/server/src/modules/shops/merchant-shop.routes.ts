import {
  IdAnswerSchema,
  IdParamSchema,
  NoDataSchema,
  ShopCategoryInputSchema,
  ShopCategoryNodeSchema,
  ShopProfileInputSchema,
  ShopProfileSchema,
} from '@mall/contract';
import { z } from 'zod';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import * as shop from './merchant-shop.service';
import { withdrawShopChange } from './shop-changes';

const tags = ['merchant'];
const SAVED_FOR_REVIEW = 'Saved. The new shop name and qualification pictures show once the platform approves them';

/** The shop itself: profile and service config, the shop's own categories. */
export async function merchantShopRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;

  app.get('/api/merchant/shop', { schema: { tags, response: answers(ShopProfileSchema) } }, async (request) =>
    ok(await shop.shopProfile(db, merchantOf(request), requestLocale(request))),
  );

  app.post(
    '/api/merchant/shop',
    { schema: { tags, body: ShopProfileInputSchema, response: answers(NoDataSchema) } },
    async (request) => {
      const saved = await shop.saveShopProfile(db, merchantOf(request), request.body, liveSession(request).userId);
      return ok(null, saved.reviewPending ? SAVED_FOR_REVIEW : 'Saved');
    },
  );

  app.post(
    '/api/merchant/shop/change/withdraw',
    { schema: { tags, response: answers(NoDataSchema) } },
    async (request) => {
      await withdrawShopChange(db, merchantOf(request));
      return ok(null, 'The change was withdrawn: the shop keeps its name and pictures');
    },
  );

  app.get(
    '/api/merchant/categories',
    { schema: { tags, response: answers(z.array(ShopCategoryNodeSchema)) } },
    async (request) => ok(await shop.shopCategoryTree(db, merchantOf(request))),
  );

  app.post(
    '/api/merchant/categories',
    {
      schema: { tags, body: ShopCategoryInputSchema, response: answers(IdAnswerSchema) },
    },
    async (request) => ok(await shop.createShopCategory(db, merchantOf(request), request.body), 'Saved'),
  );

  app.post(
    '/api/merchant/categories/:id',
    {
      schema: { tags, params: IdParamSchema, body: ShopCategoryInputSchema, response: answers(NoDataSchema) },
    },
    async (request) => {
      await shop.updateShopCategory(db, merchantOf(request), request.params.id, request.body);
      return ok(null, 'Saved');
    },
  );

  app.post(
    '/api/merchant/categories/:id/delete',
    { schema: { tags, params: IdParamSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await shop.deleteShopCategory(db, merchantOf(request), request.params.id);
      return ok(null, 'Deleted');
    },
  );
}
