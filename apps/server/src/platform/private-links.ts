import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Short-lived links to private files (decision 0046): an `<img>` sends no bearer token, so the answers that may show a
 * private file (to its owner, to the reviewers) carry its address with an expiry and an HMAC of both; the file route
 * serves it only while that holds. The key is made once per mall and kept in the database, so that every server
 * process signs and checks alike; it never leaves the server.
 */

/** How long a link works at least; expiries are rounded up to a step, so that an answer read again keeps its links. */
const LINK_SECONDS = 30 * 60;
const STEP_SECONDS = 10 * 60;
const SETTING = 'privateLinkKey';

const keys = new WeakMap<Db, Promise<Buffer>>();

function linkKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.execute(sql`
        INSERT INTO settings (key, value) VALUES (${SETTING}, to_jsonb(${randomBytes(32).toString('hex')}::text))
        ON CONFLICT (key) DO NOTHING`);
      const { rows } = await db.execute<{ key: string }>(
        sql`SELECT value #>> '{}' AS key FROM settings WHERE key = ${SETTING}`,
      );
      return Buffer.from(rows[0]!.key, 'hex');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signature = (key: Buffer, path: string, expires: number) =>
  createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');

/** Answers a signer: the address with `?expires=…&signature=…`, valid for half an hour or a little more. */
export async function privateLinkSigner(db: Db, now = Date.now()): Promise<(path: string) => string> {
  const key = await linkKey(db);
  const expires = Math.ceil((now / 1000 + LINK_SECONDS) / STEP_SECONDS) * STEP_SECONDS;
  return (path) => `${path}?expires=${expires}&signature=${signature(key, path, expires)}`;
}

/** Whether the link to `path` is one we signed and has not expired. */
export async function isValidPrivateLink(
  db: Db,
  path: string,
  query: { expires?: unknown; signature?: unknown },
  now = Date.now(),
): Promise<boolean> {
  const expires = typeof query.expires === 'string' && /^\d{1,12}$/.test(query.expires) ? Number(query.expires) : 0;
  if (typeof query.signature !== 'string' || expires * 1000 <= now) return false;
  const wanted = Buffer.from(signature(await linkKey(db), path, expires));
  const given = Buffer.from(query.signature);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The address a link stands for (what the database keeps), whatever its query. */
export const linkPath = (link: string) => link.split('?', 1)[0]!;
