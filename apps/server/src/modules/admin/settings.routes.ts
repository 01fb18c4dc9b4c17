import {
  AfterSalesSettingsSchema,
  FooterSettingsSchema,
  HomeSettingsSchema,
  LoginMethodsEditSchema,
  LoginMethodsViewSchema,
  PaymentSettingsEditSchema,
  PaymentSettingsViewSchema,
  PointsSettingsSchema,
  ServiceSettingsSchema,
} from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import type { StripeProvider } from '../payments/stripe-provider';
import { requireAdmin } from './admin-guard';
import * as settings from './settings.service';

const tags = ['admin: settings'];

/**
 * Store settings, each a GET and a POST of the whole form (the POST answers what is stored now): home (logo, login
 * picture, mobile site, currency), login methods, customer service, footer, payment, points and after-sales.
 */
export async function adminSettingsRoutes(app: FastifyZod, opts: { stripe: StripeProvider | null }): Promise<void> {
  const { db } = app.database;
  const { config } = app;
  const guard = { preHandler: requireAdmin(db) };
  const { stripe } = opts;

  // Each form answers with a plain view of its fields; the edit schemas' checks only guard what comes in.
  const HomeView = z.object({
    logoUrl: z.string(),
    loginLeftImage: z.string(),
    mobileUrl: z.string(),
    currencySymbol: z.string(),
  });
  app.get('/api/admin/settings/home', { ...guard, schema: { tags, response: answers(HomeView) } }, async () =>
    ok(await settings.homeSettings(db)),
  );
  app.post(
    '/api/admin/settings/home',
    { ...guard, schema: { tags, body: HomeSettingsSchema, response: answers(HomeView) } },
    async (request) => ok(await settings.saveHomeSettings(db, request.body), 'Saved'),
  );

  app.get(
    '/api/admin/settings/login-methods',
    { ...guard, schema: { tags, response: answers(LoginMethodsViewSchema) } },
    async () => ok(await settings.loginMethods(db, config)),
  );
  app.post(
    '/api/admin/settings/login-methods',
    { ...guard, schema: { tags, body: LoginMethodsEditSchema, response: answers(LoginMethodsViewSchema) } },
    async (request) => ok(await settings.saveLoginMethods(db, config, request.body), 'Saved'),
  );

  const ServiceView = z.object({
    serviceType: z.string(),
    serviceLink: z.string(),
    serviceMessage: z.string(),
    servicePhone: z.string(),
    serviceEmail: z.string(),
    qrImage: z.string(),
  });
  app.get('/api/admin/settings/service', { ...guard, schema: { tags, response: answers(ServiceView) } }, async () =>
    ok(await settings.serviceSettings(db)),
  );
  app.post(
    '/api/admin/settings/service',
    { ...guard, schema: { tags, body: ServiceSettingsSchema, response: answers(ServiceView) } },
    async (request) => ok(await settings.saveServiceSettings(db, request.body), 'Saved'),
  );

  const FooterView = z.object({ phone: z.string(), address: z.string(), copyright: z.string() });
  app.get('/api/admin/settings/footer', { ...guard, schema: { tags, response: answers(FooterView) } }, async () =>
    ok(await settings.footerSettings(db)),
  );
  app.post(
    '/api/admin/settings/footer',
    { ...guard, schema: { tags, body: FooterSettingsSchema, response: answers(FooterView) } },
    async (request) => ok(await settings.saveFooterSettings(db, request.body), 'Saved'),
  );

  app.get(
    '/api/admin/settings/payment',
    { ...guard, schema: { tags, response: answers(PaymentSettingsViewSchema) } },
    async () => ok(await settings.paymentSettings(db, stripe, config)),
  );
  app.post(
    '/api/admin/settings/payment',
    { ...guard, schema: { tags, body: PaymentSettingsEditSchema, response: answers(PaymentSettingsViewSchema) } },
    async (request) => ok(await settings.savePaymentSettings(db, stripe, config, request.body), 'Saved'),
  );

  const PointsView = z.object({
    earnRate: z.number(),
    frozenDays: z.number().int(),
    value: z.number().int(),
    maxShare: z.number().int(),
  });
  app.get('/api/admin/settings/points', { ...guard, schema: { tags, response: answers(PointsView) } }, async () =>
    ok(await settings.pointsSettings(db)),
  );
  app.post(
    '/api/admin/settings/points',
    { ...guard, schema: { tags, body: PointsSettingsSchema, response: answers(PointsView) } },
    async (request) => ok(await settings.savePointsSettings(db, request.body), 'Saved'),
  );

  const AfterSalesView = z.object({ afterSalesDays: z.number().int() });
  app.get(
    '/api/admin/settings/after-sales',
    { ...guard, schema: { tags, response: answers(AfterSalesView) } },
    async () => ok(await settings.afterSalesSettings(db)),
  );
  app.post(
    '/api/admin/settings/after-sales',
    { ...guard, schema: { tags, body: AfterSalesSettingsSchema, response: answers(AfterSalesView) } },
    async (request) => ok(await settings.saveAfterSalesSettings(db, request.body), 'Saved'),
  );
}
