import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';
import { connect, queryPrepared } from './client';

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
  it('are not kept when the pool is connected without them', async () => {
    expect(await preparedAfterTwoRuns(false)).toEqual([]);
  });
});
