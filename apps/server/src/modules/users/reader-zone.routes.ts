import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { requestTimeZone } from '../../platform/locale';

/**
 * Each account remembers the time zone of the browser it last used (`X-Time-Zone`, checked as a zone this runtime
 * knows), so that what is written without a browser (the daily coupon reminder's mail) gives its dates in the reader's
 * zone, as the mails of an order do (audit CI2). Written only when it changes: each process remembers what it last
 * wrote for an account, so an ordinary request costs nothing.
 */
const REMEMBERED = 50_000;

export function registerReaderZones(app: FastifyInstance, db: Db): void {
  const known = new Map<number, string>();
  app.addHook('onRequest', async (request) => {
    if (request.session.kind !== 'live') return;
    const zone = requestTimeZone(request);
    const userId = request.session.userId;
    if (!zone || known.get(userId) === zone) return;
    await db.execute(
      sql`UPDATE users SET time_zone = ${zone} WHERE id = ${userId} AND time_zone IS DISTINCT FROM ${zone}`,
    );
    if (known.size >= REMEMBERED) known.clear();
    known.set(userId, zone);
  });
}
