import { sql } from 'drizzle-orm';

/**
 * The one read model of a written review, shared by the shopper's "my reviews" and the shop's review list: the
 * columns, the joins they need and the mapper. Each list adds its own columns (who wrote it, which shop) and filter.
 */
export type ReviewRow = {
  id: number;
  order_no: string | null;
  product_id: number;
  product_name: string;
  product_image: string;
  sku_text: string;
  product_score: number;
  service_score: number;
  comment: string;
  pics: string[];
  merchant_reply: string | null;
  replied_at: string | null;
  created_at: string;
  total: number;
};

/** The columns of `ReviewRow` without the total, over `REVIEW_FROM` as `r`, `p`, `i` and `s`. */
export const REVIEW_FIELDS = sql`r.id, s.order_no, r.product_id, coalesce(i.name, p.name) AS product_name,
  coalesce(i.image, p.images->>0, '') AS product_image, r.sku_text, r.product_score, r.service_score, r.comment,
  r.pics, r.merchant_reply, r.replied_at, r.created_at`;

/** The columns of `ReviewRow` with the page's total (a shopper's own reviews: a few). */
export const REVIEW_COLUMNS = sql`${REVIEW_FIELDS}, count(*) OVER () AS total`;

export const REVIEW_FROM = sql`reviews r JOIN products p ON p.id = r.product_id
  LEFT JOIN order_items i ON i.id = r.order_item_id LEFT JOIN shop_orders s ON s.id = r.shop_order_id`;

export function reviewView(r: Omit<ReviewRow, 'total'>) {
  return {
    id: r.id,
    orderNo: r.order_no,
    productId: r.product_id,
    productName: r.product_name,
    productImage: r.product_image,
    skuText: r.sku_text,
    productScore: r.product_score,
    serviceScore: r.service_score,
    comment: r.comment,
    pics: r.pics,
    merchantReply: r.merchant_reply,
    replyTime: r.replied_at ? new Date(r.replied_at).toISOString() : null,
    createTime: new Date(r.created_at).toISOString(),
  };
}
