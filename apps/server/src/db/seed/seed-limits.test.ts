import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { truncateIfEmpty } from './bulk-insert';
import { seedDemo } from './index';

// Issue 25: the seed failed at the size it advertised ("integer out of range" past id 271,184) and, with --reset,
// left an emptied database behind. These tests hold it to its limits.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const count = async (table: string) => {
  const { rows } = await ctx.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return rows[0]?.n ?? -1;
};

describe('the seed at its limits', () => {
  it('a seed with --reset that fails leaves the database as it was, never emptied', async () => {
    const before = await count('products');
    expect(before).toBeGreaterThan(100);
    // The failure comes from the database itself (a trigger of this test's own database), halfway through the seed.
    await ctx.db.execute(sql`CREATE FUNCTION refuse_seed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'disk full (simulated)'; END $$`);
    await ctx.db.execute(sql`CREATE TRIGGER refuse_seed BEFORE INSERT ON product_skus EXECUTE FUNCTION refuse_seed()`);
    try {
      const failure = await seedDemo(ctx.db, {
        products: 40,
        uploadsDir: `${inject('uploadsRoot')}/seed-limits`,
        reset: true,
      }).catch((error: Error) => error);
      // Through a statement drizzle wraps the database's error (`cause`); through COPY it is the database's own.
      const error = failure as Error & { cause?: Error };
      expect(String(error?.cause?.message ?? error?.message)).toMatch(/disk full/);
      expect(await count('products')).toBe(before);
      expect(await count('users')).toBeGreaterThan(0);
    } finally {
      await ctx.db.execute(sql`DROP TRIGGER refuse_seed ON product_skus`);
    }
  });

  it('product ids in the millions overflow nothing, and every product weighs 0.1 to 2.5 kg', async () => {
    // TRUNCATE … RESTART IDENTITY restarts a sequence at its START value: the new products get ids from 3,000,000.
    await ctx.db.execute(sql`ALTER SEQUENCE products_id_seq START WITH 3000000`);
    await seedDemo(ctx.db, { products: 60, uploadsDir: `${inject('uploadsRoot')}/seed-limits`, reset: true });
    const { rows } = await ctx.db.execute<{ low: number; high: number; lightest: number; heaviest: number }>(sql`
      SELECT min(id) AS low, max(id) AS high, min(weight_grams) AS lightest, max(weight_grams) AS heaviest FROM products`);
    expect(rows[0]?.low).toBeGreaterThanOrEqual(3_000_000);
    expect(rows[0]?.lightest).toBeGreaterThanOrEqual(100);
    expect(rows[0]?.heaviest).toBeLessThanOrEqual(2500);
    expect(await count('products')).toBe(60);
  });

  it('leaves fresh statistics and a full visibility map behind, so the first minute is as fast as any later one', async () => {
    const { rows } = await ctx.db.execute<{ estimate: number; visible: number; pages: number }>(sql`
      SELECT reltuples::int AS estimate, relallvisible AS visible, relpages AS pages FROM pg_class
      WHERE relname = 'products'`);
    expect(rows[0]?.estimate).toBe(60);
    expect(rows[0]?.visible).toBe(rows[0]?.pages);
  });

  it('a big seed writes with the indexes set aside and leaves every index the migrations made, each answering', async () => {
    const indexes = async () => {
      const { rows } = await ctx.db.execute<{ definition: string }>(sql`
        SELECT indexdef AS definition FROM pg_indexes
        WHERE tablename IN ('products', 'product_skus', 'reviews', 'product_translations') ORDER BY indexname`);
      return rows.map((r) => r.definition);
    };
    const before = await indexes();
    expect(before.filter((d) => !d.includes('UNIQUE')).length).toBeGreaterThan(8);
    // Enough products that the search documents are built in bulk too (from 5,000 products a shopper may see).
    await seedDemo(ctx.db, { products: 6000, uploadsDir: `${inject('uploadsRoot')}/seed-limits`, reset: true });
    expect(await indexes()).toEqual(before);
    expect(await count('products')).toBe(6000);
    // The name index built again finds what the consoles' name filter looks for.
    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products WHERE name ILIKE '%' || (SELECT split_part(name, ' ', 1) FROM products
        ORDER BY id DESC LIMIT 1) || '%'`);
    expect(rows[0]?.n).toBeGreaterThan(0);
  }, 120_000);

  it('a big seed writes its catalogue and search documents frozen: nothing left for VACUUM to freeze or mark', async () => {
    // The tables the seed emptied itself get their rows by COPY FREEZE: every page all-frozen in the visibility map
    // (PostgreSQL 18 counts them in pg_class; the seed's closing VACUUM only marks what it finds).
    const { rows } = await ctx.db.execute<{ name: string; pages: number; frozen: number }>(sql`
      SELECT relname AS name, relpages AS pages, relallfrozen AS frozen FROM pg_class
      WHERE relname IN ('products', 'product_skus', 'reviews', 'search_documents', 'search_postings') ORDER BY 1`);
    expect(rows.map((r) => r.name)).toHaveLength(5);
    // Not quite every page: the shopper's demo orders write a few, and each COPY leaves the end of its last extension
    // of the table empty, never initialised (a chunk of products is one COPY per table: few such pages).
    for (const r of rows) {
      expect(r.pages, r.name).toBeGreaterThan(10);
      expect(r.frozen / r.pages, r.name).toBeGreaterThan(0.9);
    }
  });

  it('a big seed empties its tables (written without WAL) only when they and all that refer to them are empty', async () => {
    // The demo's products are referred to by favourites, carts and orders: nothing is emptied, nothing is lost.
    const products = await count('products');
    expect(await truncateIfEmpty(ctx.db, ['products', 'product_skus'])).toBe(false);
    expect(await count('products')).toBe(products);
    // Two empty tables, one referring to the other, and a third referring to the second: all emptied at once.
    await ctx.db.execute(sql`CREATE TABLE bulk_a (id int PRIMARY KEY)`);
    await ctx.db.execute(sql`CREATE TABLE bulk_b (id int PRIMARY KEY, a int REFERENCES bulk_a)`);
    await ctx.db.execute(sql`CREATE TABLE bulk_c (id int PRIMARY KEY, b int REFERENCES bulk_b)`);
    const file = async (table: string) => {
      const { rows } = await ctx.db.execute<{ node: number }>(
        sql`SELECT relfilenode::int AS node FROM pg_class WHERE relname = ${table}`,
      );
      return rows[0]?.node;
    };
    const files = [await file('bulk_a'), await file('bulk_c')];
    expect(await truncateIfEmpty(ctx.db, ['bulk_a'])).toBe(true);
    expect([await file('bulk_a'), await file('bulk_c')]).not.toEqual(files);
    // A row in the farthest referring table keeps all of them as they are.
    await ctx.db.execute(sql`INSERT INTO bulk_c (id, b) VALUES (1, NULL)`);
    const kept = await file('bulk_a');
    expect(await truncateIfEmpty(ctx.db, ['bulk_a'])).toBe(false);
    expect(await file('bulk_a')).toBe(kept);
    expect(await count('bulk_c')).toBe(1);
    await ctx.db.execute(sql`DROP TABLE bulk_c, bulk_b, bulk_a`);
  });
});
