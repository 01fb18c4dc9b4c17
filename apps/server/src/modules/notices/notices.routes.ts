import {
  NoDataSchema,
  NoticeListQuerySchema,
  NoticePreferencesSaveSchema,
  NoticePreferencesSchema,
  NoticeReadSchema,
  NoticeSchema,
  NoticeUnreadSchema,
  pageOf,
} from '@mall/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyZod } from '../../platform/fastify';
import { requestTimeZone, statedLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as centre from './centre';

/**
 * The message centre's routes for one kind of reader (API.md section K): the storefront's (/api/front/notices,
 * shoppers), and the same under the consoles' areas (/api/merchant/notices for the shop's staff, /api/admin/notices
 * for operators), each registered inside its area's gate by app.ts.
 */
export function noticeCentreRoutes(
  prefix: string,
  readerOf: (request: FastifyRequest) => centre.Reader,
  guard?: typeof requireUser,
) {
  return async (app: FastifyZod): Promise<void> => {
    const { db } = app.database;
    const tags = ['notices'];
    const gate = guard ? { preHandler: guard } : {};

    app.get(
      prefix,
      { ...gate, schema: { tags, querystring: NoticeListQuerySchema, response: answers(pageOf(NoticeSchema)) } },
      async (request) =>
        ok(
          await centre.listNotices(
            db,
            readerOf(request),
            request.query,
            statedLocale(request),
            requestTimeZone(request),
          ),
        ),
    );
    app.get(`${prefix}/unread`, { ...gate, schema: { tags, response: answers(NoticeUnreadSchema) } }, async (request) =>
      ok({ total: await centre.unreadCount(db, readerOf(request)) }),
    );
    app.post(
      `${prefix}/read`,
      { ...gate, schema: { tags, body: NoticeReadSchema, response: answers(NoDataSchema) } },
      async (request) => {
        await centre.markRead(db, readerOf(request), request.body);
        return ok(null);
      },
    );
    app.get(
      `${prefix}/preferences`,
      { ...gate, schema: { tags, response: answers(NoticePreferencesSchema) } },
      async (request) => ok({ kinds: await centre.preferences(db, readerOf(request)) }),
    );
    app.post(
      `${prefix}/preferences`,
      { ...gate, schema: { tags, body: NoticePreferencesSaveSchema, response: answers(NoDataSchema) } },
      async (request) => {
        await centre.savePreferences(db, readerOf(request), request.body.kinds);
        return ok(null, 'Saved');
      },
    );
  };
}

/** The shopper's centre: every signed-in user (a guest session included) reads their own. */
export const frontNoticeRoutes = noticeCentreRoutes(
  '/api/front/notices',
  (request) => ({ userId: liveSession(request).userId, audience: 'shopper' }),
  requireUser,
);
