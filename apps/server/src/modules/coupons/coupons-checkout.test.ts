import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { acceptRefund, askRefund } from '../../../test/money-fixtures';
import { createSession } from '../../platform/session';
import { ledgerDiscrepancies } from '../finance/ledger';
import { cancelUnpaidOrder } from '../orders/order-lifecycle';
import {
  addAddress,
  cents,
  computePrice,
  createOrder,
  makeCoupon,
  openShops,
  orderDetail,
  pickSku,
  receive,
  type Sku,
  startCheckout,
} from './checkout-fixtures';
import { giveCouponsBackIfTheirGoodsRefunded } from './coupon-returns';

let ctx: TestContext;
let shopA: number;
let shopB: number;
let shopC: number;
/** $60.00 in shop A, $30.00 in shop B (free freight from $49: B alone pays $5 freight). */
let skuA: Sku;
let skuB: Sku;
let skuA2: Sku;

beforeAll(async () => {
  ctx = await startTestApp();
  [shopA, shopB, shopC] = (await openShops(ctx, 3)) as [number, number, number];
  skuA = await pickSku(ctx, shopA, 6000);
  skuA2 = await pickSku(ctx, shopA, 1500, 1);
  skuB = await pickSku(ctx, shopB, 3000);
});
afterAll(() => ctx?.close());

async function couponRow(couponUserId: number) {
  const { rows } = await ctx.db.execute<{ status: string; used_order_id: number | null; used: number }>(sql`
    SELECT cu.status, cu.used_order_id, c.used FROM coupon_users cu JOIN coupons c ON c.id = cu.coupon_id
    WHERE cu.id = ${couponUserId}`);
  return rows[0]!;
}

/** A 20.99 SKU of shop A whose category covers neither skuA's category nor its parent (a category coupon on it). */
async function coveredSku(): Promise<Sku> {
  const { rows } = await ctx.db.execute<{ id: number; parent_id: number | null }>(
    sql`SELECT id, parent_id FROM categories WHERE id = ${skuA.categoryId}`,
  );
  const apart = [skuA.categoryId, rows[0]?.parent_id ?? 0];
  for (let offset = 2; offset < 40; offset++) {
    const sku = await pickSku(ctx, shopA, 2099, offset);
    if (!apart.includes(sku.categoryId)) return sku;
  }
  throw new Error('no product of shop A in another category');
}

async function shopper() {
  const { id, token } = await newShopper(ctx.db);
  return { id, token, addressId: await addAddress(ctx, token) };
}

describe('the order confirmation offers usable coupons', () => {
  it('per shop and platform-wide: only unused, valid ones whose goods and minimum spend the order meets', async () => {
    const { token } = await shopper();
    const fits = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 500, minSpend: 5000 }));
    const tooHigh = await receive(
      ctx,
      token,
      await makeCoupon(ctx, { merchantId: shopA, amount: 900, minSpend: 9000 }),
    );
    const otherGoods = await receive(
      ctx,
      token,
      await makeCoupon(ctx, { merchantId: shopA, amount: 200, useType: 2, productIds: [skuA2.productId] }),
    );
    const category = await receive(
      ctx,
      token,
      await makeCoupon(ctx, { merchantId: 0, amount: 300, useType: 3, categoryId: skuB.categoryId }),
    );
    const otherShop = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopC, amount: 100 }));
    const expired = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 100 }));
    await ctx.db.execute(sql`UPDATE coupon_users SET valid_to = now() - interval '1 second' WHERE id = ${expired}`);

    const pre = await startCheckout(ctx, token, [
      { sku: skuA, quantity: 1 },
      { sku: skuB, quantity: 1 },
    ]);
    type Offer = { id: number; money: string; discount: string; minSpend: string };
    const load = await get<{
      shops: { merId: number; coupons: Offer[] }[];
      platformCoupons: Offer[];
      points: { balance: number; usable: number; value: number; maxShare: number };
    }>(ctx.app, `/api/front/order/load/pre/${pre}`, bearer(token));
    const a = load.body.data.shops.find((s) => s.merId === shopA)!;
    const b = load.body.data.shops.find((s) => s.merId === shopB)!;
    expect(a.coupons.map((c) => c.id)).toEqual([fits]);
    expect(a.coupons[0]).toMatchObject({ money: '5.00', minSpend: '50.00', discount: '5.00' });
    expect(b.coupons).toEqual([]);
    expect(load.body.data.platformCoupons.map((c) => c.id)).toEqual([category]);
    // Offered nowhere (the address has an id of its own, which may be any number).
    const offered = [...load.body.data.shops.flatMap((s) => s.coupons), ...load.body.data.platformCoupons];
    for (const id of [tooHigh, otherGoods, otherShop, expired]) expect(offered.map((c) => c.id)).not.toContain(id);
    expect(load.body.data.points).toMatchObject({ balance: 0, usable: 0, value: 100, maxShare: 50 });
  });
});

