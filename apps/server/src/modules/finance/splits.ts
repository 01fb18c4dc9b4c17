import { splitByWeight } from '../checkout/pricing';

/**
 * The pure arithmetic of money to merchants (issue 13): commission rates, the split of a shop order's discounts over
 * its items, and the share of a refund in what was booked at sale. Integer cents and basis points only.
 *
 * Rounding rules (pinned by splits.test.ts):
 * - commission = round half up (goods × bp / 10 000), per item;
 * - discounts are split over the items by largest remainder (ties go to the earlier item), so the parts add up to
 *   the shop order's discounts exactly: a coupon over the items it covers (a coupon for some goods takes nothing off
 *   the others), in proportion to their amounts (the shop coupon) or to what is left of them after the shop coupon
 *   (the platform coupon's share), and the points over what is left of every item;
 * - a refund reverses, per item, the part of the platform discount and commission proportional to the money paid
 *   back for that item, rounded down; the refund that closes the shop order reverses whatever is left, so all the
 *   refunds of a shop order reverse exactly what its sale booked.
 */

export const MAX_BP = 10_000;

/** Commission in cents on `goods` cents at `bp` basis points, rounded half up. */
export function commissionOf(goods: number, bp: number): number {
  if (goods <= 0 || bp <= 0) return 0;
  return Math.floor((goods * bp + MAX_BP / 2) / MAX_BP);
}

