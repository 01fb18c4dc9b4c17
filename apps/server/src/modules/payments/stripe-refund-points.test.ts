import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, type TestContext } from '../../../test/harness';
import { type Line, otherShopStaff, postAs, skusOf } from '../../../test/refund-helpers';
import type { StripeStandin } from '../../../test/stripe-standin';
import { pointsUsableAtOnce, stripeMall, stripePaidWithPointsAndCoupon } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../finance/ledger';
import { completeOverdueOrders } from '../reviews/order-completion';

// Audit EG: the points a shop order earned when the money that earned them is given back at Stripe (its dashboard, a
// lost dispute) after it shipped or completed, and when such a refund fails (decisions 0051, 0052), through the signed
// webhook and the Stripe stand-in.

const stripe = stripeMall('whsec_refund_points', 'rpt');
const { deliver } = stripe;

let ctx: TestContext;
let fake: StripeStandin;
/** Two shops, each with one line and its owner's token. */
let shops: { token: string; line: Line }[];
/** A second line of the first shop. */
let secondLine: Line;

beforeAll(async () => {
  const started = await stripe.start();
  ({ ctx, fake } = started);
  const { merchant: first, lines: firstLines } = started;
  const other = await otherShopStaff(ctx, first.merchantId);
  secondLine = firstLines[1]!;
  shops = [
    { token: first.token, line: firstLines[0]! },
    { token: other.token, line: (await skusOf(ctx, other.merchantId, 1))[0]! },
  ];
  // Earned points usable at once, so that the balance shows every step.
  await pointsUsableAtOnce(ctx);
});
afterAll(stripe.close);

type Paid = Awaited<ReturnType<typeof stripePaidWithPointsAndCoupon>>;
type ShopOrder = { id: number; order_no: string; goods: number };

/** The checkout's shop orders, in the order of `shops`, with the goods' money each was paid (freight not counted). */
async function shopOrdersOf(paid: Paid): Promise<ShopOrder[]> {
  const { rows } = await ctx.db.execute<ShopOrder>(sql`
    SELECT so.id, so.order_no, (so.pay_amount - so.freight)::int AS goods
    FROM shop_orders so JOIN orders o ON o.id = so.order_id WHERE o.order_no = ${paid.order.parentNo} ORDER BY so.id`);
  return rows;
}

async function ship(shop: number, orderNo: string) {
  const shipped = await postAs(ctx, `/api/merchant/orders/${orderNo}/ship`, shops[shop]!.token, {
    courierCompany: 'Speedy Post',
    trackingNo: `SP${orderNo.slice(-9)}`,
  });
  expect(shipped.body.code, shipped.body.message).toBe(200);
}

/** The shopper receives the order and the sweep completes it (no review needed): it earns its points. */
async function receiveAndComplete(paid: Paid, orderNo: string) {
  const taken = await postAs(ctx, `/api/front/order/take/${orderNo}`, paid.token);
  expect(taken.body.code, taken.body.message).toBe(200);
  expect(await completeOverdueOrders(ctx.db, 0)).toBeGreaterThanOrEqual(1);
  const { rows } = await ctx.db.execute<{ status: string }>(
    sql`SELECT status FROM shop_orders WHERE order_no = ${orderNo}`,
  );
  expect(rows[0]!.status).toBe('completed');
}

/** The shop order's points rows (oldest first), as the ledger holds them. */
async function pointsRows(shopOrderId: number) {
  const { rows } = await ctx.db.execute<{ type: string; points: number; money: number; title: string }>(sql`
    SELECT type, points, money, title FROM points_ledger WHERE shop_order_id = ${shopOrderId} ORDER BY id`);
  return rows;
}

/** What each shop order's entry of Stripe refund `ref` took of it (the split decision 0051 makes). */
async function partsOf(ref: string, orders: ShopOrder[]) {
  const { rows } = await ctx.db.execute<{ id: number; cash: number }>(sql`
    SELECT e.shop_order_id AS id, -sum(l.amount)::int AS cash FROM ledger_entries e
    JOIN ledger_lines l ON l.entry_id = e.id AND l.account = 'provider_cash'
    WHERE e.key LIKE ${`stripe:${ref}:%`} GROUP BY e.shop_order_id`);
  return orders.map((o) => rows.find((r) => r.id === o.id)?.cash ?? 0);
}

/** A refund made at Stripe's dashboard, its event delivered. */
async function refundAtStripe(paid: Paid, amount: number) {
  const refund = fake.dashboardRefund(paid.intent, amount);
  expect(await deliver('refund.created', { ...refund, object: 'refund', status: 'succeeded' })).toBe('applied');
  return refund;
}

const earned = (cents: number) => Math.floor(cents / 100);

