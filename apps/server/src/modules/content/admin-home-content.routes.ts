import {
  ActivityEditSchema,
  ActivityProductsSetSchema,
  AdminActivityDetailSchema,
  AdminActivitySchema,
  AdminBannerSchema,
  AdminProductQuerySchema,
  AdminProductSchema,
  BannerEditSchema,
  IdAnswerSchema,
  IdParamSchema,
  NoDataSchema,
  pageOf,
  RecommendSetSchema,
} from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import * as content from './admin-home-content.service';

const tags = ['admin: home content'];

/** Banners, recommended products and activities of the home page. */
export async function adminHomeContentRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const created = answers(IdAnswerSchema);
  const nothing = answers(NoDataSchema);

  app.get('/api/admin/banners', { schema: { tags, response: answers(z.array(AdminBannerSchema)) } }, async () =>
    ok(await content.listBanners(db)),
  );
  app.post('/api/admin/banners', { schema: { tags, body: BannerEditSchema, response: created } }, async (request) =>
    ok(await content.createBanner(db, request.body, app.changes), 'Saved'),
  );
  app.post(
    '/api/admin/banners/:id',
    { schema: { tags, params: IdParamSchema, body: BannerEditSchema, response: nothing } },
    async (request) => {
      await content.updateBanner(db, request.params.id, request.body, app.changes);
      return ok(null, 'Saved');
    },
  );
  app.post(
    '/api/admin/banners/:id/delete',
    { schema: { tags, params: IdParamSchema, response: nothing } },
    async (request) => {
      await content.deleteBanner(db, request.params.id, app.changes);
      return ok(null, 'Deleted');
    },
  );

  app.get(
    '/api/admin/products',
    { schema: { tags, querystring: AdminProductQuerySchema, response: answers(pageOf(AdminProductSchema)) } },
    async (request) => ok(await content.findProducts(db, request.query)),
  );
  app.post(
    '/api/admin/recommend',
    { schema: { tags, body: RecommendSetSchema, response: nothing } },
    async (request) => {
      await content.setRecommended(db, request.body.productIds, app.changes);
      return ok(null, 'Saved');
    },
  );

  app.get('/api/admin/activities', { schema: { tags, response: answers(z.array(AdminActivitySchema)) } }, async () =>
    ok(await content.listActivities(db)),
  );
  app.get(
    '/api/admin/activities/:id',
    { schema: { tags, params: IdParamSchema, response: answers(AdminActivityDetailSchema) } },
    async (request) => ok(await content.activityDetail(db, request.params.id)),
  );
  app.post(
    '/api/admin/activities',
    { schema: { tags, body: ActivityEditSchema, response: created } },
    async (request) => ok(await content.createActivity(db, request.body, app.changes), 'Saved'),
  );
  app.post(
    '/api/admin/activities/:id',
    { schema: { tags, params: IdParamSchema, body: ActivityEditSchema, response: nothing } },
    async (request) => {
      await content.updateActivity(db, request.params.id, request.body, app.changes);
      return ok(null, 'Saved');
    },
  );
  app.post(
    '/api/admin/activities/:id/delete',
    { schema: { tags, params: IdParamSchema, response: nothing } },
    async (request) => {
      await content.deleteActivity(db, request.params.id, app.changes);
      return ok(null, 'Deleted');
    },
  );
  app.post(
    '/api/admin/activities/:id/products',
    { schema: { tags, params: IdParamSchema, body: ActivityProductsSetSchema, response: nothing } },
    async (request) => {
      await content.setActivityProducts(db, request.params.id, request.body.productIds, app.changes);
      return ok(null, 'Saved');
    },
  );
}
