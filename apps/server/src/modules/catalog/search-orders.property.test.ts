import { LOCALES, type ProductSearchPage } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestApp, type TestContext } from '../../../test/harness';
import { announceChange } from '../../platform/change-feed';
import { refreshSearchDocuments } from './search-documents';
import { listWhere, selectionOf } from './search-selection';

// Issue 25: a category's or a shop's list in price, newest or best-seller order is an index-only walk over the ordered
// indexes of migration 0024, filtered on the category path and shop they carry (search-selection.ts, `listWhere`); a
// shop's are keyed by the shop (migration 0037).
// For random catalogues with many ties, every page of every order, read to the end in any of the six languages, is
// the brute-force order of the products in scope (ties newest product first), with no product missed or shown twice,
// and the total is exact. Those indexes hold the English documents only (migration 0036): every language walks them.

let ctx: TestContext;
let top: number;
let children: number[];
let shops: number[];

const PRICES = [500, 999, 999, 2499, 60000];
const DAYS = ['2026-01-01', '2026-03-01', '2026-03-01', '2026-06-01'];
const SALES = [0, 3, 3, 40];

const productArb = fc.record({
  child: fc.nat({ max: 2 }),
  inTop: fc.boolean(),
  shop: fc.nat({ max: 2 }),
  price: fc.constantFrom(...PRICES),
  day: fc.constantFrom(...DAYS),
  sales: fc.constantFrom(...SALES),
});
type Model = { child: number; inTop: boolean; shop: number; price: number; day: string; sales: number };

const ORDERS = [
  { param: 'priceOrder=asc', key: (m: Model) => m.price, dir: 1 },
  { param: 'priceOrder=desc', key: (m: Model) => m.price, dir: -1 },
  { param: 'newOrder=desc', key: (m: Model) => Date.parse(m.day), dir: -1 },
  { param: 'newOrder=asc', key: (m: Model) => Date.parse(m.day), dir: 1 },
  { param: 'salesOrder=desc', key: (m: Model) => m.sales, dir: -1 },
  { param: 'salesOrder=asc', key: (m: Model) => m.sales, dir: 1 },
  { param: '', key: (m: Model) => m.sales, dir: -1 },
] as const;

const scopeArb = fc.record({
  category: fc.constantFrom('top', 'child'),
  shop: fc.option(fc.nat({ max: 2 }), { nil: undefined }),
  cids: fc.subarray([0, 1, 2]),
  merIds: fc.subarray([0, 1, 2]),
  minPrice: fc.option(fc.constantFrom('9.99', '10'), { nil: undefined }),
  maxPrice: fc.option(fc.constantFrom('24.99', '600'), { nil: undefined }),
  order: fc.nat({ max: ORDERS.length - 1 }),
  limit: fc.constantFrom(3, 5, 20),
  lang: fc.constantFrom(...LOCALES),
});
type Scope = typeof scopeArb extends fc.Arbitrary<infer T> ? T : never;

function inScope(m: Model, s: Scope): boolean {
  const category = m.inTop ? null : m.child;
  if (s.category === 'child' && category !== 0) return false;
  if (s.shop !== undefined && m.shop !== s.shop) return false;
  if (s.cids.length > 0 && (category === null || !s.cids.includes(category))) return false;
  if (s.merIds.length > 0 && !s.merIds.includes(m.shop)) return false;
  if (s.minPrice !== undefined && m.price < Math.round(Number(s.minPrice) * 100)) return false;
  if (s.maxPrice !== undefined && m.price > Math.round(Number(s.maxPrice) * 100)) return false;
  return true;
}

function queryOf(s: Scope): string {
  const q = new URLSearchParams({
    cid: String(s.category === 'top' ? top : children[0]),
    limit: String(s.limit),
    lang: s.lang,
  });
  if (s.shop !== undefined) q.set('merId', String(shops[s.shop]));
  if (s.cids.length > 0) q.set('cids', s.cids.map((i) => children[i]).join(','));
  if (s.merIds.length > 0) q.set('merIds', s.merIds.map((i) => shops[i]).join(','));
  if (s.minPrice !== undefined) q.set('minPrice', s.minPrice);
  if (s.maxPrice !== undefined) q.set('maxPrice', s.maxPrice);
  return `${q}${ORDERS[s.order]!.param ? `&${ORDERS[s.order]!.param}` : ''}`;
}

