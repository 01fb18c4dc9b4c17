import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, startTestApp, type TestContext } from '../test/harness';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect, type Database } from './db/client';
import type { FastifyZod } from './platform/fastify';

// Each account remembers the zone its browser last sent (X-Time-Zone, audit CI2). Two server processes on one database,
// one account's requests alternating between them: a change written through one process must not be undone for good
// by what the other remembers it wrote before.

let ctx: TestContext;
let otherDb: Database;
let other: FastifyZod;

beforeAll(async () => {
  ctx = await startTestApp();
  otherDb = connect(ctx.url, 4);
  other = await buildApp({
    database: { db: otherDb.db, readDb: otherDb.db },
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STOREFRONT_DIST: '/nonexistent' }),
    logger: false,
  });
  await other.ready();
});

afterAll(async () => {
  await other?.close();
  await otherDb?.close();
  await ctx?.close();
});

const visit = (app: FastifyZod, token: string, zone: string) =>
  get(app, '/api/front/user/info', { ...bearer(token), 'x-time-zone': zone });

async function stored(userId: number): Promise<string | null> {
  const { rows } = await ctx.db.execute<{ time_zone: string | null }>(
    sql`SELECT time_zone FROM users WHERE id = ${userId}`,
  );
  return rows[0]?.time_zone ?? null;
}

/** The zone stored once `zone` was sent through `app`, sending it again for up to two seconds (the feed's delivery). */
async function storedAfterVisits(app: FastifyZod, token: string, userId: number, zone: string): Promise<string | null> {
  const until = Date.now() + 2000;
  for (;;) {
    expect((await visit(app, token, zone)).status).toBe(200);
    const now = await stored(userId);
    if (now === zone || Date.now() > until) return now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the remembered time zone across processes', () => {
  it('follows the browser back to a zone one process had written before another changed it', async () => {
    const shopper = await newShopper(ctx.db, 'twozones');
    expect(await storedAfterVisits(ctx.app, shopper.token, shopper.id, 'Asia/Bangkok')).toBe('Asia/Bangkok');
    // The same account from another browser, through the other process.
    expect(await storedAfterVisits(other, shopper.token, shopper.id, 'Europe/Paris')).toBe('Europe/Paris');
    // Back on the first browser, through the first process, which wrote Asia/Bangkok itself before.
    expect(await storedAfterVisits(ctx.app, shopper.token, shopper.id, 'Asia/Bangkok')).toBe('Asia/Bangkok');
    expect(await storedAfterVisits(other, shopper.token, shopper.id, 'Europe/Paris')).toBe('Europe/Paris');
  });
});
