import { fromCents, type MerchantRefund, type Refund } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, merchantToken, newShopper, startTestApp, type TestContext } from '../../../test/harness';
import {
  getAs,
  itemStates,
  type Line,
  otherShopStaff,
  placeOrder,
  postAs,
  refundRows,
  skusOf,
  stockOf,
  uploadVoucher,
} from '../../../test/refund-helpers';

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let lines: Line[];
const REASON = 'Damaged or defective';

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
  lines = await skusOf(ctx, merchant.merchantId, 3);
});
afterAll(async () => {
  await ctx?.close();
});

type ShopOrderView = {
  status: string;
  items: { id: number; refundStatus: string; refundNo: string | null }[];
};

async function apply(token: string, body: Record<string, unknown>) {
  return postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', token, {
    type: 'refund',
    reason: REASON,
    explain: '',
    images: [],
    ...body,
  });
}

async function detail(token: string, refundNo: string, headers: Record<string, string> = {}) {
  const res = await getAs<Refund>(ctx, `/api/front/order/refund/detail/${refundNo}`, token, headers);
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data;
}

const merchantCall = (action: string, refundNo: string, body?: unknown, token = merchant.token) =>
  postAs<MerchantRefund>(ctx, `/api/merchant/refunds/${refundNo}/${action}`, token, body);

async function shipOrder(orderNo: string) {
  const res = await postAs(ctx, `/api/merchant/orders/${orderNo}/ship`, merchant.token, {
    courierCompany: 'Fast Post',
    trackingNo: 'FP12345678',
  });
  expect(res.body.code, res.body.message).toBe(200);
}

describe('refund reasons', () => {
  it('lists the reasons in the language of the request', async () => {
    const en = await get<string[]>(ctx.app, '/api/front/order/refund/reason');
    expect(en.body.data).toContain(REASON);
    const zh = await get<string[]>(ctx.app, '/api/front/order/refund/reason', { 'accept-language': 'zh-CN' });
    expect(zh.body.data).toContain('商品破损或有质量问题');
    expect(zh.body.data).toHaveLength(en.body.data.length);
  });
});

