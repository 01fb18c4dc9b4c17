import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';
import { copyRows } from './copy-rows';

// Issue 25: the seed and the bulk build of search documents write through COPY's text format. Every value must come
// back exactly as it went in, whatever it holds.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.db.execute(sql`
    CREATE TABLE copy_probe (id int PRIMARY KEY, label text, words text[], numbers int[], doc jsonb,
      at timestamptz, flag boolean, amount numeric(10, 2), note text DEFAULT 'kept')`);
});
afterAll(() => ctx?.close());

const columns = [
  { name: 'id', kind: 'scalar' },
  { name: 'label', kind: 'scalar' },
  { name: 'words', kind: 'array' },
  { name: 'numbers', kind: 'array' },
  { name: 'doc', kind: 'json' },
  { name: 'at', kind: 'scalar' },
  { name: 'flag', kind: 'scalar' },
  { name: 'amount', kind: 'scalar' },
] as const;

describe('copying rows in COPY text format', () => {
  it('gives back every value as it was: escapes, quotes, braces, empty and NULL-looking texts, JSON, dates', async () => {
    const at = new Date('2026-11-27T10:11:12.345Z');
    const rows = [
      [
        1,
        'tab\there\nline\r\\back',
        ['a,b', '{x}', '"q"', 'back\\slash', '', 'NULL', 'null', 'sp ace', 'ผ้าไหม', '耳机'],
        [1, 2, 3],
        { a: 'tab\t"q"\\', b: [1, null], c: 'ກະເປົ໋າ' },
        at,
        true,
        '12.30',
      ],
      [2, '', [], [], [], at, false, 0],
      [3, null, ['only'], [7], null, null, null, null],
      [4, '\\N', ['\\N', 'a\tb', 'new\nline'], [0], { s: '\\N' }, at, true, 99999999.99],
    ];
    await ctx.db.transaction(async (t) => copyRows(t, 'copy_probe', [...columns], rows));
    const { rows: back } = await ctx.db.execute<Record<string, unknown>>(sql`
      SELECT id, label, words, numbers, doc, at, flag, amount::text AS amount, note FROM copy_probe ORDER BY id`);
    expect(back.map((r) => [r.id, r.label, r.words, r.numbers, r.doc])).toEqual(rows.map((r) => r.slice(0, 5)));
    expect(back.map((r) => (r.at === null ? null : new Date(r.at as string).toISOString()))).toEqual([
      at.toISOString(),
      at.toISOString(),
      null,
      at.toISOString(),
    ]);
    expect(back.map((r) => [r.flag, r.amount, r.note])).toEqual([
      [true, '12.30', 'kept'],
      [false, '0.00', 'kept'],
      [null, null, 'kept'],
      [true, '99999999.99', 'kept'],
    ]);
  });

  it('writes an array or object shared by several rows and columns right each time, and afresh in the next copy', async () => {
    const words = ['shared', 'a\tb', '{x}'];
    const doc = { k: 'v"q' };
    const rows = [
      [5, 'one', words, [1], doc, null, null, null],
      [6, 'two', words, [2], doc, null, null, null],
      [7, 'three', ['other'], [3], doc, null, null, null],
    ];
    await ctx.db.transaction(async (t) => copyRows(t, 'copy_probe', [...columns], rows));
    // The same array object, changed between two copies, is written as it is at the second.
    words.push('more');
    await ctx.db.transaction(async (t) =>
      copyRows(t, 'copy_probe', [...columns], [[8, 'four', words, [4], doc, null, null, null]]),
    );
    const { rows: back } = await ctx.db.execute<{ words: string[]; doc: unknown }>(
      sql`SELECT words, doc FROM copy_probe WHERE id BETWEEN 5 AND 8 ORDER BY id`,
    );
    expect(back.map((r) => r.words)).toEqual([
      ['shared', 'a\tb', '{x}'],
      ['shared', 'a\tb', '{x}'],
      ['other'],
      ['shared', 'a\tb', '{x}', 'more'],
    ]);
    expect(back.map((r) => r.doc)).toEqual([doc, doc, doc, doc]);
  });

  it('refuses to run outside a transaction, and a refused row leaves nothing behind', async () => {
    await expect(
      copyRows(ctx.db, 'copy_probe', [...columns], [[9, 'x', [], [], null, null, null, null]]),
    ).rejects.toThrow(/transaction/);
    const failure = await ctx.db
      .transaction(async (t) =>
        copyRows(
          t,
          'copy_probe',
          [...columns],
          [
            [10, 'fine', [], [], null, null, null, null],
            [1, 'taken id', [], [], null, null, null, null],
          ],
        ),
      )
      .catch((error: Error) => error);
    expect(String(failure)).toMatch(/duplicate key/);
    const { rows } = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM copy_probe WHERE id >= 9`);
    expect(rows[0]!.n).toBe(0);
  });

  it('copies many pieces whole, waiting for the socket between them, and stops at a refused row far into them', async () => {
    // About 24 MB of COPY text: more pieces than a socket's buffer holds, so the writer waits for it between pieces.
    const label = 'x'.repeat(2000);
    const many = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => [from + i, `${label}${from + i}`, ['w'], [i], null, null, null, null]);
    await ctx.db.transaction(async (t) => copyRows(t, 'copy_probe', [...columns], many(1000, 12_000)));
    const counted = async () =>
      (
        await ctx.db.execute<{ n: number; last: string }>(sql`
          SELECT count(*)::int AS n, max(label) FILTER (WHERE id = 12999) AS last FROM copy_probe WHERE id >= 1000`)
      ).rows[0]!;
    expect(await counted()).toEqual({ n: 12_000, last: `${label}12999` });
    // A row 11,000 rows (22 MB) into the copy takes an id already there: the copy fails with the database's error,
    // nothing of it stays, and the transaction's connection is free again.
    const rows = [...many(20_000, 11_000), [1000, 'taken', [], [], null, null, null, null], ...many(40_000, 1000)];
    const failure = await ctx.db
      .transaction(async (t) => copyRows(t, 'copy_probe', [...columns], rows))
      .catch((error: Error) => error);
    expect(String(failure)).toMatch(/duplicate key/);
    expect(await counted()).toEqual({ n: 12_000, last: `${label}12999` });
  }, 60_000);
});
