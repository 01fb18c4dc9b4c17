import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { liveSession, requireUser } from '../../platform/session';

/** Requests already found to come from an administrator (the /api/admin gate in app.ts runs first). */
const verified = new WeakSet<FastifyRequest>();

/** preHandler for /api/admin: a live session of a platform administrator. */
export function requireAdmin(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    if (verified.has(request)) return;
    await requireUser(request);
    const { rows } = await db.execute<{ is_admin: boolean }>(
      sql`SELECT is_admin FROM users WHERE id = ${liveSession(request).userId}`,
    );
    if (!rows[0]?.is_admin) throw forbidden('This account cannot run the platform');
    verified.add(request);
  };
}
