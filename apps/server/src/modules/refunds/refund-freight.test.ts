import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, startTestApp, type TestContext } from '../../../test/harness';
import {
  acceptRefund,
  askRefund,
  booksOf,
  delivered,
  flat,
  paidOrder,
  useTemplate,
} from '../../../test/money-fixtures';
import { postAs } from '../../../test/refund-helpers';
import type { ShippingRule } from '../../db/schema';
import { pickSku, type Sku } from '../coupons/checkout-fixtures';
import { ledgerDiscrepancies } from '../finance/ledger';

// Audit CS2: lines refunded before anything shipped re-price the shop order's freight for the goods kept, under the
// rules frozen at order time, and give back what the kept goods no longer cost, as losing free shipping is already
// charged the other way (decision 0024). After shipping nothing changes.

let ctx: TestContext;
let shop: { token: string; merchantId: number };
/** 80.99, 2.496 kg, on a weight template: 5.00 the first kilogram, 2.00 each further half kilogram (11.00). */
let watch: Sku;
let weightTemplate: number;
/** 32.99 and 44.99 on a template of 5.00 a parcel, free from 49.00. */
let small: Sku;
let large: Sku;
/** 14.99, 14.99 and 19.99 on a template of 3.00 the first piece and 1.00 each further piece. */
let pieces: Sku[];
let pieceTemplate: number;
/** 3.99, 249.99 and 5.99 on a template of 8.00 the first piece and 2.00 each further piece (audit DA1). */
let trio: Sku[];
/** Four at 16.99 and one at 3.99 on a template of 8.00 + 2.00 a further piece, free from 5 pieces (audit DA2). */
let five: Sku[];

