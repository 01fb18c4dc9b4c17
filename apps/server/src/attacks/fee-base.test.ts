import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantToken, newShopper, startTestApp, type TestContext } from '../../test/harness';
import { acceptRefund, askRefund, booksOf, delivered, flat, paidOrder, useTemplate } from '../../test/money-fixtures';
import { pickSku, type Sku } from '../modules/coupons/checkout-fixtures';
import { ledgerDiscrepancies } from '../modules/finance/ledger';
import { completeOverdueOrders } from '../modules/reviews/order-completion';

// Issue 21, item 1: a product priced 0.01 with 500.00 of freight from the shop's own template. Commission was on the
// goods only (0.00 on a 500.01 sale), the shopper earned platform-funded points on the freight, and a return for the
// seller's fault paid back 0.01. The fee base is now what the buyer pays (goods and freight, decision 0024).

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let penny: Sku;
let tenner: Sku;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  penny = await pickSku(ctx, shop.merchantId, 1, 0);
  tenner = await pickSku(ctx, shop.merchantId, 1000, 1);
  await useTemplate(ctx, shop.merchantId, [penny, tenner], [flat(50_000)]);
  await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 1000 WHERE id = ${shop.merchantId}`);
});
afterAll(() => ctx?.close());

describe('a fee base the merchant controls', () => {
  it('commission is on goods and freight: 0.01 + 500.00 pays 50.00 at 10 %, frozen on the order', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [{ sku: penny, quantity: 1 }]);
    expect(order.payAmount).toBe(50_001);
    expect(order.freight).toBe(50_000);
    const sale = await booksOf(ctx, order.shopOrderId, 'sale:');
    expect(sale.commission).toBe(5000);
    expect(sale.cash).toBe(50_001);
    expect(sale.shop).toBe(50_001 - 5000);
    // A later rate change alters nothing of this order.
    await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 0 WHERE id = ${shop.merchantId}`);
    const { rows } = await ctx.db.execute<{ freight_commission: number; freight_commission_bp: number }>(
      sql`SELECT freight_commission, freight_commission_bp FROM shop_orders WHERE id = ${order.shopOrderId}`,
    );
    expect(rows[0]).toEqual({ freight_commission: 5000, freight_commission_bp: 1000 });
    await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 1000 WHERE id = ${shop.merchantId}`);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('points are earned on the goods paid, never on the freight', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [{ sku: tenner, quantity: 1 }]);
    await delivered(ctx, order.shopOrderId);
    await ctx.db.execute(
      sql`UPDATE shop_orders SET received_at = now() - interval '8 days' WHERE id = ${order.shopOrderId}`,
    );
    expect(await completeOverdueOrders(ctx.db, 7)).toBeGreaterThanOrEqual(1);
    const { rows } = await ctx.db.execute<{ points: number; money: number }>(
      sql`SELECT points, money FROM points_ledger WHERE shop_order_id = ${order.shopOrderId} AND type = 'earn'`,
    );
    // 10.00 of goods (one point per dollar): 10 points, not 510.
    expect(rows).toEqual([{ points: 10, money: 1000 }]);
  });

  it('a return for the seller’s fault gives back the freight: 500.01 for the 0.01 item, books at zero', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [{ sku: penny, quantity: 1 }]);
    await delivered(ctx, order.shopOrderId);
    const refundNo = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.items[0]!.id], 'Damaged or defective');
    await acceptRefund(ctx, shop.token, refundNo);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(rows[0]!.amount).toBe(50_001);
    // Everything came back: nothing of the sale is left on any account, commission included.
    expect(await booksOf(ctx, order.shopOrderId)).toEqual({
      cash: 0,
      shop: 0,
      pending: 0,
      available: 0,
      commission: 0,
      discounts: 0,
    });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a partial return for the seller’s fault gives back the goods’ share of the freight', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [
      { sku: tenner, quantity: 1 },
      { sku: penny, quantity: 1 },
    ]);
    expect(order.freight).toBe(50_000);
    await delivered(ctx, order.shopOrderId);
    const ten = order.items.find((i) => i.price === 1000)!;
    const refundNo = await askRefund(ctx, buyer.token, order.shopOrderNo, [ten.id], 'Not as described');
    await acceptRefund(ctx, shop.token, refundNo);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo}`,
    );
    // 10.00 of the goods and 1000/1001 of the freight (rounded down): 10.00 + 499.50.
    expect(rows[0]!.amount).toBe(1000 + Math.floor((50_000 * 1000) / 1001));
    const books = await booksOf(ctx, order.shopOrderId);
    // The shop keeps the penny and 0.50 of freight, less 10 % commission on both (0.00 + 0.05).
    expect(books.cash).toBe(order.payAmount - rows[0]!.amount);
    expect(books.commission).toBe(5);
    expect(books.shop).toBe(books.cash - books.commission);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a return the shopper chose after delivery gives back the goods only', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [{ sku: penny, quantity: 1 }]);
    await delivered(ctx, order.shopOrderId);
    const refundNo = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.items[0]!.id], 'No longer needed');
    await acceptRefund(ctx, shop.token, refundNo);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(rows[0]!.amount).toBe(1);
    // The shop keeps the freight it spent, and the platform its commission on that freight.
    const books = await booksOf(ctx, order.shopOrderId);
    expect(books.commission).toBe(5000);
    expect(books.shop).toBe(50_000 - 5000);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
