import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordNotice } from '../notices/record';

/** A shop's answer left unread this long tells the shopper by the bell and email (audit L7). */
export const ANSWER_NOTICE_AFTER_MINUTES = 5;

/**
 * Tells shoppers of shop answers they have not read for a few minutes (they were away, or the window was closed),
 * the mall's own customer service's answers as well (audit R4: a parcel or a refund dispute asked of the mall):
 * one notice per unread streak, named by its first unread message of the shop, so a shop writing ten lines tells
 * once and an answer after the shopper has read tells again. Automatic away messages (`system`) tell nothing, nor
 * blocked conversations, nor answers older than a day (nobody is told of last week's). Any process may run it: the
 * notice's key makes a second recording tell nobody.
 */
export async function recordUnreadAnswers(db: Db): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT first.id FROM chat_conversations c
    CROSS JOIN LATERAL (
      SELECT m.id, m.created_at FROM chat_messages m
      WHERE m.conversation_id = c.id AND m.id > c.user_read_upto AND m.sender = 'shop'
      ORDER BY m.id LIMIT 1) first
    WHERE c.user_unread > 0 AND NOT c.blocked AND c.last_message_at > now() - interval '1 day'
      AND first.created_at < now() - make_interval(mins => ${ANSWER_NOTICE_AFTER_MINUTES})
      AND first.created_at > now() - interval '1 day'
      AND NOT EXISTS (SELECT 1 FROM notices n WHERE n.dedupe_key = 'chat_answered:' || first.id)
    ORDER BY first.id LIMIT 500`);
  await recordNotice(db, { kind: 'chat_answered', messageIds: rows.map((r) => Number(r.id)) });
  return rows.length;
}
