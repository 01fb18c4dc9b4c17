import type { AdminRefund, MerchantOrderDetail, MerchantRefund, Refund } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../../test/harness';
import { type Line, postAs } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import type { StripeStandin } from '../../../test/stripe-standin';
import { stripeMall } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../finance/ledger';
import { heldForBuyer } from './card-failures';
import { resumeStuckRefunds } from './merchant-refunds.service';

// Decision 0052 (audit EU): a refund closed for customer service after its card payments failed three times is shown
// as such in the consoles, and the operator records paying its buyer another way (a bank transfer), through HTTP.

const stripe = stripeMall('whsec_other_way_test', 'other');
/** Its signed webhook, and the minute sweep's own Stripe client as jobs.ts builds it. */
const { deliver, sweepStripe } = stripe;

let ctx: TestContext;
let fake: StripeStandin;
let merchant: { token: string; merchantId: number };
let admin: string;
let lines: Line[];

beforeAll(async () => {
  ({ ctx, fake, merchant, lines } = await stripe.start(1));
  admin = await adminToken(ctx.db);
});
afterAll(stripe.close);

/** An order paid through Stripe, all of it asked back and accepted by the shop (so paid back through Stripe). */
async function paidAndRefunded() {
  const { userId, token, order } = await stripe.paid([lines[0]!]);
  const { rows: items } = await ctx.db.execute<{ id: number }>(
    sql`SELECT i.id FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id WHERE s.order_no = ${order.orderNo}`,
  );
  const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', token, {
    orderNo: order.orderNo,
    itemIds: items.map((i) => i.id),
    type: 'refund',
    reason: 'Ordered by mistake',
  });
  expect(asked.body.code, asked.body.message).toBe(200);
  const { refundNo } = asked.body.data;
  const accepted = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, merchant.token);
  expect(accepted.body.code, accepted.body.message).toBe(200);
  const { rows: refund } = await ctx.db.execute<{ id: number; amount: number }>(
    sql`SELECT id, amount FROM refunds WHERE refund_no = ${refundNo}`,
  );
  return {
    userId,
    token,
    refundNo,
    orderNo: order.orderNo,
    refundId: refund[0]!.id,
    amount: Number(refund[0]!.amount),
  };
}

const providerRef = async (refundNo: string) => {
  const { rows } = await ctx.db.execute<{ provider_ref: string }>(
    sql`SELECT provider_ref FROM refunds WHERE refund_no = ${refundNo}`,
  );
  return rows[0]!.provider_ref;
};

/** A refund whose card payment failed three times at Stripe: closed for customer service (decision 0052). */
async function closedForService() {
  const refund = await paidAndRefunded();
  for (const round of [1, 2, 3]) {
    const failed = fake.failRefund(await providerRef(refund.refundNo));
    expect(await deliver('refund.updated', { ...failed, failure_reason: 'expired_or_canceled_card' })).toBe('applied');
    if (round < 3) expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
  }
  return refund;
}

async function as<T>(token: string, url: string, language = 'en') {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': language } });
  return res.json() as { code: number; message: string; data: T };
}

