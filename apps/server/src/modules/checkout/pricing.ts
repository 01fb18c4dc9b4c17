import { fromCents, isBoundedMoney, ORDER_TOO_LARGE, PAY_MINIMUM_CENTS } from '@mall/contract';
import { invalid } from '../../platform/errors';

// Freight per shop comes from its shipping template: freight.ts (pure) and delivery.ts.

export type ShopPrice = { merchantId: number; proTotal: number; freight: number; coupon: number; points: number };

export { ORDER_TOO_LARGE };

/**
 * An order's money has a ceiling, MAX_MONEY_CENTS (Stripe's largest card charge): each shop's goods, each shop's
 * goods with freight, and the whole checkout. Prices are bounded but a price times a quantity, or many lines, are
 * not, and the totals land in int4 columns; a checkout beyond the ceiling is refused before anything is written.
 */
export function checkOrderSize(shops: { proTotal: number; freight: number }[]): void {
  let total = 0;
  for (const shop of shops) {
    const withFreight = shop.proTotal + shop.freight;
    if (!isBoundedMoney(shop.proTotal) || !isBoundedMoney(withFreight)) throw invalid(ORDER_TOO_LARGE);
    total += withFreight;
  }
  if (!isBoundedMoney(total)) throw invalid(ORDER_TOO_LARGE);
}

/**
 * Why a checkout cannot be paid: less than a card charge takes (Stripe's minimum, PAY_MINIMUM_CENTS), with what the
 * shopper can do about it. The discounts never take a checkout under it (applyDiscounts), so only goods and freight
 * worth less are refused (audit DF2).
 */
export const belowPayMinimum = (
  advice: 'add goods to the order' | 'cancel this order and order it again with more goods',
) => `The amount to pay by card must be at least ${fromCents(PAY_MINIMUM_CENTS)}: ${advice}`;

/** Refuses a checkout that pays less than a card charge can take (`pay` in cents), before anything is held. */
export function checkPayMinimum(pay: number): void {
  if (pay < PAY_MINIMUM_CENTS) throw invalid(belowPayMinimum('add goods to the order'));
}

/** All money in cents; a checkout beyond the ceiling is refused (checkOrderSize). */
export function totals(shops: ShopPrice[]) {
  checkOrderSize(shops);
  const sum = (f: (s: ShopPrice) => number) => shops.reduce((acc, s) => acc + f(s), 0);
  const proTotal = sum((s) => s.proTotal);
  const freight = sum((s) => s.freight);
  const coupon = sum((s) => s.coupon);
  const points = sum((s) => s.points);
  return { proTotal, freight, coupon, points, pay: Math.max(0, proTotal + freight - coupon - points) };
}

export function priceAnswer(t: ReturnType<typeof totals>) {
  return {
    proTotalFee: fromCents(t.proTotal),
    freightFee: fromCents(t.freight),
    couponFee: fromCents(t.coupon),
    pointsFee: fromCents(t.points),
    payFee: fromCents(t.pay),
  };
}

/**
 * Splits `total` cents over the weights in proportion, by largest remainder, so that the parts add up to the total
 * exactly. No part exceeds its weight while the total does not exceed the sum of the weights.
 */
export function splitByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

// Discounts (decision 0008): at most one coupon per shop and one platform coupon; the shop coupon's discount stays
// with its shop order, the platform coupon and the points are split over the shop orders in proportion. Every shop
// order keeps at least one cent of goods to pay, so no order is ever free and every one has money to refund; and the
// checkout keeps at least what a card charge takes (PAY_MINIMUM_CENTS, audit DF2): a coupon worth more, or the
// points, take what is left above it, as a coupon worth more than the goods always took the goods less one cent.

/** A line of the checkout as coupons see it: the product, its platform category and that category's parent. */
export type PricedLine = { productId: number; categoryIds: number[]; amount: number };
export type PricedShop = ShopPrice & {
  lines: PricedLine[];
  /**
   * The buyer runs this shop (owner or staff, audit CH2): the mall pays nothing for a shop buying from itself, so the
   * platform coupon and the points take nothing off its goods (its own shop coupon still may: the shop pays it).
   */
  own?: boolean;
};

/** A coupon in the shopper's hands, as the pricing needs it. */
export type CouponTerms = {
  couponUserId: number;
  merchantId: number;
  useType: number;
  productIds: number[];
  categoryId: number | null;
  amount: number;
  minSpend: number;
};