const perPiece = (first: number, further: number): ShippingRule => ({
  regions: [],
  first: 1,
  firstFee: first,
  additional: 1,
  additionalFee: further,
});

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  await ctx.db.execute(sql`UPDATE merchants SET commission_bp = 500 WHERE id = ${shop.merchantId}`);
  watch = await pickSku(ctx, shop.merchantId, 8099, 0);
  small = await pickSku(ctx, shop.merchantId, 3299, 1);
  large = await pickSku(ctx, shop.merchantId, 4499, 2);
  pieces = [
    await pickSku(ctx, shop.merchantId, 1499, 3),
    await pickSku(ctx, shop.merchantId, 1499, 4),
    await pickSku(ctx, shop.merchantId, 1999, 5),
  ];
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO shipping_templates (merchant_id, name, charge_by, rules, free, undeliverable, is_default)
    VALUES (${shop.merchantId}, 'By weight', 'weight',
      ${JSON.stringify([{ regions: [], first: 1000, firstFee: 500, additional: 500, additionalFee: 200 }])}::jsonb,
      '[]'::jsonb, '[]'::jsonb, false) RETURNING id`);
  weightTemplate = rows[0]!.id;
  await ctx.db.execute(sql`
    UPDATE products SET shipping_template_id = ${weightTemplate}, weight_grams = 2496, is_virtual = false
    WHERE id = ${watch.productId}`);
  await useTemplate(ctx, shop.merchantId, [small, large], [flat(500)], [{ regions: [], minAmount: 4900 }]);
  pieceTemplate = await useTemplate(ctx, shop.merchantId, pieces, [perPiece(300, 100)]);
  trio = [
    await pickSku(ctx, shop.merchantId, 399, 6),
    await pickSku(ctx, shop.merchantId, 24999, 7),
    await pickSku(ctx, shop.merchantId, 599, 8),
  ];
  await useTemplate(ctx, shop.merchantId, trio, [perPiece(800, 200)]);
  five = [];
  for (const offset of [9, 10, 11, 12]) five.push(await pickSku(ctx, shop.merchantId, 1699, offset));
  five.push(await pickSku(ctx, shop.merchantId, 399, 13));
  await useTemplate(ctx, shop.merchantId, five, [perPiece(800, 200)], [{ regions: [], minCount: 5 }]);
});
afterAll(() => ctx?.close());

type Amount = { amount: string; freight: string; freightDeducted: string; points: number };

async function compute(token: string, orderNo: string, itemIds: number[]) {
  const res = await postAs<Amount>(ctx, '/api/front/order/refund/compute', token, {
    orderNo,
    itemIds,
    reason: 'No longer needed',
  });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data;
}

async function weightOrder(token: string) {
  const order = await paidOrder(ctx, token, [
    { sku: watch, quantity: 1 },
    { sku: small, quantity: 1 },
    { sku: large, quantity: 1 },
  ]);
  expect(order.freight).toBe(1100);
  expect(order.payAmount).toBe(8099 + 3299 + 4499 + 1100);
  const item = (sku: Sku) => order.items.find((i) => i.skuId === sku.skuId)!.id;
  return { ...order, watch: item(watch), small: item(small), large: item(large) };
}

describe('lines refunded before shipping give back the freight the goods kept no longer cost (audit CS2)', () => {
  it('a weight template: the heavy line refunded gives back its 11.00; the shop keeps no freight for goods it never sends', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await weightOrder(buyer.token);
    expect(await compute(buyer.token, order.shopOrderNo, [order.watch])).toEqual({
      amount: '91.99',
      freight: '11.00',
      freightDeducted: '0.00',
      points: 0,
    });
    // The other way on the same order is as before: the goods kept no longer ship free and owe 5.00.
    expect(await compute(buyer.token, order.shopOrderNo, [order.large])).toEqual({
      amount: '39.99',
      freight: '0.00',
      freightDeducted: '5.00',
      points: 0,
    });
    // Both at once: 11.00 back, 5.00 of it owed by the 32.99 kept.
    expect(await compute(buyer.token, order.shopOrderNo, [order.watch, order.large])).toEqual({
      amount: '131.98',
      freight: '11.00',
      freightDeducted: '5.00',
      points: 0,
    });

    // A fee raised after the sale changes nothing: the order's freight is priced with the rules it was sold under.
    await ctx.db.execute(sql`
      UPDATE shipping_templates SET rules = ${JSON.stringify([{ regions: [], first: 1000, firstFee: 90_000, additional: 500, additionalFee: 200 }])}::jsonb
      WHERE id = ${weightTemplate}`);
    const refundNo = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.watch], 'No longer needed');
    await ctx.db.execute(sql`
      UPDATE shipping_templates SET rules = ${JSON.stringify([{ regions: [], first: 1000, firstFee: 500, additional: 500, additionalFee: 200 }])}::jsonb
      WHERE id = ${weightTemplate}`);
    const seen = await get<{ amount: string; freight: string }>(
      ctx.app,
      `/api/merchant/refunds/${refundNo}`,
      bearer(shop.token),
    );
    expect(seen.body.data).toMatchObject({ amount: '91.99', freight: '11.00' });
    await acceptRefund(ctx, shop.token, refundNo);
    const mine = await get<{ amount: string; freight: string; status: string }>(
      ctx.app,
      `/api/front/order/refund/detail/${refundNo}`,
      bearer(buyer.token),
    );
    expect(mine.body.data).toMatchObject({ amount: '91.99', freight: '11.00', status: 'refunded' });
    const books = await booksOf(ctx, order.shopOrderId);
    expect(books.cash).toBe(3299 + 4499);
    // The shop keeps the goods it still sends, less 5 % on each (165 + 225), and no freight nor its commission.
    expect(books.commission).toBe(165 + 225);
    expect(books.shop).toBe(3299 + 4499 - 390);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);

    // The rest refunded later gives back what is left: all that was paid, the books at zero.
    const rest = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.small, order.large], 'No longer needed');
    await acceptRefund(ctx, shop.token, rest);
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

  it('losing free shipping first, then the heavy line: the freight kept back comes back with it', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await weightOrder(buyer.token);
    const first = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.large], 'No longer needed');
    await acceptRefund(ctx, shop.token, first);
    const second = await askRefund(ctx, buyer.token, order.shopOrderNo, [order.watch], 'No longer needed');
    await acceptRefund(ctx, shop.token, second);
    const { rows } = await ctx.db.execute<{ amount: number; freight_deducted: number }>(sql`
      SELECT amount, freight_deducted FROM refunds WHERE refund_no IN (${first}, ${second}) ORDER BY id`);
    expect(rows).toEqual([
      { amount: 4499 - 500, freight_deducted: 500 },
      { amount: 8099 + 1100, freight_deducted: 0 },
    ]);
    // The shopper keeps 32.99 and pays the 5.00 it costs alone; the shop keeps that with 5 % on both.
    const books = await booksOf(ctx, order.shopOrderId);
    expect(books.cash).toBe(3299 + 500);
    expect(books.commission).toBe(165 + 25);
    expect(books.shop).toBe(3299 + 500 - 190);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('once the order shipped, nothing changes: the freight stays with the shop', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await weightOrder(buyer.token);
    await delivered(ctx, order.shopOrderId);
    expect(await compute(buyer.token, order.shopOrderNo, [order.watch])).toEqual({
      amount: '80.99',
      freight: '0.00',
      freightDeducted: '0.00',
      points: 0,
    });
  });

  it('a per-piece template: two of three lines refunded give back 2.00, the last line the 3.00 it cost', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(
      ctx,
      buyer.token,
      pieces.map((sku) => ({ sku, quantity: 1 })),
    );
    expect(order.freight).toBe(500);
    expect(order.payAmount).toBe(1499 + 1499 + 1999 + 500);
    const [a, b, c] = order.items.map((i) => i.id) as [number, number, number];
    // Today's template costs 9.00 a piece: the order's own rules still price what is kept at 3.00.
    await ctx.db.execute(
      sql`UPDATE shipping_templates SET rules = ${JSON.stringify([perPiece(900, 900)])}::jsonb WHERE id = ${pieceTemplate}`,
    );
    expect(await compute(buyer.token, order.shopOrderNo, [a, b])).toEqual({
      amount: '31.98',
      freight: '2.00',
      freightDeducted: '0.00',
      points: 0,
    });
    const first = await askRefund(ctx, buyer.token, order.shopOrderNo, [a, b], 'Ordered by mistake');
    await acceptRefund(ctx, shop.token, first);
    await ctx.db.execute(
      sql`UPDATE shipping_templates SET rules = ${JSON.stringify([perPiece(300, 100)])}::jsonb WHERE id = ${pieceTemplate}`,
    );
    const afterFirst = await booksOf(ctx, order.shopOrderId);
    expect(afterFirst.cash).toBe(1999 + 300);
    // 5 % of the 19.99 kept (99.95 -> 100) and of the 3.00 of freight kept (15).
    expect(afterFirst.commission).toBe(100 + 15);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);

    expect(await compute(buyer.token, order.shopOrderNo, [c])).toEqual({
      amount: '22.99',
      freight: '3.00',
      freightDeducted: '0.00',
      points: 0,
    });
    const second = await askRefund(ctx, buyer.token, order.shopOrderNo, [c], 'Ordered by mistake');
    await acceptRefund(ctx, shop.token, second);
    const { rows } = await ctx.db.execute<{ total: number }>(
      sql`SELECT sum(amount)::int AS total FROM refunds WHERE shop_order_id = ${order.shopOrderId}`,
    );
    expect(rows[0]!.total).toBe(order.payAmount);
    expect((await booksOf(ctx, order.shopOrderId)).shop).toBe(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('two lines refunded at once by two requests: the freight comes back once, never more than was paid', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(
      ctx,
      buyer.token,
      pieces.map((sku) => ({ sku, quantity: 1 })),
    );
    const [a, b] = order.items.map((i) => i.id) as [number, number, number];
    const first = await askRefund(ctx, buyer.token, order.shopOrderNo, [a], 'Ordered by mistake');
    const second = await askRefund(ctx, buyer.token, order.shopOrderNo, [b], 'Ordered by mistake');
    const accepted = await Promise.all([
      postAs(ctx, `/api/merchant/refunds/${first}/accept`, shop.token),
      postAs(ctx, `/api/merchant/refunds/${second}/accept`, shop.token),
    ]);
    expect(accepted.map((r) => r.body.code)).toEqual([200, 200]);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount FROM refunds WHERE refund_no IN (${first}, ${second}) ORDER BY id`,
    );
    // One piece less each: 1.00 of freight each, 2.00 in all; the 19.99 kept still costs its 3.00.
    expect(rows.map((r) => r.amount)).toEqual([1499 + 100, 1499 + 100]);
    expect((await booksOf(ctx, order.shopOrderId)).cash).toBe(1999 + 300);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