describe('asking for a refund', () => {
  it('refuses an unpaid order, someone else order and an order of the wrong kind', async () => {
    const { token } = await newShopper(ctx.db);
    const unpaid = await placeOrder(ctx, token, [lines[0]!], false);
    const res = await apply(token, { orderNo: unpaid.orderNo, itemIds: [unpaid.items[0]!.id] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Only a paid order can be refunded');

    const paid = await placeOrder(ctx, token, [lines[0]!]);
    const stranger = await newShopper(ctx.db, 'stranger');
    const foreign = await apply(stranger.token, { orderNo: paid.orderNo, itemIds: [paid.items[0]!.id] });
    expect(foreign.status).toBe(404);
    const checkout = await apply(token, { orderNo: paid.parentNo, itemIds: [paid.items[0]!.id] });
    expect(checkout.status).toBe(400);
    const anonymous = await get(ctx.app, '/api/front/order/refund/list');
    expect(anonymous.status).toBe(401);
    expect(await itemStates(ctx, paid.shopOrderId)).toEqual(['none']);
  });

  it('refuses an item of another order, an amount from the client, a reason not in the list and a long remark', async () => {
    const { token } = await newShopper(ctx.db);
    const a = await placeOrder(ctx, token, [lines[0]!]);
    const b = await placeOrder(ctx, token, [lines[1]!]);
    const wrongItem = await apply(token, { orderNo: a.orderNo, itemIds: [b.items[0]!.id] });
    expect(wrongItem.status).toBe(404);
    const forged = await apply(token, { orderNo: a.orderNo, itemIds: [a.items[0]!.id], amount: '9999.00' });
    expect(forged.status).toBe(400);
    const reason = await apply(token, { orderNo: a.orderNo, itemIds: [a.items[0]!.id], reason: 'Because' });
    expect(reason.body.message).toBe('Choose a reason for the refund');
    const long = await apply(token, { orderNo: a.orderNo, itemIds: [a.items[0]!.id], explain: 'x'.repeat(101) });
    expect(long.body.message).toContain('The remark must be at most 100 characters');
    const twice = await apply(token, { orderNo: a.orderNo, itemIds: [a.items[0]!.id, a.items[0]!.id] });
    expect(twice.status).toBe(400);
    expect(await itemStates(ctx, a.shopOrderId)).toEqual(['none']);
  });

  it('counts a remark in characters as the shopper sees them (audit FC3)', async () => {
    const { token } = await newShopper(ctx.db);
    const a = await placeOrder(ctx, token, [lines[0]!]);
    const emoji = await apply(token, { orderNo: a.orderNo, itemIds: [a.items[0]!.id], explain: '😀'.repeat(101) });
    expect(emoji.body.message).toContain('The remark must be at most 100 characters');
    const thai = await apply(token, { orderNo: a.orderNo, itemIds: [a.items[0]!.id], explain: 'กี่'.repeat(100) });
    expect(thai.body.code, thai.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ explain: string }>(
      sql`SELECT explain FROM refunds WHERE shop_order_id = ${a.shopOrderId}`,
    );
    expect(rows.map((r) => r.explain)).toEqual(['กี่'.repeat(100)]);
  });

  it('takes only pictures from our upload call, at most five', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!]);
    const itemIds = [order.items[0]!.id];
    const outside = await apply(token, { orderNo: order.orderNo, itemIds, images: ['https://evil.example/x.jpg'] });
    expect(outside.status).toBe(400);
    const made = await apply(token, {
      orderNo: order.orderNo,
      itemIds,
      images: [`/uploads/u/2024-01/${'a'.repeat(32)}.jpg`],
    });
    expect(made.body.message).toBe('Upload the picture first');
    const url = await uploadVoucher(ctx, token);
    const six = await apply(token, { orderNo: order.orderNo, itemIds, images: Array(6).fill(url) });
    expect(six.body.message).toContain('At most 5 voucher pictures');
    const ok = await apply(token, { orderNo: order.orderNo, itemIds, images: [url], explain: 'Cracked screen' });
    expect(ok.body.code, ok.body.message).toBe(200);
    const seen = await detail(token, ok.body.data.refundNo);
    expect(seen).toMatchObject({ images: [url], explain: 'Cracked screen', reason: REASON, status: 'reviewing' });
    // The page's language wins over a locale cookie left from another page.
    const zh = await getAs<{ list: Refund[] }>(ctx, '/api/front/order/refund/list?lang=zh-CN', token, {
      cookie: 'locale=en',
    });
    expect(zh.body.data.list[0]!.reason).toBe('商品破损或有质量问题');
    expect((await detail(token, ok.body.data.refundNo, { cookie: 'locale=fr' })).reason).toBe(
      'Article endommagé ou défectueux',
    );
  });

  it('refuses a second refund of the same item, also when asked twice at once', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!, lines[1]!]);
    const itemIds = [order.items[0]!.id];
    const [a, b] = await Promise.all([
      apply(token, { orderNo: order.orderNo, itemIds }),
      apply(token, { orderNo: order.orderNo, itemIds }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 409]);
    const again = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id, order.items[1]!.id] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An item you chose already has a refund');
    expect(await itemStates(ctx, order.shopOrderId)).toEqual(['applying', 'none']);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM refunds WHERE shop_order_id = ${order.shopOrderId}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('allows "return goods" only once the order was shipped', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!]);
    const early = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id], type: 'return' });
    expect(early.body.message).toBe('Goods can be returned only after they were shipped');
    await shipOrder(order.orderNo);
    const later = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id], type: 'return' });
    expect(later.body.code, later.body.message).toBe(200);
  });
});

