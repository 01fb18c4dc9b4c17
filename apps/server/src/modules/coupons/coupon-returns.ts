import type { Db } from '../../db/client';

// Interface between the after-sales parts. The coupons-and-points work fills these in.

/** Gives back the coupons a cancelled unpaid checkout had used (shop coupons and the platform coupon). Idempotent. */
export async function giveCouponsBackForCancel(_t: Db, _orderId: number): Promise<void> {}

/**
 * After a refund was paid back: when every item of the shop order is refunded its shop coupon returns; when every
 * shop order of the checkout is fully refunded the platform coupon returns too. Idempotent.
 */
export async function giveCouponsBackIfFullyRefunded(_t: Db, _shopOrderId: number): Promise<void> {}
