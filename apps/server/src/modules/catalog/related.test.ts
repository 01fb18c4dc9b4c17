import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestApp, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

type Card = { id: number; name: string; merId: number };
const categoryOf = async (id: number) =>
  (await ctx.db.execute<{ category_id: number }>(sql`SELECT category_id FROM products WHERE id = ${id}`)).rows[0]
    ?.category_id;

describe('related products', () => {
  it('answers on-sale products of the same category first, never the product itself', async () => {
    const { rows } = await ctx.db.execute<{ id: number; category_id: number }>(
      sql`SELECT p.id, p.category_id FROM products p WHERE p.on_sale
          AND (SELECT count(*) FROM products x WHERE x.category_id = p.category_id AND x.on_sale) >= 4 LIMIT 1`,
    );
    const origin = rows[0]!;
    const { status, body } = await get<Card[]>(ctx.app, `/api/front/product/related/${origin.id}`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    expect(body.data.length).toBeLessThanOrEqual(10);
    expect(body.data.map((card) => card.id)).not.toContain(origin.id);
    expect(await categoryOf(body.data[0]!.id)).toBe(origin.category_id);
  });

  it('still answers for a product taken off sale, and lists only products on sale', async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM products WHERE on_sale LIMIT 2`);
    const [gone, alsoGone] = rows.map((row) => row.id) as [number, number];
    await ctx.db.execute(sql`UPDATE products SET on_sale = false WHERE id IN (${gone}, ${alsoGone})`);
    expect((await get(ctx.app, `/api/front/product/detail/${gone}`)).status).toBe(404);
    const { body } = await get<Card[]>(ctx.app, `/api/front/product/related/${gone}`);
    expect(body.data.length).toBeGreaterThan(0);
    const ids = body.data.map((card) => card.id);
    expect(ids).not.toContain(gone);
    expect(ids).not.toContain(alsoGone);
  });

  it('fill the shelf from the sibling categories, best sellers first, in the order of one plain query', async () => {
    // A product of a small category with siblings (its shelf needs them), and one of the biggest category.
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      (SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.on_sale AND c.parent_id <> 0
       ORDER BY (SELECT count(*) FROM products x WHERE x.category_id = p.category_id), p.id LIMIT 1)
      UNION ALL
      (SELECT p.id FROM products p ORDER BY (SELECT count(*) FROM products x WHERE x.category_id = p.category_id)
       DESC, p.sales DESC, p.id LIMIT 1)`);
    for (const { id } of rows) {
      const { rows: expected } = await ctx.db.execute<{ id: number }>(sql`
        WITH origin AS (
          SELECT p.category_id, c.parent_id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${id})
        SELECT p.id FROM origin, products p JOIN merchants m ON m.id = p.merchant_id
        WHERE p.on_sale AND m.status = 'open' AND p.id <> ${id} AND (p.category_id = origin.category_id
          OR p.category_id IN (SELECT c.id FROM categories c WHERE origin.parent_id <> 0 AND c.parent_id = origin.parent_id))
        ORDER BY (p.category_id = origin.category_id) DESC, p.sales DESC, p.id DESC LIMIT 10`);
      const { body } = await get<Card[]>(ctx.app, `/api/front/product/related/${id}`);
      expect(expected.length).toBe(10);
      expect(body.data.map((card) => card.id)).toEqual(expected.map((r) => r.id));
    }
  });

  // An unknown product gets best sellers instead of nothing: related-missing.test.ts.
});

describe('product cards', () => {
  it('carry the average rating and the number of reviews, as the reviews table has them', async () => {
    const { rows } = await ctx.db.execute<{ product_id: number; n: number; avg: string }>(
      sql`SELECT product_id, count(*)::int AS n, round(avg(product_score), 1)::text AS avg FROM reviews
          GROUP BY product_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const reviewed = rows[0]!;
    const { body } = await get<Array<Card & { rating: number; reviewCount: number }>>(
      ctx.app,
      `/api/front/product/related/${reviewed.product_id}`,
    );
    const origin = await ctx.db.execute<{ name: string }>(
      sql`SELECT name FROM products WHERE id = ${reviewed.product_id}`,
    );
    const { body: search } = await get<{ list: Array<Card & { rating: number; reviewCount: number }> }>(
      ctx.app,
      `/api/front/product/list?keyword=${encodeURIComponent(origin.rows[0]!.name)}&limit=5`,
    );
    const card = search.data.list.find((c) => c.id === reviewed.product_id);
    expect(card).toMatchObject({ rating: Number(reviewed.avg), reviewCount: reviewed.n });
    for (const other of body.data) {
      expect(other.reviewCount).toBeGreaterThanOrEqual(0);
      expect(other.rating).toBeGreaterThanOrEqual(0);
      expect(other.rating).toBeLessThanOrEqual(5);
    }
  });
});
