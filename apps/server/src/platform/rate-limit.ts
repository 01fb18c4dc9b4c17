import { type SQL, sql } from 'drizzle-orm';
import { type Db, executePrepared, type Queryable } from '../db/client';
import { AppError } from './errors';

/**
 * Fixed-window counters in PostgreSQL, so that every server process counts together (DESIGN.md section 5).
 * Keys name what is limited and for whom, e.g. `signin:ip:203.0.113.9` or `code:target:+8613800000000`.
 */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<{ hits: number; resetIn: number }> {
  const { rows } = await executePrepared<{ hits: number; reset_in: number }>(db, hitStatement(key, windowSeconds));
  return { hits: rows[0]?.hits ?? 1, resetIn: Math.max(1, rows[0]?.reset_in ?? windowSeconds) };
}

const hitStatement = (key: string, windowSeconds: number) => sql`
    INSERT INTO rate_limits (key, window_start, hits)
    VALUES (${key}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
    RETURNING hits, window_start, ceil(extract(epoch FROM window_start) + ${windowSeconds} - extract(epoch FROM now()))::int AS reset_in`;

export async function currentHits(db: Db, key: string, windowSeconds: number): Promise<number> {
  const { rows } = await db.execute<{ hits: number }>(sql`
    SELECT hits FROM rate_limits
    WHERE key = ${key} AND window_start = to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds})`);
  return rows[0]?.hits ?? 0;
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/**
 * Where limits are counted (the app's database) and how far they stretch: `factor` is RATE_LIMIT_FACTOR, which
 * multiplies every limit (benchmarks raise it; an operator may tune it). The app makes one (`app.rateLimits`) from its
 * configuration, and callers hand it on; nothing here is set once for the whole process.
 */
export type RateLimits = { db: Db; factor: number };

/** Counts a hit and answers 429 when the window's limit (times the factor) is passed. */
export async function limit(
  limits: RateLimits,
  key: string,
  max: number,
  windowSeconds: number,
  message?: string,
): Promise<void> {
  const { hits, resetIn } = await countHit(limits.db, key, windowSeconds);
  refuseOver(hits, max * limits.factor, resetIn, message);
}

/**
 * `limit` for attempts of which only the failures should use the limit up (sign-ins, audit AG3): the attempt is
 * counted before it is tried, as by `limit`, so parallel guesses cannot pass the limit together; `giveBack` takes a
 * successful one off the window it was counted in.
 */
export async function limitAttempt(
  limits: RateLimits,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<{ giveBack: () => Promise<void> }> {
  const { rows } = await executePrepared<{ hits: number; reset_in: number; window_epoch: number }>(
    limits.db,
    sql`WITH hit AS (${hitStatement(key, windowSeconds)})
      SELECT hits, reset_in, extract(epoch FROM window_start)::float8 AS window_epoch FROM hit`,
  );
  const row = rows[0];
  refuseOver(row?.hits ?? 1, max * limits.factor, Math.max(1, row?.reset_in ?? windowSeconds), undefined);
  return {
    giveBack: async () => {
      if (!row) return;
      await limits.db.execute(sql`
        UPDATE rate_limits SET hits = hits - 1
        WHERE key = ${key} AND window_start = to_timestamp(${row.window_epoch}) AND hits > 0`);
    },
  };
}

/** The 429 of a window whose count passed its limit (times the factor), shared by `limit` and `limitBy`. */
function refuseOver(hits: number, allowed: number, resetIn: number, message: string | undefined): void {
  if (hits > allowed)
    throw new AppError(429, message ?? `Too many requests, please try again in ${formatWait(resetIn)}`);
}

/**
 * `limit` for a limit that depends on one fact about the caller, read in the same statement as the count (`fact`: a
 * query of one value, e.g. whether the account is a guest): one round trip instead of two on a hot path (checkout,
 * issue 25). `maxOf` turns the fact (null when the query finds no row) into the window's limit before the factor.
 * Answers the fact.
 */
export async function limitBy<T>(
  limits: RateLimits,
  key: string,
  windowSeconds: number,
  fact: SQL,
  maxOf: (fact: T | null) => number,
  message?: string,
): Promise<T | null> {
  const { rows } = await executePrepared<{ hits: number; reset_in: number; fact: T | null }>(
    limits.db,
    sql`WITH hit AS (${hitStatement(key, windowSeconds)}) SELECT hits, reset_in, (${fact}) AS fact FROM hit`,
  );
  const row = rows[0];
  const found = row?.fact ?? null;
  refuseOver(row?.hits ?? 1, maxOf(found) * limits.factor, Math.max(1, row?.reset_in ?? windowSeconds), message);
  return found;
}

/**
 * Limits on what was actually done rather than on requests (codes sent, audit AN15: refused requests must not use up
 * the owner's allowance). `peekLimit` refuses when the window's allowance is already used up, counting nothing;
 * `countDone` counts one thing done, in the caller's transaction, and refuses when it passes the limit, so that the
 * caller rolls back and parallel requests cannot pass the limit together. `message` gets the time left ("42 minutes").
 */
export async function peekLimit(
  limits: RateLimits,
  key: string,
  max: number,
  windowSeconds: number,
  message: (wait: string) => string,
): Promise<void> {
  const { rows } = await limits.db.execute<{ hits: number; reset_in: number }>(sql`
    SELECT hits, ceil(extract(epoch FROM window_start) + ${windowSeconds} - extract(epoch FROM now()))::int AS reset_in
    FROM rate_limits
    WHERE key = ${key} AND window_start = to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds})`);
  const row = rows[0];
  if (row && row.hits >= max * limits.factor) throw new AppError(429, message(formatWait(Math.max(1, row.reset_in))));
}

export async function countDone(
  limits: RateLimits,
  runner: Queryable,
  key: string,
  max: number,
  windowSeconds: number,
  message: (wait: string) => string,
): Promise<void> {
  const { rows } = await executePrepared<{ hits: number; reset_in: number }>(runner, hitStatement(key, windowSeconds));
  const hits = rows[0]?.hits ?? 1;
  const resetIn = Math.max(1, rows[0]?.reset_in ?? windowSeconds);
  if (hits > max * limits.factor) throw new AppError(429, message(formatWait(resetIn)));
}

function formatWait(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Rolling windows (audit GZ3, brief HB): a cap of `cap` things in ANY `windowSeconds`, not in a clock-aligned window
 * (where `cap` at 10:59 and `cap` more at 11:01 all pass). What was done is logged as rows of rate_limits under `key`,
 * one per thing at the time it was done (`window_start`, `hits` 1), read as a window ending now; the daily prune drops
 * them after a day. Check and log go in one transaction under the key's advisory lock, so that several processes
 * (the topology's three) never pass the cap together. Used by the sender's per-reader cap (notices/sender.ts) and the
 * waiting-shopper mails (chat/waiting-mails.ts).
 *
 * `secondsUntilRoom` takes the key's lock in transaction `tx` and answers 0 when fewer than `cap` were logged in the
 * past window, else in how many seconds the one that fills the cap (the oldest of the window's last `cap`) leaves it.
 */
export async function secondsUntilRoom(
  tx: Queryable,
  key: string,
  cap: number,
  windowSeconds: number,
): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
  const { rows } = await tx.execute<{ wait: number | null }>(sql`
    WITH log AS (
      SELECT window_start, sum(hits) OVER (ORDER BY window_start DESC) AS newer FROM rate_limits
      WHERE key = ${key} AND window_start > clock_timestamp() - make_interval(secs => ${windowSeconds}))
    SELECT ceil(extract(epoch FROM max(window_start) FILTER (WHERE newer >= ${cap})
      + make_interval(secs => ${windowSeconds}) - clock_timestamp()))::int AS wait
    FROM log`);
  return Math.max(0, rows[0]?.wait ?? 0);
}

/** Logs one thing done under `key` now, in the transaction whose `secondsUntilRoom` found room. */
export async function logRollingHit(tx: Queryable, key: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, clock_timestamp(), 1)
    ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1`);
}

/**
 * Takes one of the rolling window's `cap` places under `key` when there is one (logged at once, in one transaction
 * under the key's lock); else answers in how many seconds one frees up, taking nothing.
 */
export async function takeRollingPlace(
  db: Db,
  key: string,
  cap: number,
  windowSeconds: number,
): Promise<{ taken: boolean; wait: number }> {
  return db.transaction(async (tx) => {
    const wait = await secondsUntilRoom(tx, key, cap, windowSeconds);
    if (wait === 0) await logRollingHit(tx, key);
    return { taken: wait === 0, wait };
  });
}

/** Old windows are worthless; the hourly clean-up keeps the table small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
