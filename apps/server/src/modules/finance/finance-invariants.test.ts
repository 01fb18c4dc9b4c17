import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { otherShopStaff, postAs } from '../../../test/refund-helpers';
import {
  addAddress,
  createOrder,
  makeCoupon,
  pickSku,
  receive,
  type Sku,
  startCheckout,
} from '../coupons/checkout-fixtures';
import { ledgerDiscrepancies } from './ledger';
import { settleDue } from './settlement';

/**
 * The books add up (issue 13): real checkouts through the API across two shops with a shop coupon, a platform
 * coupon, points and freight, then refunds partial and full, before and after settlement.
 */

let ctx: TestContext;
let shopA: { token: string; merchantId: number };
let shopB: { token: string; merchantId: number };
let a1: Sku;
let a2: Sku;
let b1: Sku;

beforeAll(async () => {
  ctx = await startTestApp();
  shopA = await merchantToken(ctx.db);
  shopB = await otherShopStaff(ctx, shopA.merchantId);
  a1 = await pickSku(ctx, shopA.merchantId, 3333, 0);
  a2 = await pickSku(ctx, shopA.merchantId, 2001, 1);
  b1 = await pickSku(ctx, shopB.merchantId, 1999, 0);
  await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 1250 WHERE id = ${shopA.merchantId}`);
  await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 733 WHERE id = ${shopB.merchantId}`);
});
afterAll(async () => {
  await ctx?.db.execute(
    sql`UPDATE merchants SET commission_bp = NULL WHERE id IN (${shopA.merchantId}, ${shopB.merchantId})`,
  );
  await ctx?.close();
});

type ShopOrder = { id: number; order_no: string; merchant_id: number; pay_amount: number; freight: number };

/** A checkout of a1 ×2, a2 and b1 ×1 with a shop coupon of A, a platform coupon and points, paid by card. */
async function paidCheckout() {
  const buyer = await newShopper(ctx.db);
  await ctx.db.execute(sql`
    INSERT INTO points_ledger (user_id, type, points, money, title, available_at, created_at)
    VALUES (${buyer.id}, 'earn', 1234, 1234, 'gift', now() - interval '30 days', now() - interval '40 days')`);
  const addressId = await addAddress(ctx, buyer.token);
  const shopCoupon = await receive(
    ctx,
    buyer.token,
    await makeCoupon(ctx, { merchantId: shopA.merchantId, amount: 777 }),
  );
  const platform = await receive(ctx, buyer.token, await makeCoupon(ctx, { merchantId: 0, amount: 1003 }));
  const pre = await startCheckout(ctx, buyer.token, [
    { sku: a1, quantity: 2 },
    { sku: a2, quantity: 1 },
    { sku: b1, quantity: 1 },
  ]);
  const created = await createOrder(ctx, buyer.token, pre, addressId, {
    couponIds: [shopCoupon, platform],
    usePoints: true,
  });
  expect(created.body.code, created.body.message).toBe(200);
  const orderNo = created.body.data.orderNo;
  const paid = await post<{ status: string }>(
    ctx.app,
    '/api/front/pay/testcard/confirm',
    { orderNo, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Ann Lee' },
    { headers: bearer(buyer.token) },
  );
  expect(paid.body.data?.status).toBe('succeeded');
  const { rows: checkout } = await ctx.db.execute<{ id: number; pay_amount: number; points_discount: number }>(
    sql`SELECT id, pay_amount, points_discount FROM orders WHERE order_no = ${orderNo}`,
  );
  const { rows: shops } = await ctx.db.execute<ShopOrder>(sql`
    SELECT id, order_no, merchant_id, pay_amount, freight FROM shop_orders WHERE order_id = ${checkout[0]!.id}
    ORDER BY merchant_id = ${shopA.merchantId} DESC`);
  return { buyer, orderNo, orderId: checkout[0]!.id, pay: checkout[0]!.pay_amount, shops };
}

/** Sums over the entries of the checkout's shop orders whose key starts with `prefix`. */
async function books(orderId: number, prefix: string) {
  const { rows } = await ctx.db.execute<{ account: string; sum: number }>(sql`
    SELECT l.account, sum(l.amount)::bigint AS sum FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    JOIN shop_orders so ON so.id = e.shop_order_id
    WHERE so.order_id = ${orderId} AND e.key LIKE ${`${prefix}%`} GROUP BY l.account`);
  const sum = (account: string) => Number(rows.find((r) => r.account === account)?.sum ?? 0);
  const shopNet = 0 - (sum('merchant_pending') + sum('merchant_available'));
  return {
    cash: sum('provider_cash'),
    shopNet,
    commission: 0 - sum('platform_commission'),
    discounts: sum('platform_discounts'),
  };
}

async function refund(buyerToken: string, shop: ShopOrder, itemIds: number[]) {
  const applied = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', buyerToken, {
    type: 'refund',
    reason: 'Damaged or defective',
    explain: '',
    images: [],
    orderNo: shop.order_no,
    itemIds,
  });
  expect(applied.body.code, applied.body.message).toBe(200);
  const staff = shop.merchant_id === shopA.merchantId ? shopA : shopB;
  const accepted = await postAs(ctx, `/api/merchant/refunds/${applied.body.data.refundNo}/accept`, staff.token);
  expect(accepted.body.code, accepted.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ amount: number; status: string }>(
    sql`SELECT amount, status FROM refunds WHERE refund_no = ${applied.body.data.refundNo}`,
  );
  expect(rows[0]!.status).toBe('refunded');
  return rows[0]!.amount;
}

