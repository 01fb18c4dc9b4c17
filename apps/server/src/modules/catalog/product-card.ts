import { fromCents, type Locale, type ProductCard } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import { shopNameSql } from '../shops/shop-texts';
import { localName } from './translations';

/**
 * A product's review count and average score, one walk of the reviews' product index: two subqueries walked it twice
 * (a page of 20 cards 0.32-0.36 ms against 0.28 ms at a million products, issue 25).
 */
const reviewFigures = sql`(SELECT json_build_array(count(*), round(avg(r.product_score), 1)::float8)
  FROM reviews r WHERE r.product_id = p.id) AS reviews`;

/**
 * Columns every product card needs, the name in the reader's language (else the original); `p` is products and `m`
 * merchants. The name and the review figures are subqueries on primary or product indexes: PostgreSQL runs them
 * after sorting and limiting, for the cards answered only.
 */
export const cardColumnsIn = (locale: Locale): SQL => sql`p.id, ${localName(locale)} AS name,
  coalesce(p.images->>0, '') AS image, p.price, p.ot_price, p.sales, p.stock, p.merchant_id, ${shopNameSql('m', locale)} AS mer_name,
  ${reviewFigures}`;

/** Card columns with the original name (consoles); shoppers get `cardColumnsIn(locale)`. */
export const cardColumns = sql`p.id, p.name, coalesce(p.images->>0, '') AS image, p.price, p.ot_price, p.sales, p.stock,
  p.merchant_id, m.name AS mer_name, ${reviewFigures}`;

export type CardRow = {
  id: number;
  name: string;
  image: string;
  price: number;
  ot_price: number;
  sales: number;
  stock: number;
  merchant_id: number;
  mer_name: string;
  /** The review count and average score; absent where a query does not select them (the shop street's thumbnails). */
  reviews?: [number, number | null];
};

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    price: fromCents(row.price),
    otPrice: fromCents(row.ot_price),
    sales: row.sales,
    stock: row.stock,
    merId: row.merchant_id,
    merName: row.mer_name,
    ...(row.reviews === undefined ? {} : { rating: row.reviews[1] ?? 0, reviewCount: row.reviews[0] }),
  };
}

/** A product the storefront may show: on sale, in an open shop (the one rule, visibility.ts). */
export { visibleProduct } from './visibility';
