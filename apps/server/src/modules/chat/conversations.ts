import type { ChatConversation, ChatInboxConversation, ChatMessage, Locale } from '@mall/contract';
import { fromCents } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import type { OpeningHours } from '../../db/schema/chat';
import { invalid, notFound } from '../../platform/errors';
import { countDone, type RateLimits } from '../../platform/rate-limit';
import { signalRealtime } from '../../platform/realtime';
import { getSetting } from '../content/settings';
import { MALL_NAMES } from '../notices/mall-name';
import { settleNotices } from '../notices/settle';
import { shopNameSql } from '../shops/shop-texts';
import { shownNickname } from '../users/closed-name';
import { inboxConversation, NO_CONVERSATION } from './send';
import {
  type ChatSide,
  inLanguage,
  iso,
  LOCALE_LIST,
  lastMessageView,
  MESSAGE_COLUMNS,
  type MessageRow,
  messageView,
} from './views';

export const NOT_STAFF = 'This person is not staff of this inbox';

const LAST = sql.raw(`lm.kind AS last_kind, lm.body AS last_body, lm.sender AS last_from, c.last_message_at`);

/** The shopper's conversations, newest first; the mall's own with its name and the store's logo. */
export async function shopperConversations(db: Db, userId: number, locale: Locale = 'en'): Promise<ChatConversation[]> {
  const { rows } = await db.execute<{
    id: string;
    mer_id: number;
    name: string | null;
    avatar: string | null;
    status: string | null;
    user_unread: number;
    blocked: boolean;
    last_kind: ChatMessage['kind'] | null;
    last_body: string | null;
    last_from: string | null;
    last_message_at: Date | null;
    opening_hours: OpeningHours | null;
    hours_zone: string | null;
  }>(sql`
    SELECT c.id, c.mer_id, ${shopNameSql('m', locale)} AS name, m.avatar, m.status, c.user_unread, c.blocked, ${LAST},
      cs.opening_hours, COALESCE(m.time_zone, cs.time_zone) AS hours_zone
    FROM chat_conversations c
    LEFT JOIN merchants m ON m.id = c.mer_id
    LEFT JOIN chat_settings cs ON cs.mer_id = c.mer_id
    LEFT JOIN chat_messages lm ON lm.id = c.last_message_id
    WHERE c.user_id = ${userId}
    ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC LIMIT 200`);
  const mallLogo = rows.some((r) => r.mer_id === 0) ? (await getSetting(db, 'home')).logoUrl : '';
  return rows.map((r) => ({
    id: Number(r.id),
    merId: r.mer_id,
    // The mall's own conversation has no row in merchants (audit FX10): the mall's name as its mails sign it.
    merName: r.mer_id === 0 ? MALL_NAMES[locale] : (r.name ?? ''),
    merAvatar: r.mer_id === 0 ? mallLogo : (r.avatar ?? ''),
    lastMessage: lastMessageView(r),
    unread: r.user_unread,
    blocked: r.blocked,
    // A suspended shop still answers the conversations it has (decision 0043).
    open: r.mer_id === 0 || r.status === 'open' || r.status === 'suspended',
    // The hours its chat answers, on the clock chatSettings reads them on (a shop's profile's, the mall's own), for the
    // window to say whether it is open now (audit DS6 leftover); none set: null.
    hours:
      r.opening_hours && r.opening_hours.length > 0
        ? { openingHours: r.opening_hours, timeZone: r.hours_zone ?? 'UTC' }
        : null,
  }));
}

/** One side's view of a conversation id: its own, or 404. */
export async function ownConversation(db: Queryable, side: ChatSide, id: number) {
  const { rows } = await db.execute<{ id: string; user_id: number; mer_id: number; blocked: boolean }>(
    side.kind === 'shopper'
      ? sql`SELECT id, user_id, mer_id, blocked FROM chat_conversations WHERE id = ${id} AND user_id = ${side.userId}`
      : sql`SELECT id, user_id, mer_id, blocked FROM chat_conversations WHERE id = ${id} AND mer_id = ${side.merId}`,
  );
  if (!rows[0]) throw notFound(NO_CONVERSATION);
  return { ...rows[0], id: Number(rows[0].id) };
}

