import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import {
  addAddress,
  cents,
  computePrice,
  createOrder,
  openShops,
  orderDetail,
  pickSku,
  type Sku,
  startCheckout,
} from '../coupons/checkout-fixtures';
import { earnPointsForShopOrder, settlePointsForRefund } from './points-ledger';

let ctx: TestContext;
let skuA: Sku;
let skuB: Sku;

type Summary = {
  current: number;
  totalEarned: number;
  totalMoneyEarned: string;
  frozen: number;
  consumed: number;
  value: number;
  maxShare: number;
};
type Entry = { type: string; points: number; money: string; orderNo: string; frozen: boolean };

beforeAll(async () => {
  ctx = await startTestApp();
  const [a, b] = (await openShops(ctx, 2)) as [number, number];
  skuA = await pickSku(ctx, a, 6000);
  skuB = await pickSku(ctx, b, 3000);
});
afterAll(() => ctx?.close());
afterEach(async () => {
  await ctx.db.execute(sql`DELETE FROM settings WHERE key = 'points'`);
});

async function summary(token: string): Promise<Summary> {
  const res = await get<Summary>(ctx.app, '/api/front/integral/user', bearer(token));
  expect(res.status).toBe(200);
  return res.body.data;
}

async function entries(token: string, type = 'all'): Promise<Entry[]> {
  const res = await get<{ list: Entry[] }>(ctx.app, `/api/front/integral/list?type=${type}`, bearer(token));
  expect(res.status).toBe(200);
  return res.body.data.list;
}

/** Usable points given straight into the ledger (earned long ago). */
async function givePoints(userId: number, points: number) {
  await ctx.db.execute(sql`
    INSERT INTO points_ledger (user_id, type, points, money, title, available_at, created_at)
    VALUES (${userId}, 'earn', ${points}, ${points}, 'gift', now() - interval '30 days', now() - interval '40 days')`);
}

async function shopper() {
  const { id, token } = await newShopper(ctx.db);
  return { id, token, addressId: await addAddress(ctx, token) };
}

/** Places and pays (in the database) an order of one SKU and marks its shop order completed. */
async function completedShopOrder(token: string, addressId: number, sku = skuA) {
  const pre = await startCheckout(ctx, token, [{ sku, quantity: 1 }]);
  const created = await createOrder(ctx, token, pre, addressId);
  const { rows } = await ctx.db.execute<{ id: number; order_no: string; pay_amount: number }>(sql`
    UPDATE shop_orders so SET status = 'completed', paid_at = now(), completed_at = now()
    FROM orders o WHERE o.id = so.order_id AND o.order_no = ${created.body.data.orderNo}
    RETURNING so.id, so.order_no, so.pay_amount`);
  await ctx.db.execute(sql`UPDATE orders SET status = 'paid' WHERE order_no = ${created.body.data.orderNo}`);
  return rows[0]!;
}

describe('GET /api/front/integral/user and /integral/list', () => {
  it('a new shopper has nothing; a visitor is asked to sign in; a bad type is refused', async () => {
    const { token } = await shopper();
    expect(await summary(token)).toEqual({
      current: 0,
      totalEarned: 0,
      totalMoneyEarned: '0.00',
      frozen: 0,
      consumed: 0,
      earnRate: 1,
      frozenDays: 7,
      value: 100,
      maxShare: 50,
    });
    expect(await entries(token)).toEqual([]);
    expect((await get(ctx.app, '/api/front/integral/user')).status).toBe(401);
    expect((await get(ctx.app, '/api/front/integral/list')).status).toBe(401);
    expect((await get(ctx.app, '/api/front/integral/list?type=gift', bearer(token))).status).toBe(400);
  });
});

