import type { ProductSearchPage } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { get, startTestApp, type TestContext } from '../../../test/harness';
import { refreshSearchDocuments } from './search-documents';

// Issue 25's long tail: a keyword of words and an unfinished last word ("zentrox quiber wex", a Thai name typed
// unfinished) is answered from the words' and the completions' lists held in memory. Joined in the database, two
// words always found together looked to the planner like a few products, which it then looked up one by one among
// the completions' postings (160 ms for "หูฟังไร" at a million products).

let ctx: TestContext;
let shopId: number;
let leaf: number;

async function product(name: string, sales: number) {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO products (merchant_id, category_id, name, price, ot_price, stock, sales, original_locale, attrs)
    VALUES (${shopId}, ${leaf}, ${name}, 1990, 2990, 5, ${sales}, 'en', '[]'::jsonb)
    RETURNING id`);
  await refreshSearchDocuments(ctx.db, [rows[0]!.id]);
  return { id: rows[0]!.id, name, sales };
}

const search = async (query: string) => {
  const res = await get<ProductSearchPage>(ctx.app, `/api/front/product/list?${query}`, { cookie: 'locale=en' });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
};

/** The statements the app sends while `work` runs. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const query = vi.spyOn(ctx.pool, 'query');
  try {
    await work();
    return query.mock.calls.map(([first]) => (typeof first === 'string' ? first : (first as { text: string }).text));
  } finally {
    query.mockRestore();
  }
}

beforeAll(async () => {
  ctx = await startTestApp();
  const shop = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM merchants WHERE status = 'open' ORDER BY id LIMIT 1`,
  );
  shopId = shop.rows[0]!.id;
  const cat = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM categories WHERE parent_id <> 0 ORDER BY id LIMIT 1`,
  );
  leaf = cat.rows[0]!.id;
});
afterAll(() => ctx?.close());

describe('words and an unfinished word', () => {
  it('finds what the database found, from the lists, without joining the postings in the database', async () => {
    const found: { id: number; name: string; sales: number }[] = [];
    for (let i = 0; i < 12; i++) found.push(await product(`Zentrox Quiber Wexa ${i}`, (i * 7) % 5));
    for (let i = 0; i < 3; i++) found.push(await product(`Zentrox Quiber Wexolite ${i}`, 9 - i));
    // Both words but no completion; a completion and one word only.
    for (let i = 0; i < 5; i++) await product(`Zentrox Quiber Plain ${i}`, 20);
    for (let i = 0; i < 4; i++) await product(`Zentrox Wexa Solo ${i}`, 20);
    const order = [...found].sort((a, b) => b.sales - a.sales || b.id - a.id).map((p) => p.id);

    // The first search reads the lists; the next ones find them held. Each page in best-selling order, every match
    // counted, whatever the page's size.
    for (const limit of [20, 5, 10]) {
      let page: ProductSearchPage | undefined;
      const texts = await statementsOf(async () => {
        page = await search(`keyword=${encodeURIComponent('zentrox quiber wex')}&limit=${limit}`);
      });
      expect([page!.list.map((p) => p.id), page!.total], `limit ${limit}`).toEqual([order.slice(0, limit), 15]);
      const joined = texts.filter((t) => /JOIN \(SELECT product_id, own, shown/.test(t));
      expect(joined, `limit ${limit}`).toEqual([]);
    }
    // The second page of five, and a completion typed further.
    const second = await search(`keyword=${encodeURIComponent('zentrox quiber wex')}&limit=5&page=2`);
    expect(second.list.map((p) => p.id)).toEqual(order.slice(5, 10));
    const further = await search(`keyword=${encodeURIComponent('zentrox quiber wexol')}`);
    expect([further.list.map((p) => p.id), further.total]).toEqual([found.slice(12).map((p) => p.id), 3]);
    // A completion whose products are all gone (the vocabulary keeps its words) finds nothing, not every product of
    // the words before it.
    const gone = found.slice(12).map((p) => p.id);
    await ctx.db.execute(sql`UPDATE products SET on_sale = false WHERE id = ANY(${`{${gone.join(',')}}`}::int[])`);
    await refreshSearchDocuments(ctx.db, gone);
    const none = await search(`keyword=${encodeURIComponent('zentrox quiber wexol')}&limit=7`);
    expect([none.list.map((p) => p.id), none.total]).toEqual([[], 0]);
  });

  it('finds a Thai name typed unfinished after two words always found together', async () => {
    const wireless: { id: number; name: string; sales: number }[] = [];
    for (let i = 0; i < 6; i++) wireless.push(await product(`หูฟังไร้สายรุ่น${i}`, i));
    const wired = await product('หูฟังมีสายรุ่นเก่า', 50);
    const texts = await statementsOf(async () => {
      const page = await search(`keyword=${encodeURIComponent('หูฟังไร')}`);
      // The demo catalogue's wireless headphones are found too; ours in best-selling order, the wired ones not.
      const mine = new Set(wireless.map((p) => p.id));
      expect(page.list.map((p) => p.id).filter((id) => mine.has(id))).toEqual(wireless.map((p) => p.id).reverse());
      expect(page.list.map((p) => p.id)).not.toContain(wired.id);
    });
    expect(texts.filter((t) => /JOIN \(SELECT product_id, own, shown/.test(t))).toEqual([]);
  });
});
