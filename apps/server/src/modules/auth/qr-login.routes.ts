import { NoDataSchema, QrKeyParamSchema, QrStartSchema, QrStatusSchema } from '@mall/contract';
import type { FastifyZod } from '../../platform/fastify';
import { limit } from '../../platform/rate-limit';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import { markQrLogin, pollQrLogin, startQrLogin } from './qr-login';

const tags = ['auth'];

export async function qrLoginRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;

  app.post(
    '/api/front/login/qrcode',
    {
      schema: {
        tags,
        response: answers(QrStartSchema),
      },
    },
    async (request) => {
      await limit(app.rateLimits, `qr:ip:${request.ip}`, 60, 3600);
      return ok(await startQrLogin(db, app.config.publicUrl));
    },
  );

  app.get(
    '/api/front/login/qrcode/:key',
    { schema: { tags, params: QrKeyParamSchema, response: answers(QrStatusSchema) } },
    async (request) => ok(await pollQrLogin(db, request.params.key)),
  );

  app.post(
    '/api/front/login/qrcode/:key/scan',
    { preHandler: requireUser, schema: { tags, params: QrKeyParamSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await markQrLogin(db, request.params.key, liveSession(request).userId, 'scanned');
      return ok(null);
    },
  );

  app.post(
    '/api/front/login/qrcode/:key/confirm',
    { preHandler: requireUser, schema: { tags, params: QrKeyParamSchema, response: answers(NoDataSchema) } },
    async (request) => {
      await markQrLogin(db, request.params.key, liveSession(request).userId, 'confirmed');
      return ok(null, 'The computer is signed in');
    },
  );
}
