import type { Locale, MerchantOrderStatus } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AddressSnapshot } from '../../db/schema';
import { type ReadableAddress, readableAddress } from '../addresses/address-text';
import { lineName, lineSkuText } from './line-texts';
import { orderFilter, type ShopOrderFilter } from './merchant-orders.service';

// The rows of the shop's orders CSV (order-csv.ts writes them).

/** At most this many orders go into one export, the newest first. */
export const EXPORT_LIMIT = 10_000;

export type ExportRow = {
  order_no: string;
  status: MerchantOrderStatus;
  created_at: string;
  paid_at: string | null;
  address: AddressSnapshot;
  items: string | null;
  pro_total: number;
  freight: number;
  discount: number;
  pay_amount: number;
  /** What refunds paid back of it (audit AW5: a partly refunded order read as sold whole). */
  refunded: number;
  courier_company: string | null;
  tracking_no: string | null;
  mark: string;
  /** The address as the merchant reads it (countries and regions named in their language). */
  place: ReadableAddress;
};

/** The days an export covers, the shop's (`YYYY-MM-DD`, `to` included); either may be left open. */
export type ExportDays = { from?: string; to?: string };

/**
 * The newest EXPORT_LIMIT orders of the filter and days, and whether older ones were left out (audit AW5: the file
 * stopped at the limit without a word). Days are the shop's (`timeZone`), as its statement's are (audit AW1).
 */
export async function exportRows(
  db: Db,
  merchantId: number,
  q: ShopOrderFilter & ExportDays,
  locale: Locale = 'en',
  timeZone = 'UTC',
): Promise<{ rows: ExportRow[]; more: boolean }> {
  const days = [
    q.from ? sql`AND s.created_at >= (${q.from}::date::timestamp AT TIME ZONE ${timeZone})` : sql``,
    q.to ? sql`AND s.created_at < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${timeZone})` : sql``,
  ];
  const { rows } = await db.execute<Omit<ExportRow, 'place'>>(sql`
    SELECT s.order_no, s.status, s.created_at, s.paid_at, o.address, s.pro_total, s.freight,
      s.coupon_discount + s.points_discount AS discount, s.pay_amount, s.courier_company, s.tracking_no, s.mark,
      (SELECT coalesce(sum(r.amount), 0)::bigint FROM refunds r
        WHERE r.shop_order_id = s.id AND r.status = 'refunded') AS refunded,
      (SELECT string_agg(i.name || CASE WHEN i.sku_text <> '' THEN ' (' || i.sku_text || ')' ELSE '' END
        || ' x ' || i.quantity, '; ' ORDER BY i.id)
       FROM (SELECT ${lineName(locale, sql.raw('l'))} AS name, ${lineSkuText(locale, sql.raw('l'))} AS sku_text,
         l.quantity, l.id FROM order_items l WHERE l.shop_order_id = s.id) i) AS items
    FROM shop_orders s JOIN orders o ON o.id = s.order_id
    WHERE s.merchant_id = ${merchantId} ${orderFilter(q)} ${sql.join(days, sql` `)}
    ORDER BY s.created_at DESC, s.id DESC LIMIT ${EXPORT_LIMIT + 1}`);
  // One past the limit says whether there were more, and is not written.
  const more = rows.length > EXPORT_LIMIT;
  const kept = more ? rows.slice(0, EXPORT_LIMIT) : rows;
  const places = await Promise.all(kept.map((r) => readableAddress(r.address, locale)));
  return { rows: kept.map((r, i) => ({ ...r, place: places[i]! })), more };
}
