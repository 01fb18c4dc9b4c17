import type { Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FreeShippingRule, ShippingRule } from './shipping';
import {
  ITEM_REFUND_STATUSES,
  type ItemRefundStatus,
  ORDER_STATUSES,
  type OrderStatus,
  oneOf,
  SHOP_ORDER_STATUSES,
  type ShopOrderStatus,
} from './states';

/**
 * A template group of a shop order frozen at order time (decision 0024): the template (as it applied to the
 * destination) and destination as they were and the order items that ship under it, so that a partial refund can
 * tell what the goods kept would cost now. `charged` is the group's freight at order time: 0 when a free-shipping
 * rule waived it (the goods kept may lose it), above 0 when it paid (the goods kept may cost less: audit CS2).
 * Groups frozen before `charged` was kept are all waived ones.
 */
export type FrozenFreightGroup = {
  template: { chargeBy: 'piece' | 'weight'; rules: ShippingRule[]; free: FreeShippingRule[]; undeliverable: string[] };
  to: { country: string; region: string };
  items: { id: number; weightGrams: number }[];
  charged?: number;
};

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    /** The option's values when the shop removed its SKU (audit N5): the line stays, unavailable, until cleared. */
    goneValues: jsonb('gone_values').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_sku_idx').on(t.userId, t.skuId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    realName: text('real_name').notNull(),
    email: text('email').notNull().default(''),
    country: text('country').notNull().default(''),
    detail: text('detail').notNull(),
    postCode: text('post_code').notNull(),
    countryCode: text('country_code').notNull().default('+86'),
    phone: text('phone').notNull().default(''),
    /** Province or state code (`TH-10`) and name, and the city, when the country has regions; '' otherwise. `country`
     * holds an ISO 3166-1 alpha-2 code for structured addresses, free text for older ones. */
    regionCode: text('region_code').notNull().default(''),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    /** Raised by every edit; a form's save names the version it loaded (contract edits.ts, migration 0015). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export type PreOrderLine = { productId: number; skuId: number; quantity: number; cartId?: number };

/** A checkout in preparation: the lines chosen, kept for an hour; `orderNo` is set once it became an order. */
export const preOrders = pgTable('pre_orders', {
  preOrderNo: text('pre_order_no').primaryKey(),
  userId: integer('user_id').notNull(),
  source: text('source').notNull(),
  lines: jsonb('lines').$type<PreOrderLine[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type AddressSnapshot = {
  realName: string;
  email: string;
  country: string;
  detail: string;
  postCode: string;
  countryCode: string;
  phone: string;
  regionCode?: string;
  region?: string;
  city?: string;
};

/** One checkout, one payment (`PT…`). The pre-order number is unique: the same checkout never makes two orders. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    preOrderNo: text('pre_order_no').notNull(),
    userId: integer('user_id').notNull(),
    /** Written only by modules/orders (order-transitions.ts). */
    status: text('status').$type<OrderStatus>().notNull().default('unpaid'),
    payType: text('pay_type').notNull(),
    proTotal: integer('pro_total').notNull(),
    freight: integer('freight').notNull(),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    pointsDiscount: integer('points_discount').notNull().default(0),
    /** Points spent on this checkout. */
    pointsUsed: integer('points_used').notNull().default(0),
    /** The platform coupon (coupon_users.id) used on this checkout. */
    platformCouponUserId: integer('platform_coupon_user_id'),
    payAmount: integer('pay_amount').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    mark: text('mark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Unpaid orders are cancelled after this moment. */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_order_no_idx').on(t.orderNo),
    uniqueIndex('orders_pre_order_no_idx').on(t.preOrderNo),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_unpaid_deadline_idx').on(t.payDeadline),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
  ],
);

/** One shop's part of a checkout (`SH…`). */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    /** Written only by modules/orders, through its named transitions (order-transitions.ts). */
    status: text('status').$type<ShopOrderStatus>().notNull().default('unpaid'),
    proTotal: integer('pro_total').notNull(),
    freight: integer('freight').notNull(),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    pointsDiscount: integer('points_discount').notNull().default(0),
    /** This shop's share of the checkout's points. */
    pointsUsed: integer('points_used').notNull().default(0),
    /** The shop coupon (coupon_users.id) used on this shop order. */
    couponUserId: integer('coupon_user_id'),
    payAmount: integer('pay_amount').notNull(),
    /** Commission on the freight (decision 0024), frozen at order time: its rate in basis points and its cents. */
    freightCommissionBp: integer('freight_commission_bp').notNull().default(0),
    freightCommission: integer('freight_commission').notNull().default(0),
    /** The template groups frozen at order time (decision 0024): those a free-shipping rule made free and, since
     * audit CS2, those that paid freight (the column keeps its first name). */
    freightWaivers: jsonb('freight_waivers').$type<FrozenFreightGroup[]>().notNull().default([]),
    /** The buyer ran the shop (owner or staff) when ordering: no mall points (audits CH2, CX1, CY2). */
    ownShop: boolean('own_shop').notNull().default(false),
    mark: text('mark').notNull().default(''),
    deliveryMethod: text('delivery_method').notNull().default('send'),
    courierCompany: text('courier_company'),
    trackingNo: text('tracking_no'),
    courierName: text('courier_name'),
    courierPhone: text('courier_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The after-sales days that applied when the order completed (audit N9); null: completed before they were kept. */
    afterSalesDays: integer('after_sales_days'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    deletedByUser: boolean('deleted_by_user').notNull().default(false),
  },
  (t) => [
    uniqueIndex('shop_orders_order_no_idx').on(t.orderNo),
    index('shop_orders_order_idx').on(t.orderId),
    index('shop_orders_user_idx').on(t.userId, t.status, t.createdAt),
    index('shop_orders_merchant_idx').on(t.merchantId, t.status, t.createdAt),
    check('shop_orders_status_check', oneOf(t.status, SHOP_ORDER_STATUSES)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    shopOrderId: integer('shop_order_id')
      .notNull()
      .references(() => shopOrders.id),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    skuText: text('sku_text').notNull(),
    /** The name and the option text in every language (locale to text; audit AF2), written at order creation; null on
     * lines placed before whose product is gone, which read `name` and `sku_text` (modules/orders/line-texts.ts). */
    names: jsonb('names').$type<Partial<Record<Locale, string>>>(),
    skuTexts: jsonb('sku_texts').$type<Partial<Record<Locale, string>>>(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    reviewed: boolean('reviewed').notNull().default(false),
    /** Frozen at order time (modules/finance): the commission rate in basis points, the item's share of the shop's
     * coupon and of the platform-funded discounts (platform coupon and points), and the commission in cents on what
     * the shopper paid for the goods after the shop's coupon. */
    commissionBp: integer('commission_bp').notNull().default(0),
    shopDiscount: integer('shop_discount').notNull().default(0),
    platformDiscount: integer('platform_discount').notNull().default(0),
    commission: integer('commission').notNull().default(0),
    /** The part of `platformDiscount` that is points money (audit P1: a refund gives back the points its items took).
     * Null on items placed before it was kept. */
    pointsDiscount: integer('points_discount'),
    /** none, applying (in an open refund), refunded */
    refundStatus: text('refund_status').$type<ItemRefundStatus>().notNull().default('none'),
  },
  (t) => [
    index('order_items_shop_order_idx').on(t.shopOrderId),
    index('order_items_texts_missing_idx').on(t.id).where(sql`${t.names} IS NULL`),
    check('order_items_refund_status_check', oneOf(t.refundStatus, ITEM_REFUND_STATUSES)),
  ],
);

export const logisticsEvents = pgTable(
  'logistics_events',
  {
    id: serial('id').primaryKey(),
    shopOrderId: integer('shop_order_id')
      .notNull()
      .references(() => shopOrders.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('logistics_events_order_idx').on(t.shopOrderId)],
);

/** Card payments of a checkout; the provider's id is unique so that an event is applied once. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    amount: integer('amount').notNull(),
    /**
     * pending, succeeded, failed, refund_due, refunded, refund (money paid back on a refund), cancelled (an intent
     * closed because its order was cancelled, audit DF5).
     */
    status: text('status').notNull(),
    /** What the shopper reads (an English catalogue text, translated when answered). */
    message: text('message').notNull().default(''),
    /** A declined card: Stripe's `decline_code` (or `code`), e.g. insufficient_funds (audit DF4). */
    declineCode: text('decline_code').notNull().default(''),
    /** The provider's own text of a failure, for the operator only (audit DF4). */
    providerMessage: text('provider_message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
    // The intents still open at Stripe, which the sweep closes once their order is cancelled (audit DF5).
    index('payments_open_intents_idx')
      .on(t.orderId)
      .where(sql`provider = 'stripe' AND status IN ('pending', 'failed')`),
  ],
);

/**
 * Money the payment provider took back without the mall asking (decision 0051): a refund made at Stripe (`ref` its
 * refund id) or a dispute (`ref` its dispute id, `status` Stripe's, `due_by` its evidence deadline), once per id.
 */
export const providerReturns = pgTable(
  'provider_returns',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    ref: text('ref').notNull(),
    kind: text('kind').$type<'refund' | 'dispute'>().notNull(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** Cents taken back (a dispute: the amount disputed). */
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    reason: text('reason').notNull().default(''),
    dueBy: timestamp('due_by', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** A dispute's close; a refund is recorded closed. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_returns_ref_idx').on(t.provider, t.ref),
    index('provider_returns_order_idx').on(t.orderId),
    index('provider_returns_open_idx').on(t.orderId).where(sql`${t.kind} = 'dispute' AND ${t.closedAt} IS NULL`),
    check('provider_returns_kind_check', sql`${t.kind} IN ('refund', 'dispute')`),
  ],
);

/** Webhook events already applied (provider, event id). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_pk').on(t.provider, t.eventId)],
);
