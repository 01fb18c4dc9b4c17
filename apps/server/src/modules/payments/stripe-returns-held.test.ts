import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import { shopOrderBooks } from '../../../test/money-fixtures';
import { type Line, noticesShown, otherShopLines } from '../../../test/refund-helpers';
import { closedForServiceSteps } from '../../../test/stripe-refund-steps';
import type { StripeStandin } from '../../../test/stripe-standin';
import { stripeMall } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../finance/ledger';
import { shareByWeight } from '../finance/taken-back-plan';
import { resumeStuckRefunds } from '../refunds/merchant-refunds.service';

// Audit EP (items EP2, EP4; decisions 0051, 0052): the money the platform holds for the buyer of a refund closed for
// customer service pays the money Stripe later gives back (a dashboard refund, a lost dispute) before any shop's, and
// a refund paid again after a failure waits only for what is owed again.

const stripe = stripeMall('whsec_held_test', 'held');
/** Its signed webhook, and the minute sweep's own Stripe client as jobs.ts builds it. */
const { deliver, sweepStripe } = stripe;

let ctx: TestContext;
let fake: StripeStandin;
let shopA: { token: string; merchantId: number };
let linesA: Line[];
let linesB: Line[];

beforeAll(async () => {
  ({ ctx, fake, merchant: shopA, lines: linesA } = await stripe.start());
  linesB = await otherShopLines(ctx, shopA.merchantId, 1);
});
afterAll(stripe.close);

/** An order of `items` paid through Stripe, its charge known to the stand-in; `total` is what the intent captured. */
async function stripePaid(items: Line[]) {
  const paid = await stripe.paid(items);
  return { ...paid, total: paid.captured };
}
type Paid = Awaited<ReturnType<typeof stripePaid>>;

/** A refund of an order's first item that Stripe pays, its row, and three refusals of the card. */
const { refundFirstItem, refundRow, failThrice } = closedForServiceSteps(stripe);

/** Per shop order: the provider cash its entries hold, what its shop holds of it, and the platform's holding. */
const books = (orderId: number) => shopOrderBooks(ctx, orderId);

/** What the platform holds for the buyer of refund `id` (`platform_adjustments` of its entries; negative: held). */
async function heldFor(id: number) {
  const { rows } = await ctx.db.execute<{ adj: number }>(sql`
    SELECT coalesce(sum(l.amount), 0)::int AS adj FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.refund_id = ${id} AND l.account = 'platform_adjustments'`);
  return rows[0]!.adj;
}

/** Provider cash of the checkout in the books (its shop orders' entries and the platform's parts) and at Stripe. */
async function cash(paid: Paid) {
  const { rows } = await ctx.db.execute<{ cash: number }>(sql`
    SELECT coalesce(sum(l.amount), 0)::int AS cash FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE l.account = 'provider_cash' AND (e.shop_order_id IN (SELECT id FROM shop_orders WHERE order_id = ${paid.orderId})
      OR e.refund_id IN (SELECT id FROM refunds WHERE order_id = ${paid.orderId})
      OR e.key LIKE ANY (SELECT 'stripe:' || ref || ':platform%' FROM provider_returns WHERE order_id = ${paid.orderId}))`);
  const atStripe =
    paid.total -
    fake.refundList
      .filter((r) => r.payment_intent === paid.intent && r.status === 'succeeded')
      .reduce((sum, r) => sum + r.amount, 0);
  return { books: rows[0]!.cash, atStripe };
}

async function shopParts(key: string) {
  const { rows } = await ctx.db.execute<{ key: string; cash: number }>(sql`
    SELECT e.key, -sum(l.amount)::int AS cash FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.key LIKE ${`${key}:SH%`} AND l.account = 'provider_cash' GROUP BY e.key, e.shop_order_id ORDER BY e.shop_order_id`);
  return rows;
}

const shown = (route: 'merchant' | 'admin', token: string, kind: string, orderNo: string, lang: string) =>
  noticesShown(ctx, route, token, kind, orderNo, lang);

async function noticeVars(kind: string, orderNo: string) {
  const { rows } = await ctx.db.execute<{ vars: Record<string, string> }>(
    sql`SELECT vars FROM notices WHERE kind = ${kind} AND vars->>'orderNo' = ${orderNo} ORDER BY id`,
  );
  return rows.map((r) => r.vars);
}

