import {
  AccountSessionParamSchema,
  AccountSessionsSchema,
  ChangePasswordSchema,
  CloseAccountSchema,
  EmailChangeCodeSchema,
  EmailChangeSchema,
  NoDataSchema,
  PasswordCodeSchema,
  PasswordCodeSentSchema,
  PhoneChangeCodeSchema,
  PhoneChangeSchema,
  ProofCodeSchema,
  SessionsEndedSchema,
  UserEditSchema,
  UserInfoSchema,
  UserLocaleSchema,
  UserMenuSchema,
} from '@mall/contract';
import type { FastifyRequest } from 'fastify';
import { addressKey } from '../../platform/client-address';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import type { Messaging } from '../../platform/messaging';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as account from './account.service';
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
    ip: addressKey(request.ip),
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

  /** Sends a notice of a change already made: a failed text or mail is logged, not answered. */
  const notify = async (request: FastifyRequest, notice: users.Notice | null, what: string) => {
    if (!notice) return;
    await users
      .tellOwner(opts.messaging, notice.contact, notice.text)
      .catch((err) => request.log.error({ err }, `the notice of ${what} could not be sent`));
  };

  // The account page's e-mail, phone, devices and closing (audit AN8); every change proves the owner first.
  app.post(
    '/api/front/user/proof/code',
    { preHandler: requireUser, schema: { tags, body: ProofCodeSchema, response: answers(PasswordCodeSentSchema) } },
    async (request) =>
      ok(
        await users.sendOwnerCode(ctx(request), liveSession(request).userId, request.body, 'account'),
        'The verification code has been sent',
      ),
  );

  app.post(
    '/api/front/user/email/code',
    { preHandler: requireUser, schema: { tags, body: EmailChangeCodeSchema, response: answers(NoDataSchema) } },
    async (request) => {
      const { email, ...captcha } = request.body;
      await account.sendEmailCode(ctx(request), liveSession(request).userId, email, captcha);
      return ok(null, 'The verification code has been sent, please check your email');
    },
  );

  app.post(
    '/api/front/user/email',
    { preHandler: requireUser, schema: { tags, body: EmailChangeSchema, response: answers(NoDataSchema) } },
    async (request) => {
      const notice = await account.changeEmail(ctx(request), liveSession(request), request.body);
      await notify(request, notice, 'an e-mail change');
      return ok(null, 'Your e-mail address has been changed');
    },
  );

  app.post(
    '/api/front/user/phone/code',
    { preHandler: requireUser, schema: { tags, body: PhoneChangeCodeSchema, response: answers(NoDataSchema) } },
    async (request) => {
      const { countryCode, phone, ...captcha } = request.body;
      await account.sendPhoneCode(ctx(request), liveSession(request).userId, { countryCode, phone }, captcha);
      return ok(null, 'The verification code has been sent');
    },
  );

  app.post(
    '/api/front/user/phone',
    { preHandler: requireUser, schema: { tags, body: PhoneChangeSchema, response: answers(NoDataSchema) } },
    async (request) => {
      const notice = await account.changePhone(ctx(request), liveSession(request), request.body);
      await notify(request, notice, 'a phone change');
      return ok(null, 'Your phone number has been changed');
    },
  );

  app.get(
    '/api/front/user/sessions',
    { preHandler: requireUser, schema: { tags, response: answers(AccountSessionsSchema) } },
    async (request) => ok(await account.listSessions(db, liveSession(request))),
  );

  app.post(
    '/api/front/user/sessions/:id/end',
    {
      preHandler: requireUser,
      schema: { tags, params: AccountSessionParamSchema, response: answers(NoDataSchema) },
    },
    async (request) => {
      await account.endSession(db, liveSession(request).userId, request.params.id);
      return ok(null, 'The device was signed out');
    },
  );

  app.post(
    '/api/front/user/sessions/end-others',
    { preHandler: requireUser, schema: { tags, response: answers(SessionsEndedSchema) } },
    async (request) =>
      ok(await account.endOtherSessions(db, liveSession(request)), 'Your other devices were signed out'),
  );

  app.post(
    '/api/front/user/close',
    { preHandler: requireUser, schema: { tags, body: CloseAccountSchema, response: answers(NoDataSchema) } },
    async (request) => {
      const notice = await account.closeAccount(
        { ...ctx(request), files: app.files, privateFiles: app.privateFiles },
        liveSession(request),
        request.body,
      );
      await notify(request, notice, 'a closed account');
      return ok(null, 'Your account has been closed');
    },
  );
}
