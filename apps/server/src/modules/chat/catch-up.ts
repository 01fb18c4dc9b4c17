import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ChatSide, MESSAGE_COLUMNS, type MessageRow, messageView } from './views';

/** At most this many messages are replayed to one socket; a client that missed more reloads its lists. */
export const CATCH_UP_LIMIT = 1000;
const PAGE = 250;

/**
 * Replays to a socket, from the database, the messages of its own conversations after `after` (in id order, which is
 * commit order: see send.ts), and answers the cursor to continue from. With `after` 0 nothing is replayed and the
 * cursor is the present: a fresh client reads its lists over HTTP. An `after` beyond the newest message the reader may
 * see (a restore from a backup set the ids back; the browser kept its cursor) is lowered to that newest one, or 0, so
 * the messages written from now on reach the socket (audit GF2): it would otherwise drop every id up to its cursor.
 */
export async function catchUp(
  db: Db,
  client: { side: ChatSide },
  after: number,
  emit: (event: object) => void,
): Promise<number> {
  const { side } = client;
  const mine = side.kind === 'shopper' ? sql`c.user_id = ${side.userId}` : sql`c.mer_id = ${side.merId}`;
  const newest = async () => {
    const { rows } = await db.execute<{ last: string | null }>(
      sql`SELECT max(c.last_message_id) AS last FROM chat_conversations c WHERE ${mine}`,
    );
    return Number(rows[0]?.last ?? 0);
  };
  if (after <= 0) return newest();
  let cursor = after;
  for (let sent = 0; sent < CATCH_UP_LIMIT; sent += PAGE) {
    const { rows } = await db.execute<MessageRow>(sql`
      SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
      WHERE ${mine} AND m.id > ${cursor} ORDER BY m.id LIMIT ${PAGE}`);
    for (const row of rows) {
      emit({ type: 'message', conversationId: Number(row.conversation_id), message: messageView(row, side.kind) });
      cursor = Number(row.id);
    }
    if (rows.length < PAGE) break;
  }
  return cursor === after ? Math.min(after, await newest()) : cursor;
}
