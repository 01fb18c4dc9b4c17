import { type Locale, type LocalizedText, localize } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
import type { ProductAttr } from '../../db/schema';
import { maskNickname } from '../catalog/product-replies';
import {
  localName,
  localSkuValues,
  localTexts,
  type TranslationColumns,
  translationColumns,
  translationJoin,
} from '../catalog/translations';
import { visibleProduct } from '../catalog/visibility';
import {
  type ProductShipping,
  type ShippingRow,
  shippingColumns,
  shippingTemplateJoin,
  toProductShipping,
} from '../shipping/product-shipping';
import { localShopText, shopBannerSql, shopNameSql } from '../shops/shop-texts';
import { CLOSED_NAMES } from '../users/closed-name';

// What the server-rendered pages read (issue 24): one visibility rule with the storefront (catalog/visibility.ts),
// product texts in the page's language through the catalogue's translations, everything else in a few indexed reads.

export type Crumb = { id: number; name: string };

/** The category and its ancestors, root first, in the page's language (hidden categories end the trail). */
export async function categoryTrail(db: Queryable, categoryId: number, locale: Locale): Promise<Crumb[]> {
  // Prepared, as the descendants below: planning them took twice as long as running them (issue 25).
  const { rows } = await executePrepared<{ id: number; parent_id: number; name: string; names: LocalizedText }>(
    db,
    sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, name, names, 0 AS depth FROM categories WHERE id = ${categoryId} AND visible
      UNION ALL
      SELECT c.id, c.parent_id, c.name, c.names, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id
      WHERE c.visible AND up.depth < 5)
    SELECT id, parent_id, name, names FROM up ORDER BY depth DESC`,
  );
  // A trail that stops below the top passed a hidden category: the category is not shown (catalog/visibility.ts).
  if (rows[0]?.parent_id !== 0) return [];
  return rows.map((r) => ({ id: r.id, name: localize({ en: r.name, ...r.names }, locale, r.name) }));
}

type ProductRow = {
  id: number;
  t_locales: Locale[] | null;
  name: string;
  description: string;
  attrs: ProductAttr[];
  original_locale: Locale;
  images: string[];
  price: number;
  ot_price: number;
  stock: number;
  sales: number;
  category_id: number;
  updated_at: string;
  is_virtual: boolean;
  merchant_id: number;
  mer_name: string;
  mer_avatar: string;
  skus: { id: number; attr_values: string[]; price: number; ot_price: number; stock: number; image: string }[] | null;
  review_count: number;
  rating: number | null;
  recent: { nickname: string; closed: boolean; score: number; comment: string; created_at: string }[];
} & TranslationColumns &
  ShippingRow;

export type ProductPageData = {
  id: number;
  name: string;
  description: string;
  attrs: ProductAttr[];
  images: string[];
  price: number;
  otPrice: number;
  stock: number;
  sales: number;
  categoryId: number;
  updatedAt: string;
  isVirtual: boolean;
  merchant: { id: number; name: string; avatar: string };
  /** What the page's freight line needs (the shipping module's own read, in the same round trip). */
  shipping: ProductShipping;
  skus: { id: number; values: string[]; price: number; otPrice: number; stock: number; image: string }[];
  reviewCount: number;
  rating: number | null;
  reviews: { author: string; score: number; comment: string; createdAt: string }[];
  /**
   * The languages its name and description are shown in: the page's where translated, else the original's (a
   * translation may give a description and leave the name to the original: audit CT2).
   */
  contentLocale: { name: Locale; description: Locale };
  /** The languages it is written in: its original and its translations. */
  languages: Locale[];
};

/** A product the storefront shows, in the page's language; null for unknown, off sale or a shop not open. */
export async function productPageData(db: Queryable, id: number, locale: Locale): Promise<ProductPageData | null> {
  // Prepared (named after its text, one per language): planning it cost a third of running it at 1M (issue 25).
  const { rows } = await executePrepared<ProductRow>(
    db,
    sql`
    SELECT p.id, p.name, p.description, p.attrs, p.original_locale, p.images, p.price, p.ot_price, p.stock, p.sales, p.category_id,
      p.updated_at, ${shopNameSql('m', locale)} AS mer_name, m.avatar AS mer_avatar, ${translationColumns}, ${shippingColumns},
      (SELECT array_agg(t.locale) FROM product_translations t WHERE t.product_id = p.id) AS t_locales,
      (SELECT json_agg(s ORDER BY s.id) FROM (
        SELECT id, attr_values, price, ot_price, stock, image FROM product_skus WHERE product_id = p.id) s) AS skus,
      r.review_count, r.rating,
      (SELECT coalesce(json_agg(x), '[]') FROM (
        SELECT u.nickname, u.closed_at IS NOT NULL AS closed, rv.product_score AS score, rv.comment, rv.created_at FROM reviews rv
        JOIN users u ON u.id = rv.user_id WHERE rv.product_id = p.id ORDER BY rv.created_at DESC, rv.id DESC LIMIT 5) x) AS recent
    FROM products p JOIN merchants m ON m.id = p.merchant_id ${translationJoin(locale)} ${shippingTemplateJoin}
    CROSS JOIN LATERAL (SELECT count(*)::int AS review_count, round(avg(product_score), 1)::float8 AS rating
      FROM reviews WHERE product_id = p.id) r
    WHERE p.id = ${id} AND ${visibleProduct}`,
  );
  const p = rows[0];
  if (!p) return null;
  const texts = localTexts(p, locale);
  // The five latest reviews came in the same round trip (issue 25: a cold page in as few reads as it can).
  const reviews = p.recent;
  return {
    id: p.id,
    name: texts.name,
    description: texts.description,
    attrs: texts.attrs,
    images: p.images,
    price: p.price,
    otPrice: p.ot_price,
    stock: p.stock,
    sales: p.sales,
    categoryId: p.category_id,
    updatedAt: new Date(p.updated_at).toISOString(),
    isVirtual: p.is_virtual,
    merchant: { id: p.merchant_id, name: p.mer_name, avatar: p.mer_avatar },
    shipping: toProductShipping(p),
    skus: (p.skus ?? []).map((s) => ({
      id: s.id,
      values: localSkuValues(p.attrs, p.t_attrs, s.attr_values, { original: p.original_locale, reader: locale }),
      price: s.price,
      otPrice: s.ot_price,
      stock: s.stock,
      image: s.image || p.images[0] || '',
    })),
    reviewCount: p.review_count,
    rating: p.rating,
    reviews: reviews.map((r) => ({
      // Named as the app's review list names them: a crawler's page publishes no more of an account (audit X5).
      author: r.closed ? CLOSED_NAMES[locale] : maskNickname(r.nickname),
      score: r.score,
      comment: r.comment,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    contentLocale: {
      name: p.t_name ? locale : p.original_locale,
      description: p.t_description ? locale : p.original_locale,
    },
    languages: [p.original_locale, ...(p.t_locales ?? [])],
  };
}

export type Card = { id: number; name: string; image: string; price: number; stock: number };

/** A page of a shop's or a category's products on sale, best sellers first (keyset-free: the first pages only). */
export async function productCards(
  db: Queryable,
  where: { merchantId?: number; categoryIds?: number[] },
  locale: Locale,
  /** The products skipped (the pages before) and how many to answer (a page, and one more to tell there is another). */
  { offset, limit }: { offset: number; limit: number },
): Promise<Card[]> {
  if (where.merchantId) {
    const { rows } = await db.execute<Card>(sql`
      SELECT p.id, ${localName(locale)} AS name, coalesce(p.images->>0, '') AS image, p.price, p.stock
      FROM products p JOIN merchants m ON m.id = p.merchant_id
      WHERE p.merchant_id = ${where.merchantId} AND ${visibleProduct}
      ORDER BY p.sales DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`);
    return rows;
  }
  // Each category's best sellers walk its own index (category, sales) and stop at the page's last product; the walks
  // are merged. One walk of all products by sales skipping other categories' read 2,388 buffers for a category with
  // 1 % of a million products, 7.9 ms; its own walk 37 buffers, 0.8 ms (issue 25).
  const { rows } = await db.execute<Card>(sql`
    SELECT p.id, ${localName(locale)} AS name, coalesce(p.images->>0, '') AS image, p.price, p.stock
    FROM unnest(${`{${(where.categoryIds ?? []).join(',')}}`}::int[]) AS c(id)
    CROSS JOIN LATERAL (
      SELECT p.id, p.name, p.images, p.price, p.stock, p.sales FROM products p JOIN merchants m ON m.id = p.merchant_id
      WHERE p.category_id = c.id AND ${visibleProduct}
      ORDER BY p.sales DESC, p.id DESC LIMIT ${offset + limit}) p
    ORDER BY p.sales DESC, p.id DESC LIMIT ${limit} OFFSET ${offset}`);
  return rows;
}

export type ShopPageData = {
  id: number;
  name: string;
  avatar: string;
  banner: string;
  intro: string;
  address: string;
  phone: string;
  rating: number | null;
  reviewCount: number;
  followerCount: number;
  isSelf: boolean;
  createdAt: string;
};

/** How many reviews a shop has: a count over all of them (42 ms for a shop of 82,000 at 100,000 products, issue 25). */
export async function shopReviewCount(db: Queryable, id: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM reviews WHERE merchant_id = ${id}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * An open shop; null for unknown or not open. The rating counts only when the shop has reviews; `reviewCount` gives
 * their number (the route keeps it per shop until the change feed names the shop).
 */
export async function shopPageData(
  db: Queryable,
  id: number,
  reviewCount: (id: number) => Promise<number>,
  /** The page's language: the shop's intro in it where the shop gave one (audit DS6). */
  locale: Locale,
): Promise<ShopPageData | null> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    avatar: string;
    banner: string;
    intro: string;
    address: string;
    phone: string;
    rating: string;
    follower_count: number;
    is_self: boolean;
    created_at: string;
  }>(sql`
    SELECT m.id, ${shopNameSql('m', locale)} AS name, m.avatar, ${shopBannerSql('m', locale)} AS banner, ${localShopText(sql`m.intro`, sql`m.intros`, locale)} AS intro, m.address, m.phone, m.rating::text AS rating, m.follower_count,
      m.is_self, m.created_at
    FROM merchants m WHERE m.id = ${id} AND m.status = 'open'`);
  const m = rows[0];
  if (!m) return null;
  const count = await reviewCount(m.id);
  return {
    id: m.id,
    name: m.name,
    avatar: m.avatar,
    banner: m.banner,
    intro: m.intro,
    address: m.address,
    phone: m.phone,
    rating: count > 0 ? Number(m.rating) : null,
    reviewCount: count,
    followerCount: m.follower_count,
    isSelf: m.is_self,
    createdAt: new Date(m.created_at).toISOString(),
  };
}

export type CategoryPageData = { trail: Crumb[]; children: Crumb[]; descendants: number[] };

/**
 * A visible category with its trail, its shown children and every category under it: the products of any of them
 * show, a hidden sub-category's too, as the app's listing of the category shows them (decision 0042: hiding is
 * navigation, its products stay on sale; audit Q3 found the page 4 short of the app's count).
 */
export async function categoryPageData(db: Queryable, id: number, locale: Locale): Promise<CategoryPageData | null> {
  const trail = await categoryTrail(db, id, locale);
  if (trail.at(-1)?.id !== id) return null;
  const { rows } = await executePrepared<{
    id: number;
    parent_id: number;
    name: string;
    names: LocalizedText;
    visible: boolean;
  }>(
    db,
    sql`
    WITH RECURSIVE down AS (
      SELECT id, parent_id, name, names, visible, sort, 0 AS depth FROM categories WHERE id = ${id}
      UNION ALL
      SELECT c.id, c.parent_id, c.name, c.names, c.visible, c.sort, down.depth + 1
      FROM categories c JOIN down ON c.parent_id = down.id
      WHERE down.depth < 5)
    SELECT id, parent_id, name, names, visible FROM down ORDER BY depth, sort, id`,
  );
  return {
    trail,
    children: rows
      .filter((r) => r.parent_id === id && r.visible)
      .map((r) => ({ id: r.id, name: localize({ en: r.name, ...r.names }, locale, r.name) })),
    descendants: rows.map((r) => r.id),
  };
}