/** A percent with at most two decimals ("12.5", "12.50", 12.5) in basis points (1250); throws on anything else. */
export function percentToBp(percent: string | number): number {
  const text = typeof percent === 'number' ? percent.toFixed(2) : percent.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not a percent: ${percent}`);
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (bp > MAX_BP) throw new RangeError(`percent above 100: ${percent}`);
  return bp;
}

/** Basis points as a percent with two decimals (1250 -> "12.50"). */
export function bpToPercent(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
}

export type ItemSplit = {
  /** price × quantity */
  amount: number;
  shopDiscount: number;
  platformDiscount: number;
  /** The part of `platformDiscount` that is points money. */
  pointsDiscount: number;
  commission: number;
};

/**
 * Splits a shop order's discounts over its items and computes each item's commission. `shopCoupon` is the shop's
 * own coupon; `platformDiscount` the platform coupon's share of this shop order plus its points money. Goods (what
 * commission is on) = amount − shop discount: the shop is credited as if the platform's discounts were not used.
 */
export function splitShopOrder(input: {
  bp: number;
  amounts: number[];
  shopCoupon: number;
  platformDiscount: number;
  /**
   * Which items the coupons cover (absent: all). `platformCoupon` is the part of `platformDiscount` that is the
   * platform coupon's share (the rest is points money, over every item).
   */
  covered?: { shop: boolean[]; platform: boolean[]; platformCoupon: number };
}): ItemSplit[] {
  const total = input.amounts.reduce((a, b) => a + b, 0);
  if (input.shopCoupon + input.platformDiscount > total) {
    throw new RangeError(`discounts ${input.shopCoupon} + ${input.platformDiscount} exceed the goods ${total}`);
  }
  const covered = input.covered;
  const only = (weights: number[], on: boolean[] | undefined) => weights.map((w, i) => (on && !on[i] ? 0 : w));
  const shop = splitWithin(input.shopCoupon, only(input.amounts, covered?.shop));
  const left = input.amounts.map((a, i) => a - shop[i]!);
  const mallCoupon = covered ? Math.min(covered.platformCoupon, input.platformDiscount) : 0;
  const mall = splitWithin(mallCoupon, only(left, covered?.platform));
  const rest = left.map((l, i) => l - mall[i]!);
  const points = splitByWeight(input.platformDiscount - mallCoupon, rest);
  return input.amounts.map((amount, i) => ({
    amount,
    shopDiscount: shop[i]!,
    platformDiscount: mall[i]! + points[i]!,
    pointsDiscount: points[i]!,
    commission: commissionOf(left[i]!, input.bp),
  }));
}

/**
 * Splits a coupon's `total` over the items it covers (`weights`: what each can still take, 0 for an item it does not
 * cover). Checkout prices a coupon within what its goods can hold (checkout/pricing.ts), so more than that is a
 * pricing defect: refused rather than spread over goods the coupon does not cover, which the platform would fund
 * (audit AV1).
 */
function splitWithin(total: number, weights: number[]): number[] {
  const room = weights.reduce((a, b) => a + b, 0);
  if (total > room) throw new RangeError(`a coupon of ${total} exceeds the ${room} its goods can hold`);
  return splitByWeight(total, weights);
}

/** An item as its sale was booked, and the money paid back for it by refunds (before and with this one). */
export type BookedItem = {
  /** Goods credited to the shop: amount − shop discount. */
  goods: number;
  platformDiscount: number;
  commission: number;
  refundedBefore: number;
  refundedNow: number;
  /** Whether an earlier booked refund, or this one, names the item (one paid wholly by the platform moves no money). */
  namedBefore?: boolean;
  namedNow?: boolean;
};

export type Reversal = { goods: number; platformDiscount: number; commission: number };

/**
 * What the refunds up to `refunded` cents of an item's paid goods reverse of its booked discount and commission. An
 * item the platform paid for wholly (a coupon or points took all of it) is paid back with no money: naming it in a
 * refund (`named`) reverses all of it, or the shop would keep the sale of goods it got back.
 */
function reversedUpTo(
  item: BookedItem,
  refunded: number,
  named: boolean,
): { platformDiscount: number; commission: number } {
  const paid = item.goods - item.platformDiscount;
  const all = { platformDiscount: item.platformDiscount, commission: item.commission };
  if (paid <= 0) return named || refunded > 0 ? all : { platformDiscount: 0, commission: 0 };
  if (refunded <= 0) return { platformDiscount: 0, commission: 0 };
  if (refunded >= paid) return all;
  return {
    platformDiscount: Math.floor((item.platformDiscount * refunded) / paid),
    commission: Math.floor((item.commission * refunded) / paid),
  };
}

/**
 * The refund's share of what the sale booked. `closing`: after this refund every item of the shop order is paid
 * back, so it reverses all that is left (`reversedBefore`: what earlier refunds of the shop order reversed). The
 * goods reversed are the money paid back for goods plus the platform discount reversed, so that
 * money back = goods + freight − platform discount, the sale's equation backwards.
 */
export function refundReversal(
  items: BookedItem[],
  closing: boolean,
  reversedBefore: { platformDiscount: number; commission: number },
): Reversal {
  const paidBack = items.reduce((sum, i) => sum + i.refundedNow, 0);
  let platformDiscount = 0;
  let commission = 0;
  if (closing) {
    platformDiscount = items.reduce((sum, i) => sum + i.platformDiscount, 0) - reversedBefore.platformDiscount;
    commission = items.reduce((sum, i) => sum + i.commission, 0) - reversedBefore.commission;
  } else {
    for (const item of items) {
      const namedBefore = item.namedBefore === true;
      const before = reversedUpTo(item, item.refundedBefore, namedBefore);
      const after = reversedUpTo(item, item.refundedBefore + item.refundedNow, namedBefore || item.namedNow === true);
      platformDiscount += after.platformDiscount - before.platformDiscount;
      commission += after.commission - before.commission;
    }
  }
  return { goods: paidBack + platformDiscount, platformDiscount, commission };
}

/**
 * The commission on the freight a shop keeps (decision 0024: the fee base is goods and freight): `kept` cents of the
 * shop order's freight at its frozen rate, round half up; exactly the frozen figure while all of it is kept. A refund
 * reverses the difference before and after it, so all the refunds of a shop order reverse what the sale booked less
 * the commission on the freight that stays with the shop (freight kept back by a refund adds to it).
 */
export function freightCommissionKept(order: { freight: number; bp: number; frozen: number }, kept: number): number {
  if (kept === order.freight) return order.frozen;
  return commissionOf(kept, order.bp);
}
