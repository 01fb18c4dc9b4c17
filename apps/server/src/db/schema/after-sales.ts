import type { LocalizedText } from '@mall/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderItems, orders, shopOrders } from './orders';
import {
  COUPON_STATUSES,
  COUPON_USER_STATUSES,
  oneOf,
  POINTS_TYPES,
  REFUND_ROW_STATUSES,
  REFUND_TYPES_STORED,
  type RefundRowStatus,
} from './states';

/**
 * A refund or return request (`RE…`) on one shop order.
 * status: review (under merchant review), accepted (return: waiting for the goods), returned (goods sent to the
 * seller), refunding (the provider is paying back), refunded, refused, revoked.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: text('refund_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    shopOrderId: integer('shop_order_id')
      .notNull()
      .references(() => shopOrders.id),
    userId: integer('user_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    /** refund (money only) or return (goods back, then money) */
    type: text('type').notNull(),
    status: text('status').$type<RefundRowStatus>().notNull().default('review'),
    reason: text('reason').notNull(),
    explain: text('explain').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Money to pay back, in cents, fixed when the request is made. */
    amount: integer('amount').notNull(),
    /** Points to give back with the money. */
    points: integer('points').notNull().default(0),
    /** Freight kept back because the goods kept no longer ship free (decision 0024); `amount` is net of it. */
    freightDeducted: integer('freight_deducted').notNull().default(0),
    refuseReason: text('refuse_reason'),
    courier: text('courier'),
    trackingNo: text('tracking_no'),
    /** The payment provider's refund id once paid back. */
    providerRef: text('provider_ref'),
    /**
     * Cents of it paid by money Stripe had already given back of the order (decision 0051, audit DM2): booked when it
     * left, so not asked of Stripe again. Reserved while the refund is "refunding", so two refunds never use the same.
     */
    paidEarlier: integer('paid_earlier').notNull().default(0),
    /**
     * How many of its Stripe idempotency keys are spent (audit EI6): a call answered 500 (or an idempotency error)
     * while Stripe made nothing, which Stripe replays on that key for 24 hours; the next call uses a fresh key.
     * Counted for the payment `keyAttempt` only: a new payment starts on a key of its own.
     */
    keyRetries: integer('key_retries').notNull().default(0),
    /** The payment of the refund (`RE…`, then `RE…:2` after a failure, decision 0052) whose keys `keyRetries` counts. */
    keyAttempt: integer('key_attempt').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_refund_no_idx').on(t.refundNo),
    index('refunds_user_idx').on(t.userId, t.createdAt),
    index('refunds_merchant_idx').on(t.merchantId, t.status, t.createdAt),
    index('refunds_shop_order_idx').on(t.shopOrderId),
    // Open refunds of a shop order: settlement and completion wait for them (migration 0014).
    index('refunds_open_idx')
      .on(t.shopOrderId)
      .where(sql`${t.status} IN ('review', 'accepted', 'returned', 'refunding')`),
    check('refunds_freight_deducted_check', sql`${t.freightDeducted} >= 0`),
    check('refunds_status_check', oneOf(t.status, REFUND_ROW_STATUSES)),
    check('refunds_type_check', oneOf(t.type, REFUND_TYPES_STORED)),
  ],
);

/** The order items a refund covers; an item is in at most one open or finished refund (see order_items.refund_status). */
export const refundItems = pgTable(
  'refund_items',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    uniqueIndex('refund_items_pk').on(t.refundId, t.orderItemId),
    index('refund_items_item_idx').on(t.orderItemId),
  ],
);

/**
 * A coupon a shop (merchantId > 0) or the platform (merchantId 0) hands out.
 * useType: 1 whole shop (platform: whole mall), 2 chosen goods, 3 one platform category.
 * Validity: fixed dates (validFrom..validTo) when validDays is null, else validDays days after receiving.
 * Receiving is open between receiveFrom and receiveTo (null: no bound).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().default(0),
    name: text('name').notNull(),
    /** The name in the storefront's other languages (decision 0056, migration 0085); `name` is the fallback. */
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    useType: smallint('use_type').notNull(),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    categoryId: integer('category_id'),
    /** Discount and minimum spend, in cents. */
    amount: integer('amount').notNull(),
    minSpend: integer('min_spend').notNull().default(0),
    /** How many may be taken in all; 0 means no limit. */
    total: integer('total').notNull().default(0),
    taken: integer('taken').notNull().default(0),
    used: integer('used').notNull().default(0),
    perUser: integer('per_user').notNull().default(1),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    validDays: integer('valid_days'),
    receiveFrom: timestamp('receive_from', { withTimezone: true }),
    receiveTo: timestamp('receive_to', { withTimezone: true }),
    /** open or closed */
    status: text('status').notNull().default('open'),
    /** Raised by every edit; a form's save names the version it loaded (contract edits.ts, migration 0015). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_merchant_idx').on(t.merchantId, t.useType, t.status),
    check('coupons_status_check', oneOf(t.status, COUPON_STATUSES)),
  ],
);

/** A coupon in a user's hands. status: unused, used. Expiry is read from validTo. */
export const couponUsers = pgTable(
  'coupon_users',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id').notNull(),
    userId: integer('user_id').notNull(),
    merchantId: integer('merchant_id').notNull().default(0),
    status: text('status').notNull().default('unused'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** The checkout (orders.id) that used it. */
    usedOrderId: integer('used_order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_users_user_idx').on(t.userId, t.status, t.validTo),
    index('coupon_users_coupon_idx').on(t.couponId, t.userId),
    index('coupon_users_order_idx').on(t.usedOrderId),
    check('coupon_users_status_check', oneOf(t.status, COUPON_USER_STATUSES)),
  ],
);

/**
 * The points ledger: every change of a user's points is a row (signed). A row counts towards the usable balance
 * once availableAt has passed; earned points wait there while frozen.
 * type: earn, spend, return (spent points given back on cancel or refund), deduct (earned points taken back on refund).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    points: integer('points').notNull(),
    /** The money the row concerns, in cents (the order amount that earned it, or the deduction it paid). */
    money: integer('money').notNull().default(0),
    orderId: integer('order_id'),
    shopOrderId: integer('shop_order_id'),
    refundId: integer('refund_id'),
    title: text('title').notNull().default(''),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    /** A shop order earns once. */
    uniqueIndex('points_ledger_earn_once_idx').on(t.shopOrderId).where(sql`type = 'earn'`),
    check('points_ledger_type_check', oneOf(t.type, POINTS_TYPES)),
  ],
);

/**
 * A request to open a shop. auditStatus: 1 pending review, 2 approved, 3 failed (denialReason says why).
 * A user has at most one pending application.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    /** Comparison key of the name (see merchants.nameKey). */
    nameKey: text('name_key'),
    /** The name in the other languages (decision 0056, migration 0087), live with the shop on approval. */
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    realName: text('real_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    categoryId: integer('category_id').notNull(),
    typeId: integer('type_id').notNull(),
    qualificationPictures: jsonb('qualification_pictures').$type<string[]>().notNull().default([]),
    auditStatus: smallint('audit_status').notNull().default(1),
    /** Raised by every edit; a review approves the version the reviewer saw (or is refused when it changed). */
    version: integer('version').notNull().default(1),
    denialReason: text('denial_reason'),
    /** The shop created on approval. */
    merchantId: integer('merchant_id'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_applications_user_idx').on(t.userId, t.createdAt),
    index('merchant_applications_status_idx').on(t.auditStatus, t.createdAt),
    uniqueIndex('merchant_applications_one_pending_idx').on(t.userId).where(sql`audit_status = 1`),
  ],
);
