import type { ProductSearchPage } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestApp, type TestContext } from '../../../test/harness';
import { refreshSearchDocuments } from './search-documents';
import { nudgeDocumentRefresher, refreshQueuedDocuments } from './search-refresh';

// Decision 0048: a migration names the products whose documents must be derived again in `search_refresh_queue`;
// their old documents answer until the refresher rebuilds them, with the shop open, each product once.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

const found = async (keyword: string) => {
  const res = await get<ProductSearchPage>(ctx.app, `/api/front/product/list?keyword=${encodeURIComponent(keyword)}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.list.map((p) => p.id);
};

async function visibleProducts(count: number): Promise<number[]> {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    SELECT p.id FROM products p WHERE EXISTS (SELECT 1 FROM search_documents d WHERE d.product_id = p.id)
    ORDER BY p.id LIMIT ${count}`);
  return rows.map((r) => Number(r.id));
}

async function documentsOf(ids: number[]): Promise<Map<number, number>> {
  const { rows } = await ctx.db.execute<{ product_id: number; n: number }>(sql`
    SELECT product_id, count(*)::int AS n FROM search_documents
    WHERE product_id = ANY(${`{${ids.join(',')}}`}::int[]) GROUP BY product_id`);
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.n)]));
}

const queued = async () =>
  Number((await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_refresh_queue`)).rows[0]!.n);

describe('documents named by a migration are rebuilt with the shop open', () => {
  it('old documents answer until the refresher’s pass, which rebuilds what the owners hold now', async () => {
    const [renamed, hidden] = await visibleProducts(2);
    // What a migration does: the products change underneath their documents, and it names them.
    await ctx.db.execute(sql`UPDATE products SET name = 'Quorvix travel kettle' WHERE id = ${renamed!}`);
    await ctx.db.execute(sql`UPDATE products SET on_sale = false WHERE id = ${hidden!}`);
    await ctx.db.execute(sql`INSERT INTO search_refresh_queue (product_id) VALUES (${renamed!}), (${hidden!})`);

    // Until the pass, both keep their documents: the shop answers as before, nothing disappears.
    expect(await found('quorvix')).toEqual([]);
    expect(await documentsOf([renamed!, hidden!])).toEqual(
      new Map([
        [renamed!, 6],
        [hidden!, 6],
      ]),
    );

    expect(await refreshQueuedDocuments(ctx.db)).toBe(2);
    expect(await found('quorvix')).toEqual([renamed]);
    // Off sale now: no documents, so it is found nowhere.
    expect(await documentsOf([renamed!, hidden!])).toEqual(new Map([[renamed!, 6]]));
    expect(await queued()).toBe(0);
    expect(await refreshQueuedDocuments(ctx.db)).toBe(0);
  });

  it('passes running at once in several processes take each product once, and a failed batch goes back', async () => {
    const ids = await visibleProducts(40);
    await ctx.db.execute(
      sql`UPDATE products SET name = name || ' Zephqua' WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
    );
    await ctx.db.execute(sql`
      INSERT INTO search_refresh_queue (product_id) SELECT unnest(${`{${ids.join(',')}}`}::int[])`);

    const taken = await Promise.all([1, 2, 3].map(() => refreshQueuedDocuments(ctx.db, 10)));
    expect(taken.reduce((a, b) => a + b, 0)).toBe(30);
    expect(taken.every((n) => n === 10)).toBe(true);
    expect(await queued()).toBe(10);

    // A batch whose rebuild fails (here: the documents' table refuses the write) stays in the queue.
    await ctx.db.execute(sql`ALTER TABLE search_documents ADD CONSTRAINT refresh_test_refusal CHECK (false) NOT VALID`);
    await expect(refreshQueuedDocuments(ctx.db, 10)).rejects.toThrow();
    await ctx.db.execute(sql`ALTER TABLE search_documents DROP CONSTRAINT refresh_test_refusal`);
    expect(await queued()).toBe(10);

    expect(await refreshQueuedDocuments(ctx.db, 10)).toBe(10);
    expect(await queued()).toBe(0);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(DISTINCT product_id)::int AS n FROM search_postings
      WHERE term = 'zephqua' AND product_id = ANY(${`{${ids.join(',')}}`}::int[])`);
    expect(Number(rows[0]!.n)).toBe(40);
  });
});

describe('two writers of one product’s documents at once', () => {
  it('leave one set of its postings, not one each: the second waits for the first and then replaces its rows', async () => {
    const [id] = await visibleProducts(1);
    const postings = async () =>
      (
        await ctx.db.execute<{ n: number; terms: number }>(sql`
          SELECT count(*)::int AS n, count(DISTINCT term)::int AS terms FROM search_postings WHERE product_id = ${id}`)
      ).rows[0]!;
    const before = await postings();
    expect(before.n).toBeGreaterThan(0);
    expect(before.n).toBe(before.terms);
    // The first writer holds its transaction open while the second starts writing the same product.
    let releaseFirst: () => void = () => undefined;
    const firstHolds = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstWrote: () => void = () => undefined;
    const firstHasWritten = new Promise<void>((resolve) => {
      firstWrote = resolve;
    });
    const first = ctx.db.transaction(async (t) => {
      await refreshSearchDocuments(t, [id!]);
      firstWrote();
      await firstHolds;
    });
    await firstHasWritten;
    const second = ctx.db.transaction((t) => refreshSearchDocuments(t, [id!]));
    // Long enough for the second to reach its delete and wait there for the first's rows.
    await new Promise((resolve) => setTimeout(resolve, 500));
    releaseFirst();
    await Promise.all([first, second]);
    expect(await postings()).toEqual(before);
  });
});

describe('a rebuild writes only what differs (issue 25: the refresher’s rate)', () => {
  const rowsOf = async (id: number) => {
    const { rows } = await ctx.db.execute<{ documents: string; postings: string; terms: string[] }>(sql`
      SELECT (SELECT string_agg(locale || ':' || xmin::text, ',' ORDER BY locale) FROM search_documents
          WHERE product_id = ${id}) AS documents,
        (SELECT string_agg(term || ':' || xmin::text || ':' || sales, ',' ORDER BY term) FROM search_postings
          WHERE product_id = ${id}) AS postings,
        ARRAY(SELECT term FROM search_postings WHERE product_id = ${id} ORDER BY term) AS terms`);
    return rows[0]!;
  };
  /** The words' signatures as the held lists read them (term-lists.ts): rows and the newest row's transaction. */
  const signatures = async (terms: string[]) => {
    const { rows } = await ctx.db.execute<{ term: string; signature: string }>(sql`
      SELECT term, count(*) || ':' || max(xmin::text::bigint) AS signature FROM search_term_counts
      WHERE term = ANY(${`{${terms.map((t) => `"${t}"`).join(',')}}`}::text[]) GROUP BY term ORDER BY term`);
    return rows.map((r) => `${r.term}=${r.signature}`);
  };
  const rebuild = (id: number) => ctx.db.transaction((t) => refreshSearchDocuments(t, [id]));

  it('leaves a product whose source did not change as it was: documents, postings and signatures', async () => {
    const [, , id] = await visibleProducts(3);
    await rebuild(id!);
    const before = await rowsOf(id!);
    expect(before.terms.length).toBeGreaterThan(0);
    const signed = await signatures(before.terms);
    await rebuild(id!);
    expect(await rowsOf(id!)).toEqual(before);
    expect(await signatures(before.terms)).toEqual(signed);
  });

  it('keeps the postings of a product whose attributes changed, and moves its words’ signatures', async () => {
    const [, , , id] = await visibleProducts(4);
    await rebuild(id!);
    const before = await rowsOf(id!);
    const signed = await signatures(before.terms);
    await ctx.db.execute(sql`
      UPDATE products SET attrs = '[{"name":"Finish","values":["Brushed zircon"]}]'::jsonb WHERE id = ${id!}`);
    await rebuild(id!);
    const after = await rowsOf(id!);
    // The words are the name's: their rows stay; every document holds the new attribute.
    expect(after.postings).toBe(before.postings);
    expect(after.documents).not.toBe(before.documents);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM search_documents WHERE product_id = ${id!} AND attr_pairs::text LIKE '%zircon%'`);
    expect(Number(rows[0]!.n)).toBe(6);
    // The facet bases held in memory count the documents: each word's signature moved.
    const moved = await signatures(before.terms);
    expect(moved).toHaveLength(signed.length);
    for (let i = 0; i < moved.length; i++) expect(moved[i]).not.toBe(signed[i]);
  });

  it('sets a moved sales figure on the postings in place, and rewrites the postings of a renamed product', async () => {
    const [, , , , id] = await visibleProducts(5);
    await rebuild(id!);
    const before = await rowsOf(id!);
    await ctx.db.execute(sql`UPDATE products SET sales = sales + 7 WHERE id = ${id!}`);
    await rebuild(id!);
    const { rows } = await ctx.db.execute<{ ok: boolean }>(sql`
      SELECT bool_and(s.sales = p.sales AND d.sales = p.sales) AS ok FROM search_postings s
      JOIN products p ON p.id = s.product_id JOIN search_documents d ON d.product_id = p.id
      WHERE s.product_id = ${id!}`);
    expect(rows[0]!.ok).toBe(true);
    expect((await rowsOf(id!)).terms).toEqual(before.terms);

    await ctx.db.execute(sql`UPDATE products SET name = 'Vantroff ceramic teapot' WHERE id = ${id!}`);
    await ctx.db.execute(sql`DELETE FROM product_translations WHERE product_id = ${id!}`);
    await rebuild(id!);
    expect(await found('vantroff')).toEqual([id]);
    const renamed = await rowsOf(id!);
    expect(renamed.terms).toContain('vantroff');
    expect(renamed.terms).not.toEqual(before.terms);
    // One posting per word, as always.
    expect(new Set(renamed.terms).size).toBe(renamed.terms.length);
  });
});

