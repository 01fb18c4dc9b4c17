import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { acceptRefund, askRefund } from '../../../test/money-fixtures';
import { postAs } from '../../../test/refund-helpers';
import { createSession } from '../../platform/session';
import { ledgerDiscrepancies } from '../finance/ledger';
import {
  addAddress,
  createOrder,
  makeCoupon,
  openShops,
  pickSku,
  receive,
  type Sku,
  startCheckout,
} from './checkout-fixtures';

// Audit CS1: a coupon comes back when every item that carried a share of its discount is refunded, not only when the
// whole checkout (platform coupon) or shop order (shop coupon) is: the goods kept took nothing off it.

let ctx: TestContext;
let shopA: number;
let shopB: number;
/** $60.00 and $15.00 of shop A, $30.00 of shop B in another category than the first. */
let skuA: Sku;
let skuA2: Sku;
let skuB: Sku;
const staff = new Map<number, string>();

beforeAll(async () => {
  ctx = await startTestApp();
  [shopA, shopB] = (await openShops(ctx, 2)) as [number, number];
  skuA = await pickSku(ctx, shopA, 6000);
  skuA2 = await pickSku(ctx, shopA, 1500, 1);
  skuB = await apartFrom(skuA, shopB, 3000);
  for (const shop of [shopA, shopB]) staff.set(shop, await ownerOf(shop));
});
afterAll(() => ctx?.close());

/** A SKU of the shop whose category is neither `sku`'s nor one of its children (a category coupon skips it). */
async function apartFrom(sku: Sku, merchantId: number, price: number): Promise<Sku> {
  for (let offset = 0; offset < 40; offset++) {
    const other = await pickSku(ctx, merchantId, price, offset);
    const { rows } = await ctx.db.execute<{ parent_id: number | null }>(
      sql`SELECT parent_id FROM categories WHERE id = ${other.categoryId}`,
    );
    if (other.categoryId !== sku.categoryId && rows[0]?.parent_id !== sku.categoryId) return other;
  }
  throw new Error('no product in another category');
}

async function ownerOf(merchantId: number): Promise<string> {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO users (nickname, email) VALUES ('owner', ${`owner.${randomBytes(5).toString('hex')}@example.org`})
    RETURNING id`);
  await ctx.db.execute(
    sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${merchantId}, ${rows[0]!.id}, 'owner')`,
  );
  return createSession(ctx.db, rows[0]!.id);
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

/** Places and pays the checkout; answers its items with their shop order and coupon shares. */
async function placed(
  token: string,
  lines: { sku: Sku; quantity: number }[],
  choice: { couponIds: number[]; usePoints?: boolean },
) {
  const addressId = await addAddress(ctx, token);
  const pre = await startCheckout(ctx, token, lines);
  const created = await createOrder(ctx, token, pre, addressId, choice);
  expect(created.body.code, created.body.message).toBe(200);
  await pay(token, created.body.data.orderNo);
  const { rows } = await ctx.db.execute<{
    id: number;
    sku_id: number;
    merchant_id: number;
    so_no: string;
    shop_discount: number;
    coupon: number;
  }>(sql`
    SELECT i.id, i.sku_id, s.merchant_id, s.order_no AS so_no, i.shop_discount,
      i.platform_discount - coalesce(i.points_discount, 0) AS coupon
    FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id JOIN orders o ON o.id = s.order_id
    WHERE o.order_no = ${created.body.data.orderNo} ORDER BY i.id`);
  return rows;
}

/** Refunds the items (money only, before shipping), as the shopper asks and the shop accepts through the API. */
async function refund(token: string, items: { id: number; so_no: string; merchant_id: number }[]) {
  const refundNo = await askRefund(
    ctx,
    token,
    items[0]!.so_no,
    items.map((i) => i.id),
    'No longer needed',
  );
  await acceptRefund(ctx, staff.get(items[0]!.merchant_id)!, refundNo);
}

async function couponState(couponUserId: number) {
  const { rows } = await ctx.db.execute<{ status: string; used_order_id: number | null; used: number }>(sql`
    SELECT cu.status, cu.used_order_id, c.used FROM coupon_users cu JOIN coupons c ON c.id = cu.coupon_id
    WHERE cu.id = ${couponUserId}`);
  return rows[0]!;
}

/** What the shopper's coupon page lists as usable. */
async function usable(token: string): Promise<number[]> {
  const res = await get<{ list: { id: number }[] }>(ctx.app, '/api/front/coupon/list?type=usable', bearer(token));
  expect(res.status).toBe(200);
  return res.body.data.list.map((c) => c.id);
}

async function statusOf(shopOrderNo: string) {
  const { rows } = await ctx.db.execute<{ status: string }>(
    sql`SELECT status FROM shop_orders WHERE order_no = ${shopOrderNo}`,
  );
  return rows[0]!.status;
}