export type PointsTerms = { balance: number; value: number; maxShare: number };

export type Discounted = {
  /**
   * Per shop (same order as the input): its coupon (shop coupon plus platform share), of which `shopCoupon` is the
   * shop's own (the rest is platform-funded, modules/finance), points and coupon used.
   */
  shops: {
    merchantId: number;
    coupon: number;
    shopCoupon: number;
    points: number;
    pointsUsed: number;
    couponUserId: number | null;
    /** Per line of the shop, whether its shop coupon and the platform coupon cover it (the items' split follows). */
    covered: { shop: boolean[]; platform: boolean[] };
  }[];
  platformCouponUserId: number | null;
  pointsUsed: number;
};

const KEEP = 1;

/** Why a platform coupon takes nothing: the goods it covers are of the shop the buyer runs (audit CH2). */
export const MALL_COUPON_OWN_SHOP = "The mall's coupons do not apply to the goods of a shop you run";

function covers(coupon: CouponTerms, line: PricedLine): boolean {
  if (coupon.useType === 1) return true;
  if (coupon.useType === 2) return coupon.productIds.includes(line.productId);
  return coupon.categoryId !== null && line.categoryIds.includes(coupon.categoryId);
}

/**
 * The goods of each shop a coupon covers (a shop coupon only its own shop's, a platform coupon none of a shop the
 * buyer runs unless `countOwn`).
 */
function coveredPerShop(coupon: CouponTerms, shops: PricedShop[], countOwn = false): number[] {
  return shops.map((shop) => {
    const excluded = coupon.merchantId !== 0 ? coupon.merchantId !== shop.merchantId : shop.own && !countOwn;
    return excluded ? 0 : shop.lines.filter((line) => covers(coupon, line)).reduce((sum, line) => sum + line.amount, 0);
  });
}

const reaches = (coupon: CouponTerms, covered: number[]) => {
  const base = covered.reduce((a, b) => a + b, 0);
  return base > 0 && base >= coupon.minSpend;
};

/** A platform coupon that would apply but for the goods of the buyer's own shop (audit CH2). */
const onlyOwnGoods = (coupon: CouponTerms, shops: PricedShop[]) =>
  coupon.merchantId === 0 &&
  !reaches(coupon, coveredPerShop(coupon, shops)) &&
  reaches(coupon, coveredPerShop(coupon, shops, true));

/**
 * Whether the coupon applies to this checkout, and what it would take off: a shop coupon on its own, a platform
 * coupon next to the shop coupons `alongside` (what the page picks), which leave it only the covered goods they did
 * not take (decision 0008, audit AV1).
 */
export function couponAlone(
  coupon: CouponTerms,
  shops: PricedShop[],
  alongside: CouponTerms[] = [],
): { applies: boolean; discount: number; ownShop?: boolean } {
  // Offered at 0.00 with its reason, so that the page says why the mall's coupon takes nothing here (audit CH2).
  if (onlyOwnGoods(coupon, shops)) return { applies: true, discount: 0, ownShop: true };
  if (!reaches(coupon, coveredPerShop(coupon, shops))) return { applies: false, discount: 0 };
  if (coupon.merchantId !== 0) {
    return {
      applies: true,
      discount: applyDiscounts(shops, [coupon], null).shops.reduce((sum, s) => sum + s.coupon, 0),
    };
  }
  const withShops = alongside.filter((c) => c.merchantId !== 0);
  const discounted = applyDiscounts(shops, [...withShops, coupon], null);
  return { applies: true, discount: discounted.shops.reduce((sum, s) => sum + s.coupon - s.shopCoupon, 0) };
}

function checkApplies(coupon: CouponTerms, base: number): void {
  if (base === 0) throw invalid('This coupon does not apply to the goods in this order');
  if (base < coupon.minSpend) throw invalid('This order does not reach the minimum spend of this coupon');
}

/**
 * Applies the chosen coupons and the points to the priced shops. Refuses two coupons of one shop, two platform
 * coupons, a coupon of a shop not in the order, and a coupon whose goods or minimum spend are not met.
 */
