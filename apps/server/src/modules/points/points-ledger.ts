import type { Db } from '../../db/client';

// Interface between the after-sales parts. The coupons-and-points work fills these in; refunds and reviews call them
// inside their own transactions (pass the transaction as `t`).

/** Earns the points of a shop order that just became completed, frozen for the configured days. Idempotent. */
export async function earnPointsForShopOrder(_t: Db, _shopOrderId: number): Promise<void> {}

/** Gives back the points a cancelled unpaid checkout had spent. Idempotent. */
export async function givePointsBackForCancel(_t: Db, _orderId: number): Promise<void> {}

/**
 * Settles points for a refund that was paid back: the refund's `points` (spent points) return to the user, and
 * points the shop order already earned are taken back in proportion. Idempotent per refund.
 */
export async function settlePointsForRefund(
  _t: Db,
  _refund: { id: number; userId: number; shopOrderId: number; points: number; amount: number },
): Promise<void> {}
