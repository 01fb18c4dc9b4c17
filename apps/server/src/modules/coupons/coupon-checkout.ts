import type { Locale, LocalizedText } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { conflict, invalid, notFound } from '../../platform/errors';
import { couponName } from './coupons.service';

/** A coupon in the shopper's hands as checkout sees it (money in cents). */
export type HeldCoupon = {
  couponUserId: number;
  couponId: number;
  merchantId: number;
  name: string;
  useType: number;
  productIds: number[];
  categoryId: number | null;
  amount: number;
  minSpend: number;
  validTo: string;
};

type HeldRow = {
  id: number;
  coupon_id: number;
  user_id: number;
  merchant_id: number;
  status: string;
  not_yet: boolean;
  expired: boolean;
  valid_to: string;
  name: string;
  names: LocalizedText;
  use_type: number;
  product_ids: number[];
  category_id: number | null;
  amount: number;
  min_spend: number;
};

const heldColumns = sql`
  cu.id, cu.coupon_id, cu.user_id, cu.merchant_id, cu.status, cu.valid_from > now() AS not_yet,
  cu.valid_to <= now() AS expired, cu.valid_to, c.name, c.names, c.use_type, c.product_ids, c.category_id, c.amount, c.min_spend`;

/** `name` in the reader's language (decision 0056): checkout lists the coupons by it. */
function toHeld(r: HeldRow, locale: Locale = 'en'): HeldCoupon {
  return {
    couponUserId: r.id,
    couponId: r.coupon_id,
    merchantId: r.merchant_id,
    name: couponName(r, locale),
    useType: r.use_type,
    productIds: r.product_ids,
    categoryId: r.category_id,
    amount: r.amount,
    minSpend: r.min_spend,
    validTo: new Date(r.valid_to).toISOString(),
  };
}

/**
 * The shopper's coupons usable now (unused, inside their validity) of these shops and the platform, by face value
 * then expiry: checkout lists them by what they take off in the order, which only it knows, keeping this order for
 * ties (audit CE1).
 */
export async function usableCouponsOf(
  db: Db,
  userId: number,
  merchantIds: number[],
  locale: Locale = 'en',
): Promise<HeldCoupon[]> {
  const shops = [0, ...merchantIds];
  const { rows } = await db.execute<HeldRow>(sql`
    SELECT ${heldColumns} FROM coupon_users cu JOIN coupons c ON c.id = cu.coupon_id
    WHERE cu.user_id = ${userId} AND cu.status = 'unused' AND cu.valid_from <= now() AND cu.valid_to > now()
      AND cu.merchant_id IN (${sql.join(
        shops.map((id) => sql`${id}`),
        sql`, `,
      )})
    ORDER BY c.amount DESC, cu.valid_to, cu.id`);
  return rows.map((r) => toHeld(r, locale));
}

/**
 * The coupons chosen at checkout, checked one by one: each must be the shopper's own (anything else reads as not
 * found, whoever's it is), unused and valid now. With `lock` the rows are locked (ascending id) until the
 * transaction ends, so that two checkouts cannot both use one coupon.
 */
export async function chosenCoupons(
  db: Queryable,
  userId: number,
  couponUserIds: number[],
  opts: { lock?: boolean } = {},
): Promise<HeldCoupon[]> {
  const ids = [...new Set(couponUserIds)].sort((a, b) => a - b);
  if (ids.length !== couponUserIds.length) throw invalid('The same coupon is chosen twice');
  if (ids.length === 0) return [];
  const { rows } = await db.execute<HeldRow>(sql`
    SELECT ${heldColumns} FROM coupon_users cu JOIN coupons c ON c.id = cu.coupon_id
    WHERE cu.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND cu.user_id = ${userId}
    ORDER BY cu.id ${opts.lock ? sql`FOR UPDATE OF cu` : sql``}`);
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound('This coupon does not exist');
    if (row.status !== 'unused') throw conflict('This coupon has already been used');
    if (row.expired) throw invalid('This coupon has expired');
    if (row.not_yet) throw invalid('This coupon cannot be used yet');
    return toHeld(row);
  });
}

/**
 * Marks the chosen coupons used by the checkout, inside its transaction; a coupon used meanwhile refuses it all.
 * The shopper's coupon rows first, then the coupons' counters in ascending id, so that checkouts never wait on each
 * other in opposite orders.
 */
export async function markCouponsUsed(t: Queryable, orderId: number, couponUserIds: number[]): Promise<void> {
  const couponIds: number[] = [];
  for (const id of [...couponUserIds].sort((a, b) => a - b)) {
    const { rows } = await t.execute<{ coupon_id: number }>(sql`
      UPDATE coupon_users SET status = 'used', used_order_id = ${orderId}, used_at = now()
      WHERE id = ${id} AND status = 'unused' RETURNING coupon_id`);
    if (!rows[0]) throw conflict('This coupon has already been used');
    couponIds.push(rows[0].coupon_id);
  }
  for (const id of couponIds.sort((a, b) => a - b)) {
    await t.execute(sql`UPDATE coupons SET used = used + 1 WHERE id = ${id}`);
  }
}