export function applyDiscounts(shops: PricedShop[], coupons: CouponTerms[], points: PointsTerms | null): Discounted {
  const out: Discounted = {
    shops: shops.map((s) => ({
      merchantId: s.merchantId,
      coupon: 0,
      shopCoupon: 0,
      points: 0,
      pointsUsed: 0,
      couponUserId: null,
      covered: { shop: s.lines.map(() => false), platform: s.lines.map(() => false) },
    })),
    platformCouponUserId: null,
    pointsUsed: 0,
  };
  // What the coupons and points may take off together: the checkout pays at least a card charge's minimum.
  let aboveMinimum = Math.max(0, shops.reduce((sum, s) => sum + s.proTotal + s.freight, 0) - PAY_MINIMUM_CENTS);
  const platform = coupons.filter((c) => c.merchantId === 0);
  if (platform.length > 1) throw invalid('Only one platform coupon can be used per order');
  for (const coupon of coupons.filter((c) => c.merchantId !== 0)) {
    const index = shops.findIndex((s) => s.merchantId === coupon.merchantId);
    if (index < 0) throw invalid('This coupon does not apply to the goods in this order');
    const slot = out.shops[index]!;
    if (slot.couponUserId !== null) throw invalid('Only one coupon per shop can be used');
    const base = coveredPerShop(coupon, shops)[index]!;
    checkApplies(coupon, base);
    slot.coupon = Math.max(0, Math.min(coupon.amount, base, shops[index]!.proTotal - KEEP, aboveMinimum));
    aboveMinimum -= slot.coupon;
    // A coupon that takes nothing off (the goods are already at their one cent) is not taken (audit F5).
    slot.couponUserId = slot.coupon > 0 ? coupon.couponUserId : null;
    slot.shopCoupon = slot.coupon;
    slot.covered.shop = shops[index]!.lines.map((line) => covers(coupon, line));
  }
  const [mall] = platform;
  if (mall) {
    if (onlyOwnGoods(mall, shops)) throw invalid(MALL_COUPON_OWN_SHOP);
    const covered = coveredPerShop(mall, shops);
    checkApplies(
      mall,
      covered.reduce((a, b) => a + b, 0),
    );
    // What the platform coupon covers of each shop once its shop coupon took its part, item by item as the order's
    // items are split (finance/splits.ts): a shop coupon on the same goods leaves it only what it did not take, and
    // nothing of it goes to goods it does not cover (audit AV1).
    const room = shops.map((shop, i) => {
      const slot = out.shops[i]!;
      const lines = shop.lines;
      const shopParts = splitByWeight(
        slot.shopCoupon,
        lines.map((line, j) => (slot.covered.shop[j] ? line.amount : 0)),
      );
      const left = shop.own
        ? 0
        : lines.reduce((sum, line, j) => sum + (covers(mall, line) ? line.amount - shopParts[j]! : 0), 0);
      return Math.max(0, Math.min(left, shop.proTotal - slot.coupon - KEEP));
    });
    const shares = splitByWeight(
      Math.min(
        mall.amount,
        room.reduce((a, b) => a + b, 0),
        aboveMinimum,
      ),
      room,
    );
    aboveMinimum -= shares.reduce((a, b) => a + b, 0);
    shares.forEach((share, i) => {
      out.shops[i]!.coupon += share;
      out.shops[i]!.covered.platform = shops[i]!.lines.map((line) => !shops[i]!.own && covers(mall, line));
    });
    if (shares.some((share) => share > 0)) out.platformCouponUserId = mall.couponUserId;
  }
  if (points && points.balance > 0 && points.value > 0) {
    // The goods of a shop the buyer runs neither count towards the points' share nor take any (audit CH2).
    const after = shops.map((s, i) => (s.own ? 0 : s.proTotal - out.shops[i]!.coupon));
    const room = after.map((a) => Math.max(0, a - KEEP));
    const cents = Math.min(
      Math.floor((after.reduce((a, b) => a + b, 0) * points.maxShare) / 100),
      room.reduce((a, b) => a + b, 0),
      aboveMinimum,
      Math.floor((points.balance * 100) / points.value),
    );
    // Whole points, and no more than the discount is worth: with a coarse value (1 point = 1.00) 53.97 off took 54
    // points (audit F6); the discount is the worth of the points taken, rounded down to the cent.
    const taken = Math.floor((cents * points.value) / 100);
    const worth = Math.floor((taken * 100) / points.value);
    if (taken > 0 && worth > 0) {
      const parts = splitByWeight(worth, room);
      out.pointsUsed = taken;
      const used = splitByWeight(out.pointsUsed, parts);
      parts.forEach((part, i) => {
        out.shops[i]!.points = part;
        out.shops[i]!.pointsUsed = used[i]!;
      });
    }
  }
  return out;
}
