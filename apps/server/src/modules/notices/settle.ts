import type { NoticeKind } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { signalRealtime } from '../../platform/realtime';
import { noticeKey } from './keys';

/**
 * A notice that asks its readers to act, and the thing it points at (audit FZ3): an application or a payout waiting
 * for the operator's review, a refund request waiting for the shop's decision, a paid order waiting to be shipped (and
 * no longer once it is refunded or closed unshipped, brief GG); an open dispute, which the shop sends evidence for and
 * the operator answers (`dispute_opened`, `dispute_opened_seen`), until it closes; money the platform holds for the
 * buyer of a refund closed for customer service, which the operator pays another way (decision 0052), until nothing
 * is held any more.
 */
export type DecidedTodo =
  | { kind: 'application_submitted'; applicationId: number }
  | { kind: 'payout_asked'; payoutNo: string }
  | { kind: 'refund_asked'; refundId: number }
  | { kind: 'new_order'; shopOrderId: number }
  | { kind: 'dispute_opened'; returnId: number }
  | { kind: 'refund_held_for_buyer'; refundId: number }
  /** The shop's staff (or the mall's operators) read a conversation from message `from` (excluded) up to `upTo`: the
   *  waiting streaks that began in it are seen (brief GV). */
  | { kind: 'chat_waiting'; conversationId: number; from: number; upTo: number };

/** The operator's notices that ask to pay the buyer of a refund closed for customer service another way. */
const PAY_ANOTHER_WAY = [
  'refund_failed_closed_seen',
  'refund_closed_unpaid_seen',
  'refund_held_again_seen',
  'refund_dispute_won_held_seen',
] as const satisfies readonly NoticeKind[];

/**
 * Which notices (`n`) the to-do was recorded as: its kinds, and its event keys built as sources.ts builds them (both
 * read keys.ts).
 */
function noticesOf(todo: DecidedTodo): SQL {
  switch (todo.kind) {
    case 'application_submitted':
      // One notice per version submitted (a rejected application sent again is told again): all of them are settled.
      return sql`n.kind = 'application_submitted' AND n.dedupe_key IN (
        SELECT ${noticeKey.application(todo.kind, sql`a.id`, sql`v`)} FROM merchant_applications a
        CROSS JOIN generate_series(1, a.version) AS v WHERE a.id = ${todo.applicationId})`;
    case 'payout_asked':
      return sql`n.kind = 'payout_asked' AND n.dedupe_key = ${noticeKey.payout(todo.kind, sql`${todo.payoutNo}::text`)}`;
    case 'refund_asked':
      return sql`n.kind = 'refund_asked' AND n.dedupe_key IN (
        SELECT ${noticeKey.refund(todo.kind, sql`r.refund_no`)} FROM refunds r WHERE r.id = ${todo.refundId})`;
    case 'new_order':
      return sql`n.kind = 'new_order' AND n.dedupe_key IN (
        SELECT ${noticeKey.newOrder(sql`s.order_no`)} FROM shop_orders s WHERE s.id = ${todo.shopOrderId})`;
    case 'dispute_opened':
      // One notice per shop order of the checkout, to its shop and to the operators.
      return sql`n.kind IN ('dispute_opened', 'dispute_opened_seen') AND n.dedupe_key IN (
        SELECT ${noticeKey.takenBack('dispute_opened', sql`pr.ref`, sql`s.order_no`)}
        FROM provider_returns pr JOIN shop_orders s ON s.order_id = pr.order_id WHERE pr.id = ${todo.returnId}
        UNION ALL SELECT ${noticeKey.takenBack('dispute_opened_seen', sql`pr.ref`, sql`s.order_no`)}
        FROM provider_returns pr JOIN shop_orders s ON s.order_id = pr.order_id WHERE pr.id = ${todo.returnId})`;
    case 'chat_waiting':
      // One notice per streak, keyed by its first unread shopper message: those read now (an index probe each).
      return sql`n.kind IN ('chat_waiting', 'chat_waiting_seen') AND n.dedupe_key IN (
        SELECT ${noticeKey.chatWaiting(sql`m.conversation_id`, sql`m.id`)} FROM chat_messages m
        WHERE m.conversation_id = ${todo.conversationId} AND m.sender = 'shopper'
          AND m.id > ${todo.from} AND m.id <= ${todo.upTo})`;
    case 'refund_held_for_buyer':
      // Told once per refund, or (held again) once per Stripe refund or dispute: `<key>:<ref>`.
      return sql`n.kind IN (${sql.join(
        PAY_ANOTHER_WAY.map((kind) => sql`${kind}`),
        sql`, `,
      )}) AND EXISTS (SELECT 1 FROM refunds r WHERE r.id = ${todo.refundId} AND (${sql.join(
        PAY_ANOTHER_WAY.map(
          (kind) => sql`(n.kind = ${kind} AND (n.dedupe_key = ${noticeKey.refund(kind, sql`r.refund_no`)}
            OR starts_with(n.dedupe_key, ${noticeKey.refund(kind, sql`r.refund_no`, sql`':'`)})))`,
        ),
        sql` OR `,
      )}))`;
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
    WHERE n.read_at IS NULL AND ${noticesOf(todo)}
    RETURNING n.user_id`);
  if (rows.length > 0) {
    await signalRealtime(tx, { type: 'notice', userIds: [...new Set(rows.map((r) => Number(r.user_id)))] });
  }
}
