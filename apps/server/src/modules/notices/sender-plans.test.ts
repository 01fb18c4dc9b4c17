import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { markStatement } from './sender';

// Issue 25: marking a delivery sent walked the due deliveries' partial index over every pending delivery, so each
// mark cost more the longer the backlog (1 ms behind 3,500 pending on the checkout benchmark's shop).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

type Plan = { 'Node Type': string; 'Index Name'?: string; Plans?: Plan[] };
const indexesOf = (plan: Plan): string[] => [
  ...(plan['Index Name'] ? [plan['Index Name']] : []),
  ...(plan.Plans ?? []).flatMap(indexesOf),
];

describe('the notice sender behind a backlog', () => {
  it('marks a delivery through its primary key, however many deliveries wait', async () => {
    const { rows: users } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users ORDER BY id LIMIT 1`);
    const { rows: notice } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO notices (kind, user_id, audience, dedupe_key)
      VALUES ('order_paid', ${users[0]!.id}, 'shopper', 'plan') RETURNING id`);
    const noticeId = notice[0]!.id;
    // The table was vacuumed when every delivery had been sent (the due index then counts no entry at all), then a
    // backlog arrived: what a burst of orders does between two autovacuums.
    await ctx.db.execute(sql`UPDATE notice_deliveries SET status = 'sent' WHERE status IN ('pending', 'claimed')`);
    await ctx.db.execute(sql`
      INSERT INTO notice_deliveries (notice_id, channel, status, idempotency_key)
      SELECT ${noticeId}, 'site', 'sent', 'plan-sent-' || g FROM generate_series(1, 30000) g`);
    await ctx.db.execute(sql`VACUUM (ANALYZE) notice_deliveries`);
    await ctx.db.execute(sql`
      INSERT INTO notice_deliveries (notice_id, channel, status, idempotency_key, claimed_at)
      SELECT ${noticeId}, 'email', CASE WHEN g % 2 = 0 THEN 'pending' ELSE 'claimed' END, 'plan-due-' || g, now()
      FROM generate_series(1, 4000) g`);
    const { rows: claimed } = await ctx.db.execute<{ id: number }>(sql`
      SELECT max(id)::int AS id FROM notice_deliveries WHERE status = 'claimed'`);
    const { rows } = await ctx.db.execute<{ 'QUERY PLAN': [{ Plan: Plan }] }>(
      sql`EXPLAIN (FORMAT JSON) ${markStatement(claimed[0]!.id, 'sent', null, 'a@example.org')}`,
    );
    expect(indexesOf(rows[0]!['QUERY PLAN'][0].Plan)).toEqual(['notice_deliveries_pkey']);
    // And it still marks only a claimed delivery.
    await ctx.db.execute(markStatement(claimed[0]!.id, 'sent', null, 'a@example.org'));
    const { rows: after } = await ctx.db.execute<{ status: string; target: string }>(
      sql`SELECT status, target FROM notice_deliveries WHERE id = ${claimed[0]!.id}`,
    );
    expect(after[0]).toEqual({ status: 'sent', target: 'a@example.org' });
    const { rows: pending } = await ctx.db.execute<{ id: number }>(
      sql`SELECT min(id)::int AS id FROM notice_deliveries WHERE status = 'pending'`,
    );
    await ctx.db.execute(markStatement(pending[0]!.id, 'sent', null));
    const { rows: still } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM notice_deliveries WHERE id = ${pending[0]!.id}`,
    );
    expect(still[0]!.status).toBe('pending');
  });
});
