import { toCents } from '@mall/contract';
import type { PreOrder } from './api/load-pre-order';
import type { CouponOffer } from './components/coupon-select';

/** What the shopper chose on a checkout page. */
export interface Choices {
  addressId: number | null;
  payType: string | null;
  /** A note per shop group, by merchant id: each shop receives its own only (issue 22). */
  notes: Record<number, string>;
  /** The shopper's coupon chosen per shop (by merchant id), or none. */
  shopCoupons: Record<number, number | null>;
  platformCoupon: number | null;
  usePoints: boolean;
}

/** What a fresh checkout page chooses: the default address and the best offer of each shop and of the mall. */
export function freshChoices(pre: PreOrder): Choices {
  return {
    addressId: pre.address?.id ?? null,
    payType: null,
    notes: {},
    // The server lists first the offer that takes most off this checkout; the mall's are priced next to those.
    shopCoupons: Object.fromEntries(pre.shops.map((shop) => [shop.merId, bestOffer(shop.coupons)])),
    platformCoupon: bestOffer(pre.platformCoupons),
    usePoints: false,
  };
}

/**
 * The offer that takes most (the server lists it first), or none when every offer takes nothing: a mall coupon whose
 * goods the shop coupons already took is not worth spending (audit CE1).
 */
export function bestOffer(offers: { id: number; discount: string }[]): number | null {
  return offers.find((offer) => toCents(offer.discount) > 0)?.id ?? null;
}

/**
 * The mall's offers with what each takes next to the shop coupons chosen now, as the last price said (the loaded
 * checkout priced them next to a fresh page's choice), the one that takes most first.
 */
export function mallOffersNow(
  offers: CouponOffer[],
  priced: { id: number; discount: string; reason?: CouponOffer['reason'] }[] | undefined,
) {
  if (!priced) return offers;
  return priced.flatMap((now) => {
    const offer = offers.find((o) => o.id === now.id);
    return offer ? [{ ...offer, discount: now.discount, reason: now.reason }] : [];
  });
}

const KEY = 'mall.checkout.';

/**
 * The choices kept for this checkout in the tab's session (a reload keeps them), checked against what the checkout
 * offers now: a coupon no longer offered, a shop no longer in it or points no longer usable fall back quietly to
 * what a fresh page chooses. (An address no longer in the book falls back in the address picker.)
 */
export function restoreChoices(pre: PreOrder): Choices {
  const fresh = freshChoices(pre);
  let saved: Partial<Choices>;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY + pre.preOrderNo) ?? 'null') ?? {};
    if (typeof saved !== 'object') return fresh;
  } catch {
    return fresh;
  }
  const offered = (offers: CouponOffer[], id: unknown, otherwise: number | null) =>
    id === null || (typeof id === 'number' && offers.some((offer) => offer.id === id)) ? id : otherwise;
  const shopCoupons = Object.fromEntries(
    pre.shops.map((shop) => [
      shop.merId,
      saved.shopCoupons && shop.merId in saved.shopCoupons
        ? offered(shop.coupons, saved.shopCoupons[shop.merId], fresh.shopCoupons[shop.merId] ?? null)
        : (fresh.shopCoupons[shop.merId] ?? null),
    ]),
  );
  const platformCoupon =
    'platformCoupon' in saved
      ? offered(pre.platformCoupons, saved.platformCoupon, fresh.platformCoupon)
      : fresh.platformCoupon;
  return {
    addressId: typeof saved.addressId === 'number' ? saved.addressId : fresh.addressId,
    payType: typeof saved.payType === 'string' ? saved.payType : null,
    notes: Object.fromEntries(
      pre.shops
        .map((shop) => [shop.merId, saved.notes?.[shop.merId]] as const)
        .filter((entry): entry is readonly [number, string] => typeof entry[1] === 'string'),
    ),
    shopCoupons,
    platformCoupon: mallCouponThatTakes(platformCoupon, pre, shopCoupons, fresh),
    usePoints: saved.usePoints === true && pre.points.usable > 0,
  };
}

/**
 * A kept mall coupon that takes nothing next to the kept shop coupons gives way to the one a fresh page picks (the
 * best, or none), so that the page shows from its first render the coupon the order would take: one kept from a
 * choice before a shop coupon changed stayed picked at 0.00. The checkout priced the mall's offers next to a fresh
 * page's shop coupons, so it says only when those are the kept ones; otherwise the first price says (the page).
 */
function mallCouponThatTakes(
  kept: number | null,
  pre: PreOrder,
  shopCoupons: Record<number, number | null>,
  fresh: Choices,
): number | null {
  if (kept === null) return null;
  const pricedAlike = pre.shops.every((shop) => shopCoupons[shop.merId] === fresh.shopCoupons[shop.merId]);
  const offer = pre.platformCoupons.find((o) => o.id === kept);
  return pricedAlike && offer && toCents(offer.discount) === 0 ? fresh.platformCoupon : kept;
}

export function saveChoices(preOrderNo: string, choices: Choices): void {
  try {
    sessionStorage.setItem(KEY + preOrderNo, JSON.stringify(choices));
  } catch {
    // Without storage a reload starts from a fresh page's choices.
  }
}

/** Once the order is placed its checkout's choices are of no more use. */
export function forgetChoices(preOrderNo: string): void {
  try {
    sessionStorage.removeItem(KEY + preOrderNo);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The coupon chosen once the checkout's offers were read again (after a coupon was claimed on the page, or one was
 * spent elsewhere): a coupon that arrived since is chosen when it takes off more than the current choice, as a fresh
 * page would choose it; a choice no longer offered falls back to a fresh page's; else the shopper's choice is kept.
 */
export function couponAfterReload(chosen: number | null, before: CouponOffer[], now: CouponOffer[]): number | null {
  const current = chosen === null ? undefined : now.find((offer) => offer.id === chosen);
  if (chosen !== null && !current) return bestOffer(now);
  const arrived = now
    .filter((offer) => !before.some((old) => old.id === offer.id))
    .sort((a, b) => toCents(b.discount) - toCents(a.discount));
  const best = arrived[0];
  if (best && toCents(best.discount) > (current ? toCents(current.discount) : 0)) return best.id;
  return chosen;
}
