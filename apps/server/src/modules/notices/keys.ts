import type { NoticeKind } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The event keys (`notices.dedupe_key`) of the notices a to-do is settled by, defined once: sources.ts records the
 * notices under them and settle.ts finds them again by them (brief GG, item 1), so that a change of a key's format
 * changes both and cannot leave a to-do that nothing settles. Each takes SQL expressions of the row's columns.
 */
export const noticeKey = {
  /** A paid shop order, to ship: `new_order:<order_no>`. */
  newOrder: (orderNo: SQL) => sql`'new_order:' || ${orderNo}`,
  /**
   * A refund's notice: `<kind>:<refund_no>`, then `suffix` where the kind is told more than once per refund (an attempt
   * `:2`, a Stripe refund or dispute `:<ref>`).
   */
  refund: (kind: NoticeKind, refundNo: SQL, suffix: SQL = sql`''`) => sql`${`${kind}:`} || ${refundNo} || ${suffix}`,
  /** A payout's notice: `<kind>:<payout_no>`. */
  payout: (kind: NoticeKind, payoutNo: SQL) => sql`${`${kind}:`} || ${payoutNo}`,
  /** A shop application's notice, one per version submitted: `<kind>:<id>:<version>`. */
  application: (kind: NoticeKind, id: SQL, version: SQL) => sql`${`${kind}:`} || ${id} || ':' || ${version}`,
  /**
   * Money Stripe took back of a shop order, and its disputes (decision 0051): `<kind>:<ref>:<order_no>`, `ref` the
   * Stripe refund or dispute.
   */
  takenBack: (kind: NoticeKind, ref: SQL, orderNo: SQL) => sql`${`${kind}:`} || ${ref} || ':' || ${orderNo}`,
  /** A chat waiting streak (brief GV): `chat_waiting:<conversation id>:<its first unread shopper message id>`. */
  chatWaiting: (conversationId: SQL, messageId: SQL) =>
    sql`'chat_waiting:' || ${conversationId} || ':' || ${messageId}`,
};
