import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, startTestApp, type TestContext } from '../../test/harness';
import { acceptRefund, askRefund, booksOf, delivered, flat, paidOrder, useTemplate } from '../../test/money-fixtures';
import { postAs } from '../../test/refund-helpers';
import { pickSku, type Sku } from '../modules/coupons/checkout-fixtures';
import { ledgerDiscrepancies } from '../modules/finance/ledger';

// Issue 21, item 5: two items of 60.00 ship free from 100.00 (else 10.00). Refunding one left 60.00 of goods that
// still shipped free. The preview and the refund now keep back the 10.00 the goods kept owe, and both the shopper
// and the shop see it before they decide.

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let sixty: Sku;
let other: Sku;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  sixty = await pickSku(ctx, shop.merchantId, 6000, 0);
  other = await pickSku(ctx, shop.merchantId, 6000, 1);
  await useTemplate(ctx, shop.merchantId, [sixty, other], [flat(1000)], [{ regions: [], minAmount: 10_000 }]);
  await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 500 WHERE id = ${shop.merchantId}`);
});
afterAll(() => ctx?.close());

type Amount = { amount: string; freight: string; freightDeducted: string; points: number };

async function freeOrder(token: string) {
  const order = await paidOrder(ctx, token, [
    { sku: sixty, quantity: 1 },
    { sku: other, quantity: 1 },
  ]);
  expect(order.freight).toBe(0);
  expect(order.payAmount).toBe(12_000);
  return order;
}

describe('a threshold not checked again', () => {
  it('the preview and the refund keep back the freight the goods kept now owe; the shop sees it', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await freeOrder(buyer.token);
    await delivered(ctx, order.shopOrderId);
    const itemIds = [order.items[0]!.id];
    const preview = await postAs<Amount>(ctx, '/api/front/order/refund/compute', buyer.token, {
      orderNo: order.shopOrderNo,
      itemIds,
      reason: 'No longer needed',
    });
    expect(preview.body.data).toEqual({ amount: '50.00', freight: '0.00', freightDeducted: '10.00', points: 0 });

    const refundNo = await askRefund(ctx, buyer.token, order.shopOrderNo, itemIds, 'No longer needed');
    const seen = await get<{ amount: string; freightDeducted: string }>(
      ctx.app,
      `/api/merchant/refunds/${refundNo}`,
      bearer(shop.token),
    );
    expect(seen.body.data).toMatchObject({ amount: '50.00', freightDeducted: '10.00' });
    const mine = await get<{ amount: string; freightDeducted: string }>(
      ctx.app,
      `/api/front/order/refund/detail/${refundNo}`,
      bearer(buyer.token),
    );
    expect(mine.body.data).toMatchObject({ amount: '50.00', freightDeducted: '10.00' });

    await acceptRefund(ctx, shop.token, refundNo);
    const books = await booksOf(ctx, order.shopOrderId);
    expect(books.cash).toBe(12_000 - 5000);
    // The shop keeps the other item (60.00) and the 10.00 of freight it now ships for, less 5 % on both.
    expect(books.commission).toBe(300 + 50);
    expect(books.shop).toBe(7000 - 350);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a refund for the seller’s fault keeps nothing back', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await freeOrder(buyer.token);
    await delivered(ctx, order.shopOrderId);
    const preview = await postAs<Amount>(ctx, '/api/front/order/refund/compute', buyer.token, {
      orderNo: order.shopOrderNo,
      itemIds: [order.items[0]!.id],
      reason: 'Damaged or defective',
    });
    expect(preview.body.data).toMatchObject({ amount: '60.00', freightDeducted: '0.00' });
  });

  it('goods kept that still reach the amount ship free: nothing kept back', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [
      { sku: sixty, quantity: 2 },
      { sku: other, quantity: 1 },
    ]);
    expect(order.freight).toBe(0);
    const preview = await postAs<Amount>(ctx, '/api/front/order/refund/compute', buyer.token, {
      orderNo: order.shopOrderNo,
      itemIds: [order.items.find((i) => i.quantity === 1)!.id],
      reason: 'No longer needed',
    });
    expect(preview.body.data).toMatchObject({ amount: '60.00', freightDeducted: '0.00' });
  });

  it('before shipping, refunding the rest later gives the freight kept back again: all paid comes back', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await freeOrder(buyer.token);
    const first = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.items[0]!.id], 'Ordered by mistake');
    await acceptRefund(ctx, shop.token, first);
    const second = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.items[1]!.id], 'Ordered by mistake');
    await acceptRefund(ctx, shop.token, second);
    const { rows } = await ctx.db.execute<{ amount: number; freight_deducted: number }>(sql`
      SELECT amount, freight_deducted FROM refunds WHERE refund_no IN (${first}, ${second}) ORDER BY id`);
    expect(rows).toEqual([
      { amount: 5000, freight_deducted: 1000 },
      { amount: 7000, freight_deducted: 0 },
    ]);
    expect(await booksOf(ctx, order.shopOrderId)).toEqual({
      cash: 0,
      shop: 0,
      pending: 0,
      available: 0,
      commission: 0,
      discounts: 0,
    });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a request revoked or refused meanwhile does not spare another the freight its kept goods owe', async () => {
    for (const close of ['revoke', 'refuse'] as const) {
      const buyer = await newShopper(ctx.db);
      const order = await freeOrder(buyer.token);
      await delivered(ctx, order.shopOrderId);
      const [a, b] = [order.items[0]!.id, order.items[1]!.id];
      const first = await askRefund(ctx, buyer.token, order.shopOrderNo, [a], 'No longer needed');
      // Asked while A's request is open: B looks like the last item, with nothing kept back.
      const second = await askRefund(ctx, buyer.token, order.shopOrderNo, [b], 'No longer needed');
      const closed =
        close === 'revoke'
          ? await postAs(ctx, `/api/front/order/refund/revoke/${first}`, buyer.token)
          : await postAs(ctx, `/api/merchant/refunds/${first}/refuse`, shop.token, { reason: 'Keep it' });
      expect(closed.body.code, closed.body.message).toBe(200);
      await acceptRefund(ctx, shop.token, second);
      const { rows } = await ctx.db.execute<{ amount: number; freight_deducted: number }>(
        sql`SELECT amount, freight_deducted FROM refunds WHERE refund_no = ${second}`,
      );
      // A (60.00) stays with the shopper and no longer ships free: B gives back 60.00 less its 10.00 of freight.
      expect(rows[0], close).toEqual({ amount: 5000, freight_deducted: 1000 });
      const books = await booksOf(ctx, order.shopOrderId);
      expect(books.cash, close).toBe(12_000 - 5000);
      expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
    }
  });

  it('a template changed after the order changes nothing: the rules are those the order was priced with', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await freeOrder(buyer.token);
    await ctx.db.execute(sql`
      UPDATE shipping_templates SET rules = ${JSON.stringify([flat(90_000)])}::jsonb
      WHERE id = (SELECT shipping_template_id FROM products WHERE id = ${sixty.productId})`);
    const preview = await postAs<Amount>(ctx, '/api/front/order/refund/compute', buyer.token, {
      orderNo: order.shopOrderNo,
      itemIds: [order.items[0]!.id],
      reason: 'No longer needed',
    });
    await ctx.db.execute(sql`
      UPDATE shipping_templates SET rules = ${JSON.stringify([flat(1000)])}::jsonb
      WHERE id = (SELECT shipping_template_id FROM products WHERE id = ${sixty.productId})`);
    expect(preview.body.data).toMatchObject({ amount: '50.00', freightDeducted: '10.00' });
  });
});
