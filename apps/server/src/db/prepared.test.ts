import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';
import { connect, executePrepared, inIds, queryPrepared } from './client';

// Behind a pooler in transaction mode each statement may meet another server connection, so named prepared statements
// must be off there (decision 0018); elsewhere the hottest reads keep them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

async function preparedAfterTwoRuns(preparedStatements: boolean) {
  const database = connect(ctx.url, 1, { preparedStatements });
  try {
    for (let i = 0; i < 2; i++) {
      const rows = await queryPrepared<{ n: number }>(database.db, 'probe-count', sql`SELECT ${41 + i}::int AS n`);
      expect(rows).toEqual([{ n: 41 + i }]);
    }
    const { rows } = await database.db.execute<{ name: string }>(sql`SELECT name FROM pg_prepared_statements`);
    return rows.map((r) => r.name);
  } finally {
    await database.close();
  }
}

describe('prepared statements', () => {
  it('are named and kept per connection by default', async () => {
    expect(await preparedAfterTwoRuns(true)).toEqual(['probe-count']);
  });
  it('are named after their text for the pool and a transaction, and read as drizzle reads', async () => {
    // Issue 25: checkout's hot statements (executePrepared) spent more time being planned than being run.
    const database = connect(ctx.url, 1);
    try {
      const probe = (n: number) =>
        sql`SELECT ${n}::int AS n, ${'2026-11-27 10:00:00+00'}::timestamptz AS at, ${'12.50'}::numeric AS amount`;
      const plain = await database.db.execute(probe(7));
      expect((await executePrepared(database.db, probe(7))).rows).toEqual(plain.rows);
      expect(typeof plain.rows[0]!.at).toBe('string');
      const seen = await database.db.transaction(async (t) => {
        for (const n of [8, 9, 10]) expect((await executePrepared(t, probe(n))).rows[0]!.n).toBe(n);
        const { rows } = await t.execute<{ name: string; generic_plans: number; custom_plans: number }>(
          sql`SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements`,
        );
        return rows;
      });
      // One statement for the four calls, on the one connection.
      expect(seen).toHaveLength(1);
      expect(seen[0]!.name).toMatch(/^p_/);
      expect(seen[0]!.generic_plans + seen[0]!.custom_plans).toBe(4);
    } finally {
      await database.close();
    }
  });
  it('keep their generic plan for a short list of ids, where an array parameter is planned at every call', async () => {
    // Issue 25: the checkout's description of its SKUs (`s.id = ANY($1)`) was planned again at each of its calls.
    const { rows: found } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM product_skus ORDER BY id LIMIT 2`);
    const ids = found.map((r) => r.id);
    const database = connect(ctx.url, 1);
    try {
      const plans = await database.db.transaction(async (t) => {
        const skus = (where: SQL) => sql`
          SELECT s.id, p.name FROM product_skus s JOIN products p ON p.id = s.product_id
            JOIN merchants m ON m.id = p.merchant_id LEFT JOIN categories c ON c.id = p.category_id
          WHERE ${where}`;
        for (let i = 0; i < 8; i++) {
          const listed = await executePrepared<{ id: number }>(t, skus(inIds(sql`s.id`, ids)));
          expect(listed.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
          await executePrepared(t, skus(sql`s.id = ANY(${`{${ids.join(',')}}`}::int[])`));
        }
        const { rows } = await t.execute<{ statement: string; generic_plans: number; custom_plans: number }>(
          sql`SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements`,
        );
        return rows;
      });
      const listed = plans.find((p) => p.statement.includes(' IN ('))!;
      const array = plans.find((p) => p.statement.includes('ANY('))!;
      // Five custom plans to learn the cost, then the generic one; the array's statement plans every call.
      expect(listed.generic_plans).toBe(3);
      expect(array.custom_plans).toBe(8);
    } finally {
      await database.close();
    }
    expect((await ctx.db.execute(sql`SELECT 1 AS one WHERE ${inIds(sql`1`, [])}`)).rows).toEqual([]);
    const long = Array.from({ length: 20 }, (_, i) => i + 1);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM generate_series(1, 30) g WHERE ${inIds(sql`g`, long)}`,
    );
    expect(rows[0]!.n).toBe(20);
  });
  it('are not kept when the pool is connected without them', async () => {
    expect(await preparedAfterTwoRuns(false)).toEqual([]);
    const database = connect(ctx.url, 1, { preparedStatements: false });
    try {
      await database.db.transaction(async (t) => {
        expect((await executePrepared(t, sql`SELECT ${5}::int AS n`)).rows).toEqual([{ n: 5 }]);
        const { rows } = await t.execute(sql`SELECT name FROM pg_prepared_statements`);
        expect(rows).toEqual([]);
      });
    } finally {
      await database.close();
    }
  });
});
