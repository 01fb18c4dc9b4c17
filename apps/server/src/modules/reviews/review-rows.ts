import type { Locale } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { localName } from '../catalog/translations';
import { lineName } from '../orders/line-texts';

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

/**
 * The columns of `ReviewRow` without the total, over `REVIEW_FROM` as `r`, `p`, `i` and `s`: the product and the
 * option bought in the reader's language, from the order line (audit AF2), else as the review stored them.
 */
export const reviewFields = (locale: Locale): SQL => sql`r.id, s.order_no, r.product_id,
  coalesce(${lineName(locale)}, ${localName(locale)}) AS product_name,
  coalesce(i.image, p.images->>0, '') AS product_image, ${reviewSkuText(locale)} AS sku_text, r.product_score,
  r.service_score, r.comment, r.pics, r.merchant_reply, r.replied_at, r.created_at`;

/** The columns of `ReviewRow` with the page's total (a shopper's own reviews: a few). */
export const reviewColumns = (locale: Locale): SQL => sql`${reviewFields(locale)}, count(*) OVER () AS total`;

/** The review `r`'s option text in `locale`: its order line's (`i`, joined on `r.order_item_id`), else its own. */
export const reviewSkuText = (locale: Locale): SQL => sql`coalesce(i.sku_texts->>${locale}, r.sku_text)`;

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
