import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { startTestApp, type TestContext } from '../../../test/harness';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../../../test/server-process';
import { createSession } from '../../platform/session';

const BUYERS = 200;
const UNITS = 20;

/** A real server process (what `npm start` runs) on the test's database. */
async function startProcess(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    PORT: String(await freePort()),
    SEED_DEMO: 'false',
    JOBS: 'false',
    RATE_LIMIT_FACTOR: '1000',
    DB_POOL_SIZE: '10',
  });
}

let ctx: TestContext;
const processes: ServerProcess[] = [];
afterAll(async () => {
  for (const server of processes) await stopServerProcess(server);
  await ctx?.close();
});

beforeAll(async () => {
  ctx = await startTestApp();
});

describe('no oversell under concurrency', () => {
  it(`${BUYERS} buyers race for ${UNITS} units through two server processes: exactly ${UNITS} orders, stock 0`, async () => {
    const [a, b] = await Promise.all([startProcess(ctx.url), startProcess(ctx.url)]);
    processes.push(a, b);
    const { rows: skus } = await ctx.db.execute<{ product_id: number; sku_id: number }>(sql`
      SELECT p.id AS product_id, s.id AS sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
      JOIN merchants m ON m.id = p.merchant_id WHERE p.on_sale AND m.status = 'open' ORDER BY s.id LIMIT 1`);
    const { product_id: productId, sku_id: skuId } = skus[0]!;
    await ctx.db.execute(sql`UPDATE product_skus SET stock = ${UNITS} WHERE id = ${skuId}`);
    await ctx.db.execute(
      sql`UPDATE products SET stock = (SELECT sum(stock) FROM product_skus WHERE product_id = ${productId}) WHERE id = ${productId}`,
    );
    const { rows: before } = await ctx.db.execute<{ stock: number }>(
      sql`SELECT stock FROM products WHERE id = ${productId}`,
    );

    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, i) => {
        const { rows } = await ctx.db.execute<{ id: number }>(
          sql`INSERT INTO users (nickname, email) VALUES (${`racer ${i}`}, ${`racer${i}@example.org`}) RETURNING id`,
        );
        const userId = rows[0]!.id;
        const { rows: addr } = await ctx.db.execute<{ id: number }>(sql`
          INSERT INTO addresses (user_id, real_name, country, region_code, region, detail, post_code, country_code,
            phone, is_default)
          VALUES (${userId}, 'Racer', 'US', 'US-NY', 'New York', '1 Track Road', '10001', '+1', '2125550100', true)
          RETURNING id`);
        return {
          token: await createSession(ctx.db, userId),
          addressId: addr[0]!.id,
          server: i % 2 === 0 ? a.url : b.url,
        };
      }),
    );

    const call = async (server: string, token: string, url: string, body: unknown) => {
      const res = await fetch(`${server}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number; data: { preOrderNo?: string; orderNo?: string } };
    };
    const results = await Promise.all(
      buyers.map(async (buyer) => {
        const pre = await call(buyer.server, buyer.token, '/api/front/order/pre/order', {
          type: 'buyNow',
          items: [{ productId, skuId, quantity: 1 }],
        });
        if (pre.code !== 200) return pre.code;
        const created = await call(buyer.server, buyer.token, '/api/front/order/create', {
          preOrderNo: pre.data.preOrderNo,
          addressId: buyer.addressId,
          payType: 'card',
        });
        return created.code;
      }),
    );

    expect(results.filter((c) => c === 200)).toHaveLength(UNITS);
    expect(results.every((c) => c === 200 || c === 409)).toBe(true);
    const { rows: held } = await ctx.db.execute<{ n: number }>(sql`
      SELECT coalesce(sum(i.quantity), 0)::int AS n FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id
      WHERE i.sku_id = ${skuId} AND s.status <> 'cancelled'`);
    expect(held[0]!.n).toBe(UNITS);
    const { rows: stock } = await ctx.db.execute<{ sku: number; product: number }>(sql`
      SELECT (SELECT stock FROM product_skus WHERE id = ${skuId}) AS sku, (SELECT stock FROM products WHERE id = ${productId}) AS product`);
    expect(stock[0]!.sku).toBe(0);
    expect(stock[0]!.product).toBe(before[0]!.stock - UNITS);
  }, 120_000);
});
