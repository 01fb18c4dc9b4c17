import { toCents } from '@mall/contract';
import type { CouponOffer } from './components/coupon-select';

/**
 * The coupon chosen once the checkout's offers were read again (after a coupon was claimed on the page, or one was
 * spent elsewhere): a coupon that arrived since is chosen when it takes off more than the current choice, as a fresh
 * page would choose it; a choice no longer offered falls back to a fresh page's; else the shopper's choice is kept.
 */
export function couponAfterReload(chosen: number | null, before: CouponOffer[], now: CouponOffer[]): number | null {
  const current = chosen === null ? undefined : now.find((offer) => offer.id === chosen);
  if (chosen !== null && !current) return now[0]?.id ?? null;
  const arrived = now
    .filter((offer) => !before.some((old) => old.id === offer.id))
    .sort((a, b) => toCents(b.discount) - toCents(a.discount));
  const best = arrived[0];
  if (best && toCents(best.discount) > (current ? toCents(current.discount) : 0)) return best.id;
  return chosen;
}
