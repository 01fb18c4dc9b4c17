import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { giveCouponsBackIfTheirGoodsRefunded } from '../coupons/coupon-returns';
import { givePointsBackForClosedShopOrder } from '../points/points-ledger';

/**
 * A shop order Stripe refunded in full before shipping is closed as refunded (decision 0051) while a request of the
 * shopper may still be open for some of its items. Its other items were paid back by Stripe: they are marked refunded
 * and the points and coupons spent on the shop order come back, less what the open requests hold (audit DM4); an open
 * request gives back its own when it is paid with Stripe's money. When such a request closes unpaid instead (refused,
 * revoked, or closed because Stripe no longer holds the money), its items were paid back by Stripe as well, so this
 * is called again and gives back what it held. Idempotent: the points given back are what the shop order spent, less
 * what came back before and what the requests still open hold, and a coupon comes back only from "used".
 *
 * Takes the shopper's row, then the shop order's, the order the Stripe returns and the settling of a refund take
 * them: a request closing while Stripe's refund is recorded waits for it and then reads the order closed.
 * `closedNow`: the caller just closed the shop order (the Stripe returns), whatever items are left free.
 */
export async function settleClosedAtStripe(t: Queryable, shopOrderId: number, closedNow = false): Promise<void> {
  const { rows: owner } = await t.execute<{ user_id: number }>(
    sql`SELECT user_id FROM shop_orders WHERE id = ${shopOrderId}`,
  );
  if (!owner[0]) return;
  await t.execute(sql`SELECT 1 FROM users WHERE id = ${owner[0].user_id} FOR UPDATE`);
  const { rows } = await t.execute<{ status: string }>(
    sql`SELECT status FROM shop_orders WHERE id = ${shopOrderId} FOR UPDATE`,
  );
  // Only a closed order: elsewhere a freed item is simply free to ask for again.
  if (rows[0]?.status !== 'refunded') return;
  // Items in no request of a refunded order: nothing but Stripe's refund paid them back.
  const { rows: freed } = await t.execute(sql`
    UPDATE order_items SET refund_status = 'refunded'
    WHERE shop_order_id = ${shopOrderId} AND refund_status = 'none' RETURNING id`);
  if (freed.length === 0 && !closedNow) return;
  await givePointsBackForClosedShopOrder(t, shopOrderId);
  await giveCouponsBackIfTheirGoodsRefunded(t, shopOrderId);
}
