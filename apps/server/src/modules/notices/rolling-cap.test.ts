import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, type TestContext } from '../../../test/harness';
import { type NoticeRig, startNoticeRig } from '../../../test/notice-rig';
import { recordNotice } from './record';
import { deliverDue } from './sender';

// The sender's cap per reader and channel is a rolling hour (brief HB): it was the clock's (a fixed window of
// rate_limits), so 10 mails at 10:59 and 10 more at 11:01 all went, and a held order mail waited for the next clock
// hour. A file of its own: its readers' floods do not spend notices.test.ts's caps.

const CAP = 10;
let rig: NoticeRig;
let ctx: TestContext;
let orders: number[];

beforeAll(async () => {
  rig = await startNoticeRig();
  ({ ctx } = rig);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM orders ORDER BY id LIMIT ${2 * CAP}`);
  orders = rows.map((r) => r.id);
  expect(orders).toHaveLength(2 * CAP);
});
afterAll(async () => {
  await rig?.close();
});

const deliver = (max?: number) => deliverDue({ db: ctx.db, messaging: ctx.app.messaging, hourlyCap: CAP }, { max });

/** An order's cancellation told to `userId` (a transactional kind: over the cap it waits, never skipped, audit L1). */
async function cancelledFor(userId: number, orderId: number) {
  await ctx.db.execute(sql`UPDATE orders SET user_id = ${userId} WHERE id = ${orderId}`);
  await recordNotice(ctx.db, { kind: 'order_cancelled', orderId });
}

async function emailStates(userId: number) {
  const { rows } = await ctx.db.execute<{ status: string; reason: string | null; n: number }>(sql`
    SELECT d.status, d.reason, count(*)::int AS n FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
    WHERE n.user_id = ${userId} AND d.channel = 'email' GROUP BY 1, 2 ORDER BY 1`);
  return rows;
}

/** Seconds from now until this reader's waiting mails are due (the earliest and the latest). */
async function dueIn(userId: number) {
  const { rows } = await ctx.db.execute<{ first: number; last: number }>(sql`
    SELECT extract(epoch FROM min(d.next_at) - now())::float8 AS first,
      extract(epoch FROM max(d.next_at) - now())::float8 AS last
    FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
    WHERE n.user_id = ${userId} AND d.channel = 'email' AND d.status = 'pending'`);
  return rows[0]!;
}

/** Moves the reader's log of mails and their waiting mails `minutes` into the past: the clock moves on. */
async function travel(userId: number, minutes: number) {
  const back = sql`make_interval(mins => ${minutes})`;
  await ctx.db.execute(sql`UPDATE rate_limits SET window_start = window_start - ${back}
    WHERE key = ${`notice:email:${userId}`}`);
  await ctx.db.execute(sql`UPDATE notice_deliveries d SET next_at = next_at - ${back}
    FROM notices n WHERE n.id = d.notice_id AND n.user_id = ${userId} AND d.status = 'pending'`);
}

describe("the sender's cap is a rolling hour per reader and channel (brief HB)", () => {
  it('10 mails at 10:59 and 10 at 11:01: the second ten wait until the first leave the hour, then go', async () => {
    const reader = await newShopper(ctx.db, 'rolling');
    for (const id of orders.slice(0, CAP)) await cancelledFor(reader.id, id);
    await deliver();
    expect(await emailStates(reader.id)).toEqual([{ status: 'sent', reason: null, n: CAP }]);

    // Two minutes on (a clock hour may have begun meanwhile, as 11:00 between 10:59 and 11:01): ten more.
    await travel(reader.id, 2);
    for (const id of orders.slice(CAP)) await cancelledFor(reader.id, id);
    await deliver();
    // None goes: ten went in the past 60 minutes. They are not lost (audit L1): they wait for room in the hour, which
    // comes when the first ten leave it, 58 minutes from now (not at the next clock hour).
    expect(await emailStates(reader.id)).toEqual([
      { status: 'pending', reason: 'hourly cap reached: waits for room in the hour', n: CAP },
      { status: 'sent', reason: null, n: CAP },
    ]);
    const waiting = await dueIn(reader.id);
    expect(waiting.first).toBeGreaterThan(58 * 60 - 10);
    expect(waiting.last).toBeLessThan(58 * 60 + 10);

    // 59 minutes after the first ten, a sender that tries them anyway (due early) still sends none, and puts them
    // back for the minute left.
    await travel(reader.id, 57);
    await ctx.db.execute(sql`UPDATE notice_deliveries d SET next_at = now()
      FROM notices n WHERE n.id = d.notice_id AND n.user_id = ${reader.id} AND d.status = 'pending'`);
    await deliver();
    expect(await emailStates(reader.id)).toEqual([
      { status: 'pending', reason: 'hourly cap reached: waits for room in the hour', n: CAP },
      { status: 'sent', reason: null, n: CAP },
    ]);
    const lastMinute = await dueIn(reader.id);
    expect(lastMinute.first).toBeGreaterThan(50);
    expect(lastMinute.last).toBeLessThan(70);

    // 61 minutes after the first ten: they left the hour, and the ten waiting go when they are due.
    await travel(reader.id, 2);
    await deliver();
    expect(await emailStates(reader.id)).toEqual([{ status: 'sent', reason: null, n: 2 * CAP }]);
    expect(rig.mailsTo((await addressOf(reader.id)) ?? '-')).toHaveLength(2 * CAP);
  });

  it('one waiting order mail goes as soon as the oldest mail of the hour leaves it', async () => {
    const reader = await newShopper(ctx.db, 'oldest');
    // Ten mails spread over the past hour: the oldest 50 minutes ago, the others 10 minutes ago.
    for (const id of orders.slice(0, CAP)) await cancelledFor(reader.id, id);
    await deliver();
    const key = `notice:email:${reader.id}`;
    await ctx.db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    await ctx.db.execute(sql`INSERT INTO rate_limits (key, window_start, hits)
      SELECT ${key}, now() - interval '10 minutes' - make_interval(secs => i), 1 FROM generate_series(1, ${CAP - 1}) i
      UNION ALL SELECT ${key}, now() - interval '50 minutes', 1`);
    await cancelledFor(reader.id, orders[CAP]!);
    await deliver();
    // Due in 10 minutes, when the one of 50 minutes ago leaves the hour (the clock's hour would say anything up to 60).
    const waiting = await dueIn(reader.id);
    expect(waiting.first).toBeGreaterThan(10 * 60 - 10);
    expect(waiting.last).toBeLessThan(10 * 60 + 10);
    // A minute past that, the 10 minutes' mails are still in the hour: it goes all the same, the cap never passed.
    await travel(reader.id, 11);
    await deliver();
    expect(await emailStates(reader.id)).toEqual([{ status: 'sent', reason: null, n: CAP + 1 }]);
  });

  it('two sender processes at once pass the cap together never', async () => {
    const reader = await newShopper(ctx.db, 'twosenders');
    for (const id of orders) await cancelledFor(reader.id, id);
    // Each claims its own half of the forty deliveries (email and site, SKIP LOCKED) and both send at the same time.
    await Promise.all([deliver(2 * CAP), deliver(2 * CAP)]);
    expect(await emailStates(reader.id)).toEqual([
      { status: 'pending', reason: 'hourly cap reached: waits for room in the hour', n: CAP },
      { status: 'sent', reason: null, n: CAP },
    ]);
  });
});

async function addressOf(userId: number): Promise<string | undefined> {
  const { rows } = await ctx.db.execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${userId}`);
  return rows[0]?.email;
}
