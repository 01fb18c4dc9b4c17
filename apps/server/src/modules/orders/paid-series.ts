import { fromCents } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const SERIES_DAYS = 30;

/**
 * Paid shop orders and the sales per day over the last 30 days, oldest first, today last, on the reader's clock:
 * `tzOffset` is the browser's getTimezoneOffset() (minutes from local time to UTC), so a day runs from local midnight
 * to local midnight. `where` narrows the shop orders (`TRUE` for the mall).
 *
 * Sales, the one definition both dashboards show and the ledger books (issue 22, item 10): what shoppers paid, on the
 * day they paid (the `sale` entries' provider cash), less what refunds paid back, on the day they were paid back (the
 * `refund` entries' provider cash). An order counts on the day it was paid.
 */
export async function paidSeries(db: Db, where: SQL, tzOffset: number) {
  const shift = sql`make_interval(mins => ${tzOffset})`;
  const { rows } = await db.execute<{ day: string; orders: number; sales: number }>(sql`
    WITH days AS (
      SELECT generate_series(
        ((now() AT TIME ZONE 'UTC') - ${shift})::date - ${SERIES_DAYS - 1}::int,
        ((now() AT TIME ZONE 'UTC') - ${shift})::date,
        interval '1 day')::date AS day
    ), paid AS (
      SELECT ((paid_at AT TIME ZONE 'UTC') - ${shift})::date AS day, pay_amount
      FROM shop_orders
      WHERE ${where} AND paid_at IS NOT NULL AND paid_at >= now() - make_interval(days => ${SERIES_DAYS + 1})
    ), refunded AS (
      SELECT ((r.refunded_at AT TIME ZONE 'UTC') - ${shift})::date AS day, sum(r.amount) AS amount
      FROM refunds r
      WHERE r.status = 'refunded' AND r.refunded_at >= now() - make_interval(days => ${SERIES_DAYS + 1})
        AND r.shop_order_id IN (SELECT id FROM shop_orders WHERE ${where})
      GROUP BY 1
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(p.day)::int AS orders,
      (coalesce(sum(p.pay_amount), 0) - coalesce(min(f.amount), 0))::bigint AS sales
    FROM days d LEFT JOIN paid p ON p.day = d.day LEFT JOIN refunded f ON f.day = d.day
    GROUP BY d.day ORDER BY d.day`);
  return rows.map((d) => ({
    date: d.day,
    orders: d.orders,
    sales: fromCents(Number(d.sales)),
    cents: Number(d.sales),
  }));
}
