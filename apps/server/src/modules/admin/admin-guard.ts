import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { liveSession, requireUser } from '../../platform/session';

/** preHandler for /api/admin: a live session of a platform administrator. */
export function requireAdmin(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireUser(request);
    const { rows } = await db.execute<{ is_admin: boolean }>(
      sql`SELECT is_admin FROM users WHERE id = ${liveSession(request).userId}`,
    );
    if (!rows[0]?.is_admin) throw forbidden('This account cannot run the platform');
  };
}
