import { fromCents } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';

const STATUS = ['unpaid', 'to_ship', 'to_receive', 'to_review', 'completed', 'cancelled'] as const;
export const MerchantOrderStatus = STATUS;

/** The shop's orders; `merchantId` is required, so no query can reach another shop's orders. */
export async function listShopOrders(db: Db, merchantId: number, q: { status?: string; page: number; limit: number }) {
  const filter: SQL = q.status ? sql`AND s.status = ${q.status}` : sql``;
  const { rows } = await db.execute<{
    order_no: string;
    status: string;
    pay_amount: number;
    created_at: string;
    paid_at: string | null;
    address: { realName: string; detail: string; phone: string };
    items: { name: string; skuText: string; quantity: number }[];
    total: number;
  }>(sql`
    SELECT s.order_no, s.status, s.pay_amount, s.created_at, s.paid_at, o.address,
      (SELECT json_agg(json_build_object('name', i.name, 'skuText', i.sku_text, 'quantity', i.quantity) ORDER BY i.id)
       FROM order_items i WHERE i.shop_order_id = s.id) AS items,
      count(*) OVER () AS total
    FROM shop_orders s JOIN orders o ON o.id = s.order_id
    WHERE s.merchant_id = ${merchantId} ${filter}
    ORDER BY s.created_at DESC, s.id DESC LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`);
  return {
    list: rows.map((r) => ({
      orderNo: r.order_no,
      status: r.status,
      payFee: fromCents(r.pay_amount),
      createTime: new Date(r.created_at).toISOString(),
      payTime: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      consignee: { realName: r.address.realName, detail: r.address.detail, phone: r.address.phone },
      items: r.items ?? [],
    })),
    total: rows[0]?.total ?? 0,
    page: q.page,
    limit: q.limit,
  };
}

/** Ships a paid shop order of this shop; the first logistics event is recorded with it. */
export async function shipOrder(
  db: Db,
  merchantId: number,
  orderNo: string,
  input: { courierCompany: string; trackingNo: string; courierName?: string; courierPhone?: string },
) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE shop_orders SET status = 'to_receive', shipped_at = now(), courier_company = ${input.courierCompany},
        tracking_no = ${input.trackingNo}, courier_name = ${input.courierName ?? null}, courier_phone = ${input.courierPhone ?? null}
      WHERE order_no = ${orderNo} AND merchant_id = ${merchantId} AND status = 'to_ship' RETURNING id`);
    if (!rows[0]) {
      const { rows: found } = await tx.execute(
        sql`SELECT 1 FROM shop_orders WHERE order_no = ${orderNo} AND merchant_id = ${merchantId}`,
      );
      if (!found[0]) throw notFound('Order not found');
      throw invalid('Only a paid order waiting for delivery can be shipped');
    }
    await tx.execute(sql`
      INSERT INTO logistics_events (shop_order_id, text)
      VALUES (${rows[0].id}, ${`Handed to ${input.courierCompany}, tracking number ${input.trackingNo}`})`);
  });
}
