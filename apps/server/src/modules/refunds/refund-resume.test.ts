import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantToken, newShopper, startTestApp, type TestContext } from '../../../test/harness';
import { type Line, placeOrder, postAs, refundRows, skusOf } from '../../../test/refund-helpers';
import { resumeStuckRefunds } from './merchant-refunds.service';

// A crash between claiming a refund ("refunding") and paying it back leaves it waiting; the minute sweep pays it
// back, once, however often it runs.

let ctx: TestContext;
let lines: Line[];

beforeAll(async () => {
  ctx = await startTestApp();
  const { merchantId } = await merchantToken(ctx.db);
  lines = await skusOf(ctx, merchantId, 1);
});
afterAll(() => ctx?.close());

describe('refunds left "refunding" by a crash', () => {
  it('are paid back by the sweep after two minutes, once', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!]);
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', token, {
      orderNo: order.orderNo,
      itemIds: [order.items[0]!.id],
      type: 'refund',
      reason: 'No longer needed',
      explain: '',
      images: [],
    });
    const { refundNo } = asked.body.data;
    // What the merchant's accept commits before it calls the provider; the process died right there.
    await ctx.db.execute(
      sql`UPDATE refunds SET status = 'refunding', reviewed_at = now() WHERE refund_no = ${refundNo}`,
    );

    expect(await resumeStuckRefunds(ctx.db, null)).toBe(0);
    await ctx.db.execute(
      sql`UPDATE refunds SET reviewed_at = now() - interval '3 minutes' WHERE refund_no = ${refundNo}`,
    );
    const [first, second] = await Promise.all([resumeStuckRefunds(ctx.db, null), resumeStuckRefunds(ctx.db, null)]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await resumeStuckRefunds(ctx.db, null)).toBe(0);

    const { rows } = await ctx.db.execute<{ status: string; provider_ref: string }>(
      sql`SELECT status, provider_ref FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(rows[0]).toEqual({ status: 'refunded', provider_ref: `tcr_${refundNo}` });
    expect(await refundRows(ctx, order.parentNo)).toHaveLength(1);
  });
});
