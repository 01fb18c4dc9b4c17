import { type DeliveryMethod, fromCents, type Locale, toCents } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import type { AddressSnapshot } from '../../db/schema';
import { conflict, invalid, notFound } from '../../platform/errors';
import { translateMessage } from '../../platform/messages';
import { type ReadableAddress, readableAddress } from '../addresses/address-text';
import { addToCart, type CartLimits } from '../cart/cart.service';
import { afterSalesDays, afterSalesEnd, hasOpenRefund } from '../refunds/after-sales';
import { runsShop } from '../shops/own-shop';
import { shopNameSql } from '../shops/shop-texts';
import { lineName, lineSkuText } from './line-texts';
import { cancelUnpaidOrder } from './order-lifecycle';
import * as transitions from './order-transitions';
import { type RefundedTotals, refundedOf, refundedTotals } from './refunded-totals';

/** Order list tabs (API.md): 0 all, 1 to pay, 2 to ship, 3 to receive, 4 to review, 5 refund, 6 completed. */
const TAB_FILTER: Record<number, SQL> = {
  0: sql`TRUE`,
  1: sql`s.status = 'unpaid'`,
  2: sql`s.status = 'to_ship'`,
  3: sql`s.status = 'to_receive'`,
  4: sql`s.status = 'to_review'`,
  // Return/refund: every shop order with a refund asked for (not revoked), and those fully refunded.
  5: sql`(s.status = 'refunded'
    OR EXISTS (SELECT 1 FROM refunds r WHERE r.shop_order_id = s.id AND r.status <> 'revoked'))`,
  6: sql`s.status = 'completed'`,
};

type ShopOrderRow = {
  id: number;
  order_no: string;
  parent_no: string;
  status: string;
  merchant_id: number;
  mer_name: string;
  pro_total: number;
  freight: number;
  coupon_discount: number;
  points_discount: number;
  pay_amount: number;
  mark: string;
  created_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  received_at: string | null;
  completed_at: string | null;
  /** The after-sales days kept when the order completed (audit N9); null before they were kept. */
  after_sales_days: number | null;
  /** When the shop order's last refund closed (its after-sales window counts from then when later: issue 21). */
  refunds_closed_at: string | null;
  cancelled_at: string | null;
  pay_deadline: string;
  pay_type: string;
  address: AddressSnapshot;
  delivery_method: DeliveryMethod;
  courier_company: string | null;
  tracking_no: string | null;
  courier_name: string | null;
  courier_phone: string | null;
  /** The buyer runs the order's shop (audit CH2): its items take no review. */
  own_shop: boolean;
};

/** A shop order's columns, the shop named in the reader's language (decision 0056). */
const shopOrderColumns = (locale: Locale) => sql`s.id, s.order_no, o.order_no AS parent_no, s.status, s.merchant_id,
  ${shopNameSql('m', locale)} AS mer_name,
  s.pro_total, s.freight, s.coupon_discount, s.points_discount, s.pay_amount, s.mark, s.created_at, s.paid_at,
  s.shipped_at, s.received_at, s.completed_at, s.after_sales_days, s.cancelled_at, o.pay_deadline, o.pay_type, o.address,
  s.delivery_method, s.courier_company, s.tracking_no, s.courier_name, s.courier_phone,
  (SELECT max(r.closed_at) FROM refunds r WHERE r.shop_order_id = s.id) AS refunds_closed_at,
  (s.own_shop OR ${runsShop(sql`s.user_id`, sql`s.merchant_id`)}) AS own_shop`;

type ItemRow = {
  id: number;
  shop_order_id: number;
  product_id: number;
  sku_id: number;
  name: string;
  image: string;
  sku_text: string;
  price: number;
  quantity: number;
  reviewed: boolean;
  refund_status: string;
  refund_no: string | null;
};

/** The lines of these shop orders, named in the reader's language (audit AF2). */
async function itemsOf(db: Queryable, shopOrderIds: number[], locale: Locale) {
  if (shopOrderIds.length === 0) return [];
  const { rows } = await db.execute<ItemRow>(sql`
    SELECT i.id, i.shop_order_id, i.product_id, i.sku_id, ${lineName(locale)} AS name, i.image,
      ${lineSkuText(locale)} AS sku_text, i.price, i.quantity, i.reviewed, i.refund_status,
      (SELECT r.refund_no FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
       WHERE ri.order_item_id = i.id AND r.status NOT IN ('refused', 'revoked') ORDER BY r.id DESC LIMIT 1)
        AS refund_no
    FROM order_items i
    WHERE i.shop_order_id IN (${sql.join(
      shopOrderIds.map((i) => sql`${i}`),
      sql`, `,
    )}) ORDER BY i.id`);
  return rows;
}

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

