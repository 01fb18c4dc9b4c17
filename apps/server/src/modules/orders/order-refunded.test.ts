import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { orderIn } from '../reviews/reviews.fixtures';

// A refunded order says what came back, not only what was paid (audit AM14): the shopper's order detail (shop order
// and checkout) and the shop's answer the money paid back and the freight kept back.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

type Fees = { payFee: string; refundedFee: string; freightKeptFee: string; parentOrderNo: string };

describe('what an order paid back', () => {
  it('shows the refunded total and the freight kept, to the shopper and to the shop', async () => {
    const order = await orderIn(ctx, 'to_ship', { items: 2 });
    const merchant = await merchantToken(ctx.db);
    const shopper = (no: string) => get<Fees>(ctx.app, `/api/front/order/detail/${no}`, bearer(order.token));
    const shop = () => get<Fees>(ctx.app, `/api/merchant/orders/${order.orderNo}`, bearer(merchant.token));

    const before = (await shopper(order.orderNo)).body.data;
    expect(before).toMatchObject({ refundedFee: '0.00', freightKeptFee: '0.00' });

    const asked = await post<{ refundNo: string }>(
      ctx.app,
      '/api/front/order/refund',
      {
        orderNo: order.orderNo,
        itemIds: [order.items[0]!.id],
        type: 'refund',
        reason: 'No longer needed',
        explain: '',
        images: [],
      },
      { headers: bearer(order.token) },
    );
    expect(asked.body.code, asked.body.message).toBe(200);
    const { refundNo } = asked.body.data;
    // Open: nothing came back yet.
    expect((await shopper(order.orderNo)).body.data.refundedFee).toBe('0.00');
    const accepted = await post(ctx.app, `/api/merchant/refunds/${refundNo}/accept`, undefined, {
      headers: bearer(merchant.token),
    });
    expect(accepted.body.code).toBe(200);
    // The freight the goods kept would owe (decision 0024), as a refund of a shipped order may keep it back.
    await ctx.db.execute(sql`UPDATE refunds SET freight_deducted = 250 WHERE refund_no = ${refundNo}`);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo} AND status = 'refunded'`,
    );
    const paidBack = (rows[0]!.amount / 100).toFixed(2);

    const detail = (await shopper(order.orderNo)).body.data;
    expect(detail).toMatchObject({ payFee: before.payFee, refundedFee: paidBack, freightKeptFee: '2.50' });
    expect((await shopper(detail.parentOrderNo)).body.data).toMatchObject({
      refundedFee: paidBack,
      freightKeptFee: '2.50',
    });
    expect((await shop()).body.data).toMatchObject({ refundedFee: paidBack, freightKeptFee: '2.50' });
  });
});
