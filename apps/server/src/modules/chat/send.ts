import type { ChatMessage, ChatSend, ChatStaffSend, Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import type { ChatCard } from '../../db/schema/chat';
import { AppError, forbidden, invalid, notFound } from '../../platform/errors';
import { signalRealtime } from '../../platform/realtime';
import { settleNotices } from '../notices/settle';
import { checkContent } from './cards';
import { awayMessageIn, chatSettings, isOpen } from './settings';
import { type ChatSide, LOCALE_LIST, loadMessage, messageView } from './views';

export const SHOP_CLOSED = 'This shop does not take messages now';
export const NO_CONVERSATION = 'This conversation does not exist';
export const TOO_FAST = 'You are sending messages too fast, please wait a moment';
export const TOO_MANY_CONVERSATIONS = 'You have started too many conversations, please try again later';
export const YOU_BLOCKED = 'You blocked this shop; unblock it to write';
export const SHOPPER_BLOCKED = 'The shopper has blocked this shop';
export const SHOPPER_GONE = 'The shopper closed their account and cannot be answered';

/**
 * Per shopper: messages a minute and new conversations an hour and a day (issue 26). A conversation is new only with a
 * shop the shopper never wrote to (one per shopper and shop; writing on in it, or to it again, is not counted). 5 an
 * hour refused a person comparing six shops for one purchase (brief GV, item 3): 20 an hour is more shops than a person
 * asks in an hour, and 50 a day bounds a script that waits for the hour to pass; guests (new accounts) are bounded by
 * their address, and a shop's owner by the hourly cap of waiting mails (waiting-mails.ts). Per staff account (a shop's
 * or the mall's service): messages a minute in one conversation and in all (audit R1: a script or a stolen staff
 * session wrote 120 messages to one shopper in half a second). A person answering fast, quick replies and cards
 * included, stays well under both; a flood does not.
 */
export const CHAT_LIMITS = {
  messagesPerMinute: 20,
  conversationsPerHour: 20,
  conversationsPerDay: 50,
  staffPerConversationPerMinute: 20,
  staffPerMinute: 60,
};
/** An away message is sent again only after this long. */
const AWAY_AGAIN_HOURS = 4;

/**
 * Every chat message is written under one transaction-scoped lock taken just before its insert, so message ids are
 * handed out in commit order: a client that saw message n has seen every earlier one, and catching up `after` n
 * misses none. The notifying commit takes PostgreSQL's global notify lock anyway, so this adds no new serialisation.
 */
const ORDER_LOCK = 0x63686174; // 'chat'
/** Per shopper (with the shopper's id): the rate limits count exactly, without holding up anyone else. */
const SHOPPER_LOCK = 0x6368; // 'ch'
/** Per staff account (with the account's id), likewise. */
const STAFF_LOCK = 0x6373; // 'cs'

/** Taken last, right before the insert: only the insert, its notify and the commit wait for other writers. */
const takeOrderLock = (tx: Queryable) => tx.execute(sql`SELECT pg_advisory_xact_lock(${ORDER_LOCK})`);

type Conversation = { id: number; user_id: number; mer_id: number; blocked: boolean; gone?: boolean };

async function insertMessage(
  tx: Queryable,
  conversationId: number,
  from: { sender: 'shopper' | 'shop' | 'system'; senderId: number | null },
  content: { kind: ChatMessage['kind']; body: string; card: ChatCard | null },
): Promise<number> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    INSERT INTO chat_messages (conversation_id, sender, sender_id, kind, body, card)
    VALUES (${conversationId}, ${from.sender}, ${from.senderId}, ${content.kind}, ${content.body},
      ${content.card === null ? null : JSON.stringify(content.card)}::jsonb)
    RETURNING id`);
  return Number(rows[0]!.id);
}

function audience(c: Conversation) {
  return { userIds: [c.user_id], ...(c.mer_id === 0 ? { platform: true } : { merchantId: c.mer_id }) };
}

/**
 * A shopper writes to a shop or to the mall's service; the conversation opens with the first message. `stated` is the
 * language the shopper's storefront reads in (the request's): the conversation keeps it, else the one it had, else the
 * account's, and the away message goes in it (audit DS6).
 */
export async function shopperSend(
  db: Db,
  userId: number,
  input: ChatSend,
  now = new Date(),
  stated?: Locale,
): Promise<ChatMessage> {
  if (input.merId > 0) {
    // An open shop takes any shopper's messages; a suspended one only answers the conversations it already has, as
    // its staff may (decision 0043, audit L9): a shopper can reply to what the shop writes, not start anew.
    const { rows } = await db.execute(sql`
      SELECT 1 FROM merchants m WHERE m.id = ${input.merId} AND (m.status = 'open' OR (m.status = 'suspended'
        AND EXISTS (SELECT 1 FROM chat_conversations c WHERE c.user_id = ${userId} AND c.mer_id = m.id)))`);
    if (!rows[0]) throw invalid(SHOP_CLOSED);
  }
  const side: ChatSide = { kind: 'shopper', userId };
  const content = await checkContent(db, input, { userId, merId: input.merId }, side);
  const settings = await chatSettings(db, input.merId);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SHOPPER_LOCK}, ${userId})`);
    const { rows: sent } = await tx.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM chat_messages
      WHERE sender = 'shopper' AND sender_id = ${userId} AND created_at > now() - interval '1 minute'`);
    if ((sent[0]?.n ?? 0) >= CHAT_LIMITS.messagesPerMinute) throw new AppError(429, TOO_FAST);
    let conversation = (
      await tx.execute<Conversation>(sql`
        SELECT id, user_id, mer_id, blocked FROM chat_conversations
        WHERE user_id = ${userId} AND mer_id = ${input.merId} FOR UPDATE`)
    ).rows[0];
    if (!conversation) {
      const { rows: opened } = await tx.execute<{ hour: number; day: number }>(sql`
        SELECT count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS hour, count(*)::int AS day
        FROM chat_conversations WHERE user_id = ${userId} AND created_at > now() - interval '1 day'`);
      if (
        (opened[0]?.hour ?? 0) >= CHAT_LIMITS.conversationsPerHour ||
        (opened[0]?.day ?? 0) >= CHAT_LIMITS.conversationsPerDay
      )
        throw new AppError(429, TOO_MANY_CONVERSATIONS);
      conversation = (
        await tx.execute<Conversation>(sql`
          INSERT INTO chat_conversations (user_id, mer_id) VALUES (${userId}, ${input.merId})
          RETURNING id, user_id, mer_id, blocked`)
      ).rows[0]!;
    }
    if (conversation.blocked) throw forbidden(YOU_BLOCKED);
    await takeOrderLock(tx);
    const messageId = await insertMessage(
      tx,
      conversation.id,
      { sender: 'shopper', senderId: userId },
      {
        kind: input.kind,
        ...content,
      },
    );
    const { rows: kept } = await tx.execute<{ shopper_locale: Locale | null }>(sql`
      UPDATE chat_conversations SET last_message_id = ${messageId}, last_message_at = now(),
        shop_unread = shop_unread + 1, user_read_upto = ${messageId}, user_unread = 0,
        waiting_since = COALESCE(waiting_since, now()),
        shopper_locale = COALESCE(${stated ?? null}::text, shopper_locale,
          (SELECT u.locale FROM users u WHERE u.id = ${userId} AND u.locale IN (${LOCALE_LIST})))
      WHERE id = ${conversation.id}
      RETURNING shopper_locale`);
    await signalRealtime(tx, { type: 'chat', ...audience(conversation), conversationId: conversation.id, messageId });
    await sendAway(tx, conversation, settings, now, kept[0]?.shopper_locale ?? null);
    return messageId;
  });
  return messageView((await loadMessage(db, id))!, 'shopper');
}

/**
 * Outside opening hours, the shop's away message answers (at most once every few hours per conversation), in the
 * shopper's language where the shop gave it one, else the original (audit DS6). It is stored as sent: the shop's staff
 * read in their inbox the words the shopper got.
 */
async function sendAway(
  tx: Queryable,
  conversation: Conversation,
  settings: Awaited<ReturnType<typeof chatSettings>>,
  now: Date,
  locale: Locale | null,
): Promise<void> {
  if (!settings.awayMessage || isOpen(settings, now)) return;
  const { rows } = await tx.execute(sql`
    UPDATE chat_conversations SET away_sent_at = now()
    WHERE id = ${conversation.id}
      AND (away_sent_at IS NULL OR away_sent_at < now() - make_interval(hours => ${AWAY_AGAIN_HOURS}))
    RETURNING id`);
  if (!rows[0]) return;
  const messageId = await insertMessage(
    tx,
    conversation.id,
    { sender: 'system', senderId: null },
    {
      kind: 'text',
      body: awayMessageIn(settings, locale),
      card: null,
    },
  );
  await tx.execute(sql`
    UPDATE chat_conversations SET last_message_id = ${messageId}, last_message_at = now(),
      user_unread = user_unread + 1
    WHERE id = ${conversation.id}`);
  await signalRealtime(tx, { type: 'chat', ...audience(conversation), conversationId: conversation.id, messageId });
}

/** A shop's conversation (merId 0: the service's), or 404: staff never learn of another inbox's conversations. */
export async function inboxConversation(db: Queryable, merId: number, id: number, lock = false): Promise<Conversation> {
  const { rows } = await db.execute<Conversation>(sql`
    SELECT id, user_id, mer_id, blocked, (SELECT u.closed_at IS NOT NULL FROM users u WHERE u.id = chat_conversations.user_id) AS gone
    FROM chat_conversations WHERE id = ${id} AND mer_id = ${merId}
    ${lock ? sql`FOR UPDATE` : sql``}`);
  if (!rows[0]) throw notFound(NO_CONVERSATION);
  return { ...rows[0], id: Number(rows[0].id) };
}

/** A shop's staff (or the platform's) answer; answering takes an unassigned conversation. */
export async function staffSend(
  db: Db,
  side: Extract<ChatSide, { kind: 'shop' }>,
  input: ChatStaffSend,
): Promise<ChatMessage> {
  const conversation = await inboxConversation(db, side.merId, input.conversationId);
  if (conversation.blocked) throw forbidden(SHOPPER_BLOCKED);
  if (conversation.gone) throw forbidden(SHOPPER_GONE);
  const content = await checkContent(db, input, { userId: conversation.user_id, merId: side.merId }, side);
  const id = await db.transaction(async (tx) => {
    await checkStaffPace(tx, side.staffId, conversation.id);
    // The conversation's row first, then the order lock: the same order as a shopper's message (no deadlock).
    const current = await inboxConversation(tx, side.merId, input.conversationId, true);
    if (current.blocked) throw forbidden(SHOPPER_BLOCKED);
    await takeOrderLock(tx);
    const messageId = await insertMessage(
      tx,
      current.id,
      { sender: 'shop', senderId: side.staffId },
      {
        kind: input.kind,
        ...content,
      },
    );
    // The row is locked (above): what staff had read before this answer, whose waiting streaks it answers.
    const { rows: before } = await tx.execute<{ upto: string }>(
      sql`SELECT shop_read_upto AS upto FROM chat_conversations WHERE id = ${current.id}`,
    );
    await tx.execute(sql`
      UPDATE chat_conversations SET last_message_id = ${messageId}, last_message_at = now(),
        user_unread = user_unread + 1, shop_read_upto = ${messageId}, shop_unread = 0, waiting_since = NULL,
        assignee_id = COALESCE(assignee_id, ${side.staffId})
      WHERE id = ${current.id}`);
    await settleNotices(tx, {
      kind: 'chat_waiting',
      conversationId: current.id,
      from: Number(before[0]?.upto ?? 0),
      upTo: messageId,
    });
    await signalRealtime(tx, { type: 'chat', ...audience(current), conversationId: current.id, messageId });
    return messageId;
  });
  return messageView((await loadMessage(db, id))!, 'shop');
}

/**
 * A staff account's pace: counted over the messages it wrote in the last minute, under a lock of its own, so that
 * parallel sends from any process count exactly (as a shopper's do) and nobody else waits.
 */
async function checkStaffPace(tx: Queryable, staffId: number, conversationId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STAFF_LOCK}, ${staffId})`);
  const { rows } = await tx.execute<{ here: number; everywhere: number }>(sql`
    SELECT count(*) FILTER (WHERE conversation_id = ${conversationId})::int AS here, count(*)::int AS everywhere
    FROM chat_messages
    WHERE sender = 'shop' AND sender_id = ${staffId} AND created_at > now() - interval '1 minute'`);
  const sent = rows[0] ?? { here: 0, everywhere: 0 };
  if (sent.here >= CHAT_LIMITS.staffPerConversationPerMinute || sent.everywhere >= CHAT_LIMITS.staffPerMinute)
    throw new AppError(429, TOO_FAST);
}
