import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    countryCode: text('country_code'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    isGuest: boolean('is_guest').notNull().default(false),
    /** Contact details a guest (tourist) left; never used to sign in. */
    guestEmail: text('guest_email'),
    /** Demo accounts exist only while the shop runs in demo mode. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Set by a platform administrator: no way in (sign-in, session) works while it is set. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The language messages to this user are written in (registration, profile, storefront or console switch). */
    locale: text('locale'),
    /** Set when the owner closed the account (audit AN8): its personal data is gone and no way in opens it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The zone of the browser the account last used (X-Time-Zone): a daily job's mail writes its dates in it. */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), uniqueIndex('users_phone_idx').on(t.countryCode, t.phone)],
);

export const productCollects = pgTable(
  'product_collects',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_collects_pk').on(t.userId, t.productId)],
);

/** Server-side sessions: the client holds an opaque token, the database only its SHA-256 (DESIGN.md section 1). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The User-Agent of the browser that signed in (cut to 512 characters): the account's devices list (audit AN8). */
    userAgent: text('user_agent').notNull().default(''),
    /** Which way opened it: 'social' (a provider asked the owner), 'qr' (minted by another session), '' (others). */
    signedInBy: text('signed_in_by').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_idx').on(t.tokenHash)],
);
