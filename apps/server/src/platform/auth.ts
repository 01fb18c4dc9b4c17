import { defaultErrorMessages } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { forbidden } from './errors';
import type { FastifyZod } from './fastify';
import { liveSession, requireUser } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop of a merchant-staff session, set by the /api/merchant area's gate; every merchant query is scoped to it. */
    merchantId: number | null;
  }
}

type Gate = (request: FastifyRequest) => Promise<void>;

/** The /api/merchant gate: a live session of staff of an open shop; sets `request.merchantId`. */
export function requireMerchant(db: Db): Gate {
  return async (request) => {
    await requireUser(request);
    const { rows } = await db.execute<{ merchant_id: number }>(sql`
      SELECT s.merchant_id FROM merchant_staff s JOIN merchants m ON m.id = s.merchant_id
      WHERE s.user_id = ${liveSession(request).userId} AND m.status = 'open'`);
    if (!rows[0]) throw forbidden('This account does not run a shop');
    request.merchantId = rows[0].merchant_id;
  };
}

/** The /api/admin gate: a live session of a platform administrator. */
export function requireAdmin(db: Db): Gate {
  return async (request) => {
    await requireUser(request);
    const { rows } = await db.execute<{ is_admin: boolean }>(
      sql`SELECT is_admin FROM users WHERE id = ${liveSession(request).userId}`,
    );
    if (!rows[0]?.is_admin) throw forbidden('This account cannot run the platform');
  };
}

/** The caller's shop in a route of the /api/merchant area (its gate set it). */
export function merchantOf(request: FastifyRequest): number {
  if (request.merchantId === null) throw forbidden('This account does not run a shop');
  return request.merchantId;
}

/**
 * A console area (DESIGN.md section 4): one Fastify scope whose one `onRequest` hook is the gate, so every route
 * `routes` registers in it is guarded (no route can forget it) and the gate answers before the body is read or
 * validated (validation never answers a stranger). An unknown path under `prefix` meets the same gate before its 404.
 */
export async function registerConsoleArea(
  app: FastifyZod,
  prefix: string,
  gate: Gate,
  routes: (area: FastifyZod) => Promise<void>,
): Promise<void> {
  if (!app.hasRequestDecorator('merchantId')) app.decorateRequest('merchantId', null);
  await app.register(async (area) => {
    area.addHook('onRequest', gate);
    // Console answers are one user's view of a shop or the mall: never kept by a browser or a proxy.
    area.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });
    await area.register(
      async (unknown) => {
        unknown.setNotFoundHandler((_request, reply) =>
          reply.status(404).send({ code: 404, message: defaultErrorMessages[404], data: null }),
        );
      },
      { prefix },
    );
    await routes(area);
  });
}