describe('the best coupons first (audit CE1)', () => {
  type Offer = { id: number; discount: string };
  const loadOffers = async (token: string, pre: string) =>
    (
      await get<{ shops: { merId: number; coupons: Offer[] }[]; platformCoupons: Offer[] }>(
        ctx.app,
        `/api/front/order/load/pre/${pre}`,
        bearer(token),
      )
    ).body.data;

  it('the offers listed first are the pair that takes most; a platform coupon that takes 0.00 is last', async () => {
    const { token, addressId } = await shopper();
    const covered = await coveredSku();
    const goods = { useType: 2, productIds: [covered.productId] };
    const shop25 = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 2500, ...goods }));
    const shop15 = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 1500, ...goods }));
    const mall15 = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 1500, ...goods }));
    const mall10 = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 1000 }));
    // 20.99 covered + 60.00 other goods of shop A.
    const pre = await startCheckout(ctx, token, [
      { sku: covered, quantity: 1 },
      { sku: skuA, quantity: 1 },
    ]);
    const load = await loadOffers(token, pre);
    expect(load.shops[0]!.coupons).toMatchObject([
      { id: shop25, discount: '20.99' },
      { id: shop15, discount: '15.00' },
    ]);
    // Next to the 25.00 nothing is left of the covered item: the mall's 15.00 on it takes nothing, listed last.
    expect(load.platformCoupons).toMatchObject([
      { id: mall10, discount: '10.00' },
      { id: mall15, discount: '0.00' },
    ]);
    const first = [load.shops[0]!.coupons[0]!.id, load.platformCoupons[0]!.id];
    const best = await computePrice(ctx, token, pre, { couponIds: first });
    expect(best.body.data).toMatchObject({ couponFee: '30.99', payFee: '50.00' });
    for (const shop of [shop25, shop15]) {
      for (const mall of [mall10, mall15]) {
        const other = await computePrice(ctx, token, pre, { couponIds: [shop, mall] });
        expect(cents(other.body.data.couponFee)).toBeLessThanOrEqual(cents(best.body.data.couponFee));
      }
    }
    // The price of another shop coupon says what each platform coupon takes next to it, the best first.
    const other = await computePrice(ctx, token, pre, { couponIds: [shop15, mall10] });
    expect(other.body.data).toMatchObject({
      couponFee: '25.00',
      platformCoupons: [
        { id: mall10, discount: '10.00' },
        { id: mall15, discount: '5.99' },
      ],
    });
    const created = await createOrder(ctx, token, pre, addressId, { couponIds: first, payFee: best.body.data.payFee });
    expect(created.body.code, created.body.message).toBe(200);
    expect((await orderDetail(ctx, token, created.body.data.orderNo)).couponFee).toBe('30.99');
  });

  it('a shop coupon of a larger face on fewer goods comes after one that takes more', async () => {
    const { token } = await shopper();
    const covered = await coveredSku();
    const shop25 = await receive(
      ctx,
      token,
      await makeCoupon(ctx, { merchantId: shopA, amount: 2500, useType: 2, productIds: [covered.productId] }),
    );
    const shop22 = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 2200 }));
    const pre = await startCheckout(ctx, token, [
      { sku: covered, quantity: 1 },
      { sku: skuA, quantity: 1 },
    ]);
    expect((await loadOffers(token, pre)).shops[0]!.coupons).toMatchObject([
      { id: shop22, discount: '22.00' },
      { id: shop25, discount: '20.99' },
    ]);
  });
});

