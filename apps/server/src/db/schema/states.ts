import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The states a row can be in, one list each: the TypeScript unions the owners' transitions use and the CHECK
 * constraints the database enforces come from the same list (decision 0014).
 */
export const ORDER_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One shop's part of a checkout: paid -> to_ship -> to_receive -> to_review -> completed; or cancelled, refunded. */
export const SHOP_ORDER_STATUSES = [
  'unpaid',
  'to_ship',
  'to_receive',
  'to_review',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

export const ITEM_REFUND_STATUSES = ['none', 'applying', 'refunded'] as const;
export type ItemRefundStatus = (typeof ITEM_REFUND_STATUSES)[number];

export const REFUND_ROW_STATUSES = [
  'review',
  'accepted',
  'returned',
  'refunding',
  'refunded',
  'refused',
  'revoked',
] as const;
export type RefundRowStatus = (typeof REFUND_ROW_STATUSES)[number];
export const REFUND_TYPES_STORED = ['refund', 'return'] as const;

export const COUPON_STATUSES = ['open', 'closed'] as const;
export const COUPON_USER_STATUSES = ['unused', 'used'] as const;
export const POINTS_TYPES = ['earn', 'spend', 'return', 'deduct'] as const;
export const MERCHANT_STATUSES = ['open', 'suspended'] as const;
export const SHOP_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'replaced', 'withdrawn'] as const;

/** What a movement of money is (API.md section F); every ledger entry and line has one. */
export const LEDGER_KINDS = [
  'sale',
  'commission',
  'refund',
  'settle',
  'payout',
  'payout_reversal',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The ledger's accounts (DESIGN.md section 6). Lines are signed from the mall's books: positive is a debit, negative
 * a credit; the lines of one entry sum to zero. The merchant accounts are what the mall owes a shop (credit-normal),
 * so a shop's balance in one of them is minus the sum of its lines there.
 */
export const LEDGER_ACCOUNTS = [
  'provider_cash',
  'platform_commission',
  'platform_discounts',
  'platform_adjustments',
  'merchant_pending',
  'merchant_available',
  'merchant_paying',
  'merchant_paid_out',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const PAYOUT_STATUSES = ['reviewing', 'paying', 'paid', 'rejected', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_METHODS = ['offline', 'stripe'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** How a shipping template charges: by the number of pieces or by weight (kilograms). */
export const SHIPPING_CHARGE_BY = ['piece', 'weight'] as const;
export type ShippingChargeBy = (typeof SHIPPING_CHARGE_BY)[number];

/** `column IN (…)` for a CHECK constraint; the values are this file's own constants, never input. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
