import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ShippingRule } from '../src/db/schema';
import { addAddress, createOrder, type Sku, startCheckout } from '../src/modules/coupons/checkout-fixtures';
import { bearer, post, type TestContext } from './harness';
import { postAs } from './refund-helpers';

// Issue 21's money tests: a shop template of known freight, a paid checkout through the API, refunds asked for and
// decided through the API, and what the books hold per shop order.

/** Gives the SKUs' products a template of the shop: `rules` and `free` as given, charged by piece. */
export async function useTemplate(
  ctx: TestContext,
  merchantId: number,
  skus: Sku[],
  rules: ShippingRule[],
  free: { regions: string[]; minAmount?: number; minCount?: number }[] = [],
): Promise<number> {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO shipping_templates (merchant_id, name, charge_by, rules, free, undeliverable, is_default)
    VALUES (${merchantId}, 'Money test courier', 'piece', ${JSON.stringify(rules)}::jsonb,
      ${JSON.stringify(free)}::jsonb, '[]'::jsonb, false) RETURNING id`);
  const id = rows[0]!.id;
  for (const sku of skus) {
    await ctx.db.execute(
      sql`UPDATE products SET shipping_template_id = ${id}, is_virtual = false WHERE id = ${sku.productId}`,
    );
  }
  return id;
}

/** A flat fee per parcel, everywhere. */
export const flat = (cents: number): ShippingRule => ({
  regions: [],
  first: 1,
  firstFee: cents,
  additional: 1,
  additionalFee: 0,
});

export type Placed = {
  orderNo: string;
  shopOrderId: number;
  shopOrderNo: string;
  payAmount: number;
  freight: number;
  items: { id: number; skuId: number; price: number; quantity: number }[];
};

/** Places and pays (test card) a checkout of these lines for a shopper with a US address. */
export async function paidOrder(
  ctx: TestContext,
  token: string,
  lines: { sku: Sku; quantity: number }[],
): Promise<Placed> {
  const addressId = await addAddress(ctx, token);
  const pre = await startCheckout(ctx, token, lines);
  const created = await createOrder(ctx, token, pre, addressId);
  expect(created.body.code, created.body.message).toBe(200);
  const orderNo = created.body.data.orderNo;
  const paid = await post<{ status: string }>(
    ctx.app,
    '/api/front/pay/testcard/confirm',
    { orderNo, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Ann Lee' },
    { headers: bearer(token) },
  );
  expect(paid.body.data?.status).toBe('succeeded');
  const { rows } = await ctx.db.execute<{ id: number; order_no: string; pay_amount: number; freight: number }>(sql`
    SELECT so.id, so.order_no, so.pay_amount, so.freight FROM shop_orders so JOIN orders o ON o.id = so.order_id
    WHERE o.order_no = ${orderNo}`);
  const so = rows[0]!;
  const { rows: items } = await ctx.db.execute<{ id: number; sku_id: number; price: number; quantity: number }>(
    sql`SELECT id, sku_id, price, quantity FROM order_items WHERE shop_order_id = ${so.id} ORDER BY id`,
  );
  return {
    orderNo,
    shopOrderId: so.id,
    shopOrderNo: so.order_no,
    payAmount: so.pay_amount,
    freight: so.freight,
    items: items.map((i) => ({ id: i.id, skuId: i.sku_id, price: i.price, quantity: i.quantity })),
  };
}

/** Moves a shop order along as its shop and shopper would: shipped, received (through the database). */
export async function delivered(ctx: TestContext, shopOrderId: number): Promise<void> {
  await ctx.db.execute(sql`
    UPDATE shop_orders SET status = 'to_review', shipped_at = now(), received_at = now(), delivery_method = 'send',
      courier_company = 'SF Express', tracking_no = 'SF1234567890'
    WHERE id = ${shopOrderId}`);
}

/** Asks for a refund through the API; answers the refund number (the answer must be 200). */
export async function askRefund(
  ctx: TestContext,
  token: string,
  shopOrderNo: string,
  itemIds: number[],
  reason: string,
  type: 'refund' | 'return' = 'refund',
): Promise<string> {
  const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', token, {
    orderNo: shopOrderNo,
    itemIds,
    type,
    reason,
  });
  expect(asked.body.code, asked.body.message).toBe(200);
  return asked.body.data.refundNo;
}

/** The shop accepts a money-only refund through the API: it is paid back at once. */
export async function acceptRefund(ctx: TestContext, staffToken: string, refundNo: string): Promise<void> {
  const accepted = await postAs(ctx, `/api/merchant/refunds/${refundNo}/accept`, staffToken);
  expect(accepted.body.code, accepted.body.message).toBe(200);
}

/** Sums per account over the entries of one shop order (all of them, or those whose key starts with `prefix`). */
export async function booksOf(ctx: TestContext, shopOrderId: number, prefix = '') {
  const { rows } = await ctx.db.execute<{ account: string; sum: number }>(sql`
    SELECT l.account, sum(l.amount)::bigint AS sum FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.shop_order_id = ${shopOrderId} AND e.key LIKE ${`${prefix}%`} GROUP BY l.account`);
  const sum = (account: string) => Number(rows.find((r) => r.account === account)?.sum ?? 0);
  return {
    cash: sum('provider_cash'),
    /** What the shop is owed for this order (pending and available). */
    shop: 0 - (sum('merchant_pending') + sum('merchant_available')),
    pending: 0 - sum('merchant_pending'),
    available: 0 - sum('merchant_available'),
    commission: 0 - sum('platform_commission'),
    discounts: sum('platform_discounts'),
  };
}

/**
 * Per shop order of checkout `orderId`: the provider cash its entries hold and what its shop holds of it (pending and
 * available).
 */
export async function shopOrderBooks(ctx: TestContext, orderId: number) {
  const { rows } = await ctx.db.execute<{ id: number; cash: number; shop: number }>(sql`
    SELECT so.id,
      coalesce(sum(l.amount) FILTER (WHERE l.account = 'provider_cash'), 0)::int AS cash,
      coalesce(-sum(l.amount) FILTER (WHERE l.account IN ('merchant_pending', 'merchant_available')), 0)::int AS shop
    FROM shop_orders so LEFT JOIN ledger_entries e ON e.shop_order_id = so.id
      LEFT JOIN ledger_lines l ON l.entry_id = e.id
    WHERE so.order_id = ${orderId} GROUP BY so.id ORDER BY so.id`);
  return rows;
}
