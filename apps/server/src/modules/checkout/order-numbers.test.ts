import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../../test/harness';
import { insertNumbered, newOrderNo } from './order-numbers';

// Issue 25: at 76 orders a second two shop orders drew the same six random digits in the same second and the checkout
// answered 500. A taken number is drawn again, decided by the unique index itself.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

describe('order numbers', () => {
  it('a number already taken is drawn again, and the row is written once under the new one', async () => {
    const { rows: taken } = await ctx.db.execute<{ order_no: string }>(
      sql`SELECT order_no FROM shop_orders ORDER BY id LIMIT 1`,
    );
    const takenNo = taken[0]!.order_no;
    const draws = [takenNo, takenNo, 'SH20261127000000999999'];
    const seen: string[] = [];
    const result = await ctx.db.transaction((t) =>
      insertNumbered(
        'SH',
        async (no) => {
          seen.push(no);
          const { rows } = await t.execute<{ id: number }>(sql`
            INSERT INTO shop_orders (order_no, order_id, user_id, merchant_id, pro_total, freight, pay_amount)
            SELECT ${no}, order_id, user_id, merchant_id, 0, 0, 0 FROM shop_orders ORDER BY id LIMIT 1
            ON CONFLICT (order_no) DO NOTHING RETURNING id`);
          return rows[0];
        },
        () => draws.shift()!,
      ),
    );
    expect(seen).toEqual([takenNo, takenNo, 'SH20261127000000999999']);
    expect(result.no).toBe('SH20261127000000999999');
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM shop_orders WHERE order_no IN (${takenNo}, 'SH20261127000000999999')`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('gives up with an error after eight taken numbers, writing nothing', async () => {
    let calls = 0;
    const failure = await insertNumbered(
      'PT',
      async () => {
        calls++;
        return undefined;
      },
      newOrderNo,
    ).catch((e: Error) => e);
    expect(String(failure)).toMatch(/No free PT number after 8 draws/);
    expect(calls).toBe(8);
  });

  it('numbers are the prefix, the UTC second and six digits', () => {
    expect(newOrderNo('RE')).toMatch(/^RE\d{14}\d{6}$/);
  });
});
