import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

/** The channel realtime events travel on between server processes (DESIGN.md sections 6 and 7). */
export const REALTIME_CHANNEL = 'mall_realtime';

/**
 * Who a realtime event is for: shoppers by id, every staff member of a shop, or the platform's staff. The payload
 * carries ids only (NOTIFY payloads are capped at 8,000 bytes); a socket reads what it needs from the database.
 */
export type RealtimeSignal = {
  type: 'chat' | 'read' | 'notice';
  userIds?: number[];
  merchantId?: number;
  platform?: boolean;
  conversationId?: number;
  messageId?: number;
};

/**
 * Announces a realtime event to every server process; delivered when the caller's transaction commits. Never call it
 * from a checkout or stock transaction: a notifying commit takes a global lock.
 */
export async function signalRealtime(runner: Queryable, signal: RealtimeSignal): Promise<void> {
  await runner.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(signal)})`);
}