describe('earning', () => {
  it('a completed order earns a point per dollar paid, frozen for 7 days, then usable; earning twice changes nothing', async () => {
    const { token, addressId } = await shopper();
    const so = await completedShopOrder(token, addressId);
    expect(so.pay_amount).toBe(6000);
    await earnPointsForShopOrder(ctx.db, so.id);
    await earnPointsForShopOrder(ctx.db, so.id);
    expect(await summary(token)).toMatchObject({ current: 0, frozen: 60, totalEarned: 60, totalMoneyEarned: '60.00' });
    const [row] = await entries(token, 'earn');
    expect(row).toMatchObject({ type: 'earn', points: 60, money: '60.00', orderNo: so.order_no, frozen: true });
    const { rows } = await ctx.db.execute<{ days: number }>(sql`
      SELECT round(extract(epoch FROM available_at - created_at) / 86400)::int AS days
      FROM points_ledger WHERE shop_order_id = ${so.id}`);
    expect(rows).toEqual([{ days: 7 }]);

    // Seven days later.
    await ctx.db.execute(
      sql`UPDATE points_ledger SET available_at = now() - interval '1 second' WHERE shop_order_id = ${so.id}`,
    );
    expect(await summary(token)).toMatchObject({ current: 60, frozen: 0, totalEarned: 60 });
    expect((await entries(token, 'earn'))[0]!.frozen).toBe(false);
    expect(await entries(token, 'spend')).toEqual([]);
  });

  it('follows the settings: rate and frozen days', async () => {
    await ctx.db.execute(sql`
      INSERT INTO settings (key, value) VALUES ('points', '{"earnRate": 2, "frozenDays": 0}'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    const { token, addressId } = await shopper();
    const so = await completedShopOrder(token, addressId, skuB);
    await earnPointsForShopOrder(ctx.db, so.id);
    // 30.00 goods + 5.00 freight paid: points on the goods only (decision 0024), 60, usable at once.
    expect(await summary(token)).toMatchObject({ current: 60, frozen: 0 });
  });

  it('earns on what was paid less what was refunded, and nothing on a cancelled order', async () => {
    const { id, token, addressId } = await shopper();
    const so = await completedShopOrder(token, addressId);
    // 25.50 of the goods' money came back (the points follow the goods' money, not the freight: decision 0024).
    await ctx.db.execute(sql`
      WITH r AS (
        INSERT INTO refunds (refund_no, order_id, shop_order_id, user_id, merchant_id, type, status, reason, amount)
        SELECT 'RE-test-' || so.id, so.order_id, so.id, so.user_id, so.merchant_id, 'refund', 'refunded', 'test', 2550
        FROM shop_orders so WHERE so.id = ${so.id} RETURNING id)
      INSERT INTO refund_items (refund_id, order_item_id, quantity, amount)
      SELECT r.id, i.id, i.quantity, 2550 FROM r, order_items i WHERE i.shop_order_id = ${so.id}`);
    await earnPointsForShopOrder(ctx.db, so.id);
    expect((await summary(token)).frozen).toBe(34);
    const other = await completedShopOrder(token, addressId);
    await ctx.db.execute(sql`UPDATE shop_orders SET status = 'cancelled' WHERE id = ${other.id}`);
    await earnPointsForShopOrder(ctx.db, other.id);
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM points_ledger WHERE user_id = ${id} AND type = 'earn'`);
    expect(rows).toHaveLength(1);
  });
});

