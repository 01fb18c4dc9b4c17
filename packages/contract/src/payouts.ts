import { z } from 'zod';
import { MoneySchema } from './catalog';
import { PagingQuerySchema, STATE_FILTER } from './envelope';
import { isMoneyWithin } from './money';
import { plainMoney } from './money-input';
import { readable } from './readable-text';
import { maxChars } from './text-length';

/** Payouts to merchants and the shop's payout account (API.md section F). Amounts are decimal strings. */

export const PAYOUT_STATUS_VALUES = ['reviewing', 'paying', 'paid', 'rejected', 'failed'] as const;
export type PayoutStatusValue = (typeof PAYOUT_STATUS_VALUES)[number];
export const PAYOUT_METHOD_VALUES = ['offline', 'stripe'] as const;
export type PayoutMethodValue = (typeof PAYOUT_METHOD_VALUES)[number];

export const payoutMessages = {
  amount: 'Enter an amount such as 100.00',
  reason: 'Fill in the reason for rejecting',
  failReason: 'Fill in why the transfer failed',
  stripeAccount: 'A Stripe account id looks like acct_1A2b3C',
  holder: 'Fill in the account holder (at most 80 characters)',
  bankText: 'Fill in the bank details (at most 500 characters)',
  code: 'Enter the six-digit code',
  reference: 'Enter the transfer reference (1 to 64 characters)',
  paidOn: 'Enter the day of the transfer',
} as const;
const m = payoutMessages;

/** POST /api/merchant/finance/payouts */
export const PayoutRequestSchema = z.strictObject({
  amount: plainMoney(z.string().trim())
    .regex(/^\d{1,8}(?:\.\d{1,2})?$/, m.amount)
    .refine((v) => isMoneyWithin(v, 1), m.amount),
});
export type PayoutRequest = z.infer<typeof PayoutRequestSchema>;
export const PayoutRequestedSchema = z.object({ payoutNo: z.string() });

/** A payout's number in a path; a malformed one is no payout (audit M4: the pattern is no message). */
export const PayoutNoParamSchema = z.object({ payoutNo: z.string().regex(/^PO\d{20}$/, 'Payout not found') });

/** A payout as the shop sees it. */
export const PayoutSchema = z.object({
  payoutNo: z.string(),
  amount: MoneySchema,
  status: z.enum(PAYOUT_STATUS_VALUES),
  method: z.enum(PAYOUT_METHOD_VALUES),
  /**
   * Where it goes: the Stripe account id or the holder's name; to a member who is not the owner, `•••• ` and the last
   * four characters of the Stripe account id or of the bank details (decision 0058).
   */
  destination: z.string(),
  createTime: z.string(),
  reviewTime: z.string().nullable(),
  paidTime: z.string().nullable(),
  transferId: z.string().nullable(),
  /** A bank payout: the transfer's reference and day (`YYYY-MM-DD`) as the operator recorded them. */
  transferReference: z.string().nullable(),
  transferredOn: z.string().nullable(),
  rejectReason: z.string().nullable(),
  failReason: z.string().nullable(),
});
export type Payout = z.infer<typeof PayoutSchema>;

/** A payout in the platform's review queue. */
export const AdminPayoutSchema = PayoutSchema.extend({
  merId: z.number().int(),
  merName: z.string(),
  /** The shop's available balance now (what an approval may move). */
  available: MoneySchema,
  bankText: z.string(),
  holder: z.string(),
  /** The shop is suspended: its owner may still ask for what the mall owes it, for the platform to decide (0049). */
  shopSuspended: z.boolean(),
  /** The shop's time zone, which the console tells the payout's times in, as the shop reads them (audit AW1). */
  timeZone: z.string(),
});
export type AdminPayout = z.infer<typeof AdminPayoutSchema>;

export const PayoutListQuerySchema = PagingQuerySchema;
export const AdminPayoutListQuerySchema = PagingQuerySchema.extend({
  status: z.enum(PAYOUT_STATUS_VALUES, { error: STATE_FILTER }).optional(),
});
export type AdminPayoutListQuery = z.infer<typeof AdminPayoutListQuerySchema>;

export const PayoutRejectSchema = z.strictObject({
  reason: readable(maxChars(z.string().trim().min(1, m.reason), 200, m.reason), m.reason, { lines: true }),
});

/**
 * POST /api/admin/finance/payouts/{payoutNo}/fail: the operator records that an approved bank payout's transfer could
 * not be made (audit AW7); the shop reads the reason in its payout history and mail.
 */
