import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import { createSession } from '../platform/session';
import { addressOf, pay, placeOrder, type Sku, shopOrderOf, skuOf } from './support';

// Points kept after a full refund, and refunds of completed orders without end. The attacker earns points on an
// order, parks them in an unpaid checkout, has the order that earned them refunded (which used to take back only
// what was left in the balance: nothing) and cancels the parked checkout to get the points back. And a completed
// order used to be refundable forever.

let ctx: TestContext;
let sku: Sku;
let merchant: string;
let admin: Record<string, string>;

type Summary = { current: number; totalEarned: number; frozen: number; consumed: number };

beforeAll(async () => {
  ctx = await startTestApp();
  const m = await merchantToken(ctx.db);
  merchant = m.token;
  sku = await skuOf(ctx, m.merchantId, 500);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = bearer(await createSession(ctx.db, rows[0]!.id));
});
afterAll(() => ctx?.close());
afterEach(async () => {
  await ctx.db.execute(sql`DELETE FROM settings WHERE key IN ('points', 'afterSales')`);
});

async function summary(token: string): Promise<Summary> {
  const res = await get<Summary>(ctx.app, '/api/front/integral/user', bearer(token));
  expect(res.status).toBe(200);
  return res.body.data;
}

async function buyer(name: string) {
  const who = await newShopper(ctx.db, name);
  return { ...who, addressId: await addressOf(ctx, who.token) };
}

/**
 * Buys, pays and receives an order; the receipt is old enough for the sweep to complete it, which earns its points.
 * Answers the shop order.
 */
async function completedOrder(token: string, addressId: number) {
  const orderNo = await placeOrder(ctx, token, addressId, sku);
  await pay(ctx, token, orderNo);
  const shopOrder = await shopOrderOf(ctx, orderNo);
  await ctx.db.execute(sql`
    UPDATE shop_orders SET status = 'to_review', shipped_at = now() - interval '40 days',
      received_at = now() - interval '30 days' WHERE id = ${shopOrder.id}`);
  const { completeOverdueOrders } = await import('../modules/reviews/order-completion');
  await completeOverdueOrders(ctx.db, 15);
  const { rows } = await ctx.db.execute<{ status: string }>(
    sql`SELECT status FROM shop_orders WHERE id = ${shopOrder.id}`,
  );
  expect(rows[0]!.status).toBe('completed');
  return shopOrder;
}