const payOtherWay = (token: string, refundNo: string, body: object, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/refunds/${refundNo}/paid-another-way`,
    headers: { ...bearer(token), 'accept-language': language },
    payload: body,
  });

const cents = (amount: number) => (amount / 100).toFixed(2);

describe('a refund closed for customer service, paid to the buyer another way (decision 0052, audit EU)', () => {
  it('is shown closed with what the platform holds, listed for the operator, and paid another way once, in parts', async () => {
    const refund = await closedForService();
    const { refundNo, amount } = refund;
    expect(await heldForBuyer(ctx.db, refund.refundId)).toBe(amount);

    // The consoles: the shop sees it closed for customer service with the reason in its language and what is held;
    // the operator's list filters to it and says it needs an operator.
    const shop = await as<MerchantRefund>(merchant.token, `/api/merchant/refunds/${refundNo}`, 'fr');
    expect(shop.data).toMatchObject({ status: 'refunded', closedUnpaid: true, heldForBuyer: cents(amount) });
    expect(shop.data.refuseReason).toContain('trois fois');
    const listed = await as<{ list: AdminRefund[] }>(admin, '/api/admin/refunds?closed=customer_service&limit=50');
    expect(listed.data.list.map((r) => r.refundNo)).toContain(refundNo);
    expect(listed.data.list.find((r) => r.refundNo === refundNo)).toMatchObject({
      needsOperator: true,
      heldForBuyer: cents(amount),
      paidAnotherWayAmount: '0.00',
    });

    // The order drawers: the shop order names it, why, and what is held.
    const drawer = await as<MerchantOrderDetail>(merchant.token, `/api/merchant/orders/${refund.orderNo}`, 'es');
    // Nothing has left for the buyer while the platform holds it (audit FF2).
    expect(drawer.data.closedForService).toEqual([
      {
        refundNo,
        reason: expect.stringContaining('tres veces'),
        heldForBuyer: cents(amount),
        paidAnotherWay: '0.00',
        refundTime: null,
      },
    ]);

    // Refused: not an operator, more than held, a bad note, a refund not closed for customer service.
    const body = { amount: cents(amount - 100), note: 'Bank transfer BT-2026-0001', requestId: 'pay-other-0001' };
    expect((await payOtherWay(merchant.token, refundNo, body)).statusCode).toBeGreaterThanOrEqual(401);
    expect((await payOtherWay(refund.token, refundNo, body)).statusCode).toBeGreaterThanOrEqual(401);
    const tooMuch = await payOtherWay(admin, refundNo, { ...body, amount: cents(amount + 1) }, 'es');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain('supera lo que la plataforma aún guarda');
    expect((await payOtherWay(admin, refundNo, { ...body, note: '   ' })).statusCode).toBe(400);
    expect((await payOtherWay(admin, refundNo, { ...body, note: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await payOtherWay(admin, refundNo, { ...body, amount: '0' })).statusCode).toBe(400);
    const open = await paidAndRefunded();
    const notClosed = await payOtherWay(admin, open.refundNo, { ...body, requestId: 'pay-other-open' });
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().message).toMatch(/^Only a refund closed for customer service/);
    expect(await heldForBuyer(ctx.db, refund.refundId)).toBe(amount);

    // A first part: booked once (the same form again books nothing), the rest still held.
    const first = await payOtherWay(admin, refundNo, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      needsOperator: true,
      heldForBuyer: '1.00',
      paidAnotherWayAmount: cents(amount - 100),
    });
    const again = await payOtherWay(admin, refundNo, body);
    expect(again.json()).toMatchObject({
      code: 200,
      message: 'This payment was already recorded; nothing was booked again',
    });
    const reused = await payOtherWay(admin, refundNo, { ...body, amount: '1.00' });
    expect(reused.statusCode).toBe(409);
    expect(await heldForBuyer(ctx.db, refund.refundId)).toBe(100);
    const shopperMid = await as<Refund>(refund.token, `/api/front/order/refund/detail/${refundNo}`);
    expect(shopperMid.data).toMatchObject({ closedUnpaid: true, paidAnotherWay: false });

    // The rest: nothing held any more, the refund shows paid another way, and nothing more can be paid.
    const rest = await payOtherWay(admin, refundNo, { ...body, amount: '1.00', requestId: 'pay-other-0002' });
    expect(rest.json().data).toMatchObject({
      needsOperator: false,
      heldForBuyer: '0.00',
      paidAnotherWayAmount: cents(amount),
      paidAnotherWay: true,
    });
    expect(await heldForBuyer(ctx.db, refund.refundId)).toBe(0);
    const platformDrawer = await as<MerchantOrderDetail>(admin, `/api/admin/orders/${refund.orderNo}`);
    expect(platformDrawer.data.closedForService).toMatchObject([
      { heldForBuyer: '0.00', paidAnotherWay: cents(amount) },
    ]);
    // When the last of the money left (the second payment's entry), as the refund's own view says (audit FF2).
    const { rows: lastPaid } = await ctx.db.execute<{ at: string }>(sql`
      SELECT max(created_at) AS at FROM ledger_entries WHERE refund_id = ${refund.refundId}
        AND key = 'refund-paid-other:pay-other-0002'`);
    const paidAt = new Date(lastPaid[0]!.at).toISOString();
    expect(platformDrawer.data.closedForService[0]!.refundTime).toBe(paidAt);
    const shopView = await as<MerchantRefund>(merchant.token, `/api/merchant/refunds/${refundNo}`);
    expect(shopView.data.refundTime).toBe(paidAt);
    const more = await payOtherWay(admin, refundNo, { ...body, amount: '0.01', requestId: 'pay-other-0003' });
    expect(more.statusCode).toBe(400);
    const shopper = await as<Refund>(refund.token, `/api/front/order/refund/detail/${refundNo}`);
    expect(shopper.data).toMatchObject({ status: 'refunded', closedUnpaid: false, paidAnotherWay: true });

    // The books: the holding released against the mall's cash, as an offline payout's money leaves; nothing else moved.
    const { rows: books } = await ctx.db.execute<{ key: string; account: string; amount: number; memo: string }>(sql`
      SELECT e.key, l.account, l.amount::int AS amount, e.memo FROM ledger_entries e
      JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.refund_id = ${refund.refundId} AND e.key LIKE 'refund-paid-other:%' ORDER BY e.id, l.account`);
    expect(books).toEqual([
      {
        key: 'refund-paid-other:pay-other-0001',
        account: 'platform_adjustments',
        amount: amount - 100,
        memo: body.note,
      },
      { key: 'refund-paid-other:pay-other-0001', account: 'provider_cash', amount: -(amount - 100), memo: body.note },
      { key: 'refund-paid-other:pay-other-0002', account: 'platform_adjustments', amount: 100, memo: body.note },
      { key: 'refund-paid-other:pay-other-0002', account: 'provider_cash', amount: -100, memo: body.note },
    ]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);

    // The shopper is told of each payment, in their language; the operators' log keeps each act once.
    const { rows: told } = await ctx.db.execute<{ audience: string; amount: string; reference: string }>(sql`
      SELECT audience, vars->>'amount' AS amount, vars->>'reference' AS reference FROM notices
      WHERE kind = 'refund_paid_another_way' AND vars->>'refundNo' = ${refundNo} ORDER BY id`);
    expect(told).toEqual([
      { audience: 'shopper', amount: cents(amount - 100), reference: body.note },
      { audience: 'shopper', amount: '1.00', reference: body.note },
    ]);
    const inbox = await as<{ list: { title: string; body: string }[] }>(
      refund.token,
      '/api/front/notices?limit=50',
      'fr',
    );
    const mine = inbox.data.list.filter((n) => n.body.includes(refundNo) && n.body.includes('BT-2026-0001'));
    expect(mine).toHaveLength(2);
    expect(mine[0]!.body).toContain('par un autre moyen');
    const { rows: logged } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM operator_actions WHERE route = '/api/admin/refunds/:refundNo/paid-another-way'`);
    expect(logged[0]!.n).toBe(2);
  });
});
