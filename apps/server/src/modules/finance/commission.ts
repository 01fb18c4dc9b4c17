import { type SQL, sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import { commissionOf, type ItemSplit, splitShopOrder } from './splits';

/**
 * Each shop's commission rate now, in basis points: its own rate (`merchants.commission_bp`, set by the platform),
 * else its merchant category's handling fee (a percent with two decimals), else 0. Checkout freezes it on the order
 * items (a later change alters no past order). A column of the merchant row aliased `merchant`, so that checkout reads
 * it with the goods (issue 25); `commissionRates` reads it alone.
 */
export const commissionBpOf = (merchant: SQL): SQL => sql`coalesce(${merchant}.commission_bp,
  (SELECT (mc.handling_fee * 100)::int FROM merchant_categories mc WHERE mc.id = ${merchant}.category_id), 0)`;

export async function commissionRates(t: Queryable, merchantIds: number[]): Promise<Map<number, number>> {
  if (merchantIds.length === 0) return new Map();
  const { rows } = await executePrepared<{ id: number; bp: number }>(
    t,
    sql`
    SELECT m.id, ${commissionBpOf(sql`m`)} AS bp FROM merchants m
    WHERE m.id = ANY(${`{${merchantIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.bp]));
}

/**
 * What checkout writes on each item of a shop order: the frozen rate, the item's shares of the shop coupon and of
 * the platform-funded discounts (platform coupon share and points), and its commission.
 */
export function orderItemSplits(shop: {
  bp: number;
  amounts: number[];
  /** The shop order's coupon discount (shop coupon plus the platform coupon's share). */
  coupon: number;
  shopCoupon: number;
  points: number;
  /** Which items each coupon covers (checkout's pricing says); absent, every coupon is spread over every item. */
  covered?: { shop: boolean[]; platform: boolean[] };
}): ItemSplit[] {
  return splitShopOrder({
    bp: shop.bp,
    amounts: shop.amounts,
    shopCoupon: shop.shopCoupon,
    platformDiscount: shop.coupon - shop.shopCoupon + shop.points,
    ...(shop.covered ? { covered: { ...shop.covered, platformCoupon: shop.coupon - shop.shopCoupon } } : {}),
  });
}

/**
 * The commission on a shop order's freight (decision 0024), which checkout freezes with the shop order: the fee base is
 * what the buyer pays for the shop order, goods and freight, as the large marketplaces charge it. Same rate as the
 * shop order's goods (frozen on its items), round half up.
 */
export function freightCommission(freight: number, bp: number): number {
  return commissionOf(freight, bp);
}
