import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { resumeStuckRefunds } from '../src/modules/refunds/merchant-refunds.service';
import { postAs } from './refund-helpers';
import type { StripeMall } from './stripe-webhook';

/** A shop order of a checkout paid through Stripe, as `StripeMall.paid` answers them. */
type ShopOrder = { id: number; order_no: string };

/**
 * The steps of the Stripe tests of a refund closed for customer service (decision 0052), on the mall `stripe` started
 * and its demo shop: a refund of an order's first item that Stripe pays, its row, and three refusals of the card.
 */
export function closedForServiceSteps(stripe: StripeMall) {
  /** The shopper asks a refund of the first item of the first shop order and its shop accepts it: Stripe pays it. */
  async function refundFirstItem(paid: { token: string; shops: ShopOrder[] }) {
    const { ctx, merchant } = stripe.running();
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM order_items WHERE shop_order_id = ${paid.shops[0]!.id} ORDER BY id LIMIT 1`,
    );
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: paid.shops[0]!.order_no,
      itemIds: [rows[0]!.id],
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    const { refundNo } = asked.body.data;
    const accepted = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, merchant.token);
    expect(accepted.body.code, accepted.body.message).toBe(200);
    return refundNo;
  }

  async function refundRow(refundNo: string) {
    const { rows } = await stripe.running().ctx.db.execute<{
      id: number;
      status: string;
      amount: number;
      paid_earlier: number;
      provider_ref: string | null;
      refuse_reason: string | null;
    }>(sql`SELECT id, status, amount::int, paid_earlier::int, provider_ref, refuse_reason FROM refunds
      WHERE refund_no = ${refundNo}`);
    return rows[0]!;
  }

  /** The card refuses the refund three times: the third failure closes it for customer service (decision 0052). */
  async function failThrice(refundNo: string) {
    const { ctx, fake } = stripe.running();
    for (const round of [1, 2, 3]) {
      const failed = fake.failRefund((await refundRow(refundNo)).provider_ref!);
      expect(await stripe.deliver('refund.updated', { ...failed })).toBe('applied');
      if (round < 3) expect(await resumeStuckRefunds(ctx.db, stripe.sweepStripe(), 0)).toBe(1);
    }
    const closed = await refundRow(refundNo);
    expect(closed.status).toBe('refunded');
    expect(closed.refuse_reason).toMatch(/three times/);
    return closed;
  }

  return { refundFirstItem, refundRow, failThrice };
}

/**
 * The steps of the Stripe tests of one shop order's refunds and the keys they spend (audits EI1, EI6, ET3), on the
 * mall `stripe` started and its demo shop: a refund asked and accepted, its row, and what Stripe did of it.
 */
export function oneShopRefundSteps(stripe: StripeMall) {
  /** The shopper asks for the money of one item (the cheaper with `cheaper`) back. */
  async function asked(paid: { token: string; shop: ShopOrder }, cheaper = false) {
    const { ctx } = stripe.running();
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      SELECT id FROM order_items WHERE shop_order_id = ${paid.shop.id} ORDER BY ${cheaper ? sql`price` : sql`id`} LIMIT 1`);
    const res = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', paid.token, {
      orderNo: paid.shop.order_no,
      itemIds: [rows[0]!.id],
      type: 'refund',
      reason: 'Ordered by mistake',
    });
    expect(res.body.code, res.body.message).toBe(200);
    return res.body.data.refundNo;
  }
  const accept = (refundNo: string) => {
    const { ctx, merchant } = stripe.running();
    return postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, merchant.token);
  };

  async function refundRow(refundNo: string) {
    const { rows } = await stripe.running().ctx.db.execute<{
      status: string;
      amount: number;
      paid_earlier: number;
      provider_ref: string | null;
      refuse_reason: string | null;
    }>(
      sql`SELECT status, amount, paid_earlier, provider_ref, refuse_reason FROM refunds WHERE refund_no = ${refundNo}`,
    );
    return { ...rows[0]!, amount: Number(rows[0]!.amount) };
  }

  /** What Stripe refunded of the payment (succeeded refunds). */
  const refundedAtStripe = (paid: { intent: string }) =>
    stripe
      .running()
      .fake.refundList.filter((r) => r.payment_intent === paid.intent && r.status === 'succeeded')
      .reduce((sum, r) => sum + r.amount, 0);
  /** The refund calls made for a refund number, by Idempotency-Key. */
  const keysOf = (refundNo: string) =>
    stripe.running().fake.refundKeys.filter((k) => k === refundNo || k.startsWith(`${refundNo}:`));

  return { asked, accept, refundRow, refundedAtStripe, keysOf };
}
