import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, startTestApp, type TestContext } from '../test/harness';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect, type Database } from './db/client';
import type { FastifyZod } from './platform/fastify';
import { createSession } from './platform/session';

// Each process keeps the live sessions it has read (issue 25): two server processes on one database, a session used on
// both, then ended through one of them. The other must refuse it at once (within the change feed's delivery), never
// for as long as it would have kept it.

let ctx: TestContext;
let otherDb: Database;
let other: FastifyZod;
let admin: Record<string, string>;

const info = (app: FastifyZod, token: string) => get<{ id: number }>(app, '/api/front/user/info', bearer(token));

/** The answer's code once it is not 200 any more, waiting up to two seconds for the other process to hear of it. */
async function codeOnceEnded(app: FastifyZod, token: string): Promise<number> {
  const until = Date.now() + 2000;
  for (;;) {
    const { body } = await info(app, token);
    if (body.code !== 200 || Date.now() > until) return body.code;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  ctx = await startTestApp();
  otherDb = connect(ctx.url, 4);
  other = await buildApp({
    database: { db: otherDb.db, readDb: otherDb.db },
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STOREFRONT_DIST: '/nonexistent' }),
    logger: false,
  });
  await other.ready();
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = bearer(await createSession(ctx.db, rows[0]!.id));
});

afterAll(async () => {
  await other?.close();
  await otherDb?.close();
  await ctx?.close();
});

describe('sessions kept by each process', () => {
  it('a sign-out through one process ends the session in the other, which had it kept', async () => {
    const shopper = await newShopper(ctx.db, 'twoplaces');
    // Read twice on each process: the second answer comes from what the process kept.
    for (const app of [ctx.app, other, ctx.app, other]) expect((await info(app, shopper.token)).body.code).toBe(200);
    const out = await get(ctx.app, '/api/front/login/logout', bearer(shopper.token));
    expect(out.body.code).toBe(200);
    expect((await info(ctx.app, shopper.token)).body.code, 'the process that signed out, at once').toBe(410001);
    expect(await codeOnceEnded(other, shopper.token), 'the other process').toBe(410001);
  });

  it("an operator's disable through one process ends the account's sessions kept by the other", async () => {
    const shopper = await newShopper(ctx.db, 'disabledelsewhere');
    for (const app of [other, other]) expect((await info(app, shopper.token)).body.code).toBe(200);
    const disabled = await post(ctx.app, `/api/admin/users/${shopper.id}/disable`, undefined, { headers: admin });
    expect(disabled.body.code).toBe(200);
    expect(await codeOnceEnded(other, shopper.token)).not.toBe(200);
    const again = await get(other, '/api/front/cart/list', bearer(shopper.token));
    expect(again.status, 'nothing of the account answers').not.toBe(200);
  });

  it('a kept session still ends at its time', async () => {
    const shopper = await newShopper(ctx.db, 'shortlived');
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`UPDATE sessions SET expires_at = now() + interval '700 milliseconds'
        WHERE user_id = ${shopper.id} RETURNING id`,
    );
    expect(rows).toHaveLength(1);
    for (const app of [ctx.app, ctx.app]) expect((await info(app, shopper.token)).body.code).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect((await info(ctx.app, shopper.token)).body.code).toBe(410000);
  });

  it('an unknown token is never kept as live, and a session made after it was asked for works', async () => {
    const shopper = await newShopper(ctx.db, 'latecomer');
    expect((await info(ctx.app, 'not-yet-a-token')).body.code).toBe(410002);
    expect((await info(ctx.app, shopper.token)).body.data.id).toBe(shopper.id);
  });
});