describe('coupons at checkout', () => {
  it('a coupon for some goods takes nothing off the others: not in their discounts, not from their refund', async () => {
    const { token, addressId } = await shopper();
    const mine = await receive(
      ctx,
      token,
      await makeCoupon(ctx, { merchantId: shopA, amount: 200, useType: 2, productIds: [skuA2.productId] }),
    );
    const pre = await startCheckout(ctx, token, [
      { sku: skuA, quantity: 1 },
      { sku: skuA2, quantity: 1 },
    ]);
    const created = await createOrder(ctx, token, pre, addressId, { couponIds: [mine] });
    expect(created.body.code, created.body.message).toBe(200);
    const { rows: items } = await ctx.db.execute<{
      id: number;
      sku_id: number;
      shop_discount: number;
      order_no: string;
    }>(sql`
      SELECT i.id, i.sku_id, i.shop_discount, s.order_no FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id
      JOIN orders o ON o.id = s.order_id WHERE o.order_no = ${created.body.data.orderNo} ORDER BY i.id`);
    const discountOf = (skuId: number) => items.find((i) => i.sku_id === skuId)!.shop_discount;
    expect([discountOf(skuA.skuId), discountOf(skuA2.skuId)]).toEqual([0, 200]);
    const paid = await post<{ status: string }>(
      ctx.app,
      '/api/front/pay/testcard/confirm',
      {
        orderNo: created.body.data.orderNo,
        cardNumber: '4242424242424242',
        expiry: '12/40',
        cvc: '123',
        holder: 'A B',
      },
      { headers: bearer(token) },
    );
    expect(paid.body.data.status).toBe('succeeded');
    // The item the coupon did not cover gives back all it cost; the covered one what it cost less the coupon (each
    // before any freight the goods kept would now owe, told apart in the answer).
    const refund = async (skuId: number) => {
      const res = await post<{ amount: string; freightDeducted: string }>(
        ctx.app,
        '/api/front/order/refund/compute',
        { orderNo: items[0]!.order_no, itemIds: [items.find((i) => i.sku_id === skuId)!.id] },
        { headers: bearer(token) },
      );
      return cents(res.body.data.amount) + cents(res.body.data.freightDeducted);
    };
    expect(await refund(skuA.skuId)).toBe(6000);
    expect(await refund(skuA2.skuId)).toBe(1300);
  });

  // A platform coupon for goods a shop coupon already took most of: it takes at most what is left of them, nothing of
  // the other goods (decision 0008, audit AV1).
  for (const kind of ['goods', 'category'] as const) {
    it(`a platform ${kind} coupon takes only what the shop coupon left of its goods, nothing of the others`, async () => {
      const { token, addressId } = await shopper();
      const covered = await coveredSku();
      const shop = await receive(
        ctx,
        token,
        await makeCoupon(ctx, { merchantId: shopA, amount: 1500, useType: 2, productIds: [covered.productId] }),
      );
      const terms =
        kind === 'goods'
          ? { useType: 2, productIds: [covered.productId] }
          : { useType: 3, categoryId: covered.categoryId };
      const platform = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 1000, ...terms }));
      const pre = await startCheckout(ctx, token, [
        { sku: covered, quantity: 1 },
        { sku: skuA, quantity: 1 },
      ]);
      // The page picks the shop coupon; the platform coupon is offered for what it takes next to it.
      const load = await get<{ platformCoupons: { id: number; discount: string }[] }>(
        ctx.app,
        `/api/front/order/load/pre/${pre}`,
        bearer(token),
      );
      expect(load.body.data.platformCoupons).toMatchObject([{ id: platform, discount: '5.99' }]);
      const price = await computePrice(ctx, token, pre, { couponIds: [shop, platform] });
      expect(price.body.data).toMatchObject({ proTotalFee: '80.99', couponFee: '20.99', payFee: '60.00' });
      const created = await createOrder(ctx, token, pre, addressId, {
        couponIds: [shop, platform],
        payFee: price.body.data.payFee,
      });
      expect(created.body.code, created.body.message).toBe(200);
      const { rows: items } = await ctx.db.execute<{
        sku_id: number;
        shop_discount: number;
        platform_discount: number;
      }>(sql`
        SELECT i.sku_id, i.shop_discount, i.platform_discount FROM order_items i
        JOIN shop_orders s ON s.id = i.shop_order_id JOIN orders o ON o.id = s.order_id
        WHERE o.order_no = ${created.body.data.orderNo} ORDER BY i.id`);
      expect(items).toEqual([
        { sku_id: covered.skuId, shop_discount: 1500, platform_discount: 599 },
        { sku_id: skuA.skuId, shop_discount: 0, platform_discount: 0 },
      ]);
      const { rows: orders } = await ctx.db.execute<{ coupon_discount: number; items: number }>(sql`
        SELECT s.coupon_discount, (SELECT sum(shop_discount + platform_discount)::int FROM order_items
          WHERE shop_order_id = s.id) AS items
        FROM shop_orders s JOIN orders o ON o.id = s.order_id WHERE o.order_no = ${created.body.data.orderNo}`);
      expect(orders).toEqual([{ coupon_discount: 2099, items: 2099 }]);
      expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
    });
  }

  it('a shop coupon: the computed price is what create charges; the coupon is used by that order', async () => {
    const { token, addressId } = await shopper();
    const coupon = await makeCoupon(ctx, { merchantId: shopA, amount: 500, minSpend: 5000 });
    const mine = await receive(ctx, token, coupon);
    const pre = await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]);
    const price = await computePrice(ctx, token, pre, { couponIds: [mine] });
    expect(price.body.data).toMatchObject({
      proTotalFee: '60.00',
      freightFee: '0.00',
      couponFee: '5.00',
      payFee: '55.00',
    });
    const created = await createOrder(ctx, token, pre, addressId, { couponIds: [mine] });
    expect(created.body.code).toBe(200);
    const detail = await orderDetail(ctx, token, created.body.data.orderNo);
    expect(detail).toMatchObject({ payFee: price.body.data.payFee, couponFee: '5.00' });
    expect(detail.shopOrders[0]).toMatchObject({ couponFee: '5.00', payFee: '55.00' });
    const { rows } = await ctx.db.execute<{ id: number; coupon_user_id: number; coupon_discount: number }>(sql`
      SELECT o.id, so.coupon_user_id, so.coupon_discount FROM orders o JOIN shop_orders so ON so.order_id = o.id
      WHERE o.order_no = ${created.body.data.orderNo}`);
    expect(rows[0]).toMatchObject({ coupon_user_id: mine, coupon_discount: 500 });
    expect(await couponRow(mine)).toEqual({ status: 'used', used_order_id: rows[0]!.id, used: 1 });
    // Used: no longer offered, refused when tried again.
    const again = await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]);
    const reuse = await computePrice(ctx, token, again, { couponIds: [mine] });
    expect(reuse.body).toMatchObject({ code: 409, message: 'This coupon has already been used' });
    const list = await get<{ list: { id: number; status: string }[] }>(
      ctx.app,
      '/api/front/coupon/list?type=unusable',
      bearer(token),
    );
    expect(list.body.data.list).toEqual([expect.objectContaining({ id: mine, status: 'used' })]);
  });

  it('a platform coupon with a shop coupon: the shop coupon stays with its shop, the platform one is split in proportion', async () => {
    const { token, addressId } = await shopper();
    const shopCoupon = await receive(
      ctx,
      token,
      await makeCoupon(ctx, { merchantId: shopA, amount: 1000, minSpend: 6000 }),
    );
    const platform = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 1001, minSpend: 9000 }));
    const pre = await startCheckout(ctx, token, [
      { sku: skuA, quantity: 1 },
      { sku: skuB, quantity: 1 },
    ]);
    const couponIds = [shopCoupon, platform];
    const price = await computePrice(ctx, token, pre, { couponIds });
    // Goods 90.00, freight 5.00 (shop B under $49); coupons 10.00 + 10.01.
    expect(price.body.data).toMatchObject({
      proTotalFee: '90.00',
      freightFee: '5.00',
      couponFee: '20.01',
      payFee: '74.99',
    });
    const created = await createOrder(ctx, token, pre, addressId, { couponIds });
    const detail = await orderDetail(ctx, token, created.body.data.orderNo);
    expect(detail.payFee).toBe('74.99');
    const a = detail.shopOrders.find((s) => s.merId === shopA)!;
    const b = detail.shopOrders.find((s) => s.merId === shopB)!;
    // Platform 10.01 over A 50.00 (after its own coupon) and B 30.00: 6.26 and 3.75 by largest remainder.
    expect(a.couponFee).toBe('16.26');
    expect(b.couponFee).toBe('3.75');
    expect(cents(a.payFee) + cents(b.payFee)).toBe(7499);
    const { rows } = await ctx.db.execute<{ platform_coupon_user_id: number; coupon_discount: number }>(
      sql`SELECT platform_coupon_user_id, coupon_discount FROM orders WHERE order_no = ${created.body.data.orderNo}`,
    );
    expect(rows[0]).toEqual({ platform_coupon_user_id: platform, coupon_discount: 2001 });
    expect((await couponRow(platform)).status).toBe('used');
    expect((await couponRow(shopCoupon)).status).toBe('used');
  });

  it('refuses a forged id, someone else’s coupon, another shop’s, an expired one, two of a shop, two of the platform', async () => {
    const me = await shopper();
    const other = await shopper();
    const pre = await startCheckout(ctx, me.token, [
      { sku: skuA, quantity: 1 },
      { sku: skuB, quantity: 1 },
    ]);
    const theirs = await receive(ctx, other.token, await makeCoupon(ctx, { merchantId: shopA, amount: 100 }));
    const shopCCoupon = await receive(ctx, me.token, await makeCoupon(ctx, { merchantId: shopC, amount: 100 }));
    const expired = await receive(ctx, me.token, await makeCoupon(ctx, { merchantId: shopA, amount: 100 }));
    await ctx.db.execute(sql`UPDATE coupon_users SET valid_to = now() - interval '1 second' WHERE id = ${expired}`);
    const a1 = await receive(ctx, me.token, await makeCoupon(ctx, { merchantId: shopA, amount: 100 }));
    const a2 = await receive(ctx, me.token, await makeCoupon(ctx, { merchantId: shopA, amount: 200 }));
    const p1 = await receive(ctx, me.token, await makeCoupon(ctx, { merchantId: 0, amount: 100 }));
    const p2 = await receive(ctx, me.token, await makeCoupon(ctx, { merchantId: 0, amount: 200 }));
    const cases: [number[], number, string][] = [
      [[99_999_999], 404, 'This coupon does not exist'],
      [[theirs], 404, 'This coupon does not exist'],
      [[shopCCoupon], 400, 'This coupon does not apply to the goods in this order'],
      [[expired], 400, 'This coupon has expired'],
      [[a1, a2], 400, 'Only one coupon per shop can be used'],
      [[p1, p2], 400, 'Only one platform coupon can be used per order'],
      [[a1, a1], 400, 'The same coupon is chosen twice'],
    ];
    for (const [couponIds, code, message] of cases) {
      const price = await computePrice(ctx, me.token, pre, { couponIds });
      expect(price.body, message).toMatchObject({ code, message });
      const created = await createOrder(ctx, me.token, pre, me.addressId, { couponIds });
      expect(created.body, message).toMatchObject({ code, message });
    }
    // Nothing was placed, nothing used, no stock taken.
    const { rows } = await ctx.db.execute(sql`SELECT 1 FROM orders WHERE pre_order_no = ${pre}`);
    expect(rows).toEqual([]);
    expect((await couponRow(theirs)).status).toBe('unused');
    expect((await couponRow(a1)).status).toBe('unused');
    const ok = await createOrder(ctx, me.token, pre, me.addressId, { couponIds: [a2, p1] });
    expect(ok.body.code).toBe(200);
  });

  it('minimum spend, goods and category coupons count only the goods they cover', async () => {
    const { token, addressId } = await shopper();
    const goods = await receive(
      ctx,
      token,
      await makeCoupon(ctx, {
        merchantId: shopA,
        amount: 300,
        minSpend: 2000,
        useType: 2,
        productIds: [skuA2.productId],
      }),
    );
    const pre = await startCheckout(ctx, token, [
      { sku: skuA, quantity: 1 },
      { sku: skuA2, quantity: 1 },
    ]);
    // The whole shop order is 75.00 but the covered product only 15.00: under the 20.00 minimum.
    const short = await computePrice(ctx, token, pre, { couponIds: [goods] });
    expect(short.body).toMatchObject({
      code: 400,
      message: 'This order does not reach the minimum spend of this coupon',
    });
    const two = await startCheckout(ctx, token, [{ sku: skuA2, quantity: 2 }]);
    const fine = await computePrice(ctx, token, two, { couponIds: [goods] });
    expect(fine.body.data).toMatchObject({ proTotalFee: '30.00', couponFee: '3.00' });
    const created = await createOrder(ctx, token, two, addressId, { couponIds: [goods] });
    expect((await orderDetail(ctx, token, created.body.data.orderNo)).payFee).toBe(fine.body.data.payFee);
  });

  it('a coupon worth more than the goods leaves what a card charge takes at least (0.50) to pay (audit DF2)', async () => {
    const { token, addressId } = await shopper();
    const big = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 100_000 }));
    const pre = await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]);
    const price = await computePrice(ctx, token, pre, { couponIds: [big] });
    expect(price.body.data).toMatchObject({ couponFee: '59.50', payFee: '0.50' });
    const created = await createOrder(ctx, token, pre, addressId, { couponIds: [big] });
    expect((await orderDetail(ctx, token, created.body.data.orderNo)).payFee).toBe('0.50');
    expect(await couponRow(big)).toMatchObject({ status: 'used' });
  });

  it('goods worth less than a card charge takes are refused when the order is placed, holding nothing (audit DF2)', async () => {
    const { token, addressId } = await shopper();
    // A virtual product (no freight) at 0.30: no discount is needed to fall under Stripe's 0.50.
    const cheap = await pickSku(ctx, shopC, 30);
    await ctx.db.execute(sql`UPDATE products SET is_virtual = true WHERE id = ${cheap.productId}`);
    const coupon = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 10 }));
    const pre = await startCheckout(ctx, token, [{ sku: cheap, quantity: 1 }]);
    const price = await computePrice(ctx, token, pre);
    expect(price.body.data).toMatchObject({ proTotalFee: '0.30', freightFee: '0.00', payFee: '0.30' });
    const stock = async () =>
      (await ctx.db.execute<{ stock: number }>(sql`SELECT stock FROM product_skus WHERE id = ${cheap.skuId}`)).rows[0]!
        .stock;
    const before = await stock();
    for (const [locale, text] of [
      ['en', 'The amount to pay by card must be at least 0.50: add goods to the order'],
      ['zh-CN', '银行卡支付金额不能低于 0.50：请添加商品'],
      ['fr', 'Le montant à payer par carte doit être d’au moins 0.50 : ajoutez des articles à la commande'],
    ] as const) {
      const refused = await createOrder(ctx, token, pre, addressId, { couponIds: [coupon], locale });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(text);
    }
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE pre_order_no = ${pre}`,
    );
    expect(rows[0]!.n).toBe(0);
    expect(await stock()).toBe(before);
    expect(await couponRow(coupon)).toMatchObject({ status: 'unused', used: 0 });
  });

  it('a platform coupon that takes nothing off (a shop coupon left one cent) stays the shopper’s', async () => {
    const { token, addressId } = await shopper();
    const shop = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 100_000 }));
    const platform = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 500 }));
    const pre = await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]);
    const created = await createOrder(ctx, token, pre, addressId, { couponIds: [shop, platform] });
    expect(created.body.code, created.body.message).toBe(200);
    expect((await couponRow(shop)).status).toBe('used');
    expect(await couponRow(platform)).toMatchObject({ status: 'unused', used_order_id: null, used: 0 });
    const { rows } = await ctx.db.execute<{ platform_coupon_user_id: number | null }>(
      sql`SELECT platform_coupon_user_id FROM orders WHERE order_no = ${created.body.data.orderNo}`,
    );
    expect(rows[0]!.platform_coupon_user_id).toBeNull();
  });

  it('two checkouts racing for one coupon: one uses it, the other is refused', async () => {
    const { token, addressId } = await shopper();
    const mine = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 500 }));
    const pres = [
      await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]),
      await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]),
    ];
    const results = await Promise.all(
      pres.map((pre) => createOrder(ctx, token, pre, addressId, { couponIds: [mine] })),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 409]);
    expect(await couponRow(mine)).toMatchObject({ status: 'used', used: 1 });
  });
});

describe('coupons come back', () => {
  it('cancelling an unpaid order gives its shop and platform coupons back, once', async () => {
    const { token, addressId } = await shopper();
    const shopCoupon = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 500 }));
    const platform = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 300 }));
    const pre = await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]);
    const created = await createOrder(ctx, token, pre, addressId, { couponIds: [shopCoupon, platform] });
    const cancel = await post(ctx.app, `/api/front/order/cancel/${created.body.data.orderNo}`, undefined, {
      headers: bearer(token),
    });
    expect(cancel.body.code).toBe(200);
    for (const id of [shopCoupon, platform]) {
      expect(await couponRow(id)).toEqual({ status: 'unused', used_order_id: null, used: 0 });
    }
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM orders WHERE order_no = ${created.body.data.orderNo}`,
    );
    expect(await cancelUnpaidOrder(ctx.db, rows[0]!.id)).toBe(false);
    expect((await couponRow(shopCoupon)).used).toBe(0);
    // Usable again on a new checkout.
    const next = await startCheckout(ctx, token, [{ sku: skuA, quantity: 1 }]);
    const price = await computePrice(ctx, token, next, { couponIds: [shopCoupon, platform] });
    expect(price.body.data.couponFee).toBe('8.00');
  });

  it('a fully refunded shop order gives its coupon back; a platform one spread over two shops returns with both', async () => {
    const { token, addressId } = await shopper();
    const shopCoupon = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 500 }));
    const platform = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 300 }));
    const pre = await startCheckout(ctx, token, [
      { sku: skuA, quantity: 1 },
      { sku: skuB, quantity: 1 },
    ]);
    const created = await createOrder(ctx, token, pre, addressId, { couponIds: [shopCoupon, platform] });
    const { rows } = await ctx.db.execute<{ id: number; merchant_id: number }>(sql`
      SELECT so.id, so.merchant_id FROM shop_orders so JOIN orders o ON o.id = so.order_id
      WHERE o.order_no = ${created.body.data.orderNo}`);
    const a = rows.find((r) => r.merchant_id === shopA)!;
    const b = rows.find((r) => r.merchant_id === shopB)!;
    const refundAll = (shopOrderId: number) =>
      ctx.db.execute(sql`UPDATE order_items SET refund_status = 'refunded' WHERE shop_order_id = ${shopOrderId}`);
    await giveCouponsBackIfTheirGoodsRefunded(ctx.db, a.id);
    expect((await couponRow(shopCoupon)).status).toBe('used');
    await refundAll(a.id);
    await giveCouponsBackIfTheirGoodsRefunded(ctx.db, a.id);
    await giveCouponsBackIfTheirGoodsRefunded(ctx.db, a.id);
    expect(await couponRow(shopCoupon)).toMatchObject({ status: 'unused', used: 0 });
    expect((await couponRow(platform)).status).toBe('used');
    await refundAll(b.id);
    await giveCouponsBackIfTheirGoodsRefunded(ctx.db, b.id);
    expect(await couponRow(platform)).toMatchObject({ status: 'unused', used: 0 });
  });
});

