import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { postEntries } from '../src/modules/finance/ledger';

/** Helpers of the settlement job's crash test (not part of the app). */

/**
 * `count` shop orders of one shop, paid and booked as sales through the ledger's writer (what `recordSale` books: the
 * goods to pending less 10 % commission) and waiting in the settlement queue. `completedDaysAgo` null: not completed
 * yet. Answers their ids in ascending order (the job settles in that order).
 */
export async function bookedShopOrders(
  db: Db,
  merchantId: number,
  count: number,
  completedDaysAgo: number | null,
): Promise<number[]> {
  const tag = randomBytes(4).toString('hex');
  const status = completedDaysAgo === null ? 'to_ship' : 'completed';
  const completedAt = completedDaysAgo === null ? null : new Date(Date.now() - completedDaysAgo * 86_400_000);
  const { rows: buyer } = await db.execute<{ id: number }>(sql`SELECT id FROM users ORDER BY id LIMIT 1`);
  const { rows } = await db.execute<{ id: number; order_no: string; pay_amount: number }>(sql`
    WITH o AS (
      INSERT INTO orders (order_no, pre_order_no, user_id, status, pay_type, pro_total, freight, pay_amount, address,
        pay_deadline, paid_at)
      SELECT 'PTC' || ${tag} || g, 'crash-' || ${tag} || '-' || g, ${buyer[0]!.id}, 'paid', 'card', 1000 + g * 7, 0,
        1000 + g * 7, '{}'::jsonb, now(), now() - interval '40 days'
      FROM generate_series(1, ${count}) g RETURNING id, user_id, order_no, pay_amount, paid_at)
    INSERT INTO shop_orders (order_no, order_id, user_id, merchant_id, status, pro_total, freight, pay_amount,
      paid_at, completed_at)
    SELECT 'SHC' || substr(o.order_no, 4), o.id, o.user_id, ${merchantId}, ${status}, o.pay_amount, 0, o.pay_amount,
      o.paid_at, ${completedAt}::timestamptz
    FROM o ORDER BY o.id RETURNING id, order_no, pay_amount`);
  const sorted = rows.sort((a, b) => a.id - b.id);
  await db.transaction(async (tx) => {
    await postEntries(
      tx,
      sorted.map((so) => {
        const paid = Number(so.pay_amount);
        const commission = Math.floor(paid / 10);
        return {
          key: `sale:${so.order_no}`,
          kind: 'sale' as const,
          merchantId,
          shopOrderId: so.id,
          lines: [
            { account: 'provider_cash' as const, amount: paid },
            { account: 'merchant_pending' as const, merchantId, amount: -paid },
            { account: 'merchant_pending' as const, merchantId, kind: 'commission' as const, amount: commission },
            { account: 'platform_commission' as const, kind: 'commission' as const, amount: -commission },
          ],
        };
      }),
    );
    await tx.execute(sql`
      INSERT INTO settlement_queue (shop_order_id, merchant_id)
      SELECT (x)::int, ${merchantId} FROM jsonb_array_elements_text(${JSON.stringify(sorted.map((s) => s.id))}::jsonb) x`);
  });
  return sorted.map((s) => s.id);
}
