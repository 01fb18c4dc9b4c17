import type { ProductSearchPage } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { uploadVoucher } from '../../../test/refund-helpers';
import { connect } from '../../db/client';
import { buildSearchDocuments } from './search-build';
import { compactTermCounts } from './search-document-writes';
import { refreshSearchDocuments } from './search-documents';

// Decision 0037: a keyword of one word without a filter answers its total from the word's kept count. The count is
// kept by the postings' triggers whatever writes them, folded now and then, and counted afresh by a whole build.

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let leaf: number;
let picture: string;

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
  const cat = await ctx.db.execute<{ id: number }>(sql`
    SELECT c.id FROM categories c WHERE c.parent_id <> 0 ORDER BY c.id LIMIT 1`);
  leaf = cat.rows[0]!.id;
  picture = await uploadVoucher(ctx, merchant.token);
});
afterAll(async () => ctx?.close());

/** Every word whose kept count differs from its posting list's length, with both figures. */
async function drift() {
  const { rows } = await ctx.db.execute<{ term: string; kept: number; listed: number }>(sql`
    SELECT term, coalesce(k.n, 0)::int AS kept, coalesce(l.n, 0)::int AS listed
    FROM (SELECT term, sum(products) AS n FROM search_term_counts GROUP BY term) k
    FULL JOIN (SELECT term, count(*) AS n FROM search_postings GROUP BY term) l USING (term)
    WHERE coalesce(k.n, 0) <> coalesce(l.n, 0)`);
  return rows;
}

const rowsOf = async (term: string) => {
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM search_term_counts WHERE term = ${term}`,
  );
  return rows[0]!.n;
};

async function search(keyword: string, extra = '') {
  const res = await get<ProductSearchPage>(
    ctx.app,
    `/api/front/product/list?keyword=${encodeURIComponent(keyword)}&limit=2${extra}`,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

async function createProduct(name: string) {
  const res = await post<{ id: number }>(
    ctx.app,
    '/api/merchant/products',
    {
      name,
      categoryId: leaf,
      images: [picture],
      description: '<p>Hand made</p>',
      attrs: [],
      skus: [{ attrValues: [], price: '12.00', otPrice: '', stock: 4, image: '' }],
    },
    { headers: bearer(merchant.token) },
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.id;
}

describe('a word’s kept count of products', () => {
  it('matches every posting list after the template’s build, one row a word', async () => {
    expect(await drift()).toEqual([]);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM (SELECT term FROM search_term_counts GROUP BY term HAVING count(*) > 1) x`);
    expect(rows[0]!.n).toBe(0);
  });

  it('follows new products, a rename, going off sale and a deletion, and the search total with it', async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push(await createProduct(`Axolotl kettle ${n}`));
    expect(await search('axolotl')).toMatchObject({ total: 3, totalCapped: false });
    expect((await search('axolotl')).list).toHaveLength(2);
    expect(await drift()).toEqual([]);

    // Renamed away from the word: one fewer, and the new word counted.
    await ctx.db.execute(sql`UPDATE products SET name = 'Capybara kettle' WHERE id = ${ids[0]!}`);
    await ctx.db.transaction((t) => refreshSearchDocuments(t, [ids[0]!]));
    expect((await search('axolotl')).total).toBe(2);
    expect((await search('capybara')).total).toBe(1);

    // Off sale: its documents and postings go, and so does its count.
    await ctx.db.execute(sql`UPDATE products SET on_sale = false WHERE id = ${ids[1]!}`);
    await ctx.db.transaction((t) => refreshSearchDocuments(t, [ids[1]!]));
    expect((await search('axolotl')).total).toBe(1);

    // Deleted: its postings go by the foreign key's cascade, which no writer of ours runs.
    await ctx.db.execute(sql`DELETE FROM products WHERE id = ${ids[2]!}`);
    const gone = await search('axolotl');
    expect(gone.total).toBe(0);
    expect(gone.list).toEqual([]);
    expect(await drift()).toEqual([]);
  });

  it('a filter still counts the list itself', async () => {
    await createProduct('Pangolin teapot');
    await createProduct('Pangolin teacup');
    expect((await search('pangolin')).total).toBe(2);
    expect((await search('pangolin', '&minPrice=12&maxPrice=12')).total).toBe(2);
    expect((await search('pangolin', '&minPrice=13')).total).toBe(0);
  });

  it('folding leaves one row per word with the same sums, and none for a word no product holds', async () => {
    expect(await rowsOf('axolotl')).toBeGreaterThan(1);
    expect(await rowsOf('capybara')).toBeGreaterThan(0);
    const folded = await compactTermCounts(ctx.db);
    expect(folded).toBeGreaterThan(0);
    expect(await drift()).toEqual([]);
    expect(await rowsOf('axolotl')).toBe(0);
    expect(await rowsOf('kettle')).toBe(1);
    expect(await rowsOf('pangolin')).toBe(1);
    expect(await compactTermCounts(ctx.db)).toBe(0);
    expect((await search('pangolin')).total).toBe(2);
  });

  it('writers of the same word do not wait for each other', async () => {
    const other = connect(ctx.url, 1);
    try {
      // One writer holds its new "pangolin" postings uncommitted while another commits its own.
      const holding = other.db.transaction(async (t) => {
        await t.execute(sql`UPDATE products SET name = 'Pangolin kettle' WHERE id = (
          SELECT id FROM products WHERE name = 'Capybara kettle')`);
        const { rows } = await t.execute<{ id: number }>(sql`SELECT id FROM products WHERE name = 'Pangolin kettle'`);
        await refreshSearchDocuments(t, [rows[0]!.id]);
        await new Promise((resolve) => setTimeout(resolve, 1500));
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      await createProduct('Pangolin lamp');
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await search('pangolin')).total).toBe(3);
      await holding;
      expect((await search('pangolin')).total).toBe(4);
      expect(await drift()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('a posting’s word is never updated in place', async () => {
    await expect(
      ctx.db.execute(sql`UPDATE search_postings SET term = 'walrus' WHERE term = 'pangolin'`),
    ).rejects.toThrow();
    // Its sales may be.
    await ctx.db.execute(sql`UPDATE search_postings SET sales = sales + 1 WHERE term = 'pangolin'`);
    expect(await drift()).toEqual([]);
  });

  it('a whole build counts every word afresh, a build of the missing ones too', async () => {
    await ctx.db.execute(sql`INSERT INTO search_term_counts (term, products) VALUES ('pangolin', 40)`);
    expect(await drift()).not.toEqual([]);
    await buildSearchDocuments(ctx.db, { bulkFrom: 1 });
    expect(await drift()).toEqual([]);
    expect((await search('pangolin')).total).toBe(4);
    await ctx.db.execute(sql`INSERT INTO search_term_counts (term, products) VALUES ('pangolin', 40)`);
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM products WHERE name = 'Pangolin lamp'`);
    await ctx.db.execute(sql`DELETE FROM search_documents WHERE product_id = ${rows[0]!.id}`);
    await buildSearchDocuments(ctx.db, { missing: true, bulkFrom: 1 });
    expect(await drift()).toEqual([]);
    expect((await search('pangolin')).total).toBe(4);
  });
});
