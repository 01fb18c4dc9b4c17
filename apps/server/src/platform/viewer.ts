import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for an anonymous visitor. */
    viewerId: number | null;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The bearer token of a request: `Authorization: Bearer <t>` or `X-Access-Token: <t>`. */
export function bearerToken(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  const alt = request.headers['x-access-token'];
  if (typeof alt === 'string' && alt) return alt.replace(/^Bearer /, '').trim() || null;
  return null;
}

/** Resolves a live session's user for every API request; anything else is an anonymous visitor here. */
export function registerViewer(app: FastifyInstance, db: Db): void {
  app.decorateRequest('viewerId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    if (!token || token.length > 200) return;
    const { rows } = await db.execute<{ user_id: number }>(sql`
      SELECT user_id FROM sessions
      WHERE token_hash = ${hashToken(token)} AND revoked_at IS NULL AND expires_at > now()`);
    request.viewerId = rows[0]?.user_id ?? null;
  });
}
