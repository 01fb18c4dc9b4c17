import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { flat, paidOrder, useTemplate } from '../../../test/money-fixtures';
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
      // The fee base is goods and freight (decision 0024): the freight's commission is frozen on the shop order.
      const { rows: onFreight } = await ctx.db.execute<{ freight_commission: number }>(
        sql`SELECT freight_commission FROM shop_orders WHERE id = ${shop.id}`,
      );
      expect(onFreight[0]!.freight_commission).toBe(Math.floor((shop.freight * bp + 5000) / 10000));
      const commission = items.reduce((s, i) => s + i.commission, 0) + onFreight[0]!.freight_commission;
      const { rows: pending } = await ctx.db.execute<{ sum: number }>(sql`
        SELECT -sum(l.amount)::bigint AS sum FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
        WHERE e.key = ${`sale:${shop.order_no}`} AND l.account = 'merchant_pending'`);
      // The shop is credited as if the platform's discounts were not used; freight is the shop's, less commission.
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

  it('refunds partial and full, one open across the settlement date, take back exactly what came back', async () => {
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

    // Shop A completes with its last item's refund still open across the settlement date: nothing settles
    // (issue 21). The refund is paid from pending; the order is then closed and leaves the queue unsettled.
    const open = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', c.buyer.token, {
      type: 'refund',
      reason: 'No longer needed',
      orderNo: a.order_no,
      itemIds: [aItems[1]!.id],
    });
    expect(open.body.code, open.body.message).toBe(200);
    await ctx.db.execute(
      sql`UPDATE shop_orders SET status = 'completed', completed_at = now() - interval '30 days' WHERE id = ${a.id}`,
    );
    await Promise.all([settleDue(ctx.db, { days: 7 }), settleDue(ctx.db, { days: 0 }), settleDue(ctx.db, { days: 0 })]);
    const { rows: settles } = await ctx.db.execute(
      sql`SELECT 1 FROM ledger_entries WHERE key = ${`settle:${a.order_no}`}`,
    );
    expect(settles).toHaveLength(0);
    const accepted = await postAs(ctx, `/api/merchant/refunds/${open.body.data.refundNo}/accept`, shopA.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const { rows: last } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${open.body.data.refundNo}`,
    );
    back += last[0]!.amount;
    r = await books(c.orderId, 'refund:');
    expect(-r.cash).toBe(back);
    expect(-r.shopNet - r.commission + r.discounts).toBe(back);
    const { rows: fromAvailable } = await ctx.db.execute(sql`
      SELECT 1 FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.shop_order_id = ${a.id} AND l.account = 'merchant_available'`);
    expect(fromAvailable).toHaveLength(0);

    // Everything came back: the whole checkout's books are zero on every account but the freight shop A kept
    // (its first refund was for damage: the goods' share of the freight came back with it) and its commission.
    const all = await books(c.orderId, '');
    expect(all.cash).toBe(c.pay - back);
    const { rows: aBooks } = await ctx.db.execute<{ freight: number; freight_commission_bp: number }>(
      sql`SELECT freight, freight_commission_bp FROM shop_orders WHERE id = ${a.id}`,
    );
    const freightKept = c.pay - back;
    expect(freightKept).toBeGreaterThanOrEqual(0);
    expect(freightKept).toBeLessThanOrEqual(aBooks[0]!.freight);
    expect(all.commission).toBe(Math.floor((freightKept * aBooks[0]!.freight_commission_bp + 5000) / 10000));
    expect(all.shopNet).toBe(freightKept - all.commission);
    expect(all.discounts).toBe(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

/** Issue 21: freight in the fee base, money held while a refund is open, free shipping checked again. */
describe('the books with freight (decision 0024)', () => {
  /** Sums per account over one shop order's entries. */
  async function shopBooks(shopOrderId: number) {
    const { rows } = await ctx.db.execute<{ account: string; sum: number }>(sql`
      SELECT l.account, sum(l.amount)::bigint AS sum FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.shop_order_id = ${shopOrderId} GROUP BY l.account`);
    const sum = (account: string) => Number(rows.find((r) => r.account === account)?.sum ?? 0);
    return {
      cash: sum('provider_cash'),
      shop: 0 - (sum('merchant_pending') + sum('merchant_available')),
      commission: 0 - sum('platform_commission'),
      discounts: sum('platform_discounts'),
    };
  }

  it('a freight-heavy order: commission on goods and freight, a damaged item’s freight share back, sums hold', async () => {
    const heavy = await pickSku(ctx, shopA.merchantId, 1, 2);
    const light = await pickSku(ctx, shopA.merchantId, 499, 3);
    await useTemplate(ctx, shopA.merchantId, [heavy, light], [flat(50_000)]);
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [
      { sku: heavy, quantity: 3 },
      { sku: light, quantity: 1 },
    ]);
    expect(order.freight).toBe(50_000);
    let b = await shopBooks(order.shopOrderId);
    // 12.5 % of the goods (0.03 and 4.99: 0.00 and 0.62, per item) and of the 500.00 of freight (62.50).
    expect(b.commission).toBe(0 + 62 + 6250);
    expect(b.cash).toBe(order.payAmount);
    expect(b.shop + b.commission - b.discounts).toBe(order.payAmount);

    const item = order.items.find((i) => i.price === 499)!;
    const applied = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', buyer.token, {
      type: 'refund',
      reason: 'Damaged or defective',
      orderNo: order.shopOrderNo,
      itemIds: [item.id],
    });
    expect(applied.body.code, applied.body.message).toBe(200);
    await postAs(ctx, `/api/merchant/refunds/${applied.body.data.refundNo}/accept`, shopA.token);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no = ${applied.body.data.refundNo}`,
    );
    // 4.99 and 499/502 of the freight (rounded down).
    expect(rows[0]!.amount).toBe(499 + Math.floor((50_000 * 499) / 502));
    b = await shopBooks(order.shopOrderId);
    expect(b.cash).toBe(order.payAmount - rows[0]!.amount);
    expect(b.shop + b.commission - b.discounts).toBe(b.cash);
    const freightKept = 50_000 - Math.floor((50_000 * 499) / 502);
    expect(b.commission).toBe(0 + Math.floor((freightKept * 1250 + 5000) / 10000));
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a partial refund across the free-shipping amount keeps the freight back; sums hold after settlement', async () => {
    const x = await pickSku(ctx, shopB.merchantId, 6000, 2);
    const y = await pickSku(ctx, shopB.merchantId, 6000, 3);
    await useTemplate(ctx, shopB.merchantId, [x, y], [flat(1000)], [{ regions: [], minAmount: 10_000 }]);
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [
      { sku: x, quantity: 1 },
      { sku: y, quantity: 1 },
    ]);
    expect(order.freight).toBe(0);
    await ctx.db.execute(sql`
      UPDATE shop_orders SET status = 'completed', shipped_at = now(), received_at = now(),
        completed_at = now() - interval '2 days' WHERE id = ${order.shopOrderId}`);
    const applied = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', buyer.token, {
      type: 'refund',
      reason: 'No longer needed',
      orderNo: order.shopOrderNo,
      itemIds: [order.items[0]!.id],
    });
    expect(applied.body.code, applied.body.message).toBe(200);
    await postAs(ctx, `/api/merchant/refunds/${applied.body.data.refundNo}/accept`, shopB.token);
    const { rows } = await ctx.db.execute<{ amount: number; freight_deducted: number; closed_at: string }>(
      sql`SELECT amount, freight_deducted, closed_at FROM refunds WHERE refund_no = ${applied.body.data.refundNo}`,
    );
    expect(rows[0]).toMatchObject({ amount: 5000, freight_deducted: 1000 });
    // Settles a week after the refund closed, once, with what is left: 60.00 of goods and 10.00 of freight.
    await settleDue(ctx.db, { days: 7 });
    expect(
      (await ctx.db.execute(sql`SELECT 1 FROM ledger_entries WHERE key = ${`settle:${order.shopOrderNo}`}`)).rows,
    ).toHaveLength(0);
    await ctx.db.execute(
      sql`UPDATE refunds SET closed_at = now() - interval '8 days' WHERE refund_no = ${applied.body.data.refundNo}`,
    );
    await ctx.db.execute(
      sql`UPDATE shop_orders SET completed_at = now() - interval '10 days' WHERE id = ${order.shopOrderId}`,
    );
    await settleDue(ctx.db, { days: 7 });
    const b = await shopBooks(order.shopOrderId);
    expect(b.cash).toBe(7000);
    // 7.33 % of 60.00 (4.40) and of 10.00 of freight kept back (0.73).
    expect(b.commission).toBe(440 + 73);
    expect(b.shop).toBe(7000 - 513);
    const { rows: split } = await ctx.db.execute<{ pending: number; available: number }>(sql`
      SELECT coalesce(-sum(l.amount) FILTER (WHERE l.account = 'merchant_pending'), 0)::bigint AS pending,
        coalesce(-sum(l.amount) FILTER (WHERE l.account = 'merchant_available'), 0)::bigint AS available
      FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id WHERE e.shop_order_id = ${order.shopOrderId}`);
    expect(split[0]).toEqual({ pending: 0, available: 7000 - 513 });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
