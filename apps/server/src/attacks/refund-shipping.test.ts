import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantToken, newShopper, startTestApp, type TestContext } from '../../test/harness';
import { itemStates, placeOrder, postAs, skusOf } from '../../test/refund-helpers';

// A refund without return asked for before shipping: while it waits for the shop's decision the order cannot be
// shipped, or the money would go back while the goods are on their way.

let ctx: TestContext;
let merchant: { token: string; merchantId: number };

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
});
afterAll(() => ctx?.close());

const SHIP = { courierCompany: 'SF Express', trackingNo: 'SF1234567890' };

async function refundAsked() {
  const shopper = await newShopper(ctx.db, 'refund-before-ship');
  const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, merchant.merchantId, 1));
  const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', shopper.token, {
    orderNo: order.orderNo,
    itemIds: [order.items[0]!.id],
    type: 'refund',
    reason: 'Damaged or defective',
  });
  expect(asked.body.code, asked.body.message).toBe(200);
  return { shopper, order, refundNo: asked.body.data.refundNo };
}

describe('shipping while a money-only refund waits', () => {
  it('is refused with a message saying to decide the refund first, and the order stays to ship', async () => {
    const { order } = await refundAsked();
    const ship = await postAs(ctx, `/api/merchant/orders/${order.orderNo}/ship`, merchant.token, SHIP);
    expect(ship.status).toBe(409);
    expect(ship.body.message).toBe('This order has a refund request waiting: decide it before shipping');
    const { rows } = await ctx.pool.query('SELECT status, shipped_at FROM shop_orders WHERE id = $1', [
      order.shopOrderId,
    ]);
    expect(rows[0]).toEqual({ status: 'to_ship', shipped_at: null });
    expect(await itemStates(ctx, order.shopOrderId)).toEqual(['applying']);
  });

  it('after the shop refuses the refund, the order ships', async () => {
    const { order, refundNo } = await refundAsked();
    const refused = await postAs(ctx, `/api/merchant/refunds/${refundNo}/refuse`, merchant.token, {
      reason: 'Already packed',
    });
    expect(refused.body.code, refused.body.message).toBe(200);
    const ship = await postAs(ctx, `/api/merchant/orders/${order.orderNo}/ship`, merchant.token, SHIP);
    expect(ship.body.code, ship.body.message).toBe(200);
  });
});