describe('points of money given back at Stripe after shipping or completion (audit EG)', () => {
  it('two shop orders, refunded at Stripe in two parts: the completed one gives points back, the other earns on what is left, a failed part gives them back once', async () => {
    const paid = await stripePaidWithPointsAndCoupon(ctx, deliver, [shops[0]!.line, shops[1]!.line]);
    const [a, b] = (await shopOrdersOf(paid)) as [ShopOrder, ShopOrder];
    const { rows: spent } = await ctx.db.execute<{ points_used: number }>(
      sql`SELECT points_used FROM orders WHERE order_no = ${paid.order.parentNo}`,
    );
    const afterPaying = paid.before - spent[0]!.points_used;
    expect(await paid.balance()).toBe(afterPaying);

    // Both shipped; the first received and completed: it earns on its goods.
    await ship(0, a.order_no);
    await ship(1, b.order_no);
    await receiveAndComplete(paid, a.order_no);
    const earnedA = earned(a.goods);
    expect(earnedA).toBeGreaterThan(0);
    expect(await pointsRows(a.id)).toEqual([{ type: 'earn', points: earnedA, money: a.goods, title: a.order_no }]);
    expect(await paid.balance()).toBe(afterPaying + earnedA);

    // Stripe gives back a first part, shared by the two shop orders: the completed one gives back what it earned on
    // its share; the other has not earned yet. A replay of the event takes nothing more.
    const first = await refundAtStripe(paid, 1000);
    const [a1, b1] = await partsOf(first.id, [a, b]);
    expect(a1! + b1!).toBe(1000);
    expect(a1).toBeGreaterThan(0);
    const take1 = earnedA - earned(a.goods - a1!);
    expect(take1).toBeGreaterThan(0);
    expect(await deliver('refund.updated', { ...first, object: 'refund', status: 'succeeded' })).toBe('applied');
    expect(await pointsRows(a.id)).toEqual([
      { type: 'earn', points: earnedA, money: a.goods, title: a.order_no },
      { type: 'deduct', points: -take1, money: a1, title: `stripe:${first.id}` },
    ]);
    expect(await pointsRows(b.id)).toEqual([]);
    expect(await paid.balance()).toBe(afterPaying + earnedA - take1);

    // A second part: the rest of what the first keeps earns is counted from what is left, never more than earned.
    const second = await refundAtStripe(paid, 1500);
    const [a2, b2] = await partsOf(second.id, [a, b]);
    const take2 = earned(a.goods - a1!) - earned(a.goods - a1! - a2!);
    expect(take2).toBeGreaterThan(0);
    expect((await pointsRows(a.id)).slice(2)).toEqual([
      { type: 'deduct', points: -take2, money: a2, title: `stripe:${second.id}` },
    ]);
    expect(await paid.balance()).toBe(afterPaying + earnedA - take1 - take2);

    // The first part fails at Stripe (decision 0052): the money is back, and so are the points it took, once.
    const failed = fake.failRefund(first.id);
    expect(await deliver('refund.updated', { ...failed, failure_reason: 'lost_or_stolen_card' })).toBe('applied');
    expect(await deliver('charge.refund.updated', { ...failed })).toBe('ignored');
    const back = earned(a.goods - a2!) - earned(a.goods - a1! - a2!);
    expect(back).toBe(take1);
    expect((await pointsRows(a.id)).slice(3)).toEqual([
      { type: 'deduct', points: back, money: -a1!, title: `stripe:${first.id}:failed` },
    ]);
    expect(await paid.balance()).toBe(afterPaying + earnedA - take2);

    // The second shop order completes: it earns on its goods less what Stripe gave back of it and kept given back.
    await receiveAndComplete(paid, b.order_no);
    const earnedB = earned(b.goods - b2!);
    expect(await pointsRows(b.id)).toEqual([
      { type: 'earn', points: earnedB, money: b.goods - b2!, title: b.order_no },
    ]);
    expect(await paid.balance()).toBe(afterPaying + earnedA - take2 + earnedB);

    // The points spent on the checkout stay spent (the orders were shipped: decision 0051), and the shopper's page
    // says why each row is there.
    const { rows: returned } = await ctx.db.execute(sql`
      SELECT 1 FROM points_ledger WHERE order_id = (SELECT order_id FROM shop_orders WHERE id = ${a.id})
        AND type = 'return'`);
    expect(returned).toEqual([]);
    const list = await get<{ list: { type: string; points: number; orderNo: string }[] }>(
      ctx.app,
      '/api/front/integral/list?type=all',
      bearer(paid.token),
    );
    expect(list.body.data.list.filter((e) => e.orderNo === a.order_no).map((e) => [e.type, e.points])).toEqual([
      ['deduct', back],
      ['deduct', -take2],
      ['deduct', -take1],
      ['earn', earnedA],
    ]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a request paid partly by money Stripe gave back after completion takes its points once, and gives the spent ones back', async () => {
    const paid = await stripePaidWithPointsAndCoupon(ctx, deliver, [shops[0]!.line, secondLine]);
    const [a] = (await shopOrdersOf(paid)) as [ShopOrder];
    await ship(0, a.order_no);
    await receiveAndComplete(paid, a.order_no);
    const earnedA = earned(a.goods);
    const start = await paid.balance();
    // Support gives 10.00 back from Stripe's dashboard: the points it earned go.
    const refund = await refundAtStripe(paid, 1000);
    const take = earnedA - earned(a.goods - 1000);
    expect(await paid.balance()).toBe(start - take);
    // The shopper asks for the first item back; the shop accepts; Stripe's money pays it first (decision 0052).
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: a.order_no,
      itemIds: [paid.order.items[0]!.id],
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    const accepted = await postAs(ctx, `/api/merchant/refunds/${asked.body.data.refundNo}/accept`, shops[0]!.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{
      id: number;
      status: string;
      points: number;
      paid_earlier: number;
      goods: number;
    }>(
      sql`SELECT r.id, r.status, r.points, r.paid_earlier,
          (SELECT sum(amount) FROM refund_items WHERE refund_id = r.id)::int AS goods
        FROM refunds r WHERE refund_no = ${asked.body.data.refundNo}`,
    );
    const paidBack = rows[0]!;
    expect(paidBack).toMatchObject({ status: 'refunded', paid_earlier: 1000 });
    expect(paidBack.goods).toBeGreaterThan(1000);
    // The 10.00 took its points when Stripe gave it back: the request takes those of the rest of its goods' money.
    const kept = earned(a.goods - paidBack.goods);
    const { rows: deducted } = await ctx.db.execute<{ title: string; points: number; money: number }>(sql`
      SELECT title, points, money FROM points_ledger WHERE shop_order_id = ${a.id} AND type = 'deduct' ORDER BY id`);
    expect(deducted).toEqual([
      { title: `stripe:${refund.id}`, points: -take, money: 1000 },
      { title: a.order_no, points: -(earnedA - take - kept), money: paidBack.goods - 1000 },
    ]);
    expect(await paid.balance()).toBe(start - (earnedA - kept) + paidBack.points);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a dispute lost after completion takes the points back once; one open takes nothing', async () => {
    const paid = await stripePaidWithPointsAndCoupon(ctx, deliver, [shops[0]!.line]);
    const [a] = (await shopOrdersOf(paid)) as [ShopOrder];
    await ship(0, a.order_no);
    await receiveAndComplete(paid, a.order_no);
    const earnedA = earned(a.goods);
    const start = await paid.balance();
    const charge = `ch_${paid.intent}`;
    fake.charges.set(charge, paid.intent);
    const amount = 2000;
    const dispute = (status: string) => ({
      id: `dp_${paid.intent}`,
      object: 'dispute',
      amount,
      charge,
      reason: 'fraudulent',
      status,
      evidence_details: { due_by: 1_900_000_000 },
    });
    expect(await deliver('charge.dispute.created', dispute('needs_response'))).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', dispute('needs_response'))).toBe('applied');
    // Stripe holds the funds while it is open: it may be won.
    expect(await paid.balance()).toBe(start);
    expect(await deliver('charge.dispute.closed', dispute('lost'))).toBe('applied');
    expect(await deliver('charge.dispute.closed', dispute('lost'))).toBe('applied');
    const take = earnedA - earned(a.goods - amount);
    expect((await pointsRows(a.id)).filter((r) => r.type === 'deduct')).toEqual([
      { type: 'deduct', points: -take, money: amount, title: `stripe:dp_${paid.intent}` },
    ]);
    expect(await paid.balance()).toBe(start - take);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a dispute lost after shipping, before completion: the order earns on what the bank left it', async () => {
    const paid = await stripePaidWithPointsAndCoupon(ctx, deliver, [shops[0]!.line]);
    const [a] = (await shopOrdersOf(paid)) as [ShopOrder];
    await ship(0, a.order_no);
    const charge = `ch_${paid.intent}`;
    fake.charges.set(charge, paid.intent);
    const amount = 1500;
    const dispute = {
      id: `dp_${paid.intent}`,
      object: 'dispute',
      amount,
      charge,
      reason: 'product_not_received',
      status: 'lost',
      evidence_details: { due_by: 1_900_000_000 },
    };
    expect(await deliver('charge.dispute.closed', dispute)).toBe('applied');
    await receiveAndComplete(paid, a.order_no);
    expect(await pointsRows(a.id)).toEqual([
      { type: 'earn', points: earned(a.goods - amount), money: a.goods - amount, title: a.order_no },
    ]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
