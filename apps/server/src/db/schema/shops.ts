import type { LocalizedText } from '@mall/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MERCHANT_STATUSES, oneOf, SHOP_CHANGE_STATUSES } from './states';
import { users } from './users';

export const merchantTypes = pgTable('merchant_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedText>().notNull().default({}),
  info: text('info').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const merchantCategories = pgTable('merchant_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedText>().notNull().default({}),
  /** Handling fee in percent with two decimals. */
  handlingFee: numeric('handling_fee', { precision: 5, scale: 2 }).notNull().default('0'),
  sort: integer('sort').notNull().default(0),
});

export type ServiceConfig = {
  serviceType: 'h5' | 'message' | 'phone' | 'email';
  serviceLink: string;
  serviceMessage: string;
  servicePhone: string;
  serviceEmail: string;
};

export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The name's comparison key (platform/names.ts: NFKC, invisibles removed, spaces collapsed, case folded, TR39
     * skeleton); unique, so no two live shops look alike. Filled by code (migrations cannot run the skeleton). */
    nameKey: text('name_key'),
    /** The name folded as search folds names (search-text.ts `foldText`), for finding a shop by a part of its name
     * whatever its case and accents (audit CT1). Filled by code, as `nameKey`. */
    nameFolded: text('name_folded'),
    /** The name in the storefront's other languages (decision 0056, migration 0086); `name` is the fallback. Each
     * one's key is in merchant_name_keys with the name's, so no language's name looks like another shop's. */
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    typeId: integer('type_id')
      .notNull()
      .references(() => merchantTypes.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => merchantCategories.id),
    isSelf: boolean('is_self').notNull().default(false),
    /** The platform's commission rate for this shop in basis points (1250 = 12.50 %); null: its category's handling
     * fee. Frozen on each order item when the order is placed (modules/finance). */
    commissionBp: integer('commission_bp'),
    /** Average service score, one decimal. */
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('5.0'),
    avatar: text('avatar').notNull().default(''),
    banner: text('banner').notNull().default(''),
    /** The banner in the storefront's other languages (migration 0088): the seed's drawings of the shop's name in
     * each language it has one in; `banner` is the fallback. A new banner saved by the merchant empties it. */
    banners: jsonb('banners').$type<LocalizedText>().notNull().default({}),
    intro: text('intro').notNull().default(''),
    /** The intro and the service promise in other languages (migration 0072, audit DS6): written by shop-texts.ts. */
    intros: jsonb('intros').$type<LocalizedText>().notNull().default({}),
    serviceTexts: jsonb('service_texts').$type<LocalizedText>().notNull().default({}),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    /** The shop's IANA time zone: its spreadsheets and opening hours are read in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    serviceText: text('service_text').notNull().default(''),
    qualificationPictures: jsonb('qualification_pictures').$type<string[]>().notNull().default([]),
    service: jsonb('service').$type<ServiceConfig>(),
    followerCount: integer('follower_count').notNull().default(0),
    /** open or suspended; a suspended shop's products leave the storefront. */
    status: text('status').notNull().default('open'),
    /** Why the operator suspended it, told to its staff (audit AW3); empty while open. */
    suspensionReason: text('suspension_reason').notNull().default(''),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchants_name_idx').on(t.name),
    uniqueIndex('merchants_name_key_idx').on(t.nameKey),
    index('merchants_name_folded_idx').using('gin', sql`${t.nameFolded} gin_trgm_ops`),
    check('merchants_status_check', oneOf(t.status, MERCHANT_STATUSES)),
  ],
);

/**
 * A live shop's change that needs platform review before it shows: a new name and/or new qualification pictures.
 * status: pending, approved, rejected (reason says why). One pending request per shop.
 */
export const merchantChangeRequests = pgTable(
  'merchant_change_requests',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** null: the name stays. */
    name: text('name'),
    nameKey: text('name_key'),
    /** The name in the other languages (decision 0056); null: they stay. */
    names: jsonb('names').$type<LocalizedText>(),
    /** null: the pictures stay. */
    qualificationPictures: jsonb('qualification_pictures').$type<string[]>(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    requestedBy: integer('requested_by').notNull(),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_change_requests_one_pending_idx').on(t.merchantId).where(sql`status = 'pending'`),
    index('merchant_change_requests_status_idx').on(t.status, t.createdAt),
    check('merchant_change_requests_status_check', oneOf(t.status, SHOP_CHANGE_STATUSES)),
  ],
);

/**
 * Every live shop's name keys (platform/names.ts `nameKey`), its name's and each translated name's (migration 0086):
 * the key is unique, so no shop's name in any language has the key of another shop's name in any language, whatever
 * races. Written by the shops owner (shop-names.ts `holdNameKeys`) whenever a name goes live.
 */
export const merchantNameKeys = pgTable(
  'merchant_name_keys',
  {
    key: text('key').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('merchant_name_keys_merchant_idx').on(t.merchantId)],
);

export const merchantStaff = pgTable(
  'merchant_staff',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull().default('staff'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchant_staff_user_idx').on(t.userId)],
);

/**
 * An owner's invitation to help run the shop (decision 0050): to an e-mail address, accepted by the account that
 * signs in with it. Only the SHA-256 of the link's token is kept; one use, 7 days.
 */
export const merchantStaffInvites = pgTable(
  'merchant_staff_invites',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    email: text('email').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('merchant_staff_invites_token_idx').on(t.tokenHash),
    index('merchant_staff_invites_merchant_idx').on(t.merchantId, t.createdAt.desc()),
    check('merchant_staff_invites_one_end', sql`${t.acceptedAt} IS NULL OR ${t.cancelledAt} IS NULL`),
  ],
);

/** The shop's own category tree, two levels (parentId 0 at the top). */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    parentId: integer('parent_id').notNull().default(0),
    name: text('name').notNull(),
    /** The name in other languages (migration 0072, audit DS6): written by shop-texts.ts. */
    names: jsonb('names').$type<LocalizedText>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('shop_categories_merchant_idx').on(t.merchantId)],
);

export const merchantFollows = pgTable(
  'merchant_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchant_follows_pk').on(t.userId, t.merchantId)],
);

export type ShopNames = LocalizedText;
