import type { Dashboard } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { visibleProduct } from '../catalog/visibility';
import { paidSeries } from '../orders/paid-series';

/**
 * The shop's figures; the 30-day series is the orders module's read model (orders/paid-series.ts). Products on sale
 * are those shoppers can see (catalog/visibility.ts, as the operator's dashboard counts them): none while the shop
 * is suspended, whatever each product's own switch says (audit FO8).
 */
export async function dashboard(db: Db, merchantId: number, tzOffset: number): Promise<Dashboard> {
  const series = await paidSeries(db, sql`merchant_id = ${merchantId}`, tzOffset);
  const { rows } = await db.execute<{ to_ship: number; refunds: number; on_sale: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM shop_orders WHERE merchant_id = ${merchantId} AND status = 'to_ship') AS to_ship,
      (SELECT count(*)::int FROM refunds WHERE merchant_id = ${merchantId} AND status IN ('review', 'returned')) AS refunds,
      (SELECT count(*)::int FROM products p JOIN merchants m ON m.id = p.merchant_id
        WHERE p.merchant_id = ${merchantId} AND ${visibleProduct}) AS on_sale`);
  const today = series.at(-1);
  return {
    today: { orders: today?.orders ?? 0, sales: today?.sales ?? '0.00' },
    toShip: rows[0]?.to_ship ?? 0,
    refundsToHandle: rows[0]?.refunds ?? 0,
    productsOnSale: rows[0]?.on_sale ?? 0,
    series: series.map(({ cents: _cents, ...d }) => d),
  };
}
