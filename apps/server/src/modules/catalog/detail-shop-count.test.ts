import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestApp, type TestContext } from '../../../test/harness';

// Issue 25: the goods detail no longer counts the shop's products on every view (a cost that grew with the shop);
// the count is kept per shop and the change feed keeps it current.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({ CATALOG_CACHE_TTL_MS: '600000' });
});
afterAll(() => ctx?.close());

const countOf = async (id: number) =>
  (await get<{ merchant: { productCount: number } }>(ctx.app, `/api/front/product/detail/${id}`)).body.data.merchant
    .productCount;

describe("the shop's product count under a goods detail", () => {
  it('is the number of products on sale, and follows a product taken off sale as soon as it is announced', async () => {
    const { rows } = await ctx.db.execute<{ id: number; other: number; merchant_id: number }>(sql`
      SELECT p.id, p.merchant_id, (SELECT q.id FROM products q WHERE q.merchant_id = p.merchant_id AND q.on_sale
        AND q.id <> p.id LIMIT 1) AS other
      FROM products p JOIN merchants m ON m.id = p.merchant_id WHERE p.on_sale AND m.status = 'open' LIMIT 1`);
    const { id, other, merchant_id } = rows[0]!;
    const { rows: truth } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE merchant_id = ${merchant_id} AND on_sale`,
    );
    expect(await countOf(id)).toBe(truth[0]!.n);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE products SET on_sale = false WHERE id = ${other}`);
      await ctx.app.changes.announce(tx, 'listings');
    });
    expect(await countOf(id)).toBe(truth[0]!.n - 1);
  });
});
