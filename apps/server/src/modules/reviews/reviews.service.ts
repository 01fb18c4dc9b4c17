import {
  type CommentCreate,
  fromCents,
  type Locale,
  type MyReview,
  type Page,
  type PendingReview,
  REVIEW_WINDOW_DAYS,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { announceChange } from '../../platform/change-feed';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors';
import { refreshSearchDocuments } from '../catalog/search-documents';
import { lineName, lineSkuText } from '../orders/line-texts';
import { runsShop } from '../shops/own-shop';
import { shopNameSql } from '../shops/shop-texts';
import { completeIfAllReviewed, refreshShopRating } from './order-completion';
import { checkUploadedPictures } from './review-pics';
import { localOptions, REVIEW_FROM, type ReviewRow, reviewColumns, reviewView } from './review-rows';

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

/**
 * Which shop orders take reviews: received ones (to_review), and completed ones within REVIEW_WINDOW_DAYS of receipt,
 * so that an order completed by the auto-complete sweep can still be reviewed item by item, as shops commonly allow.
 */
const reviewable = sql`(s.status = 'to_review' OR (s.status = 'completed'
  AND coalesce(s.received_at, s.completed_at) > now() - make_interval(days => ${REVIEW_WINDOW_DAYS})))`;

type OrderRow = { id: number; merchant_id: number; status: string; open: boolean; own: boolean; former: boolean };

/**
 * A shop's own people buying in it may not praise its products to every shopper (audit CH2): who ran the shop when
 * ordering (a member who left since, audit CY2) or runs it now.
 */
const ownShop = sql`(s.own_shop OR ${runsShop(sql`s.user_id`, sql`s.merchant_id`)})`;
type ItemRow = { id: number; product_id: number; sku_text: string; reviewed: boolean; refund_status: string };

/**
 * Reviews one item of the shopper's own received shop order. In one transaction: the item is marked reviewed
 * (conditionally, with the unique order_item_id as a second guard), the review is stored, the shop's rating follows,
 * and the order completes with its points once every item is reviewed.
 */
export async function submitReview(
  db: Db,
  userId: number,
  input: CommentCreate,
): Promise<{ id: number; orderCompleted: boolean }> {
  const pics = await checkUploadedPictures(db, userId, input.pics);
  return db.transaction(async (tx) => {
    const t = tx;
    // The order's row lock makes reviews of one order take turns, so the last one sees all the others.
    const { rows: orders } = await t.execute<OrderRow>(sql`
      SELECT s.id, s.merchant_id, s.status, ${reviewable} AS open, ${ownShop} AS own,
        (s.own_shop AND NOT ${runsShop(sql`s.user_id`, sql`s.merchant_id`)}) AS former FROM shop_orders s
      WHERE s.order_no = ${input.orderNo} AND s.user_id = ${userId} AND NOT s.deleted_by_user FOR UPDATE`);
    const order = orders[0];
    if (!order) throw notFound('Order not found');
    // A member who has left since is told why in their own terms (audit CZ4).
    if (order.own)
      throw forbidden(
        order.former
          ? 'You bought this while you helped run the shop, so you cannot review it'
          : "A shop's own staff cannot review its products",
      );
    if (order.status !== 'to_review' && order.status !== 'completed') {
      throw invalid('Only a received order can be reviewed');
    }
    const { rows: items } = await t.execute<ItemRow>(sql`
      SELECT id, product_id, sku_text, reviewed, refund_status FROM order_items
      WHERE id = ${input.itemId} AND shop_order_id = ${order.id}`);
    const item = items[0];
    if (!item) throw notFound('This item is not part of the order');
    if (item.reviewed) throw conflict('This item has already been reviewed');
    if (!order.open) throw invalid('The time to review this order has passed');
    if (item.refund_status !== 'none') throw invalid('This item is in a refund and cannot be reviewed');

    const { rows: marked } = await t.execute(sql`
      UPDATE order_items SET reviewed = true WHERE id = ${item.id} AND NOT reviewed RETURNING id`);
    if (marked.length === 0) throw conflict('This item has already been reviewed');
    const { rows: created } = await t.execute<{ id: number }>(sql`
      INSERT INTO reviews (product_id, merchant_id, user_id, sku_text, product_score, service_score, comment, pics,
        order_item_id, shop_order_id)
      VALUES (${item.product_id}, ${order.merchant_id}, ${userId}, ${item.sku_text}, ${input.productScore},
        ${input.serviceScore}, ${input.comment}, ${JSON.stringify(pics)}::jsonb, ${item.id}, ${order.id})
      ON CONFLICT (order_item_id) DO NOTHING RETURNING id`);
    if (!created[0]) throw conflict('This item has already been reviewed');
    await refreshShopRating(t, order.merchant_id);
    await announceChange(t, 'product', [item.product_id]);
    // The product's rating facet ("4 stars and up") follows in the same transaction.
    await refreshSearchDocuments(t, [item.product_id]);
    const orderCompleted = await completeIfAllReviewed(t, order.id);
    return { id: created[0].id, orderCompleted };
  });
}

/** Items of my received orders that wait for a review, newest receipt first. */
export async function pendingReviews(
  db: Db,
  userId: number,
  q: { page: number; limit: number },
  locale: Locale = 'en',
): Promise<Page<PendingReview>> {
  const { rows, total } = await countedPage<{
    order_no: string;
    item_id: number;
    product_id: number;
    name: string;
    image: string;
    sku_text: string;
    price: number;
    quantity: number;
    merchant_id: number;
    mer_name: string;
    status: string;
    received_at: string | null;
    total: number;
  }>(
    db,
    q,
    (window) => sql`
    SELECT s.order_no, i.id AS item_id, i.product_id, ${lineName(locale)} AS name, i.image,
      ${lineSkuText(locale)} AS sku_text, i.price, i.quantity, s.merchant_id,
      ${shopNameSql('m', locale)} AS mer_name, s.status, s.received_at, count(*) OVER () AS total
    FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id JOIN merchants m ON m.id = s.merchant_id
    WHERE s.user_id = ${userId} AND NOT s.deleted_by_user AND ${reviewable} AND NOT i.reviewed
      AND i.refund_status = 'none' AND NOT ${ownShop}
    ORDER BY s.received_at DESC NULLS LAST, s.id DESC, i.id
    ${window}`,
  );
  return {
    list: rows.map((r) => ({
      orderNo: r.order_no,
      itemId: r.item_id,
      productId: r.product_id,
      name: r.name,
      image: r.image,
      skuText: r.sku_text,
      price: fromCents(r.price),
      quantity: r.quantity,
      merId: r.merchant_id,
      merName: r.mer_name,
      orderStatus: r.status,
      receiveTime: iso(r.received_at),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/** My reviews, newest first, with what the shop replied. */
export async function myReviews(
  db: Db,
  userId: number,
  q: { page: number; limit: number },
  locale: Locale = 'en',
): Promise<Page<MyReview>> {
  const { rows, total } = await countedPage<ReviewRow & { merchant_id: number; mer_name: string }>(
    db,
    q,
    (window) => sql`
    SELECT ${reviewColumns(locale)}, r.merchant_id, ${shopNameSql('m', locale)} AS mer_name
    FROM ${REVIEW_FROM} JOIN merchants m ON m.id = r.merchant_id
    WHERE r.user_id = ${userId}
    ORDER BY r.created_at DESC, r.id DESC
    ${window}`,
  );
  return {
    list: (await localOptions(db, rows, locale)).map((r) => ({
      ...reviewView(r),
      merId: r.merchant_id,
      merName: r.mer_name,
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
