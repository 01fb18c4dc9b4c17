import {
  AdjustmentSchema,
  AdminFinanceQuerySchema,
  AdminFinanceShopSchema,
  AdminFinanceShopsQuerySchema,
  AdminFinanceSummarySchema,
  CommissionRateSchema,
  FinanceSettingsSchema,
  FinanceSettingsViewSchema,
  FinanceSummarySchema,
  LedgerLineSchema,
  LedgerQuerySchema,
  MerIdParamSchema,
  NoDataSchema,
  pageOf,
} from '@mall/contract';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, markReplay, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import { adjustShop, adminFinanceShops, adminFinanceSummary, setCommissionRate } from './finance-admin';
import { financeSettingsView, saveFinanceSettings } from './finance-settings';
import { ledgerCsv } from './statement-csv';
import { financeSummary, ledgerPage } from './statements';

/** The shop's balances and statement (/api/merchant/finance; payouts are in payouts.routes.ts). */
export async function merchantFinanceRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const tags = ['merchant'];

  app.get(
    '/api/merchant/finance/summary',
    { schema: { tags, response: answers(FinanceSummarySchema) } },
    async (request) => ok(await financeSummary(db, merchantOf(request))),
  );

  app.get(
    '/api/merchant/finance/ledger',
    {
      schema: {
        tags,
        description:
          "The statement: every line of the shop's balances, newest first. `format=csv` answers the filtered lines " +
          '(at most 50,000) as CSV: UTF-8 with BOM, formula-safe cells.',
        querystring: LedgerQuerySchema,
        response: answers(pageOf(LedgerLineSchema)),
      },
    },
    async (request, reply) => {
      const merchantId = merchantOf(request);
      if (request.query.format === 'csv') {
        const day = new Date().toISOString().slice(0, 10);
        const csv = await ledgerCsv(db, merchantId, request.query, requestLocale(request));
        // Text, not the JSON envelope the schema describes (strings are sent as they are, not serialised).
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="statement-${day}.csv"`)
          .header('Cache-Control', 'no-store')
          .send(csv as never);
      }
      return ok(await ledgerPage(db, merchantId, request.query));
    },
  );
}

/** The platform's overview, shops' balances and rates, settlement settings (/api/admin/finance). */
export async function adminFinanceRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const tags = ['admin'];

  app.get(
    '/api/admin/finance/summary',
    { schema: { tags, querystring: AdminFinanceQuerySchema, response: answers(AdminFinanceSummarySchema) } },
    async (request) => ok(await adminFinanceSummary(db, request.query)),
  );

  app.get(
    '/api/admin/finance/shops',
    {
      schema: { tags, querystring: AdminFinanceShopsQuerySchema, response: answers(pageOf(AdminFinanceShopSchema)) },
    },
    async (request) => ok(await adminFinanceShops(db, request.query)),
  );

  app.post(
    '/api/admin/finance/shops/:merId/commission',
    { schema: { tags, params: MerIdParamSchema, body: CommissionRateSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await setCommissionRate(db, request.params.merId, request.body.rate);
      return ok(null, 'Saved');
    },
  );

  app.post(
    '/api/admin/finance/shops/:merId/adjustments',
    { schema: { tags, params: MerIdParamSchema, body: AdjustmentSchema, response: answers(NoDataSchema) } },
    async (request) => {
      const { replayed } = await adjustShop(db, liveSession(request).userId, request.params.merId, request.body);
      if (!replayed) return ok(null, 'The adjustment was booked');
      // A retry (a lost answer, a second click) books nothing and says so; the log keeps the first act only (CE4).
      markReplay(request);
      return ok(null, 'This adjustment was already booked; nothing was booked again');
    },
  );

  app.get('/api/admin/finance/settings', { schema: { tags, response: answers(FinanceSettingsViewSchema) } }, async () =>
    ok(await financeSettingsView(db)),
  );

  app.post(
    '/api/admin/finance/settings',
    { schema: { tags, body: FinanceSettingsSchema, response: answers(FinanceSettingsViewSchema) } },
    async (request) => ok(await saveFinanceSettings(db, request.body), 'Saved'),
  );
}