describe('amounts', () => {
  it('pays back shares of what was paid after deductions; the last refund takes the remainder, freight only before shipping', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!, { ...lines[1]!, quantity: 2 }, lines[2]!]);
    // A coupon and points took 3.33 and 0.77 off this shop order (as checkout records them), and 77 points were used.
    await ctx.db.execute(sql`
      UPDATE shop_orders SET coupon_discount = 333, points_discount = 77, points_used = 77,
        pay_amount = pay_amount - 410 WHERE id = ${order.shopOrderId}`);
    const paid = order.payAmount - 410;
    const goodsPaid = paid - order.freight;
    const goodsTotal = order.items.reduce((n, i) => n + i.price * i.quantity, 0);
    const [one, two, three] = order.items;

    const preview = await postAs<{ amount: string; points: number }>(ctx, '/api/front/order/refund/compute', token, {
      orderNo: order.orderNo,
      itemIds: [one!.id],
    });
    const firstShare = Math.floor((goodsPaid * one!.price) / goodsTotal);
    expect(preview.body.data).toMatchObject({
      amount: fromCents(firstShare),
      points: Math.floor((77 * one!.price) / goodsTotal),
    });
    const first = await apply(token, { orderNo: order.orderNo, itemIds: [one!.id] });
    expect((await detail(token, first.body.data.refundNo)).amount).toBe(fromCents(firstShare));

    const second = await apply(token, { orderNo: order.orderNo, itemIds: [two!.id] });
    const secondShare = Math.floor((goodsPaid * two!.price * 2) / goodsTotal);
    expect((await detail(token, second.body.data.refundNo)).amount).toBe(fromCents(secondShare));

    // The last item before shipping: the rest of the goods and the freight, once the others are paid (each request
    // shows what accepting it next pays, audit DJ1).
    const last = await apply(token, { orderNo: order.orderNo, itemIds: [three!.id] });
    for (const refund of [first, second]) {
      expect((await merchantCall('accept', refund.body.data.refundNo)).body.code).toBe(200);
    }
    const lastRefund = await detail(token, last.body.data.refundNo);
    expect(lastRefund.amount).toBe(fromCents(paid - firstShare - secondShare));
    expect((await merchantCall('accept', last.body.data.refundNo)).body.code).toBe(200);
    const { rows } = await ctx.db.execute<{ amount: number; points: number }>(sql`
      SELECT sum(amount)::int AS amount, sum(points)::int AS points FROM refunds WHERE shop_order_id = ${order.shopOrderId}`);
    expect(rows[0]).toEqual({ amount: paid, points: 77 });
  });

  it('refuses a refund that would take the refunds of an order beyond what it paid', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!, lines[1]!]);
    const first = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id] });
    // Whatever went wrong before (here: a first refund paid too much), the sum stays within what was paid.
    await ctx.db.execute(sql`
      UPDATE refunds SET amount = ${order.payAmount}, status = 'refunded' WHERE refund_no = ${first.body.data.refundNo}`);
    const second = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[1]!.id] });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('A refund cannot be more than what was paid');
    expect(await itemStates(ctx, order.shopOrderId)).toEqual(['applying', 'none']);
  });

  it('keeps the freight after shipping and never pays more than what was paid', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!]);
    await ctx.db.execute(sql`UPDATE shop_orders SET freight = 500, pay_amount = pay_amount + 500
      WHERE id = ${order.shopOrderId} AND freight = 0`);
    const { rows: so } = await ctx.db.execute<{ pay_amount: number }>(
      sql`SELECT pay_amount FROM shop_orders WHERE id = ${order.shopOrderId}`,
    );
    await shipOrder(order.orderNo);
    // A reason of the shopper's own (the seller's fault would give the freight back too: decision 0024).
    const res = await apply(token, {
      orderNo: order.orderNo,
      itemIds: [order.items[0]!.id],
      reason: 'No longer needed',
    });
    expect((await detail(token, res.body.data.refundNo)).amount).toBe(fromCents(so[0]!.pay_amount - 500));
    const accepted = await merchantCall('accept', res.body.data.refundNo);
    expect(accepted.body.data.status).toBe('refunded');
    const again = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id] });
    expect(again.status).toBe(409);
    const paidBack = (await refundRows(ctx, order.parentNo)).reduce((n, r) => n + r.amount, 0);
    expect(paidBack).toBe(so[0]!.pay_amount - 500);
  });
});

