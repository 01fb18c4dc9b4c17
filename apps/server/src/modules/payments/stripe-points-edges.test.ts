import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../../test/harness';
import { type Line, postAs } from '../../../test/refund-helpers';
import type { StripeStandin } from '../../../test/stripe-standin';
import { pointsUsableAtOnce, stripeMall } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../finance/ledger';
import { resumeStuckRefunds } from '../refunds/merchant-refunds.service';
import { completeOverdueOrders } from '../reviews/order-completion';

/**
 * The shopper's points at the edges of the card-failure and dashboard-refund paths (decisions 0051, 0052; fix-ES): a
 * refund closed for customer service then paid at Stripe's dashboard, a refund paid by a dashboard refund that fails
 * around its settling, and a dashboard refund made before completion that fails after it. In each the points are
 * taken once in all for the money the shopper finally got back: the balance and the `points_ledger` rows say so, and
 * the books stay clean.
 */
const stripe = stripeMall('whsec_points_edges', 'pe');
/** Its signed webhook, and the minute sweep's own Stripe client as jobs.ts builds it. */
const { deliver, sweepStripe: sweeper } = stripe;
let ctx: TestContext;
let fake: StripeStandin;
let shop: { token: string; merchantId: number; lines: Line[] };

beforeAll(async () => {
  const started = await stripe.start();
  ({ ctx, fake } = started);
  shop = { ...started.merchant, lines: started.lines };
  // Earned points usable at once, one point a dollar, so that the balance shows every step.
  await pointsUsableAtOnce(ctx);
});
afterAll(stripe.close);

/** A one-shop checkout of both lines paid by card; its shop order with the goods' money (freight not counted). */
async function paidByCard() {
  const paid = await stripe.paid(shop.lines);
  const { rows: so } = await ctx.db.execute<{ id: number; order_no: string; goods: number }>(sql`
    SELECT id, order_no, (pay_amount - least(freight, pay_amount))::int AS goods FROM shop_orders
    WHERE order_id = ${paid.orderId}`);
  return { token: paid.token, orderId: paid.orderId, intent: paid.intent, shop: so[0]! };
}
type Paid = Awaited<ReturnType<typeof paidByCard>>;

async function ship(paid: Paid) {
  const shipped = await postAs(ctx, `/api/merchant/orders/${paid.shop.order_no}/ship`, shop.token, {
    courierCompany: 'Speedy Post',
    trackingNo: `SP${paid.shop.order_no.slice(-9)}`,
  });
  expect(shipped.body.code, shipped.body.message).toBe(200);
}

/** The shopper receives the order and the sweep completes it: it earns its points. */
async function complete(paid: Paid) {
  const taken = await postAs(ctx, `/api/front/order/take/${paid.shop.order_no}`, paid.token);
  expect(taken.body.code, taken.body.message).toBe(200);
  await completeOverdueOrders(ctx.db, 0);
  const { rows } = await ctx.db.execute<{ status: string }>(
    sql`SELECT status FROM shop_orders WHERE id = ${paid.shop.id}`,
  );
  expect(rows[0]!.status).toBe('completed');
}

/** The shopper asks for the first item back (money only) and the shop's accept answers `code`. */
async function askFirstItem(paid: Paid) {
  const { rows: items } = await ctx.db.execute<{ id: number }>(sql`
    SELECT id FROM order_items WHERE shop_order_id = ${paid.shop.id} ORDER BY id LIMIT 1`);
  const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
    orderNo: paid.shop.order_no,
    itemIds: [items[0]!.id],
    type: 'refund',
    reason: 'Ordered by mistake',
  });
  expect(asked.body.code, asked.body.message).toBe(200);
  return asked.body.data.refundNo;
}
const accept = (refundNo: string) => postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, shop.token);

async function refundOf(refundNo: string) {
  const { rows } = await ctx.db.execute<{
    id: number;
    status: string;
    amount: number;
    goods: number;
    paid_earlier: number;
    provider_ref: string | null;
    refuse_reason: string | null;
  }>(sql`
    SELECT r.id, r.status, r.amount::int, r.paid_earlier::int, r.provider_ref, r.refuse_reason,
      (SELECT sum(amount)::int FROM refund_items WHERE refund_id = r.id) AS goods
    FROM refunds r WHERE refund_no = ${refundNo}`);
  return rows[0]!;
}

