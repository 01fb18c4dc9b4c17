import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, type TestContext } from '../../../test/harness';
import { type Line, postAs } from '../../../test/refund-helpers';
import { oneShopRefundSteps } from '../../../test/stripe-refund-steps';
import type { StripeStandin } from '../../../test/stripe-standin';
import { disputeObject, refundObject, stripeMall } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../finance/ledger';
import { resumeStuckRefunds } from './merchant-refunds.service';

// Audit EI1 and EI6, and fix-EF's finding (decisions 0051, 0052): a refund's reservation of money Stripe gave back
// follows what Stripe did, a key Stripe spent on a 500 is left for a fresh one, and a refund reopened after a failure
// that Stripe refuses closes for customer service, its books and its state agreeing.

const stripe = stripeMall('whsec_refund_retries', 'rtr');
/** Its signed webhook, and the minute sweep's own Stripe client as jobs.ts builds it. */
const { deliver, sweepStripe } = stripe;

let ctx: TestContext;
let fake: StripeStandin;
let merchant: { token: string; merchantId: number };
let lines: Line[];

beforeAll(async () => {
  ({ ctx, fake, merchant, lines } = await stripe.start());
});
afterAll(stripe.close);

/** An order of both lines of one shop, paid through Stripe (the intent, then its signed success). */
async function stripePaid() {
  const paid = await stripe.paid([lines[0]!, lines[1]!]);
  return { ...paid, shop: paid.shops[0]! };
}
type Paid = Awaited<ReturnType<typeof stripePaid>>;

/** A refund asked and accepted, its row, what Stripe refunded of a payment and the keys a refund spent. */
const { asked, accept, refundRow, refundedAtStripe, keysOf } = oneShopRefundSteps(stripe);

/** The books of the shop order: provider cash, and what the shop holds of it (pending and available). */
async function books(paid: Paid) {
  const { rows } = await ctx.db.execute<{ cash: number; shop: number }>(sql`
    SELECT coalesce(sum(l.amount) FILTER (WHERE l.account = 'provider_cash'), 0)::int AS cash,
      coalesce(-sum(l.amount) FILTER (WHERE l.account IN ('merchant_pending', 'merchant_available')), 0)::int AS shop
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id WHERE e.shop_order_id = ${paid.shop.id}`);
  return rows[0]!;
}

const dispute = disputeObject;

/** A control: the same order, the same item asked back and paid through Stripe at once; the shop's books after. */
async function paidAtOnce(cheaper: boolean) {
  const paid = await stripePaid();
  const refundNo = await asked(paid, cheaper);
  const res = await accept(refundNo);
  expect(res.body.code, res.body.message).toBe(200);
  return books(paid);
}

