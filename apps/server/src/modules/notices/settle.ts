import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { signalRealtime } from '../../platform/realtime';
import { noticeKey } from './keys';

/**
 * A notice that asks its readers to act, and the thing it points at (audit FZ3): an application or a payout waiting
 * for the operator's review, a refund request waiting for the shop's decision, a paid order waiting to be shipped.
 */
export type DecidedTodo =
  | { kind: 'application_submitted'; applicationId: number }
  | { kind: 'payout_asked'; payoutNo: string }
  | { kind: 'refund_asked'; refundId: number }
  | { kind: 'new_order'; shopOrderId: number };

/** The event keys (`notices.dedupe_key`) the to-do was recorded under, built as sources.ts builds them (keys.ts). */
function keysOf(todo: DecidedTodo): SQL {
  switch (todo.kind) {
    case 'application_submitted':
      // One notice per version submitted (a rejected application sent again is told again): all of them are settled.
      return sql`SELECT ${noticeKey.application(todo.kind, sql`a.id`, sql`v`)} FROM merchant_applications a
        CROSS JOIN generate_series(1, a.version) AS v WHERE a.id = ${todo.applicationId}`;
    case 'payout_asked':
      return sql`SELECT ${noticeKey.payout(todo.kind, sql`${todo.payoutNo}::text`)}`;
    case 'refund_asked':
      return sql`SELECT ${noticeKey.refund(todo.kind, sql`r.refund_no`)} FROM refunds r WHERE r.id = ${todo.refundId}`;
    case 'new_order':
      return sql`SELECT ${noticeKey.newOrder(sql`s.order_no`)} FROM shop_orders s WHERE s.id = ${todo.shopOrderId}`;
  }
}

/**
 * Settles a to-do notice once the thing it points at is decided, by whoever decided it: it reads as read for every
 * reader (every operator, every member of the shop's staff), so no bell keeps counting work that is done. Called by
 * the deciding module in the deciding transaction; the readers' open pages refetch their bell when it commits.
 */
export async function settleNotices(tx: Queryable, todo: DecidedTodo): Promise<void> {
  const { rows } = await tx.execute<{ user_id: number }>(sql`
    UPDATE notices n SET read_at = now()
    WHERE n.kind = ${todo.kind} AND n.read_at IS NULL AND n.dedupe_key IN (${keysOf(todo)})
    RETURNING n.user_id`);
  if (rows.length > 0) {
    await signalRealtime(tx, { type: 'notice', userIds: [...new Set(rows.map((r) => Number(r.user_id)))] });
  }
}
