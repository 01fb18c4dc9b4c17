import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { liveSession, requireUser } from '../../platform/session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop of a merchant-staff session; every merchant query is scoped to it. */
    merchantId: number | null;
  }
}

/** preHandler for /api/merchant: a live session of staff of an open shop. */
export function requireMerchant(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    // Settled once per request: the /api/merchant gate in app.ts runs first, route guards then find it done.
    if (request.merchantId !== null && request.merchantId !== undefined) return;
    await requireUser(request);
    const { rows } = await db.execute<{ merchant_id: number }>(sql`
      SELECT s.merchant_id FROM merchant_staff s JOIN merchants m ON m.id = s.merchant_id
      WHERE s.user_id = ${liveSession(request).userId} AND m.status = 'open'`);
    if (!rows[0]) throw forbidden('This account does not run a shop');
    request.merchantId = rows[0].merchant_id;
  };
}

export function merchantOf(request: FastifyRequest): number {
  if (request.merchantId === null) throw forbidden('This account does not run a shop');
  return request.merchantId;
}
