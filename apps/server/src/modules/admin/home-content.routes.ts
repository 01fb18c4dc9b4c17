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
import { requireAdmin } from './admin-guard';
import * as content from './home-content.service';

const tags = ['admin: home content'];

/** Banners, recommended products and activities of the home page. */
export async function adminHomeContentRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireAdmin(db) };
  const created = answers(IdAnswerSchema);
  const nothing = answers(NoDataSchema);

  app.get(
    '/api/admin/banners',
    { ...guard, schema: { tags, response: answers(z.array(AdminBannerSchema)) } },
    async () => ok(await content.listBanners(db)),
  );
  app.post(
    '/api/admin/banners',
    { ...guard, schema: { tags, body: BannerEditSchema, response: created } },
    async (request) => ok(await content.createBanner(db, request.body), 'Saved'),
  );
  app.post(
    '/api/admin/banners/:id',
    { ...guard, schema: { tags, params: IdParamSchema, body: BannerEditSchema, response: nothing } },
    async (request) => {
      await content.updateBanner(db, request.params.id, request.body);
      return ok(null, 'Saved');
    },
  );
  app.post(
    '/api/admin/banners/:id/delete',
    { ...guard, schema: { tags, params: IdParamSchema, response: nothing } },
    async (request) => {
      await content.deleteBanner(db, request.params.id);
      return ok(null, 'Deleted');
    },
  );

  app.get(
    '/api/admin/products',
    { ...guard, schema: { tags, querystring: AdminProductQuerySchema, response: answers(pageOf(AdminProductSchema)) } },
    async (request) => ok(await content.findProducts(db, request.query)),
  );
  app.post(
    '/api/admin/recommend',
    { ...guard, schema: { tags, body: RecommendSetSchema, response: nothing } },
    async (request) => {
      await content.setRecommended(db, request.body.productIds);
      return ok(null, 'Saved');
    },
  );

  app.get(
    '/api/admin/activities',
    { ...guard, schema: { tags, response: answers(z.array(AdminActivitySchema)) } },
    async () => ok(await content.listActivities(db)),
  );
  app.get(
    '/api/admin/activities/:id',
    { ...guard, schema: { tags, params: IdParamSchema, response: answers(AdminActivityDetailSchema) } },
    async (request) => ok(await content.activityDetail(db, request.params.id)),
  );
  app.post(
    '/api/admin/activities',
    { ...guard, schema: { tags, body: ActivityEditSchema, response: created } },
    async (request) => ok(await content.createActivity(db, request.body), 'Saved'),
  );
  app.post(
    '/api/admin/activities/:id',
    { ...guard, schema: { tags, params: IdParamSchema, body: ActivityEditSchema, response: nothing } },
    async (request) => {
      await content.updateActivity(db, request.params.id, request.body);
      return ok(null, 'Saved');
    },
  );
  app.post(
    '/api/admin/activities/:id/delete',
    { ...guard, schema: { tags, params: IdParamSchema, response: nothing } },
    async (request) => {
      await content.deleteActivity(db, request.params.id);
      return ok(null, 'Deleted');
    },
  );
  app.post(
    '/api/admin/activities/:id/products',
    { ...guard, schema: { tags, params: IdParamSchema, body: ActivityProductsSetSchema, response: nothing } },
    async (request) => {
      await content.setActivityProducts(db, request.params.id, request.body.productIds);
      return ok(null, 'Saved');
    },
  );
}