async function itemIdsOf(shopOrderId: number): Promise<number[]> {
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM order_items WHERE shop_order_id = ${shopOrderId} ORDER BY id`,
  );
  return rows.map((r) => r.id);
}

function askRefund(token: string, shopOrder: { id: number; orderNo: string }, itemIds: number[]) {
  return post<{ refundNo: string }>(
    ctx.app,
    '/api/front/order/refund',
    { orderNo: shopOrder.orderNo, itemIds, type: 'refund', reason: 'No longer needed', explain: '', images: [] },
    { headers: bearer(token) },
  );
}

/** Asks for the whole shop order back and has the shop accept it (money and points settle). */
async function fullRefund(token: string, shopOrder: { id: number; orderNo: string }) {
  const asked = await askRefund(token, shopOrder, await itemIdsOf(shopOrder.id));
  expect(asked.body.code, asked.body.message).toBe(200);
  const accepted = await post(ctx.app, `/api/merchant/refunds/${asked.body.data.refundNo}/accept`, undefined, {
    headers: bearer(merchant),
  });
  expect(accepted.body.code, accepted.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ status: string }>(
    sql`SELECT status FROM shop_orders WHERE id = ${shopOrder.id}`,
  );
  expect(rows[0]!.status).toBe('refunded');
}

/** A checkout paying with points, left unpaid; answers its PT number and the points it holds. */
async function parkPoints(token: string, addressId: number) {
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity: 2 }] },
    { headers: bearer(token) },
  );
  expect(pre.body.code, pre.body.message).toBe(200);
  const created = await post<{ orderNo: string }>(
    ctx.app,
    '/api/front/order/create',
    { preOrderNo: pre.body.data.preOrderNo, addressId, couponIds: [], usePoints: true, mark: '', payType: 'card' },
    { headers: bearer(token) },
  );
  expect(created.body.code, created.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ points_used: number }>(
    sql`SELECT points_used FROM orders WHERE order_no = ${created.body.data.orderNo}`,
  );
  return { orderNo: created.body.data.orderNo, pointsUsed: rows[0]!.points_used };
}

async function setPoints(rules: Record<string, number>) {
  const res = await post(
    ctx.app,
    '/api/admin/settings/points',
    { earnRate: 1, frozenDays: 7, value: 100, maxShare: 50, ...rules },
    { headers: admin },
  );
  expect(res.body.code, res.body.message).toBe(200);
}

describe('points owed back by a refund', () => {
  it('points parked in an unpaid checkout before the refund are still taken back: the shopper keeps nothing', async () => {
    await setPoints({ frozenDays: 0 });
    const { token, addressId } = await buyer('points parker');
    const earned = await completedOrder(token, addressId);
    const before = await summary(token);
    expect(before.current).toBeGreaterThan(0);
    const earnedPoints = before.current;

    // Park every point in an unpaid checkout: the balance is empty when the refund comes.
    const parked = await parkPoints(token, addressId);
    expect(parked.pointsUsed).toBe(earnedPoints);
    expect((await summary(token)).current).toBe(0);

    await fullRefund(token, earned);
    // The points of the refunded order are owed: the balance shows the debt.
    expect(await summary(token)).toMatchObject({ current: -earnedPoints, totalEarned: 0 });

    // While in debt, no points can be spent: the confirmation page offers none and the order takes none.
    const again = await parkPoints(token, addressId);
    expect(again.pointsUsed).toBe(0);
    const pre = await post<{ preOrderNo: string }>(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity: 1 }] },
      { headers: bearer(token) },
    );
    const shown = await get<{ points: { usable: number; deduction: string } }>(
      ctx.app,
      `/api/front/order/load/pre/${pre.body.data.preOrderNo}`,
      bearer(token),
    );
    expect(shown.body.data.points).toMatchObject({ usable: 0, deduction: '0.00' });

    // Cancelling the parked checkout gives its points back, and they pay the debt.
    const cancelled = await post(ctx.app, `/api/front/order/cancel/${parked.orderNo}`, undefined, {
      headers: bearer(token),
    });
    expect(cancelled.body.code, cancelled.body.message).toBe(200);
    expect(await summary(token)).toMatchObject({ current: 0, totalEarned: 0, consumed: 0 });
  });

  it('points earned later settle the debt first', async () => {
    await setPoints({ frozenDays: 0 });
    const { token, addressId } = await buyer('points debtor');
    const first = await completedOrder(token, addressId);
    const earnedPoints = (await summary(token)).current;
    await parkPoints(token, addressId);
    await fullRefund(token, first);
    expect((await summary(token)).current).toBe(-earnedPoints);
    await completedOrder(token, addressId);
    // The second order earned as much as the first: all of it went to the debt.
    expect(await summary(token)).toMatchObject({ current: 0, totalEarned: earnedPoints });
  });

  it('frozen points of a refunded order are cancelled and never thaw', async () => {
    const { id, token, addressId } = await buyer('frozen refund');
    const earned = await completedOrder(token, addressId);
    const frozen = (await summary(token)).frozen;
    expect(frozen).toBeGreaterThan(0);
    await fullRefund(token, earned);
    expect(await summary(token)).toMatchObject({ current: 0, frozen: 0, totalEarned: 0 });
    // The frozen days pass.
    await ctx.db.execute(sql`
      UPDATE points_ledger SET available_at = available_at - interval '30 days',
        created_at = created_at - interval '30 days' WHERE user_id = ${id}`);
    expect(await summary(token)).toMatchObject({ current: 0, frozen: 0, totalEarned: 0 });
  });
});

describe('after-sales window of completed orders', () => {
  async function completedDaysAgo(days: number) {
    const { token, addressId } = await buyer(`completed ${days} days ago`);
    const shopOrder = await completedOrder(token, addressId);
    await ctx.db.execute(sql`
      UPDATE shop_orders SET completed_at = now() - make_interval(days => ${days}) WHERE id = ${shopOrder.id}`);
    return { token, shopOrder, itemIds: await itemIdsOf(shopOrder.id) };
  }

  it('a refund of an order completed longer ago than the window is refused; inside it, accepted', async () => {
    const late = await completedDaysAgo(8);
    const refused = await askRefund(late.token, late.shopOrder, late.itemIds);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The after-sales period for this order has ended');
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM refunds WHERE shop_order_id = ${late.shopOrder.id}`,
    );
    expect(rows[0]!.n).toBe(0);
    // The form's preview says the same.
    const preview = await post(
      ctx.app,
      '/api/front/order/refund/compute',
      { orderNo: late.shopOrder.orderNo, itemIds: late.itemIds },
      { headers: bearer(late.token) },
    );
    expect(preview.body.message).toBe('The after-sales period for this order has ended');

    const recent = await completedDaysAgo(6);
    const accepted = await askRefund(recent.token, recent.shopOrder, recent.itemIds);
    expect(accepted.body.code, accepted.body.message).toBe(200);
  });

  it('the order pages say until when a completed order can be refunded (the storefront hides the action after)', async () => {
    const endOf = async (token: string, orderNo: string) => {
      const detail = await get<{ afterSalesEnd: string | null }>(
        ctx.app,
        `/api/front/order/detail/${orderNo}`,
        bearer(token),
      );
      const list = await get<{ list: { orderNo: string; afterSalesEnd: string | null }[] }>(
        ctx.app,
        '/api/front/order/list?status=0',
        bearer(token),
      );
      expect(list.body.data.list.find((o) => o.orderNo === orderNo)?.afterSalesEnd).toBe(
        detail.body.data.afterSalesEnd,
      );
      return detail.body.data.afterSalesEnd;
    };
    const late = await completedDaysAgo(8);
    const lateEnd = await endOf(late.token, late.shopOrder.orderNo);
    expect(Date.parse(lateEnd!)).toBeLessThan(Date.now());
    const recent = await completedDaysAgo(6);
    const recentEnd = Date.parse((await endOf(recent.token, recent.shopOrder.orderNo))!);
    expect(recentEnd).toBeGreaterThan(Date.now() + 0.9 * 86_400_000);
    expect(recentEnd).toBeLessThan(Date.now() + 1.1 * 86_400_000);
    // Not completed yet: no end (refunds stay open until it completes).
    const { token, addressId } = await buyer('not completed');
    const orderNo = await placeOrder(ctx, token, addressId, sku);
    await pay(ctx, token, orderNo);
    expect(await endOf(token, (await shopOrderOf(ctx, orderNo)).orderNo)).toBeNull();
  });

  it('the window follows the platform setting for orders completed after it (audit N9: never retroactively)', async () => {
    const set = await post(ctx.app, '/api/admin/settings/after-sales', { afterSalesDays: 10 }, { headers: admin });
    expect(set.body.code, set.body.message).toBe(200);
    const late = await completedDaysAgo(8);
    await post(ctx.app, '/api/admin/settings/after-sales', { afterSalesDays: 0 }, { headers: admin });
    // Completed under 10 days: the later setting of none does not end its window.
    expect((await askRefund(late.token, late.shopOrder, late.itemIds)).body.code).toBe(200);
    const none = await completedDaysAgo(0);
    expect((await askRefund(none.token, none.shopOrder, none.itemIds)).status).toBe(400);
    await post(ctx.app, '/api/admin/settings/after-sales', { afterSalesDays: 7 }, { headers: admin });
  });

  it('the setting is bounded and only an admin can change it', async () => {
    const read = await get<{ afterSalesDays: number }>(ctx.app, '/api/admin/settings/after-sales', admin);
    expect(read.body.data).toEqual({ afterSalesDays: 7 });
    for (const afterSalesDays of [-1, 91, 1.5, '7', null, 2_147_483_648]) {
      const res = await post(ctx.app, '/api/admin/settings/after-sales', { afterSalesDays }, { headers: admin });
      expect(res.status).toBe(400);
    }
    const extra = await post(
      ctx.app,
      '/api/admin/settings/after-sales',
      { afterSalesDays: 7, other: 1 },
      { headers: admin },
    );
    expect(extra.status).toBe(400);
    const shopper = await newShopper(ctx.db, 'window mover');
    for (const headers of [bearer(shopper.token), bearer(merchant), {}]) {
      const res = await post(ctx.app, '/api/admin/settings/after-sales', { afterSalesDays: 90 }, { headers });
      expect([401, 403]).toContain(res.status);
      expect([401, 403]).toContain((await get(ctx.app, '/api/admin/settings/after-sales', headers)).status);
    }
    expect(
      (await get<{ afterSalesDays: number }>(ctx.app, '/api/admin/settings/after-sales', admin)).body.data,
    ).toEqual({ afterSalesDays: 7 });
    const saved = await post(ctx.app, '/api/admin/settings/after-sales', { afterSalesDays: 90 }, { headers: admin });
    expect(saved.body).toMatchObject({ code: 200, data: { afterSalesDays: 90 } });
  });
});
