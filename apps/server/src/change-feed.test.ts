import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../test/harness';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connect, type Database } from './db/client';
import { refreshSearchDocuments } from './modules/catalog/search-documents';
import type { FastifyZod } from './platform/fastify';
import { createSession } from './platform/session';

// Two server processes on one database, each with its listing cache on for a minute: a change written through one is
// seen by the other within a second, because the writer announces it on the change feed (LISTEN/NOTIFY).

let ctx: TestContext;
let otherDb: Database;
let other: FastifyZod;
let admin: Record<string, string>;
let shopId: number;
const probe = 'Feed Probe Kettle Vq3';

type Page = { list: { id: number; merId: number }[]; total: number };
const search = (app: FastifyZod) => get<Page>(app, `/api/front/product/list?keyword=${encodeURIComponent(probe)}`);

beforeAll(async () => {
  ctx = await startTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
  otherDb = connect(ctx.url, 4);
  other = await buildApp({
    database: { db: otherDb.db, readDb: otherDb.db },
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STOREFRONT_DIST: '/nonexistent',
      CATALOG_CACHE_TTL_MS: '60000',
    }),
    logger: false,
  });
  await other.ready();
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = bearer(await createSession(ctx.db, rows[0]!.id));
  shopId = (await merchantToken(ctx.db)).merchantId;
  await ctx.db.execute(sql`
    UPDATE products SET name = ${probe}
    WHERE id = (SELECT id FROM products WHERE merchant_id = ${shopId} AND on_sale ORDER BY id LIMIT 1)`);
  // Renamed past the product form: the search documents are rebuilt as the form rebuilds them (issue 23).
  const renamed = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM products WHERE name = ${probe}`);
  await refreshSearchDocuments(
    ctx.db,
    renamed.rows.map((r) => r.id),
  );
});

afterAll(async () => {
  await other?.close();
  await otherDb?.close();
  await ctx?.close();
});

describe('change feed across processes', () => {
  it('both processes cache the listing', async () => {
    expect((await search(ctx.app)).body.data.total).toBe(1);
    expect((await search(other)).body.data.total).toBe(1);
    // Proof that the other process answers from its cache: a silent write (no announcement) does not show there.
    await ctx.db.execute(sql`UPDATE products SET name = ${`${probe} renamed`} WHERE name = ${probe}`);
    expect((await search(other)).body.data.total).toBe(1);
    await ctx.db.execute(sql`UPDATE products SET name = ${probe} WHERE name = ${`${probe} renamed`}`);
  });

  it('a shop suspended through one process leaves the other within a second', async () => {
    const res = await post(ctx.app, `/api/admin/merchants/${shopId}/suspend`, undefined, { headers: admin });
    expect(res.status).toBe(200);
    expect((await search(ctx.app)).body.data.total).toBe(0);
    const started = Date.now();
    let total = 1;
    while (total !== 0 && Date.now() - started < 1000) {
      total = (await search(other)).body.data.total;
      if (total !== 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(total).toBe(0);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a rolled-back change announces nothing', async () => {
    await post(ctx.app, `/api/admin/merchants/${shopId}/reopen`, undefined, { headers: admin });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await search(other)).body.data.total).toBe(1);
    await ctx.db
      .transaction(async (tx) => {
        await ctx.app.changes.announce(tx, 'listings');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await ctx.db.execute(sql`UPDATE products SET name = ${`${probe} renamed`} WHERE name = ${probe}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await search(other)).body.data.total).toBe(1);
  });
});
