import type { RefundStatus, RefundType } from '@mall/contract';

/** The shopper may withdraw a request under review, or an accepted return before the goods were sent. */
export function canRevoke(status: RefundStatus): boolean {
  return status === 'reviewing' || status === 'awaiting_return';
}

/**
 * How a state looks: still moving, paid back, or closed without money. `closedUnpaid`: the mall closed it without
 * paying it to the card (Stripe no longer held the money, or the card refused it three times): closed, whatever the
 * state says on the seller's side.
 */
export function toneOf(status: RefundStatus, closedUnpaid = false): 'active' | 'done' | 'closed' {
  if (closedUnpaid) return 'closed';
  if (status === 'refunded') return 'done';
  if (status === 'refused' || status === 'revoked') return 'closed';
  return 'active';
}

export type StepKey = 'apply' | 'review' | 'sendBack' | 'receive' | 'refunded';

/** The steps of a refund (a return has two more) and how many of them are done in its state. */
export function stepsOf(type: RefundType, status: RefundStatus): { steps: StepKey[]; done: number } {
  const steps: StepKey[] =
    type === 'return' ? ['apply', 'review', 'sendBack', 'receive', 'refunded'] : ['apply', 'review', 'refunded'];
  const reached: Record<RefundStatus, StepKey> = {
    reviewing: 'apply',
    awaiting_return: 'review',
    returning: 'sendBack',
    refunding: type === 'return' ? 'receive' : 'review',
    refunded: 'refunded',
    refused: 'apply',
    revoked: 'apply',
  };
  return { steps, done: steps.indexOf(reached[status]) + 1 };
}

/** Items of a shop order that can still be refunded: those not already in a refund. */
export function refundableItems<T extends { refundStatus: string }>(items: T[]): T[] {
  return items.filter((item) => item.refundStatus === 'none');
}

/** Shop order states in which money can be asked back, and those in which goods can be sent back. */
const PAID = ['to_ship', 'to_receive', 'to_review', 'completed'];
export function refundTypesFor(orderStatus: string): RefundType[] {
  if (!PAID.includes(orderStatus)) return [];
  return orderStatus === 'to_ship' ? ['refund'] : ['refund', 'return'];
}

/**
 * A completed order past its after-sales period (`afterSalesEnd`, which the order detail carries) can no longer be
 * refunded: the form says so at once instead of after it was filled in (audit AM15). Orders not completed are inside it.
 */
export function afterSalesOver(order: { status: string; afterSalesEnd: string | null }, now = Date.now()): boolean {
  if (order.status !== 'completed') return false;
  return !order.afterSalesEnd || now >= Date.parse(order.afterSalesEnd);
}
