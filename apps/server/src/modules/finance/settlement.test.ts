import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantToken, newShopper, startTestApp, type TestContext } from '../../../test/harness';
import { type Line, type PaidOrder, placeOrder, postAs, skusOf } from '../../../test/refund-helpers';
import { ledgerDiscrepancies, shopBalances } from './ledger';
import { settleDue } from './settlement';

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let lines: Line[];

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
  lines = await skusOf(ctx, merchant.merchantId, 3);
});
afterAll(async () => ctx?.close());

/** The shop's lines of an order's entries, by entry key prefix: sum per account. */
async function booked(orderNo: string) {
  const { rows } = await ctx.db.execute<{ key: string; account: string; kind: string; amount: number }>(sql`
    SELECT e.key, l.account, l.kind, l.amount FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    JOIN shop_orders so ON so.id = e.shop_order_id WHERE so.order_no = ${orderNo} ORDER BY l.id`);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Goods and commission (the items' and the freight's, decision 0024) a shop order's sale booked. */
async function itemBooks(shopOrderId: number) {
  const { rows } = await ctx.db.execute<{ goods: number; commission: number }>(sql`
    SELECT sum(price * quantity - shop_discount)::int AS goods,
      (sum(commission) + (SELECT freight_commission FROM shop_orders WHERE id = ${shopOrderId}))::int AS commission
    FROM order_items WHERE shop_order_id = ${shopOrderId}`);
  return rows[0]!;
}

async function complete(order: PaidOrder, daysAgo: number) {
  await ctx.db.execute(sql`
    UPDATE shop_orders SET status = 'completed', completed_at = now() - make_interval(days => ${daysAgo})
    WHERE id = ${order.shopOrderId}`);
}

async function refund(token: string, order: PaidOrder, itemIds: number[]) {
  const applied = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', token, {
    type: 'refund',
    reason: 'Damaged or defective',
    explain: '',
    images: [],
    orderNo: order.orderNo,
    itemIds,
  });
  expect(applied.body.code, applied.body.message).toBe(200);
  const refundNo = applied.body.data.refundNo;
  const accepted = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, merchant.token);
  expect(accepted.body.code, accepted.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ amount: number }>(
    sql`SELECT amount FROM refunds WHERE refund_no = ${refundNo} AND status = 'refunded'`,
  );
  return { refundNo, amount: rows[0]!.amount };
}

describe('settlement lifecycle', () => {
  it("books a paid order to the shop's pending balance, less commission, and nothing for an unpaid one", async () => {
    const buyer = await newShopper(ctx.db);
    const before = await shopBalances(ctx.db, merchant.merchantId);
    const unpaid = await placeOrder(ctx, buyer.token, [lines[0]!], false);
    expect(await booked(unpaid.orderNo)).toEqual([]);
    const order = await placeOrder(ctx, buyer.token, [lines[0]!, lines[1]!]);
    const books = await itemBooks(order.shopOrderId);
    const after = await shopBalances(ctx.db, merchant.merchantId);
    expect(after.pending - before.pending).toBe(books.goods + order.freight - books.commission);
    const lines_ = await booked(order.orderNo);
    expect(lines_.find((l) => l.account === 'provider_cash')?.amount).toBe(order.payAmount);
    expect(lines_.find((l) => l.account === 'platform_commission')?.amount).toBe(-books.commission);
    expect(lines_.every((l) => l.key === `sale:${order.orderNo}`)).toBe(true);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('settles a completed order once its after-sales window has passed, once however often it runs', async () => {
    const buyer = await newShopper(ctx.db);
    const early = await placeOrder(ctx, buyer.token, [lines[0]!]);
    const due = await placeOrder(ctx, buyer.token, [lines[1]!]);
    const shipping = await placeOrder(ctx, buyer.token, [lines[2]!]);
    await complete(early, 3);
    await complete(due, 8);
    const net = (await itemBooks(due.shopOrderId)).goods + due.freight - (await itemBooks(due.shopOrderId)).commission;
    const before = await shopBalances(ctx.db, merchant.merchantId);
    const runs = await Promise.all([settleDue(ctx.db), settleDue(ctx.db), settleDue(ctx.db, { batch: 1 })]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await settleDue(ctx.db)).toBe(0);
    const after = await shopBalances(ctx.db, merchant.merchantId);
    expect(after.available - before.available).toBe(net);
    expect(after.pending - before.pending).toBe(-net);
    expect((await booked(due.orderNo)).filter((l) => l.key === `settle:${due.orderNo}`)).toEqual([
      expect.objectContaining({ account: 'merchant_pending', kind: 'settle', amount: net }),
      expect.objectContaining({ account: 'merchant_available', kind: 'settle', amount: -net }),
    ]);
    expect((await booked(early.orderNo)).some((l) => l.key.startsWith('settle:'))).toBe(false);
    expect((await booked(shipping.orderNo)).some((l) => l.key.startsWith('settle:'))).toBe(false);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('reverses a partial refund from pending; once settled no refund opens, so the shop is never in debt for it', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await placeOrder(ctx, buyer.token, [lines[0]!, lines[1]!]);
    const books = await itemBooks(order.shopOrderId);
    const start = await shopBalances(ctx.db, merchant.merchantId);

    const first = await refund(buyer.token, order, [order.items[0]!.id]);
    const mid = await shopBalances(ctx.db, merchant.merchantId);
    const back = (await booked(order.orderNo)).filter((l) => l.key === `refund:${first.refundNo}`);
    expect(back.find((l) => l.account === 'provider_cash')?.amount).toBe(-first.amount);
    expect(back.every((l) => l.account !== 'merchant_available')).toBe(true);
    const shopBack = back.filter((l) => l.account === 'merchant_pending').reduce((s, l) => s + l.amount, 0);
    expect(mid.pending - start.pending).toBe(-shopBack);
    expect(shopBack).toBeGreaterThan(0);

    // Settled early (the operator shortened the window): what is left moves to available.
    await complete(order, 0);
    await settleDue(ctx.db, { days: 0 });
    const remaining = books.goods + order.freight - books.commission - shopBack;
    const settle = (await booked(order.orderNo)).filter((l) => l.key === `settle:${order.orderNo}`);
    expect(settle.find((l) => l.account === 'merchant_available')?.amount).toBe(-remaining);
    // Settled money is the shop's (issue 21): no refund opens on it, so it never comes back out of available.
    const late = await postAs(ctx, '/api/front/order/refund', buyer.token, {
      type: 'refund',
      reason: 'Damaged or defective',
      orderNo: order.orderNo,
      itemIds: [order.items[1]!.id],
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('The after-sales period for this order has ended');
    const all = await booked(order.orderNo);
    expect(all.some((l) => l.key.startsWith('refund:') && l.account === 'merchant_available')).toBe(false);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
