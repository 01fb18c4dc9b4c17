import { z } from 'zod';
import { MoneySchema } from './catalog';
import { PagingQuerySchema } from './envelope';
import { isMoneyWithin } from './money';
import { plainMoney } from './money-input';
import { readable } from './readable-text';
import { maxChars } from './text-length';

/**
 * Money to merchants (API.md section F): a shop's balances and statement (/api/merchant/finance), the platform's
 * overview, per-shop balances, commission rates and settlement settings (/api/admin/finance). Amounts are decimal
 * strings; rates are percents with two decimals ("12.50").
 */

export const LEDGER_KIND_VALUES = [
  'sale',
  'commission',
  'refund',
  'settle',
  'payout',
  'payout_reversal',
  'adjustment',
] as const;
export type LedgerKindValue = (typeof LEDGER_KIND_VALUES)[number];

/** The shop's balance a statement line moved. */
export const LEDGER_BALANCE_VALUES = ['pending', 'available', 'paying', 'paid_out'] as const;
export type LedgerBalanceValue = (typeof LEDGER_BALANCE_VALUES)[number];

export const financeMessages = {
  date: 'Choose a valid date',
  dateOrder: 'The end date must not be before the start date',
  dateSpan: 'Choose a period of at most 366 days',
  rate: 'The commission rate is a percentage from 0 to 100 with at most two decimals',
  minPayout: 'The minimum payout is an amount from 0.00 to 999999.99',
  settlementDays: 'Settlement days are a whole number from 0 to 90',
  adjustmentAmount: 'Enter an amount such as 12.50 (to credit the shop) or -12.50 (to charge it), not 0',
  adjustmentReason: 'Give the reason of the adjustment (at most 200 characters)',
} as const;
const m = financeMessages;

/**
 * A calendar day, 1970 or later: JavaScript reads "0000-01-01" as a day, PostgreSQL has no year 0 (a 500, audit AW14),
 * and the mall keeps no books before 1970.
 */
export const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.date)
  .refine(
    (v) =>
      v >= '1970-01-01' &&
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    m.date,
  );

/** GET /api/merchant/finance/summary */
export const FinanceSummarySchema = z.object({
  pending: MoneySchema,
  /** Never below zero; a negative balance shows as `debt`. */
  available: MoneySchema,
  /** Approved payouts on their way. */
  paying: MoneySchema,
  paidOut: MoneySchema,
  debt: MoneySchema,
  /** The rate new orders get, percent. */
  commissionRate: z.string(),
  /** Days after completion before an order's money becomes available. */
  settlementDays: z.number().int(),
});
export type FinanceSummary = z.infer<typeof FinanceSummarySchema>;

/** GET /api/merchant/finance/ledger; `format=csv` answers the filtered lines (newest first) as CSV instead. */
export const LedgerQuerySchema = PagingQuerySchema.extend({
  kind: z.enum(LEDGER_KIND_VALUES).optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  format: z.enum(['json', 'csv']).default('json'),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: m.dateOrder, path: ['to'] });
export type LedgerQuery = z.infer<typeof LedgerQuerySchema>;

export const LedgerLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KIND_VALUES),
  balance: z.enum(LEDGER_BALANCE_VALUES),
  /** Signed: positive adds to the shop's balance, negative takes from it. */
  amount: MoneySchema,
  balanceAfter: MoneySchema,
  orderNo: z.string().optional(),
  refundNo: z.string().optional(),
  payoutNo: z.string().optional(),
  memo: z.string().optional(),
  createTime: z.string(),
});
export type LedgerLine = z.infer<typeof LedgerLineSchema>;

/** GET /api/admin/finance/summary */
export const AdminFinanceQuerySchema = z
  .object({ from: DateSchema, to: DateSchema })
  .refine((q) => q.from <= q.to, { message: m.dateOrder, path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, { message: m.dateSpan, path: ['to'] });
export type AdminFinanceQuery = z.infer<typeof AdminFinanceQuerySchema>;

export const AdminFinanceSummarySchema = z.object({
  /** What shoppers paid for orders paid in the period. */
  gmv: MoneySchema,
  /** Commission earned, net of refunds. */
  commission: MoneySchema,
  /** Platform coupons and points the platform funded, net of refunds. */
  platformDiscounts: MoneySchema,
  /** Money paid back to shoppers. */
  refunds: MoneySchema,
  /** Payouts in review or on their way now. */
  pendingPayouts: MoneySchema,
  /** Payouts paid in the period. */
  paidOut: MoneySchema,
  /** What the platform's adjustments gave shops in the period, net (negative: taken from them; audit AW9). */
  adjustments: MoneySchema,
  /** Per day (UTC) of the period: what shoppers paid and the commission earned. */
  days: z.array(z.object({ date: z.string(), gmv: MoneySchema, commission: MoneySchema })),
});
export type AdminFinanceSummary = z.infer<typeof AdminFinanceSummarySchema>;

/** GET /api/admin/finance/shops */
export const AdminFinanceShopsQuerySchema = PagingQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
});
export type AdminFinanceShopsQuery = z.infer<typeof AdminFinanceShopsQuerySchema>;

export const AdminFinanceShopSchema = z.object({
  merId: z.number().int(),
  name: z.string(),
  pending: MoneySchema,
  available: MoneySchema,
  paying: MoneySchema,
  paidOut: MoneySchema,
  debt: MoneySchema,
  commissionRate: z.string(),
  /** The merchant category's handling fee, used when the shop has no rate of its own. */
  categoryRate: z.string(),
  ownRate: z.boolean(),
});
export type AdminFinanceShop = z.infer<typeof AdminFinanceShopSchema>;

export const MerIdParamSchema = z.object({ merId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Percent with at most two decimals, 0 to 100, as text or a number. */
const RateSchema = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,3}(?:\.\d{1,2})?$/.test(v) && Number(v) <= 100, m.rate);

/** POST /api/admin/finance/shops/{merId}/commission: null goes back to the category's handling fee. */
export const CommissionRateSchema = z.strictObject({ rate: RateSchema.nullable() });
export type CommissionRateInput = z.input<typeof CommissionRateSchema>;

/**
 * POST /api/admin/finance/shops/{merId}/adjustments: the platform books money to or from a shop's available balance
 * (a goodwill credit, a chargeback), with the reason the shop reads on its statement. `requestId` is the form's own
 * number for this adjustment: sent twice (a double click, a retry), it is booked once.
 */
export const AdjustmentSchema = z.strictObject({
  amount: plainMoney(z.string().trim())
    .regex(/^-?\d{1,6}(?:\.\d{1,2})?$/, m.adjustmentAmount)
    .refine((v) => isMoneyWithin(v.replace(/^-/, ''), 1), m.adjustmentAmount),
  reason: readable(maxChars(z.string().trim().min(1, m.adjustmentReason), 200, m.adjustmentReason), m.adjustmentReason),
  requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
});
export type AdjustmentInput = z.infer<typeof AdjustmentSchema>;

/** GET and POST /api/admin/finance/settings */
export const FinanceSettingsSchema = z.strictObject({
  /** The after-sales window, reused as the settlement window. */
  settlementDays: z
    .number({ error: m.settlementDays })
    .int(m.settlementDays)
    .min(0, m.settlementDays)
    .max(90, m.settlementDays),
  minPayout: plainMoney(z.string({ error: m.minPayout }).trim()).refine((v) => isMoneyWithin(v, 0), m.minPayout),
});
export type FinanceSettings = z.infer<typeof FinanceSettingsSchema>;
export const FinanceSettingsViewSchema = z.object({ settlementDays: z.number().int(), minPayout: MoneySchema });
