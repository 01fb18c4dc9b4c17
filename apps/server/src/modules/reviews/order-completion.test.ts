import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, get, startTestApp, type TestContext } from '../../../test/harness';
import { loadConfig } from '../../config';
import { completeIfAllReviewed, completeOverdueOrders } from './order-completion';
import { orderIn, review, shopOrderState, submit } from './reviews.fixtures';

const earned = vi.hoisted(() => [] as number[]);
vi.mock(import('../points/points-ledger'), async (original) => {
  const actual = await original();
  return {
    ...actual,
    earnPointsForShopOrder: async (t, shopOrderId) => {
      earned.push(shopOrderId);
      await actual.earnPointsForShopOrder(t, shopOrderId);
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const receivedDaysAgo = (shopOrderId: number, days: number) =>
  ctx.db.execute(
    sql`UPDATE shop_orders SET received_at = now() - make_interval(days => ${days}) WHERE id = ${shopOrderId}`,
  );

describe('orders received but not reviewed', () => {
  it('ORDER_AUTO_COMPLETE_DAYS is 7 unless set', () => {
    expect(loadConfig({}).ORDER_AUTO_COMPLETE_DAYS).toBe(7);
    expect(loadConfig({ ORDER_AUTO_COMPLETE_DAYS: '3' }).ORDER_AUTO_COMPLETE_DAYS).toBe(3);
    expect(() => loadConfig({ ORDER_AUTO_COMPLETE_DAYS: '0' })).toThrow(/ORDER_AUTO_COMPLETE_DAYS/);
  });

  it('complete by themselves after N days with their points, once; younger ones and open refunds wait', async () => {
    const overdue = await orderIn(ctx, 'to_review', { items: 2 });
    const young = await orderIn(ctx, 'to_review', { offset: 1 });
    const refunding = await orderIn(ctx, 'to_review', { offset: 2 });
    await submit(ctx, overdue.token, review(overdue, 0));
    await receivedDaysAgo(overdue.shopOrderId, 8);
    await receivedDaysAgo(young.shopOrderId, 6);
    await receivedDaysAgo(refunding.shopOrderId, 30);
    await ctx.db.execute(
      sql`UPDATE order_items SET refund_status = 'applying' WHERE shop_order_id = ${refunding.shopOrderId}`,
    );

    const [first, second] = await Promise.all([completeOverdueOrders(ctx.db, 7), completeOverdueOrders(ctx.db, 7)]);
    expect(first + second).toBe(1);
    expect(await completeOverdueOrders(ctx.db, 7)).toBe(0);
    const state = await shopOrderState(ctx, overdue.shopOrderId);
    expect(state.status).toBe('completed');
    expect(state.completed_at).not.toBeNull();
    expect(earned.filter((id) => id === overdue.shopOrderId)).toHaveLength(1);
    expect((await shopOrderState(ctx, young.shopOrderId)).status).toBe('to_review');
    expect((await shopOrderState(ctx, refunding.shopOrderId)).status).toBe('to_review');
    expect(earned).not.toContain(young.shopOrderId);

    // The order shows completed; its unreviewed item can still be reviewed, and that does not earn twice.
    const detail = await get<{ status: string }>(
      ctx.app,
      `/api/front/order/detail/${overdue.orderNo}`,
      bearer(overdue.token),
    );
    expect(detail.body.data.status).toBe('completed');
    const waiting = await get<{ list: { itemId: number; orderStatus: string }[] }>(
      ctx.app,
      '/api/front/order/comment/pending',
      bearer(overdue.token),
    );
    expect(waiting.body.data.list).toEqual([
      expect.objectContaining({ itemId: overdue.items[1]!.id, orderStatus: 'completed' }),
    ]);
    const late = await submit(ctx, overdue.token, review(overdue, 1));
    expect(late.body).toMatchObject({ code: 200, data: { orderCompleted: false } });
    expect(earned.filter((id) => id === overdue.shopOrderId)).toHaveLength(1);
  });

  it('a completed order takes reviews for 90 days after receipt, then no more', async () => {
    const order = await orderIn(ctx, 'to_review', { offset: 3 });
    await receivedDaysAgo(order.shopOrderId, 91);
    expect(await completeOverdueOrders(ctx.db, 7)).toBe(1);
    const res = await submit(ctx, order.token, review(order));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The time to review this order has passed');
    const waiting = await get<{ total: number }>(ctx.app, '/api/front/order/comment/pending', bearer(order.token));
    expect(waiting.body.data.total).toBe(0);
  });

  it('an item in a refund cannot be reviewed, and a refunded one does not hold the order back', async () => {
    const order = await orderIn(ctx, 'to_review', { items: 2, offset: 4 });
    await ctx.db.execute(sql`UPDATE order_items SET refund_status = 'applying' WHERE id = ${order.items[1]!.id}`);
    const refused = await submit(ctx, order.token, review(order, 1));
    expect(refused.body.message).toBe('This item is in a refund and cannot be reviewed');
    const first = await submit(ctx, order.token, review(order, 0));
    expect(first.body.data.orderCompleted).toBe(false);
    await ctx.db.execute(sql`UPDATE order_items SET refund_status = 'refunded' WHERE id = ${order.items[1]!.id}`);
    // The refunds work asks when its refund ends (or the sweep completes it after N days).
    expect(await completeIfAllReviewed(ctx.db, order.shopOrderId)).toBe(true);
    expect((await shopOrderState(ctx, order.shopOrderId)).status).toBe('completed');
    expect(earned.filter((id) => id === order.shopOrderId)).toHaveLength(1);
  });
});
