import {
  ChatReportsQuerySchema,
  ChatReportViewSchema,
  ChatResolveSchema,
  IdParamSchema,
  NoDataSchema,
  pageOf,
} from '@mall/contract';
import { merchantOf } from '../../platform/auth';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession } from '../../platform/session';
import { inboxRoutes } from './inbox.routes';
import { listReports, resolveReport } from './safety';

/** The shop's chat inbox (inside the /api/merchant area). */
export const merchantChatRoutes = inboxRoutes('/api/merchant/chat', (request) => ({
  kind: 'shop',
  merId: merchantOf(request),
  staffId: liveSession(request).userId,
}));

const serviceInbox = inboxRoutes('/api/admin/chat', (request) => ({
  kind: 'shop',
  merId: 0,
  staffId: liveSession(request).userId,
}));

/** The mall's service inbox and the queue of reported messages (inside the /api/admin area). */
export async function adminChatRoutes(app: FastifyZod): Promise<void> {
  await serviceInbox(app);
  const { db } = app.database;
  const tags = ['chat'];

  app.get(
    '/api/admin/chat/reports',
    { schema: { tags, querystring: ChatReportsQuerySchema, response: answers(pageOf(ChatReportViewSchema)) } },
    async (request) => ok(await listReports(db, request.query, requestLocale(request))),
  );

  app.post(
    '/api/admin/chat/reports/:id/resolve',
    { schema: { tags, params: IdParamSchema, body: ChatResolveSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await resolveReport(db, request.params.id, liveSession(request).userId, request.body.resolution);
      return ok(null, 'Resolved');
    },
  );
}
