import { z } from 'zod';
import { STATE_FILTER } from './envelope';
import { IdQuerySchema, IdSchema } from './ids';
import { LOCALES, type Locale } from './locales';
import { shopTextTranslations } from './merchant-shop';
import {
  holdsControl,
  OPTIONAL_BLANK_TEXT,
  readable,
  STACKED_MARKS_TEXT,
  showsSomething,
  stacksMarks,
} from './readable-text';
import { maxChars, TEXT_TOO_HEAVY } from './text-length';

/** Shop chat (API.md section I). `merId` 0 is the mall's own service. */

/** A message's limit, in characters as a person counts them (`charCount`, audit FC3), as the chat boxes count. */
export const CHAT_TEXT_MAX = 1000;
export const CHAT_TEXT_TOO_LONG = 'A message must be at most 1000 characters';
/**
 * The database's own bound on a message, in code points (migration 0077: `char_length(body) BETWEEN 1 AND 4000`), four
 * a seen character as every text's (`maxChars`): 1000 Thai syllables under their marks (about 3000 code points) fit, as
 * the box counts them; a short text of endless joined symbols past it is refused with TEXT_TOO_HEAVY in the writer's
 * language instead of failing in the database (a letter piling up marks already is, `stacksMarks`). It was 1000
 * (migration 0018), and 340 Thai syllables were refused (audit FF1). Changing it takes a migration.
 */
export const CHAT_TEXT_CODE_POINTS = 4000;
export const CHAT_KINDS = ['text', 'image', 'product', 'order'] as const;
const CHAT_REPORT_REASON = 'Say in 1 to 500 characters why you report this message';
export type ChatKind = (typeof CHAT_KINDS)[number];

/**
 * A message as the other side reads it: its line breaks kept, but a run of lines that show nothing (blank, spaces,
 * invisible characters) is one empty line, and none starts or ends it. "a" and 998 line breaks then "b" filled the
 * other side's window with one bubble 20,000 pixels tall (audit CI8); U+2028 and U+2029 are line breaks too.
 */