/** The shopper's points balance (as the points page sums it) and the shop order's points rows. */
async function pointsOf(paid: Paid) {
  const page = await ctx.app.inject({ method: 'GET', url: '/api/front/integral/user', headers: bearer(paid.token) });
  const { rows } = await ctx.db.execute<{ type: string; points: number; money: number; title: string }>(sql`
    SELECT type, points, money, title FROM points_ledger WHERE shop_order_id = ${paid.shop.id} ORDER BY id`);
  const { data } = page.json() as { data: { current: number; frozen: number } };
  return { balance: data.current + data.frozen, rows };
}

const earnedOn = (cents: number) => Math.floor(cents / 100);
const dashboard = async (paid: Paid, amount: number) => {
  const dash = fake.dashboardRefund(paid.intent, amount);
  expect(await deliver('refund.created', { ...dash, object: 'refund', status: 'succeeded' })).toBe('applied');
  return dash;
};
const fail = async (id: string) => expect(await deliver('refund.updated', { ...fake.failRefund(id) })).toBe('applied');

describe('a refund closed for customer service, then paid at the dashboard (fix-ES 1)', () => {
  it('takes no points again: the refund took them when it was first paid', async () => {
    const paid = await paidByCard();
    await ship(paid);
    await complete(paid);
    const refundNo = await askFirstItem(paid);
    expect((await accept(refundNo)).body.code).toBe(200);
    const r = await refundOf(refundNo);
    const kept = earnedOn(paid.shop.goods - r.goods);
    expect((await pointsOf(paid)).balance).toBe(kept);
    for (const round of [1, 2, 3]) {
      await fail((await refundOf(refundNo)).provider_ref!);
      if (round < 3) expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBe(1);
    }
    expect((await refundOf(refundNo)).refuse_reason).toMatch(/three times/);
    expect((await pointsOf(paid)).balance).toBe(kept);

    const dash = await dashboard(paid, r.amount);
    const after = await pointsOf(paid);
    expect(after.rows.filter((p) => p.title.startsWith(`stripe:${dash.id}`))).toEqual([]);
    expect(after.balance).toBe(kept);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('takes no points again when the third failure was a dashboard refund that paid it', async () => {
    const paid = await paidByCard();
    await ship(paid);
    await complete(paid);
    const refundNo = await askFirstItem(paid);
    expect((await accept(refundNo)).body.code).toBe(200);
    const r = await refundOf(refundNo);
    const kept = earnedOn(paid.shop.goods - r.goods);
    await fail(r.provider_ref!); // 1
    const d1 = await dashboard(paid, r.amount);
    expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBe(1);
    expect((await refundOf(refundNo)).paid_earlier).toBe(r.amount);
    await fail(d1.id); // 2
    expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBe(1);
    await fail((await refundOf(refundNo)).provider_ref!); // 3
    expect((await refundOf(refundNo)).refuse_reason).toMatch(/three times/);
    expect((await pointsOf(paid)).balance).toBe(kept);

    const d2 = await dashboard(paid, r.amount);
    const after = await pointsOf(paid);
    expect(after.rows.filter((p) => p.title.startsWith(`stripe:${d2.id}`))).toEqual([]);
    expect(after.balance).toBe(kept);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a refund closed for customer service as already refunded at Stripe, then paid at the dashboard (fix-ES 1)', () => {
  it('the money held for its buyer pays it: no points taken again, the shop untouched', async () => {
    const paid = await paidByCard();
    await ship(paid);
    await complete(paid);
    const refundNo = await askFirstItem(paid);
    expect((await accept(refundNo)).body.code).toBe(200);
    const r = await refundOf(refundNo);
    const kept = earnedOn(paid.shop.goods - r.goods);
    await fail(r.provider_ref!);
    // Paid again, Stripe answers that the charge is already refunded (forced: decision 0052, fix-EF's finding).
    fake.refuse.set('/v1/refunds', {
      status: 400,
      error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge already refunded.' },
    });
    await resumeStuckRefunds(ctx.db, sweeper(), 0);
    fake.refuse.delete('/v1/refunds');
    const closed = await refundOf(refundNo);
    expect(closed).toMatchObject({ status: 'refunded', provider_ref: null });
    expect(closed.refuse_reason).toMatch(/Stripe no longer holds/);
    const { rows: before } = await ctx.db.execute<{ shop: number }>(sql`
      SELECT coalesce(-sum(l.amount), 0)::int AS shop FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.shop_order_id = ${paid.shop.id} AND l.account IN ('merchant_pending', 'merchant_available')`);

    const dash = await dashboard(paid, r.amount);
    const after = await pointsOf(paid);
    expect(after.rows.filter((p) => p.title.startsWith(`stripe:${dash.id}`))).toEqual([]);
    expect(after.balance).toBe(kept);
    const { rows: shopAfter } = await ctx.db.execute<{ shop: number }>(sql`
      SELECT coalesce(-sum(l.amount), 0)::int AS shop FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.shop_order_id = ${paid.shop.id} AND l.account IN ('merchant_pending', 'merchant_available')`);
    expect(shopAfter[0]!.shop).toBe(before[0]!.shop);
    // The platform's holding for the buyer paid it: released.
    const { rows: held } = await ctx.db.execute<{ adj: number }>(sql`
      SELECT coalesce(sum(l.amount), 0)::int AS adj FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.refund_id = ${closed.id} AND l.account = 'platform_adjustments'`);
    expect(held[0]!.adj).toBe(0);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a refund paid by a dashboard refund that then fails (fix-ES 2)', () => {
  it('reserved before its first settling, Stripe asked the rest: the points are taken once', async () => {
    const paid = await paidByCard();
    await ship(paid);
    await complete(paid);
    const dash = await dashboard(paid, 10000);
    const refundNo = await askFirstItem(paid);
    // Stripe makes the rest at the click, its answer late: the dashboard refund fails meanwhile, before the settling.
    fake.loseRefundAnswers(1, { how: 'late', ms: 700 });
    const clicked = accept(refundNo);
    const made = () => fake.refundList.some((x) => x.metadata.refundNo === refundNo);
    for (let i = 0; i < 100 && !made(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const r = await refundOf(refundNo);
    expect(r).toMatchObject({ status: 'refunding', paid_earlier: 10000 });
    await fail(dash.id);
    expect((await clicked).body.code).toBe(200);
    // The part the failed money paid is owed again, and paid by card on the next key.
    expect((await refundOf(refundNo)).status).toBe('refunding');
    expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBe(1);
    expect((await refundOf(refundNo)).status).toBe('refunded');
    const final = await pointsOf(paid);
    expect(final.balance).toBe(earnedOn(paid.shop.goods - r.goods));
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('paid whole by it and settled, then owed again: the points are taken once', async () => {
    const paid = await paidByCard();
    await ship(paid);
    await complete(paid);
    const refundNo = await askFirstItem(paid);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount::int FROM refunds WHERE refund_no = ${refundNo}`,
    );
    const dash = await dashboard(paid, rows[0]!.amount);
    const tookByDash = -(await pointsOf(paid)).rows
      .filter((p) => p.title === `stripe:${dash.id}`)
      .reduce((n, p) => n + p.points, 0);
    expect(tookByDash).toBeGreaterThan(0);
    expect((await accept(refundNo)).body.code).toBe(200);
    const r = await refundOf(refundNo);
    expect(r).toMatchObject({ status: 'refunded', paid_earlier: r.amount });
    const kept = earnedOn(paid.shop.goods - r.goods);
    expect((await pointsOf(paid)).balance).toBe(kept);

    await fail(dash.id);
    expect((await refundOf(refundNo)).status).toBe('refunding');
    expect((await pointsOf(paid)).balance).toBe(kept);
    expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBe(1);
    expect((await refundOf(refundNo)).status).toBe('refunded');
    const final = await pointsOf(paid);
    expect(final.balance).toBe(kept);
    // The earning and the dashboard refund's deduction; the refund itself took none, first paid or paid again.
    expect(final.rows.map((p) => [p.type, p.title])).toEqual([
      ['earn', paid.shop.order_no],
      ['deduct', `stripe:${dash.id}`],
    ]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('paid whole by it, owed again, then paid by a second dashboard refund: that one takes no points', async () => {
    const paid = await paidByCard();
    await ship(paid);
    await complete(paid);
    const refundNo = await askFirstItem(paid);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount::int FROM refunds WHERE refund_no = ${refundNo}`,
    );
    const d1 = await dashboard(paid, rows[0]!.amount);
    expect((await accept(refundNo)).body.code).toBe(200);
    const r = await refundOf(refundNo);
    const kept = earnedOn(paid.shop.goods - r.goods);
    await fail(d1.id);
    expect((await refundOf(refundNo)).status).toBe('refunding');
    const d2 = await dashboard(paid, r.amount);
    expect((await pointsOf(paid)).rows.filter((p) => p.title === `stripe:${d2.id}`)).toEqual([]);
    expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBeGreaterThanOrEqual(1);
    expect(await refundOf(refundNo)).toMatchObject({ status: 'refunded', paid_earlier: r.amount });
    expect((await pointsOf(paid)).balance).toBe(kept);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('paid whole by it before completion and owed again: paid again, the order then earns without the refund, once', async () => {
    const paid = await paidByCard();
    await ship(paid);
    const refundNo = await askFirstItem(paid);
    const { rows } = await ctx.db.execute<{ amount: number }>(
      sql`SELECT amount::int FROM refunds WHERE refund_no = ${refundNo}`,
    );
    const dash = await dashboard(paid, rows[0]!.amount);
    expect((await accept(refundNo)).body.code).toBe(200);
    const r = await refundOf(refundNo);
    expect(r).toMatchObject({ status: 'refunded', paid_earlier: r.amount });
    await fail(dash.id);
    expect((await refundOf(refundNo)).status).toBe('refunding');
    expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBeGreaterThanOrEqual(1);
    expect((await refundOf(refundNo)).status).toBe('refunded');
    await complete(paid);
    const kept = earnedOn(paid.shop.goods - r.goods);
    const final = await pointsOf(paid);
    expect(final.rows).toEqual([
      expect.objectContaining({ type: 'earn', points: kept, money: paid.shop.goods - r.goods }),
    ]);
    expect(final.balance).toBe(kept);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a dashboard refund made before completion that fails after it (fix-ES 3)', () => {
  it('gives the shopper the points the order earns on what they finally paid, once', async () => {
    const paid = await paidByCard();
    await ship(paid);
    const dash = await dashboard(paid, 10000);
    await complete(paid);
    const earned = await pointsOf(paid);
    expect(earned.rows).toEqual([
      expect.objectContaining({
        type: 'earn',
        points: earnedOn(paid.shop.goods - 10000),
        money: paid.shop.goods - 10000,
      }),
    ]);

    await fail(dash.id);
    const after = await pointsOf(paid);
    expect(after.balance).toBe(earnedOn(paid.shop.goods));
    expect(after.rows.slice(1)).toEqual([
      {
        type: 'deduct',
        points: earnedOn(paid.shop.goods) - earnedOn(paid.shop.goods - 10000),
        money: -10000,
        title: `stripe:${dash.id}:failed`,
      },
    ]);
    // A replay of the failure gives nothing more.
    await deliver('refund.updated', { ...fake.failRefund(dash.id) });
    expect((await pointsOf(paid)).balance).toBe(earnedOn(paid.shop.goods));
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('one whose money a request after completion used: that part stays given back with the request, once', async () => {
    const paid = await paidByCard();
    await ship(paid);
    const dash = await dashboard(paid, 10000);
    await complete(paid);
    const refundNo = await askFirstItem(paid);
    expect((await accept(refundNo)).body.code).toBe(200);
    const r = await refundOf(refundNo);
    expect(r).toMatchObject({ status: 'refunded', paid_earlier: 10000 });
    const kept = earnedOn(paid.shop.goods - r.goods);
    expect((await pointsOf(paid)).balance).toBe(kept);

    await fail(dash.id);
    expect((await refundOf(refundNo)).status).toBe('refunding');
    expect((await pointsOf(paid)).rows.filter((p) => p.title.startsWith(`stripe:${dash.id}`))).toEqual([]);
    expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBeGreaterThanOrEqual(1);
    expect((await refundOf(refundNo)).status).toBe('refunded');
    expect((await pointsOf(paid)).balance).toBe(kept);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