/** A page of a conversation's history: the newest `limit` before `before`, or the oldest `limit` after `after`. */
export async function conversationMessages(
  db: Db,
  side: ChatSide,
  id: number,
  query: { before?: number; after?: number; limit: number },
  locale: Locale,
): Promise<{ list: ChatMessage[]; hasMore: boolean }> {
  await ownConversation(db, side, id);
  const take = query.limit + 1;
  const { rows } = await db.execute<MessageRow>(
    query.after !== undefined
      ? sql`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
          WHERE m.conversation_id = ${id} AND m.id > ${query.after} ORDER BY m.id LIMIT ${take}`
      : sql`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
          WHERE m.conversation_id = ${id} ${query.before !== undefined ? sql`AND m.id < ${query.before}` : sql``}
          ORDER BY m.id DESC LIMIT ${take}`,
  );
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (query.after === undefined) page.reverse();
  return { list: page.map((row) => inLanguage(messageView(row, side.kind), locale)), hasMore };
}

/**
 * Marks a conversation read by one side (up to its last message) and tells both sides. A mark that moves nothing (no
 * message unread) writes and tells nobody: a script repeating it sent every staff socket of the shop a "read" and an
 * "unread" event per call (audit GR F1).
 */
export async function markRead(db: Db, side: ChatSide, id: number): Promise<{ upTo: number }> {
  return db.transaction(async (tx) => {
    const c = await ownConversation(tx, side, id);
    const { rows } = await tx.execute<{ up_to: string; read_from?: string }>(
      side.kind === 'shopper'
        ? sql`UPDATE chat_conversations SET user_unread = 0, user_read_upto = COALESCE(last_message_id, 0)
            WHERE id = ${c.id} AND (user_unread > 0 OR user_read_upto <> COALESCE(last_message_id, 0))
            RETURNING user_read_upto AS up_to`
        : sql`UPDATE chat_conversations SET shop_unread = 0, shop_read_upto = COALESCE(last_message_id, 0)
            WHERE id = ${c.id} AND (shop_unread > 0 OR shop_read_upto <> COALESCE(last_message_id, 0))
            RETURNING shop_read_upto AS up_to,
              (SELECT o.shop_read_upto FROM chat_conversations o WHERE o.id = ${c.id}) AS read_from`,
    );
    if (!rows[0]) {
      const { rows: kept } = await tx.execute<{ up_to: string }>(
        sql`SELECT ${side.kind === 'shopper' ? sql`user_read_upto` : sql`shop_read_upto`} AS up_to
          FROM chat_conversations WHERE id = ${c.id}`,
      );
      return { upTo: Number(kept[0]?.up_to ?? 0) };
    }
    const upTo = Number(rows[0].up_to);
    // The waiting streaks staff read are seen: their notices in the bell read as read (brief GV).
    if (side.kind !== 'shopper') {
      await settleNotices(tx, {
        kind: 'chat_waiting',
        conversationId: c.id,
        from: Number(rows[0].read_from ?? 0),
        upTo,
      });
    }
    await signalRealtime(tx, {
      type: 'read',
      userIds: [c.user_id],
      ...(c.mer_id === 0 ? { platform: true } : { merchantId: c.mer_id }),
      conversationId: c.id,
      messageId: upTo,
    });
    return { upTo };
  });
}

/** How many times a shopper may block or unblock shops in an hour: a person never gets near, a script stops. */
export const BLOCK_CHANGES_PER_HOUR = 20;

/**
 * The shopper blocks (or unblocks) the shop of a conversation: its staff can no longer write. Asking for what already
 * holds changes nothing and tells nobody; each change tells the shop's inbox, which fetches its list again, so a
 * shopper's changes are counted, at most BLOCK_CHANGES_PER_HOUR (audit GR F1: a script toggling it reloaded every staff
 * member's inbox 100 times a second).
 */
