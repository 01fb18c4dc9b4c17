import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../../test/harness';
import { type Line, otherShopStaff, postAs, skusOf } from '../../../test/refund-helpers';
import type { StripeStandin } from '../../../test/stripe-standin';
import { pointsUsableAtOnce, stripeMall } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../finance/ledger';
import { resumeStuckRefunds } from '../refunds/merchant-refunds.service';
import { completeOverdueOrders } from '../reviews/order-completion';

/**
 * Dashboard money that pays a refund of the mall whose payment by card failed (decision 0052; audit EP): the
 * shopper's points are taken once, and the shop is told what it is charged in the end and which request it paid.
 */
const stripe = stripeMall('whsec_waiting_refund', 'wr');
/** Its signed webhook, and the minute sweep's own Stripe client as jobs.ts builds it. */
const { deliver, sweepStripe: sweeper } = stripe;
let ctx: TestContext;
let fake: StripeStandin;
let shopA: { token: string; merchantId: number; lines: Line[] };
let shopB: { token: string; merchantId: number; lines: Line[] };

beforeAll(async () => {
  const started = await stripe.start();
  ({ ctx, fake } = started);
  const b = await otherShopStaff(ctx, started.merchant.merchantId);
  shopA = { ...started.merchant, lines: started.lines };
  shopB = { ...b, lines: await skusOf(ctx, b.merchantId, 1) };
  await pointsUsableAtOnce(ctx);
});
afterAll(stripe.close);

const paidByCard = (lines: Line[]) => stripe.paid(lines);
type Paid = Awaited<ReturnType<typeof paidByCard>>;
const tokenOf = (merchantId: number) => (merchantId === shopA.merchantId ? shopA.token : shopB.token);

async function completeFirst(paid: Paid) {
  const so = paid.shops[0]!;
  const shipped = await postAs(ctx, `/api/merchant/orders/${so.order_no}/ship`, tokenOf(so.merchant_id), {
    courierCompany: 'Speedy Post',
    trackingNo: `SP${so.order_no.slice(-9)}`,
  });
  expect(shipped.body.code, shipped.body.message).toBe(200);
  const taken = await postAs(ctx, `/api/front/order/take/${so.order_no}`, paid.token);
  expect(taken.body.code, taken.body.message).toBe(200);
  await completeOverdueOrders(ctx.db, 0);
}

/** The shopper asks for the first item of the first shop order back; its shop accepts, and Stripe pays it. */
async function firstItemRefunded(paid: Paid) {
  const so = paid.shops[0]!;
  const { rows: items } = await ctx.db.execute<{ id: number }>(sql`
    SELECT id FROM order_items WHERE shop_order_id = ${so.id} ORDER BY id LIMIT 1`);
  const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
    orderNo: so.order_no,
    itemIds: [items[0]!.id],
    type: 'refund',
    reason: 'Ordered by mistake',
  });
  expect(asked.body.code, asked.body.message).toBe(200);
  const accepted = await postAs(
    ctx,
    `/api/merchant/refunds/${asked.body.data.refundNo}/accept`,
    tokenOf(so.merchant_id),
  );
  expect(accepted.body.code, accepted.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{
    id: number;
    refund_no: string;
    amount: number;
    provider_ref: string;
    status: string;
  }>(sql`
    SELECT id, refund_no, amount::int, provider_ref, status FROM refunds WHERE refund_no = ${asked.body.data.refundNo}`);
  expect(rows[0]!.status).toBe('refunded');
  return rows[0]!;
}

async function refundOf(refundNo: string) {
  const { rows } = await ctx.db.execute<{ status: string; paid_earlier: number }>(
    sql`SELECT status, paid_earlier::int FROM refunds WHERE refund_no = ${refundNo}`,
  );
  return rows[0]!;
}

