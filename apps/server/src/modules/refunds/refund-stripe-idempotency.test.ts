import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/harness';
import type { Line } from '../../../test/refund-helpers';
import { oneShopRefundSteps } from '../../../test/stripe-refund-steps';
import type { StripeStandin } from '../../../test/stripe-standin';
import { disputeObject, stripeMall } from '../../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../finance/ledger';
import { resumeStuckRefunds } from './merchant-refunds.service';

// Audit ET3 (decision 0052, "a key Stripe spent"): Stripe binds an Idempotency-Key to the parameters of its first
// request and refuses it with others (400 `idempotency_error`); it also replays a refusal it saved on the key. The
// stand-in does both now. Our refund keys carry the refund number and its attempt, so in normal operation a key is
// asked the same amount again only; these tests show what the refund path does when a key answers otherwise.

const stripe = stripeMall('whsec_refund_idempotency', 'idm');
/** Its signed webhook, and the minute sweep's own Stripe client as jobs.ts builds it. */
const { deliver, sweepStripe } = stripe;

let ctx: TestContext;
let fake: StripeStandin;
let lines: Line[];

beforeAll(async () => {
  ({ ctx, fake, lines } = await stripe.start());
});
afterAll(stripe.close);

/** An order of both lines of one shop, paid through Stripe (the intent, then its signed success). */
async function stripePaid() {
  const paid = await stripe.paid([lines[0]!, lines[1]!]);
  return { ...paid, shop: paid.shops[0]! };
}

/** A refund asked and accepted, its row, what Stripe refunded of a payment and the keys a refund spent. */
const { asked, accept, refundRow, refundedAtStripe, keysOf } = oneShopRefundSteps(stripe);

/** A dispute of a charge as Stripe's dispute events carry it. */
const dispute = disputeObject;

describe('a refund key Stripe refuses with other parameters (audit ET3)', () => {
  it('the stand-in answers an idempotency error to a key reused with another amount, and the first refund again to the same', async () => {
    const paid = await stripePaid();
    const stripe = sweepStripe();
    const key = `RE-standin-${paid.intent}`;
    const made = await stripe.refundAmount({ paymentIntentId: paid.intent, amount: 500, refundNo: key });
    const other = await stripe
      .refundAmount({ paymentIntentId: paid.intent, amount: 400, refundNo: key })
      .then(() => null)
      .catch((error: { statusCode?: number; rawType?: string }) => error);
    expect(other).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
    expect(fake.idempotencyErrors).toEqual([key]);
    expect(await stripe.refundAmount({ paymentIntentId: paid.intent, amount: 500, refundNo: key })).toEqual(made);
    expect(refundedAtStripe(paid)).toBe(500);
    fake.idempotencyErrors.length = 0;
  });

  it('a key already bound to other parameters spends it: the refund stays open, then is paid once on a fresh key', async () => {
    const paid = await stripePaid();
    const refundNo = await asked(paid);
    // Something else used the refund's key with another amount, and Stripe saved its 500 (it made nothing).
    fake.loseRefundAnswers(1, { how: 'fail' });
    await sweepStripe()
      .refundAmount({ paymentIntentId: paid.intent, amount: 1, refundNo })
      .catch(() => undefined);
    const res = await accept(refundNo);
    expect(res.status).toBe(500);
    expect(fake.idempotencyErrors).toEqual([refundNo]);
    expect((await refundRow(refundNo)).status).toBe('refunding');
    expect(await resumeStuckRefunds(ctx.db, sweepStripe(), 0)).toBe(1);
    const row = await refundRow(refundNo);
    expect(row.status).toBe('refunded');
    // Paid on the fresh key, once; the refund's own key was answered the idempotency error alone.
    expect(keysOf(refundNo).filter((k) => k !== refundNo)).toEqual([`${refundNo}:retry1`]);
    const mine = fake.refundList.filter((r) => r.metadata.refundNo === refundNo && r.status === 'succeeded');
    expect(mine.map((r) => r.amount)).toEqual([row.amount]);
    expect(fake.idempotencyErrors).toEqual([refundNo]);
    fake.idempotencyErrors.length = 0;
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('a refund Stripe refused as disputed is paid once the dispute is won, not answered the refusal saved on its key', async () => {
    const paid = await stripePaid();
    const refundNo = await asked(paid);
    // The buyer disputed the payment at their bank; Stripe knows, the mall not yet: Stripe refuses the refund.
    fake.disputed.add(paid.intent);
    const res = await accept(refundNo);
    // Accepted, waiting for the dispute: a success that says so (audit FY6).
    expect(res.status).toBe(200);
    expect((await refundRow(refundNo)).status).toBe('refunding');
    const disputeId = `dp_idm_${paid.intent}`;
    expect(
      await deliver('charge.dispute.created', dispute(disputeId, paid.charge, paid.captured, 'needs_response')),
    ).toBe('applied');
    // The mall wins it: Stripe holds the money again and refunds it.
    fake.disputed.delete(paid.intent);
    expect(await deliver('charge.dispute.closed', dispute(disputeId, paid.charge, paid.captured, 'won'))).toBe(
      'applied',
    );
    await resumeStuckRefunds(ctx.db, sweepStripe(), 0).catch(() => undefined);
    const row = await refundRow(refundNo);
    // Not asked again on the key whose answer is the saved refusal: the next call went on a fresh key.
    expect(keysOf(refundNo).filter((k) => k !== refundNo)).toEqual([`${refundNo}:retry1`]);
    expect(row.status).toBe('refunded');
    const mine = fake.refundList.filter((r) => r.metadata.refundNo === refundNo && r.status === 'succeeded');
    expect(mine.map((r) => r.amount)).toEqual([row.amount]);
    expect(fake.idempotencyErrors).toEqual([]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
