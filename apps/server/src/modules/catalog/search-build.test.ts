import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestApp, type TestContext } from '../../../test/harness';
import { buildSearchDocuments, PIECE_CHARS, piecesOf } from './search-build';

// Issue 25: building the documents of a whole catalogue (a new seed, a database from before the documents) kept twelve
// GIN indexes current row by row; a big build now sets the indexes aside and builds them again at the end. It must
// leave exactly the documents and the indexes the row-by-row writer leaves.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

type Snapshot = {
  documents: string;
  postings: string;
  terms: string;
  indexes: string[];
  keys: string[];
  triggers: string[];
};

async function snapshot(): Promise<Snapshot> {
  const { rows: docs } = await ctx.db.execute<{ digest: string }>(sql`
    SELECT md5(string_agg(d::text, '|' ORDER BY product_id, locale)) AS digest FROM search_documents d`);
  const { rows: postings } = await ctx.db.execute<{ digest: string }>(sql`
    SELECT md5(string_agg(s::text, '|' ORDER BY term, product_id)) AS digest FROM search_postings s`);
  // What each word counts (decision 0037): a bulk build writes with the counting triggers set aside and counts the
  // words afresh, which must come to what the triggers count row by row, with the triggers back on after.
  const { rows: terms } = await ctx.db.execute<{ digest: string }>(sql`
    SELECT md5(string_agg(term || ':' || n, '|' ORDER BY term)) AS digest
    FROM (SELECT term, sum(products) AS n FROM search_term_counts GROUP BY term HAVING sum(products) <> 0) t`);
  const { rows: triggers } = await ctx.db.execute<{ trigger: string }>(sql`
    SELECT tgname::text || ' ' || tgenabled::text AS trigger FROM pg_trigger
    WHERE tgrelid = 'search_postings'::regclass AND NOT tgisinternal ORDER BY tgname`);
  const { rows: indexes } = await ctx.db.execute<{ definition: string }>(sql`
    SELECT indexdef AS definition FROM pg_indexes WHERE tablename IN ('search_documents', 'search_postings')
    ORDER BY indexname`);
  const { rows: keys } = await ctx.db.execute<{ key: string }>(sql`
    SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS key FROM pg_constraint
    WHERE conrelid IN ('search_documents'::regclass, 'search_postings'::regclass) ORDER BY 1`);
  return {
    documents: docs[0]!.digest,
    postings: postings[0]!.digest,
    terms: terms[0]!.digest,
    indexes: indexes.map((i) => i.definition),
    keys: keys.map((k) => k.key),
    triggers: triggers.map((t) => t.trigger),
  };
}

const compare = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

