import { DashboardQuerySchema, DashboardSchema } from '@mall/contract';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import { dashboard } from './merchant-dashboard.service';

const tags = ['merchant'];

/** The merchant console's home: the shop's figures across orders, products and refunds. */
export async function merchantDashboardRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  app.get(
    '/api/merchant/dashboard',
    { schema: { tags, querystring: DashboardQuerySchema, response: answers(DashboardSchema) } },
    async (request) => ok(await dashboard(db, merchantOf(request), request.query.tzOffset)),
  );
}
