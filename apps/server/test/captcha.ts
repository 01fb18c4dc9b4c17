import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { get, type TestContext } from './harness';

const hash = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A fresh picture challenge whose answer the test knows: the server never tells the answer (the image is pixels),
 * so the test sets it for this key. Answers the fields the calls take: `{ imageKey, imageCode }`.
 */
export async function solvedCaptcha(
  ctx: TestContext,
  answer = 'K7PQ',
): Promise<{ imageKey: string; imageCode: string }> {
  const picture = await get<{ key: string; image: string }>(ctx.app, '/api/front/captcha');
  await ctx.db.execute(
    sql`UPDATE captchas SET answer_hash = ${hash(answer)} WHERE key_hash = ${hash(picture.body.data.key)}`,
  );
  return { imageKey: picture.body.data.key, imageCode: answer.toLowerCase() };
}