/** The shopper's points balance and the shop order's points rows, as the points page reads them. */
async function pointsOf(paid: Paid) {
  const page = await ctx.app.inject({ method: 'GET', url: '/api/front/integral/user', headers: bearer(paid.token) });
  const { rows } = await ctx.db.execute<{ type: string; points: number; money: number; title: string }>(sql`
    SELECT type, points, money, title FROM points_ledger WHERE shop_order_id = ${paid.shops[0]!.id} ORDER BY id`);
  const { data } = page.json() as { data: { current: number; frozen: number } };
  return { balance: data.current + data.frozen, rows };
}

/** Shop A's share of the order in its balances (pending plus available), as its finance page sums it. */
async function shopMoney(shopOrderId: number) {
  const { rows } = await ctx.db.execute<{ shop: number }>(sql`
    SELECT coalesce(-sum(l.amount), 0)::int AS shop FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.shop_order_id = ${shopOrderId} AND l.account IN ('merchant_pending', 'merchant_available')`);
  return rows[0]!.shop;
}

async function shopNotices(token: string, orderNo: string, lang: string) {
  const r = await ctx.app.inject({
    method: 'GET',
    url: '/api/merchant/notices?kind=payment_taken_back',
    headers: { ...bearer(token), 'accept-language': lang },
  });
  const list = (r.json() as { data: { list: { title: string; body: string }[] } }).data.list;
  return list.filter((n) => n.body.includes(orderNo)).map((n) => n.body);
}

