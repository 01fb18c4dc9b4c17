import {
  ChatAssignSchema,
  ChatInboxConversationSchema,
  ChatInboxQuerySchema,
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatReportSchema,
  ChatSettingsSchema,
  ChatStaffSchema,
  ChatStaffSendSchema,
  ChatUnreadSchema,
  IdParamSchema,
  NoDataSchema,
  pageOf,
} from '@mall/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { assign, conversationMessages, inboxConversations, inboxStaff, markRead } from './conversations';
import { reportMessage } from './safety';
import { staffSend } from './send';
import { chatSettings, saveChatSettings } from './settings';
import type { ChatSide } from './views';
import { inLanguage, unreadTotal } from './views';

const tags = ['chat'];
const yes = (value: string | undefined) => value === '1' || value === 'true';

/**
 * A chat inbox for staff, registered inside a console area (its gate has run): the shop's under /api/merchant/chat,
 * the mall's service under /api/admin/chat. `sideOf` says whose inbox the request speaks for; every call is scoped to
 * it, and a conversation of another inbox answers 404.
 */
export function inboxRoutes(prefix: string, sideOf: (request: FastifyRequest) => Extract<ChatSide, { kind: 'shop' }>) {
  return async (app: FastifyZod): Promise<void> => {
    const { db } = app.database;

    app.get(
      `${prefix}/conversations`,
      { schema: { tags, querystring: ChatInboxQuerySchema, response: answers(pageOf(ChatInboxConversationSchema)) } },
      async (request) => {
        const q = request.query;
        return ok(
          await inboxConversations(
            db,
            sideOf(request),
            {
              mine: yes(q.mine),
              unassigned: yes(q.unassigned),
              keyword: q.keyword || undefined,
              page: q.page,
              limit: q.limit,
            },
            requestLocale(request),
          ),
        );
      },
    );

    app.get(
      `${prefix}/conversations/:id/messages`,
      {
        schema: {
          tags,
          params: IdParamSchema,
          querystring: ChatMessagesQuerySchema,
          response: answers(ChatMessagePageSchema),
        },
      },
      async (request) =>
        ok(await conversationMessages(db, sideOf(request), request.params.id, request.query, requestLocale(request))),
    );

    app.post(
      `${prefix}/messages`,
      { schema: { tags, body: ChatStaffSendSchema, response: answers(ChatMessageSchema) } },
      async (request) => ok(inLanguage(await staffSend(db, sideOf(request), request.body), requestLocale(request))),
    );

    app.post(
      `${prefix}/conversations/:id/assign`,
      { schema: { tags, params: IdParamSchema, body: ChatAssignSchema, response: answers(NoDataSchema) } },
      async (request) => {
        await assign(db, sideOf(request).merId, request.params.id, request.body.staffId);
        return ok(null, 'Assigned');
      },
    );

    app.post(
      `${prefix}/conversations/:id/read`,
      { schema: { tags, params: IdParamSchema, response: answers(z.object({ upTo: z.number() })) } },
      async (request) => ok(await markRead(db, sideOf(request), request.params.id)),
    );

    app.post(
      `${prefix}/messages/:id/report`,
      { schema: { tags, params: IdParamSchema, body: ChatReportSchema, response: answers(NoDataSchema) } },
      async (request) => {
        await reportMessage(db, sideOf(request), request.params.id, request.body.reason);
        return ok(null, 'Reported, thank you');
      },
    );

    app.get(`${prefix}/staff`, { schema: { tags, response: answers(z.array(ChatStaffSchema)) } }, async (request) =>
      ok(await inboxStaff(db, sideOf(request).merId)),
    );

    app.get(`${prefix}/unread`, { schema: { tags, response: answers(ChatUnreadSchema) } }, async (request) =>
      ok({ total: await unreadTotal(db, { merId: sideOf(request).merId }) }),
    );

    app.get(`${prefix}/settings`, { schema: { tags, response: answers(ChatSettingsSchema) } }, async (request) =>
      ok(await chatSettings(db, sideOf(request).merId)),
    );

    app.post(
      `${prefix}/settings`,
      { schema: { tags, body: ChatSettingsSchema, response: answers(ChatSettingsSchema) } },
      async (request) => ok(await saveChatSettings(db, sideOf(request).merId, request.body), 'Saved'),
    );
  };
}
