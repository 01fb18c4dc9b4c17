import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { booksOf } from '../../../test/money-fixtures';
import {
  addAddress,
  computePrice,
  createOrder,
  makeCoupon,
  openShops,
  orderDetail,
  pickSku,
  receive,
  type Sku,
  startCheckout,
} from '../coupons/checkout-fixtures';
import { completeOverdueOrders } from '../reviews/order-completion';

// Audit CH2: a shop's own people may buy in it, but the mall pays nothing for it: its platform coupons take nothing
// off the shop's goods, points are neither spent on them nor earned by them; every split still sums to its whole.

let ctx: TestContext;
let shopA: number;
let shopB: number;
/** $60.00 of shop A (the buyer's own), $30.00 of shop B. */
let skuA: Sku;
let skuB: Sku;

beforeAll(async () => {
  ctx = await startTestApp();
  [shopA, shopB] = (await openShops(ctx, 2)) as [number, number];
  skuA = await pickSku(ctx, shopA, 6000);
  skuB = await pickSku(ctx, shopB, 3000);
});
afterAll(() => ctx?.close());

const OWN_SHOP = "The mall's coupons do not apply to the goods of a shop you run";

/** A shopper who is also staff of shop A, with an address and `points` usable points. */
async function staffOfA(points = 0) {
  const { id, token } = await newShopper(ctx.db, 'staff');
  await ctx.db.execute(sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${shopA}, ${id}, 'staff')`);
  if (points > 0) {
    await ctx.db.execute(sql`
      INSERT INTO points_ledger (user_id, type, points, money, title, available_at)
      VALUES (${id}, 'earn', ${points}, ${points}, 'gift', now() - interval '1 day')`);
  }
  return { id, token, addressId: await addAddress(ctx, token) };
}

type Offer = { id: number; discount: string; reason?: string };

async function mallOffers(token: string, pre: string) {
  const load = await get<{ platformCoupons: Offer[]; points: { usable: number } }>(
    ctx.app,
    `/api/front/order/load/pre/${pre}`,
    bearer(token),
  );
  expect(load.status).toBe(200);
  return load.body.data;
}

async function pay(token: string, orderNo: string) {
  const paid = await post<{ status: string }>(
    ctx.app,
    '/api/front/pay/testcard/confirm',
    { orderNo, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Ann Lee' },
    { headers: bearer(token) },
  );
  expect(paid.body.data?.status).toBe('succeeded');
}

describe("a shop's own staff buying in it (audit CH2)", () => {
  it("the mall's coupon is offered at 0.00 with its reason, priced and placed as refused; a stranger's takes 5.00", async () => {
    const staff = await staffOfA();
    const coupon = await makeCoupon(ctx, { merchantId: 0, amount: 500, name: 'Mall 5' });
    const held = await receive(ctx, staff.token, coupon);
    const pre = await startCheckout(ctx, staff.token, [{ sku: skuA, quantity: 1 }]);
    expect((await mallOffers(staff.token, pre)).platformCoupons).toEqual([
      expect.objectContaining({ id: held, discount: '0.00', reason: 'ownShop' }),
    ]);
    const priced = await computePrice(ctx, staff.token, pre);
    expect(priced.body.data.platformCoupons).toEqual([{ id: held, discount: '0.00', reason: 'ownShop' }]);
    const chosen = await computePrice(ctx, staff.token, pre, { couponIds: [held] });
    expect(chosen.status).toBe(400);
    expect(chosen.body.message).toBe(OWN_SHOP);
    const created = await createOrder(ctx, staff.token, pre, staff.addressId, { couponIds: [held], locale: 'fr' });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(
      'Les bons du centre commercial ne s’appliquent pas aux articles d’une boutique que vous gérez',
    );
    const { rows } = await ctx.db.execute<{ status: string; orders: number }>(sql`
      SELECT cu.status, (SELECT count(*) FROM orders WHERE user_id = ${staff.id})::int AS orders
      FROM coupon_users cu WHERE cu.id = ${held}`);
    expect(rows[0]).toEqual({ status: 'unused', orders: 0 });

    const stranger = await newShopper(ctx.db);
    await addAddress(ctx, stranger.token);
    const theirs = await receive(ctx, stranger.token, coupon);
    const theirPre = await startCheckout(ctx, stranger.token, [{ sku: skuA, quantity: 1 }]);
    expect((await mallOffers(stranger.token, theirPre)).platformCoupons).toEqual([
      expect.not.objectContaining({ reason: expect.anything() }),
    ]);
    expect((await mallOffers(stranger.token, theirPre)).platformCoupons[0]).toMatchObject({
      id: theirs,
      discount: '5.00',
    });
  });

  it('no points go to the own shop alone', async () => {
    const staff = await staffOfA(5000);
    const pre = await startCheckout(ctx, staff.token, [{ sku: skuA, quantity: 1 }]);
    expect((await mallOffers(staff.token, pre)).points.usable).toBe(0);
    const priced = await computePrice(ctx, staff.token, pre, { usePoints: true });
    expect(priced.body.data).toMatchObject({ pointsFee: '0.00', pointsUsed: 0 });
  });

  it("with another shop's goods: the coupon and the points go to the other shop only, the books agree, and only it earns points", async () => {
    const staff = await staffOfA(10_000);
    const held = await receive(ctx, staff.token, await makeCoupon(ctx, { merchantId: 0, amount: 500 }));
    const pre = await startCheckout(ctx, staff.token, [
      { sku: skuA, quantity: 1 },
      { sku: skuB, quantity: 1 },
    ]);
    const priced = await computePrice(ctx, staff.token, pre, { couponIds: [held], usePoints: true });
    expect(priced.status).toBe(200);
    const shop = (merId: number) => priced.body.data.shops.find((s) => s.merId === merId)!;
    expect(shop(shopA)).toMatchObject({ couponFee: '0.00', pointsFee: '0.00' });
    // Half of shop B's 25.00 left after the coupon: 12.50, 1250 points.
    expect(shop(shopB)).toMatchObject({ couponFee: '5.00', pointsFee: '12.50' });
    expect(priced.body.data).toMatchObject({ couponFee: '5.00', pointsFee: '12.50', pointsUsed: 1250 });

    const created = await createOrder(ctx, staff.token, pre, staff.addressId, {
      couponIds: [held],
      usePoints: true,
      payFee: priced.body.data.payFee,
    });
    expect(created.status, created.body.message).toBe(200);
    const orderNo = created.body.data.orderNo;
    const detail = await orderDetail(ctx, staff.token, orderNo);
    expect(detail.shopOrders.find((s) => s.merId === shopA)).toMatchObject({ couponFee: '0.00', pointsFee: '0.00' });
    expect(detail.shopOrders.find((s) => s.merId === shopB)).toMatchObject({ couponFee: '5.00', pointsFee: '12.50' });
    await pay(staff.token, orderNo);

    const { rows } = await ctx.db.execute<{
      id: number;
      merchant_id: number;
      coupon_discount: number;
      points_discount: number;
      points_used: number;
      pay_amount: number;
      platform: number;
      points: number;
    }>(sql`
      SELECT so.id, so.merchant_id, so.coupon_discount, so.points_discount, so.points_used, so.pay_amount,
        (SELECT sum(i.platform_discount) FROM order_items i WHERE i.shop_order_id = so.id)::int AS platform,
        (SELECT sum(i.points_discount) FROM order_items i WHERE i.shop_order_id = so.id)::int AS points
      FROM shop_orders so JOIN orders o ON o.id = so.order_id WHERE o.order_no = ${orderNo}`);
    const own = rows.find((r) => r.merchant_id === shopA)!;
    const other = rows.find((r) => r.merchant_id === shopB)!;
    expect(own).toMatchObject({ coupon_discount: 0, points_discount: 0, points_used: 0, platform: 0, points: 0 });
    expect(other).toMatchObject({ coupon_discount: 500, points_discount: 1250, points_used: 1250 });
    expect(other.platform).toBe(500 + 1250);
    expect(other.points).toBe(1250);
    // The mall pays nothing of the own shop's order; of the other shop's, the coupon and the points.
    expect((await booksOf(ctx, own.id)).discounts).toBe(0);
    expect((await booksOf(ctx, other.id)).discounts).toBe(1750);
    const { rows: order } = await ctx.db.execute<{ pay_amount: number; points_used: number }>(
      sql`SELECT pay_amount, points_used FROM orders WHERE order_no = ${orderNo}`,
    );
    expect(order[0]).toEqual({ pay_amount: own.pay_amount + other.pay_amount, points_used: 1250 });

    // Both received and completed: only the other shop's order earns points.
    await ctx.db.execute(sql`
      UPDATE shop_orders SET status = 'to_review', shipped_at = now(), received_at = now() - interval '1 day'
      WHERE id IN (${own.id}, ${other.id})`);
    await completeOverdueOrders(ctx.db, 0);
    const { rows: earned } = await ctx.db.execute<{ shop_order_id: number }>(
      sql`SELECT shop_order_id FROM points_ledger WHERE user_id = ${staff.id} AND type = 'earn' AND shop_order_id IS NOT NULL`,
    );
    expect(earned).toEqual([{ shop_order_id: other.id }]);
  });
});

describe('who ran the shop is judged when ordering (audits CX1, CY2)', () => {
  /** A paid order of shop A's goods by this buyer, received and completed: the shop order and what it earned. */
  async function boughtAndCompleted(
    buyer: { id: number; token: string; addressId: number },
    between: () => Promise<void>,
  ) {
    const pre = await startCheckout(ctx, buyer.token, [{ sku: skuA, quantity: 1 }]);
    const created = await createOrder(ctx, buyer.token, pre, buyer.addressId, {});
    expect(created.status, created.body.message).toBe(200);
    await pay(buyer.token, created.body.data.orderNo);
    const { rows } = await ctx.db.execute<{ id: number; own_shop: boolean }>(sql`
      SELECT so.id, so.own_shop FROM shop_orders so JOIN orders o ON o.id = so.order_id
      WHERE o.order_no = ${created.body.data.orderNo}`);
    await between();
    await ctx.db.execute(sql`
      UPDATE shop_orders SET status = 'to_review', shipped_at = now(), received_at = now() - interval '1 day'
      WHERE id = ${rows[0]!.id}`);
    await completeOverdueOrders(ctx.db, 0);
    const { rows: earned } = await ctx.db.execute(
      sql`SELECT 1 FROM points_ledger WHERE shop_order_id = ${rows[0]!.id} AND type = 'earn'`,
    );
    return { ownShop: rows[0]!.own_shop, earned: earned.length > 0 };
  }

  it('a shopper who joins the shop after buying keeps the points of that purchase', async () => {
    const { id, token } = await newShopper(ctx.db, 'joiner');
    const buyer = { id, token, addressId: await addAddress(ctx, token) };
    const joined = await boughtAndCompleted(buyer, () =>
      ctx.db
        .execute(sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${shopA}, ${id}, 'staff')`)
        .then(() => undefined),
    );
    expect(joined).toEqual({ ownShop: false, earned: true });
  });

  it('a member who leaves the shop after buying earns no points for it', async () => {
    const staff = await staffOfA();
    const left = await boughtAndCompleted(staff, () =>
      ctx.db.execute(sql`DELETE FROM merchant_staff WHERE user_id = ${staff.id}`).then(() => undefined),
    );
    expect(left).toEqual({ ownShop: true, earned: false });
  });
});
