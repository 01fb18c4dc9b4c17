import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, type Queryable, queryPrepared } from '../db/client';
import { announceChange } from './change-feed';
import { AppError, forbidden } from './errors';
import { ReadModel } from './read-model';

/** The one answer of every way in (sign-in, a session) for an account a platform administrator disabled. */
export const ACCOUNT_DISABLED = 'This account has been disabled';

export const SESSION_DAYS = 7;

/** What a request's token turned out to be (spec section 8: 401, 410000 expired, 410001 revoked, 410002 invalid). */
export type SessionState =
  | { kind: 'none' }
  | { kind: 'live'; userId: number; sessionId: number }
  | { kind: 'expired' | 'revoked' | 'invalid' | 'disabled' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null for an anonymous visitor. */
    viewerId: number | null;
    session: SessionState;
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

/**
 * The way a session was opened, where it matters (audit CP2): `social` when a provider asked the owner, `qr` when
 * another session of the account minted it through the QR sign-in; '' for the others.
 */
export type SignedInBy = '' | 'social' | 'qr';

/** The account was closed by its owner (audit AN8): nothing opens it again. */
export const ACCOUNT_CLOSED = 'This account has been closed';

/**
 * Opens a session: 256 random bits for the client, only their SHA-256 in the database. Every sign-in ends here, so
 * this is where a disabled or closed account is refused, in the same statement (callers check credentials before
 * calling). `agent`: the browser's User-Agent, kept for the account's devices list (audit AN8).
 */
export async function createSession(
  db: Queryable,
  userId: number,
  agent = '',
  signedInBy: SignedInBy = '',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO sessions (token_hash, user_id, expires_at, user_agent, signed_in_by)
    SELECT ${hashToken(token)}, id, now() + make_interval(days => ${SESSION_DAYS}), ${agent.slice(0, 512)}, ${signedInBy}
    FROM users WHERE id = ${userId} AND disabled_at IS NULL AND closed_at IS NULL
    RETURNING id`);
  if (!rows[0]) {
    const closed = await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} AND closed_at IS NOT NULL`);
    throw forbidden(closed.rows.length > 0 ? ACCOUNT_CLOSED : ACCOUNT_DISABLED);
  }
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`);
  await announceChange(db, 'sessions');
}

/** Ends every session of an account; announced, so open realtime sockets close when the caller commits. */
export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL`);
  await announceChange(db, 'sessions');
}

/** What a bearer token is (the realtime socket's `auth` message carries one outside any HTTP request). */
export async function resolveSessionToken(db: Db, token: string | null): Promise<SessionState> {
  return resolve(db, token);
}

/** A session row as every request reads it: the account's state joined, the end as a time to compare with the clock. */
type SessionRow = { id: number; userId: number; endsAt: number; revoked: boolean; disabled: boolean };

/**
 * Live sessions by token hash, per process (issue 25: every signed-in request read its session, a round trip of its
 * own; three of an order's 47). Only a live session is kept, and every end of one announces `sessions` on the change
 * feed (sign-out, password change, an account disabled, a sign-in way removed): every process drops all it keeps, and
 * a read that began before the notice is not kept (platform/read-model.ts). Expiry is compared with the clock at each
 * request. The age bound covers a session ended by hand in the database, which announces nothing.
 */
const liveSessions = new WeakMap<Db, ReadModel<SessionRow | null>>();
const SESSION_CACHE = { entries: 50_000, bytes: 16_000_000, maxAgeMs: 60_000, name: 'sessions' };

/** Keeps `db`'s live sessions in this process until the change feed says sessions ended (registerSessions). */
function keepLiveSessions(app: FastifyInstance, db: Db): void {
  const kept = new ReadModel<SessionRow | null>(SESSION_CACHE, () => 160);
  liveSessions.set(db, kept);
  app.changes.on('sessions', () => kept.clear());
}

