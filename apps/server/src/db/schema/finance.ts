import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { refunds } from './after-sales';
import { shopOrders } from './orders';
import { merchants } from './shops';
import {
  LEDGER_ACCOUNTS,
  LEDGER_KINDS,
  type LedgerAccount,
  type LedgerKind,
  oneOf,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  type PayoutMethod,
  type PayoutStatus,
} from './states';

// The money ledger (DESIGN.md section 6, API.md section F). Written only by modules/finance.

/**
 * One movement of money. `key` makes it idempotent: the same sale, settlement, refund or payout step is recorded once
 * however often (and in however many processes) the code that records it runs, e.g. `sale:SH…`, `settle:SH…`.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    shopOrderId: integer('shop_order_id').references(() => shopOrders.id),
    refundId: integer('refund_id').references(() => refunds.id),
    payoutId: integer('payout_id').references(() => payouts.id),
    /** An adjustment's reason, or other words for people. */
    memo: text('memo').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_key_idx').on(t.key),
    index('ledger_entries_merchant_idx').on(t.merchantId, t.createdAt),
    // What a shop order's entries booked (settlement and refunds read it per order).
    index('ledger_entries_shop_order_idx').on(t.shopOrderId),
    // A refund's entries (what it owes again, what the platform holds for its buyer, its failed card payments).
    index('ledger_entries_refund_idx').on(t.refundId).where(sql`refund_id IS NOT NULL`),
    check('ledger_entries_kind_check', oneOf(t.kind, LEDGER_KINDS)),
  ],
);

/**
 * The lines of an entry: append-only (a trigger refuses UPDATE and DELETE), signed cents, summing to zero per entry.
 * `balanceAfter` is the shop's balance in that account after this line, for the statement (merchant accounts only).
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    account: text('account').$type<LedgerAccount>().notNull(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_lines_entry_idx').on(t.entryId),
    index('ledger_lines_merchant_idx').on(t.merchantId, t.id),
    index('ledger_lines_merchant_kind_idx').on(t.merchantId, t.kind, t.id),
    // The platform's overview of a period and a statement's date filter read lines by time.
    index('ledger_lines_created_idx').on(t.createdAt),
    index('ledger_lines_merchant_created_idx').on(t.merchantId, t.createdAt),
    check('ledger_lines_account_check', oneOf(t.account, LEDGER_ACCOUNTS)),
    check('ledger_lines_kind_check', oneOf(t.kind, LEDGER_KINDS)),
    check('ledger_lines_merchant_check', sql`(${t.account} LIKE 'merchant_%') = (${t.merchantId} IS NOT NULL)`),
  ],
);

/**
 * Shop orders whose sale is booked and not settled yet (written only by modules/finance/settlement.ts): the settlement
 * job reads this short list instead of every completed order ever, and a settled or fully refunded order leaves it.
 */
export const settlementQueue = pgTable('settlement_queue', {
  shopOrderId: integer('shop_order_id')
    .primaryKey()
    .references(() => shopOrders.id),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each shop's balances in cents, kept in the same transaction as the lines that change them (a check compares them
 * with the sums). Positive: the mall owes the shop. `available` below zero is a debt, settled by later sales.
 */
export const merchantBalances = pgTable('merchant_balances', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  pending: bigint('pending', { mode: 'number' }).notNull().default(0),
  available: bigint('available', { mode: 'number' }).notNull().default(0),
  paying: bigint('paying', { mode: 'number' }).notNull().default(0),
  paidOut: bigint('paid_out', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PayoutAccountSnapshot = {
  method: PayoutMethod;
  stripeAccountId?: string;
  holder?: string;
  bankText?: string;
  /** The language the owner asked in, for the outcome's email (kept here until payouts have a column for it). */
  locale?: string;
};

/** A shop's request to be paid (`PO…`); at most one in review per shop. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    payoutNo: text('payout_no').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    amount: integer('amount').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('reviewing'),
    /** The payout account as it was when the payout was asked for. */
    account: jsonb('account').$type<PayoutAccountSnapshot>().notNull(),
    /** The provider's transfer id once the transfer was made (Stripe `tr_…`, or the offline record's number). */
    transferId: text('transfer_id'),
    rejectReason: text('reject_reason'),
    failReason: text('fail_reason'),
    requestedBy: integer('requested_by').notNull(),
    reviewedBy: integer('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A bank (offline) payout: the transfer's reference and the day it was made, as the operator recorded them. */
    transferReference: text('transfer_reference'),
    transferredOn: date('transferred_on', { mode: 'string' }),
    /** The operator who recorded the bank transfer. */
    paidBy: integer('paid_by'),
  },
  (t) => [
    uniqueIndex('payouts_payout_no_idx').on(t.payoutNo),
    uniqueIndex('payouts_one_reviewing_idx').on(t.merchantId).where(sql`${t.status} = 'reviewing'`),
    index('payouts_merchant_idx').on(t.merchantId, t.createdAt),
    index('payouts_status_idx').on(t.status, t.createdAt),
    check('payouts_status_check', oneOf(t.status, PAYOUT_STATUSES)),
    check('payouts_amount_check', sql`${t.amount} > 0`),
    check(
      'payouts_transfer_reference_check',
      sql`${t.transferReference} IS NULL OR char_length(${t.transferReference}) BETWEEN 1 AND 64`,
    ),
  ],
);

/** Where a shop is paid. A change waits for a code emailed to the owner; payouts to a new account wait until `heldUntil`. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    merchantId: integer('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    method: text('method').$type<PayoutMethod>().notNull().default('offline'),
    stripeAccountId: text('stripe_account_id'),
    holder: text('holder').notNull().default(''),
    bankText: text('bank_text').notNull().default(''),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('payout_accounts_method_check', oneOf(t.method, PAYOUT_METHODS))],
);

/** A payout account change waiting for the emailed code (only the code's hash is kept). */
export const payoutAccountChanges = pgTable(
  'payout_account_changes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    requestedBy: integer('requested_by').notNull(),
    account: jsonb('account').$type<PayoutAccountSnapshot>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payout_account_changes_merchant_idx').on(t.merchantId, t.createdAt)],
);