async function itemsOf(shopOrderId: number) {
  const { rows } = await ctx.db.execute<{
    id: number;
    price: number;
    quantity: number;
    shop_discount: number;
    platform_discount: number;
    commission: number;
    commission_bp: number;
  }>(sql`SELECT id, price, quantity, shop_discount, platform_discount, commission, commission_bp
    FROM order_items WHERE shop_order_id = ${shopOrderId} ORDER BY id`);
  return rows;
}

describe('the books of real checkouts', () => {
  it('paid = shops’ net credits + commission − platform-funded discounts, per checkout and per shop', async () => {
    const c = await paidCheckout();
    expect(c.shops).toHaveLength(2);
    const sale = await books(c.orderId, 'sale:');
    expect(sale.cash).toBe(c.pay);
    expect(sale.shopNet + sale.commission - sale.discounts).toBe(c.pay);
    expect(sale.discounts).toBeGreaterThan(0);

    for (const shop of c.shops) {
      const items = await itemsOf(shop.id);
      const { rows } = await ctx.db.execute<{
        coupon_discount: number;
        points_discount: number;
        coupon_user_id: number | null;
      }>(sql`SELECT coupon_discount, points_discount, coupon_user_id FROM shop_orders WHERE id = ${shop.id}`);
      const so = rows[0]!;
      const shopDiscount = items.reduce((s, i) => s + i.shop_discount, 0);
      const platformDiscount = items.reduce((s, i) => s + i.platform_discount, 0);
      // The shares add up exactly to the shop order's coupon and points discounts.
      expect(shopDiscount + platformDiscount).toBe(so.coupon_discount + so.points_discount);
      expect(shopDiscount).toBe(shop.merchant_id === shopA.merchantId ? 777 : 0);
      const bp = shop.merchant_id === shopA.merchantId ? 1250 : 733;
      for (const i of items) {
        expect(i.commission_bp).toBe(bp);
        expect(i.commission).toBe(Math.floor(((i.price * i.quantity - i.shop_discount) * bp + 5000) / 10000));
      }
      const goods = items.reduce((s, i) => s + i.price * i.quantity - i.shop_discount, 0);
      const commission = items.reduce((s, i) => s + i.commission, 0);
      const { rows: pending } = await ctx.db.execute<{ sum: number }>(sql`
        SELECT -sum(l.amount)::bigint AS sum FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.key = ${`sale:${shop.order_no}`} AND l.account = 'merchant_pending'`);
      // The shop is credited as if the platform's discounts were not used; freight is the shop's.
      expect(Number(pending[0]!.sum)).toBe(goods + shop.freight - commission);
      expect(shop.pay_amount).toBe(goods + shop.freight - platformDiscount);
    }
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);

    // A later commission change alters no past order.
    const before = await Promise.all(c.shops.map((s) => itemsOf(s.id)));
    await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 5000 WHERE id = ${shopA.merchantId}`);
    expect(await Promise.all(c.shops.map((s) => itemsOf(s.id)))).toEqual(before);
    expect(await books(c.orderId, 'sale:')).toEqual(sale);
    await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 1250 WHERE id = ${shopA.merchantId}`);
  });

  it('refunds partial and full, before and after settlement, take back exactly what came back', async () => {
    const c = await paidCheckout();
    const [a, b] = c.shops as [ShopOrder, ShopOrder];
    const aItems = await itemsOf(a.id);
    const bItems = await itemsOf(b.id);
    let back = 0;

    // Before settlement: part of shop A, all of shop B (not shipped: its freight comes back too).
    back += await refund(c.buyer.token, a, [aItems[0]!.id]);
    back += await refund(c.buyer.token, b, [bItems[0]!.id]);
    let r = await books(c.orderId, 'refund:');
    expect(-r.cash).toBe(back);
    // The money back = the shops' net debits + commission given back − platform discounts given back.
    expect(-r.shopNet - r.commission + r.discounts).toBe(back);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);

    // Shop B is fully refunded: nothing of that sale is left on any account.
    const { rows: bLeft } = await ctx.db.execute<{ account: string; sum: number }>(sql`
      SELECT l.account, sum(l.amount)::bigint AS sum FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.shop_order_id = ${b.id} GROUP BY l.account HAVING sum(l.amount) <> 0`);
    expect(bLeft).toEqual([]);

    // Shop A completes and settles (twice, concurrently: once), then its last item comes back from available.
    await ctx.db.execute(sql`UPDATE shop_orders SET status = 'completed', completed_at = now() WHERE id = ${a.id}`);
    await Promise.all([settleDue(ctx.db, { days: 0 }), settleDue(ctx.db, { days: 0 }), settleDue(ctx.db, { days: 0 })]);
    const { rows: settles } = await ctx.db.execute(
      sql`SELECT 1 FROM ledger_entries WHERE key = ${`settle:${a.order_no}`}`,
    );
    expect(settles).toHaveLength(1);
    const { rows: aPending } = await ctx.db.execute<{ sum: number }>(sql`
      SELECT coalesce(sum(l.amount), 0)::bigint AS sum FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.shop_order_id = ${a.id} AND l.account = 'merchant_pending'`);
    expect(Number(aPending[0]!.sum)).toBe(0);

    back += await refund(c.buyer.token, a, [aItems[1]!.id]);
    r = await books(c.orderId, 'refund:');
    expect(-r.cash).toBe(back);
    expect(-r.shopNet - r.commission + r.discounts).toBe(back);
    const { rows: fromAvailable } = await ctx.db.execute(sql`
      SELECT 1 FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      JOIN refunds rf ON rf.id = e.refund_id
      WHERE e.shop_order_id = ${a.id} AND l.account = 'merchant_available' AND e.kind = 'refund'`);
    expect(fromAvailable.length).toBeGreaterThan(0);

    // Everything came back: the whole checkout's books are zero on every account but the freight shop A kept.
    const all = await books(c.orderId, '');
    expect(all.cash).toBe(c.pay - back);
    expect(all.commission).toBe(0);
    expect(all.discounts).toBe(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