describe('a coupon comes back when the goods it took its discount from are refunded (audit CS1)', () => {
  it("a platform category coupon, all of it on one shop's goods: refunding that shop order brings it back", async () => {
    const { token } = await newShopper(ctx.db);
    const coupon = await receive(
      ctx,
      token,
      await makeCoupon(ctx, { merchantId: 0, amount: 1000, minSpend: 5000, useType: 3, categoryId: skuA.categoryId }),
    );
    const items = await placed(
      token,
      [
        { sku: skuA, quantity: 1 },
        { sku: skuB, quantity: 1 },
      ],
      { couponIds: [coupon] },
    );
    const [a, b] = [items.find((i) => i.merchant_id === shopA)!, items.find((i) => i.merchant_id === shopB)!];
    expect([a.coupon, b.coupon]).toEqual([1000, 0]);
    expect(await usable(token)).not.toContain(coupon);

    await refund(token, [a]);
    expect(await couponState(coupon)).toEqual({ status: 'unused', used_order_id: null, used: 0 });
    expect(await usable(token)).toContain(coupon);
    // The other shop's goods are still the shopper's, paid and on their way.
    expect(await statusOf(b.so_no)).toBe('to_ship');
    // Refunding them later gives nothing back twice.
    await refund(token, [b]);
    expect(await couponState(coupon)).toEqual({ status: 'unused', used_order_id: null, used: 0 });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it("a shop's owner buying in it and in another shop: refunding the other shop's order brings the mall's coupon back", async () => {
    const { id, token } = await newShopper(ctx.db, 'owner');
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${shopA}, ${id}, 'owner')`,
    );
    await ctx.db.execute(sql`
      INSERT INTO points_ledger (user_id, type, points, money, title, available_at)
      VALUES (${id}, 'earn', 1000, 1000, 'gift', now() - interval '1 day')`);
    const own = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 1500 }));
    const mall = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 500 }));
    const items = await placed(
      token,
      [
        { sku: skuA, quantity: 3 },
        { sku: skuB, quantity: 1 },
      ],
      { couponIds: [own, mall], usePoints: true },
    );
    const [a, b] = [items.find((i) => i.merchant_id === shopA)!, items.find((i) => i.merchant_id === shopB)!];
    // The mall's coupon could take nothing off the own shop's goods: all of it sits on the other shop's.
    expect([a.coupon, b.coupon]).toEqual([0, 500]);

    await refund(token, [b]);
    expect(await couponState(mall)).toEqual({ status: 'unused', used_order_id: null, used: 0 });
    // The own shop's coupon covers the goods kept: it stays used.
    expect((await couponState(own)).status).toBe('used');
    expect(await usable(token)).toEqual([mall]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a shop goods coupon on one of two items of a shop order: refunding that item brings it back', async () => {
    const { token } = await newShopper(ctx.db);
    const coupon = await receive(
      ctx,
      token,
      await makeCoupon(ctx, { merchantId: shopA, amount: 200, useType: 2, productIds: [skuA2.productId] }),
    );
    const items = await placed(
      token,
      [
        { sku: skuA, quantity: 1 },
        { sku: skuA2, quantity: 1 },
      ],
      { couponIds: [coupon] },
    );
    const covered = items.find((i) => i.sku_id === skuA2.skuId)!;
    const other = items.find((i) => i.sku_id === skuA.skuId)!;
    expect([other.shop_discount, covered.shop_discount]).toEqual([0, 200]);

    await refund(token, [covered]);
    expect(await couponState(coupon)).toEqual({ status: 'unused', used_order_id: null, used: 0 });
    expect(await usable(token)).toContain(coupon);
    expect(await statusOf(other.so_no)).toBe('to_ship');
  });

  it('a coupon on the goods of two shops comes back only with both, once when both refunds are accepted at once', async () => {
    const { token } = await newShopper(ctx.db);
    const coupon = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 900 }));
    const items = await placed(
      token,
      [
        { sku: skuA, quantity: 1 },
        { sku: skuB, quantity: 1 },
      ],
      { couponIds: [coupon] },
    );
    const [a, b] = [items.find((i) => i.merchant_id === shopA)!, items.find((i) => i.merchant_id === shopB)!];
    expect(a.coupon).toBeGreaterThan(0);
    expect(b.coupon).toBeGreaterThan(0);
    const asked = [
      await askRefund(ctx, token, a.so_no, [a.id], 'No longer needed'),
      await askRefund(ctx, token, b.so_no, [b.id], 'No longer needed'),
    ];
    const accepted = await Promise.all([
      postAs(ctx, `/api/merchant/refunds/${asked[0]}/accept`, staff.get(shopA)!),
      postAs(ctx, `/api/merchant/refunds/${asked[1]}/accept`, staff.get(shopB)!),
    ]);
    expect(accepted.map((r) => r.body.code)).toEqual([200, 200]);
    expect(await couponState(coupon)).toEqual({ status: 'unused', used_order_id: null, used: 0 });
  });

  it('a coupon whose goods are partly kept stays used', async () => {
    const { token } = await newShopper(ctx.db);
    const coupon = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 500 }));
    const items = await placed(
      token,
      [
        { sku: skuA, quantity: 1 },
        { sku: skuA2, quantity: 1 },
      ],
      { couponIds: [coupon] },
    );
    expect(items.every((i) => i.shop_discount > 0)).toBe(true);
    await refund(token, [items[0]!]);
    expect(await couponState(coupon)).toMatchObject({ status: 'used', used: 1 });
  });
});
