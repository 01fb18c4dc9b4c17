import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { freshIp, type TestContext } from './harness';

const hash = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A fresh picture challenge whose answer the test knows: the server never tells the answer (the image is pixels),
 * so the test sets it for this key. Answers the fields the calls take: `{ imageKey, imageCode }`.
 */
export async function solvedCaptcha(
  ctx: TestContext,
  answer = 'K7PQ',
): Promise<{ imageKey: string; imageCode: string }> {
  // From a fresh address each time, so that the limit on pictures per address never reaches a test.
  const res = await ctx.app.inject({ method: 'GET', url: '/api/front/captcha', remoteAddress: freshIp() });
  const { key } = (res.json() as { data: { key: string } }).data;
  await ctx.db.execute(sql`UPDATE captchas SET answer_hash = ${hash(answer)} WHERE key_hash = ${hash(key)}`);
  return { imageKey: key, imageCode: answer.toLowerCase() };
}
