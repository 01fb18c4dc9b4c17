import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

/**
 * Rate limits count in fixed windows aligned to the epoch (platform/rate-limit.ts): a test that counts up to a limit
 * and finds its 429 must not straddle two windows, or the count starts again halfway (seen in CI at 22:20:00, a
 * ten-minute edge). Waits, when the window of `windowSeconds` has less than `marginSeconds` left, until a new one
 * has begun.
 */
export async function clearOfWindowEdge(windowSeconds: number, marginSeconds = 20): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 250));
}

/**
 * Sets the count of `key` in the current window of `windowSeconds` (as platform/rate-limit.ts aligns it) to `hits`: a
 * test of a ceiling in the hundreds starts just below it instead of making every request before it. Call
 * `clearOfWindowEdge` first.
 */
export async function fillWindow(db: Db, key: string, windowSeconds: number, hits: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO rate_limits (key, window_start, hits)
    VALUES (${key}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), ${hits})
    ON CONFLICT (key, window_start) DO UPDATE SET hits = excluded.hits`);
}
