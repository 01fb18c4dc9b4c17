import type { MerchantOrderDetail, MerchantRefund, ProductDetail, Refund } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post, type TestContext } from '../../../test/harness';
import { type Line, postAs } from '../../../test/refund-helpers';
import type { StripeStandin } from '../../../test/stripe-standin';
import { stripeMall } from '../../../test/stripe-webhook';
import { followSales } from '../catalog/search-sales';
import { resumeStuckRefunds } from './merchant-refunds.service';

// Audit EL1, decision 0051 ("The order"): what a refund closed unpaid (Stripe no longer holds the money, and what it
// gave back does not cover the refund) leaves in stock, in the sales count, on the items and on the shop order. Stock
// and sales follow whether the goods physically came back.

const stripe = stripeMall('whsec_closed_unpaid_stock', 'elu');

let ctx: TestContext;
let fake: StripeStandin;
let merchant: { token: string; merchantId: number };
let lines: Line[];

beforeAll(async () => {
  ({ ctx, fake, merchant, lines } = await stripe.start(3));
});
afterAll(stripe.close);

/** An order of one line paid through Stripe: the intent, then its signed success. */
async function stripePaid(line: Line) {
  const paid = await stripe.paid([line]);
  return { token: paid.token, orderNo: paid.order.orderNo, itemId: paid.order.items[0]!.id, intent: paid.intent };
}

/** What the shopper's goods page says of the line's product and SKU, once the sales follower folded the moves. */
async function shelf(line: Line) {
  await followSales(ctx.db);
  const detail = await get<ProductDetail>(ctx.app, `/api/front/product/detail/${line.productId}`);
  expect(detail.body.code, detail.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ sku: number; product: number; sales: number }>(sql`
    SELECT s.stock AS sku, p.stock AS product, p.sales FROM product_skus s JOIN products p ON p.id = s.product_id
    WHERE s.id = ${line.skuId}`);
  return {
    skuStock: rows[0]!.sku,
    productStock: rows[0]!.product,
    sales: rows[0]!.sales,
    shownStock: detail.body.data.skus.find((s) => s.id === line.skuId)?.stock,
    shownSales: detail.body.data.product.sales,
  };
}

const ship = (orderNo: string) =>
  post(
    ctx.app,
    `/api/merchant/orders/${orderNo}/ship`,
    { courierCompany: 'Speedy Post', trackingNo: 'SP123456781' },
    { headers: bearer(merchant.token) },
  );

