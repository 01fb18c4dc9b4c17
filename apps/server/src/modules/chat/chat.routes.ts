import {
  ChatConversationSchema,
  ChatMessagePageSchema,
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatReportSchema,
  ChatSendSchema,
  ChatServiceHoursSchema,
  ChatUnreadSchema,
  IdParamSchema,
  NoDataSchema,
} from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale, statedLocale } from '../../platform/locale';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import { conversationMessages, markRead, setBlocked, shopperConversations } from './conversations';
import { reportMessage } from './safety';
import { shopperSend } from './send';
import { serviceHours } from './settings';
import { inLanguage, unreadTotal } from './views';

const tags = ['chat'];

/** The shopper's side of shop chat (API.md section I); every call needs a session (a guest's too). */
export async function chatRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const guard = { preHandler: requireUser };
  const shopper = (request: Parameters<typeof liveSession>[0]) =>
    ({ kind: 'shopper', userId: liveSession(request).userId }) as const;

  app.get(
    '/api/front/chat/conversations',
    { ...guard, schema: { tags, response: answers(z.array(ChatConversationSchema)) } },
    async (request) => ok(await shopperConversations(db, liveSession(request).userId, requestLocale(request))),
  );

  app.get(
    '/api/front/chat/conversations/:id/messages',
    {
      ...guard,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: ChatMessagesQuerySchema,
        response: answers(ChatMessagePageSchema),
      },
    },
    async (request) =>
      ok(await conversationMessages(db, shopper(request), request.params.id, request.query, requestLocale(request))),
  );

  app.post(
    '/api/front/chat/messages',
    { ...guard, schema: { tags, body: ChatSendSchema, response: answers(ChatMessageSchema) } },
    async (request) =>
      ok(
        inLanguage(
          await shopperSend(db, liveSession(request).userId, request.body, new Date(), statedLocale(request)),
          requestLocale(request),
        ),
      ),
  );

  app.post(
    '/api/front/chat/conversations/:id/read',
    { ...guard, schema: { tags, params: IdParamSchema, response: answers(z.object({ upTo: z.number() })) } },
    async (request) => ok(await markRead(db, shopper(request), request.params.id)),
  );

  for (const [path, blocked, message] of [
    ['block', true, 'Blocked'],
    ['unblock', false, 'Unblocked'],
  ] as const) {
    app.post(
      `/api/front/chat/conversations/:id/${path}`,
      { ...guard, schema: { tags, params: IdParamSchema, response: answers(NoDataSchema) } },
      async (request) => {
        await setBlocked(db, app.rateLimits, liveSession(request).userId, request.params.id, blocked);
        return ok(null, message);
      },
    );
  }

  app.post(
    '/api/front/chat/messages/:id/report',
    { ...guard, schema: { tags, params: IdParamSchema, body: ChatReportSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await reportMessage(db, shopper(request), request.params.id, request.body.reason);
      return ok(null, 'Reported, thank you');
    },
  );

  app.get(
    '/api/front/chat/service-hours',
    { ...guard, schema: { tags, response: answers(ChatServiceHoursSchema) } },
    async () => ok({ hours: await serviceHours(db) }),
  );

  app.get(
    '/api/front/chat/unread',
    { ...guard, schema: { tags, response: answers(ChatUnreadSchema) } },
    async (request) => ok({ total: await unreadTotal(db, { userId: liveSession(request).userId }) }),
  );
}