describe('refund only', () => {
  it('is paid back once accepted: money through the provider, stock back, order refunded, in the refund tab', async () => {
    const { token } = await newShopper(ctx.db);
    const before = await stockOf(ctx, lines[0]!.skuId, lines[0]!.productId);
    const order = await placeOrder(ctx, token, [lines[0]!]);
    const res = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id] });
    const { refundNo } = res.body.data;
    expect(refundNo).toMatch(/^RE\d{20}$/);
    const list = await getAs<{ list: ShopOrderView[] }>(ctx, '/api/front/order/list?status=5', token);
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]!.items[0]).toMatchObject({ refundStatus: 'applying', refundNo });

    const mine = await getAs<{ list: Refund[]; total: number }>(ctx, '/api/front/order/refund/list', token);
    expect(mine.body.data.total).toBe(1);
    expect(mine.body.data.list[0]).toMatchObject({
      refundNo,
      status: 'reviewing',
      totalNum: 1,
      orderNo: order.orderNo,
    });

    const accepted = await merchantCall('accept', refundNo);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'refunded', providerRef: `tcr_${refundNo}` });
    const seen = await detail(token, refundNo);
    expect(seen.status).toBe('refunded');
    expect(seen.refundTime).not.toBeNull();
    expect(await refundRows(ctx, order.parentNo)).toEqual([
      { amount: order.payAmount, provider: 'testcard', provider_ref: `tcr_${refundNo}`, message: refundNo },
    ]);
    expect(await stockOf(ctx, lines[0]!.skuId, lines[0]!.productId)).toEqual(before);
    const shown = await getAs<ShopOrderView>(ctx, `/api/front/order/detail/${order.orderNo}`, token);
    expect(shown.body.data.status).toBe('refunded');
    expect(shown.body.data.items[0]!.refundStatus).toBe('refunded');
    const counts = await getAs<{ refund: number; toShip: number }>(ctx, '/api/front/order/data', token);
    expect(counts.body.data).toMatchObject({ refund: 1, toShip: 0 });
    const deleted = await postAs(ctx, `/api/front/order/delete/${order.orderNo}`, token);
    expect(deleted.body.code).toBe(200);
  });

  it('settles two refunds of one shopper accepted at the same moment, both (they once deadlocked)', async () => {
    for (let round = 0; round < 3; round++) {
      const { token } = await newShopper(ctx.db);
      const order = await placeOrder(ctx, token, [lines[0]!, lines[1]!]);
      const asked = await Promise.all(
        order.items.map(async (item) => (await apply(token, { orderNo: order.orderNo, itemIds: [item.id] })).body.data),
      );
      const answers = await Promise.all(asked.map((r) => merchantCall('accept', r.refundNo)));
      expect(
        answers.map((a) => a.body.code),
        answers.map((a) => a.body.message).join(' | '),
      ).toEqual([200, 200]);
      for (const r of asked) expect((await detail(token, r.refundNo)).status).toBe('refunded');
    }
  });

  it('pays once when the merchant accepts twice at once', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!, lines[1]!]);
    const before = await stockOf(ctx, lines[0]!.skuId, lines[0]!.productId);
    const res = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id] });
    const { refundNo } = res.body.data;
    const answers = await Promise.all([merchantCall('accept', refundNo), merchantCall('accept', refundNo)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 409]);
    expect(await refundRows(ctx, order.parentNo)).toHaveLength(1);
    const after = await stockOf(ctx, lines[0]!.skuId, lines[0]!.productId);
    expect(after.sku - before.sku).toBe(1);
    expect((await detail(token, refundNo)).status).toBe('refunded');
    // One of two items: the shop order goes on.
    const shown = await getAs<ShopOrderView>(ctx, `/api/front/order/detail/${order.orderNo}`, token);
    expect(shown.body.data.status).toBe('to_ship');
    expect(shown.body.data.items.map((i) => i.refundStatus)).toEqual(['refunded', 'none']);
  });
});

describe('points and coupons', () => {
  it('a paid-back refund gives the spent points back, once', async () => {
    const { id, token } = await newShopper(ctx.db);
    await ctx.db.execute(sql`
      INSERT INTO points_ledger (user_id, type, points, money, title) VALUES (${id}, 'earn', 100000, 100000, 'gift')`);
    const order = await placeOrder(ctx, token, [lines[0]!], true, true);
    const { rows } = await ctx.db.execute<{ points_used: number }>(
      sql`SELECT points_used FROM shop_orders WHERE id = ${order.shopOrderId}`,
    );
    const used = rows[0]!.points_used;
    expect(used).toBeGreaterThan(0);
    const res = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id] });
    expect((await detail(token, res.body.data.refundNo)).points).toBe(used);
    await Promise.all([merchantCall('accept', res.body.data.refundNo), merchantCall('accept', res.body.data.refundNo)]);
    const { rows: back } = await ctx.db.execute<{ points: number; n: number }>(sql`
      SELECT sum(l.points)::int AS points, count(*)::int AS n FROM points_ledger l JOIN refunds r ON r.id = l.refund_id
      WHERE r.refund_no = ${res.body.data.refundNo} AND l.type = 'return'`);
    expect(back[0]).toEqual({ points: used, n: 1 });
  });
});

