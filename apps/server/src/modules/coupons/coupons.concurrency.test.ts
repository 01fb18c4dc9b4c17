import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { startTestApp, type TestContext } from '../../../test/harness';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../../test/server-process';
import { createSession } from '../../platform/session';
import { makeCoupon } from './checkout-fixtures';

const SHOPPERS = 40;
const LEFT = 10;

let ctx: TestContext;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => {
  for (const server of processes) await stopServerProcess(server);
  await ctx?.close();
});

async function startProcess(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    PORT: String(await freePort()),
    SEED_DEMO: 'false',
    JOBS: 'false',
    DB_POOL_SIZE: '10',
  });
}

describe('the last coupons under concurrency', () => {
  it(`${SHOPPERS} shoppers race for the last ${LEFT} through two server processes: exactly ${LEFT} taken`, async () => {
    const [a, b] = await Promise.all([startProcess(ctx.url), startProcess(ctx.url)]);
    processes.push(a, b);
    const couponId = await makeCoupon(ctx, { merchantId: 0, amount: 500, minSpend: 4900, total: LEFT });
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, i) => {
        const { rows } = await ctx.db.execute<{ id: number }>(
          sql`INSERT INTO users (nickname, email) VALUES (${`racer ${i}`}, ${`coupon.racer${i}@example.org`}) RETURNING id`,
        );
        return { token: await createSession(ctx.db, rows[0]!.id), server: i % 2 === 0 ? a.url : b.url };
      }),
    );
    // Every shopper clicks twice at once: the second click must never take a second coupon either.
    const results = await Promise.all(
      shoppers.flatMap((shopper) =>
        [0, 1].map(async () => {
          const res = await fetch(`${shopper.server}/api/front/coupon/receive`, {
            method: 'POST',
            headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ couponId }),
          });
          return ((await res.json()) as { code: number }).code;
        }),
      ),
    );
    expect(results.filter((code) => code === 200)).toHaveLength(LEFT);
    expect(results.every((code) => code === 200 || code === 409)).toBe(true);
    const { rows } = await ctx.db.execute<{ taken: number; held: number; holders: number }>(sql`
      SELECT c.taken, (SELECT count(*) FROM coupon_users WHERE coupon_id = c.id)::int AS held,
        (SELECT count(DISTINCT user_id) FROM coupon_users WHERE coupon_id = c.id)::int AS holders
      FROM coupons c WHERE c.id = ${couponId}`);
    expect(rows[0]).toEqual({ taken: LEFT, held: LEFT, holders: LEFT });
  }, 120_000);
});
