import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post, type TestContext } from '../../../test/harness';
import { type Line, otherShopLines, postAs } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import { closedForServiceSteps } from '../../../test/stripe-refund-steps';
import type { StripeStandin } from '../../../test/stripe-standin';
import { disputeObject, stripeMall } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../finance/ledger';

// Audit ET (items ET1, ET2; decisions 0051, 0052): a dashboard refund that pays the buyer the money the platform held
// for a refund closed for customer service is told to the shopper and the operators, the refund's page stops saying
// the money waits with customer service once all of it reached the buyer, and the release is booked on the refund's
// shop order, so that per-order and per-refund sums of the books show it, and nothing reading the shop order's
// entries counts it as money given back of the order.

const stripe = stripeMall('whsec_released_test', 'released');
/** Its signed webhook. */
const { deliver } = stripe;

let ctx: TestContext;
let fake: StripeStandin;
let shopA: { token: string; merchantId: number };
let admin: string;
let linesA: Line[];
let linesB: Line[];

beforeAll(async () => {
  ({ ctx, fake, merchant: shopA, lines: linesA } = await stripe.start());
  admin = await adminToken(ctx.db);
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

async function shown(route: 'merchant' | 'admin', token: string, kind: string, orderNo: string, lang: string) {
  const res = await get<{ list: { title: string; body: string }[] }>(ctx.app, `/api/${route}/notices?kind=${kind}`, {
    ...bearer(token),
    'accept-language': lang,
  });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.list.filter((n) => n.body.includes(orderNo) || n.title.includes(orderNo));
}

async function noticeVars(kind: string, orderNo: string) {
  const { rows } = await ctx.db.execute<{ vars: Record<string, string> }>(
    sql`SELECT vars FROM notices WHERE kind = ${kind} AND vars->>'orderNo' = ${orderNo} ORDER BY id`,
  );
  return rows.map((r) => r.vars);
}

/** Per shop order of the checkout, and for refund `refundId`: the sum of their entries' `platform_adjustments`. */
async function adjustments(paid: Paid, refundId: number) {
  const { rows } = await ctx.db.execute<{ id: number; adj: number }>(sql`
    SELECT so.id, coalesce(sum(l.amount) FILTER (WHERE l.account = 'platform_adjustments'), 0)::int AS adj
    FROM shop_orders so LEFT JOIN ledger_entries e ON e.shop_order_id = so.id
      LEFT JOIN ledger_lines l ON l.entry_id = e.id
    WHERE so.order_id = ${paid.orderId} GROUP BY so.id ORDER BY so.id`);
  return { perOrder: rows.map((r) => r.adj), perRefund: await heldFor(refundId) };
}

async function refundNotices(kind: string, refundNo: string) {
  const { rows } = await ctx.db.execute<{ vars: Record<string, string>; user_id: number | null }>(
    sql`SELECT vars, user_id FROM notices WHERE kind = ${kind} AND vars->>'refundNo' = ${refundNo} ORDER BY id`,
  );
  return rows;
}

async function refundPage(token: string, refundNo: string, lang = 'en') {
  const view = await get<{
    status: string;
    closedUnpaid: boolean;
    paidAnotherWay: boolean;
    refuseReason: string | null;
  }>(ctx.app, `/api/front/order/refund/detail/${refundNo}`, { ...bearer(token), 'accept-language': lang });
  expect(view.body.code, view.body.message).toBe(200);
  return view.body.data;
}

async function shopperSees(token: string, kind: string, refundNo: string, lang: string) {
  const res = await get<{ list: { title: string; body: string }[] }>(ctx.app, `/api/front/notices?kind=${kind}`, {
    ...bearer(token),
    'accept-language': lang,
  });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.list.filter((n) => n.body.includes(refundNo) || n.title.includes(refundNo));
}

async function adminRefund(refundNo: string) {
  const res = await get<{ heldForBuyer: string; needsOperator: boolean }>(
    ctx.app,
    `/api/admin/refunds/${refundNo}`,
    bearer(admin),
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data;
}

const payAnotherWay = (refundNo: string, amount: string) =>
  post(
    ctx.app,
    `/api/admin/refunds/${refundNo}/paid-another-way`,
    { amount, note: 'Bank transfer 42', requestId: `pay-${refundNo}-${amount.replace('.', '-')}` },
    { headers: bearer(admin) },
  );

describe('a dashboard refund paying the money held for a buyer (audit ET1, ET2)', () => {
  it('tells the shopper and the operators, and the refund page stops saying it waits once all reached the buyer', async () => {
    const paid = await stripePaid([linesA[0]!, linesA[1]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    expect(await refundPage(paid.token, refundNo)).toMatchObject({ status: 'refunded', closedUnpaid: true });
    expect(await adjustments(paid, closed.id)).toEqual({ perOrder: [-closed.amount], perRefund: -closed.amount });

    // The operator pays 10.00 of it at Stripe's dashboard: told, the rest still held and shown as such.
    const first = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', { ...first, object: 'refund', status: 'succeeded' })).toBe('applied');
    const left = closed.amount - 1000;
    expect(await adjustments(paid, closed.id)).toEqual({ perOrder: [-left], perRefund: -left });
    const toShopper = await refundNotices('refund_paid_at_stripe', refundNo);
    expect(toShopper.map((n) => [n.user_id !== null, n.vars.amount])).toEqual([[true, '10.00']]);
    const toOperator = await refundNotices('refund_held_released_seen', refundNo);
    expect(toOperator.map((n) => [n.vars.amount, n.vars.held, n.vars.ref])).toEqual([
      ['10.00', (left / 100).toFixed(2), first.id],
    ]);
    const page = await refundPage(paid.token, refundNo);
    expect(page).toMatchObject({ status: 'refunded', closedUnpaid: true });
    expect(page.refuseReason).toContain('customer service settles it');
    const seenFr = await shown('admin', admin, 'refund_held_released_seen', paid.shops[0]!.order_no, 'fr');
    expect(seenFr[0]!.body).toContain('Encore détenu pour l’acheteur');
    expect(seenFr[0]!.body).toContain((left / 100).toFixed(2).replace('.', ','));
    const mine = await shopperSees(paid.token, 'refund_paid_at_stripe', refundNo, 'en');
    expect(mine[0]!.title).toBe(`Refund ${refundNo} reached your card`);
    expect(mine[0]!.body).toContain('10.00');
    // The shop is not told: none of its money moved.
    expect(await noticeVars('payment_taken_back', paid.shops[0]!.order_no)).toEqual([]);
    // The release is no money given back of the shop order: it earns and takes no points, pays no refund.
    expect(await shopParts(`stripe:${first.id}`)).toEqual([]);

    // The operator's view holds only what is left, and the rest cannot be paid twice another way (fix-EU with ET1).
    const held = await adminRefund(refundNo);
    expect(held).toMatchObject({ heldForBuyer: (left / 100).toFixed(2), needsOperator: true });
    const tooMuch = await payAnotherWay(refundNo, (closed.amount / 100).toFixed(2));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain('more than the platform still holds for the buyer');

    // A replay of the event tells nobody twice.
    expect(await deliver('refund.updated', { ...first, object: 'refund', status: 'succeeded' })).toBe('applied');
    expect(await refundNotices('refund_paid_at_stripe', refundNo)).toHaveLength(1);

    // The rest at the dashboard: all of it reached the buyer.
    const rest = fake.dashboardRefund(paid.intent, left);
    expect(await deliver('refund.created', { ...rest, object: 'refund', status: 'succeeded' })).toBe('applied');
    expect(await adjustments(paid, closed.id)).toEqual({ perOrder: [0], perRefund: 0 });
    expect((await refundNotices('refund_paid_at_stripe', refundNo)).map((n) => n.vars.amount)).toEqual([
      '10.00',
      (left / 100).toFixed(2),
    ]);
    expect((await refundNotices('refund_held_released_seen', refundNo)).map((n) => n.vars.held)).toEqual([
      (left / 100).toFixed(2),
      '0.00',
    ]);
    const seenEn = await shown('admin', admin, 'refund_held_released_seen', paid.shops[0]!.order_no, 'en');
    expect(seenEn.map((n) => n.body).join(' ')).toContain('Nothing is held for the buyer any more.');
    expect(await adminRefund(refundNo)).toMatchObject({ heldForBuyer: '0.00', needsOperator: false });
    const nothingLeft = await payAnotherWay(refundNo, '0.01');
    expect(nothingLeft.status).toBe(400);
    expect(nothingLeft.body.message).toContain('more than the platform still holds for the buyer');
    for (const lang of ['en', 'fr']) {
      const done = await refundPage(paid.token, refundNo, lang);
      expect(done).toMatchObject({ status: 'refunded', closedUnpaid: false, refuseReason: null });
    }
    const { books: inBooks, atStripe } = await cash(paid);
    expect(inBooks).toBe(atStripe);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);

    // The second item's refund, asked now, is paid by Stripe: the released money paid the first refund's buyer and
    // is no money "given back" of the shop order that a later refund may use (audit ET2).
    const { rows: items } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${paid.shops[0]!.id} ORDER BY id OFFSET 1`,
    );
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: paid.shops[0]!.order_no,
      itemIds: [items[0]!.id],
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    const calls = fake.refunds.length;
    const accepted = await postAs(ctx, `/api/merchant/refunds/${asked.body.data.refundNo}/accept`, shopA.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    expect(fake.refunds.length).toBe(calls + 1);
    const second = await refundRow(asked.body.data.refundNo);
    expect(second).toMatchObject({ status: 'refunded', paid_earlier: 0 });
    expect((await cash(paid)).books).toBe((await cash(paid)).atStripe);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it("releases and gives back the holding with a dashboard refund that fails, the shop order's books following", async () => {
    const paid = await stripePaid([linesA[0]!, linesA[1]!, linesB[0]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    const dash = fake.dashboardRefund(paid.intent, closed.amount);
    expect(await deliver('refund.created', { ...dash, object: 'refund', status: 'succeeded' })).toBe('applied');
    expect(await adjustments(paid, closed.id)).toEqual({ perOrder: [0, 0], perRefund: 0 });
    expect((await refundPage(paid.token, refundNo)).closedUnpaid).toBe(false);

    // The dashboard refund fails: the money is back with the platform for the buyer, on the refund and its order.
    expect(await deliver('refund.updated', { ...fake.failRefund(dash.id) })).toBe('applied');
    expect(await adjustments(paid, closed.id)).toEqual({ perOrder: [-closed.amount, 0], perRefund: -closed.amount });
    const page = await refundPage(paid.token, refundNo);
    expect(page).toMatchObject({ status: 'refunded', closedUnpaid: true });
    // The failure's notice to the operators names no shop order's part: none of the shop's money moved.
    const { rows: failed } = await ctx.db.execute(
      sql`SELECT 1 FROM notices WHERE kind = 'provider_refund_failed_seen' AND vars->>'ref' = ${dash.id}`,
    );
    expect(failed).toEqual([]);
    // The shopper, told the money reached the card, is told it did not after all; the operators, what is held again
    // (audit EY4). Once: a replay of the failure tells nobody twice.
    expect(await deliver('refund.updated', { ...fake.failRefund(dash.id) })).toBe('ignored');
    const amount = (closed.amount / 100).toFixed(2);
    const toShopper = await refundNotices('refund_paid_at_stripe_failed', refundNo);
    expect(toShopper.map((n) => [n.user_id !== null, n.vars.amount, n.vars.ref])).toEqual([[true, amount, dash.id]]);
    const toOperator = await refundNotices('refund_held_again_seen', refundNo);
    expect(toOperator.map((n) => [n.vars.amount, n.vars.held, n.vars.ref])).toEqual([[amount, amount, dash.id]]);
    const mine = await shopperSees(paid.token, 'refund_paid_at_stripe_failed', refundNo, 'en');
    expect(mine[0]!.title).toBe(`Refund ${refundNo} did not reach your card after all`);
    expect(mine[0]!.body).toContain(`The $${amount} of request ${refundNo}`);
    expect(mine[0]!.body).toContain('customer service will settle it');
    const mineFr = await shopperSees(paid.token, 'refund_paid_at_stripe_failed', refundNo, 'fr');
    expect(mineFr[0]!.body).toContain('ne sont finalement pas arrivés sur votre carte');
    const seen = await shown('admin', admin, 'refund_held_again_seen', paid.shops[0]!.order_no, 'en');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toContain(`Now held for the buyer: $${amount}; pay them another way`);
    const seenFr = await shown('admin', admin, 'refund_held_again_seen', paid.shops[0]!.order_no, 'fr');
    expect(seenFr[0]!.body).toContain(`Détenu désormais pour l’acheteur : ${amount.replace('.', ',')}`);
    const { books: inBooks, atStripe } = await cash(paid);
    expect(inBooks).toBe(atStripe);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a payment another way beside Stripe (audit EY2, EY6)', () => {
  it('leaves the shop order its stake alone: a lost dispute of the whole payment then closes it unshipped', async () => {
    const paid = await stripePaid([linesA[0]!, linesA[1]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    const other = await payAnotherWay(refundNo, (closed.amount / 100).toFixed(2));
    expect(other.body.code, other.body.message).toBe(200);
    // The shop order's books: the buyer's part paid out, its shop's stake left (as a release at Stripe leaves it).
    expect(await adjustments(paid, closed.id)).toEqual({ perOrder: [0], perRefund: 0 });
    const dispute = (status: string) => ({
      id: `dp_${paid.intent}`,
      object: 'dispute',
      amount: paid.total,
      charge: paid.charge,
      reason: 'fraudulent',
      status,
      evidence_details: { due_by: 1_900_000_000 },
    });
    expect(await deliver('charge.dispute.created', dispute('needs_response'))).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', dispute('needs_response'))).toBe('applied');
    expect(await deliver('charge.dispute.closed', dispute('lost'))).toBe('applied');
    const { rows: so } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM shop_orders WHERE id = ${paid.shops[0]!.id}`,
    );
    expect(so[0]!.status, 'not left to ship goods whose whole payment was charged back').toBe('refunded');
    const { rows: told } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM notices WHERE kind = 'order_closed_by_dispute'
        AND vars->>'orderNo' = ${paid.shops[0]!.order_no}`);
    expect(told[0]!.n).toBe(1);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('does not tell a shopper paid part at Stripe and the rest another way that none of it reached the card', async () => {
    const paid = await stripePaid([linesA[0]!, linesA[1]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    const part = fake.dashboardRefund(paid.intent, 1000);
    expect(await deliver('refund.created', { ...part, object: 'refund', status: 'succeeded' })).toBe('applied');
    const rest = await payAnotherWay(refundNo, ((closed.amount - 1000) / 100).toFixed(2));
    expect(rest.body.code, rest.body.message).toBe(200);
    const page = await refundPage(paid.token, refundNo);
    expect(page).toMatchObject({ closedUnpaid: false, paidAnotherWay: false });
    expect(await adminRefund(refundNo)).toMatchObject({ heldForBuyer: '0.00', needsOperator: false });
    // The dashboard refund fails: its 10.00 is held again, and the shopper and the operators are told so (audit EY4).
    expect(await deliver('refund.updated', { ...fake.failRefund(part.id) })).toBe('applied');
    expect(await adminRefund(refundNo)).toMatchObject({ heldForBuyer: '10.00', needsOperator: true });
    const toShopper = await refundNotices('refund_paid_at_stripe_failed', refundNo);
    expect(toShopper.map((n) => [n.user_id !== null, n.vars.amount])).toEqual([[true, '10.00']]);
    const toOperator = await refundNotices('refund_held_again_seen', refundNo);
    expect(toOperator.map((n) => [n.vars.amount, n.vars.held])).toEqual([['10.00', '10.00']]);
  });

  it('pays a holding once when the operator records a payment as a dashboard refund of it arrives', async () => {
    for (let round = 0; round < 4; round++) {
      const paid = await stripePaid([linesA[0]!, linesA[1]!]);
      const refundNo = await refundFirstItem(paid);
      const closed = await failThrice(refundNo);
      const dash = fake.dashboardRefund(paid.intent, closed.amount);
      const [other, hook] = await Promise.all([
        payAnotherWay(refundNo, (closed.amount / 100).toFixed(2)),
        deliver('refund.created', { ...dash, object: 'refund', status: 'succeeded' }),
      ]);
      expect(hook).toBe('applied');
      // Never a deadlock's 500: whichever came second saw the first (paid, or refused as more than is held).
      expect([200, 400], other.body.message).toContain(other.status);
      if (other.status === 400) expect(other.body.message).toContain('more than the platform still holds');
      expect(await adminRefund(refundNo)).toMatchObject({ heldForBuyer: '0.00', needsOperator: false });
      expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
    }
  });
});

describe('a lost dispute after a refund closed for customer service (audit EY3)', () => {
  const dispute = (paid: Paid, status: string) => disputeObject(`dp_${paid.intent}`, paid.charge, paid.total, status);
  async function loseDispute(paid: Paid) {
    expect(await deliver('charge.dispute.created', dispute(paid, 'needs_response'))).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', dispute(paid, 'needs_response'))).toBe('applied');
    expect(await deliver('charge.dispute.closed', dispute(paid, 'lost'))).toBe('applied');
  }
  const said = async (kind: string, paid: Paid, lang: string) =>
    (await shown('admin', admin, kind, paid.shops[0]!.order_no, lang)).map((n) => n.body).join(' ');

  it("names the buyer's holding the chargeback paid a release, and only money already paid another way a loss", async () => {
    // The holding is still there: the chargeback pays it to the buyer, a release, not the platform's loss.
    const paid = await stripePaid([linesA[0]!, linesA[1]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    await loseDispute(paid);
    const held = (closed.amount / 100).toFixed(2);
    const lost = await said('dispute_closed_seen', paid, 'en');
    expect(lost).toContain(
      `$${held} of it was money the platform held for the buyer of a refund closed for customer service: the chargeback paid it to the buyer, so that holding is released, not a loss`,
    );
    expect(lost).not.toContain("platform's loss");
    const opened = await said('dispute_opened_seen', paid, 'en');
    expect(opened).toContain(`$${held} of it is money the platform holds for the buyer`);
    expect(opened).not.toContain('the platform bears that part');
    const lostFr = await said('dispute_closed_seen', paid, 'fr');
    expect(lostFr).toContain(held.replace('.', ','));
    expect(lostFr).toContain(
      'la rétrofacturation le lui a versé, cette réserve est donc libérée, ce n’est pas une perte',
    );
    expect(lostFr).not.toContain('perte de la plateforme');
    expect(await adminRefund(refundNo)).toMatchObject({ heldForBuyer: '0.00' });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);

    // Paid another way first: nothing is held, so what the chargeback pays again is the platform's loss.
    const other = await stripePaid([linesA[0]!, linesA[1]!]);
    const otherNo = await refundFirstItem(other);
    const otherClosed = await failThrice(otherNo);
    const pay = await payAnotherWay(otherNo, (otherClosed.amount / 100).toFixed(2));
    expect(pay.body.code, pay.body.message).toBe(200);
    await loseDispute(other);
    const twice = await said('dispute_closed_seen', other, 'en');
    expect(twice).toContain(
      `$${(otherClosed.amount / 100).toFixed(2)} of it was more than the shops held: that is the platform's loss`,
    );
    expect(twice).not.toContain('money the platform held for the buyer');
    expect(await said('dispute_closed_seen', other, 'fr')).toContain('perte de la plateforme');
    // The operators read that the buyer had already been paid another way: the chargeback paid them twice (brief FB,
    // item 3; audit EY1). Not where nothing was paid another way.
    const paidOther = `$${(otherClosed.amount / 100).toFixed(2)} another way for a refund closed for customer service (last on `;
    expect(twice).toContain(`The buyer had already been paid ${paidOther}`);
    expect(twice).toContain('the chargeback paid them again.');
    expect(await said('dispute_closed_seen', other, 'fr')).toContain(
      `L’acheteur avait déjà reçu ${(otherClosed.amount / 100).toFixed(2).replace('.', ',')}`,
    );
    expect(lost).not.toContain('had already been paid');
  });
});

describe('a won dispute that had paid a buyer the money held for them (brief FB, item 1)', () => {
  const dispute = (paid: Paid, status: string) => ({
    id: `dp_${paid.intent}`,
    object: 'dispute',
    amount: paid.total,
    charge: paid.charge,
    reason: 'fraudulent',
    status,
    evidence_details: { due_by: 1_900_000_000 },
  });

  it('tells the shopper and the operators once that the money is held for the buyer again', async () => {
    const paid = await stripePaid([linesA[0]!, linesA[1]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    expect(await deliver('charge.dispute.created', dispute(paid, 'needs_response'))).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', dispute(paid, 'needs_response'))).toBe('applied');
    // The chargeback's funds released the holding while the dispute is open (audit EP2): nothing told yet.
    expect(await adminRefund(refundNo)).toMatchObject({ heldForBuyer: '0.00' });
    expect(await refundNotices('refund_dispute_won_held', refundNo)).toEqual([]);

    // Won: the funds come back, and with them the holding (the books were right); now it is told, once.
    expect(await deliver('charge.dispute.funds_reinstated', dispute(paid, 'won'))).toBe('applied');
    expect(await deliver('charge.dispute.closed', dispute(paid, 'won'))).toBe('applied');
    expect(await deliver('charge.dispute.funds_reinstated', dispute(paid, 'won'))).toBe('applied');
    expect(await adminRefund(refundNo)).toMatchObject({
      heldForBuyer: (closed.amount / 100).toFixed(2),
      needsOperator: true,
    });
    const amount = (closed.amount / 100).toFixed(2);
    const ref = `dp_${paid.intent}`;
    const toShopper = await refundNotices('refund_dispute_won_held', refundNo);
    expect(toShopper.map((n) => [n.user_id !== null, n.vars.amount, n.vars.ref])).toEqual([[true, amount, ref]]);
    const toOperator = await refundNotices('refund_dispute_won_held_seen', refundNo);
    expect(toOperator.map((n) => [n.vars.amount, n.vars.held, n.vars.ref])).toEqual([[amount, amount, ref]]);

    const mine = await shopperSees(paid.token, 'refund_dispute_won_held', refundNo, 'en');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toBe(`Your bank took back the money of refund ${refundNo}`);
    expect(mine[0]!.body).toContain(`$${amount} of request ${refundNo}`);
    expect(mine[0]!.body).toContain('The mall holds it for you again');
    const mineFr = await shopperSees(paid.token, 'refund_dispute_won_held', refundNo, 'fr');
    expect(mineFr[0]!.body).toContain(amount.replace('.', ','));
    expect(mineFr[0]!.body).toContain('Le centre commercial le détient de nouveau pour vous');
    const seen = await shown('admin', admin, 'refund_dispute_won_held_seen', paid.shops[0]!.order_no, 'en');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toContain(`The dispute ${ref}`);
    expect(seen[0]!.body).toContain(`Now held for the buyer: $${amount}; pay them another way`);
    const seenFr = await shown('admin', admin, 'refund_dispute_won_held_seen', paid.shops[0]!.order_no, 'fr');
    expect(seenFr[0]!.body).toContain(`Détenu désormais pour l’acheteur : ${amount.replace('.', ',')}`);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('a dashboard refund after the buyer was paid another way (brief FB, item 3; audit EY1)', () => {
  async function paidTwice(refundNo: string) {
    const { rows } = await ctx.db.execute<{ vars: Record<string, string> }>(
      sql`SELECT vars FROM notices WHERE kind = 'refund_paid_twice_seen' AND vars->>'refundNo' = ${refundNo} ORDER BY id`,
    );
    return rows.map((r) => r.vars);
  }
  async function paidOtherAt(refundNo: string) {
    const { rows } = await ctx.db.execute<{ at: Date }>(sql`
      SELECT max(e.created_at) AS at FROM ledger_entries e JOIN refunds r ON r.id = e.refund_id
      WHERE r.refund_no = ${refundNo} AND e.key LIKE 'refund-paid-other:%'`);
    return new Date(rows[0]!.at).toISOString();
  }

  it('tells the operators of the earlier payment another way, whole or in part, once', async () => {
    const paid = await stripePaid([linesA[0]!, linesA[1]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    const whole = (closed.amount / 100).toFixed(2);
    expect((await payAnotherWay(refundNo, whole)).body.code).toBe(200);
    const dash = fake.dashboardRefund(paid.intent, closed.amount);
    expect(await deliver('refund.created', { ...dash, object: 'refund', status: 'succeeded' })).toBe('applied');
    expect(await deliver('refund.updated', { ...dash, object: 'refund', status: 'succeeded' })).toBe('applied');
    expect(await paidTwice(refundNo)).toEqual([
      expect.objectContaining({
        amount: whole,
        ref: dash.id,
        paidOther: whole,
        paidOtherAt: await paidOtherAt(refundNo),
      }),
    ]);
    const seen = await shown('admin', admin, 'refund_paid_twice_seen', paid.shops[0]!.order_no, 'en');
    expect(seen).toHaveLength(1);
    expect(seen[0]!.title).toBe(`Refund at Stripe after request ${refundNo} was paid another way`);
    expect(seen[0]!.body).toContain(`had already been paid $${whole} another way (last on `);
    expect(seen[0]!.body).toContain('it may pay the buyer twice');
    const seenFr = await shown('admin', admin, 'refund_paid_twice_seen', paid.shops[0]!.order_no, 'fr');
    expect(seenFr[0]!.body).toContain(`avait déjà reçu ${whole.replace('.', ',')}`);
    expect(seenFr[0]!.body).toContain('il peut payer l’acheteur deux fois');

    // In part: 100.00 paid another way, then a dashboard refund of the whole: it releases the rest and goes beyond.
    const part = await stripePaid([linesA[0]!, linesA[1]!]);
    const partNo = await refundFirstItem(part);
    const partClosed = await failThrice(partNo);
    expect((await payAnotherWay(partNo, '100.00')).body.code).toBe(200);
    const more = fake.dashboardRefund(part.intent, partClosed.amount);
    expect(await deliver('refund.created', { ...more, object: 'refund', status: 'succeeded' })).toBe('applied');
    expect((await paidTwice(partNo)).map((v) => [v.amount, v.paidOther])).toEqual([
      [(partClosed.amount / 100).toFixed(2), '100.00'],
    ]);

    // The operator paying exactly the rest at Stripe after a part another way is no double payment: not told.
    const rest = await stripePaid([linesA[0]!, linesA[1]!]);
    const restNo = await refundFirstItem(rest);
    const restClosed = await failThrice(restNo);
    expect((await payAnotherWay(restNo, ((restClosed.amount - 1000) / 100).toFixed(2))).body.code).toBe(200);
    const last = fake.dashboardRefund(rest.intent, 1000);
    expect(await deliver('refund.created', { ...last, object: 'refund', status: 'succeeded' })).toBe('applied');
    expect(await paidTwice(restNo)).toEqual([]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('when the money of a refund closed for customer service reached the buyer (brief FB, item 2)', () => {
  /** The refund was closed a day ago: its row's `refunded_at` is the close's time, not the payment's. */
  async function closedYesterday(refundNo: string) {
    await ctx.db.execute(sql`UPDATE refunds SET refunded_at = refunded_at - interval '1 day',
      closed_at = closed_at - interval '1 day' WHERE refund_no = ${refundNo}`);
  }
  async function entryTime(refundNo: string, like: string) {
    const { rows } = await ctx.db.execute<{ at: Date }>(sql`
      SELECT max(e.created_at) AS at FROM ledger_entries e JOIN refunds r ON r.id = e.refund_id
      WHERE r.refund_no = ${refundNo} AND e.key LIKE ${like}`);
    return new Date(rows[0]!.at).toISOString();
  }
  async function times(token: string, refundNo: string) {
    const shopper = await get<{ refundTime: string | null }>(ctx.app, `/api/front/order/refund/detail/${refundNo}`, {
      ...bearer(token),
    });
    const operator = await get<{ refundTime: string | null }>(ctx.app, `/api/admin/refunds/${refundNo}`, bearer(admin));
    const shop = await get<{ refundTime: string | null }>(
      ctx.app,
      `/api/merchant/refunds/${refundNo}`,
      bearer(shopA.token),
    );
    return [shopper.body.data.refundTime, operator.body.data.refundTime, shop.body.data.refundTime];
  }

  it('shows the time the money left, not the close, once paid by a dashboard refund or another way', async () => {
    // Paid by a dashboard refund: while held, no time; once all reached the buyer, the release's.
    const paid = await stripePaid([linesA[0]!, linesA[1]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    await closedYesterday(refundNo);
    expect(await times(paid.token, refundNo)).toEqual([null, null, null]);
    const dash = fake.dashboardRefund(paid.intent, closed.amount);
    expect(await deliver('refund.created', { ...dash, object: 'refund', status: 'succeeded' })).toBe('applied');
    const released = await entryTime(refundNo, `stripe:${dash.id}:platform:%`);
    expect(await times(paid.token, refundNo)).toEqual([released, released, released]);

    // Paid another way, in two parts: the last part's time.
    const other = await stripePaid([linesA[0]!, linesA[1]!]);
    const otherNo = await refundFirstItem(other);
    const otherClosed = await failThrice(otherNo);
    await closedYesterday(otherNo);
    expect((await payAnotherWay(otherNo, '100.00')).body.code).toBe(200);
    expect(await times(other.token, otherNo)).toEqual([null, null, null]);
    expect((await payAnotherWay(otherNo, ((otherClosed.amount - 10000) / 100).toFixed(2))).body.code).toBe(200);
    const last = await entryTime(otherNo, 'refund-paid-other:%');
    expect(await times(other.token, otherNo)).toEqual([last, last, last]);

    // Paid by a lost dispute's funds: the withdrawal's time, once the dispute closed.
    const disputed = await stripePaid([linesA[0]!, linesA[1]!]);
    const disputedNo = await refundFirstItem(disputed);
    await failThrice(disputedNo);
    await closedYesterday(disputedNo);
    const dispute = (status: string) => ({
      id: `dp_${disputed.intent}`,
      object: 'dispute',
      amount: disputed.total,
      charge: disputed.charge,
      reason: 'fraudulent',
      status,
      evidence_details: { due_by: 1_900_000_000 },
    });
    expect(await deliver('charge.dispute.created', dispute('needs_response'))).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', dispute('needs_response'))).toBe('applied');
    expect(await times(disputed.token, disputedNo)).toEqual([null, null, null]);
    expect(await deliver('charge.dispute.closed', dispute('lost'))).toBe('applied');
    const withdrawn = await entryTime(disputedNo, `stripe:dp_${disputed.intent}:withdrawn:platform:%`);
    expect(await times(disputed.token, disputedNo)).toEqual([withdrawn, withdrawn, withdrawn]);
  });
});