describe('a refund of an item the platform paid for wholly', () => {
  it('reverses its sale on the books though no money moves: the shop is not paid for goods it got back', async () => {
    const { token, addressId } = await shopper();
    // On skuA2 alone: it is paid wholly by the platform while skuA pays what a card charge takes (audit DF2).
    const platform = await receive(
      ctx,
      token,
      await makeCoupon(ctx, { merchantId: 0, amount: 100_000, useType: 2, productIds: [skuA2.productId] }),
    );
    const pre = await startCheckout(ctx, token, [
      { sku: skuA, quantity: 1 },
      { sku: skuA2, quantity: 1 },
    ]);
    const created = await createOrder(ctx, token, pre, addressId, { couponIds: [platform] });
    const orderNo = created.body.data.orderNo;
    const paid = await post<{ status: string }>(
      ctx.app,
      '/api/front/pay/testcard/confirm',
      { orderNo, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Ann Lee' },
      { headers: bearer(token) },
    );
    expect(paid.body.data?.status).toBe('succeeded');
    const { rows: items } = await ctx.db.execute<{
      id: number;
      so_no: string;
      paid: number;
      platform_discount: number;
      commission: number;
    }>(sql`
      SELECT i.id, so.order_no AS so_no, (i.price * i.quantity - i.shop_discount - i.platform_discount)::int AS paid,
        i.platform_discount, i.commission
      FROM order_items i JOIN shop_orders so ON so.id = i.shop_order_id JOIN orders o ON o.id = so.order_id
      WHERE o.order_no = ${orderNo} ORDER BY i.id`);
    const free = items.find((i) => i.paid === 0)!;
    expect(free.platform_discount).toBeGreaterThan(0);
    const { rows: staff } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO users (nickname, email) VALUES ('shop a staff', ${`a.staff.${Date.now()}@example.org`}) RETURNING id`);
    await ctx.db.execute(
      sql`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${shopA}, ${staff[0]!.id}, 'owner')`,
    );
    const staffToken = await createSession(ctx.db, staff[0]!.id);
    const refundNo = await askRefund(ctx, token, free.so_no, [free.id], 'No longer needed');
    await acceptRefund(ctx, staffToken, refundNo);
    const { rows: lines } = await ctx.db.execute<{ account: string; sum: number }>(sql`
      SELECT l.account, sum(l.amount)::int AS sum FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.key = ${`refund:${refundNo}`} GROUP BY l.account ORDER BY l.account`);
    const of = (account: string) => lines.find((l) => l.account === account)?.sum ?? 0;
    expect(of('merchant_pending')).toBe(free.platform_discount - free.commission);
    expect(of('platform_discounts')).toBe(-free.platform_discount);
    expect(of('platform_commission')).toBe(free.commission);
    expect(of('provider_cash')).toBe(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('the price of each shop', () => {
  it("names its own coupon apart from its share of the mall's, which add up to the total (audit AV9)", async () => {
    const { token } = await shopper();
    const shopCoupon = await receive(ctx, token, await makeCoupon(ctx, { merchantId: shopA, amount: 500 }));
    const platform = await receive(ctx, token, await makeCoupon(ctx, { merchantId: 0, amount: 300 }));
    const pre = await startCheckout(ctx, token, [
      { sku: skuA, quantity: 1 },
      { sku: skuB, quantity: 1 },
    ]);
    const price = (await computePrice(ctx, token, pre, { couponIds: [shopCoupon, platform] })).body.data;
    const a = price.shops.find((s) => s.merId === shopA)!;
    const b = price.shops.find((s) => s.merId === shopB)!;
    expect([a.shopCouponFee, b.shopCouponFee]).toEqual(['5.00', '0.00']);
    const cents = (money: string) => Math.round(Number(money) * 100);
    // The mall's 3.00 is shared over both shops, on top of A's own 5.00.
    expect(cents(a.couponFee) - 500 + cents(b.couponFee)).toBe(300);
    expect(cents(price.couponFee)).toBe(800);
  });
});