describe('dashboard money that pays a refund whose card failed (audit EP)', () => {
  it('takes the points once: the refund took them when first paid, the dashboard refund takes none, and its failure gives none back (EP1)', async () => {
    const paid = await paidByCard([shopA.lines[0]!, shopA.lines[1]!]);
    await completeFirst(paid);
    const earned = await pointsOf(paid);
    expect(earned.rows).toEqual([expect.objectContaining({ type: 'earn' })]);
    const total = earned.rows[0]!.points;
    const refund = await firstItemRefunded(paid);
    const afterRefund = await pointsOf(paid);
    const refundTook = -afterRefund.rows.filter((r) => r.type === 'deduct').reduce((n, r) => n + r.points, 0);
    expect(refundTook).toBeGreaterThan(0);
    const kept = total - refundTook;
    expect(afterRefund.balance).toBe(kept);

    // The card refuses the money: the refund is owed again, its points stay taken.
    expect(await deliver('refund.updated', { ...fake.failRefund(refund.provider_ref) })).toBe('applied');
    expect((await refundOf(refund.refund_no)).status).toBe('refunding');
    expect((await pointsOf(paid)).balance).toBe(kept);

    // The operator pays it at Stripe's dashboard: that money is the refund's, its points were taken already.
    const dash = fake.dashboardRefund(paid.intent, refund.amount);
    expect(await deliver('refund.created', { ...dash, object: 'refund', status: 'succeeded' })).toBe('applied');
    const afterDash = await pointsOf(paid);
    expect(afterDash.rows.filter((r) => r.title === `stripe:${dash.id}`)).toEqual([]);
    expect(afterDash.balance).toBe(kept);

    // The sweep settles the refund with that money, no Stripe call; still once.
    expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBe(1);
    expect(await refundOf(refund.refund_no)).toEqual({ status: 'refunded', paid_earlier: refund.amount });
    expect((await pointsOf(paid)).balance).toBe(kept);

    // That dashboard refund fails too: the refund is owed again, and nothing comes back that was not taken.
    expect(await deliver('refund.updated', { ...fake.failRefund(dash.id) })).toBe('applied');
    expect((await refundOf(refund.refund_no)).status).toBe('refunding');
    const afterFail = await pointsOf(paid);
    expect(afterFail.rows.filter((r) => r.title.startsWith(`stripe:${dash.id}`))).toEqual([]);
    expect(afterFail.balance).toBe(kept);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('tells the shop the dashboard money paid its own failed refund, and charges it nothing more (EP5)', async () => {
    const paid = await paidByCard([shopA.lines[0]!, shopA.lines[1]!, shopB.lines[0]!]);
    const [a, b] = paid.shops;
    const refund = await firstItemRefunded(paid);
    expect(await deliver('refund.updated', { ...fake.failRefund(refund.provider_ref) })).toBe('applied');
    const before = [await shopMoney(a!.id), await shopMoney(b!.id)];
    const dash = fake.dashboardRefund(paid.intent, refund.amount);
    expect(await deliver('refund.created', { ...dash, object: 'refund', status: 'succeeded' })).toBe('applied');
    // (The first case's refund, owed again, is paid by this sweep too.)
    expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBeGreaterThanOrEqual(1);
    expect(await refundOf(refund.refund_no)).toEqual({ status: 'refunded', paid_earlier: refund.amount });
    expect([await shopMoney(a!.id), await shopMoney(b!.id)]).toEqual(before);

    const [en] = await shopNotices(shopA.token, a!.order_no, 'en');
    expect(en).toContain(`this money paid the buyer's refund request ${refund.refund_no} ($`);
    expect(en).toContain('so nothing more is taken from your balance for it.');
    expect(en).not.toContain('was taken from');
    const [fr] = await shopNotices(shopA.token, a!.order_no, 'fr');
    expect(fr).toContain(`cet argent a payé la demande de remboursement ${refund.refund_no} de l’acheteur (`);
    expect(fr).not.toContain('ont été retirés');
    expect(await shopNotices(shopB.token, b!.order_no, 'en')).toEqual([]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
  it('dashboard money beyond the waiting refund takes the points of that part only, and its failure gives back just those', async () => {
    const paid = await paidByCard([shopA.lines[0]!, shopA.lines[1]!]);
    const [a] = paid.shops;
    await completeFirst(paid);
    const refund = await firstItemRefunded(paid);
    const kept = (await pointsOf(paid)).balance;
    expect(await deliver('refund.updated', { ...fake.failRefund(refund.provider_ref) })).toBe('applied');
    const shopBefore = await shopMoney(a!.id);
    const dash = fake.dashboardRefund(paid.intent, refund.amount + 5000);
    expect(await deliver('refund.created', { ...dash, object: 'refund', status: 'succeeded' })).toBe('applied');
    const afterDash = await pointsOf(paid);
    const took = afterDash.rows.filter((r) => r.title === `stripe:${dash.id}`);
    expect(took).toEqual([expect.objectContaining({ type: 'deduct', money: 5000 })]);
    expect(took[0]!.points).toBeLessThan(0);
    expect(afterDash.balance).toBe(kept + took[0]!.points);
    const [en] = await shopNotices(shopA.token, a!.order_no, 'en');
    expect(en).toContain(`this money paid the buyer's refund request ${refund.refund_no} ($269.99)`);
    const told = /for it\. \$(\d+)\.(\d{2}) was taken from this order's money in your pending balance\./.exec(en!);
    expect(told).not.toBeNull();

    expect(await resumeStuckRefunds(ctx.db, sweeper(), 0)).toBeGreaterThanOrEqual(1);
    expect(await refundOf(refund.refund_no)).toEqual({ status: 'refunded', paid_earlier: refund.amount });
    // What the notice named is what the shop is charged in the end, once the sweep gave back the refund's part.
    expect(shopBefore - (await shopMoney(a!.id))).toBe(Number(told![1]) * 100 + Number(told![2]));
    expect((await pointsOf(paid)).balance).toBe(kept + took[0]!.points);

    expect(await deliver('refund.updated', { ...fake.failRefund(dash.id) })).toBe('applied');
    const afterFail = await pointsOf(paid);
    expect(afterFail.rows.filter((r) => r.title === `stripe:${dash.id}:failed`)).toEqual([
      expect.objectContaining({ points: -took[0]!.points, money: -5000 }),
    ]);
    expect(afterFail.balance).toBe(kept);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
