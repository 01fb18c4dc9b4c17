import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';
import { statusIn } from './status-guard';

// Issue 25: a refund named by its number (or id) with a status guard was planned as a walk of the open refunds'
// partial index once a vacuum had counted that index empty: every refund action read every open refund.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

type Plan = { 'Index Name'?: string; Plans?: Plan[] };
const indexesOf = (plan: Plan): string[] => [
  ...(plan['Index Name'] ? [plan['Index Name']] : []),
  ...(plan.Plans ?? []).flatMap(indexesOf),
];

async function indexesUsed(statement: SQL): Promise<string[]> {
  const { rows } = await ctx.db.execute<{ 'QUERY PLAN': [{ Plan: Plan }] }>(sql`EXPLAIN (FORMAT JSON) ${statement}`);
  return indexesOf(rows[0]!['QUERY PLAN'][0].Plan);
}

describe('a status guard on a row named by its key', () => {
  it('reads the one row through its key, however many open refunds wait after a vacuum that saw none', async () => {
    const { rows: orders } = await ctx.db.execute<{
      id: number;
      order_id: number;
      user_id: number;
      merchant_id: number;
    }>(sql`SELECT id, order_id, user_id, merchant_id FROM shop_orders ORDER BY id LIMIT 1`);
    const so = orders[0]!;
    const insert = (prefix: string, status: string, count: number) =>
      ctx.db.execute(sql`
        INSERT INTO refunds (refund_no, order_id, shop_order_id, user_id, merchant_id, type, status, reason, amount)
        SELECT ${prefix} || g, ${so.order_id}, ${so.id}, ${so.user_id}, ${so.merchant_id}, 'refund', ${status}, 'x', 100
        FROM generate_series(1, ${count}) g`);
    await ctx.db.execute(
      sql`UPDATE refunds SET status = 'refused' WHERE status IN ('review', 'accepted', 'returned', 'refunding')`,
    );
    await insert('GUARD-CLOSED-', 'refused', 30_000);
    await ctx.db.execute(sql`VACUUM (ANALYZE) refunds`);
    await insert('GUARD-OPEN-', 'review', 4_000);
    const { rows: last } = await ctx.db.execute<{ id: number }>(sql`SELECT max(id)::int AS id FROM refunds`);

    // The trap itself, said the old way: the open refunds' index, filtered on the number.
    expect(
      await indexesUsed(sql`UPDATE refunds SET status = 'accepted'
        WHERE refund_no = 'GUARD-OPEN-77' AND merchant_id = ${so.merchant_id} AND status = 'review'`),
    ).toEqual(['refunds_open_idx']);
    // Said through the guard: the number's unique index, and the primary key for an id.
    expect(
      await indexesUsed(sql`UPDATE refunds SET status = 'accepted'
        WHERE refund_no = 'GUARD-OPEN-77' AND merchant_id = ${so.merchant_id} AND ${statusIn(sql`status`, 'review')}`),
    ).toEqual(['refunds_refund_no_idx']);
    expect(
      await indexesUsed(sql`UPDATE refunds SET refunded_at = now()
        WHERE id = ${last[0]!.id} AND ${statusIn(sql`status`, 'refunding')}`),
    ).toEqual(['refunds_pkey']);

    // And the guard still guards: only a refund in one of the named states changes.
    const { rows: moved } = await ctx.db.execute<{ id: number }>(sql`
      UPDATE refunds SET status = 'accepted'
      WHERE refund_no IN ('GUARD-OPEN-77', 'GUARD-CLOSED-77') AND ${statusIn(sql`status`, 'review', 'returned')}
      RETURNING id`);
    expect(moved).toHaveLength(1);
  });
});
