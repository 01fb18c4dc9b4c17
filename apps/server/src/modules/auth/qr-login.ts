import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { serverCookie } from '../../platform/cookies';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { createSession } from '../../platform/session';
import { followLocale } from '../users/account-locale';
import { newBrowserBinding, sameBrowser } from './social-browser';
import { describeAgent } from './user-agent';

export const QR_TTL_SECONDS = 120;
const hash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The desktop that asks for a code gets a second random value in an httpOnly cookie; the code's row keeps only its
 * SHA-256 (as social sign-in binds its state to the starting browser, social-browser.ts). The key is shown in the
 * QR code and its link, so anyone who sees the screen knows it; only the desktop with the cookie gets the session.
 */
export const QR_BROWSER_COOKIE = 'mall_qr_browser';

/**
 * The cookie goes only to this key's paths (its poll), so each code of the same browser (a refreshed code, a second
 * tab) has its own cookie and none replaces another's. Keys are base64url, safe in a cookie path.
 */
const qrCookiePath = (key: string) => `/api/front/login/qrcode/${key}`;
const secure = (config: Config) => config.publicUrl.startsWith('https:');

/** The `Set-Cookie` line binding `key` to the desktop that asked for it; it lives as long as the key. */
export function qrBrowserCookie(config: Config, key: string, value: string): string {
  return serverCookie(QR_BROWSER_COOKIE, value, {
    path: qrCookiePath(key),
    maxAge: QR_TTL_SECONDS,
    secure: secure(config),
  });
}

/** Removes the cookie once the desktop got its session. */
export function clearedQrBrowserCookie(config: Config, key: string): string {
  return serverCookie(QR_BROWSER_COOKIE, '', { path: qrCookiePath(key), maxAge: 0, secure: secure(config) });
}

/**
 * The desktop asks for a code: a one-time link to the confirm page, drawn as a QR code, and `browser`, the value for
 * the desktop's cookie (qrBrowserCookie), never part of the answer. `desktop` (its User-Agent and address) is kept for
 * the phone to show which computer it would sign in (audit AN3).
 */
