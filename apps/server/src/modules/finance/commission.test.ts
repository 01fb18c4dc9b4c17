import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantToken, newShopper, startTestApp, type TestContext } from '../../../test/harness';
import { placeOrder, skusOf } from '../../../test/refund-helpers';
import { commissionRates } from './commission';

let ctx: TestContext;
let shop: number;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = (await merchantToken(ctx.db)).merchantId;
});
afterAll(async () => ctx?.close());

async function items(shopOrderId: number) {
  const { rows } = await ctx.db.execute<{
    price: number;
    quantity: number;
    commission_bp: number;
    shop_discount: number;
    platform_discount: number;
    commission: number;
  }>(sql`SELECT price, quantity, commission_bp, shop_discount, platform_discount, commission FROM order_items
    WHERE shop_order_id = ${shopOrderId} ORDER BY id`);
  return rows;
}

describe('commission frozen at checkout', () => {
  it("uses the shop's own rate, else its category's handling fee, and keeps it on the order", async () => {
    const { rows: cat } = await ctx.db.execute<{ fee: string }>(sql`
      SELECT c.handling_fee::text AS fee FROM merchants m JOIN merchant_categories c ON c.id = m.category_id
      WHERE m.id = ${shop}`);
    await ctx.db.execute(sql`UPDATE merchants SET commission_bp = NULL WHERE id = ${shop}`);
    const categoryBp = Math.round(Number(cat[0]!.fee) * 100);
    expect((await commissionRates(ctx.db, [shop])).get(shop)).toBe(categoryBp);

    await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 1250 WHERE id = ${shop}`);
    const buyer = await newShopper(ctx.db);
    const lines = await skusOf(ctx, shop, 2);
    lines[1]!.quantity = 3;
    const order = await placeOrder(ctx, buyer.token, lines);
    const before = await items(order.shopOrderId);
    expect(before.map((i) => i.commission_bp)).toEqual([1250, 1250]);
    for (const i of before) {
      expect(i.shop_discount).toBe(0);
      expect(i.platform_discount).toBe(0);
      expect(i.commission).toBe(Math.floor((i.price * i.quantity * 1250 + 5000) / 10000));
    }

    // A later change alters no past order, and applies to the next one.
    await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 300 WHERE id = ${shop}`);
    expect(await items(order.shopOrderId)).toEqual(before);
    const next = await placeOrder(ctx, buyer.token, lines, false);
    expect((await items(next.shopOrderId)).map((i) => i.commission_bp)).toEqual([300, 300]);
    await ctx.db.execute(sql`UPDATE merchants SET commission_bp = NULL WHERE id = ${shop}`);
  });

  it('splits the points discount over the items exactly', async () => {
    const buyer = await newShopper(ctx.db);
    await ctx.db.execute(sql`
      INSERT INTO points_ledger (user_id, type, points, money, title, available_at, created_at)
      VALUES (${buyer.id}, 'earn', 5000, 5000, 'gift', now() - interval '30 days', now() - interval '40 days')`);
    const lines = await skusOf(ctx, shop, 3);
    const order = await placeOrder(ctx, buyer.token, lines, false, true);
    const { rows } = await ctx.db.execute<{ coupon_discount: number; points_discount: number }>(
      sql`SELECT coupon_discount, points_discount FROM shop_orders WHERE id = ${order.shopOrderId}`,
    );
    const got = await items(order.shopOrderId);
    expect(rows[0]!.points_discount).toBeGreaterThan(0);
    expect(got.reduce((s, i) => s + i.platform_discount, 0)).toBe(rows[0]!.coupon_discount + rows[0]!.points_discount);
  });
});
