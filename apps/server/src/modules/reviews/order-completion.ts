import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import * as transitions from '../orders/order-transitions';
import { earnPointsForShopOrder } from '../points/points-ledger';

/**
 * Completes a received shop order whose every item is reviewed (or refunded) and earns its points, inside the
 * caller's transaction. Conditional on "to_review", so it happens once; answers whether this call completed it.
 */
export async function completeIfAllReviewed(t: Queryable, shopOrderId: number): Promise<boolean> {
  if (!(await transitions.completeIfAllReviewed(t, shopOrderId))) return false;
  await earnPointsForShopOrder(t, shopOrderId);
  return true;
}

/**
 * Completes one received order that waited `days` for its reviews, with its points, in one transaction. An order with
 * a refund still open waits for the refund.
 */
async function completeOverdueOrder(db: Db, shopOrderId: number, days: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await transitions.completeOverdue(tx, shopOrderId, days))) return false;
    await earnPointsForShopOrder(tx, shopOrderId);
    return true;
  });
}

/** The sweep's step: received orders not reviewed within `days` complete by themselves. Answers how many. */
export async function completeOverdueOrders(db: Db, days: number): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM shop_orders WHERE status = 'to_review' AND received_at <= now() - make_interval(days => ${days})
    ORDER BY id LIMIT 500`);
  let completed = 0;
  for (const row of rows) if (await completeOverdueOrder(db, row.id, days)) completed++;
  return completed;
}

/**
 * The shop's rating is the average service score of its reviews, one decimal. The shop's row is locked first, so
 * that two reviews committed at once both count: the average is read after the other transaction committed.
 */
export async function refreshShopRating(t: Queryable, merchantId: number): Promise<void> {
  await t.execute(sql`SELECT id FROM merchants WHERE id = ${merchantId} FOR UPDATE`);
  await t.execute(sql`
    UPDATE merchants SET rating = coalesce(
      (SELECT round(avg(service_score)::numeric, 1) FROM reviews WHERE merchant_id = ${merchantId}), rating)
    WHERE id = ${merchantId}`);
  // The shop's rating under every goods detail of the shop, in every process once this commits (issue 25).
  await announceChange(t, 'shop', [merchantId]);
}