describe('a refund that reserved money Stripe gave back keeps no stale reservation (audit EI1)', () => {
  it('a refund waiting for a dispute reserves nothing, and the lost dispute’s funds pay it without a Stripe call', async () => {
    const paid = await stripePaid();
    const dash = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const disputeId = `dp_rtr_${paid.intent}`;
    const disputed = paid.captured - 1000;
    expect(await deliver('charge.dispute.created', dispute(disputeId, paid.charge, disputed, 'needs_response'))).toBe(
      'applied',
    );
    const refundNo = await asked(paid);
    const click = await accept(refundNo);
    // Accepted, waiting for the dispute: a success that says so (audit FY6).
    expect(click.status).toBe(200);
    // Waiting: Stripe was not asked, so nothing is reserved for it.
    expect(await refundRow(refundNo)).toMatchObject({ status: 'refunding', paid_earlier: 0 });
    expect(keysOf(refundNo)).toEqual([]);
    const withdrawn = dispute(disputeId, paid.charge, disputed, 'needs_response');
    expect(await deliver('charge.dispute.funds_withdrawn', withdrawn)).toBe('applied');
    expect(await deliver('charge.dispute.closed', dispute(disputeId, paid.charge, disputed, 'lost'))).toBe('applied');
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    const row = await refundRow(refundNo);
    // The dispute's funds (and the dashboard's) paid it whole: the shopper got it once, Stripe was never asked.
    expect(row).toMatchObject({ status: 'refunded', provider_ref: null, paid_earlier: row.amount });
    expect(keysOf(refundNo)).toEqual([]);
    expect(refundedAtStripe(paid)).toBe(1000);
    expect((await books(paid)).cash).toBe(paid.captured - 1000 - disputed);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('one shop: Stripe answers 500 and makes nothing, then the rest is refunded at the dashboard: paid once, the shop charged once', async () => {
    const control = await paidAtOnce(true);
    const paid = await stripePaid();
    const dash = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const refundNo = await asked(paid, true);
    fake.loseRefundAnswers(1, { how: 'fail' });
    const click = await accept(refundNo);
    expect(click.status).toBe(500);
    const waiting = await refundRow(refundNo);
    expect(waiting).toMatchObject({ status: 'refunding', paid_earlier: 1000 });
    expect(fake.refundList.filter((r) => r.metadata.refundNo === refundNo)).toEqual([]);
    // The operator refunds the rest at Stripe's dashboard; it is booked as Stripe's.
    const rest = fake.dashboardRefund(paid.intent, waiting.amount - 1000);
    expect(await deliver('refund.created', refundObject(rest))).toBe('applied');
    const calls = keysOf(refundNo).length;
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    const row = await refundRow(refundNo);
    expect(row).toMatchObject({ status: 'refunded', provider_ref: null, paid_earlier: row.amount });
    // The shopper was paid once (Stripe refunded the refund's amount in all), the shop charged once (as the control).
    expect(keysOf(refundNo)).toHaveLength(calls);
    expect(refundedAtStripe(paid)).toBe(row.amount);
    // (Two dashboard refunds booked apart each round the commission they reverse: a cent, not a second charge.)
    const after = await books(paid);
    expect(after.cash).toBe(paid.captured - row.amount);
    expect(Math.abs(after.shop - control.shop)).toBeLessThanOrEqual(1);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a refund whose key Stripe spent on a 500 is paid on a fresh key (audit EI6)', () => {
  it('Stripe made nothing and replays its 500 on the key: the sweep pays on a fresh key, once', async () => {
    const paid = await stripePaid();
    const refundNo = await asked(paid);
    fake.loseRefundAnswers(1, { how: 'fail' });
    const click = await accept(refundNo);
    expect(click.status).toBe(500);
    expect(click.body.message).toBe('Paying back failed; the refund stays open and can be paid back again');
    expect(new Set(keysOf(refundNo))).toEqual(new Set([refundNo]));
    // The key still answers its 500 (Stripe's replay), so the sweep asks on a fresh one, which no attempt key can be.
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    const made = fake.refundList.filter((r) => r.metadata.refundNo === refundNo);
    expect(made).toHaveLength(1);
    const row = await refundRow(refundNo);
    expect(row).toMatchObject({ status: 'refunded', provider_ref: made[0]!.id, paid_earlier: 0 });
    expect(made[0]!.amount).toBe(row.amount);
    expect(keysOf(refundNo).at(-1)).toBe(`${refundNo}:retry1`);
    const { rows: told } = await ctx.db.execute<{ audience: string }>(
      sql`SELECT audience FROM notices WHERE kind = 'refund_paid' AND vars->>'refundNo' = ${refundNo}`,
    );
    expect(told.map((n) => n.audience)).toEqual(['shopper']);
    // Nothing left to pay: no more calls.
    const calls = keysOf(refundNo).length;
    await resumeStuckRefunds(ctx.db, sweepStripe(), 0);
    expect(keysOf(refundNo)).toHaveLength(calls);
    expect((await books(paid)).cash).toBe(paid.captured - row.amount);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a 500 while Stripe did make the refund keeps the key: settled from Stripe’s list, no fresh key', async () => {
    const paid = await stripePaid();
    const refundNo = await asked(paid);
    fake.loseRefundAnswers(1, { how: 'error' });
    const click = await accept(refundNo);
    expect(click.body.code, click.body.message).toBe(200);
    const made = fake.refundList.filter((r) => r.metadata.refundNo === refundNo);
    expect(made).toHaveLength(1);
    expect(await refundRow(refundNo)).toMatchObject({ status: 'refunded', provider_ref: made[0]!.id });
    expect(new Set(keysOf(refundNo))).toEqual(new Set([refundNo]));
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a refund reopened after a failure that Stripe refuses as already refunded (found by fix-EF)', () => {
  it('closes for customer service: its sale stays reversed and so does its state, items not freed', async () => {
    const paid = await stripePaid();
    const refundNo = await asked(paid);
    expect((await accept(refundNo)).body.code).toBe(200);
    const failed = fake.failRefund((await refundRow(refundNo)).provider_ref!);
    expect(await deliver('refund.updated', { ...failed, failure_reason: 'expired_or_canceled_card' })).toBe('applied');
    expect((await refundRow(refundNo)).status).toBe('refunding');
    const before = await books(paid);
    // Stripe now says the charge was refunded already (money that left at Stripe the mall cannot use for it).
    fake.refuse.set('/v1/refunds', {
      status: 400,
      error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'already refunded' },
    });
    const again = await postAs(ctx, `/api/merchant/refunds/${refundNo}/pay`, merchant.token);
    fake.refuse.delete('/v1/refunds');
    expect(again.status).toBe(409);
    const row = await refundRow(refundNo);
    expect(row).toMatchObject({ status: 'refunded', provider_ref: null, paid_earlier: 0 });
    expect(row.refuse_reason).toMatch(/^Stripe no longer holds the money of this payment/);
    // The item stays refunded (the sale reversed on the books is what the item says), not free to ask again.
    const { rows: items } = await ctx.db.execute<{ refund_status: string }>(sql`
      SELECT i.refund_status FROM order_items i JOIN refund_items ri ON ri.order_item_id = i.id
      JOIN refunds r ON r.id = ri.refund_id WHERE r.refund_no = ${refundNo}`);
    expect(items).toEqual([{ refund_status: 'refunded' }]);
    const view = await get<{ status: string; closedUnpaid: boolean }>(
      ctx.app,
      `/api/front/order/refund/detail/${refundNo}`,
      bearer(paid.token),
    );
    expect(view.body.data).toMatchObject({ status: 'refunded', closedUnpaid: true });
    // Nothing booked: the money waits with the platform for the buyer; the shopper and the operators are told.
    expect(await books(paid)).toEqual(before);
    const { rows: told } = await ctx.db.execute<{ kind: string; audience: string }>(sql`
      SELECT kind, audience FROM notices WHERE vars->>'refundNo' = ${refundNo}
        AND kind IN ('refund_closed_unpaid', 'refund_closed_unpaid_seen') ORDER BY kind, audience`);
    expect([...new Set(told.map((n) => `${n.kind}/${n.audience}`))]).toEqual([
      'refund_closed_unpaid/shopper',
      'refund_closed_unpaid_seen/platform',
    ]);
    const calls = keysOf(refundNo).length;
    await resumeStuckRefunds(ctx.db, sweepStripe(), 0);
    expect(keysOf(refundNo)).toHaveLength(calls);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
