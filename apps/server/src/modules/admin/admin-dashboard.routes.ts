import { AdminDashboardQuerySchema, AdminDashboardSchema } from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { answers, ok } from '../../platform/reply';
import { platformDashboard } from './admin-dashboard.service';

const tags = ['admin'];

/** The platform console's home: the mall's sales, orders and what waits for the operator. */
export async function adminDashboardRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  app.get(
    '/api/admin/dashboard',
    { schema: { tags, querystring: AdminDashboardQuerySchema, response: answers(AdminDashboardSchema) } },
    async (request) => ok(await platformDashboard(db, request.query.tzOffset)),
  );
}
