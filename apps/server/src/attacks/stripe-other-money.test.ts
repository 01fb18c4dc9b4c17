import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post } from '../../test/harness';
import type { Line } from '../../test/refund-helpers';
import { placeOrder } from '../../test/refund-helpers';
import { stripeMall } from '../../test/stripe-webhook';
import { ledgerDiscrepancies } from '../modules/finance/ledger';

/**
 * Audit GN1: a Stripe success for money other than the order's. The webhook applies a payment only when Stripe took
 * the amount the mall asked for, in the mall's currency; a success of another amount was "ignored" with its event
 * recorded as done, so Stripe had taken the money and nobody ever gave it back, and one of another currency (the same
 * number of yen as the order's cents) was taken as the order's payment.
 */
const mall = stripeMall('whsec_other_money', 'gn1');
let lines: Line[];

beforeAll(async () => {
  ({ lines } = await mall.start(1));
});
afterAll(async () => {
  await mall.close();
});

/** An unpaid order of one shopper with its Stripe intent started: the intent's id and the amount asked. */
async function startedIntent() {
  const { ctx } = mall.running();
  const { token } = await newShopper(ctx.db);
  const order = await placeOrder(ctx, token, [{ ...lines[0]!, quantity: 1 }], false);
  const started = await post(
    ctx.app,
    '/api/front/pay/payment',
    { orderNo: order.parentNo, payType: 'card' },
    { headers: bearer(token) },
  );
  expect(started.body.code, started.body.message).toBe(200);
  const { rows } = await ctx.db.execute<{ provider_ref: string; amount: number }>(sql`
    SELECT p.provider_ref, p.amount FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE o.order_no = ${order.parentNo}`);
  return { token, parentNo: order.parentNo, intent: rows[0]!.provider_ref, amount: rows[0]!.amount };
}

async function stateOf(parentNo: string) {
  const { rows } = await mall.running().ctx.db.execute<{ order: string; payment: string }>(sql`
    SELECT o.status AS order, p.status AS payment FROM orders o JOIN payments p ON p.order_id = o.id
    WHERE o.order_no = ${parentNo}`);
  return rows[0]!;
}

describe('a Stripe success for other money than the order asked (audit GN1)', () => {
  it('another amount is not applied and Stripe is asked to give it back, once', async () => {
    const { fake, ctx } = mall.running();
    const { token, parentNo, intent, amount } = await startedIntent();
    const object = { id: intent, object: 'payment_intent', amount: amount + 1, currency: 'usd' };
    expect(await mall.deliver('payment_intent.succeeded', object)).toBe('applied');
    expect(await stateOf(parentNo)).toEqual({ order: 'unpaid', payment: 'refunded' });
    expect(fake.refunds.filter((i) => i === intent)).toHaveLength(1);
    // The payment page says why, in the shopper's language.
    const result = await get<{ lastPayment: { message: string } }>(ctx.app, `/api/front/pay/result/${parentNo}`, {
      ...bearer(token),
      'accept-language': 'fr',
    });
    expect(result.body.data.lastPayment.message).toBe(
      'Remboursé : le paiement ne correspondait pas au montant de cette commande',
    );
    // Delivered again: nothing more.
    expect(await mall.deliver('payment_intent.succeeded', object)).toBe('applied');
    expect(fake.refunds.filter((i) => i === intent)).toHaveLength(1);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('another currency is not taken as the order’s payment: the order stays unpaid and the money goes back', async () => {
    const { fake, ctx } = mall.running();
    const { parentNo, intent, amount } = await startedIntent();
    expect(
      await mall.deliver('payment_intent.succeeded', { id: intent, object: 'payment_intent', amount, currency: 'jpy' }),
    ).toBe('applied');
    expect(await stateOf(parentNo)).toEqual({ order: 'unpaid', payment: 'refunded' });
    expect(fake.refunds.filter((i) => i === intent)).toHaveLength(1);
    const { rows } = await ctx.db.execute(sql`
      SELECT 1 FROM ledger_entries e JOIN orders o ON e.key LIKE 'sale:%' AND o.order_no = ${parentNo}
      JOIN shop_orders so ON so.order_id = o.id AND e.shop_order_id = so.id`);
    expect(rows).toHaveLength(0);
  });

  it('a success naming no currency, or not as text, is not taken for the mall’s: the money goes back', async () => {
    const { fake } = mall.running();
    for (const currency of [undefined, null, 840, ['usd']]) {
      const { parentNo, intent, amount } = await startedIntent();
      const object = { id: intent, object: 'payment_intent', amount, ...(currency === undefined ? {} : { currency }) };
      expect(await mall.deliver('payment_intent.succeeded', object)).toBe('applied');
      expect(await stateOf(parentNo), String(currency)).toEqual({ order: 'unpaid', payment: 'refunded' });
      expect(fake.refunds.filter((i) => i === intent)).toHaveLength(1);
    }
  });

  it('the amount asked, in the mall’s currency (upper case too), pays the order', async () => {
    const { parentNo, intent, amount } = await startedIntent();
    expect(
      await mall.deliver('payment_intent.succeeded', { id: intent, object: 'payment_intent', amount, currency: 'USD' }),
    ).toBe('applied');
    expect(await stateOf(parentNo)).toEqual({ order: 'paid', payment: 'succeeded' });
  });
});
