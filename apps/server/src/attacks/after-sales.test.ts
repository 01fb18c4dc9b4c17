import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import { addressOf, pay, placeOrder, type Sku, shopOrderOf, skuOf, unchangedBy } from './support';

// Attacks on what follows the sale: coupons used twice or taken from someone else, refunds asked for things not
// bought or beyond what was paid, reviews of goods never received, points spent that do not exist.

let ctx: TestContext;
let sku: Sku;
let shopper: { id: number; token: string };
let addressId: number;
let couponUserId: number;

async function receivePlatformCoupon(token: string): Promise<number> {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO coupons (merchant_id, name, use_type, amount, min_spend, total, per_user, valid_days)
    VALUES (0, 'Attack test', 1, 100, 0, 0, 5, 30) RETURNING id`);
  const res = await post<{ id: number }>(
    ctx.app,
    '/api/front/coupon/receive',
    { couponId: rows[0]!.id },
    { headers: bearer(token) },
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.id;
}

async function checkout(token: string, extra: Record<string, unknown>) {
  const pre = await post<{ preOrderNo: string }>(
    ctx.app,
    '/api/front/order/pre/order',
    { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity: 1 }] },
    { headers: bearer(token) },
  );
  return post<{ orderNo: string }>(
    ctx.app,
    '/api/front/order/create',
    {
      preOrderNo: pre.body.data.preOrderNo,
      addressId,
      couponIds: [],
      usePoints: false,
      mark: '',
      payType: 'card',
      ...extra,
    },
    { headers: bearer(token) },
  );
}

beforeAll(async () => {
  ctx = await startTestApp();
  const { merchantId } = await merchantToken(ctx.db);
  sku = await skuOf(ctx, merchantId, 100);
  shopper = await newShopper(ctx.db, 'after-sales attacker');
  addressId = await addressOf(ctx, shopper.token);
  couponUserId = await receivePlatformCoupon(shopper.token);
});
afterAll(() => ctx?.close());

describe('coupons', () => {
  it('a coupon already used by one order is refused for the next, and nothing changes', async () => {
    const first = await checkout(shopper.token, { couponIds: [couponUserId] });
    expect(first.body.code, first.body.message).toBe(200);
    const again = await unchangedBy(ctx, () => checkout(shopper.token, { couponIds: [couponUserId] }));
    expect(again.status).toBe(409);
  });

  it("another shopper's coupon is refused", async () => {
    const other = await newShopper(ctx.db, 'coupon owner');
    const theirs = await receivePlatformCoupon(other.token);
    const res = await unchangedBy(ctx, () => checkout(shopper.token, { couponIds: [theirs] }));
    expect(res.status).toBe(404);
    const { rows } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM coupon_users WHERE id = ${theirs}`,
    );
    expect(rows[0]!.status).toBe('unused');
  });

  it.each([0, -1, 2_147_483_647, 1.5])('a forged coupon id %s is refused', async (id) => {
    const res = await unchangedBy(ctx, () => checkout(shopper.token, { couponIds: [id] }));
    expect([400, 404]).toContain(res.status);
  });
});

describe('points', () => {
  it('points nobody has are not spent: the order takes no deduction and the balance stays at zero', async () => {
    const poor = await newShopper(ctx.db, 'no points');
    const poorAddress = await addressOf(ctx, poor.token);
    const orderNo = await placeOrder(ctx, poor.token, poorAddress, sku);
    const { rows } = await ctx.db.execute<{ points_used: number; points_discount: number }>(
      sql`SELECT points_used, points_discount FROM orders WHERE order_no = ${orderNo}`,
    );
    expect(rows[0]).toEqual({ points_used: 0, points_discount: 0 });
    const pre = await post<{ preOrderNo: string }>(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity: 1 }] },
      { headers: bearer(poor.token) },
    );
    const res = await post<{ orderNo: string }>(
      ctx.app,
      '/api/front/order/create',
      { preOrderNo: pre.body.data.preOrderNo, addressId: poorAddress, couponIds: [], usePoints: true, payType: 'card' },
      { headers: bearer(poor.token) },
    );
    if (res.body.code === 200) {
      const { rows: made } = await ctx.db.execute<{ points_used: number }>(
        sql`SELECT points_used FROM orders WHERE order_no = ${res.body.data.orderNo}`,
      );
      expect(made[0]!.points_used).toBe(0);
    }
    const { rows: balance } = await ctx.db.execute<{ sum: number | null }>(
      sql`SELECT sum(points)::int AS sum FROM points_ledger WHERE user_id = ${poor.id}`,
    );
    expect(balance[0]!.sum ?? 0).toBe(0);
  });
});

describe('refunds and reviews', () => {
  let shopOrder: { id: number; orderNo: string };
  let itemId: number;

  beforeAll(async () => {
    const orderNo = await placeOrder(ctx, shopper.token, addressId, sku, 2);
    await pay(ctx, shopper.token, orderNo);
    shopOrder = await shopOrderOf(ctx, orderNo);
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${shopOrder.id}`,
    );
    itemId = rows[0]!.id;
  });

  const ask = (token: string, body: Record<string, unknown>) =>
    post<{ refundNo: string }>(
      ctx.app,
      '/api/front/order/refund',
      {
        orderNo: shopOrder.orderNo,
        itemIds: [itemId],
        type: 'refund',
        reason: 'No longer needed',
        explain: '',
        images: [],
        ...body,
      },
      { headers: bearer(token) },
    );

  it('an amount sent with the request is refused', async () => {
    const res = await unchangedBy(ctx, () => ask(shopper.token, { amount: 999_999 }));
    expect(res.status).toBe(400);
  });

  it('an item of an order never bought is refused', async () => {
    const stranger = await newShopper(ctx.db, 'stranger');
    const res = await unchangedBy(ctx, () => ask(stranger.token, {}));
    expect(res.status).toBe(404);
  });

  it('the same item twice at once makes one refund, never more than was paid', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => ask(shopper.token, {})));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    const { rows } = await ctx.db.execute<{ n: number; amount: number; paid: number }>(sql`
      SELECT count(*)::int AS n, sum(r.amount)::int AS amount, min(s.pay_amount) AS paid
      FROM refunds r JOIN shop_orders s ON s.id = r.shop_order_id WHERE r.shop_order_id = ${shopOrder.id}`);
    expect(rows[0]!.n).toBe(1);
    expect(rows[0]!.amount).toBeLessThanOrEqual(rows[0]!.paid);
  });

  it('an item not yet received cannot be reviewed', async () => {
    const res = await unchangedBy(ctx, () =>
      post(
        ctx.app,
        '/api/front/order/comment',
        { orderNo: shopOrder.orderNo, itemId, productScore: 5, serviceScore: 5, comment: 'Never got it', pics: [] },
        { headers: bearer(shopper.token) },
      ),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