/** The products in scope in the scope's order (ties newest product first), by brute force. */
function expectedOrder(models: Model[], ids: number[], s: Scope): number[] {
  const order = ORDERS[s.order]!;
  return models
    .map((m, i) => ({ m, id: ids[i]! }))
    .filter(({ m }) => inScope(m, s))
    .sort((a, b) => (order.key(a.m) - order.key(b.m)) * order.dir || b.id - a.id)
    .map(({ id }) => id);
}

async function writeCatalogue(models: Model[]): Promise<number[]> {
  await ctx.db.execute(
    sql`DELETE FROM products WHERE category_id = ANY(${`{${[top, ...children].join(',')}}`}::int[])`,
  );
  // The shop never deletes products (they go off sale, which rewrites their documents); this test's deletion says
  // what such a writer would: the categories' documents changed.
  await announceChange(ctx.db, 'documents', [top, ...children]);
  const ids: number[] = [];
  for (const m of models) {
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO products (merchant_id, category_id, name, price, ot_price, stock, sales, created_at)
      VALUES (${shops[m.shop]}, ${m.inTop ? top : children[m.child]}, 'Order probe', ${m.price}, ${m.price}, 5,
        ${m.sales}, ${m.day}::timestamptz)
      RETURNING id`);
    ids.push(rows[0]!.id);
  }
  await refreshSearchDocuments(ctx.db, ids);
  return ids;
}

beforeAll(async () => {
  ctx = await startTestApp();
  const { rows: cats } = await ctx.db.execute<{ id: number }>(
    sql`INSERT INTO categories (parent_id, name) VALUES (0, 'Order probes') RETURNING id`,
  );
  top = cats[0]!.id;
  children = [];
  for (const name of ['Order A', 'Order B', 'Order C']) {
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`INSERT INTO categories (parent_id, name) VALUES (${top}, ${name}) RETURNING id`,
    );
    children.push(rows[0]!.id);
  }
  const { rows: open } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM merchants WHERE status = 'open' ORDER BY id LIMIT 3`,
  );
  shops = open.map((r) => r.id);
  expect(shops).toHaveLength(3);
});
afterAll(() => ctx?.close());

