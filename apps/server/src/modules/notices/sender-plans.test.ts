import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { deliverDue, dueStatement, markStatement } from './sender';

// Issue 25: marking a delivery sent walked the due deliveries' partial index over every pending delivery, so each
// mark cost more the longer the backlog (1 ms behind 3,500 pending on the checkout benchmark's shop).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

type Plan = { 'Node Type': string; 'Index Name'?: string; 'Shared Hit Blocks'?: number; Plans?: Plan[] };
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

  it('claims what is due without walking the deliveries that wait for a later hour', async () => {
    const { rows: users } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users ORDER BY id LIMIT 1`);
    const { rows: notice } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO notices (kind, user_id, audience, dedupe_key)
      VALUES ('order_paid', ${users[0]!.id}, 'shopper', 'later') RETURNING id`);
    const noticeId = notice[0]!.id;
    await ctx.db.execute(sql`UPDATE notice_deliveries SET status = 'sent' WHERE status IN ('pending', 'claimed')`);
    // Held over an hourly cap: 20,000 wait for the next hour. One is due now, one was claimed by a sender that died.
    await ctx.db.execute(sql`
      INSERT INTO notice_deliveries (notice_id, channel, status, idempotency_key, next_at)
      SELECT ${noticeId}, 'site', 'pending', 'later-' || g, now() + interval '40 minutes' + g * interval '1 ms'
      FROM generate_series(1, 20000) g`);
    const { rows: due } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO notice_deliveries (notice_id, channel, status, idempotency_key, next_at, claimed_at)
      VALUES (${noticeId}, 'site', 'pending', 'due-now', now() - interval '1 second', NULL),
        (${noticeId}, 'site', 'claimed', 'lease-out', now() - interval '5 minutes', now() - interval '4 minutes')
      RETURNING id`);
    await ctx.db.execute(sql`VACUUM (ANALYZE) notice_deliveries`);
    const { rows } = await ctx.db.execute<{ 'QUERY PLAN': [{ Plan: Plan }] }>(
      sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${dueStatement(50, 60)}`,
    );
    expect(rows[0]!['QUERY PLAN'][0].Plan['Shared Hit Blocks']).toBeLessThan(100);
    expect(await deliverDue({ db: ctx.db, messaging: ctx.app.messaging })).toBe(2);
    const { rows: after } = await ctx.db.execute<{ status: string; n: number }>(sql`
      SELECT status, count(*)::int AS n FROM notice_deliveries WHERE notice_id = ${noticeId} GROUP BY status
      ORDER BY status`);
    expect(after).toEqual([
      { status: 'pending', n: 20000 },
      { status: 'sent', n: 2 },
    ]);
    expect(due.length).toBe(2);
  });
});