export async function startQrLogin(db: Db, publicUrl: string, desktop: { agent: string; ip: string }) {
  const key = randomBytes(24).toString('base64url');
  const binding = newBrowserBinding();
  await db.execute(sql`
    INSERT INTO qr_logins (key_hash, browser_hash, desktop_agent, desktop_ip, expires_at)
    VALUES (${hash(key)}, ${binding.hash}, ${desktop.agent.slice(0, 512)}, ${desktop.ip.slice(0, 64)},
      now() + make_interval(secs => ${QR_TTL_SECONDS}))`);
  const url = `${publicUrl}/#/users/qrcode_confirm?key=${key}`;
  const image = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(url, { type: 'svg', margin: 1 })).toString('base64')}`;
  return { answer: { key, url, image, expiresIn: QR_TTL_SECONDS }, browser: binding.value };
}

type QrRow = {
  status: string;
  user_id: number | null;
  browser_hash: string;
  /** The desktop's User-Agent: its new session is listed with it among the account's devices (audit AN8). */
  desktop_agent: string;
  expired: boolean;
  /** Whether the session that confirmed the code is still live (not ended, not expired). */
  confirmer_live: boolean;
};

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired' | 'refused';

const UNKNOWN = 'This QR code is unknown';
const EXPIRED = 'This QR code has expired, please refresh it on the computer';
const OTHER_ACCOUNT = 'This QR code was scanned with another account; only that account can confirm it';
/** Confirmed, refused or given to the desktop already: not "expired", which would send the owner to wait it out (AN7). */
const USED = 'This QR code was already used; scan a new one on the computer';
/**
 * A QR code signs a computer in with the phone's session, which for an administrator or a shop's staff would open the
 * console without its password and challenge; a phished code (audit AN3) would hand that over.
 */
const CONSOLE_ACCOUNT =
  'An administrator or shop staff account cannot sign a computer in by QR code; sign in there with the password';

/** The computer a code would sign in, as the phone shows it before the owner confirms (audit AN3). */
export type QrDesktop = { browser: string; system: string; ip: string; requestedAt: string };

/**
 * The desktop polls with its cookie (`browser`). A poll without the cookie the code was made with (a copied key, a
 * key read off the screen or a log) is answered as an unknown key and changes nothing, so the desktop still gets
 * the session. Once a phone confirmed, the desktop's first poll gets a new session token and the code is spent, but
 * only while the phone's session is live: a session ended after it confirmed (a password change, "sign out
 * everywhere", an administrator's sign-out or disable) must not live on as the desktop's, so its code expires.
 */
export async function pollQrLogin(
  db: Db,
  key: string,
  browser: string | undefined,
  /** The language the desktop's page names: stored as the account's, as at every sign-in (audit FZ1). */
  stated?: Locale,
): Promise<{ status: QrStatus; token?: string }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<QrRow>(sql`
      SELECT q.status, q.user_id, q.browser_hash, q.desktop_agent, q.expires_at <= now() AS expired,
        EXISTS (SELECT 1 FROM sessions s WHERE s.id = q.session_id AND s.user_id = q.user_id
          AND s.revoked_at IS NULL AND s.expires_at > now()) AS confirmer_live
      FROM qr_logins q WHERE q.key_hash = ${hash(key)} FOR UPDATE OF q`);
    const row = rows[0];
    if (!row || !sameBrowser(browser, row.browser_hash)) throw notFound(UNKNOWN);
    // Refused on the phone (audit AN7): the desktop says so rather than wait for the code to run out.
    if (row.status === 'refused') return { status: 'refused' };
    if (row.status === 'done' || row.expired) return { status: 'expired' };
    if (row.status === 'confirmed' && row.user_id !== null) {
      await tx.execute(sql`UPDATE qr_logins SET status = 'done' WHERE key_hash = ${hash(key)}`);
      if (!row.confirmer_live) return { status: 'expired' };
      const token = await createSession(tx, row.user_id, row.desktop_agent, 'qr');
      await followLocale(tx, row.user_id, stated);
      return { status: 'confirmed', token };
    }
    return { status: row.status === 'scanned' ? 'scanned' : 'waiting' };
  });
}

/**
 * The signed-in phone opened the link (scanned) or pressed confirm. The first account that scans the code owns it:
 * another account can neither scan it again nor confirm it (the desktop would get that account's session). Answers
 * the computer that asked, for the phone to show; accounts of the console are refused (CONSOLE_ACCOUNT). Cancel on
 * the phone (`refused`) spends the code. Each refusal names its reason: another account, used, expired (AN7).
 */
export async function markQrLogin(
  db: Db,
  key: string,
  user: { userId: number; sessionId: number },
  step: 'scanned' | 'confirmed' | 'refused',
) {
  const { userId, sessionId } = user;
  return db.transaction(async (tx): Promise<QrDesktop> => {
    const { rows } = await tx.execute<
      Pick<QrRow, 'status' | 'user_id' | 'expired'> & {
        desktop_agent: string;
        desktop_ip: string;
        created_at: string;
        console: boolean;
      }
    >(sql`
      SELECT q.status, q.user_id, q.expires_at <= now() AS expired, q.desktop_agent, q.desktop_ip, q.created_at,
        (SELECT u.is_admin OR EXISTS (SELECT 1 FROM merchant_staff s WHERE s.user_id = u.id)
         FROM users u WHERE u.id = ${userId}) AS console
      FROM qr_logins q WHERE q.key_hash = ${hash(key)} FOR UPDATE OF q`);
    const row = rows[0];
    if (row?.console) throw forbidden(CONSOLE_ACCOUNT);
    if (!row) throw new AppError(400, EXPIRED);
    if (row.user_id !== null && row.user_id !== userId) throw new AppError(400, OTHER_ACCOUNT);
    if (row.status !== 'waiting' && row.status !== 'scanned') throw new AppError(400, USED);
    if (row.expired) throw new AppError(400, EXPIRED);
    // A refusal spends the code: it can no longer be confirmed, and the desktop's poll answers "refused".
    await tx.execute(sql`
      UPDATE qr_logins SET status = ${step}, user_id = ${userId}, session_id = ${sessionId}
      WHERE key_hash = ${hash(key)}`);
    const { browser, system } = describeAgent(row.desktop_agent);
    return { browser, system, ip: row.desktop_ip, requestedAt: new Date(row.created_at).toISOString() };
  });
}