function toShopOrder(
  row: ShopOrderRow,
  items: ItemRow[],
  days: number,
  place: ReadableAddress,
  refunded: RefundedTotals,
) {
  const mine = items.filter((i) => i.shop_order_id === row.id);
  return {
    orderNo: row.order_no,
    parentOrderNo: row.parent_no,
    status: row.status,
    merId: row.merchant_id,
    merName: row.mer_name,
    paid: row.paid_at !== null,
    payType: row.pay_type,
    proTotalFee: fromCents(row.pro_total),
    freightFee: fromCents(row.freight),
    couponFee: fromCents(row.coupon_discount),
    pointsFee: fromCents(row.points_discount),
    payFee: fromCents(row.pay_amount),
    // What went back to the card (or the bank): not what the platform holds for the shopper after the card refused it,
    // nor what customer service paid another way (audit FY1, decision 0052); those are told apart.
    refundedFee: fromCents(Math.max(0, refunded.refunded - refunded.held - refunded.paidOther)),
    freightKeptFee: fromCents(refunded.freightKept),
    heldForBuyerFee: fromCents(refunded.held),
    paidAnotherWayFee: fromCents(refunded.paidOther),
    totalNum: mine.reduce((n, i) => n + i.quantity, 0),
    mark: row.mark,
    createTime: iso(row.created_at)!,
    payTime: iso(row.paid_at),
    shipTime: iso(row.shipped_at),
    receiveTime: iso(row.received_at),
    completeTime: iso(row.completed_at),
    afterSalesEnd: afterSalesEnd(row.status, row.completed_at, row.after_sales_days ?? days, row.refunds_closed_at),
    cancelTime: iso(row.cancelled_at),
    payDeadline: iso(row.pay_deadline)!,
    // In the reader's language, as the address book and the shop's order detail say it (audit AM1): the snapshot
    // keeps the region as written when the order was placed, and the country as its code.
    consignee: {
      ...row.address,
      countryName: place.countryName,
      regionCode: row.address.regionCode ?? '',
      region: place.region,
      city: place.city,
      fullAddress: place.fullAddress,
    },
    deliveryMethod: row.delivery_method,
    courierCompany: row.courier_company ?? '',
    trackingNo: row.tracking_no ?? '',
    courierName: row.courier_name ?? '',
    courierPhone: row.courier_phone ?? '',
    ownShop: row.own_shop,
    items: mine.map((i) => ({
      id: i.id,
      productId: i.product_id,
      skuId: i.sku_id,
      name: i.name,
      image: i.image,
      skuText: i.sku_text,
      price: fromCents(i.price),
      quantity: i.quantity,
      reviewed: i.reviewed,
      refundStatus: i.refund_status,
      refundNo: i.refund_no,
    })),
  };
}
export type ShopOrder = ReturnType<typeof toShopOrder>;

const placesOf = (rows: ShopOrderRow[], locale: Locale) =>
  Promise.all(rows.map((r) => readableAddress(r.address, locale)));

export async function listOrders(
  db: Db,
  userId: number,
  q: { status: number; page: number; limit: number },
  locale: Locale = 'en',
) {
  const { rows, total } = await countedPage<ShopOrderRow & { total: number }>(
    db,
    q,
    (window) => sql`
    SELECT ${shopOrderColumns(locale)}, count(*) OVER () AS total
    FROM shop_orders s JOIN orders o ON o.id = s.order_id JOIN merchants m ON m.id = s.merchant_id
    WHERE s.user_id = ${userId} AND NOT s.deleted_by_user AND ${TAB_FILTER[q.status] ?? sql`TRUE`}
    ORDER BY s.created_at DESC, s.id DESC ${window}`,
  );
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
    locale,
  );
  const days = await afterSalesDays(db);
  const places = await placesOf(rows, locale);
  const refunded = await refundedTotals(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r, i) => toShopOrder(r, items, days, places[i]!, refundedOf(refunded, r.id))),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** Counts per tab for the order list's badges. */
export async function orderCounts(db: Db, userId: number) {
  const { rows } = await db.execute<Record<string, number>>(sql`
    SELECT count(*) AS all, count(*) FILTER (WHERE status = 'unpaid') AS unpaid,
      count(*) FILTER (WHERE status = 'to_ship') AS to_ship, count(*) FILTER (WHERE status = 'to_receive') AS to_receive,
      count(*) FILTER (WHERE status = 'to_review') AS to_review,
      count(*) FILTER (WHERE status = 'refunded' OR EXISTS (
        SELECT 1 FROM refunds r WHERE r.shop_order_id = shop_orders.id AND r.status <> 'revoked')) AS refund,
      count(*) FILTER (WHERE status = 'completed') AS completed
    FROM shop_orders WHERE user_id = ${userId} AND NOT deleted_by_user`);
  const r = rows[0] ?? {};
  return {
    all: r.all ?? 0,
    unpaid: r.unpaid ?? 0,
    toShip: r.to_ship ?? 0,
    toReceive: r.to_receive ?? 0,
    toReview: r.to_review ?? 0,
    refund: r.refund ?? 0,
    completed: r.completed ?? 0,
  };
}