describe('money held for the buyer of a refund closed for customer service (audit EP2)', () => {
  it('pays the dashboard refund the operator then makes to the buyer, the shop untouched', async () => {
    const paid = await stripePaid([linesA[0]!, linesA[1]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    expect(await heldFor(closed.id)).toBe(-closed.amount);
    const before = await books(paid.orderId);

    const dash = fake.dashboardRefund(paid.intent, closed.amount);
    expect(await deliver('refund.created', { ...dash, object: 'refund', status: 'succeeded' })).toBe('applied');

    // The platform's holding paid the buyer: released, and the shop's part of the order as it was.
    expect(await heldFor(closed.id)).toBe(0);
    expect(await shopParts(`stripe:${dash.id}`)).toEqual([]);
    expect((await books(paid.orderId))[0]!.shop).toBe(before[0]!.shop);
    const { books: inBooks, atStripe } = await cash(paid);
    expect(inBooks).toBe(atStripe);
    expect(await noticeVars('payment_taken_back', paid.shops[0]!.order_no)).toEqual([]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);

    // Another dashboard refund is the shop's again: nothing is held any more.
    const more = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', { ...more, object: 'refund', status: 'succeeded' })).toBe('applied');
    expect((await shopParts(`stripe:${more.id}`)).map((p) => p.cash)).toEqual([1000]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it("bears a lost dispute's part of it, the shop losing what it holds, and the notices say so", async () => {
    const paid = await stripePaid([linesA[0]!, linesA[1]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    const before = await books(paid.orderId);
    const shopCash = before[0]!.cash - closed.amount;
    const id = `dp_held_${paid.intent}`;
    const dispute = (status: string) => ({
      id,
      object: 'dispute',
      amount: paid.total,
      charge: paid.charge,
      reason: 'product_not_received',
      status,
      evidence_details: { due_by: 1_900_000_000 },
    });
    expect(await deliver('charge.dispute.created', dispute('needs_response'))).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', dispute('needs_response'))).toBe('applied');
    // The shop is told what it holds of the order, not the buyer's money the platform holds.
    const opened = await noticeVars('dispute_opened', paid.shops[0]!.order_no);
    expect(opened[0]!.amount).toBe((before[0]!.shop / 100).toFixed(2));
    const seen = await noticeVars('dispute_opened_seen', paid.shops[0]!.order_no);
    expect(seen[0]!.refunded).toBe('0.00');
    // The buyer's holding the chargeback pays them is a release, not the platform's part (audit EY3).
    expect(seen[0]!).toMatchObject({ platform: '0.00', released: (closed.amount / 100).toFixed(2) });
    const fr = await shown('merchant', shopA.token, 'dispute_opened', paid.shops[0]!.order_no, 'fr');
    expect(fr[0]!.body).toContain((before[0]!.shop / 100).toFixed(2).replace('.', ','));

    expect(await deliver('charge.dispute.closed', dispute('lost'))).toBe('applied');
    const after = await books(paid.orderId);
    expect(after[0]!.shop).toBe(0);
    // Nothing of the payment is left on the shop order: the release of the buyer's holding is booked on it (audit ET2).
    expect(after[0]!.cash).toBe(0);
    expect(shopCash).toBeGreaterThan(0);
    expect(await heldFor(closed.id)).toBe(0);
    const lost = await noticeVars('dispute_closed_seen', paid.shops[0]!.order_no);
    expect(lost[0]!.refunded).toBe('0.00');
    expect(lost[0]!).toMatchObject({ platform: '0.00', released: (closed.amount / 100).toFixed(2) });
    const { books: inBooks, atStripe } = await cash(paid);
    expect(inBooks).toBe(atStripe - paid.total);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a refund paid again after a failed dashboard refund (audit EP4)', () => {
  it('waits for what is owed again only: the rest of a later dashboard refund is shared by what each shop holds', async () => {
    const paid = await stripePaid([linesA[0]!, linesA[1]!, linesB[0]!]);
    const refundNo = await refundFirstItem(paid);
    const first = fake.failRefund((await refundRow(refundNo)).provider_ref!);
    expect(await deliver('refund.updated', { ...first })).toBe('applied');
    const d1 = fake.dashboardRefund(paid.intent, 10000);
    expect(await deliver('refund.created', { ...d1, object: 'refund', status: 'succeeded' })).toBe('applied');
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    expect(await deliver('refund.updated', { ...fake.failRefund(d1.id) })).toBe('applied');
    const reopened = await refundRow(refundNo);
    expect(reopened.status).toBe('refunding');
    expect(await heldFor(reopened.id)).toBe(-10000);

    const before = await books(paid.orderId);
    const d2 = fake.dashboardRefund(paid.intent, 20000);
    expect(await deliver('refund.created', { ...d2, object: 'refund', status: 'succeeded' })).toBe('applied');
    // 100.00 to shop A, whose refund waits for it; the other 100.00 by what each shop order holds.
    const rest = shareByWeight(10000, [before[0]!.cash - 10000, before[1]!.cash]);
    expect(rest[1]).toBeGreaterThan(0);
    expect((await shopParts(`stripe:${d2.id}`)).map((p) => p.cash)).toEqual([10000 + rest[0]!, rest[1]!]);

    const calls = fake.refunds.length;
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    expect(fake.refunds.length).toBe(calls);
    expect((await refundRow(refundNo)).status).toBe('refunded');
    expect(await heldFor(reopened.id)).toBe(0);
    const { books: inBooks, atStripe } = await cash(paid);
    expect(inBooks).toBe(atStripe);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
