import {
  AdminShopChangeQuerySchema,
  AdminShopChangeSchema,
  IdParamSchema,
  pageOf,
  RejectShopChangeSchema,
  ShopChangeReviewSchema,
} from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import * as changes from './shop-changes';

const tags = ['admin: shop changes'];

/** The platform's review of live shops' new names and qualification pictures. */
export async function adminShopChangeRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;

  app.get(
    '/api/admin/merchant/changes',
    {
      schema: { tags, querystring: AdminShopChangeQuerySchema, response: answers(pageOf(AdminShopChangeSchema)) },
    },
    async (request) => ok(await changes.listShopChanges(db, request.query)),
  );

  app.post(
    '/api/admin/merchant/changes/:id/approve',
    { schema: { tags, params: IdParamSchema, response: answers(ShopChangeReviewSchema) } },
    async (request) => {
      const { id, status } = await changes.approveShopChange(
        db,
        liveSession(request).userId,
        request.params.id,
        app.changes,
      );
      return ok({ id, status }, 'The change has been approved and the shop shows it');
    },
  );

  app.post(
    '/api/admin/merchant/changes/:id/reject',
    {
      schema: { tags, params: IdParamSchema, body: RejectShopChangeSchema, response: answers(ShopChangeReviewSchema) },
    },
    async (request) =>
      ok(
        await changes.rejectShopChange(db, liveSession(request).userId, request.params.id, request.body.reason),
        'The change has been rejected',
      ),
  );
}
