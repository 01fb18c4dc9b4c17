import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

// A shop's own people buying in it (audit CH2): a merchant may test their shop, but the mall pays nothing for it
// (no platform coupon, no points) and shows nothing of it (no review). "Runs the shop": any staff row of the shop,
// the owner's included (a disabled account cannot buy at all).

/** The shop this account runs (owner or staff), or null. One shop per account (merchant_staff_user_idx). */
export async function shopRunBy(db: Queryable, userId: number): Promise<number | null> {
  const { rows } = await db.execute<{ merchant_id: number }>(
    sql`SELECT merchant_id FROM merchant_staff WHERE user_id = ${userId}`,
  );
  return rows[0]?.merchant_id ?? null;
}

/** `shopRunBy` as a column of another statement, for the account in `userId` (a column expression). */
export const shopRunByOf = (userId: SQL): SQL =>
  sql`(SELECT merchant_id FROM merchant_staff WHERE user_id = ${userId})`;

/** SQL true when the account in `userId` runs the shop in `merchantId` (two column expressions). */
export const runsShop = (userId: SQL, merchantId: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM merchant_staff own WHERE own.user_id = ${userId} AND own.merchant_id = ${merchantId})`;
