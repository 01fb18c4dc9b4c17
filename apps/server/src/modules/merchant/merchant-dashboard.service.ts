import { type Dashboard, fromCents } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const SERIES_DAYS = 30;

/**
 * The shop's figures. Days follow the merchant's clock: `tzOffset` is the browser's getTimezoneOffset() (minutes
 * from local time to UTC), so a day runs from local midnight to local midnight. An order counts on the day it was
 * paid; cancelled orders were never paid and do not count.
 */
export async function dashboard(db: Db, merchantId: number, tzOffset: number): Promise<Dashboard> {
  const shift = sql`make_interval(mins => ${tzOffset})`;
  const { rows: series } = await db.execute<{ day: string; orders: number; sales: number }>(sql`
    WITH days AS (
      SELECT generate_series(
        ((now() AT TIME ZONE 'UTC') - ${shift})::date - ${SERIES_DAYS - 1}::int,
        ((now() AT TIME ZONE 'UTC') - ${shift})::date,
        interval '1 day')::date AS day
    ), paid AS (
      SELECT ((paid_at AT TIME ZONE 'UTC') - ${shift})::date AS day, pay_amount
      FROM shop_orders
      WHERE merchant_id = ${merchantId} AND paid_at IS NOT NULL
        AND paid_at >= now() - make_interval(days => ${SERIES_DAYS + 1})
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(p.day)::int AS orders, coalesce(sum(p.pay_amount), 0)::bigint AS sales
    FROM days d LEFT JOIN paid p ON p.day = d.day
    GROUP BY d.day ORDER BY d.day`);
  const { rows } = await db.execute<{ to_ship: number; refunds: number; on_sale: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM shop_orders WHERE merchant_id = ${merchantId} AND status = 'to_ship') AS to_ship,
      (SELECT count(*)::int FROM refunds WHERE merchant_id = ${merchantId} AND status IN ('review', 'returned')) AS refunds,
      (SELECT count(*)::int FROM products WHERE merchant_id = ${merchantId} AND on_sale) AS on_sale`);
  const today = series.at(-1);
  return {
    today: { orders: today?.orders ?? 0, sales: fromCents(Number(today?.sales ?? 0)) },
    toShip: rows[0]?.to_ship ?? 0,
    refundsToHandle: rows[0]?.refunds ?? 0,
    productsOnSale: rows[0]?.on_sale ?? 0,
    series: series.map((d) => ({ date: d.day, orders: d.orders, sales: fromCents(Number(d.sales)) })),
  };
}