/** The refunds of a shop order as the database holds them: money back, goods of it, and freight kept back. */
async function refundsOf(shopOrderId: number) {
  const { rows } = await ctx.db.execute<{ amount: number; goods: number; deducted: number }>(sql`
    SELECT r.amount, (SELECT sum(ri.amount) FROM refund_items ri WHERE ri.refund_id = r.id)::int AS goods,
      r.freight_deducted AS deducted
    FROM refunds r WHERE r.shop_order_id = ${shopOrderId} AND r.status = 'refunded' ORDER BY r.id`);
  return rows;
}

describe('partial refunds before shipping, one after another (audits DA1, DA2)', () => {
  async function trioOrder(token: string) {
    const order = await paidOrder(
      ctx,
      token,
      trio.map((sku) => ({ sku, quantity: 1 })),
    );
    expect(order.freight).toBe(1200);
    expect(order.payAmount).toBe(399 + 24999 + 599 + 1200);
    return { ...order, ids: order.items.map((i) => i.id) as [number, number, number] };
  }

  it('a seller-fault refund after another never gives back more freight than was paid; the last item stays refundable (DA1)', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await trioOrder(buyer.token);
    const [a, b, c] = order.ids;
    const first = await askRefund(ctx, buyer.token, order.shopOrderNo, [a], 'No longer needed');
    const second = await askRefund(ctx, buyer.token, order.shopOrderNo, [b], 'Shipped too late');
    await acceptRefund(ctx, shop.token, first);
    // The last item asked while the seller-fault request is still open.
    const third = await askRefund(ctx, buyer.token, order.shopOrderNo, [c], 'No longer needed');
    await acceptRefund(ctx, shop.token, second);
    const detail = await get<{ amount: string; freight: string }>(
      ctx.app,
      `/api/front/order/refund/detail/${second}`,
      bearer(buyer.token),
    );
    // B's share of the freight (249.99 of 259.97: 11.53) in all: A already gave back the 2.00 it no longer cost.
    expect(detail.body.data).toMatchObject({ amount: '259.52', freight: '9.53' });
    await acceptRefund(ctx, shop.token, third);
    const rows = await refundsOf(order.shopOrderId);
    expect(rows.map((r) => r.amount)).toEqual([399 + 200, 24999 + 953, 599 + 47]);
    expect(rows.reduce((n, r) => n + r.amount - r.goods, 0)).toBe(1200);
    expect(rows.reduce((n, r) => n + r.amount, 0)).toBe(order.payAmount);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('whichever request the shop accepts first, the freight given back for the same goods is the same (DA1)', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await trioOrder(buyer.token);
    const [a, b, c] = order.ids;
    const first = await askRefund(ctx, buyer.token, order.shopOrderNo, [a], 'No longer needed');
    const second = await askRefund(ctx, buyer.token, order.shopOrderNo, [b], 'Shipped too late');
    await acceptRefund(ctx, shop.token, second);
    await acceptRefund(ctx, shop.token, first);
    // 11.53 of freight back for A and B either way; the 0.47 left comes back with C.
    expect(await compute(buyer.token, order.shopOrderNo, [c])).toEqual({
      amount: '6.46',
      freight: '0.47',
      freightDeducted: '0.00',
      points: 0,
    });
    const rows = await refundsOf(order.shopOrderId);
    expect(rows.map((r) => r.amount)).toEqual([399, 24999 + 1153]);
  });

  it('items of a free-shipping order refunded one at a time keep back what the goods kept cost, as all at once (DA2)', async () => {
    const place = async (token: string) => {
      const order = await paidOrder(
        ctx,
        token,
        five.map((sku) => ({ sku, quantity: 1 })),
      );
      expect(order.freight).toBe(0);
      expect(order.payAmount).toBe(4 * 1699 + 399);
      return order;
    };
    const one = await newShopper(ctx.db);
    const apart = await place(one.token);
    const [x, y, z] = apart.items.map((i) => i.id);
    for (const id of [x!, y!, z!]) {
      await acceptRefund(ctx, shop.token, await askRefund(ctx, one.token, apart.shopOrderNo, [id], 'No longer needed'));
    }
    // 14.00 kept back for the four pieces kept, then 2.00 given back with each piece less: 10.00 for the two kept.
    expect(await refundsOf(apart.shopOrderId)).toEqual([
      { amount: 1699 - 1400, goods: 1699, deducted: 1400 },
      { amount: 1699 + 200, goods: 1699, deducted: 0 },
      { amount: 1699 + 200, goods: 1699, deducted: 0 },
    ]);
    const another = await newShopper(ctx.db);
    const together = await place(another.token);
    const ids = together.items.slice(0, 3).map((i) => i.id);
    await acceptRefund(
      ctx,
      shop.token,
      await askRefund(ctx, another.token, together.shopOrderNo, ids, 'No longer needed'),
    );
    expect(await refundsOf(together.shopOrderId)).toEqual([
      { amount: 3 * 1699 - 1000, goods: 3 * 1699, deducted: 1000 },
    ]);
    expect((await booksOf(ctx, apart.shopOrderId)).cash).toBe((await booksOf(ctx, together.shopOrderId)).cash);
    expect((await booksOf(ctx, apart.shopOrderId)).cash).toBe(1699 + 399 + 1000);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('an open request shows what accepting it pays, whichever refund was paid first (audit DJ1)', () => {
  type Shown = { amount: string; freight: string; freightDeducted: string };
  /** The request as the shopper reads it and as the shop reads it on its decision page: the same amounts. */
  async function shown(buyerToken: string, refundNo: string): Promise<Shown> {
    const mine = await get<Shown>(ctx.app, `/api/front/order/refund/detail/${refundNo}`, bearer(buyerToken));
    const theirs = await get<Shown>(ctx.app, `/api/merchant/refunds/${refundNo}`, bearer(shop.token));
    const pick = ({ amount, freight, freightDeducted }: Shown) => ({ amount, freight, freightDeducted });
    expect(pick(theirs.body.data)).toEqual(pick(mine.body.data));
    return pick(mine.body.data);
  }
  const paidAs = async (refundNo: string) => {
    const { rows } = await ctx.db.execute<{ amount: number; deducted: number; status: string }>(sql`
      SELECT amount, freight_deducted AS deducted, status FROM refunds WHERE refund_no = ${refundNo}`);
    return rows[0];
  };

  it('a free-shipping order: no freight shown back beyond what was kept back, each request paid as it was shown', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(
      ctx,
      buyer.token,
      five.map((sku) => ({ sku, quantity: 1 })),
    );
    expect(order.freight).toBe(0);
    const [i0, i1, i2, i3] = order.items.map((i) => i.id) as [number, number, number, number];
    // Item 2, then item 1, each for the shopper's own reason: accepted first, either keeps back the 14.00 the four
    // pieces then kept cost.
    const second = await askRefund(ctx, buyer.token, order.shopOrderNo, [i2], 'No longer needed');
    const first = await askRefund(ctx, buyer.token, order.shopOrderNo, [i1], 'No longer needed');
    const keeps = { amount: '2.99', freight: '0.00', freightDeducted: '14.00' };
    expect(await shown(buyer.token, second)).toEqual(keeps);
    expect(await shown(buyer.token, first)).toEqual(keeps);
    await acceptRefund(ctx, shop.token, first);
    expect(await paidAs(first)).toEqual({ amount: 299, deducted: 1400, status: 'refunded' });
    // Item 2's request now pays 2.00 of that back (three pieces kept cost 12.00), and shows it.
    const twoBack = { amount: '18.99', freight: '2.00', freightDeducted: '0.00' };
    expect(await shown(buyer.token, second)).toEqual(twoBack);
    // Item 0 while item 2's request is open: 2.00 back, not 18.00 on an order that paid no freight, for either reason.
    for (const reason of ['Damaged or defective', 'No longer needed']) {
      const res = await postAs<Shown>(ctx, '/api/front/order/refund/compute', buyer.token, {
        orderNo: order.shopOrderNo,
        itemIds: [i0],
        reason,
      });
      expect(res.body.data).toMatchObject(twoBack);
    }
    expect(await compute(buyer.token, order.shopOrderNo, [i0, i3])).toEqual({
      amount: '37.98',
      freight: '4.00',
      freightDeducted: '0.00',
      points: 0,
    });
    const third = await askRefund(ctx, buyer.token, order.shopOrderNo, [i0], 'Damaged or defective');
    expect(await paidAs(third)).toMatchObject({ amount: 1899, deducted: 0 });
    expect(await shown(buyer.token, third)).toEqual(twoBack);
    // Accepted, it pays what it showed; the request still open then shows what it pays in turn, and pays it.
    await acceptRefund(ctx, shop.token, third);
    expect(await paidAs(third)).toEqual({ amount: 1899, deducted: 0, status: 'refunded' });
    expect(await shown(buyer.token, second)).toEqual(twoBack);
    await acceptRefund(ctx, shop.token, second);
    expect(await paidAs(second)).toEqual({ amount: 1899, deducted: 0, status: 'refunded' });
    // 10.00 kept back in all: what the two pieces kept cost.
    expect((await booksOf(ctx, order.shopOrderId)).cash).toBe(1699 + 399 + 1000);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a request asked while another is open shows, and is paid, the same once that one is refused', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(
      ctx,
      buyer.token,
      five.map((sku) => ({ sku, quantity: 1 })),
    );
    const [i0, i1, i2] = order.items.map((i) => i.id) as [number, number, number];
    const a = await askRefund(ctx, buyer.token, order.shopOrderNo, [i2], 'No longer needed');
    const b = await askRefund(ctx, buyer.token, order.shopOrderNo, [i1], 'No longer needed');
    await acceptRefund(ctx, shop.token, b);
    const c = await askRefund(ctx, buyer.token, order.shopOrderNo, [i0], 'No longer needed');
    const refused = await postAs(ctx, `/api/merchant/refunds/${a}/refuse`, shop.token, { reason: 'Not this one' });
    expect(refused.body.code, refused.body.message).toBe(200);
    expect(await shown(buyer.token, c)).toEqual({ amount: '18.99', freight: '2.00', freightDeducted: '0.00' });
    await acceptRefund(ctx, shop.token, c);
    expect(await paidAs(c)).toEqual({ amount: 1899, deducted: 0, status: 'refunded' });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
