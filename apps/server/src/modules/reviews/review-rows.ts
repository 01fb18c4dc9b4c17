import type { Locale } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ProductAttr } from '../../db/schema';
import { localName, localSkuText, skuText } from '../catalog/translations';
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
  /** The option text is the review's own, not its order line's in the reader's language (`localOptions`). */
  option_as_written: boolean;
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
  coalesce(i.image, p.images->>0, '') AS product_image, ${reviewSkuText(locale)} AS sku_text,
  ${OPTION_AS_WRITTEN} AS option_as_written, r.product_score, r.service_score, r.comment, r.pics, r.merchant_reply, r.replied_at, r.created_at`;

/** The columns of `ReviewRow` with the page's total (a shopper's own reviews: a few). */
export const reviewColumns = (locale: Locale): SQL => sql`${reviewFields(locale)}, count(*) OVER () AS total`;

/** The review `r`'s option text in `locale`: its order line's (`i`, joined on `r.order_item_id`), else its own. */
export const reviewSkuText = (locale: Locale): SQL => sql`coalesce(i.sku_texts->>${locale}, r.sku_text)`;

/** Whether `reviewSkuText` answered the review's own text (no order line, or one from before lines kept languages). */
export const OPTION_AS_WRITTEN = sql`(i.sku_texts IS NULL)`;

/**
 * Reviews without an order line in the reader's language (audit AF2): their option text was written in the product's
 * own words ("Colour: Green, Size: M", the demo's reviews), so a text that is one of the product's SKUs reads as the
 * cart writes that SKU for the reader; any other text stays as written. One query for the page's products.
 */
export async function localOptions<R extends { product_id: number; sku_text: string; option_as_written: boolean }>(
  db: Queryable,
  rows: R[],
  locale: Locale,
): Promise<R[]> {
  const ids = [...new Set(rows.filter((r) => r.option_as_written && r.sku_text !== '').map((r) => r.product_id))];
  if (ids.length === 0) return rows;
  const { rows: products } = await db.execute<{
    id: number;
    attrs: ProductAttr[];
    original_locale: Locale;
    t_attrs: ProductAttr[] | null;
    values: string[][] | null;
  }>(sql`
    SELECT p.id, p.attrs, p.original_locale, pt.attrs AS t_attrs,
      (SELECT json_agg(s.attr_values) FROM product_skus s WHERE s.product_id = p.id) AS values
    FROM products p LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.locale = ${locale}
    WHERE p.id = ANY(${`{${ids.join(',')}}`}::int[])`);
  const shown = new Map<number, Map<string, string>>();
  for (const p of products) {
    const locales = { original: p.original_locale, reader: locale };
    shown.set(
      p.id,
      new Map((p.values ?? []).map((v) => [skuText(p.attrs, v), localSkuText(p.attrs, p.t_attrs, v, locales)])),
    );
  }
  return rows.map((r) =>
    r.option_as_written ? { ...r, sku_text: shown.get(r.product_id)?.get(r.sku_text) ?? r.sku_text } : r,
  );
}

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
