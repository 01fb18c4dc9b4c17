import type { LocalizedText } from '@mall/contract';
import {
  type Category,
  fromCents,
  type Locale,
  localize,
  type Page,
  type ProductCard,
  type ProductDetail,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryPrepared } from '../../db/client';
import type { ProductAttr } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { shopRatingSql } from '../reviews/shop-rating';
import { type CardRow, cardColumnsIn, toCard, visibleProduct } from './product-card';
import { toReplyStats } from './product-replies';
import {
  localSkuValues,
  localTexts,
  type TranslationColumns,
  translationColumns,
  translationJoin,
} from './translations';

export { listReplies, replyStats, replyStatsOf } from './product-replies';
export { listProducts } from './product-search';

type CategoryRow = { id: number; parent_id: number; name: string; names: LocalizedText; icon: string };

/** The two-level category tree in the shopper's language; an empty childList is left out (spec section 3). */
export async function categoryTree(db: Db, locale: Locale): Promise<Category[]> {
  const { rows } = await db.execute<CategoryRow>(sql`
    SELECT id, parent_id, name, names, icon FROM categories WHERE visible ORDER BY sort, id`);
  const toCategory = (r: CategoryRow): Category => ({
    id: r.id,
    pid: r.parent_id,
    name: localize({ en: r.name, ...r.names }, locale, r.name),
    icon: r.icon,
  });
  const tops = rows.filter((r) => r.parent_id === 0).map(toCategory);
  for (const top of tops) {
    const children = rows.filter((r) => r.parent_id === top.id).map(toCategory);
    if (children.length > 0) top.childList = children;
  }
  return tops;
}

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
  rating: string | null;
  follower_count: number;
  skus: SkuRow[] | null;
  review_sum: number;
  review_good: number;
  review_mid: number;
  review_poor: number;
  collected: boolean;
  followed: boolean;
  original_locale: Locale;
} & TranslationColumns;

/**
 * How many products a shop has on sale. It costs a count over the shop's products (33 ms for a shop of 270,000 at a
 * million products, issue 25), so the detail's route keeps it per shop until the change feed says listings changed.
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
 * The goods detail in one round trip, in the reader's language where the merchant gave it (else the original); an
 * off-sale product or a suspended shop's product answers 404 like an unknown id.
 */
export async function productDetail(
  db: Db,
  id: number,
  viewerId: number | null,
  locale: Locale = 'en',
  productCount: (merchantId: number) => Promise<number> = (merchantId) => shopProductCount(db, merchantId),
): Promise<ProductDetail> {
  const viewer = viewerId ?? 0;
  const rows = await queryPrepared<DetailRow>(
    db,
    'product-detail',
    sql`
    SELECT p.id, p.name, p.images, p.price, p.ot_price, p.stock, p.sales, p.unit_name, p.description, p.attrs,
      p.category_id, p.on_sale, p.original_locale, ${translationColumns}, m.id AS merchant_id, m.name AS mer_name, m.avatar AS mer_avatar, m.is_self,
      ${shopRatingSql('m')} AS rating, m.follower_count,
      (SELECT json_agg(s ORDER BY s.id) FROM (
        SELECT id, attr_values, price, ot_price, stock, image FROM product_skus WHERE product_id = p.id) s) AS skus,
      r.review_sum, r.review_good, r.review_mid, r.review_poor,
      EXISTS (SELECT 1 FROM product_collects WHERE user_id = ${viewer} AND product_id = p.id) AS collected,
      EXISTS (SELECT 1 FROM merchant_follows WHERE user_id = ${viewer} AND merchant_id = m.id) AS followed
    FROM products p JOIN merchants m ON m.id = p.merchant_id ${translationJoin(locale)}
    CROSS JOIN LATERAL (
      SELECT count(*) AS review_sum, count(*) FILTER (WHERE product_score >= 4) AS review_good,
        count(*) FILTER (WHERE product_score = 3) AS review_mid, count(*) FILTER (WHERE product_score <= 2) AS review_poor
      FROM reviews WHERE product_id = p.id) r
    WHERE p.id = ${id} AND ${visibleProduct}`,
  );
  const p = rows[0];
  if (!p) throw notFound('Product not found');
  const texts = localTexts(p);
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
      attrValues: localSkuValues(p.attrs, p.t_attrs, s.attr_values),
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
      followed: p.followed,
      followerCount: p.follower_count,
      productCount: await productCount(p.merchant_id),
    },
    collected: p.collected,
    replyStats: toReplyStats({ sum: p.review_sum, good: p.review_good, mid: p.review_mid, poor: p.review_poor }),
    locale: p.t_name ? locale : p.original_locale,
    originalLocale: p.original_locale,
  };
}