export function collapseBlankLines(text: string): string {
  const lines: string[] = [];
  for (const line of text.split(/\r\n|[\r\n\u2028\u2029]/)) {
    if (showsSomething(line)) lines.push(line);
    else if (lines.length > 0 && lines.at(-1) !== '') lines.push('');
  }
  if (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

const MerIdSchema = z.number().int().min(0).max(2_147_483_647);
// Counted in characters as the writer sees them, as the chat boxes count (1000 emoji: the boxes' `maxLength` counted
// UTF-16 units and stopped them at 500), and held to the database's 4000 code points (audits FC3, FF1).
const ChatBodySchema = maxChars(z.string().trim().min(1, 'Write a message first'), CHAT_TEXT_MAX, CHAT_TEXT_TOO_LONG)
  .max(CHAT_TEXT_CODE_POINTS, TEXT_TOO_HEAVY) // zod counts code points, as the database does
  // The rule of every text people read (readable-text.ts): something to see, no control or direction characters
  // (C1 controls and overrides included: "invoice \u202Egnp.exe" read as "invoice exe.png", audits L3, L4).
  .refine(showsSomething, 'Write a message first')
  .refine((text) => !holdsControl(text, true), 'A message cannot hold control characters')
  .refine((text) => !stacksMarks(text), STACKED_MARKS_TEXT)
  .transform(collapseBlankLines);

export const ChatSendSchema = z.strictObject({ merId: MerIdSchema, kind: z.enum(CHAT_KINDS), body: ChatBodySchema });
export type ChatSend = z.infer<typeof ChatSendSchema>;
export const ChatStaffSendSchema = z.strictObject({
  conversationId: IdSchema,
  kind: z.enum(CHAT_KINDS),
  body: ChatBodySchema,
});
export type ChatStaffSend = z.infer<typeof ChatStaffSendSchema>;

export const ChatCardSchema = z.union([
  z.object({
    kind: z.literal('product'),
    productId: z.number(),
    /** In the reader's language where the answer knows it, else the product's own name. */
    name: z.string(),
    /** The name in every language of the mall (the shop's translation, else its own name) when sent (audit CI7). */
    names: z.record(z.string(), z.string()).optional(),
    image: z.string(),
    price: z.string(),
  }),
  z.object({
    kind: z.literal('order'),
    orderNo: z.string(),
    status: z.string(),
    total: z.string(),
    image: z.string(),
    itemCount: z.number(),
  }),
]);
export type ChatCardView = z.infer<typeof ChatCardSchema>;

/**
 * A product card's name in a reader's language: the translation kept with the card, else its name. A card reaches a
 * socket whose reader's language the server does not know, so each app names it in its own (audit CI7).
 */
export function productCardName(card: { name?: unknown; names?: unknown }, locale: string): string {
  const names = card.names && typeof card.names === 'object' ? (card.names as Record<string, unknown>) : {};
  const local = names[locale];
  return typeof local === 'string' && local !== '' ? local : String(card.name ?? '');
}

export const ChatMessageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  from: z.enum(['shopper', 'shop', 'system']),
  kind: z.enum(CHAT_KINDS),
  body: z.string(),
  card: ChatCardSchema.nullable(),
  createTime: z.string(),
  /** Whether the other side has read it. */
  read: z.boolean(),
  /** The staff member who wrote it (console answers only). */
  staffId: z.number().nullable().optional(),
  /** Their name (console answers only), so that colleagues answering one shopper see who wrote what. */
  staffName: z.string().nullable().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatMessagesQuerySchema = z.object({
  before: IdQuerySchema.optional(),
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** DESIGN.md section 3's paging: 20 unless asked (audit FX6); our chat windows ask for 30. */
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ChatMessagePageSchema = z.object({ list: z.array(ChatMessageSchema), hasMore: z.boolean() });

export const ChatLastMessageSchema = z
  .object({ kind: z.enum(CHAT_KINDS), body: z.string(), createTime: z.string(), from: z.string() })
  .nullable();

/** The hours a chat answers (day 0 Sunday to 6, `HH:MM`) and the zone they are on (audit DS6 leftover). */
export const ChatHoursSchema = z.object({
  openingHours: z.array(z.object({ day: z.number().int(), from: z.string(), to: z.string() })),
  timeZone: z.string(),
});
export type ChatHours = z.infer<typeof ChatHoursSchema>;

/**
 * The hours the mall's own service answers, for a shopper who has not written to it yet (a shop's are on its page's
 * detail); null: it set none (audit EV1).
 */
export const ChatServiceHoursSchema = z.object({ hours: ChatHoursSchema.nullable() });

export const ChatConversationSchema = z.object({
  id: z.number(),
  merId: z.number(),
  merName: z.string(),
  merAvatar: z.string(),
  lastMessage: ChatLastMessageSchema,
  unread: z.number(),
  blocked: z.boolean(),
  /** Whether the shop takes messages now (an open shop, or the mall's service). */
  open: z.boolean(),
  /**
   * The hours its chat answers (its chat settings, the mall's for merId 0: day 0 Sunday to 6, `HH:MM`) and the zone
   * they are in, for the chat window to say whether it is open now (audit DS6 leftover); null: it set none.
   */
  hours: ChatHoursSchema.nullable(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

export const ChatRecentOrderSchema = z.object({
  orderNo: z.string(),
  status: z.string(),
  total: z.string(),
  createTime: z.string(),
});

export const ChatInboxConversationSchema = z.object({
  id: z.number(),
  userId: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  lastMessage: ChatLastMessageSchema,
  unread: z.number(),
  blocked: z.boolean(),
  /**
   * The shopper closed their account: they cannot be answered, so nothing of theirs waits (`unread` 0, `waitingSince`
   * null, left out of the inbox's unread total) and the shop's answer is refused.
   */
  shopperGone: z.boolean(),
  /** `disabled`: the operator disabled that account; it can no longer answer. */
  assignee: z.object({ id: z.number(), nickname: z.string(), disabled: z.boolean().optional() }).nullable(),
  waitingSince: z.string().nullable(),
  recentOrders: z.array(ChatRecentOrderSchema),
  /**
   * The shopper's language (audit DS6): the one they last wrote in, else their account's; null when unknown. The
   * inbox inserts quick replies in it.
   */
  shopperLocale: z.enum(LOCALES).nullable(),
});
export type ChatInboxConversation = z.infer<typeof ChatInboxConversationSchema>;

export const ChatInboxQuerySchema = z.object({
  mine: z.enum(['0', '1', 'true', 'false']).optional(),
  unassigned: z.enum(['0', '1', 'true', 'false']).optional(),
  keyword: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const ChatAssignSchema = z.strictObject({ staffId: IdSchema });
export const ChatReportSchema = z.strictObject({
  reason: readable(z.string().trim().min(1, CHAT_REPORT_REASON).max(500, CHAT_REPORT_REASON), CHAT_REPORT_REASON, {
    lines: true,
  }),
});
/** The resolution other operators read on the report (audit W2). */
export const ChatResolveSchema = z.strictObject({
  resolution: readable(z.string().trim().max(500), OPTIONAL_BLANK_TEXT, { lines: true }).default(''),
});
export const ChatUnreadSchema = z.object({ total: z.number() });

const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30');
/** A quick reply's translation longer than the reply may be (audit DS6). */
export const QUICK_REPLY_LONG = 'A quick reply must be at most 300 characters';
/** More translations than quick replies: each belongs to the reply at its position. */
export const QUICK_REPLY_TRANSLATIONS = 'Each translation must belong to a quick reply';
export const ChatSettingsSchema = z
  .strictObject({
    quickReplies: z
      .array(readable(z.string().trim().min(1).max(300), 'Write a message first', { lines: true }))
      .max(30),
    /**
     * Each quick reply in other languages, by position (audit DS6): the console's inbox inserts the one in the
     * shopper's language. Left out: each reply whose text is unchanged keeps its own.
     */
    quickReplyTranslations: z
      .array(shopTextTranslations(300, QUICK_REPLY_LONG, { lines: true }))
      .max(30)
      .optional(),
    awayMessage: readable(z.string().trim().max(500), 'Write a message first', { lines: true }),
    /** The away message in other languages (audit DS6), sent in the shopper's; left out: unchanged. */
    awayMessages: shopTextTranslations(500, 'The text must be at most 500 characters', { lines: true }).optional(),
    openingHours: z
      .array(z.strictObject({ day: z.number().int().min(0).max(6), from: TimeSchema, to: TimeSchema }))
      .max(21),
    timeZone: z.string().trim().min(1).max(64).default('UTC'),
    notifyAfterMinutes: z.number().int().min(0).max(1440),
  })
  .refine((s) => (s.quickReplyTranslations?.length ?? 0) <= s.quickReplies.length, {
    message: QUICK_REPLY_TRANSLATIONS,
    path: ['quickReplyTranslations'],
  });
export type ChatSettings = z.infer<typeof ChatSettingsSchema>;
/** The settings as the server answers them: the translations always there (only the languages given). */
export type ChatSettingsView = ChatSettings & {
  quickReplyTranslations: Partial<Record<Locale, string>>[];
  awayMessages: Partial<Record<Locale, string>>;
};

export const ChatStaffSchema = z.object({ id: z.number(), nickname: z.string() });

export const ChatReportViewSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  merId: z.number(),
  merName: z.string(),
  reporter: z.enum(['shopper', 'shop']),
  reporterName: z.string(),
  reason: z.string(),
  status: z.enum(['open', 'resolved']),
  resolution: z.string().nullable(),
  message: ChatMessageSchema.nullable(),
  shopper: z.object({ id: z.number(), nickname: z.string() }),
  createTime: z.string(),
});
export type ChatReportView = z.infer<typeof ChatReportViewSchema>;

export const ChatReportsQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], { error: STATE_FILTER }).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
