import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Db } from '../src/db/client';

/** The longest wait `clearOfWindowEdge` may make, in seconds (its largest margin, and a quarter of a second). */
const LONGEST_WAIT = 61;

// A test that waits for a window's edge must still have its own time after the wait: the wait itself took a test past
// the 30 s timeout in CI (04:44:30, 30 s before a quarter-hour, a margin of 60 s). Every test of a file that imports
// this waits this much longer at most. Set when the file is read, before its tests are collected (each takes its
// timeout then).
vi.setConfig({ testTimeout: 30_000 + LONGEST_WAIT * 1000 });

/**
 * Rate limits count in fixed windows aligned to the epoch (platform/rate-limit.ts): a test that counts up to a limit
 * and finds its 429 must not straddle two windows, or the count starts again halfway (seen in CI at 22:20:00, a
 * ten-minute edge). Waits, when the window of `windowSeconds` has less than `marginSeconds` left, until a new one
 * has begun.
 */
export async function clearOfWindowEdge(windowSeconds: number, marginSeconds = 20): Promise<void> {
  if (marginSeconds + 1 > LONGEST_WAIT) throw new Error(`a margin of at most ${LONGEST_WAIT - 1} s`);
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
