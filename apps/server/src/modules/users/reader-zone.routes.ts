import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { requestTimeZone } from '../../platform/locale';

/**
 * Each account remembers the time zone of the browser it last used (`X-Time-Zone`, checked as a zone this runtime
 * knows), so that what is written without a browser (the daily coupon reminder's mail) gives its dates in the reader's
 * zone, as the mails of an order do (audit CI2). The write compares with the stored zone itself, so it changes the row
 * only when the zone did. Each process also remembers the zone it found stored for an account and skips the write
 * while the request names that zone, so an ordinary request costs nothing; a write that changed the zone announces
 * `zones`, and every process forgets what it remembered for that account. What a process found is not remembered when
 * a notice arrived while it looked (another process may have changed the zone just after). Before, a process kept
 * what it had written itself: with an account's requests alternating between two processes, one browser's zone
 * written through one process was never written back by the other, whose own last write was that zone (fix-DC).
 */
const REMEMBERED = 50_000;

export function registerReaderZones(app: FastifyInstance, db: Db): void {
  const known = new Map<number, string>();
  let notices = 0;
  app.changes.on('zones', (ids) => {
    notices++;
    if (ids === null) known.clear();
    else for (const id of ids) known.delete(id);
  });
  app.addHook('onRequest', async (request) => {
    if (request.session.kind !== 'live') return;
    const zone = requestTimeZone(request);
    const userId = request.session.userId;
    if (!zone || known.get(userId) === zone) return;
    const before = notices;
    const { rows } = await db.execute(sql`
      UPDATE users SET time_zone = ${zone} WHERE id = ${userId} AND time_zone IS DISTINCT FROM ${zone} RETURNING id`);
    if (rows.length > 0) await announceChange(db, 'zones', [userId]);
    else if (notices === before) {
      if (known.size >= REMEMBERED) known.clear();
      known.set(userId, zone);
    }
  });
}
