import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import { acceptRefund, askRefund, booksOf, delivered, flat, paidOrder, useTemplate } from '../../test/money-fixtures';
import {
  addAddress,
  createOrder,
  makeCoupon,
  pickSku,
  receive,
  type Sku,
  startCheckout,
} from '../modules/coupons/checkout-fixtures';
import { ledgerDiscrepancies } from '../modules/finance/ledger';
import { settleDue } from '../modules/finance/settlement';

// Audit P: what a refund leaves behind. A shop order refunded whole after shipping keeps the freight the shop shipped
// for; that money must reach the shop like any settled sale (P2). A partial refund gives back the points its items
// took, not a share by price (P1).

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let item: Sku;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  item = await pickSku(ctx, shop.merchantId, 6000, 0);
  await useTemplate(ctx, shop.merchantId, [item], [flat(1000)], [{ regions: [], minAmount: 10_000 }]);
  await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 500 WHERE id = ${shop.merchantId}`);
});
afterAll(() => ctx?.close());

const queued = async (shopOrderId: number) =>
  (await ctx.db.execute(sql`SELECT 1 FROM settlement_queue WHERE shop_order_id = ${shopOrderId}`)).rows.length;

/** A shipped order of one item (60.00 + 10.00 freight) refunded whole for the shopper's own reason. */
async function refundedAfterShipping() {
  const buyer = await newShopper(ctx.db);
  const order = await paidOrder(ctx, buyer.token, [{ sku: item, quantity: 1 }]);
  expect(order.freight).toBe(1000);
  await delivered(ctx, order.shopOrderId);
  const refundNo = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.items[0]!.id], 'Ordered by mistake');
  await acceptRefund(ctx, shop.token, refundNo);
  const { rows } = await ctx.db.execute<{ status: string }>(
    sql`SELECT status FROM shop_orders WHERE id = ${order.shopOrderId}`,
  );
  expect(rows[0]!.status).toBe('refunded');
  return order;
}

describe('a shop order refunded whole after shipping (audit P2)', () => {
  it('settles the freight the shop kept: it reaches available instead of staying pending for ever', async () => {
    const order = await refundedAfterShipping();
    // The goods came back; the freight the shop shipped for is its own, less 5 % commission.
    expect(await booksOf(ctx, order.shopOrderId)).toMatchObject({ cash: 1000, shop: 950, pending: 950 });
    expect(await queued(order.shopOrderId)).toBe(1);
    await settleDue(ctx.db);
    expect(await booksOf(ctx, order.shopOrderId)).toMatchObject({ shop: 950, pending: 0, available: 950 });
    expect(await queued(order.shopOrderId)).toBe(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a refund of everything before shipping leaves nothing to settle and leaves the queue', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [{ sku: item, quantity: 1 }]);
    const refundNo = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.items[0]!.id], 'Ordered by mistake');
    await acceptRefund(ctx, shop.token, refundNo);
    expect(await booksOf(ctx, order.shopOrderId)).toMatchObject({ cash: 0, shop: 0 });
    expect(await queued(order.shopOrderId)).toBe(0);
  });

  it('orders stranded before the fix go back on the queue by the migration and are settled', async () => {
    const order = await refundedAfterShipping();
    // As the closing refund left them before: off the queue with the freight still pending.
    await ctx.db.execute(sql`DELETE FROM settlement_queue WHERE shop_order_id = ${order.shopOrderId}`);
    await settleDue(ctx.db);
    expect(await booksOf(ctx, order.shopOrderId)).toMatchObject({ pending: 950, available: 0 });
    const migration = await readFile(
      path.resolve(import.meta.dirname, '../db/migrations/0043_settle_refunded_orders.sql'),
      'utf8',
    );
    await ctx.db.execute(sql.raw(migration));
    await settleDue(ctx.db);
    expect(await booksOf(ctx, order.shopOrderId)).toMatchObject({ pending: 0, available: 950 });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('the points a partial refund gives back (audit P1)', () => {
  it('are the points the returned items took: none for an item a coupon paid for, all of them with the other', async () => {
    const [free, paid] = [await pickSku(ctx, shop.merchantId, 2799, 1), await pickSku(ctx, shop.merchantId, 2099, 2)];
    const buyer = await newShopper(ctx.db);
    await ctx.db.execute(sql`
      INSERT INTO points_ledger (user_id, type, points, money, title, available_at, created_at)
      VALUES (${buyer.id}, 'earn', 892, 892, 'gift', now() - interval '30 days', now() - interval '40 days')`);
    // The shop's coupon pays for the first item whole; the points can only go to the second.
    const coupon = await makeCoupon(ctx, {
      merchantId: shop.merchantId,
      amount: 2799,
      useType: 2,
      productIds: [free.productId],
    });
    const mine = await receive(ctx, buyer.token, coupon);
    const addressId = await addAddress(ctx, buyer.token);
    const pre = await startCheckout(ctx, buyer.token, [
      { sku: free, quantity: 1 },
      { sku: paid, quantity: 1 },
    ]);
    const created = await createOrder(ctx, buyer.token, pre, addressId, { couponIds: [mine], usePoints: true });
    expect(created.body.code, created.body.message).toBe(200);
    const confirmed = await post<{ status: string }>(
      ctx.app,
      '/api/front/pay/testcard/confirm',
      {
        orderNo: created.body.data.orderNo,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
        holder: 'Ann Lee',
      },
      { headers: bearer(buyer.token) },
    );
    expect(confirmed.body.data?.status).toBe('succeeded');
    const { rows: items } = await ctx.db.execute<{
      id: number;
      sku_id: number;
      order_no: string;
      points_used: number;
    }>(sql`
      SELECT i.id, i.sku_id, so.order_no, so.points_used FROM order_items i JOIN shop_orders so ON so.id = i.shop_order_id
      JOIN orders o ON o.id = so.order_id WHERE o.order_no = ${created.body.data.orderNo} ORDER BY i.id`);
    const [first, second] = [items.find((i) => i.sku_id === free.skuId)!, items.find((i) => i.sku_id === paid.skuId)!];
    expect(first.points_used).toBeGreaterThan(0);
    const compute = (itemIds: number[]) =>
      post<{ amount: string; points: number }>(
        ctx.app,
        '/api/front/order/refund/compute',
        { orderNo: first.order_no, itemIds, reason: 'Ordered by mistake' },
        { headers: bearer(buyer.token) },
      );
    expect((await compute([first.id])).body.data).toMatchObject({ amount: '0.00', points: 0 });
    expect((await compute([second.id])).body.data.points).toBe(first.points_used);

    const refundNo = await askRefund(ctx, buyer.token, first.order_no, [first.id], 'Ordered by mistake');
    await acceptRefund(ctx, shop.token, refundNo);
    const back = async () =>
      (
        await ctx.db.execute<{ points: number }>(
          sql`SELECT coalesce(sum(points), 0)::int AS points FROM points_ledger WHERE user_id = ${buyer.id} AND type = 'return'`,
        )
      ).rows[0]!.points;
    expect(await back()).toBe(0);
    const rest = await askRefund(ctx, buyer.token, first.order_no, [second.id], 'Ordered by mistake');
    await acceptRefund(ctx, shop.token, rest);
    expect(await back()).toBe(first.points_used);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
