import { type ChatMessage, LOCALES, type Locale, productCardName } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ChatCard } from '../../db/schema/chat';
import { firstLetters } from '../../platform/letters';

/** Which side of a conversation is acting: the shopper, or the staff of a shop (merId 0: the platform's service). */
export type ChatSide = { kind: 'shopper'; userId: number } | { kind: 'shop'; merId: number; staffId: number };

/** A message row as the views read it (with the conversation's read marks, for `read`). */
export type MessageRow = {
  id: string | number;
  conversation_id: string | number;
  sender: 'shopper' | 'shop' | 'system';
  sender_id: number | null;
  kind: ChatMessage['kind'];
  body: string;
  card: ChatCard | null;
  created_at: Date | string;
  user_read_upto: string | number;
  shop_read_upto: string | number;
  /** The name of the staff member who wrote a shop message. */
  staff_name: string | null;
};

/** The columns `MessageRow` needs, for `FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id`. */
export const MESSAGE_COLUMNS = sql.raw(
  'm.id, m.conversation_id, m.sender, m.sender_id, m.kind, m.body, m.card, m.created_at, c.user_read_upto, c.shop_read_upto, ' +
    "(SELECT su.nickname FROM users su WHERE m.sender = 'shop' AND su.id = m.sender_id) AS staff_name",
);

/** The storefront's languages as an SQL list, for a shopper's account language read as a conversation's (audit DS6). */
export const LOCALE_LIST = sql.raw(LOCALES.map((l) => `'${l}'`).join(', '));

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * A message in the reader's language: a product card named in it (audit CI7). Its `names` go along, for the clients
 * that read cards from the socket, whose reader's language the server does not know.
 */
export function inLanguage(message: ChatMessage, locale: Locale): ChatMessage {
  const card = message.card;
  if (card?.kind !== 'product') return message;
  return { ...message, card: { ...card, name: productCardName(card, locale) } };
}

/** A message as one side sees it: `read` says whether the other side has read it; consoles also see who wrote it. */
export function messageView(row: MessageRow, viewer: ChatSide['kind']): ChatMessage {
  const id = Number(row.id);
  const readBy = row.sender === 'shopper' ? Number(row.shop_read_upto) : Number(row.user_read_upto);
  return {
    id,
    conversationId: Number(row.conversation_id),
    from: row.sender,
    kind: row.kind,
    body: row.body,
    card: row.card,
    createTime: iso(row.created_at) as string,
    read: id <= readBy,
    // Who of the shop wrote it, for the shop's staff only: with two people answering, each sees what the other
    // promised (audit CI5); the shopper talks to the shop.
    ...(viewer === 'shop'
      ? {
          staffId: row.sender === 'shop' ? row.sender_id : null,
          staffName: row.sender === 'shop' ? (row.staff_name ?? null) : null,
        }
      : {}),
  };
}

/** One message by id, with the read marks. */
export async function loadMessage(
  db: Queryable,
  id: number,
): Promise<(MessageRow & { user_id: number; mer_id: number }) | null> {
  const { rows } = await db.execute<MessageRow & { user_id: number; mer_id: number }>(sql`
    SELECT ${MESSAGE_COLUMNS}, c.user_id, c.mer_id
    FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE m.id = ${id}`);
  return rows[0] ?? null;
}

/**
 * The short text a conversation list shows for its last message: the first 120 characters a reader sees, never half
 * an emoji or a letter without its marks (audit L2).
 */
const preview = (body: string): string => firstLetters(body, 120);

export function lastMessageView(row: {
  last_kind: ChatMessage['kind'] | null;
  last_body: string | null;
  last_from: string | null;
  last_message_at: Date | string | null;
}) {
  if (row.last_kind === null || row.last_body === null || row.last_message_at === null) return null;
  return {
    kind: row.last_kind,
    body: preview(row.last_body),
    from: row.last_from ?? 'shopper',
    createTime: iso(row.last_message_at) as string,
  };
}

/** Total unread messages of a shopper, or of a shop's (or the service's) inbox. */
export async function unreadTotal(db: Queryable, side: { userId: number } | { merId: number }): Promise<number> {
  const { rows } = await db.execute<{ total: number }>(
    'userId' in side
      ? sql`SELECT COALESCE(sum(user_unread), 0)::int AS total FROM chat_conversations WHERE user_id = ${side.userId}`
      : // A shopper who closed their account cannot be answered: their conversations wait for nobody.
        sql`SELECT COALESCE(sum(c.shop_unread), 0)::int AS total FROM chat_conversations c
          JOIN users u ON u.id = c.user_id WHERE c.mer_id = ${side.merId} AND u.closed_at IS NULL`,
  );
  return rows[0]?.total ?? 0;
}