/** The shop's click that pays, after a dashboard refund one cent short of it, answered `amount_too_large`. */
async function closedUnpaid(intent: string, refundNo: string, action: 'accept' | 'receive') {
  const { rows } = await ctx.db.execute<{ amount: number }>(
    sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo}`,
  );
  fake.dashboardRefund(intent, rows[0]!.amount - 1);
  fake.refuse.set('/v1/refunds', {
    status: 400,
    error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater.' },
  });
  const clicked = await post(ctx.app, `/api/merchant/refunds/${refundNo}/${action}`, undefined, {
    headers: bearer(merchant.token),
  }).finally(() => fake.refuse.delete('/v1/refunds'));
  expect(clicked.status).toBe(409);
  expect(clicked.body.message).toContain('Stripe no longer holds the money of this payment');
}

/** What the shopper's refund page, the shop's refund and order pages and the database say afterwards. */
async function whatTheySay(token: string, orderNo: string, refundNo: string, itemId: number) {
  const shopper = await get<Refund>(ctx.app, `/api/front/order/refund/detail/${refundNo}`, bearer(token));
  const shopRefund = await get<MerchantRefund>(ctx.app, `/api/merchant/refunds/${refundNo}`, bearer(merchant.token));
  const shopOrder = await get<MerchantOrderDetail>(ctx.app, `/api/merchant/orders/${orderNo}`, bearer(merchant.token));
  const { rows } = await ctx.db.execute<{ refund_status: string; status: string }>(sql`
    SELECT i.refund_status, s.status FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id
    WHERE i.id = ${itemId}`);
  return {
    shopper: { status: shopper.body.data.status, closedUnpaid: shopper.body.data.closedUnpaid },
    shop: shopRefund.body.data.status,
    shopOrder: shopOrder.body.data.status,
    shownItem: shopOrder.body.data.items.find((i) => i.id === itemId)?.refundStatus,
    item: rows[0]!.refund_status,
    order: rows[0]!.status,
  };
}

const bearerOf = () => ({ headers: bearer(merchant.token) });

const ask = async (token: string, orderNo: string, itemId: number, type: 'refund' | 'return') => {
  const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', token, {
    orderNo,
    itemIds: [itemId],
    type,
    reason: 'Ordered by mistake',
  });
  expect(asked.body.code, asked.body.message).toBe(200);
  return asked.body.data.refundNo;
};

describe('a refund closed unpaid leaves stock and the sales count where the goods are (audit EL1)', () => {
  it('money only before shipping: the goods come off the shelf again, their sale counts, the order still ships', async () => {
    const line = lines[0]!;
    const before = await shelf(line);
    const paid = await stripePaid(line);
    const sold = await shelf(line);
    expect(sold).toMatchObject({ skuStock: before.skuStock - 1, sales: before.sales + 1 });
    const refundNo = await ask(paid.token, paid.orderNo, paid.itemId, 'refund');
    await closedUnpaid(paid.intent, refundNo, 'accept');

    // The goods never left the shop and the order still waits for them: the accept's restock is undone.
    expect(await shelf(line)).toEqual(sold);
    expect(await whatTheySay(paid.token, paid.orderNo, refundNo, paid.itemId)).toEqual({
      shopper: { status: 'refused', closedUnpaid: true },
      shop: 'refused',
      shopOrder: 'to_ship',
      shownItem: 'none',
      item: 'none',
      order: 'to_ship',
    });
    expect(await resumeStuckRefunds(ctx.db, null, 0)).toBe(0);
    expect(await shelf(line)).toEqual(sold);
    // The shop ships the goods the shelf kept for the order.
    const shipped = await ship(paid.orderNo);
    expect(shipped.body.code, shipped.body.message).toBe(200);
    expect(await shelf(line)).toEqual(sold);
  });

  it('money only after shipping: the shopper keeps the goods, so stock and the sale stand as they were', async () => {
    const line = lines[1]!;
    const paid = await stripePaid(line);
    expect((await ship(paid.orderNo)).body.code).toBe(200);
    const sold = await shelf(line);
    const refundNo = await ask(paid.token, paid.orderNo, paid.itemId, 'refund');
    await closedUnpaid(paid.intent, refundNo, 'accept');

    expect(await shelf(line)).toEqual(sold);
    expect(await whatTheySay(paid.token, paid.orderNo, refundNo, paid.itemId)).toEqual({
      shopper: { status: 'refused', closedUnpaid: true },
      shop: 'refused',
      shopOrder: 'to_receive',
      shownItem: 'none',
      item: 'none',
      order: 'to_receive',
    });
  });

  it('a return whose goods the shop received: the goods are back on the shelf and out of the sales count', async () => {
    const line = lines[2]!;
    const paid = await stripePaid(line);
    expect((await ship(paid.orderNo)).body.code).toBe(200);
    const sold = await shelf(line);
    const refundNo = await ask(paid.token, paid.orderNo, paid.itemId, 'return');
    const accepted = await post(ctx.app, `/api/merchant/refunds/${refundNo}/accept`, undefined, {
      headers: bearer(merchant.token),
    });
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const sent = await postAs(ctx, `/api/front/order/refund/return/${refundNo}`, paid.token, {
      courier: 'DHL',
      trackingNo: 'JD0001',
    });
    expect(sent.body.code, sent.body.message).toBe(200);
    expect(await shelf(line)).toEqual(sold);
    await closedUnpaid(paid.intent, refundNo, 'receive');

    const back = await shelf(line);
    expect(back).toMatchObject({
      skuStock: sold.skuStock + 1,
      productStock: sold.productStock + 1,
      sales: sold.sales - 1,
      shownStock: sold.skuStock + 1,
      shownSales: sold.sales - 1,
    });
    expect(await whatTheySay(paid.token, paid.orderNo, refundNo, paid.itemId)).toEqual({
      shopper: { status: 'refused', closedUnpaid: true },
      shop: 'refused',
      shopOrder: 'to_receive',
      shownItem: 'none',
      item: 'none',
      order: 'to_receive',
    });
    expect(await resumeStuckRefunds(ctx.db, null, 0)).toBe(0);
    expect(await shelf(line)).toEqual(back);

    // The item is free again: the shopper asks to return it a second time and the shop confirms a parcel, which cannot
    // hold these goods (they are back in the shop already): nothing goes back on the shelf twice.
    const again = await ask(paid.token, paid.orderNo, paid.itemId, 'return');
    expect((await post(ctx.app, `/api/merchant/refunds/${again}/accept`, undefined, bearerOf())).body.code).toBe(200);
    const resent = await postAs(ctx, `/api/front/order/refund/return/${again}`, paid.token, {
      courier: 'DHL',
      trackingNo: 'JD0002',
    });
    expect(resent.body.code, resent.body.message).toBe(200);
    fake.refuse.set('/v1/refunds', {
      status: 400,
      error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater.' },
    });
    const received = await post(ctx.app, `/api/merchant/refunds/${again}/receive`, undefined, bearerOf()).finally(() =>
      fake.refuse.delete('/v1/refunds'),
    );
    expect(received.status).toBe(409);
    expect(await shelf(line)).toEqual(back);
  });
});
