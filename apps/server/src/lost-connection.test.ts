import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, get, newShopper, startTestApp, type TestContext } from '../test/harness';
import type { ChangedIds } from './platform/change-feed';

// A database connection lost while a request holds it (a database or pooler restart, an operator's
// pg_terminate_backend) fails that request with a 503 and nothing else: the process keeps answering and the pool
// replaces the connection (audit CR4). Before, a client lent out of the pool had no 'error' listener, and the lost
// connection ended the whole process.

let ctx: TestContext;
let shopper: { id: number; token: string };
let sku: { productId: number; skuId: number };
const LOST = 'The shop cannot reach its database just now; please try again in a moment';

beforeAll(async () => {
  ctx = await startTestApp();
  shopper = await newShopper(ctx.db, 'lost');
  const { rows } = await ctx.db.execute<{ product_id: number; sku_id: number }>(sql`
    SELECT p.id AS product_id, s.id AS sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
    JOIN merchants m ON m.id = p.merchant_id WHERE p.on_sale AND m.status = 'open' AND s.price < 100000
    ORDER BY s.id LIMIT 1`);
  sku = { productId: rows[0]!.product_id, skuId: rows[0]!.sku_id };
  await ctx.db.execute(sql`UPDATE product_skus SET stock = 50 WHERE id = ${sku.skuId}`);
});

afterAll(async () => {
  await ctx?.close();
});

const addToCart = (language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/front/cart/save',
    remoteAddress: freshIp(),
    headers: { ...bearer(shopper.token), 'content-type': 'application/json', 'accept-language': language },
    payload: JSON.stringify({ ...sku, quantity: 1 }),
  });

/** Another session on the test's database (not the app's pool). */
async function session(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: ctx.url });
  await client.connect();
  return client;
}

async function until<T>(what: () => Promise<T | undefined>, ms = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await what();
    if (found !== undefined) return found;
    if (Date.now() - started > ms) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a database connection lost under a request', () => {
  it('fails that request with a 503, and the process and its next request go on', async () => {
    // The cart's add takes the cart's lock inside its transaction: held here, the request waits on it.
    const locker = await session();
    await locker.query('BEGIN');
    await locker.query(`SELECT pg_advisory_xact_lock(hashtext('cart:user:' || $1::text))`, [shopper.id]);
    const pending = addToCart('fr');
    const waiting = await until(async () => {
      const { rows } = await locker.query<{ pid: number }>(`
        SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`);
      return rows[0]?.pid;
    });
    await locker.query('SELECT pg_terminate_backend($1)', [waiting]);
    const res = await pending;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 503,
      message: 'La boutique ne peut pas joindre sa base de données pour le moment ; réessayez dans un instant',
      data: null,
    });
    await locker.query('ROLLBACK');
    await locker.end();

    // The same process answers, and the pool has a working connection in place of the lost one.
    expect((await get(ctx.app, '/healthz')).status).toBe(200);
    const again = await addToCart();
    expect(again.statusCode).toBe(200);
    const { rows } = await ctx.db.execute<{ quantity: number }>(sql`
      SELECT quantity FROM cart_items WHERE user_id = ${shopper.id} AND sku_id = ${sku.skuId}`);
    expect(rows).toEqual([{ quantity: 1 }]);
  });

  it('answers a 503 when every connection of the pool is cut at once', async () => {
    // Connections idle in the pool and one in use alike (a primary restarting under the shop).
    const killer = await session();
    await killer.query(`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND query NOT LIKE 'LISTEN%'`);
    await killer.end();
    const res = await addToCart();
    expect([200, 503]).toContain(res.statusCode);
    if (res.statusCode === 503) expect(res.json().message).toBe(LOST);
    expect((await addToCart()).statusCode).toBe(200);
  });

  it('the change feed listens again after its connection was terminated', async () => {
    const heard: ChangedIds[] = [];
    ctx.app.changes.on('product', (ids) => heard.push(ids));
    const admin = await session();
    const listening = async () => {
      const { rows } = await admin.query<{ pid: number }>(`
        SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN mall_changes'`);
      return rows.map((r) => r.pid);
    };
    const before = await listening();
    expect(before).toHaveLength(1);
    await admin.query('SELECT pg_terminate_backend($1)', [before[0]]);
    const after = await until(async () => {
      const now = await listening();
      return now.length === 1 && now[0] !== before[0] ? now : undefined;
    });
    expect(after).toHaveLength(1);
    // A notice from another process reaches this one's handlers again.
    await until(async () => {
      await admin.query(`SELECT pg_notify('mall_changes', 'product:424242')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return heard.some((ids) => ids?.includes(424242)) ? true : undefined;
    });
    await admin.end();
  });
});