describe('a process without a refresher works the queue down itself', () => {
  it('tries again when a drain fails, so a glossary change is not left half-done until the next start', async () => {
    const [id] = await visibleProducts(1);
    await ctx.db.execute(sql`UPDATE products SET name = 'Vexlumen lantern' WHERE id = ${id!}`);
    // The first drain fails, as a deadlock with another writer would (a sequence is not rolled back with it).
    await ctx.db.execute(sql`CREATE SEQUENCE zz_drain_fails`);
    await ctx.db.execute(sql`
      CREATE FUNCTION zz_drain_fails_once() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF nextval('zz_drain_fails') = 1 THEN RAISE EXCEPTION 'a drain that fails once'; END IF;
        RETURN NULL;
      END $$`);
    await ctx.db.execute(sql`
      CREATE TRIGGER zz_drain_fails AFTER DELETE ON search_refresh_queue
      FOR EACH STATEMENT EXECUTE FUNCTION zz_drain_fails_once()`);
    try {
      await ctx.db.execute(sql`INSERT INTO search_refresh_queue (product_id) VALUES (${id!})`);
      const warned: string[] = [];
      nudgeDocumentRefresher(ctx.db, { warn: (_details, message) => warned.push(message) });
      let queued = 1;
      for (let i = 0; i < 100 && queued > 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const { rows } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_refresh_queue`);
        queued = rows[0]!.n;
      }
      expect(warned).toEqual(['the search documents queue was not worked down yet']);
      expect(queued).toBe(0);
      expect(await found('vexlumen')).toEqual([id]);
    } finally {
      await ctx.db.execute(sql`DROP TRIGGER zz_drain_fails ON search_refresh_queue`);
    }
  });
});