export async function setBlocked(
  db: Db,
  limits: RateLimits,
  userId: number,
  id: number,
  blocked: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await ownConversation(tx, { kind: 'shopper', userId }, id);
    const { rows } = await tx.execute(sql`
      UPDATE chat_conversations SET blocked = ${blocked} WHERE id = ${c.id} AND blocked <> ${blocked} RETURNING id`);
    if (!rows[0]) return;
    // Counted in the change's transaction: a refused change is not made and not counted.
    await countDone(
      limits,
      tx,
      `chat:block:user:${userId}`,
      BLOCK_CHANGES_PER_HOUR,
      3600,
      (wait) => `Too many requests, please try again in ${wait}`,
    );
    await signalRealtime(tx, {
      type: 'chat',
      userIds: [userId],
      ...(c.mer_id === 0 ? { platform: true } : { merchantId: c.mer_id }),
      conversationId: c.id,
    });
  });
}

type InboxFilter = { mine?: boolean; unassigned?: boolean; keyword?: string; page: number; limit: number };

/** A shop's (or the service's) inbox, newest first, with the shopper's recent orders (with the shop, or any). */
export async function inboxConversations(
  db: Db,
  side: Extract<ChatSide, { kind: 'shop' }>,
  filter: InboxFilter,
  locale: Locale = 'en',
): Promise<{ list: ChatInboxConversation[]; total: number; page: number; limit: number }> {
  const where = sql.join(
    [
      sql`c.mer_id = ${side.merId}`,
      ...(filter.mine ? [sql`c.assignee_id = ${side.staffId}`] : []),
      ...(filter.unassigned ? [sql`c.assignee_id IS NULL`] : []),
      ...(filter.keyword ? [sql`u.nickname ILIKE ${`%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`}`] : []),
    ],
    sql` AND `,
  );
  const { rows, total } = await countedPage<{
    id: string;
    user_id: number;
    nickname: string;
    avatar: string;
    shop_unread: number;
    blocked: boolean;
    assignee_id: number | null;
    assignee_name: string | null;
    assignee_disabled: boolean | null;
    waiting_since: Date | null;
    shopper_gone: boolean;
    shopper_locale: Locale | null;
    last_kind: ChatMessage['kind'] | null;
    last_body: string | null;
    last_from: string | null;
    last_message_at: Date | null;
    orders: { order_no: string; status: string; pay_amount: number; created_at: string }[] | null;
    total: number;
  }>(
    db,
    filter,
    (window) => sql`
    SELECT c.id, c.user_id, ${shownNickname('u', locale)} AS nickname, u.avatar, c.shop_unread, c.blocked, c.assignee_id, a.nickname AS assignee_name,
      a.disabled_at IS NOT NULL AS assignee_disabled,
      c.waiting_since, u.closed_at IS NOT NULL AS shopper_gone, COALESCE(c.shopper_locale, CASE WHEN u.locale IN (${LOCALE_LIST}) THEN u.locale END) AS shopper_locale, ${LAST}, count(*) OVER ()::int AS total,
      (SELECT json_agg(o) FROM (
        SELECT s.order_no, s.status, s.pay_amount, s.created_at FROM shop_orders s
        WHERE s.user_id = c.user_id AND (${side.merId} = 0 OR s.merchant_id = ${side.merId})
        ORDER BY s.created_at DESC LIMIT 3) o) AS orders
    FROM chat_conversations c
    JOIN users u ON u.id = c.user_id
    LEFT JOIN users a ON a.id = c.assignee_id
    LEFT JOIN chat_messages lm ON lm.id = c.last_message_id
    WHERE ${where}
    ORDER BY c.last_message_at DESC NULLS LAST, c.id DESC
    ${window}`,
  );
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      userId: r.user_id,
      nickname: r.nickname,
      avatar: r.avatar,
      lastMessage: lastMessageView(r),
      // A shopper who closed their account cannot be answered: nothing of theirs waits for the shop any more.
      unread: r.shopper_gone ? 0 : r.shop_unread,
      blocked: r.blocked,
      shopperGone: r.shopper_gone,
      // A colleague the operator disabled stays named, marked so (audit CI5: the console showed "34").
      assignee:
        r.assignee_id === null
          ? null
          : { id: r.assignee_id, nickname: r.assignee_name ?? '', disabled: r.assignee_disabled === true },
      waitingSince: r.shopper_gone ? null : iso(r.waiting_since),
      shopperLocale: r.shopper_locale,
      recentOrders: (r.orders ?? []).map((o) => ({
        orderNo: o.order_no,
        status: o.status,
        total: fromCents(o.pay_amount),
        createTime: iso(o.created_at) as string,
      })),
    })),
    total,
    page: filter.page,
    limit: filter.limit,
  };
}

