import {
  IdParamSchema,
  NoDataSchema,
  PagingQuerySchema,
  pageOf,
  SettleAgreementSchema,
  SettleApplyAnswerSchema,
  SettleApplySchema,
  SettleCaptchaSchema,
  SettleRecordSchema,
} from '@mall/contract';
import { headerCaptcha } from '../../platform/captcha-header';
import { addressKey } from '../../platform/client-address';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import type { Messaging } from '../../platform/messaging';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import * as settle from './settle.service';

const tags = ['settle'];

/** Apply to settle (API.md D): the agreement, the email code, submit and resubmit, my applications. */
export async function settleRoutes(app: FastifyZod, opts: { messaging: Messaging }): Promise<void> {
  const { db } = app.database;
  // Before the body is parsed: an anonymous caller learns nothing from validation messages.
  const guard = { onRequest: requireUser };
  const ctx = (ip: string): settle.SettleContext => ({
    db,
    files: app.files,
    privateFiles: app.privateFiles,
    messaging: opts.messaging,
    ip,
    rateLimits: app.rateLimits,
  });

  app.get(
    '/api/front/merchant/settled/agreement',
    { schema: { tags, response: answers(SettleAgreementSchema) } },
    async (request) => ok(await settle.settlementAgreement(db, requestLocale(request))),
  );

  app.post(
    '/api/front/merchant/settled/captcha',
    { ...guard, schema: { tags, body: SettleCaptchaSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await settle.sendApplicationCode(
        ctx(addressKey(request.ip)),
        liveSession(request).userId,
        request.body.email,
        requestLocale(request),
        headerCaptcha(request),
      );
      return ok(null, 'The verification code has been sent, please check your email');
    },
  );

  app.post(
    '/api/front/merchant/settled/apply',
    { ...guard, schema: { tags, body: SettleApplySchema, response: answers(SettleApplyAnswerSchema) } },
    async (request) =>
      ok(
        await settle.submitApplication(ctx(addressKey(request.ip)), liveSession(request).userId, request.body),
        'Your application has been submitted',
      ),
  );

  app.post(
    '/api/front/merchant/settled/apply/:id',
    {
      ...guard,
      schema: { tags, params: IdParamSchema, body: SettleApplySchema, response: answers(SettleApplyAnswerSchema) },
    },
    async (request) =>
      ok(
        await settle.submitApplication(
          ctx(addressKey(request.ip)),
          liveSession(request).userId,
          request.body,
          request.params.id,
        ),
        'Your application has been submitted',
      ),
  );

  app.get(
    '/api/front/merchant/settled/record',
    { ...guard, schema: { tags, querystring: PagingQuerySchema, response: answers(pageOf(SettleRecordSchema)) } },
    async (request) =>
      ok(await settle.listMyApplications(db, liveSession(request).userId, requestLocale(request), request.query)),
  );

  app.get(
    '/api/front/merchant/settled/record/:id',
    { ...guard, schema: { tags, params: IdParamSchema, response: answers(SettleRecordSchema) } },
    async (request) =>
      ok(await settle.myApplication(db, liveSession(request).userId, request.params.id, requestLocale(request))),
  );
}
