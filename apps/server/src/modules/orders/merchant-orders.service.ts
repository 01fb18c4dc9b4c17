import {
  type DeliveryMethod,
  fromCents,
  type Locale,
  type MerchantOrderDetail,
  type MerchantOrderStatus,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import type { AddressSnapshot } from '../../db/schema';
import { conflict, invalid, notFound } from '../../platform/errors';
import { translateMessage } from '../../platform/messages';
import { readableAddress } from '../addresses/address-text';
import { recordNotice } from '../notices/record';
import { closedForServiceOf } from '../refunds/refund-view';
import { shownNickname } from '../users/closed-name';
import { lineName, lineSkuText } from './line-texts';
import * as transitions from './order-transitions';
import { refundedOf, refundedTotals } from './refunded-totals';

export type ShopOrderFilter = { status?: string; keyword?: string };

/** A whole order number as given out: the checkout's (PT, on the pay page and the "order paid" notice) or a shop's. */
const WHOLE_ORDER_NO = /^(?:PT|SH)\d{20}$/i;
/** A keyword made of what people write a phone number with: digits, spaces, +, -, dots and brackets. */
const PHONE_LIKE = /^[+\d\s().-]+$/;
/** Country calling codes have 1 to 3 digits: `+1 212 555 0100` is the stored `2125550100` with its code. */
const CALLING_CODE_DIGITS = 3;

/**
 * Status and keyword, as support is given them (audit FO4). A whole order number, the checkout's (PT…) or the shop
 * order's (SH…), finds its shop orders through the unique indexes on both numbers. Anything else matches part of
 * either number, the consignee's name (runs of spaces in either read as one) or the phone; a keyword written like a
 * phone (`212-555-0100`, `(212) 555 0100`, `+1 212 555 0100`) is compared on its digits: part of the stored number's
 * digits, or the stored number (7 digits or more) with up to 3 digits of country code before it.
 */
export function orderFilter(q: ShopOrderFilter): SQL {
  const parts: SQL[] = [];
  if (q.status) parts.push(sql`AND s.status = ${q.status}`);
  const keyword = q.keyword?.trim().replace(/\s+/g, ' ');
  if (keyword && WHOLE_ORDER_NO.test(keyword)) {
    const no = keyword.toUpperCase();
    parts.push(sql`AND s.id IN (
      SELECT id FROM shop_orders WHERE order_no = ${no}
      UNION ALL
      SELECT so.id FROM orders po JOIN shop_orders so ON so.order_id = po.id WHERE po.order_no = ${no})`);
  } else if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = PHONE_LIKE.test(keyword) ? keyword.replace(/\D/g, '') : '';
    const phone = sql`regexp_replace(coalesce(o.address->>'phone', ''), '[^0-9]', '', 'g')`;
    const byDigits =
      digits.length < 4
        ? sql``
        : sql`OR ${phone} LIKE ${`%${digits}%`}
          OR (length(${phone}) >= 7 AND length(${phone}) >= ${digits.length - CALLING_CODE_DIGITS}
            AND ${digits} LIKE ('%' || ${phone}))`;
    parts.push(
      sql`AND (s.order_no ILIKE ${like} OR o.order_no ILIKE ${like}
        OR regexp_replace(o.address->>'realName', '[[:space:]]+', ' ', 'g') ILIKE ${like}
        OR o.address->>'phone' ILIKE ${like} ${byDigits})`,
    );
  }
  return sql.join(parts, sql` `);
}

/** The shop's orders; `merchantId` is required, so no query can reach another shop's orders. */
export async function listShopOrders(
  db: Db,
  merchantId: number,
  q: ShopOrderFilter & { page: number; limit: number },
  locale: Locale = 'en',
) {
  const { list, ...page } = await shopOrdersWhere(db, sql`s.merchant_id = ${merchantId}`, q, locale);
  return { list: list.map(({ merId: _merId, merName: _merName, ...row }) => row), ...page };
}

/**
 * Shop orders matching `where` (on `s`, the shop order) and the filters, newest first, each with its shop: the shop's
 * console scopes it to one shop, the platform's (orders/admin-orders.routes.ts) to all or one.
 */
