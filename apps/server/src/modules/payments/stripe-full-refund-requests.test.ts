import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestContext } from '../../../test/harness';
import { type Line, postAs } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import type { StripeStandin } from '../../../test/stripe-standin';
import { stripeMall, stripePaidWithPointsAndCoupon } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../finance/ledger';

// An order Stripe refunds in full before shipping while the shopper has a request of it open (audit DM4's leftovers,
// decision 0051), through the signed webhook and the Stripe stand-in.

const stripe = stripeMall('whsec_full_refund_requests', 'frr');
/** Its signed webhook. */
const { deliver } = stripe;

let ctx: TestContext;
let fake: StripeStandin;
let merchant: { token: string; merchantId: number };
let lines: Line[];

beforeAll(async () => {
  ({ ctx, fake, merchant, lines } = await stripe.start());
});
afterAll(stripe.close);

/** An order of both lines paid through Stripe with points, a shop coupon used on it (as the checkout records one). */
const stripePaid = (items: Line[] = lines) => stripePaidWithPointsAndCoupon(ctx, deliver, items);

type Paid = Awaited<ReturnType<typeof stripePaid>>;

/** The shopper asks for the first item back; answers the request's number and the points it holds. */
async function askFirst(paid: Paid) {
  const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
    orderNo: paid.order.orderNo,
    itemIds: [paid.order.items[0]!.id],
    type: 'refund',
    reason: 'Ordered by mistake',
  });
  expect(asked.body.code, asked.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ points: number }>(
    sql`SELECT points FROM refunds WHERE refund_no = ${asked.body.data.refundNo}`,
  );
  expect(rows[0]!.points).toBeGreaterThan(0);
  return { refundNo: asked.body.data.refundNo, points: rows[0]!.points };
}

/** Support refunds the whole payment from Stripe's dashboard; its event reaches the mall. */
async function refundAtStripe(paid: Paid) {
  const refund = fake.dashboardRefund(paid.intent, paid.order.payAmount);
  return deliver('refund.created', { ...refund, object: 'refund', status: 'succeeded' });
}

async function statusOf(refundNo: string) {
  const { rows } = await ctx.db.execute<{ status: string }>(
    sql`SELECT status FROM refunds WHERE refund_no = ${refundNo}`,
  );
  return rows[0]!.status;
}

async function orderStatus(paid: Paid) {
  const { rows } = await ctx.db.execute<{ status: string }>(
    sql`SELECT status FROM shop_orders WHERE id = ${paid.order.shopOrderId}`,
  );
  return rows[0]!.status;
}

