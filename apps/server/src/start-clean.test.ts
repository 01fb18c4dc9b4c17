import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../test/harness';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect, type Database } from './db/client';
import type { FastifyZod } from './platform/fastify';
import { createSession } from './platform/session';

// A process started while the replica lags must not serve what the replica still holds (audit CR5): at its start it
// does not know what changed before it listened, so every catalogue handler hears "everything changed" and raises its
// replica fence. The feed used to deliver that before the catalogue had registered its handlers, so nobody heard it.
// Here the "replica" is a copy of the database from before a shop was suspended, which has replayed nothing yet.

const replicaName = `t_${randomBytes(6).toString('hex')}`;
let ctx: TestContext;
let replica: Database;
let app: FastifyZod;
let shopId: number;
let productId: number;

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

beforeAll(async () => {
  // The "replica": the database as it was before the suspension below.
  await adminQuery(`CREATE DATABASE ${replicaName} TEMPLATE mall_template`);
  replica = connect(`${inject('pgUrlPrefix')}${replicaName}`, 4);
  // A replica that has not replayed up to any position asked of it yet.
  const query = replica.pool.query.bind(replica.pool) as (...args: unknown[]) => Promise<unknown>;
  replica.pool.query = ((...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    if (text?.includes('pg_last_wal_replay_lsn')) return Promise.resolve({ rows: [{ caught: false }] });
    return query(...args);
  }) as typeof replica.pool.query;

  // Another process suspends a shop on the primary before this one starts.
  ctx = await startTestApp();
  shopId = (await merchantToken(ctx.db)).merchantId;
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    SELECT id FROM products WHERE merchant_id = ${shopId} AND on_sale ORDER BY id LIMIT 1`);
  productId = rows[0]!.id;
  const admins = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  const admin = bearer(await createSession(ctx.db, admins.rows[0]!.id));
  expect((await post(ctx.app, `/api/admin/merchants/${shopId}/suspend`, undefined, { headers: admin })).status).toBe(
    200,
  );

  app = await buildApp({
    database: { db: ctx.db, readDb: replica.db },
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STOREFRONT_DIST: '/nonexistent',
      CATALOG_CACHE_TTL_MS: '60000',
    }),
    logger: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await replica?.close();
  await ctx?.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${replicaName} WITH (FORCE)`);
});

describe('a process started while the replica lags', () => {
  it('reads the catalogue from the primary until the replica has replayed past its start', async () => {
    expect((await get(app, `/api/front/product/detail/${productId}`)).status).toBe(404);
    const list = await get<{ total: number }>(app, `/api/front/product/list?merId=${shopId}`);
    expect(list.body.data.total).toBe(0);
    const cards = await get<unknown[]>(app, `/api/front/product/cards?ids=${productId}`);
    expect(cards.body.data).toEqual([]);
    // And the replica's copy indeed still shows the shop: what the process served before.
    const { rows } = await replica.pool.query<{ status: string }>('SELECT status FROM merchants WHERE id = $1', [
      shopId,
    ]);
    expect(rows[0]!.status).toBe('open');
  });

  it('keeps a goods detail no notice named for five minutes at most', async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT p.id FROM products p JOIN merchants m ON m.id = p.merchant_id
      WHERE p.on_sale AND m.status = 'open' ORDER BY p.id LIMIT 1`);
    const id = rows[0]!.id;
    const detail = async () => (await app.inject({ method: 'GET', url: `/api/front/product/detail/${id}` })).body;
    expect(await detail()).not.toContain('Backstop unit');
    // Written on both databases with no notice (one a change feed missed): the kept detail stays as it was ...
    for (const pool of [ctx.pool, replica.pool]) {
      await pool.query(`UPDATE products SET unit_name = 'Backstop unit' WHERE id = $1`, [id]);
    }
    expect(await detail()).not.toContain('Backstop unit');
    // ... until it is five minutes old.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 5 * 60_000 + 1000);
    try {
      expect(await detail()).toContain('Backstop unit');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