describe('refused and revoked', () => {
  it('a refusal shows its reason and frees the items', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!]);
    const res = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id] });
    const empty = await merchantCall('refuse', res.body.data.refundNo, { reason: ' ' });
    expect(empty.status).toBe(400);
    const refused = await merchantCall('refuse', res.body.data.refundNo, { reason: 'The parcel left already' });
    expect(refused.body.data).toMatchObject({ status: 'refused', refuseReason: 'The parcel left already' });
    const seen = await detail(token, res.body.data.refundNo);
    expect(seen).toMatchObject({ status: 'refused', refuseReason: 'The parcel left already' });
    expect(await itemStates(ctx, order.shopOrderId)).toEqual(['none']);
    const late = await merchantCall('accept', res.body.data.refundNo);
    expect(late.status).toBe(409);
    expect(await refundRows(ctx, order.parentNo)).toEqual([]);
    const again = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id] });
    expect(again.body.code).toBe(200);
  });

  it('the shopper revokes while under review; not after it was paid', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!]);
    const res = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id] });
    const { refundNo } = res.body.data;
    const stranger = await newShopper(ctx.db, 'stranger');
    expect((await postAs(ctx, `/api/front/order/refund/revoke/${refundNo}`, stranger.token)).status).toBe(404);
    expect((await getAs(ctx, `/api/front/order/refund/detail/${refundNo}`, stranger.token)).status).toBe(404);
    const revoked = await postAs(ctx, `/api/front/order/refund/revoke/${refundNo}`, token);
    expect(revoked.body.code).toBe(200);
    expect((await detail(token, refundNo)).status).toBe('revoked');
    expect(await itemStates(ctx, order.shopOrderId)).toEqual(['none']);
    expect((await merchantCall('accept', refundNo)).status).toBe(409);
    const tab = await getAs<{ total: number }>(ctx, '/api/front/order/list?status=5', token);
    expect(tab.body.data.total).toBe(0);

    const next = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id] });
    await merchantCall('accept', next.body.data.refundNo);
    const late = await postAs(ctx, `/api/front/order/refund/revoke/${next.body.data.refundNo}`, token);
    expect(late.body.message).toBe('This refund can no longer be revoked');
  });
});

describe('return goods and refund', () => {
  it('accepted, sent back with courier and number, received: money back once and stock back', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [{ ...lines[2]!, quantity: 2 }]);
    await shipOrder(order.orderNo);
    const before = await stockOf(ctx, lines[2]!.skuId, lines[2]!.productId);
    const res = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id], type: 'return' });
    const { refundNo } = res.body.data;
    const early = await postAs(ctx, `/api/front/order/refund/return/${refundNo}`, token, {
      courier: 'Fast Post',
      trackingNo: 'RT998877',
    });
    expect(early.body.message).toBe('The goods can be sent back once the shop accepted the return');
    expect((await merchantCall('receive', refundNo)).status).toBe(409);

    const accepted = await merchantCall('accept', refundNo);
    expect(accepted.body.data.status).toBe('awaiting_return');
    const waiting = await detail(token, refundNo);
    expect(waiting.returnAddress?.name).toBe(accepted.body.data.merName);
    expect(await refundRows(ctx, order.parentNo)).toEqual([]);

    const bad = await postAs(ctx, `/api/front/order/refund/return/${refundNo}`, token, {
      courier: '',
      trackingNo: '1',
    });
    expect(bad.status).toBe(400);
    const sent = await postAs(ctx, `/api/front/order/refund/return/${refundNo}`, token, {
      courier: 'Fast Post',
      trackingNo: 'RT998877',
    });
    expect(sent.body.code, sent.body.message).toBe(200);
    expect(await detail(token, refundNo)).toMatchObject({
      status: 'returning',
      courier: 'Fast Post',
      trackingNo: 'RT998877',
    });
    const revoke = await postAs(ctx, `/api/front/order/refund/revoke/${refundNo}`, token);
    expect(revoke.status).toBe(400);
    // The goods are on their way: the shop can no longer refuse and leave the shopper without goods and money (AM8).
    const refuse = await merchantCall('refuse', refundNo, { reason: 'Nothing arrived' });
    expect(refuse.status).toBe(409);
    expect(refuse.body.message).toBe(
      'The goods are on their way back to the shop: confirm their receipt once they arrive',
    );
    expect(await detail(token, refundNo)).toMatchObject({ status: 'returning', refuseReason: null });

    // A mistyped number is corrected until the shop confirms receipt (audit AM2, AM4).
    const corrected = await postAs(ctx, `/api/front/order/refund/return/${refundNo}`, token, {
      courier: 'Lao Post',
      trackingNo: 'LP87654321',
    });
    expect(corrected.body.code, corrected.body.message).toBe(200);
    expect(await detail(token, refundNo)).toMatchObject({
      status: 'returning',
      courier: 'Lao Post',
      trackingNo: 'LP87654321',
    });

    const [a, b] = await Promise.all([merchantCall('receive', refundNo), merchantCall('receive', refundNo)]);
    expect([a.body.code, b.body.code].sort()).toEqual([200, 409]);
    const late = await postAs(ctx, `/api/front/order/refund/return/${refundNo}`, token, {
      courier: 'Lao Post',
      trackingNo: 'LP11111111',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The shop already received the returned goods');
    expect((await detail(token, refundNo)).trackingNo).toBe('LP87654321');
    const done = await detail(token, refundNo);
    expect(done.status).toBe('refunded');
    expect(await refundRows(ctx, order.parentNo)).toHaveLength(1);
    const after = await stockOf(ctx, lines[2]!.skuId, lines[2]!.productId);
    expect({ sku: after.sku - before.sku, product: after.product - before.product }).toEqual({ sku: 2, product: 2 });
    const shown = await getAs<ShopOrderView>(ctx, `/api/front/order/detail/${order.orderNo}`, token);
    expect(shown.body.data.status).toBe('refunded');
  });
});

