import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post, startTestApp, type TestContext } from '../../../test/harness';
import { orderIn } from '../reviews/reviews.fixtures';
import { confirmOverdueReceipts } from './order-lifecycle';

// A shopper who asked for their money back ("the parcel has not arrived") is not told the parcel arrived while the
// shop decides (audit AM12).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const ask = async (token: string, orderNo: string, itemId: number) => {
  const res = await post<{ refundNo: string }>(
    ctx.app,
    '/api/front/order/refund',
    { orderNo, itemIds: [itemId], type: 'refund', reason: 'Damaged or defective', explain: '', images: [] },
    { headers: bearer(token) },
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.refundNo;
};

describe('automatic receipt (audit AM12)', () => {
  it('waits while a refund of the order is open, and follows once it closed', async () => {
    const claimed = await orderIn(ctx, 'to_receive', { offset: 3 });
    const quiet = await orderIn(ctx, 'to_receive', { offset: 4 });
    const refundNo = await ask(claimed.token, claimed.orderNo, claimed.items[0]!.id);
    await ctx.db.execute(sql`
      UPDATE shop_orders SET shipped_at = now() - interval '11 days' WHERE id IN (${claimed.shopOrderId}, ${quiet.shopOrderId})`);

    expect(await confirmOverdueReceipts(ctx.db, 10)).toBe(1);
    const status = async (orderNo: string, token: string) =>
      (await get<{ status: string }>(ctx.app, `/api/front/order/detail/${orderNo}`, bearer(token))).body.data.status;
    expect(await status(quiet.orderNo, quiet.token)).toBe('to_review');
    expect(await status(claimed.orderNo, claimed.token)).toBe('to_receive');
    const { rows } = await ctx.db.execute(
      sql`SELECT 1 FROM notices WHERE kind = 'order_received' AND vars->>'orderNo' = ${claimed.orderNo}`,
    );
    expect(rows).toHaveLength(0);

    await post(ctx.app, `/api/front/order/refund/revoke/${refundNo}`, undefined, { headers: bearer(claimed.token) });
    expect(await confirmOverdueReceipts(ctx.db, 10)).toBe(1);
    expect(await status(claimed.orderNo, claimed.token)).toBe('to_review');
  });
});
