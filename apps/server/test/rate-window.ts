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