const documents = async () => {
  const { rows } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM search_documents`);
  return rows[0]!.n;
};

describe('building the search documents of a whole catalogue', () => {
  it('the seed leaves every visible product its six documents and the indexes the migrations made', async () => {
    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products p JOIN merchants m ON m.id = p.merchant_id
      WHERE p.on_sale AND m.status = 'open'`);
    expect(await documents()).toBe(rows[0]!.n * 6);
    const { indexes } = await snapshot();
    expect(indexes.filter((d) => d.includes('USING gin'))).toHaveLength(12);
  });

  it('a bulk build (indexes set aside) leaves the same documents and indexes as the row-by-row one', async () => {
    const before = await snapshot();
    // As a database from before the documents: no documents and no postings, so no word counts anything.
    await ctx.db.execute(sql`DELETE FROM search_documents`);
    await ctx.db.execute(sql`DELETE FROM search_postings`);
    // Batches of 40: the pipeline (next batch read while this one is written) goes round several times.
    const built = await buildSearchDocuments(ctx.db, { missing: true, bulkFrom: 1, batchSize: 40 });
    expect(built).toBeGreaterThan(100);
    expect(await snapshot()).toEqual(before);
    // The indexes answer again: a search through the app finds products by a word of every language.
    const res = await get<{ total: number }>(ctx.app, '/api/front/product/list?keyword=cotton');
    expect(res.body.data.total).toBeGreaterThan(0);
  });

  it('a bulk build lays each batch out language by language, then by category (decision 0035)', async () => {
    // Emptied to the last page (a DELETE would leave room that later rows fill first), as a new seed's table is.
    await ctx.db.execute(sql`TRUNCATE search_documents, search_postings`);
    await buildSearchDocuments(ctx.db, { missing: true, bulkFrom: 1, batchSize: 1000 });
    // In the table's physical order (one batch: the whole demo catalogue), the documents of a language follow each
    // other, and within it categories ascend. PostgreSQL puts a short row into room an earlier page has left, so a few
    // rows sit apart: the row-by-row layout (a product's six documents side by side) changes language at nearly every
    // row, and category at nearly every language's row.
    const { rows } = await ctx.db.execute<{ locale: string; category_ids: number[]; product_id: number }>(sql`
      SELECT locale, category_ids, product_id FROM search_documents ORDER BY ctid`);
    const changes = rows.filter((r, i) => i > 0 && rows[i - 1]!.locale !== r.locale).length;
    expect(changes).toBeLessThan(rows.length / 10);
    const byLocale = new Map<string, typeof rows>();
    for (const r of rows) byLocale.set(r.locale, [...(byLocale.get(r.locale) ?? []), r]);
    const descents = [...byLocale.values()].flatMap((docs) =>
      docs.filter((d, i) => i > 0 && compare(docs[i - 1]!.category_ids, d.category_ids) > 0),
    );
    expect(descents.length).toBeLessThan(rows.length / 20);
    const { rows: categories } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(DISTINCT category_ids)::int AS n FROM search_documents`);
    expect(categories[0]!.n).toBeGreaterThan(3);
  });

  it('a bulk build writes its batches in the order it read them, whichever worker thread renders each first', async () => {
    await ctx.db.execute(sql`DELETE FROM search_documents`);
    await ctx.db.execute(sql`DELETE FROM search_postings`);
    // Batches of 30 products: two worker threads render them in turn (issue 25), and each is written in its turn.
    await buildSearchDocuments(ctx.db, { missing: true, bulkFrom: 1, batchSize: 30, workers: 'all' });
    const { rows: ids } = await ctx.db.execute<{ id: number }>(sql`
      SELECT p.id FROM products p JOIN merchants m ON m.id = p.merchant_id
      WHERE p.on_sale AND m.status = 'open' ORDER BY p.id`);
    const batchOf = new Map(ids.map((r, i) => [r.id, Math.floor(i / 30)]));
    expect(batchOf.size).toBeGreaterThan(90);
    for (const table of ['search_documents', 'search_postings'] as const) {
      // The build's transaction numbers its statements: `cmin` says which statement wrote a row.
      const { rows } = await ctx.db.execute<{ id: number; statement: number }>(
        sql`SELECT product_id AS id, cmin::text::int AS statement FROM ${sql.identifier(table)} ORDER BY 2, 1`,
      );
      const batches = rows.map((r) => batchOf.get(r.id)!);
      expect(
        batches.filter((b, i) => i > 0 && b < batches[i - 1]!),
        table,
      ).toEqual([]);
      expect(new Set(batches).size, table).toBe(Math.ceil(ids.length / 30));
    }
  });

  it('a bulk build that sets the foreign keys aside too (the seed’s) puts them back as they were', async () => {
    const before = await snapshot();
    expect(before.keys.filter((k) => k.includes('FOREIGN KEY'))).toHaveLength(2);
    await ctx.db.execute(sql`DELETE FROM search_documents WHERE product_id % 4 = 1`);
    await ctx.db.transaction(async (t) => {
      expect(await buildSearchDocuments(t, { missing: true, bulkFrom: 1, keysAside: true })).toBeGreaterThan(20);
    });
    expect(await snapshot()).toEqual(before);
  });

  it('two processes building at once build each product once and both finish', async () => {
    const before = await snapshot();
    await ctx.db.execute(sql`DELETE FROM search_documents WHERE product_id % 2 = 0`);
    const [a, b] = await Promise.all([
      buildSearchDocuments(ctx.db, { missing: true, bulkFrom: 1 }),
      buildSearchDocuments(ctx.db, { missing: true, bulkFrom: 1 }),
    ]);
    expect(a + b).toBeGreaterThan(50);
    expect(Math.min(a, b)).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('a build that fails leaves the documents and indexes as they were', async () => {
    const before = await snapshot();
    await ctx.db.execute(sql`DELETE FROM search_documents WHERE product_id % 3 = 0`);
    const partial = await snapshot();
    await ctx.db.execute(sql`CREATE FUNCTION refuse_documents() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF (SELECT count(*) FROM search_documents) > 600 THEN RAISE EXCEPTION 'disk full (simulated)'; END IF;
      RETURN NEW; END $$`);
    await ctx.db.execute(sql`CREATE TRIGGER refuse_documents BEFORE INSERT ON search_documents
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_documents()`);
    try {
      const failure = await buildSearchDocuments(ctx.db, { missing: true, bulkFrom: 1 }).catch((e: Error) => e);
      expect(failure).toBeInstanceOf(Error);
      expect(await snapshot()).toEqual(partial);
    } finally {
      await ctx.db.execute(sql`DROP TRIGGER refuse_documents ON search_documents`);
      await ctx.db.execute(sql`DROP FUNCTION refuse_documents()`);
    }
    await buildSearchDocuments(ctx.db, { missing: true, bulkFrom: 1 });
    expect(await snapshot()).toEqual(before);
  });

  it('a small build (a start that finds a few products without documents) writes them row by row', async () => {
    const before = await snapshot();
    await ctx.db.execute(sql`DELETE FROM search_documents WHERE product_id % 50 = 7`);
    expect(await buildSearchDocuments(ctx.db, { missing: true })).toBeGreaterThan(2);
    expect(await snapshot()).toEqual(before);
  });

  it('a whole bulk rebuild writes every document again, and none of a product no longer shown', async () => {
    const before = await snapshot();
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT min(product_id) AS id FROM search_documents`);
    const hidden = rows[0]!.id;
    // Taken off sale behind the writers' back: its documents stay until a whole rebuild.
    await ctx.db.execute(sql`UPDATE products SET on_sale = false WHERE id = ${hidden}`);
    await ctx.db.execute(sql`UPDATE search_documents SET sales = sales + 1000 WHERE product_id % 10 = 1`);
    try {
      await buildSearchDocuments(ctx.db, { bulkFrom: 1, batchSize: 70 });
      const { rows: left } = await ctx.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM search_documents WHERE product_id = ${hidden}`);
      expect(left[0]!.n).toBe(0);
    } finally {
      await ctx.db.execute(sql`UPDATE products SET on_sale = true WHERE id = ${hidden}`);
    }
    await buildSearchDocuments(ctx.db, { bulkFrom: 1 });
    expect(await snapshot()).toEqual(before);
  });

  it('a batch with more text than a worker renders at once goes in pieces and is written as one', async () => {
    const before = await snapshot();
    await ctx.db.execute(sql`DELETE FROM search_documents`);
    await ctx.db.execute(sql`DELETE FROM search_postings`);
    // Pieces of a few products each (about a thousand characters a product here), batches of 100 on two workers.
    await buildSearchDocuments(ctx.db, {
      missing: true,
      bulkFrom: 1,
      batchSize: 100,
      workers: 'all',
      pieceChars: 5000,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('products at the contract’s bounds are rendered within the workers’ capped heap (issue 25)', async () => {
    // 240 products with the most text the contract lets a product carry: 3 attributes of 20 values of 30 characters
    // (one-letter words: the most words a value can hold), a 100-character name, and all of it in five more languages.
    const words = (seed: string, chars: number) =>
      sql`(SELECT string_agg(chr(19968 + ((g.id * 7919 + (${sql.raw(seed)}) * 131 + k * 31) % 20000)::int), ' ')
        FROM generate_series(1, ${Math.ceil(chars / 2)}) k)`;
    const attrs = (seed: number) => sql`(SELECT jsonb_agg(jsonb_build_object('name', ${words(`${seed}`, 20)},
      'values', (SELECT jsonb_agg(${words(`${seed} + a * 20 + v`, 30)}) FROM generate_series(1, 20) v)))
      FROM generate_series(1, 3) a)`;
    const { rows: made } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO products (merchant_id, category_id, name, attrs, price, ot_price, stock)
      SELECT p.merchant_id, p.category_id, ${words('1', 100)}, ${attrs(2)}, 999, 999, 5
      FROM generate_series(1, 240) g(id), (SELECT p.merchant_id, p.category_id FROM search_documents d
        JOIN products p ON p.id = d.product_id LIMIT 1) p
      RETURNING id`);
    const ids = made.map((r) => r.id);
    await ctx.db.execute(sql`
      INSERT INTO product_translations (product_id, locale, name, attrs)
      SELECT g.id, l.locale, ${words('l.n * 3', 100)}, ${attrs(5)}
      FROM unnest(${`{${ids.join(',')}}`}::int[]) g(id),
        unnest(ARRAY['zh-CN', 'fr', 'th', 'lo', 'es']) WITH ORDINALITY l(locale, n)`);
    const { rows: sources } = await ctx.db.execute<{ chars: number }>(sql`
      SELECT sum(length(p.name) + length(p.attrs::text))::int + (SELECT sum(length(t.name) + length(t.attrs::text))::int
        FROM product_translations t WHERE t.product_id = ANY(${`{${ids.join(',')}}`}::int[])) AS chars
      FROM products p WHERE p.id = ANY(${`{${ids.join(',')}}`}::int[])`);
    // About 3 million characters: one batch, one piece under the default bound.
    expect(sources[0]!.chars).toBeGreaterThan(2_000_000);
    const documentsOf = async () => {
      const { rows } = await ctx.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM search_documents WHERE product_id = ANY(${`{${ids.join(',')}}`}::int[])`);
      return rows[0]!.n;
    };
    try {
      // A worker given 40 MB of heap cannot hold the batch at once: the build fails and leaves the documents as
      // they were (a failed worker fails the build, never writes half of it).
      const whole = await buildSearchDocuments(ctx.db, {
        missing: true,
        bulkFrom: 1,
        heapMb: 40,
        pieceChars: Number.POSITIVE_INFINITY,
      }).catch((e: Error) => e);
      expect(String(whole)).toMatch(/memory/);
      expect(await documentsOf()).toBe(0);
      // In pieces of a twentieth of that text, the same worker renders them all (pieces of a tenth came near the cap:
      // one CI run under load ran out of it, while the garbage collector lagged).
      expect(await buildSearchDocuments(ctx.db, { missing: true, bulkFrom: 1, heapMb: 40, pieceChars: 150_000 })).toBe(
        240,
      );
      expect(await documentsOf()).toBe(240 * 6);
      // And they are found by their words.
      const { rows: named } = await ctx.db.execute<{ name: string }>(
        sql`SELECT name FROM products WHERE id = ${ids[0]}`,
      );
      const word = named[0]!.name.split(' ').slice(0, 2).join(' ');
      const res = await get<{ total: number }>(ctx.app, `/api/front/product/list?keyword=${encodeURIComponent(word)}`);
      expect(res.body.data.total).toBeGreaterThan(0);
    } finally {
      await ctx.db.execute(sql`DELETE FROM search_documents WHERE product_id = ANY(${`{${ids.join(',')}}`}::int[])`);
      await ctx.db.execute(sql`DELETE FROM search_postings WHERE product_id = ANY(${`{${ids.join(',')}}`}::int[])`);
      await ctx.db.execute(sql`DELETE FROM products WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
    }
  });
});

describe('a batch cut into pieces by its text', () => {
  const row = (id: number, name: string) => ({
    id,
    name,
    attrs: [{ name: 'Colour', values: ['Red', 'Blue'] }],
    translations: null,
  });

  it('keeps the rows in order, cuts before the row that would pass the bound, and never leaves a piece empty', () => {
    const rows = [row(1, 'a'.repeat(50)), row(2, 'b'.repeat(50)), row(3, 'c'.repeat(500)), row(4, 'd')];
    // Each row counts its text plus 100: 50 + 13 + 100 = 163 for the first two.
    expect(piecesOf(rows, 400).map((p) => p.map((r) => r.id))).toEqual([[1, 2], [3], [4]]);
    expect(piecesOf(rows, 10).map((p) => p.map((r) => r.id))).toEqual([[1], [2], [3], [4]]);
    expect(piecesOf(rows, PIECE_CHARS)).toEqual([rows]);
    expect(piecesOf([], 10)).toEqual([]);
  });
});
