import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, startTestApp, type TestContext } from '../../test/harness';
import { askRefund, booksOf, delivered, flat, paidOrder, useTemplate } from '../../test/money-fixtures';
import { postAs } from '../../test/refund-helpers';
import { pickSku, type Sku } from '../modules/coupons/checkout-fixtures';
import { ledgerDiscrepancies, shopBalances } from '../modules/finance/ledger';
import { settleDue } from '../modules/finance/settlement';
import { completeOverdueOrders } from '../modules/reviews/order-completion';

// Issue 21, item 2: a return asked for on day 6 of a 7-day after-sales window was still open on day 8; settlement
// moved the order's money to available, the shop was paid out, and the refund left the shop in debt. Now an order
// with a refund open is never settled nor completed, and its window counts from when its last refund closes.

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let a: Sku;
let b: Sku;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  a = await pickSku(ctx, shop.merchantId, 4000, 0);
  b = await pickSku(ctx, shop.merchantId, 2500, 1);
  await useTemplate(ctx, shop.merchantId, [a, b], [flat(800)]);
});
afterAll(() => ctx?.close());

async function completedDaysAgo(shopOrderId: number, days: number) {
  await ctx.db.execute(sql`
    UPDATE shop_orders SET status = 'completed', completed_at = now() - make_interval(days => ${days})
    WHERE id = ${shopOrderId}`);
}

const settled = async (shopOrderNo: string) =>
  (await ctx.db.execute(sql`SELECT 1 FROM ledger_entries WHERE key = ${`settle:${shopOrderNo}`}`)).rows.length > 0;

const review = (token: string, orderNo: string, itemId: number) =>
  postAs(ctx, '/api/front/order/comment', token, {
    orderNo,
    itemId,
    productScore: 5,
    serviceScore: 5,
    comment: 'Fine',
  });