/** The ranking of /goods/top_one: the 100 best sellers, optionally of one category. */
export async function leaderboard(
  db: Db,
  q: { cid?: number; page: number; limit: number },
  locale: Locale = 'en',
): Promise<Page<ProductCard>> {
  const category = q.cid
    ? sql`AND p.category_id IN (SELECT id FROM categories WHERE id = ${q.cid} OR parent_id = ${q.cid})`
    : sql``;
  const { rows } = await db.execute<CardRow & { total: number }>(sql`
    WITH ranked AS (
      SELECT ${cardColumnsIn(locale)}, p.sales AS rank_sales
      FROM products p JOIN merchants m ON m.id = p.merchant_id
      WHERE ${visibleProduct} ${category}
      ORDER BY p.sales DESC, p.id DESC LIMIT 100)
    SELECT *, count(*) OVER () AS total FROM ranked ORDER BY rank_sales DESC, id DESC
    LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`);
  return { list: rows.map(toCard), total: rows[0]?.total ?? 0, page: q.page, limit: q.limit };
}

/** Home recommendations: the operator's picks in their order, then best sellers. */
export async function recommendedProducts(
  db: Db,
  q: { page: number; limit: number },
  locale: Locale = 'en',
): Promise<Page<ProductCard>> {
  // At most 200 recommendations, so that paging never sorts the whole catalogue.
  const { rows } = await db.execute<CardRow & { total: number }>(sql`
    WITH picks AS (
      (SELECT ${cardColumnsIn(locale)}, p.recommend_sort AS pick, p.sales AS pick_sales
       FROM products p JOIN merchants m ON m.id = p.merchant_id
       WHERE ${visibleProduct} AND p.recommend_sort IS NOT NULL ORDER BY p.recommend_sort LIMIT 200)
      UNION ALL
      (SELECT ${cardColumnsIn(locale)}, NULL, p.sales
       FROM products p JOIN merchants m ON m.id = p.merchant_id
       WHERE ${visibleProduct} AND p.recommend_sort IS NULL ORDER BY p.sales DESC, p.id DESC LIMIT 200))
    SELECT *, count(*) OVER () AS total FROM (SELECT * FROM picks ORDER BY pick ASC NULLS LAST, pick_sales DESC, id DESC LIMIT 200) top
    ORDER BY pick ASC NULLS LAST, pick_sales DESC, id DESC
    LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`);
  return { list: rows.map(toCard), total: rows[0]?.total ?? 0, page: q.page, limit: q.limit };
}

/**
 * Products like this one, for "related products" under a product and for a product that is gone: on-sale products of
 * its category first, then of its top category, best sellers first. The product itself may be off sale (its shoppers
 * are shown where to go instead); an unknown id answers an empty list.
 */
export async function relatedProducts(
  db: Db,
  id: number,
  limit: number,
  locale: Locale = 'en',
): Promise<ProductCard[]> {
  const { rows } = await db.execute<CardRow>(sql`
    WITH origin AS (
      SELECT p.category_id, c.parent_id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${id})
    SELECT ${cardColumnsIn(locale)}
    FROM origin, products p JOIN merchants m ON m.id = p.merchant_id
    WHERE ${visibleProduct} AND p.id <> ${id}
      AND p.category_id IN (
        SELECT origin.category_id UNION SELECT c.id FROM categories c WHERE origin.parent_id <> 0 AND c.parent_id = origin.parent_id)
    ORDER BY (p.category_id = origin.category_id) DESC, p.sales DESC, p.id DESC
    LIMIT ${limit}`);
  if (rows.length >= limit) return rows.map(toCard);
  // A product never there (or alone in its category) still gets a shelf: the best sellers fill it up.
  const have = [id, ...rows.map((r) => r.id)];
  const { rows: more } = await db.execute<CardRow>(sql`
    SELECT ${cardColumnsIn(locale)}
    FROM products p JOIN merchants m ON m.id = p.merchant_id
    WHERE ${visibleProduct} AND p.id NOT IN (${sql.join(
      have.map((x) => sql`${x}`),
      sql`, `,
    )})
    ORDER BY p.sales DESC, p.id DESC
    LIMIT ${limit - rows.length}`);
  return [...rows, ...more].map(toCard);
}
