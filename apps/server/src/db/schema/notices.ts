import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Notifications (issue 27, decision 0025), owned by modules/notices. A notice is one message to one reader (a
 * shopper, a shop's staff member, an operator), written in the transaction of the event; its variables are kept and
 * rendered in the reader's language when it is read or sent. It is also the on-site message.
 */
export const notices = pgTable('notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  /** shopper, merchant (a shop's staff member) or platform (an operator). */
  audience: text('audience').notNull(),
  merchantId: integer('merchant_id'),
  vars: jsonb('vars').notNull().default({}),
  /** The storefront or console route the message points to. */
  link: text('link').notNull().default(''),
  /** The event's own key (kind and number): an event recorded twice tells each reader once. */
  dedupeKey: text('dedupe_key').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One channel's delivery of a notice: pending -> claimed -> sent | failed | skipped (with the reason). */
export const noticeDeliveries = pgTable('notice_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  noticeId: bigint('notice_id', { mode: 'number' }).notNull(),
  channel: text('channel').notNull(),
  status: text('status').notNull().default('pending'),
  attempts: smallint('attempts').notNull().default(0),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  target: text('target'),
  reason: text('reason'),
  /** Sent with every attempt (email Message-ID, SMS Idempotency-Key), so a retried send is recognised. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A reader's choice for an optional kind and channel (transactional kinds cannot be turned off). */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/** The shop owner's choice of which staff member gets which shop alert (every staff member by default). */
export const noticeRecipients = pgTable(
  'notice_recipients',
  {
    merchantId: integer('merchant_id').notNull(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId, t.kind] })],
);

/** The operator's text of a kind in a language (plain text with {variables}); the built-in text otherwise. */
export const noticeTemplates = pgTable(
  'notice_templates',
  {
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.locale] })],
);

/** Email addresses that bounced: not mailed again until the user changes the address. */
export const noticeBounces = pgTable('notice_bounces', {
  email: text('email').primaryKey(),
  reason: text('reason').notNull().default(''),
  bouncedAt: timestamp('bounced_at', { withTimezone: true }).notNull().defaultNow(),
});