describe('deleting an order with an after-sales request', () => {
  it('is refused while the request is open, the order stays in the returns tab; allowed once it closed (audit AM9)', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!, lines[1]!]);
    await shipOrder(order.orderNo);
    await ctx.db.execute(
      sql`UPDATE shop_orders SET status = 'completed', completed_at = now() WHERE id = ${order.shopOrderId}`,
    );
    const res = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id], type: 'return' });
    const { refundNo } = res.body.data;
    await merchantCall('accept', refundNo);
    await postAs(ctx, `/api/front/order/refund/return/${refundNo}`, token, {
      courier: 'Lao Post',
      trackingNo: 'LP123456',
    });

    const refused = await postAs(ctx, `/api/front/order/delete/${order.orderNo}`, token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This order has an after-sales request in progress; you can delete it once the request is closed',
    );
    const tab = await getAs<{ list: { orderNo: string }[] }>(ctx, '/api/front/order/list?status=5', token);
    expect(tab.body.data.list.map((o) => o.orderNo)).toContain(order.orderNo);

    expect((await merchantCall('receive', refundNo)).body.code).toBe(200);
    const deleted = await postAs(ctx, `/api/front/order/delete/${order.orderNo}`, token);
    expect(deleted.body.code, deleted.body.message).toBe(200);
  });
});

describe('the merchant side', () => {
  it('lists and shows only its own shop refunds; another shop gets not found and cannot act', async () => {
    const { token } = await newShopper(ctx.db);
    const order = await placeOrder(ctx, token, [lines[0]!]);
    const res = await apply(token, { orderNo: order.orderNo, itemIds: [order.items[0]!.id] });
    const { refundNo } = res.body.data;
    const other = await otherShopStaff(ctx, merchant.merchantId);
    expect((await getAs(ctx, `/api/merchant/refunds/${refundNo}`, other.token)).status).toBe(404);
    for (const action of ['accept', 'receive', 'pay']) {
      expect((await merchantCall(action, refundNo, undefined, other.token)).status).toBe(404);
    }
    expect((await merchantCall('refuse', refundNo, { reason: 'No' }, other.token)).status).toBe(404);
    const theirs = await getAs<{ list: MerchantRefund[] }>(ctx, '/api/merchant/refunds', other.token);
    expect(theirs.body.data.list.map((r) => r.refundNo)).not.toContain(refundNo);
    expect((await getAs(ctx, '/api/merchant/refunds', token)).status).toBe(403);

    const ours = await getAs<{ list: MerchantRefund[] }>(ctx, '/api/merchant/refunds?status=reviewing', merchant.token);
    const found = ours.body.data.list.find((r) => r.refundNo === refundNo);
    expect(found).toMatchObject({ status: 'reviewing', consignee: { realName: 'Ann Lee' } });
    const zh = await getAs<MerchantRefund>(ctx, `/api/merchant/refunds/${refundNo}`, merchant.token, {
      'accept-language': 'zh-CN',
    });
    expect(zh.body.data.reason).toBe('商品破损或有质量问题');
    const refunded = await getAs<{ list: MerchantRefund[] }>(
      ctx,
      '/api/merchant/refunds?status=refunded',
      merchant.token,
    );
    expect(refunded.body.data.list.every((r) => r.status === 'refunded')).toBe(true);
    expect((await getAs(ctx, '/api/merchant/refunds?status=nonsense', merchant.token)).status).toBe(400);
    expect(await itemStates(ctx, order.shopOrderId)).toEqual(['applying']);
  });
});
