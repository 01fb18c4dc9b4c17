import { QrStatusSchema } from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { limit } from '../../platform/rate-limit';
import { answers, ok } from '../../platform/reply';
import { liveSession, requireUser } from '../../platform/session';
import { markQrLogin, pollQrLogin, startQrLogin } from './qr-login';

const tags = ['auth'];
const KeyParams = z.object({
  key: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[\w-]+$/),
});

export async function qrLoginRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;

  app.post(
    '/api/front/login/qrcode',
    {
      schema: {
        tags,
        response: answers(z.object({ key: z.string(), url: z.string(), image: z.string(), expiresIn: z.number() })),
      },
    },
    async (request) => {
      await limit(app.rateLimits, `qr:ip:${request.ip}`, 60, 3600);
      return ok(await startQrLogin(db, app.config.publicUrl));
    },
  );

  app.get(
    '/api/front/login/qrcode/:key',
    { schema: { tags, params: KeyParams, response: answers(QrStatusSchema) } },
    async (request) => ok(await pollQrLogin(db, request.params.key)),
  );

  app.post(
    '/api/front/login/qrcode/:key/scan',
    { preHandler: requireUser, schema: { tags, params: KeyParams, response: answers(z.null()) } },
    async (request) => {
      await markQrLogin(db, request.params.key, liveSession(request).userId, 'scanned');
      return ok(null);
    },
  );

  app.post(
    '/api/front/login/qrcode/:key/confirm',
    { preHandler: requireUser, schema: { tags, params: KeyParams, response: answers(z.null()) } },
    async (request) => {
      await markQrLogin(db, request.params.key, liveSession(request).userId, 'confirmed');
      return ok(null, 'The computer is signed in');
    },
  );
}
