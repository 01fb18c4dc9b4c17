import type { ProductSearchPage } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestApp, type TestContext } from '../../../test/harness';
import { refreshSearchDocuments } from './search-documents';

// Decision 0038: a keyword of several words is intersected from its words' lists held in memory; a class of more than
// 2,000 products is ordered by walking the rarest word's list in sales order. Thousands of products, so that the walk
// runs, read at the first, a middle and the last page, in two languages, before and after a write.

let ctx: TestContext;
let ids: number[] = [];

async function page(keyword: string, n: number, locale = 'en') {
  const res = await get<ProductSearchPage>(
    ctx.app,
    `/api/front/product/list?keyword=${encodeURIComponent(keyword)}&limit=20&page=${n}`,
    { cookie: `locale=${locale}` },
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The brute-force order: phrases ("orca mug" as written) first, then by sales, then the newest. */
async function expected() {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    SELECT id FROM products WHERE id = ANY(${`{${ids.join(',')}}`}::int[]) AND on_sale
    ORDER BY (lower(name) LIKE '%orca mug%') DESC, sales DESC, id DESC`);
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  ctx = await startTestApp();
  const { rows: shop } = await ctx.db.execute<{ id: number; category: number }>(sql`
    SELECT m.id, (SELECT id FROM categories WHERE parent_id <> 0 ORDER BY id LIMIT 1) AS category
    FROM merchants m WHERE m.status = 'open' ORDER BY m.id LIMIT 1`);
  // 2,300 phrases and 200 with the words apart; sales repeat, so the newest-first tie-break counts.
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO products (merchant_id, category_id, name, price, ot_price, stock, sales)
    SELECT ${shop[0]!.id}, ${shop[0]!.category},
      CASE WHEN g % 12 = 0 THEN 'Mug for an orca ' || g ELSE 'Orca mug ' || g END, 1000, 1000, 5, (g * 7919) % 97
    FROM generate_series(1, 2500) g RETURNING id`);
  ids = rows.map((r) => r.id);
  await refreshSearchDocuments(ctx.db, ids);
});
afterAll(() => ctx?.close());

describe('a keyword of several words over thousands of matches', () => {
  it('pages through the walk in the brute-force order, in English and French', async () => {
    const want = await expected();
    expect(want).toHaveLength(2500);
    for (const locale of ['en', 'fr']) {
      const first = await page('orca mug', 1, locale);
      expect(first.total).toBe(2500);
      expect(first.list.map((p) => p.id)).toEqual(want.slice(0, 20));
      expect((await page('orca mug', 60, locale)).list.map((p) => p.id)).toEqual(want.slice(1180, 1200));
      // Past the phrases: the products holding the words apart.
      expect((await page('mug orca', 125, locale)).list.map((p) => p.id)).toEqual(
        (
          await ctx.db.execute<{ id: number }>(sql`
          SELECT id FROM products WHERE id = ANY(${`{${ids.join(',')}}`}::int[])
          ORDER BY (lower(name) LIKE '%mug orca%') DESC, sales DESC, id DESC OFFSET 2480 LIMIT 20`)
        ).rows.map((r) => r.id),
      );
    }
  });

  it('follows a product renamed, one taken off sale and a best seller made', async () => {
    await ctx.db.execute(sql`UPDATE products SET name = 'Whale cup' WHERE id = ${ids[5]!}`);
    await ctx.db.execute(sql`UPDATE products SET on_sale = false WHERE id = ${ids[6]!}`);
    await ctx.db.execute(sql`UPDATE products SET sales = 5000 WHERE id = ${ids[2000]!}`);
    await refreshSearchDocuments(ctx.db, [ids[5]!, ids[6]!, ids[2000]!]);
    const want = (await expected()).filter((id) => id !== ids[5]);
    expect(want).toHaveLength(2498);
    const first = await page('orca mug', 1);
    expect(first.total).toBe(2498);
    expect(first.list[0]!.id).toBe(ids[2000]);
    expect(first.list.map((p) => p.id)).toEqual(want.slice(0, 20));
    expect((await page('orca mug', 100)).list.map((p) => p.id)).toEqual(want.slice(1980, 2000));
  });
});

// A word's class of most of its list, with no names wanted, is met by walking the list in sales order instead of
// reading each of its products (issue 25): the same pages, in the same order, as the brute force.
describe('a word of hundreds of matches, most of them in one class', () => {
  let lamps: number[] = [];

  beforeAll(async () => {
    const { rows: shop } = await ctx.db.execute<{ id: number; category: number }>(sql`
      SELECT m.id, (SELECT id FROM categories WHERE parent_id <> 0 ORDER BY id LIMIT 1) AS category
      FROM merchants m WHERE m.status = 'open' ORDER BY m.id LIMIT 1`);
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO products (merchant_id, category_id, name, price, ot_price, stock, sales)
      SELECT ${shop[0]!.id}, ${shop[0]!.category}, 'Narwhal lamp ' || g, 1000, 1000, 5, (g * 7919) % 89
      FROM generate_series(1, 700) g RETURNING id`);
    lamps = rows.map((r) => r.id);
    // A hundred of them named in French too: in French, those are the own-language class, the rest shown only.
    await ctx.db.execute(sql`
      INSERT INTO product_translations (product_id, locale, name)
      SELECT id, 'fr', 'Lampe narwhal ' || id FROM products WHERE id = ANY(${`{${lamps.slice(0, 100).join(',')}}`}::int[])`);
    await refreshSearchDocuments(ctx.db, lamps);
  });

  it('pages through it in the brute-force order, in English and in French', async () => {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT id FROM products WHERE id = ANY(${`{${lamps.join(',')}}`}::int[]) ORDER BY sales DESC, id DESC`);
    const english = rows.map((r) => r.id);
    const frenchNamed = new Set(lamps.slice(0, 100));
    const french = [...english.filter((id) => frenchNamed.has(id)), ...english.filter((id) => !frenchNamed.has(id))];
    for (const [locale, want] of [
      ['en', english],
      ['fr', french],
    ] as const) {
      // Asked twice: the word's list is held after its first search, and the second pages from it.
      for (let round = 0; round < 2; round++) {
        for (const n of [1, 2, 6, 18, 35]) {
          const got = await page('narwhal', n, locale);
          expect(got.total).toBe(700);
          expect(got.list.map((p) => p.id)).toEqual(want.slice((n - 1) * 20, n * 20));
        }
      }
    }
  });
});