/** The staff who may take a conversation: the shop's staff, or the platform's administrators. */
export async function inboxStaff(db: Queryable, merId: number): Promise<{ id: number; nickname: string }[]> {
  const { rows } = await db.execute<{ id: number; nickname: string }>(
    merId === 0
      ? sql`SELECT id, nickname FROM users WHERE is_admin AND disabled_at IS NULL ORDER BY id`
      : sql`SELECT u.id, u.nickname FROM merchant_staff s JOIN users u ON u.id = s.user_id
          WHERE s.merchant_id = ${merId} AND u.disabled_at IS NULL ORDER BY u.id`,
  );
  return rows;
}

/**
 * A member who left the shop's staff (decision 0050) answers nobody any more: the conversations they held go back to
 * the shop's unassigned ones, in the caller's transaction, and the inbox is told.
 */
export async function unassignStaff(tx: Queryable, merId: number, staffId: number): Promise<void> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    UPDATE chat_conversations SET assignee_id = NULL WHERE mer_id = ${merId} AND assignee_id = ${staffId} RETURNING id`);
  for (const { id } of rows) await signalRealtime(tx, { type: 'chat', merchantId: merId, conversationId: id });
}

/**
 * An account the operator disabled answers nobody any more either (audit GF3): every conversation it held, in any
 * shop's inbox or the mall's, goes back to the unassigned ones, in the caller's transaction, and each inbox is told.
 */
export async function unassignEverywhere(tx: Queryable, staffId: number): Promise<void> {
  const { rows } = await tx.execute<{ id: number; mer_id: number }>(sql`
    UPDATE chat_conversations SET assignee_id = NULL WHERE assignee_id = ${staffId} RETURNING id, mer_id`);
  for (const { id, mer_id } of rows)
    await signalRealtime(tx, {
      type: 'chat',
      ...(mer_id === 0 ? { platform: true } : { merchantId: mer_id }),
      conversationId: Number(id),
    });
}

/** Takes a conversation (staffId: oneself) or hands it to a colleague of the same inbox; the inbox is told of a change. */
export async function assign(db: Db, merId: number, id: number, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await inboxConversation(tx, merId, id, true);
    // The member's staff row, shared until the end (audit GW2): a removal under way holds it, so this waits for the
    // removal and then finds them gone; one that comes after waits for this, and its unassigning sees the conversation.
    if (merId !== 0) {
      await tx.execute(
        sql`SELECT 1 FROM merchant_staff WHERE merchant_id = ${merId} AND user_id = ${staffId} FOR SHARE`,
      );
    }
    const staff = await inboxStaff(tx, merId);
    if (!staff.some((s) => s.id === staffId)) throw invalid(NOT_STAFF);
    // Handed to whom already holds it: no change, and nobody's inbox is told to fetch its list again (audit GR F1).
    const { rows } = await tx.execute(sql`
      UPDATE chat_conversations SET assignee_id = ${staffId}
      WHERE id = ${c.id} AND assignee_id IS DISTINCT FROM ${staffId} RETURNING id`);
    if (!rows[0]) return;
    await signalRealtime(tx, {
      type: 'chat',
      ...(merId === 0 ? { platform: true } : { merchantId: merId }),
      conversationId: c.id,
    });
  });
}