describe('a category’s or a shop’s list in every order', () => {
  it('reads, page after page, the brute-force order of the products in scope, and counts them exactly', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(productArb, { minLength: 1, maxLength: 30 }), scopeArb, async (models, s) => {
        const ids = await writeCatalogue(models);
        const expected = expectedOrder(models, ids, s);
        const seen: number[] = [];
        for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / s.limit)); page++) {
          const res = await get<ProductSearchPage>(ctx.app, `/api/front/product/list?${queryOf(s)}&page=${page}`);
          expect(res.status, res.body.message).toBe(200);
          expect(res.body.data.total).toBe(expected.length);
          seen.push(...res.body.data.list.map((p) => p.id));
        }
        expect(seen).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('counts a category’s list with nothing chosen exactly, page after page, and again after its products change', async () => {
    // Its total is kept until the category's documents change (search.routes.ts): this test's writes are another
    // process's, heard on the change feed a moment later, so the first page is asked until it shows the new total.
    const plainArb = fc.record({
      category: fc.constantFrom('top', 'child'),
      order: fc.nat({ max: ORDERS.length - 1 }),
      limit: fc.constantFrom(3, 5, 20),
      lang: fc.constantFrom(...LOCALES),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(productArb, { minLength: 1, maxLength: 30 }), plainArb, async (models, plain) => {
        const s: Scope = { ...plain, shop: undefined, cids: [], merIds: [], minPrice: undefined, maxPrice: undefined };
        const ids = await writeCatalogue(models);
        const expected = expectedOrder(models, ids, s);
        const url = (page: number) => `/api/front/product/list?${queryOf(s)}&page=${page}`;
        await expect
          .poll(async () => (await get<ProductSearchPage>(ctx.app, url(1))).body.data.total, { timeout: 2000 })
          .toBe(expected.length);
        const seen: number[] = [];
        for (let page = 1; page <= Math.max(1, Math.ceil(expected.length / s.limit)); page++) {
          const res = await get<ProductSearchPage>(ctx.app, url(page));
          expect(res.body.data.total).toBe(expected.length);
          seen.push(...res.body.data.list.map((p) => p.id));
        }
        expect(seen).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('walks an ordered index and reads no other category or shop for a category or a shop in every order', async () => {
    const models = Array.from({ length: 400 }, (_, i) => ({
      child: i % 3,
      inTop: false,
      shop: i % 3,
      price: PRICES[i % PRICES.length]!,
      day: DAYS[i % DAYS.length]!,
      sales: i,
    }));
    await writeCatalogue(models);
    // Right after a NOTIFY (the write announces itself on the change feed) a VACUUM may leave pages it could mark
    // all-visible: it runs again, a moment later, until every page is.
    for (let tries = 0; ; tries++) {
      await ctx.db.execute(sql`VACUUM (ANALYZE) search_documents`);
      const { rows } = await ctx.db.execute<{ all: boolean }>(sql`
        SELECT relallvisible >= relpages AS all FROM pg_class WHERE relname = 'search_documents'`);
      if (rows[0]?.all || tries === 20) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The planner may prefer reading a few hundred rows whole; with the sequential and bitmap scans priced out it
    // must find the walk, and the walk must need no document. The list is the one a French reader asks for: it walks
    // the English documents' indexes (migration 0036).
    const french = (cid: number) => selectionOf({ page: 1, limit: 20, cid }, 'fr');
    const plan = (order: string, where: SQL) =>
      ctx.db.transaction(async (t) => {
        await t.execute(sql`SET LOCAL enable_seqscan = off`);
        await t.execute(sql`SET LOCAL enable_bitmapscan = off`);
        const { rows } = await t.execute<{ 'QUERY PLAN': string }>(
          sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT d.product_id FROM search_documents d WHERE ${where}
            ORDER BY ${sql.raw(order)}, d.product_id DESC LIMIT 20 OFFSET 20`,
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
    for (const [order, index] of [
      ['d.created_at DESC', 'search_documents_new_idx'],
      ['d.sales DESC', 'search_documents_sales_idx'],
    ] as const) {
      const text = await plan(order, listWhere(french(children[1]!))!);
      expect(text).toContain(`Index Only Scan`);
      expect(text).toContain(index);
      expect(text).toMatch(/Heap Fetches: 0/);
    }
    // In price order (prices cluster by category) a child category's walk is keyed by the category itself: it starts
    // at the category's cheapest product and reads the page's entries (and its last price's ties), none of another
    // category, and no document. (Here the top category holds nearly every document, so the planner rightly walks
    // the price index for it.)
    for (const direction of ['', ' DESC']) {
      const text = await plan(`d.price${direction}`, listWhere(french(children[1]!), 2)!);
      expect(text).toContain(`Index Only Scan${direction ? ' Backward' : ''} using search_documents_child_price_idx`);
      expect(text).not.toMatch(/Rows Removed by Filter/);
      expect(text).toMatch(/Heap Fetches: 0/);
    }
    // A shop's list in each order is keyed by the shop (migration 0037): it reads the shop's entries only.
    const shop = listWhere(selectionOf({ page: 1, limit: 20, merId: shops[1] }, 'fr'))!;
    for (const [order, index] of [
      ['d.price', 'search_documents_shop_price_idx'],
      ['d.price DESC', 'search_documents_shop_price_idx'],
      ['d.created_at DESC', 'search_documents_shop_new_idx'],
      ['d.sales DESC', 'search_documents_shop_sales_idx'],
    ] as const) {
      const text = await plan(order, shop);
      expect(text).toMatch(new RegExp(`Index Only Scan( Backward)? using ${index}`));
      expect(text).not.toMatch(/Rows Removed by Filter/);
      expect(text).toMatch(/Heap Fetches: 0/);
    }
  }, 60_000);
});
