import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { createSession } from '../../platform/session';

export const QR_TTL_SECONDS = 120;
const hash = (key: string) => createHash('sha256').update(key).digest('hex');

/** The desktop asks for a code: a one-time link to the confirm page, drawn as a QR code. */
export async function startQrLogin(db: Db, publicUrl: string) {
  const key = randomBytes(24).toString('base64url');
  await db.execute(sql`
    INSERT INTO qr_logins (key_hash, expires_at) VALUES (${hash(key)}, now() + make_interval(secs => ${QR_TTL_SECONDS}))`);
  const url = `${publicUrl}/#/users/qrcode_confirm?key=${key}`;
  const image = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(url, { type: 'svg', margin: 1 })).toString('base64')}`;
  return { key, url, image, expiresIn: QR_TTL_SECONDS };
}

type QrRow = { status: string; user_id: number | null; expired: boolean };

/**
 * The desktop polls. Once a phone confirmed, the first poll gets a new session token and the code is spent, so a
 * second poll (or a copied key) gets nothing.
 */
export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired';

export async function pollQrLogin(db: Db, key: string): Promise<{ status: QrStatus; token?: string }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<QrRow>(sql`
      SELECT status, user_id, expires_at <= now() AS expired FROM qr_logins WHERE key_hash = ${hash(key)} FOR UPDATE`);
    const row = rows[0];
    if (!row) throw notFound('This QR code is unknown');
    if (row.status === 'done' || row.expired) return { status: 'expired' };
    if (row.status === 'confirmed' && row.user_id !== null) {
      await tx.execute(sql`UPDATE qr_logins SET status = 'done' WHERE key_hash = ${hash(key)}`);
      return { status: 'confirmed', token: await createSession(tx, row.user_id) };
    }
    return { status: row.status === 'scanned' ? 'scanned' : 'waiting' };
  });
}

/** The signed-in phone opened the link (scanned) or pressed confirm. */
export async function markQrLogin(db: Db, key: string, userId: number, step: 'scanned' | 'confirmed') {
  const { rows } = await db.execute<{ status: string }>(sql`
    UPDATE qr_logins SET status = ${step}, user_id = ${userId}
    WHERE key_hash = ${hash(key)} AND expires_at > now() AND status IN ('waiting', 'scanned')
    RETURNING status`);
  if (!rows[0]) throw new AppError(400, 'This QR code has expired, please refresh it on the computer');
}