describe('a request open when Stripe refunds the whole order, closed unpaid afterwards (audit DM4)', () => {
  const refuse = (refundNo: string) =>
    postAs(ctx, `/api/merchant/refunds/${refundNo}/refuse`, merchant.token, { reason: 'Not our fault' });
  const revoke = (paid: Paid, refundNo: string) =>
    postAs(ctx, `/api/front/order/refund/revoke/${refundNo}`, paid.token);

  it('refused by the shop: the points and the coupon it held come back', async () => {
    const paid = await stripePaid();
    const { refundNo, points } = await askFirst(paid);
    expect(await refundAtStripe(paid)).toBe('applied');
    expect(await orderStatus(paid)).toBe('refunded');
    // The request still holds its points and its item (so the coupon) until it closes.
    expect(await paid.balance()).toBe(paid.before - points);
    expect(await paid.couponStatus()).toBe('used');
    const refused = await refuse(refundNo);
    expect(refused.body.code, refused.body.message).toBe(200);
    expect(await paid.balance()).toBe(paid.before);
    expect(await paid.couponStatus()).toBe('unused');
    // Nothing comes back twice: a second refusal changes nothing.
    expect((await refuse(refundNo)).status).toBe(409);
    expect(await paid.balance()).toBe(paid.before);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('revoked by the shopper: the points and the coupon it held come back', async () => {
    const paid = await stripePaid();
    const { refundNo } = await askFirst(paid);
    expect(await refundAtStripe(paid)).toBe('applied');
    const revoked = await revoke(paid, refundNo);
    expect(revoked.body.code, revoked.body.message).toBe(200);
    expect(await statusOf(refundNo)).toBe('revoked');
    expect(await paid.balance()).toBe(paid.before);
    expect(await paid.couponStatus()).toBe('unused');
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('refused while Stripe refund is being recorded: the points and the coupon come back once', async () => {
    for (let round = 0; round < 4; round++) {
      const paid = await stripePaid();
      const { refundNo } = await askFirst(paid);
      // The refusal started a little later each round, so that either may take the shop order first.
      const later = (ms: number) => new Promise((done) => setTimeout(done, ms));
      const [outcome, refused] = await Promise.all([
        refundAtStripe(paid),
        later(round * 20).then(() => refuse(refundNo)),
      ]);
      expect(outcome).toBe('applied');
      expect(refused.body.code, refused.body.message).toBe(200);
      expect(await orderStatus(paid)).toBe('refunded');
      expect(await paid.balance()).toBe(paid.before);
      expect(await paid.couponStatus()).toBe('unused');
      const { rows: free } = await ctx.db.execute(sql`
        SELECT 1 FROM order_items WHERE shop_order_id = ${paid.order.shopOrderId} AND refund_status <> 'refunded'`);
      expect(free).toHaveLength(0);
    }
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});

describe('asking again for an order Stripe refunded in full (audit DM4)', () => {
  it('the shopper reads that the order was refunded to their card, in their language', async () => {
    const paid = await stripePaid();
    expect(await refundAtStripe(paid)).toBe('applied');
    const ask = (language: string, path: string) =>
      ctx.app.inject({
        method: 'POST',
        url: path,
        headers: { ...bearer(paid.token), 'accept-language': language },
        payload: {
          orderNo: paid.order.orderNo,
          itemIds: [paid.order.items[0]!.id],
          reason: 'Ordered by mistake',
          ...(path.endsWith('/compute') ? {} : { type: 'refund' }),
        },
      });
    const en = await ask('en', '/api/front/order/refund');
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      'This order was refunded in full to your card by the payment provider: there is nothing left to refund',
    );
    expect((await ask('en', '/api/front/order/refund/compute')).json().message).toBe(en.json().message);
    const expected: Record<string, string> = {
      es: 'reembolsó por completo',
      fr: 'remboursée en totalité',
      lo: 'ຄືນເງິນເຕັມຈຳນວນ',
      th: 'คืนเงินเต็มจำนวน',
      'zh-CN': '全额退款',
    };
    for (const [language, words] of Object.entries(expected)) {
      expect((await ask(language, '/api/front/order/refund')).json().message).toContain(words);
    }
  });

  it('an order the mall refunded itself still answers that the item has a refund', async () => {
    const { token, order } = await stripePaid();
    const itemIds = order.items.map((i) => i.id);
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', token, {
      orderNo: order.orderNo,
      itemIds,
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    const accepted = await postAs(ctx, `/api/merchant/refunds/${asked.body.data.refundNo}/accept`, merchant.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM shop_orders WHERE id = ${order.shopOrderId}`,
    );
    expect(rows[0]!.status).toBe('refunded');
    const again = await postAs(ctx, '/api/front/order/refund', token, {
      orderNo: order.orderNo,
      itemIds: [order.items[0]!.id],
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(again.body.message).toBe('An item you chose already has a refund');
  });
});

describe("the operator's closing dispute notice (audit DM7)", () => {
  const dispute = (id: string, charge: string, amount: number, status: string) => ({
    id,
    object: 'dispute',
    amount,
    charge,
    reason: 'fraudulent',
    status,
    evidence_details: { due_by: 1_900_000_000 },
  });

  /** The operators' notices of `kind` about `orderNo`, as the console shows them in `language`. */
  async function operatorNotices(kind: string, orderNo: string, language: string) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/notices?kind=${kind}`,
      headers: { ...bearer(await adminToken(ctx.db)), 'accept-language': language },
    });
    const list = (res.json() as { data: { list: { title: string; body: string }[] } }).data.list;
    return list.filter((n) => n.body.includes(orderNo)).map((n) => n.body);
  }

  async function disputed(status: 'won' | 'lost') {
    const paid = await stripePaid();
    const charge = `ch_${paid.intent}`;
    fake.charges.set(charge, paid.intent);
    const id = `dp_${status}_${paid.intent}`;
    const open = dispute(id, charge, paid.order.payAmount, 'needs_response');
    expect(await deliver('charge.dispute.created', open)).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', open)).toBe('applied');
    expect(await deliver('charge.dispute.closed', dispute(id, charge, paid.order.payAmount, status))).toBe('applied');
    return paid.order.orderNo;
  }

  it('says the buyer won a lost dispute and what it took from the shop, in the reader language', async () => {
    const orderNo = await disputed('lost');
    const [en] = await operatorNotices('dispute_closed_seen', orderNo, 'en');
    expect(en).toContain('the buyer won it');
    expect(en).toContain("taken from the shop's balance went to the buyer");
    const words: Record<string, string> = {
      fr: 'l’acheteur l’a gagnée',
      es: 'el comprador la ganó',
      th: 'ผู้ซื้อชนะการโต้แย้ง',
      lo: 'ຜູ້ຊື້ຊະນະການໂຕ້ແຍ້ງ',
      'zh-CN': '买家胜诉',
    };
    for (const [language, text] of Object.entries(words)) {
      expect((await operatorNotices('dispute_closed_seen', orderNo, language))[0]).toContain(text);
    }
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('says the mall won a won dispute and what came back to the shop', async () => {
    const orderNo = await disputed('won');
    const [en] = await operatorNotices('dispute_closed_seen', orderNo, 'en');
    expect(en).toContain('the mall won it');
    expect(en).toMatch(/the \S+ taken from the shop's balance came back/);
    expect((await operatorNotices('dispute_closed_seen', orderNo, 'zh-CN'))[0]).toContain('商城胜诉');
  });
});