export const PayoutFailSchema = z.strictObject({
  reason: readable(maxChars(z.string().trim().min(1, m.failReason), 200, m.failReason), m.failReason, { lines: true }),
});
export type PayoutFail = z.infer<typeof PayoutFailSchema>;

/** POST /api/admin/finance/payouts/{payoutNo}/paid: the operator records a bank payout's transfer. */
export const PayoutBankTransferSchema = z.strictObject({
  // The shop reads it in its payout history and mail (audit W2).
  reference: readable(z.string().trim().min(1, m.reference).max(64, m.reference), m.reference),
  paidOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.paidOn)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      m.paidOn,
    ),
});
export type PayoutBankTransfer = z.infer<typeof PayoutBankTransferSchema>;

/** The payout overview of the merchant's payout page: what may be asked for now. */
export const PayoutOverviewSchema = z.object({
  /** What may be withdrawn: never below 0.00 (audit AW8); a shop owing the mall has `debt` instead. */
  available: MoneySchema,
  /** What refunds beyond the balance left the shop owing, paid off by its next sales, as the finance summary says. */
  debt: MoneySchema,
  minimum: MoneySchema,
  /**
   * Why a request cannot be made now (not the owner, the shop owes the mall, no account, held account, one in
   * review), or null.
   */
  blockedBy: z.enum(['owner', 'debt', 'account', 'held', 'reviewing']).nullable(),
  heldUntil: z.string().nullable(),
});
export type PayoutOverview = z.infer<typeof PayoutOverviewSchema>;

/** POST /api/merchant/finance/payout-account: the new account, confirmed with an emailed code. */
export const PayoutAccountInputSchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      method: z.literal('stripe'),
      stripeAccountId: z
        .string()
        .trim()
        .regex(/^acct_[A-Za-z0-9]{1,64}$/, m.stripeAccount),
      holder: readable(maxChars(z.string().trim(), 80, m.holder), m.holder).optional(),
      bankText: readable(maxChars(z.string().trim(), 500, m.bankText), m.bankText, { lines: true }).optional(),
    }),
    z.strictObject({
      method: z.literal('offline'),
      stripeAccountId: z.string().max(0).optional(),
      holder: readable(maxChars(z.string().trim().min(1, m.holder), 80, m.holder), m.holder),
      bankText: readable(maxChars(z.string().trim().min(1, m.bankText), 500, m.bankText), m.bankText, { lines: true }),
    }),
  ],
  // An unknown method is asked for in words, not by the list of internal values (audit O2).
  { error: 'Choose a payout method' },
);
export type PayoutAccountInput = z.infer<typeof PayoutAccountInputSchema>;

export const PayoutAccountConfirmSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, m.code),
});

/** GET /api/merchant/finance/payout-account */
export const PayoutAccountSchema = z.object({
  account: z
    .object({
      method: z.enum(PAYOUT_METHOD_VALUES),
      stripeAccountId: z.string().nullable(),
      holder: z.string(),
      bankText: z.string(),
      /** Payouts to this account wait until then (a recent change). */
      heldUntil: z.string().nullable(),
      updateTime: z.string(),
    })
    .nullable(),
  /** A change waiting for its code. */
  pendingChange: z
    .object({
      method: z.enum(PAYOUT_METHOD_VALUES),
      stripeAccountId: z.string().nullable(),
      holder: z.string(),
      bankText: z.string(),
      sentTo: z.string(),
      expiresAt: z.string(),
    })
    .nullable(),
  /** Whether Stripe Connect transfers are available on this mall. */
  stripeAvailable: z.boolean(),
  /** Hours that payouts wait after a change. */
  holdHours: z.number().int(),
  /**
   * The reader is a member who is not the shop's owner (decision 0058): `holder` is empty and `bankText` and
   * `stripeAccountId` are `•••• ` and their last four characters; only the owner reads and changes them whole.
   */
  masked: z.boolean(),
});
export type PayoutAccountView = z.infer<typeof PayoutAccountSchema>;

/** The answer to a change request: where the code went (masked) and until when it works. */
export const PayoutAccountCodeSentSchema = z.object({ sentTo: z.string(), expiresAt: z.string() });

/** GET/POST /api/admin/finance/payout-settings: how long payouts wait after a shop changes its payout account. */
export const PayoutSettingsSchema = z.strictObject({
  holdHours: z
    .number()
    .int('Enter whole hours from 0 to 720')
    .min(0, 'Enter whole hours from 0 to 720')
    .max(720, 'Enter whole hours from 0 to 720'),
});
export type PayoutSettings = z.infer<typeof PayoutSettingsSchema>;
