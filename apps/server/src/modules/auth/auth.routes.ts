import {
  CaptchaImageSchema,
  EmailCodeBodySchema,
  EmailLoginSchema,
  type Locale,
  MobileCodeLoginSchema,
  MobilePasswordLoginSchema,
  NoDataSchema,
  RegisterEmailSchema,
  RegisterMobileSchema,
  ResetPasswordSchema,
  SendCodeSchema,
  TokenAnswerSchema,
  TokenExistsSchema,
  VisitorSchema,
} from '@mall/contract';
import type { FastifyRequest } from 'fastify';
import { createCaptcha } from '../../platform/captcha';
import { headerCaptcha } from '../../platform/captcha-header';
import { addressKey } from '../../platform/client-address';
import { invalid } from '../../platform/errors';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale, statedLocale } from '../../platform/locale';
import type { Email, Messaging } from '../../platform/messaging';
import { limit } from '../../platform/rate-limit';
import { answers, ok } from '../../platform/reply';
import { answerPrivately } from '../../platform/session';
import * as auth from './auth.service';

const tags = ['auth'];
const MessageOnly = answers(NoDataSchema);

export async function authRoutes(app: FastifyZod, opts: { messaging: Messaging }): Promise<void> {
  const { db } = app.database;
  // Sign-in answers carry a new session's token, and merge the visitor cart its cookie names (audit AG1).
  answerPrivately(app);
  const ctx = (request: FastifyRequest): auth.AuthContext => ({
    db,
    messaging: opts.messaging,
    ip: addressKey(request.ip),
    rateLimits: app.rateLimits,
    locale: requestLocale(request),
    stated: statedLocale(request),
    agent: request.headers['user-agent'] ?? '',
  });
  /** Registration's `locale` (API.md L207, audit FX1) is the new account's language; without it, the request's. */
  const registering = (request: FastifyRequest, locale: Locale | undefined): auth.AuthContext => ({
    ...ctx(request),
    locale: locale ?? requestLocale(request),
  });

  // Mails the answer does not wait for (the reset code: only a known address gets one, so waiting would time the
  // branches apart, audit AG8); a failure is logged, and closing the app lets those on their way finish.
  const sending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });
  const sendAfterAnswer = (request: FastifyRequest, mail: Email) => {
    const task = opts.messaging
      .sendEmail(mail)
      .catch((err) => request.log.error({ err }, 'a code mail could not be sent'))
      .finally(() => sending.delete(task));
    sending.add(task);
  };

  app.post(
    '/api/front/login/token/is/exist',
    { schema: { tags, response: answers(TokenExistsSchema) } },
    async (request) => ok(request.session.kind === 'live'),
  );

  app.post(
    '/api/front/login/email',
    { schema: { tags, body: EmailLoginSchema, response: answers(TokenAnswerSchema) } },
    async (request) => {
      const { email, password, ...captcha } = request.body;
      return ok(await auth.signInWithPassword(ctx(request), { email }, password, captcha), 'Signed in');
    },
  );

  app.post(
    '/api/front/login/mobile/password',
    { schema: { tags, body: MobilePasswordLoginSchema, response: answers(TokenAnswerSchema) } },
    async (request) => {
      const { countryCode, phone, password, ...captcha } = request.body;
      return ok(await auth.signInWithPassword(ctx(request), { countryCode, phone }, password, captcha), 'Signed in');
    },
  );

  app.post(
    '/api/front/login/mobile/captcha',
    { schema: { tags, body: MobileCodeLoginSchema, response: answers(TokenAnswerSchema) } },
    async (request) => {
      const { countryCode, phone, captcha, existingOnly } = request.body;
      return ok(
        await auth.signInWithSmsCode(ctx(request), countryCode, phone, captcha, existingOnly ?? false),
        'Signed in',
      );
    },
  );

  app.post(
    '/api/front/login/register/email',
    { schema: { tags, body: RegisterEmailSchema, response: answers(TokenAnswerSchema) } },
    async (request) => {
      const { email, captcha, password, locale } = request.body;
      return ok(
        await auth.registerByEmail(registering(request, locale), email, captcha, password),
        'Registration succeeded',
      );
    },
  );

  app.post(
    '/api/front/login/register/mobile',
    { schema: { tags, body: RegisterMobileSchema, response: answers(TokenAnswerSchema) } },
    async (request) => {
      const { countryCode, phone, captcha, password, locale } = request.body;
      return ok(
        await auth.registerByPhone(registering(request, locale), countryCode, phone, captcha, password),
        'Registration succeeded',
      );
    },
  );

  app.post(
    '/api/front/login/register/visitor',
    { schema: { tags, body: VisitorSchema, response: answers(TokenAnswerSchema) } },
    async (request) => {
      const { email, countryCode, phone, locale } = request.body;
      return ok(await auth.signInAsGuest(registering(request, locale), email, countryCode, phone), 'Welcome, guest');
    },
  );

  app.get('/api/front/login/logout', { schema: { tags, response: MessageOnly } }, async (request) => {
    await auth.logout(db, request.session.kind === 'live' ? request.session.sessionId : null);
    return ok(null, 'Signed out');
  });

  app.post(
    '/api/front/login/email/captcha',
    { schema: { tags, body: EmailCodeBodySchema, response: MessageOnly } },
    async (request) => {
      await auth.sendRegisterEmailCode(ctx(request), request.body, headerCaptcha(request));
      return ok(null, 'The verification code has been sent, please check your email');
    },
  );

  app.post(
    '/api/front/login/email/forget/password',
    { schema: { tags, body: EmailCodeBodySchema, response: MessageOnly } },
    async (request) => {
      const mail = await auth.sendResetEmailCode(ctx(request), request.body, headerCaptcha(request));
      if (mail) sendAfterAnswer(request, mail);
      return ok(null, 'If an account uses this address, a code is on its way; please check your email');
    },
  );

  app.post(
    '/api/front/login/email/reset/password',
    { schema: { tags, body: ResetPasswordSchema, response: MessageOnly } },
    async (request) => {
      const { email, captcha, newPassword } = request.body;
      await auth.resetPassword(ctx(request), email, captcha, newPassword);
      return ok(null, 'Your password has been reset, please sign in');
    },
  );

  // Form data (spec section 7): urlencoded, multipart or JSON, checked here rather than by a body schema.
  app.post('/api/front/login/sendCode', { schema: { tags, response: MessageOnly } }, async (request) => {
    const fields = await formFields(request);
    const parsed = SendCodeSchema.safeParse(fields);
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.message);
    // Form fields or headers, whichever carries it (an absent field must not hide the headers).
    const [inHeaders, inFields] = [headerCaptcha(request), pickCaptcha(fields)];
    const captcha = {
      imageKey: inFields.imageKey ?? inHeaders.imageKey,
      imageCode: inFields.imageCode ?? inHeaders.imageCode,
    };
    await auth.sendSmsCode(ctx(request), parsed.data.countryCode, parsed.data.phone, captcha);
    return ok(null, 'The verification code has been sent');
  });

  app.get('/api/front/captcha', { schema: { tags, response: answers(CaptchaImageSchema) } }, async (request) => {
    // Each picture costs about 20 ms of rendering: an address gets plenty for honest use, not a flood.
    await limit(app.rateLimits, `captcha:ip:${addressKey(request.ip)}`, 60, 600);
    return ok(await createCaptcha(db));
  });
}

function pickCaptcha(fields: Record<string, unknown>) {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { imageKey: str(fields.imageKey), imageCode: str(fields.imageCode) };
}

async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (request.isMultipart()) {
    const fields: Record<string, unknown> = {};
    for await (const part of request.parts({ limits: { fields: 10, files: 0, fieldSize: 200 } })) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
    }
    return fields;
  }
  return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
}