async function shopOrdersWhere(db: Db, where: SQL, locale: Locale = 'en') {
  const { rows } = await db.execute<ShopOrderRow>(sql`
    SELECT ${shopOrderColumns(locale)} FROM shop_orders s JOIN orders o ON o.id = s.order_id JOIN merchants m ON m.id = s.merchant_id
    WHERE ${where} ORDER BY s.id`);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
    locale,
  );
  const days = await afterSalesDays(db);
  const places = await placesOf(rows, locale);
  const refunded = await refundedTotals(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r, i) => toShopOrder(r, items, days, places[i]!, refundedOf(refunded, r.id)));
}

/** A shop order (SH…) or a whole checkout (PT…) of this user; anyone else's answers 404. */
export async function orderDetail(db: Db, userId: number, orderNo: string, locale: Locale = 'en') {
  if (orderNo.startsWith('SH')) {
    const [order] = await shopOrdersWhere(db, sql`s.order_no = ${orderNo} AND s.user_id = ${userId}`, locale);
    if (!order) throw notFound('Order not found');
    return { kind: 'shop' as const, ...order, shopOrders: [] as ShopOrder[] };
  }
  const { rows } = await db.execute<{
    id: number;
    status: string;
    pro_total: number;
    freight: number;
    coupon_discount: number;
    points_discount: number;
    pay_amount: number;
  }>(sql`SELECT id, status, pro_total, freight, coupon_discount, points_discount, pay_amount FROM orders
    WHERE order_no = ${orderNo} AND user_id = ${userId}`);
  const checkout = rows[0];
  if (!checkout) throw notFound('Order not found');
  const shopOrders = await shopOrdersWhere(db, sql`s.order_id = ${checkout.id}`, locale);
  const first = shopOrders[0]!;
  // A checkout over several shops is no one shop's, nor is one of its parcels its own (audit FX11): the top level says
  // "several shops" with merId 0 and no courier; each shop and its parcel is in `shopOrders`.
  const several = shopOrders.length > 1;
  return {
    ...first,
    ...(several
      ? {
          merId: 0,
          merName: translateMessage(SEVERAL_SHOPS, locale),
          courierCompany: '',
          trackingNo: '',
          courierName: '',
          courierPhone: '',
        }
      : {}),
    kind: 'checkout' as const,
    orderNo,
    // Each shop has its own note (API.md C): the checkout's is the one they share, none when they differ.
    mark: shopOrders.every((s) => s.mark === first.mark) ? first.mark : '',
    parentOrderNo: orderNo,
    status: checkout.status,
    afterSalesEnd: null,
    proTotalFee: fromCents(checkout.pro_total),
    freightFee: fromCents(checkout.freight),
    couponFee: fromCents(checkout.coupon_discount),
    pointsFee: fromCents(checkout.points_discount),
    payFee: fromCents(checkout.pay_amount),
    // What came back from every shop of the checkout (audit AM14).
    refundedFee: fromCents(shopOrders.reduce((n, s) => n + toCents(s.refundedFee), 0)),
    freightKeptFee: fromCents(shopOrders.reduce((n, s) => n + toCents(s.freightKeptFee), 0)),
    heldForBuyerFee: fromCents(shopOrders.reduce((n, s) => n + toCents(s.heldForBuyerFee), 0)),
    paidAnotherWayFee: fromCents(shopOrders.reduce((n, s) => n + toCents(s.paidAnotherWayFee), 0)),
    items: shopOrders.flatMap((s) => s.items),
    ownShop: shopOrders.every((s) => s.ownShop),
    totalNum: shopOrders.reduce((n, s) => n + s.totalNum, 0),
    shopOrders,
  };
}

async function checkoutIdOf(db: Db, userId: number, orderNo: string): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(
    orderNo.startsWith('SH')
      ? sql`SELECT order_id AS id FROM shop_orders WHERE order_no = ${orderNo} AND user_id = ${userId}`
      : sql`SELECT id FROM orders WHERE order_no = ${orderNo} AND user_id = ${userId}`,
  );
  if (!rows[0]) throw notFound('Order not found');
  return rows[0].id;
}

/** Cancels an unpaid checkout (one payment covers all its shops, so all its shop orders go together). */
/** The answer of a cancellation that took other shops' orders with it (decision 0008, audit FX7). */
export const CANCELLED_WITH_OTHERS = "The order and the other shops' orders paid together with it have been cancelled";

