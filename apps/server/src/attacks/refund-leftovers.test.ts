import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantToken, newShopper, startTestApp, type TestContext } from '../../test/harness';
import { acceptRefund, askRefund, booksOf, delivered, flat, paidOrder, useTemplate } from '../../test/money-fixtures';
import { pickSku, type Sku } from '../modules/coupons/checkout-fixtures';
import { ledgerDiscrepancies } from '../modules/finance/ledger';
import { settleDue } from '../modules/finance/settlement';

// Audit P: what a refund leaves behind. A shop order refunded whole after shipping keeps the freight the shop shipped
// for; that money must reach the shop like any settled sale (P2).

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
