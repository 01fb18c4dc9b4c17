/**
 * What marketplaces do when a shop never answers (audit AM11): a request the shop has not decided `acceptDays` after
 * it was made is accepted for the shop, and goods the shopper reported sent back `receiveDays` ago and the shop has
 * not confirmed count as received and are paid back (overdue-refunds.ts decides them; the refund views show when).
 */
export type RefundDeadlines = { acceptDays: number; receiveDays: number };

/** The defaults of REFUND_AUTO_ACCEPT_DAYS and RETURN_AUTO_RECEIVE_DAYS (config.ts). */
export const REFUND_DEADLINES: RefundDeadlines = { acceptDays: 5, receiveDays: 10 };

/** The process's deadlines (set once by the app at start from its config), which the refund views show. */
let current: RefundDeadlines = REFUND_DEADLINES;

export function configureRefundDeadlines(next: RefundDeadlines): void {
  current = next;
}

const DAY = 86_400_000;

/**
 * When the shop's silence decides this refund (ISO): a request under review is accepted, returned goods are taken as
 * received. Null in every other state (nothing waits for the shop).
 */
export function shopDeadline(
  refund: { status: string; created_at: string; returned_at: string | null },
  days: RefundDeadlines = current,
): string | null {
  if (refund.status === 'review')
    return new Date(new Date(refund.created_at).getTime() + days.acceptDays * DAY).toISOString();
  if (refund.status === 'returned' && refund.returned_at) {
    return new Date(new Date(refund.returned_at).getTime() + days.receiveDays * DAY).toISOString();
  }
  return null;
}
