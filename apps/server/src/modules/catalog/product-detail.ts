import { fromCents, type Locale, type ProductDetail } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryPrepared } from '../../db/client';
import type { ProductAttr } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { shopRatingSql } from '../reviews/shop-rating';
import { shopNameSql } from '../shops/shop-texts';
import { toReplyStats } from './product-replies';
import {
  localSkuValues,
  localTexts,
  type TranslationColumns,
  translationColumns,
  translationJoin,
} from './translations';
import { visibleProduct } from './visibility';

// The goods detail as every reader sees it (the read model of detail-read-model.ts keeps it per product and
// language), and the few bits that are the signed-in viewer's own (never kept).

type SkuRow = { id: number; attr_values: string[]; price: number; ot_price: number; stock: number; image: string };

type DetailRow = {
  id: number;
  name: string;
  images: string[];
  price: number;
  ot_price: number;
  stock: number;
  sales: number;
  unit_name: string;
  description: string;
  attrs: ProductAttr[];
  category_id: number;
  on_sale: boolean;
  merchant_id: number;
  mer_name: string;
  mer_avatar: string;
  is_self: boolean;
  rating: number | null;
  follower_count: number;
  skus: SkuRow[] | null;
  review_sum: number;
  review_good: number;
  review_mid: number;
  review_poor: number;
  original_locale: Locale;
} & TranslationColumns;

/**
 * How many products a shop has on sale. It costs a count over the shop's products (33 ms for a shop of 270,000 at a
 * million products, issue 25), so the detail's read model keeps it per shop until the change feed says listings changed.
 */
export async function shopProductCount(db: Db, merchantId: number): Promise<number> {
  const rows = await queryPrepared<{ n: number }>(
    db,
    'shop-product-count',
    sql`SELECT count(*)::int AS n FROM products WHERE merchant_id = ${merchantId} AND on_sale`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * The goods detail for any reader, in one round trip, in the reader's language where the merchant gave it (else the
 * original): `collected`, `followed` false and `productCount` 0 (the route fills them in). An off-sale product or a
 * suspended shop's product answers 404 like an unknown id.
 */
export async function productDetailBase(db: Db, id: number, locale: Locale): Promise<ProductDetail> {
  const rows = await queryPrepared<DetailRow>(
    db,
    'product-detail-base',
    sql`
    SELECT p.id, p.name, p.images, p.price, p.ot_price, p.stock, p.sales, p.unit_name, p.description, p.attrs,
      p.category_id, p.on_sale, p.original_locale, ${translationColumns}, m.id AS merchant_id, ${shopNameSql('m', locale)} AS mer_name, m.avatar AS mer_avatar, m.is_self,
      ${shopRatingSql('m')} AS rating, m.follower_count,
      (SELECT json_agg(s ORDER BY s.id) FROM (
        SELECT id, attr_values, price, ot_price, stock, image FROM product_skus WHERE product_id = p.id) s) AS skus,
      r.review_sum, r.review_good, r.review_mid, r.review_poor
    FROM products p JOIN merchants m ON m.id = p.merchant_id ${translationJoin(locale)}
    CROSS JOIN LATERAL (
      SELECT count(*) AS review_sum, count(*) FILTER (WHERE product_score >= 4) AS review_good,
        count(*) FILTER (WHERE product_score = 3) AS review_mid, count(*) FILTER (WHERE product_score <= 2) AS review_poor
      FROM reviews WHERE product_id = p.id) r
    WHERE p.id = ${id} AND ${visibleProduct}`,
  );
  const p = rows[0];
  if (!p) throw notFound('Product not found');
  const texts = localTexts(p, locale);
  return {
    product: {
      id: p.id,
      name: texts.name,
      images: p.images,
      price: fromCents(p.price),
      otPrice: fromCents(p.ot_price),
      stock: p.stock,
      sales: p.sales,
      unitName: p.unit_name,
      description: texts.description,
      categoryId: p.category_id,
      onSale: p.on_sale,
    },
    attrs: texts.attrs,
    skus: (p.skus ?? []).map((s) => ({
      id: s.id,
      attrValues: localSkuValues(p.attrs, p.t_attrs, s.attr_values, { original: p.original_locale, reader: locale }),
      price: fromCents(s.price),
      otPrice: fromCents(s.ot_price),
      stock: s.stock,
      image: s.image || p.images[0] || '',
    })),
    merchant: {
      id: p.merchant_id,
      name: p.mer_name,
      avatar: p.mer_avatar,
      isSelf: p.is_self,
      rating: p.rating,
      followed: false,
      followerCount: p.follower_count,
      productCount: 0,
    },
    collected: false,
    replyStats: toReplyStats({ sum: p.review_sum, good: p.review_good, mid: p.review_mid, poor: p.review_poor }),
    // A translation row that leaves the name to the original still gives the reader's own words (audit CT2).
    locale: p.t_name !== null ? locale : p.original_locale,
    originalLocale: p.original_locale,
  };
}

/** Whether the signed-in viewer keeps the product among their favourites and follows its shop (read from the primary). */
export async function viewerMarks(
  db: Db,
  productId: number,
  merchantId: number,
  viewerId: number,
): Promise<{ collected: boolean; followed: boolean }> {
  const rows = await queryPrepared<{ collected: boolean; followed: boolean }>(
    db,
    'product-detail-viewer',
    sql`SELECT EXISTS (SELECT 1 FROM product_collects WHERE user_id = ${viewerId} AND product_id = ${productId}) AS collected,
      EXISTS (SELECT 1 FROM merchant_follows WHERE user_id = ${viewerId} AND merchant_id = ${merchantId}) AS followed`,
  );
  return { collected: rows[0]?.collected ?? false, followed: rows[0]?.followed ?? false };
}
