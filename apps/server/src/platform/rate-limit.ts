import { sql } from 'drizzle-orm';
import { type Db, executePrepared } from '../db/client';
import { AppError } from './errors';

/**
 * Fixed-window counters in PostgreSQL, so that every server process counts together (DESIGN.md section 5).
 * Keys name what is limited and for whom, e.g. `signin:ip:203.0.113.9` or `code:target:+8613800000000`.
 */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<{ hits: number; resetIn: number }> {
  const { rows } = await executePrepared<{ hits: number; reset_in: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, window_start, hits)
    VALUES (${key}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
    RETURNING hits, ceil(extract(epoch FROM window_start) + ${windowSeconds} - extract(epoch FROM now()))::int AS reset_in`,
  );
  return { hits: rows[0]?.hits ?? 1, resetIn: Math.max(1, rows[0]?.reset_in ?? windowSeconds) };
}

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
  if (hits > max * limits.factor) {
    throw new AppError(429, message ?? `Too many requests, please try again in ${formatWait(resetIn)}`);
  }
}

function formatWait(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/** Old windows are worthless; the hourly clean-up keeps the table small. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
