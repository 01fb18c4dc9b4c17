import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

describe('a mail subject built from a name someone else wrote', () => {
  it('stays one line: a line break, control and direction characters become spaces', async () => {
    await ctx.app.messaging.sendEmail({
      to: 'owner@shop.test',
      subject: 'Bob\r\nBcc: all@shop.test\u001b[31m \u202egnp.exe is waiting',
      text: 'body',
    });
    const { rows } = await ctx.db.execute<{ subject: string }>(
      sql`SELECT subject FROM outbox WHERE recipient = 'owner@shop.test' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.subject).toBe('Bob Bcc: all@shop.test [31m gnp.exe is waiting');
  });
});
