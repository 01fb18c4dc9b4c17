import {
  ChangePasswordSchema,
  NoDataSchema,
  PasswordCodeSchema,
  PasswordCodeSentSchema,
  UserEditSchema,
  UserInfoSchema,
  UserLocaleSchema,
  UserMenuSchema,
} from '@mall/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import type { Messaging } from '../../platform/messaging';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as users from './users.service';

const tags = ['users'];

export async function userRoutes(app: FastifyZod, opts: { messaging: Messaging }): Promise<void> {
  const { db } = app.database;

  app.get(
    '/api/front/user/info',
    { preHandler: requireUser, schema: { tags, response: answers(UserInfoSchema) } },
    async (request) => ok(await users.userInfo(db, liveSession(request).userId)),
  );

  app.get(
    '/api/front/user/menu/user',
    {
      preHandler: requireUser,
      schema: {
        tags,
        response: answers(UserMenuSchema),
      },
    },
    async (request) => ok(await users.userMenu(db, liveSession(request).userId, requestLocale(request))),
  );

  app.post(
    '/api/front/user/edit',
    { preHandler: requireUser, schema: { tags, body: UserEditSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await users.editUser(db, liveSession(request).userId, request.body);
      return ok(null, 'Saved');
    },
  );

  app.post(
    '/api/front/user/locale',
    { preHandler: requireUser, schema: { tags, body: UserLocaleSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await users.setLocale(db, liveSession(request).userId, request.body.locale);
      return ok(null, 'Saved');
    },
  );

  const ctx = (request: FastifyRequest) => ({
    db,
    messaging: opts.messaging,
    ip: request.ip,
    rateLimits: app.rateLimits,
    locale: requestLocale(request),
  });

  app.post(
    '/api/front/user/password/code',
    {
      preHandler: requireUser,
      schema: { tags, body: PasswordCodeSchema, response: answers(PasswordCodeSentSchema) },
    },
    async (request) =>
      ok(
        await users.sendPasswordCode(ctx(request), liveSession(request).userId, request.body),
        'The verification code has been sent',
      ),
  );

  app.post(
    '/api/front/user/password',
    { preHandler: requireUser, schema: { tags, body: ChangePasswordSchema, response: answers(NoDataSchema) } },
    async (request) => {
      const { userId, sessionId } = liveSession(request);
      const { firstPassword, notice } = await users.changePassword(ctx(request), userId, sessionId, request.body);
      // The password is changed whatever becomes of the notice: a failed text or mail is logged, not answered.
      if (notice) {
        await users
          .tellOwner(opts.messaging, notice.contact, notice.text)
          .catch((err) => request.log.error({ err }, 'the password notice could not be sent'));
      }
      return ok(null, firstPassword ? 'Your password has been set' : 'Your password has been changed');
    },
  );
}
