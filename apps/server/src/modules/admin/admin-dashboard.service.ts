import { type AdminDashboard, fromCents } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visibleProduct } from '../catalog/visibility';
import { paidSeries, SERIES_DAYS } from '../orders/paid-series';

/**
 * The mall's figures for the operator. Days follow the operator's clock (`tzOffset`, the browser's
 * getTimezoneOffset()); a shop order counts on the day it was paid. "New shops" opened in the last 30 days.
 */
export async function platformDashboard(db: Db, tzOffset: number): Promise<AdminDashboard> {
  const series = await paidSeries(db, sql`TRUE`, tzOffset);
  const { rows } = await db.execute<{
    to_ship: number;
    refunds: number;
    applications: number;
    changes: number;
    new_shops: number;
    open_shops: number;
    on_sale: number;
  }>(sql`
    SELECT
      (SELECT count(*)::int FROM shop_orders WHERE status = 'to_ship') AS to_ship,
      (SELECT count(*)::int FROM refunds WHERE status IN ('review', 'returned')) AS refunds,
      (SELECT count(*)::int FROM merchant_applications WHERE audit_status = 1) AS applications,
      (SELECT count(*)::int FROM merchant_change_requests WHERE status = 'pending') AS changes,
      (SELECT count(*)::int FROM merchants WHERE created_at >= now() - make_interval(days => ${SERIES_DAYS})) AS new_shops,
      (SELECT count(*)::int FROM merchants WHERE status = 'open') AS open_shops,
      (SELECT count(*)::int FROM products p JOIN merchants m ON m.id = p.merchant_id
        WHERE ${visibleProduct}) AS on_sale`);
  const today = series.at(-1);
  const figures = rows[0]!;
  return {
    today: { orders: today?.orders ?? 0, sales: today?.sales ?? '0.00' },
    series: series.map(({ cents: _cents, ...d }) => d),
    last30: {
      orders: series.reduce((n, d) => n + d.orders, 0),
      sales: fromCents(series.reduce((n, d) => n + d.cents, 0)),
    },
    toShip: figures.to_ship,
    refundsWaiting: figures.refunds,
    applicationsWaiting: figures.applications,
    shopChangesWaiting: figures.changes,
    newShops: figures.new_shops,
    openShops: figures.open_shops,
    productsOnSale: figures.on_sale,
  };
}