describe('money still in dispute is settled and paid out', () => {
  it('a return asked for on day 6 and still open on day 8 is not settled, and its money is not payable', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [{ sku: a, quantity: 1 }]);
    await delivered(ctx, order.shopOrderId);
    await completedDaysAgo(order.shopOrderId, 6);
    const refundNo = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.items[0]!.id], 'No longer needed');
    const before = await shopBalances(ctx.db, shop.merchantId);
    // Two days later the refund is still in review.
    await completedDaysAgo(order.shopOrderId, 8);
    await settleDue(ctx.db, { days: 7 });
    expect(await settled(order.shopOrderNo)).toBe(false);
    const after = await shopBalances(ctx.db, shop.merchantId);
    expect(after.available).toBe(before.available);
    const held = await booksOf(ctx, order.shopOrderId);
    expect(held.available).toBe(0);
    expect(held.pending).toBe(held.shop);
    expect(held.pending).toBeGreaterThan(0);

    // The shop accepts the return; the goods come back; the shop is never in debt for it.
    const accepted = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, shop.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    await postAs(ctx, `/api/merchant/refunds/${refundNo}/receive`, shop.token);
    const books = await booksOf(ctx, order.shopOrderId);
    expect(books.available).toBe(0);
    expect(books.pending).toBeGreaterThanOrEqual(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('the window counts from when the last refund closes', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [
      { sku: a, quantity: 1 },
      { sku: b, quantity: 1 },
    ]);
    await delivered(ctx, order.shopOrderId);
    await completedDaysAgo(order.shopOrderId, 6);
    const refundNo = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.items[0]!.id], 'No longer needed');
    await completedDaysAgo(order.shopOrderId, 10);
    const refused = await postAs(ctx, `/api/merchant/refunds/${refundNo}/refuse`, shop.token, { reason: 'Used' });
    expect(refused.body.code, refused.body.message).toBe(200);
    // Closed today: still inside the window, so not settled, and the shopper may still ask.
    await settleDue(ctx.db, { days: 7 });
    expect(await settled(order.shopOrderNo)).toBe(false);
    // The order page tells the same end: seven days after the refusal.
    const { rows: closed } = await ctx.db.execute<{ closed_at: string }>(
      sql`SELECT closed_at FROM refunds WHERE refund_no = ${refundNo}`,
    );
    const page = await get<{ afterSalesEnd: string | null }>(
      ctx.app,
      `/api/front/order/detail/${order.shopOrderNo}`,
      bearer(buyer.token),
    );
    expect(page.body.data.afterSalesEnd).toBe(
      new Date(new Date(closed[0]!.closed_at).getTime() + 7 * 86_400_000).toISOString(),
    );
    // Eight days after the refusal the window has passed: settled once, and no refund opens any more.
    await ctx.db.execute(sql`UPDATE refunds SET closed_at = now() - interval '8 days' WHERE refund_no = ${refundNo}`);
    await Promise.all([settleDue(ctx.db, { days: 7 }), settleDue(ctx.db, { days: 7 })]);
    expect(await settled(order.shopOrderNo)).toBe(true);
    const late = await postAs(ctx, '/api/front/order/refund', buyer.token, {
      orderNo: order.shopOrderNo,
      itemIds: [order.items[1]!.id],
      type: 'refund',
      reason: 'No longer needed',
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('The after-sales period for this order has ended');
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a settled order takes no refund, even inside a window a later setting reopens', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [{ sku: a, quantity: 1 }]);
    await delivered(ctx, order.shopOrderId);
    await completedDaysAgo(order.shopOrderId, 8);
    await settleDue(ctx.db, { days: 7 });
    expect(await settled(order.shopOrderNo)).toBe(true);
    // The operator lengthens the window to 30 days: the money is already the shop's, so no refund opens.
    await ctx.db.execute(sql`
      INSERT INTO settings (key, value) VALUES ('afterSales', '{"afterSalesDays": 30}'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    const late = await postAs(ctx, '/api/front/order/refund', buyer.token, {
      orderNo: order.shopOrderNo,
      itemIds: [order.items[0]!.id],
      type: 'refund',
      reason: 'No longer needed',
    });
    await ctx.db.execute(sql`DELETE FROM settings WHERE key = 'afterSales'`);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('The after-sales period for this order has ended');
  });

  it('reviewing the last item does not complete an order with a refund open; closing the refund does', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [
      { sku: a, quantity: 1 },
      { sku: b, quantity: 1 },
    ]);
    await delivered(ctx, order.shopOrderId);
    const first = order.items[0]!;
    const second = order.items[1]!;
    expect((await review(buyer.token, order.shopOrderNo, first.id)).body.code).toBe(200);
    // The reviewed item goes into a refund, then the other item is reviewed.
    const refundNo = await askRefund(ctx, buyer.token, order.shopOrderNo, [first.id], 'No longer needed');
    expect((await review(buyer.token, order.shopOrderNo, second.id)).body.code).toBe(200);
    const status = async () =>
      (await ctx.db.execute<{ status: string }>(sql`SELECT status FROM shop_orders WHERE id = ${order.shopOrderId}`))
        .rows[0]!.status;
    expect(await status()).toBe('to_review');
    // Nor does the time job while the refund is open.
    await ctx.db.execute(
      sql`UPDATE shop_orders SET received_at = now() - interval '30 days' WHERE id = ${order.shopOrderId}`,
    );
    await completeOverdueOrders(ctx.db, 7);
    expect(await status()).toBe('to_review');
    const revoked = await postAs(ctx, `/api/front/order/refund/revoke/${refundNo}`, buyer.token);
    expect(revoked.body.code, revoked.body.message).toBe(200);
    expect(await status()).toBe('completed');
  });

  it('an order keeps the period that applied when it completed; a later setting moves only later orders (audit N9)', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [{ sku: a, quantity: 1 }]);
    await delivered(ctx, order.shopOrderId);
    expect((await review(buyer.token, order.shopOrderNo, order.items[0]!.id)).body.code).toBe(200);
    const detail = async () =>
      (
        await get<{ status: string; completeTime: string; afterSalesEnd: string }>(
          ctx.app,
          `/api/front/order/detail/${order.shopOrderNo}`,
          bearer(buyer.token),
        )
      ).body.data;
    const before = await detail();
    expect(before.status).toBe('completed');
    expect(before.afterSalesEnd).toBe(new Date(new Date(before.completeTime).getTime() + 7 * 86_400_000).toISOString());
    // The operator shortens the period to none: the order keeps its seven days, is not settled, takes a refund.
    await ctx.db.execute(sql`
      INSERT INTO settings (key, value) VALUES ('afterSales', '{"afterSalesDays": 0}'::jsonb)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
    try {
      expect((await detail()).afterSalesEnd).toBe(before.afterSalesEnd);
      await settleDue(ctx.db);
      expect(await settled(order.shopOrderNo)).toBe(false);
      await askRefund(ctx, buyer.token, order.shopOrderNo, [order.items[0]!.id], 'No longer needed');
    } finally {
      await ctx.db.execute(sql`DELETE FROM settings WHERE key = 'afterSales'`);
    }
  });

  it('the accepted notice names the amount paid when freight moved to another open refund (audit O4)', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [
      { sku: a, quantity: 1 },
      { sku: b, quantity: 1 },
    ]);
    const first = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.items[0]!.id], 'No longer needed');
    const last = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.items[1]!.id], 'No longer needed');
    // The last request took the freight when it was made; accepted first, it is paid without it.
    const accepted = await postAs(ctx, `/api/merchant/refunds/${last}/accept`, shop.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ told: string; paid: string }>(sql`
      SELECT n.vars->>'amount' AS told, to_char(r.amount::numeric / 100, 'FM999999990.00') AS paid
      FROM notices n JOIN refunds r ON r.refund_no = n.vars->>'refundNo'
      WHERE n.kind = 'refund_accepted' AND r.refund_no = ${last}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.told).toBe(rows[0]!.paid);
    await postAs(ctx, `/api/merchant/refunds/${first}/accept`, shop.token);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