async function readSession(db: Db, tokenHash: string): Promise<SessionRow | null> {
  // Joined with the user (by primary key, same single query) so that a disabled account's session never works,
  // even one opened in the instant before the administrator's disable revoked them all.
  const rows = await queryPrepared<{
    id: number;
    user_id: number;
    ends_at: number;
    revoked: boolean;
    disabled: boolean;
  }>(
    db,
    'session-by-token-v3',
    sql`SELECT s.id, s.user_id, (extract(epoch FROM s.expires_at) * 1000)::float8 AS ends_at,
        s.revoked_at IS NOT NULL AS revoked, u.disabled_at IS NOT NULL AS disabled
      FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${tokenHash}`,
  );
  const row = rows[0];
  return row
    ? { id: row.id, userId: row.user_id, endsAt: row.ends_at, revoked: row.revoked, disabled: row.disabled }
    : null;
}

async function resolve(db: Db, token: string | null): Promise<SessionState> {
  if (!token) return { kind: 'none' };
  if (token.length > 200) return { kind: 'invalid' };
  const tokenHash = hashToken(token);
  const kept = liveSessions.get(db);
  const row = kept
    ? await kept.get(tokenHash, async () => {
        const found = await readSession(db, tokenHash);
        const live = found && !found.revoked && !found.disabled && found.endsAt > Date.now();
        return { value: found, tags: live ? ['sessions'] : null };
      })
    : await readSession(db, tokenHash);
  if (!row) return { kind: 'invalid' };
  // Only the holder of the account's own token learns it is disabled.
  if (row.disabled) return { kind: 'disabled' };
  if (row.revoked) return { kind: 'revoked' };
  if (row.endsAt <= Date.now()) return { kind: 'expired' };
  return { kind: 'live', userId: row.userId, sessionId: row.id };
}

/**
 * Resolves every API request's token; routes that need a user add the `requireUser` guard.
 *
 * An API answer to a caller with a token is that person's view (their name, addresses, orders; a product with their
 * favourite), so no browser or shared cache keeps it (audit AG1), as the consoles' answers (`registerConsoleArea`):
 * a token in X-Access-Token carries no Authorization header to warn a shared cache. An answer its route marked
 * cacheable (reference data, the same for everyone) keeps its header.
 */
export function registerSessions(app: FastifyInstance, db: Db): void {
  keepLiveSessions(app, db);
  app.decorateRequest('viewerId', null);
  app.decorateRequest('session', null as never);
  app.addHook('onRequest', async (request) => {
    request.session = { kind: 'none' };
    if (!request.url.startsWith('/api/')) return;
    await loadSession(db, request);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('Cache-Control')) return;
    if (bearerToken(request) !== null) reply.header('Cache-Control', 'no-store');
  });
}

/**
 * For a scope whose answers a cookie chooses, or which hand out a session token (the visitor cart, the sign-in doors):
 * no cache keeps them, whoever asks, and none serves one browser's answer to another (audit AG1).
 */
export function answerPrivately(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Vary', 'Cookie');
  });
}

/** Resolves a request's token into its session (the hook does it for /api/ paths; another path that needs one calls it). */
export async function loadSession(db: Db, request: FastifyRequest): Promise<void> {
  request.session = await resolve(db, bearerToken(request));
  if (request.session.kind === 'live') request.viewerId = request.session.userId;
}

const SESSION_ERRORS = {
  none: [401, 'please sign in'],
  expired: [410000, 'Your session has expired, please sign in again'],
  revoked: [410001, 'You have been signed out, please sign in again'],
  invalid: [410002, 'Your sign-in is not valid, please sign in again'],
  // Told as a revoked session, so both clients forget the token, with the reason instead of "signed out".
  disabled: [410001, ACCOUNT_DISABLED],
} as const;

/** preHandler guard: the request must carry a live session. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const s = request.session;
  if (s.kind === 'live') return;
  const [code, message] = SESSION_ERRORS[s.kind];
  throw new AppError(code, message, 401);
}

/** The live session of a request that passed `requireUser`. */
export function liveSession(request: FastifyRequest): { userId: number; sessionId: number } {
  const s = request.session;
  if (s.kind !== 'live') throw new AppError(401, 'please sign in', 401);
  return s;
}