/**
 * Cancels the unpaid checkout the order belongs to: its shops' orders were paid for together, so they go together
 * (decision 0008). Answers whether the checkout had more than one shop, for the answer to say so (audit FX7).
 */
export async function cancelOrder(db: Db, userId: number, orderNo: string): Promise<{ severalShops: boolean }> {
  const id = await checkoutIdOf(db, userId, orderNo);
  if (!(await cancelUnpaidOrder(db, id, userId))) throw invalid('Only an unpaid order can be cancelled');
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM shop_orders WHERE order_id = ${id}`,
  );
  return { severalShops: (rows[0]?.n ?? 0) > 1 };
}

export async function confirmReceipt(db: Db, userId: number, orderNo: string) {
  if (!(await transitions.confirmReceipt(db, userId, orderNo))) {
    await checkoutIdOf(db, userId, orderNo);
    throw invalid('Only a shipped order can be confirmed as received');
  }
}

export const DELETE_WITH_OPEN_REFUND =
  'This order has an after-sales request in progress; you can delete it once the request is closed';

/**
 * Hides a finished order from the shopper's list. Not while an after-sales request of it is open (audit AM9): the
 * request and the order's returns tab would vanish from the shopper's view while the shop still works on it.
 */
export async function deleteOrder(db: Db, userId: number, orderNo: string) {
  const { rows } = await db.execute(sql`
    UPDATE shop_orders so SET deleted_by_user = true
    WHERE so.order_no = ${orderNo} AND so.user_id = ${userId} AND so.status IN ('completed', 'cancelled', 'refunded')
      AND NOT ${hasOpenRefund()}
    RETURNING so.id`);
  if (rows.length === 0) {
    await checkoutIdOf(db, userId, orderNo);
    const { rows: open } = await db.execute(sql`
      SELECT 1 FROM shop_orders so WHERE so.order_no = ${orderNo} AND so.user_id = ${userId} AND ${hasOpenRefund()}`);
    if (open[0]) throw conflict(DELETE_WITH_OPEN_REFUND);
    throw invalid('Only a completed or cancelled order can be deleted');
  }
}

/** Buy again: the order's items go back into the cart; those no longer on sale or in stock are skipped. */
export async function buyAgain(db: Db, userId: number, orderNo: string, limits: CartLimits) {
  const detail = await orderDetail(db, userId, orderNo);
  let added = 0;
  for (const item of detail.items) {
    try {
      await addToCart(db, userId, { productId: item.productId, skuId: item.skuId, quantity: item.quantity }, limits);
      added++;
    } catch {
      // unavailable now: skipped, and the answer says how many made it
    }
  }
  return { added, skipped: detail.items.length - added };
}

/** The top-level shop name of a checkout over several shops (audit FX11). */
export const SEVERAL_SHOPS = 'Several shops';
/** The tracking of a checkout over several shops: each shop sends its own parcel (audit FX13). */
export const TRACK_PER_SHOP_ORDER =
  'This order has goods from several shops, each sent in its own parcel: open the tracking of each shop order (SH…)';

/**
 * The tracking of one parcel: a shop order (SH…), or a checkout (PT…) of one shop, whose one shop order's parcel it is
 * (the answer names that SH…). A checkout of several shops answers 400: each shop sends its own parcel (audit FX13).
 */
export async function logistics(db: Db, userId: number, asked: string, locale: Locale = 'en') {
  let orderNo = asked;
  if (!asked.startsWith('SH')) {
    const { rows: parts } = await db.execute<{ order_no: string }>(sql`
      SELECT s.order_no FROM shop_orders s JOIN orders o ON o.id = s.order_id
      WHERE o.order_no = ${asked} AND o.user_id = ${userId} ORDER BY s.id`);
    if (parts.length === 0) throw notFound('Order not found');
    if (parts.length > 1) throw invalid(TRACK_PER_SHOP_ORDER);
    orderNo = parts[0]!.order_no;
  }
  const [order] = await shopOrdersWhere(db, sql`s.order_no = ${orderNo} AND s.user_id = ${userId}`, locale);
  if (!order) throw notFound('Order not found');
  const { rows } = await db.execute<{ text: string; created_at: string }>(sql`
    SELECT e.text, e.created_at FROM logistics_events e JOIN shop_orders s ON s.id = e.shop_order_id
    WHERE s.order_no = ${orderNo} ORDER BY e.created_at DESC, e.id DESC`);
  return {
    orderNo,
    status: order.status,
    deliveryMethod: order.deliveryMethod,
    courierCompany: order.courierCompany,
    trackingNo: order.trackingNo,
    courierName: order.courierName,
    courierPhone: order.courierPhone,
    // The first event (the shop's handing over) is stored in English and read in the shopper's language.
    events: rows.map((r) => ({ text: translateMessage(r.text, locale), time: new Date(r.created_at).toISOString() })),
  };
}
