import {
  AfterSalesSettingsSchema,
  AfterSalesSettingsViewSchema,
  FooterSettingsSchema,
  FooterSettingsViewSchema,
  HomeSettingsSchema,
  HomeSettingsViewSchema,
  LoginMethodsEditSchema,
  LoginMethodsViewSchema,
  PaymentSettingsEditSchema,
  PaymentSettingsViewSchema,
  PointsSettingsSchema,
  PointsSettingsViewSchema,
  ServiceSettingsSchema,
  ServiceSettingsViewSchema,
} from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import type { StripeProvider } from '../payments/stripe-provider';
import * as settings from './settings.service';

const tags = ['admin: settings'];

/**
 * Store settings, each a GET and a POST of the whole form (the POST answers what is stored now): home (logo, login
 * picture, mobile site, currency), login methods, customer service, footer, payment, points and after-sales.
 */
export async function adminSettingsRoutes(app: FastifyZod, opts: { stripe: StripeProvider | null }): Promise<void> {
  const { db } = app.database;
  const { config } = app;
  const { stripe } = opts;

  app.get('/api/admin/settings/home', { schema: { tags, response: answers(HomeSettingsViewSchema) } }, async () =>
    ok(await settings.homeSettings(db)),
  );
  app.post(
    '/api/admin/settings/home',
    { schema: { tags, body: HomeSettingsSchema, response: answers(HomeSettingsViewSchema) } },
    async (request) => ok(await settings.saveHomeSettings(db, request.body, app.changes), 'Saved'),
  );

  app.get(
    '/api/admin/settings/login-methods',
    { schema: { tags, response: answers(LoginMethodsViewSchema) } },
    async () => ok(await settings.loginMethods(db, config)),
  );
  app.post(
    '/api/admin/settings/login-methods',
    { schema: { tags, body: LoginMethodsEditSchema, response: answers(LoginMethodsViewSchema) } },
    async (request) => ok(await settings.saveLoginMethods(db, config, request.body, app.changes), 'Saved'),
  );

  app.get('/api/admin/settings/service', { schema: { tags, response: answers(ServiceSettingsViewSchema) } }, async () =>
    ok(await settings.serviceSettings(db)),
  );
  app.post(
    '/api/admin/settings/service',
    { schema: { tags, body: ServiceSettingsSchema, response: answers(ServiceSettingsViewSchema) } },
    async (request) => ok(await settings.saveServiceSettings(db, request.body, app.changes), 'Saved'),
  );

  app.get('/api/admin/settings/footer', { schema: { tags, response: answers(FooterSettingsViewSchema) } }, async () =>
    ok(await settings.footerSettings(db)),
  );
  app.post(
    '/api/admin/settings/footer',
    { schema: { tags, body: FooterSettingsSchema, response: answers(FooterSettingsViewSchema) } },
    async (request) => ok(await settings.saveFooterSettings(db, request.body, app.changes), 'Saved'),
  );

  app.get('/api/admin/settings/payment', { schema: { tags, response: answers(PaymentSettingsViewSchema) } }, async () =>
    ok(await settings.paymentSettings(db, stripe, config)),
  );
  app.post(
    '/api/admin/settings/payment',
    { schema: { tags, body: PaymentSettingsEditSchema, response: answers(PaymentSettingsViewSchema) } },
    async (request) => ok(await settings.savePaymentSettings(db, stripe, config, request.body, app.changes), 'Saved'),
  );

  app.get('/api/admin/settings/points', { schema: { tags, response: answers(PointsSettingsViewSchema) } }, async () =>
    ok(await settings.pointsSettings(db)),
  );
  app.post(
    '/api/admin/settings/points',
    { schema: { tags, body: PointsSettingsSchema, response: answers(PointsSettingsViewSchema) } },
    async (request) => ok(await settings.savePointsSettings(db, request.body, app.changes), 'Saved'),
  );

  app.get(
    '/api/admin/settings/after-sales',
    { schema: { tags, response: answers(AfterSalesSettingsViewSchema) } },
    async () => ok(await settings.afterSalesSettings(db)),
  );
  app.post(
    '/api/admin/settings/after-sales',
    { schema: { tags, body: AfterSalesSettingsSchema, response: answers(AfterSalesSettingsViewSchema) } },
    async (request) => ok(await settings.saveAfterSalesSettings(db, request.body, app.changes), 'Saved'),
  );
}
