import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, startTestApp, type TestContext } from '../../../test/harness';
import { startMailCatcher } from '../../../test/mail-catcher';
import { readMail } from '../../../test/mail-parts';
import { recordNotice } from './record';

/**
 * Exactly once per channel when the sender dies: sender processes are killed with SIGKILL between the SMTP server's
 * "250 accepted" and the delivery's mark, again and again, until one finishes. No delivery may be lost, and every
 * re-send carries the same Message-ID, so a receiver (as mail providers do) keeps one copy per message.
 */
let ctx: TestContext;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
  ctx = await startTestApp();
});
afterAll(async () => {
  await ctx?.close();
  await mail?.close();
});

function runSender(crashAfter: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/notice-sender-process.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      DATABASE_URL: ctx.url,
      SMTP_URL: mail.url,
      NOTICE_LEASE: '1',
      NOTICE_CRASH_AFTER: String(crashAfter),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGKILL') console.error(`notice sender:\n${out}`);
      resolve({ code, signal });
    }),
  );
}

describe('the notice sender killed mid-send', () => {
  it('delivers every email, and each re-send after a kill carries the first attempt’s Message-ID', async () => {
    const READERS = 12;
    // Only this test's notices (the demo seed's orders told their readers too).
    await ctx.db.execute(sql`DELETE FROM notices`);
    const { rows: orders } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM orders ORDER BY id LIMIT ${READERS}`,
    );
    expect(orders).toHaveLength(READERS);
    for (const [i, o] of orders.entries()) {
      const reader = await newShopper(ctx.db, `crash${i}`);
      await ctx.db.execute(sql`UPDATE orders SET user_id = ${reader.id} WHERE id = ${o.id}`);
      await recordNotice(ctx.db, { kind: 'order_cancelled', orderId: o.id });
    }
    const { rows: expected } = await ctx.db.execute<{ key: string }>(sql`
      SELECT idempotency_key AS key FROM notice_deliveries WHERE channel = 'email' ORDER BY id`);
    expect(expected).toHaveLength(READERS);

    let kills = 0;
    for (let run = 0; run < 40; run++) {
      const { rows } = await ctx.db.execute<{ left: number }>(
        sql`SELECT count(*)::int AS left FROM notice_deliveries WHERE status IN ('pending', 'claimed')`,
      );
      if (rows[0]!.left === 0) break;
      const exit = await runSender(2 + (run % 3));
      if (exit.signal === 'SIGKILL') kills++;
      await sleep(1100); // the dead process's claims lapse (lease of 1 s)
    }
    expect(kills).toBeGreaterThanOrEqual(3);

    const { rows: states } = await ctx.db.execute<{ status: string; n: number }>(sql`
      SELECT status, count(*)::int AS n FROM notice_deliveries GROUP BY status`);
    expect(states).toEqual([{ status: 'sent', n: READERS * 2 }]);

    const ids = mail.mails.map((m) => readMail(m.raw).headers['message-id']);
    const distinct = new Set(ids);
    // None lost: every email delivery reached the SMTP server under its own key.
    expect([...distinct].sort()).toEqual(expected.map((e) => `<${e.key}@mall.local>`).sort());
    // None doubled beyond the re-send a kill forces: exactly one repeated send per kill, under the same Message-ID.
    expect(ids.length - distinct.size).toBe(kills);
    console.log(
      `notices crash: ${READERS} emails, ${kills} kills, ${ids.length} SMTP sends, ${distinct.size} distinct`,
    );
  }, 300_000);
});
