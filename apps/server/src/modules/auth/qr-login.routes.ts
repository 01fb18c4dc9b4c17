import { NoDataSchema, QrDesktopSchema, QrKeyParamSchema, QrStartSchema, QrStatusSchema } from '@mall/contract';
import { addressKey } from '../../platform/client-address';
import { readCookie } from '../../platform/cookies';
import type { FastifyZod } from '../../platform/fastify';
import { statedLocale } from '../../platform/locale';
import { limit } from '../../platform/rate-limit';
import { answers, ok } from '../../platform/reply';
import { answerPrivately, liveSession, requireUser } from '../../platform/session';
import {
  clearedQrBrowserCookie,
  markQrLogin,
  pollQrLogin,
  QR_BROWSER_COOKIE,
  qrBrowserCookie,
  startQrLogin,
} from './qr-login';

const tags = ['auth'];

export async function qrLoginRoutes(app: FastifyZod): Promise<void> {
  // The poll's answer is chosen by the browser's cookie and carries the new session's token (audit AG1).
  answerPrivately(app);
  const { db } = app.database;

  app.post(
    '/api/front/login/qrcode',
    {
      schema: {
        tags,
        response: answers(QrStartSchema),
      },
    },
    async (request, reply) => {
      await limit(app.rateLimits, `qr:ip:${addressKey(request.ip)}`, 60, 3600);
      const agent = request.headers['user-agent'] ?? '';
      const { answer, browser } = await startQrLogin(db, app.config.publicUrl, { agent, ip: request.ip });
      // Binds the key to this desktop: only a poll with this cookie gets the session (qr-login.ts).
      reply.header('set-cookie', qrBrowserCookie(app.config, answer.key, browser));
      return ok(answer);
    },
  );

  app.get(
    '/api/front/login/qrcode/:key',
    { schema: { tags, params: QrKeyParamSchema, response: answers(QrStatusSchema) } },
    async (request, reply) => {
      const answer = await pollQrLogin(
        db,
        request.params.key,
        readCookie(request, QR_BROWSER_COOKIE),
        statedLocale(request),
      );
      if (answer.token) reply.header('set-cookie', clearedQrBrowserCookie(app.config, request.params.key));
      return ok(answer);
    },
  );

  app.post(
    '/api/front/login/qrcode/:key/scan',
    { preHandler: requireUser, schema: { tags, params: QrKeyParamSchema, response: answers(QrDesktopSchema) } },
    // The answer names the computer that asked (browser, system, address, time) for the phone to show (audit AN3).
    async (request) => ok(await markQrLogin(db, request.params.key, liveSession(request), 'scanned')),
  );

  app.post(
    '/api/front/login/qrcode/:key/confirm',
    { preHandler: requireUser, schema: { tags, params: QrKeyParamSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await markQrLogin(db, request.params.key, liveSession(request), 'confirmed');
      return ok(null, 'The computer is signed in');
    },
  );

  // Cancel on the phone: the code is spent and the desktop's poll says the sign-in was refused (audit AN7).
  app.post(
    '/api/front/login/qrcode/:key/refuse',
    { preHandler: requireUser, schema: { tags, params: QrKeyParamSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await markQrLogin(db, request.params.key, liveSession(request), 'refused');
      return ok(null, 'Sign-in refused; the computer was told');
    },
  );
}
