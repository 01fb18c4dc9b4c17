import type { Locale, LocalizedText } from '@mall/contract';
import { LOCALES } from '@mall/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './states';
import { users } from './users';

/** The card a product or order message carries, frozen when it was sent (a later price or status does not change it). */
export type ChatCard =
  | { kind: 'product'; productId: number; name: string; names?: Record<string, string>; image: string; price: string }
  | { kind: 'order'; orderNo: string; status: string; total: string; image: string; itemCount: number };

/** Opening hours of a chat inbox: day 0 (Sunday) to 6, times `HH:MM` in the inbox's time zone. */
export type OpeningHours = { day: number; from: string; to: string }[];

/** Shop chat (migration 0018, modules/chat owns every table here). `merId` 0 is the mall's own service. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    merId: integer('mer_id').notNull(),
    assigneeId: integer('assignee_id').references(() => users.id),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    userUnread: integer('user_unread').notNull().default(0),
    shopUnread: integer('shop_unread').notNull().default(0),
    userReadUpto: bigint('user_read_upto', { mode: 'number' }).notNull().default(0),
    shopReadUpto: bigint('shop_read_upto', { mode: 'number' }).notNull().default(0),
    /** The shopper blocked the shop: the shop's staff can no longer write. */
    blocked: boolean('blocked').notNull().default(false),
    /** When the oldest shopper message the shop has not answered was sent; null when answered. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    ownerMailedAt: timestamp('owner_mailed_at', { withTimezone: true }),
    /** The waiting streak's reminder went (or was held for the digest); a new streak clears it (migration 0090). */
    ownerReminded: boolean('owner_reminded').notNull().default(false),
    awaySentAt: timestamp('away_sent_at', { withTimezone: true }),
    /**
     * The language the shopper last wrote in (the storefront's, else their account's; migration 0074, audit DS6): the
     * away message goes in it, and the shop's quick replies are inserted in it. Null before their first message since.
     */
    shopperLocale: text('shopper_locale').$type<Locale>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'chat_conversations_shopper_locale_check',
      sql`${t.shopperLocale} IS NULL OR ${oneOf(t.shopperLocale, LOCALES)}`,
    ),
    uniqueIndex('chat_conversations_pair_idx').on(t.userId, t.merId),
    index('chat_conversations_shop_idx').on(t.merId, t.lastMessageAt.desc()),
    index('chat_conversations_user_time_idx').on(t.userId, t.createdAt),
    index('chat_conversations_waiting_idx').on(t.waitingSince).where(sql`${t.waitingSince} IS NOT NULL`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender').$type<'shopper' | 'shop' | 'system'>().notNull(),
    senderId: integer('sender_id').references(() => users.id),
    kind: text('kind').$type<'text' | 'image' | 'product' | 'order'>().notNull(),
    /** 1 to 4000 code points (`chat_messages_body_check`, migration 0077; contract `CHAT_TEXT_CODE_POINTS`). */
    body: text('body').notNull(),
    card: jsonb('card').$type<ChatCard>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_sender_time_idx').on(t.senderId, t.createdAt).where(sql`${t.sender} = 'shopper'`),
    index('chat_messages_staff_time_idx').on(t.senderId, t.createdAt).where(sql`${t.sender} = 'shop'`),
  ],
);

export const chatSettings = pgTable('chat_settings', {
  merId: integer('mer_id').primaryKey(),
  quickReplies: jsonb('quick_replies').$type<string[]>().notNull().default([]),
  awayMessage: text('away_message').notNull().default(''),
  /**
   * The away message and each quick reply (by position) in other languages (migration 0074, audit DS6): language to
   * text, only those the shop gave; written by modules/chat/settings.ts.
   */
  awayMessages: jsonb('away_messages').$type<LocalizedText>().notNull().default({}),
  quickReplyTranslations: jsonb('quick_reply_translations').$type<LocalizedText[]>().notNull().default([]),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
  timeZone: text('time_zone').notNull().default('UTC'),
  notifyAfterMinutes: integer('notify_after_minutes').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatReports = pgTable(
  'chat_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id),
    reporter: text('reporter').$type<'shopper' | 'shop'>().notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'resolved'>().notNull().default('open'),
    resolution: text('resolution'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_reports_status_idx').on(t.status, t.id)],
);

/**
 * A "shopper waiting" mail the recipient's hourly cap held back (migration 0090, waiting-mails.ts): mailed with the
 * others held for the recipient in one digest once `due_at` (the end of the cap's window) has passed.
 */
export const chatWaitingHeld = pgTable(
  'chat_waiting_held',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] }), index('chat_waiting_held_due_idx').on(t.dueAt)],
);