export async function shopOrdersWhere(
  db: Db,
  where: SQL,
  q: ShopOrderFilter & { page: number; limit: number },
  locale: Locale = 'en',
) {
  const filter = orderFilter(q);
  const { rows, total } = await countedPage<{
    merchant_id: number;
    mer_name: string;
    order_no: string;
    status: string;
    pay_amount: number;
    created_at: string;
    paid_at: string | null;
    address: AddressSnapshot;
    items: { name: string; skuText: string; quantity: number }[];
    total: number;
  }>(
    db,
    q,
    (window) => sql`
    SELECT s.merchant_id, m.name AS mer_name, s.order_no, s.status, s.pay_amount, s.created_at, s.paid_at, o.address,
      (SELECT json_agg(json_build_object('name', ${lineName(locale)}, 'skuText', ${lineSkuText(locale)},
         'quantity', i.quantity) ORDER BY i.id)
       FROM order_items i WHERE i.shop_order_id = s.id) AS items,
      count(*) OVER ()::int AS total
    FROM shop_orders s JOIN orders o ON o.id = s.order_id JOIN merchants m ON m.id = s.merchant_id
    WHERE ${where} ${filter}
    ORDER BY s.created_at DESC, s.id DESC ${window}`,
  );
  const places = await Promise.all(rows.map((r) => readableAddress(r.address, locale)));
  return {
    list: rows.map((r, i) => ({
      merId: r.merchant_id,
      merName: r.mer_name,
      orderNo: r.order_no,
      status: r.status as MerchantOrderStatus,
      payFee: fromCents(r.pay_amount),
      createTime: new Date(r.created_at).toISOString(),
      payTime: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      consignee: {
        realName: r.address.realName,
        detail: r.address.detail,
        phone: r.address.phone,
        countryCode: r.address.countryCode ?? '',
        fullAddress: places[i]!.fullAddress,
      },
      items: r.items ?? [],
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** The first logistics event of a shipment, as the shopper reads it on /order/express. */
function firstEvent(shipment: transitions.Shipment): string {
  if (shipment.method === 'virtual') return 'Delivered online by the shop';
  return shipment.method === 'send'
    ? `Handed to ${shipment.courierCompany}, tracking number ${shipment.trackingNo}`
    : `Out for delivery by the shop: ${shipment.courierName}, phone ${shipment.courierPhone}`;
}

/** Ships a paid shop order of this shop; the first logistics event is recorded with it. */
export async function shipOrder(db: Db, merchantId: number, orderNo: string, input: transitions.Shipment) {
  return db.transaction(async (tx) => {
    // The shop order's row lock orders this against a refund request (which takes the same lock): a refund asked
    // for before shipping is decided first, or money could go back while the goods are on their way.
    const { rows: locked } = await tx.execute<{ id: number; status: string; delivery_method: string }>(sql`
      SELECT id, status, delivery_method FROM shop_orders
      WHERE order_no = ${orderNo} AND merchant_id = ${merchantId} FOR UPDATE`);
    const order = locked[0];
    if (!order) throw notFound('Order not found');
    // Closed while waiting to ship: its money went back to the buyer (a refund, or a dispute the bank decided for
    // them, decision 0051), so nothing is to be sent (audit EI4).
    if (order.status === 'refunded')
      throw invalid('This order is closed: its money was given back to the buyer. Do not ship it');
    if (order.status !== 'to_ship') throw invalid('Only a paid order waiting for delivery can be shipped');
    // An order of virtual goods was placed without an address: nothing can travel to it, and nothing else is virtual.
    const virtualOrder = order.delivery_method === 'virtual';
    if (virtualOrder && input.method !== 'virtual') throw invalid('Virtual goods need no courier: mark them delivered');
    if (!virtualOrder && input.method === 'virtual') {
      throw invalid('Only an order of virtual goods can be marked delivered without shipping');
    }
    const { rows: open } = await tx.execute(sql`
      SELECT 1 FROM refunds WHERE shop_order_id = ${order.id} AND status IN ('review', 'accepted', 'returned', 'refunding')
      LIMIT 1`);
    if (open[0]) throw conflict('This order has a refund request waiting: decide it before shipping');
    if (!(await transitions.ship(tx, order.id, input))) {
      throw invalid('Only a paid order waiting for delivery can be shipped');
    }
    await tx.execute(sql`
      INSERT INTO logistics_events (shop_order_id, text)
      VALUES (${order.id}, ${firstEvent(input)})`);
  });
}

export const CORRECT_ON_ITS_WAY = 'The shipment can be corrected while the order is on its way only';

/**
 * Corrects the courier and tracking number (or the deliverer) of a shipment on its way, before the shopper received
 * it (audit AM2: a mistyped number stayed on the shopper's tracking page for good). The correction is a logistics
 * event too, so the shopper's page says what changed, and a notice, so their bell, mail and SMS do (audit FC2); a
 * correction that changes nothing records neither.
 */
export async function correctShipment(
  db: Db,
  merchantId: number,
  orderNo: string,
  input: Exclude<transitions.Shipment, { method: 'virtual' }>,
) {
  await db.transaction(async (tx) => {
    // `changed`: whether the correction changes anything; one that changes nothing records nothing and tells nobody.
    const { rows } = await tx.execute<{ id: number; changed: boolean }>(sql`
      WITH old AS (
        SELECT id, delivery_method, courier_company, tracking_no, courier_name, courier_phone FROM shop_orders
        WHERE order_no = ${orderNo} AND merchant_id = ${merchantId} AND status = 'to_receive'
          AND delivery_method <> 'virtual'
        FOR UPDATE)
      UPDATE shop_orders s SET delivery_method = ${input.method},
        courier_company = ${input.method === 'send' ? input.courierCompany : null},
        tracking_no = ${input.method === 'send' ? input.trackingNo : null},
        courier_name = ${input.courierName ?? null}, courier_phone = ${input.courierPhone ?? null}
      FROM old WHERE s.id = old.id
      RETURNING s.id, (old.delivery_method, old.courier_company, old.tracking_no, old.courier_name, old.courier_phone)
        IS DISTINCT FROM (s.delivery_method, s.courier_company, s.tracking_no, s.courier_name, s.courier_phone) AS changed`);
    const order = rows[0];
    if (!order) {
      const { rows: found } = await tx.execute(
        sql`SELECT 1 FROM shop_orders WHERE order_no = ${orderNo} AND merchant_id = ${merchantId}`,
      );
      if (!found[0]) throw notFound('Order not found');
      throw invalid(CORRECT_ON_ITS_WAY);
    }
    if (!order.changed) return;
    const text =
      input.method === 'send'
        ? `Tracking corrected: ${input.courierCompany}, tracking number ${input.trackingNo}`
        : firstEvent(input);
    const { rows: event } = await tx.execute<{ id: number }>(
      sql`INSERT INTO logistics_events (shop_order_id, text) VALUES (${order.id}, ${text}) RETURNING id`,
    );
    // The shopper's bell, mail and SMS carried the old details: they are told the corrected ones (audit FC2).
    await recordNotice(tx, { kind: 'order_shipment_corrected', shopOrderId: order.id, eventId: Number(event[0]?.id) });
  });
}

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

type DetailRow = {
  merchant_id: number;
  mer_name: string;
  id: number;
  order_no: string;
  status: MerchantOrderStatus;
  created_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  received_at: string | null;
  pay_type: string;
  pro_total: number;
  freight: number;
  coupon_discount: number;
  points_discount: number;
  pay_amount: number;
  mark: string;
  user_id: number;
  nickname: string | null;
  buyer_disabled: boolean;
  buyer_closed: boolean;
  address: AddressSnapshot;
  delivery_method: DeliveryMethod;
  courier_company: string | null;
  tracking_no: string | null;
  courier_name: string | null;
  courier_phone: string | null;
};

/** One order of this shop with its items, consignee and logistics; another shop's order is not found. */
export async function shopOrderDetail(
  db: Db,
  merchantId: number,
  orderNo: string,
  locale: Locale = 'en',
): Promise<MerchantOrderDetail> {
  const {
    merId: _merId,
    merName: _merName,
    ...detail
  } = await shopOrderDetailWhere(db, sql`s.order_no = ${orderNo} AND s.merchant_id = ${merchantId}`, locale);
  return detail;
}

/** One shop order matching `where` (on `s`), with its shop; 404 when none. */
export async function shopOrderDetailWhere(
  db: Db,
  where: SQL,
  locale: Locale = 'en',
): Promise<MerchantOrderDetail & { merId: number; merName: string }> {
  const { rows } = await db.execute<DetailRow>(sql`
    SELECT s.merchant_id, m.name AS mer_name, s.id, s.order_no, s.status, s.created_at, s.paid_at, s.shipped_at, s.received_at, o.pay_type, s.pro_total,
      s.freight, s.coupon_discount, s.points_discount, s.pay_amount, s.mark, s.user_id, ${shownNickname('u', locale)} AS nickname, u.disabled_at IS NOT NULL AS buyer_disabled,
      u.closed_at IS NOT NULL AS buyer_closed, o.address,
      s.delivery_method, s.courier_company, s.tracking_no, s.courier_name, s.courier_phone
    FROM shop_orders s JOIN orders o ON o.id = s.order_id LEFT JOIN users u ON u.id = s.user_id
      JOIN merchants m ON m.id = s.merchant_id
    WHERE ${where}`);
  const order = rows[0];
  if (!order) throw notFound('Order not found');
  const { rows: items } = await db.execute<{
    id: number;
    product_id: number;
    name: string;
    image: string;
    sku_text: string;
    price: number;
    quantity: number;
    refund_status: string;
  }>(sql`
    SELECT i.id, i.product_id, ${lineName(locale)} AS name, i.image, ${lineSkuText(locale)} AS sku_text, i.price,
      i.quantity, i.refund_status
    FROM order_items i WHERE i.shop_order_id = ${order.id} ORDER BY i.id`);
  const refunded = refundedOf(await refundedTotals(db, [order.id]), order.id);
  const { rows: events } = await db.execute<{ text: string; created_at: string }>(sql`
    SELECT text, created_at FROM logistics_events WHERE shop_order_id = ${order.id} ORDER BY created_at DESC, id DESC`);
  const a = order.address;
  const place = await readableAddress(a, locale);
  return {
    merId: order.merchant_id,
    merName: order.mer_name,
    orderNo: order.order_no,
    status: order.status,
    createTime: new Date(order.created_at).toISOString(),
    payTime: iso(order.paid_at),
    shipTime: iso(order.shipped_at),
    receiveTime: iso(order.received_at),
    payType: order.pay_type,
    proTotalFee: fromCents(order.pro_total),
    freightFee: fromCents(order.freight),
    couponFee: fromCents(order.coupon_discount),
    pointsFee: fromCents(order.points_discount),
    payFee: fromCents(order.pay_amount),
    refundedFee: fromCents(refunded.refunded),
    freightKeptFee: fromCents(refunded.freightKept),
    closedForService: await closedForServiceOf(db, order.id, locale),
    mark: order.mark,
    buyer: {
      id: order.user_id,
      nickname: order.nickname ?? '',
      disabled: order.buyer_disabled,
      closed: order.buyer_closed,
    },
    consignee: {
      realName: a.realName,
      phone: a.phone ?? '',
      countryCode: a.countryCode ?? '',
      email: a.email ?? '',
      country: a.country ?? '',
      countryName: place.countryName,
      regionCode: a.regionCode ?? '',
      region: place.region,
      city: place.city,
      detail: a.detail,
      postCode: a.postCode ?? '',
      fullAddress: place.fullAddress,
    },
    items: items.map((i) => ({
      id: i.id,
      productId: i.product_id,
      name: i.name,
      image: i.image,
      skuText: i.sku_text,
      price: fromCents(i.price),
      quantity: i.quantity,
      refundStatus: i.refund_status,
    })),
    logistics: {
      deliveryMethod: order.delivery_method,
      courierCompany: order.courier_company,
      trackingNo: order.tracking_no,
      courierName: order.courier_name,
      courierPhone: order.courier_phone,
      // The shop's own updates stay as written; the first event (written by firstEvent) is read in the reader's language.
      events: events.map((e) => ({
        text: translateMessage(e.text, locale),
        time: new Date(e.created_at).toISOString(),
      })),
    },
  };
}

/** A logistics event the shopper sees on /order/express; only while the parcel is on its way. */
export async function addLogisticsEvent(db: Db, merchantId: number, orderNo: string, text: string): Promise<void> {
  const { rows } = await db.execute(sql`
    INSERT INTO logistics_events (shop_order_id, text)
    SELECT id, ${text} FROM shop_orders
    WHERE order_no = ${orderNo} AND merchant_id = ${merchantId} AND status = 'to_receive'
    RETURNING id`);
  if (rows[0]) return;
  const { rows: found } = await db.execute(
    sql`SELECT 1 FROM shop_orders WHERE order_no = ${orderNo} AND merchant_id = ${merchantId}`,
  );
  if (!found[0]) throw notFound('Order not found');
  throw invalid('Logistics events can be added while the order is on its way only');
}