describe('spending at checkout', () => {
  it('100 points pay a dollar, up to half the goods; the computed price is what create charges', async () => {
    const { id, token, addressId } = await shopper();
    await givePoints(id, 2000);
    const pre = await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]);
    const load = await get<{ points: { balance: number; usable: number; deduction: string } }>(
      ctx.app,
      `/api/front/order/load/pre/${pre}`,
      bearer(token),
    );
    expect(load.body.data.points).toMatchObject({ balance: 2000, usable: 2000, deduction: '20.00' });
    const without = await computePrice(ctx, token, pre);
    expect(without.body.data).toMatchObject({ pointsFee: '0.00', pointsUsed: 0, payFee: '60.00' });
    const price = await computePrice(ctx, token, pre, { usePoints: true });
    expect(price.body.data).toMatchObject({ pointsFee: '20.00', pointsUsed: 2000, payFee: '40.00' });
    const created = await createOrder(ctx, token, pre, addressId, { usePoints: true });
    const detail = await orderDetail(ctx, token, created.body.data.orderNo);
    expect(detail).toMatchObject({ pointsFee: '20.00', payFee: '40.00' });
    expect(await summary(token)).toMatchObject({ current: 0, consumed: 2000 });
    expect(await entries(token, 'spend')).toEqual([
      expect.objectContaining({ type: 'spend', points: -2000, money: '20.00', orderNo: created.body.data.orderNo }),
    ]);
    const { rows } = await ctx.db.execute<{ points_used: number; points_discount: number }>(
      sql`SELECT points_used, points_discount FROM orders WHERE order_no = ${created.body.data.orderNo}`,
    );
    expect(rows[0]).toEqual({ points_used: 2000, points_discount: 2000 });
  });

  it('two checkouts priced with the same points and placed at once: the one left without them is refused, not charged more', async () => {
    const { id, token, addressId } = await shopper();
    await givePoints(id, 2000);
    const pres = [
      await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]),
      await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]),
    ];
    const prices = await Promise.all(pres.map((pre) => computePrice(ctx, token, pre, { usePoints: true })));
    for (const price of prices) expect(price.body.data).toMatchObject({ pointsFee: '20.00', payFee: '40.00' });
    const created = await Promise.all(
      pres.map((pre) => createOrder(ctx, token, pre, addressId, { usePoints: true, payFee: '40.00', locale: 'fr' })),
    );
    expect(created.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(created.find((r) => r.status === 409)!.body.message).toBe(
      'Le prix de votre commande a changé : vérifiez le nouveau total et confirmez à nouveau',
    );
    const { rows } = await ctx.db.execute<{ pay_amount: number; points_used: number }>(
      sql`SELECT pay_amount, points_used FROM orders WHERE user_id = ${id}`,
    );
    expect(rows).toEqual([{ pay_amount: 4000, points_used: 2000 }]);
    // The refused checkout prices again without the points, and goes through at the total now shown.
    const refused = pres[created.findIndex((r) => r.status === 409)]!;
    const again = await computePrice(ctx, token, refused, { usePoints: true });
    expect(again.body.data).toMatchObject({ pointsFee: '0.00', payFee: '60.00' });
    const placed = await createOrder(ctx, token, refused, addressId, { usePoints: true, payFee: '60.00' });
    expect(placed.body.code, placed.body.message).toBe(200);
  });

  it('caps at the share of the goods; with a 100% share what a card charge takes at least is still paid (audit DF2)', async () => {
    const { id, token } = await shopper();
    await givePoints(id, 10_000);
    const pre = await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]);
    const half = await computePrice(ctx, token, pre, { usePoints: true });
    expect(half.body.data).toMatchObject({ pointsFee: '30.00', pointsUsed: 3000, payFee: '30.00' });
    await ctx.db.execute(sql`
      INSERT INTO settings (key, value) VALUES ('points', '{"value": 50, "maxShare": 100}'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    const all = await computePrice(ctx, token, pre, { usePoints: true });
    // 50 points a dollar: 10,000 points are worth 200.00, more than the 60.00 of goods. At most 59.50 may go (a card
    // charge takes at least 0.50, Stripe's minimum), which is 2,975 points.
    expect(all.body.data).toMatchObject({ pointsFee: '59.50', pointsUsed: 2975, payFee: '0.50' });
  });

  it('splits the deduction over the shop orders in proportion, cents and points adding up', async () => {
    const { id, token, addressId } = await shopper();
    await givePoints(id, 2000);
    const pre = await startCheckout(ctx, token, [
      { sku: skuA, quantity: 1 },
      { sku: skuB, quantity: 1 },
    ]);
    const price = await computePrice(ctx, token, pre, { usePoints: true });
    expect(price.body.data).toMatchObject({ pointsFee: '20.00', payFee: '75.00' });
    const created = await createOrder(ctx, token, pre, addressId, { usePoints: true });
    const detail = await orderDetail(ctx, token, created.body.data.orderNo);
    const fees = detail.shopOrders.map((s) => cents(s.pointsFee)).sort((a, b) => b - a);
    expect(fees).toEqual([1333, 667]);
    expect(detail.shopOrders.reduce((sum, s) => sum + cents(s.payFee), 0)).toBe(7500);
    const { rows } = await ctx.db.execute<{ points_used: number }>(sql`
      SELECT so.points_used FROM shop_orders so JOIN orders o ON o.id = so.order_id
      WHERE o.order_no = ${created.body.data.orderNo} ORDER BY so.points_used DESC`);
    expect(rows.map((r) => r.points_used)).toEqual([1333, 667]);
  });

  it('two checkouts spending the same points at once: the balance never goes below zero', async () => {
    const { id, token, addressId } = await shopper();
    await givePoints(id, 2000);
    // Different goods, so that nothing but the points lock stands between the two checkouts.
    const pres = [
      await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]),
      await startCheckout(ctx, token, [{ sku: skuB, quantity: 1 }]),
    ];
    const results = await Promise.all(pres.map((pre) => createOrder(ctx, token, pre, addressId, { usePoints: true })));
    expect(results.every((r) => r.body.code === 200)).toBe(true);
    const { rows } = await ctx.db.execute<{ spent: number; balance: number }>(sql`
      SELECT -coalesce(sum(points) FILTER (WHERE type = 'spend'), 0)::int AS spent, coalesce(sum(points), 0)::int AS balance
      FROM points_ledger WHERE user_id = ${id}`);
    expect(rows[0]).toEqual({ spent: 2000, balance: 0 });
    const fees = await Promise.all(
      results.map(async (r) => cents((await orderDetail(ctx, token, r.body.data.orderNo)).pointsFee)),
    );
    expect(fees[0]! + fees[1]!).toBe(2000);
  });

  it('cancelling an unpaid order gives the points back, once', async () => {
    const { id, token, addressId } = await shopper();
    await givePoints(id, 1500);
    const pre = await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]);
    const created = await createOrder(ctx, token, pre, addressId, { usePoints: true });
    expect((await summary(token)).current).toBe(0);
    const cancel = () =>
      post(ctx.app, `/api/front/order/cancel/${created.body.data.orderNo}`, undefined, { headers: bearer(token) });
    expect((await cancel()).body.code).toBe(200);
    await cancel();
    expect(await summary(token)).toMatchObject({ current: 1500, consumed: 0 });
    expect((await entries(token, 'earn'))[0]).toMatchObject({ type: 'return', points: 1500, money: '15.00' });
  });
});

describe('refunds settle points', () => {
  it('spent points come back; earned points still frozen are taken back in proportion; once per refund', async () => {
    const { id, token, addressId } = await shopper();
    const so = await completedShopOrder(token, addressId);
    await earnPointsForShopOrder(ctx.db, so.id);
    const refund = { id: 900_001, userId: id, shopOrderId: so.id, points: 500, amount: 3000 };
    await settlePointsForRefund(ctx.db, refund);
    await settlePointsForRefund(ctx.db, refund);
    expect(await summary(token)).toMatchObject({
      current: 500,
      frozen: 30,
      totalEarned: 30,
      totalMoneyEarned: '30.00',
    });
    await settlePointsForRefund(ctx.db, { ...refund, id: 900_002, points: 0, amount: 3000 });
    expect(await summary(token)).toMatchObject({ current: 500, frozen: 0, totalEarned: 0 });
  });

  it('after a partial refund the shopper keeps what the kept money earns, and the rest closes the sum (audit AM3)', async () => {
    const { id, token, addressId } = await shopper();
    const so = await completedShopOrder(token, addressId);
    await ctx.db.execute(sql`UPDATE shop_orders SET pay_amount = freight + 10582 WHERE id = ${so.id}`);
    await earnPointsForShopOrder(ctx.db, so.id);
    expect(await summary(token)).toMatchObject({ frozen: 105 });
    // 27.18 back: 78.64 kept earns 78 points (a fresh order of 78.64 would), not 79.
    await settlePointsForRefund(ctx.db, { id: 900_004, userId: id, shopOrderId: so.id, points: 0, amount: 2718 });
    expect(await summary(token)).toMatchObject({ frozen: 78 });
    await settlePointsForRefund(ctx.db, { id: 900_005, userId: id, shopOrderId: so.id, points: 0, amount: 7864 });
    expect(await summary(token)).toMatchObject({ frozen: 0, totalEarned: 0 });
  });

  it('earned points already spent are taken back all the same: the balance owes them until new points come', async () => {
    const { id, token, addressId } = await shopper();
    const so = await completedShopOrder(token, addressId);
    await earnPointsForShopOrder(ctx.db, so.id);
    await ctx.db.execute(
      sql`UPDATE points_ledger SET available_at = now() - interval '1 day' WHERE shop_order_id = ${so.id}`,
    );
    await ctx.db.execute(sql`
      INSERT INTO points_ledger (user_id, type, points, money, title) VALUES (${id}, 'spend', -50, 50, 'elsewhere')`);
    await settlePointsForRefund(ctx.db, { id: 900_003, userId: id, shopOrderId: so.id, points: 0, amount: 6000 });
    expect(await summary(token)).toMatchObject({ current: -50, frozen: 0, totalEarned: 0 });
    await givePoints(id, 80);
    expect(await summary(token)).toMatchObject({ current: 30 });
  });
});
