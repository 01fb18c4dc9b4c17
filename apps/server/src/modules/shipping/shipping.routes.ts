import {
  IdAnswerSchema,
  IdParamSchema,
  NoDataSchema,
  ProductFreightQuerySchema,
  ProductFreightSchema,
  ServedCountriesAnswerSchema,
  ServedCountriesSchema,
  ShippingTemplateIdParamSchema,
  ShippingTemplateInputSchema,
  ShippingTemplateListSchema,
  ShippingTemplateSchema,
} from '@mall/contract';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { productFreight } from './product-freight';
import { saveServedCountries, servedCountries } from './served';
import * as templates from './templates.service';

/** Freight before checkout: the goods detail's "Ship to …" line (signed in or not). */
export async function shippingRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  app.get(
    '/api/front/product/freight/:id',
    {
      schema: {
        tags: ['shipping'],
        params: IdParamSchema,
        querystring: ProductFreightQuerySchema,
        response: answers(ProductFreightSchema),
      },
    },
    async (request) =>
      ok(await productFreight(db, request.params.id, request.query, request.viewerId, requestLocale(request))),
  );
}

/** The shop's shipping templates (API.md section G); every query is scoped to the staff's shop. */
export async function merchantShippingRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const tags = ['merchant: shipping'];

  app.get(
    '/api/merchant/shipping/templates',
    { schema: { tags, response: answers(ShippingTemplateListSchema) } },
    async (request) => ok(await templates.listTemplates(db, merchantOf(request))),
  );

  app.post(
    '/api/merchant/shipping/templates',
    { schema: { tags, body: ShippingTemplateInputSchema, response: answers(IdAnswerSchema) } },
    async (request) => ok(await templates.createTemplate(db, merchantOf(request), request.body), 'Saved'),
  );

  app.post(
    '/api/merchant/shipping/templates/:id',
    {
      schema: {
        tags,
        params: ShippingTemplateIdParamSchema,
        body: ShippingTemplateInputSchema,
        response: answers(NoDataSchema),
      },
    },
    async (request) => {
      await templates.updateTemplate(db, merchantOf(request), request.params.id, request.body);
      return ok(null, 'Saved');
    },
  );

  app.post(
    '/api/merchant/shipping/templates/:id/delete',
    { schema: { tags, params: ShippingTemplateIdParamSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await templates.deleteTemplate(db, merchantOf(request), request.params.id);
      return ok(null, 'Deleted');
    },
  );
}

/** The platform's default template and the countries the mall serves. */
export async function adminShippingRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const tags = ['admin: shipping'];

  app.get('/api/admin/shipping/template', { schema: { tags, response: answers(ShippingTemplateSchema) } }, async () =>
    ok(await templates.platformTemplate(db)),
  );

  app.post(
    '/api/admin/shipping/template',
    { schema: { tags, body: ShippingTemplateInputSchema, response: answers(ShippingTemplateSchema) } },
    async (request) => ok(await templates.savePlatformTemplate(db, request.body), 'Saved'),
  );

  app.get(
    '/api/admin/shipping/countries',
    { schema: { tags, response: answers(ServedCountriesAnswerSchema) } },
    async () => {
      const served = await servedCountries(db);
      return ok({ countries: served ? [...served].sort() : [] });
    },
  );

  app.post(
    '/api/admin/shipping/countries',
    { schema: { tags, body: ServedCountriesSchema, response: answers(ServedCountriesAnswerSchema) } },
    async (request) => {
      const saved = await saveServedCountries(db, request.body.countries);
      // The countries served decide what pages show (a product page's shipping to its market): kept pages are stale.
      await app.changes.announce(db, 'listings');
      return ok(saved, 'Saved');
    },
  );
}
