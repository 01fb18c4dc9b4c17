import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notFound } from '../../platform/errors';

// The one visibility rule for every public read of a product (issue 21): its detail (with its SKUs and pictures),
// freight, reviews and their figures, coupons, buy now and checkout, and the shopper's favourites and cart; every
// listing (search, categories, ranking, home, activities, related products, shops) shows only products it allows. A
// product off sale, deleted (no row) or of a shop that is not open is answered as the detail answers it: 404
// "Product not found", never its price, stock or anything derived from them (a free-shipping threshold crossed by
// stepping the quantity). Related products still answer for a hidden product, with shown products only: they are
// what its shoppers are offered instead (the storefront's "gone" page), and tell nothing of the hidden one.

/** The condition, over `products p JOIN merchants m ON m.id = p.merchant_id`. */
export const visibleProduct = sql`p.on_sale AND m.status = 'open'`;

/** The same rule as a boolean column (for lists that flag, rather than drop, a product no longer shown). */
export const isVisibleColumn = sql`(p.on_sale AND m.status = 'open')`;

/**
 * The one rule for a category the storefront shows, over `categories c`: visible itself and under a visible parent
 * (categories are two levels). A hidden top category takes its children with it out of the tree, their pages, the
 * sitemap and the search's category facets; their products stay on sale and are found by keyword.
 */
export const shownCategory = sql`(c.visible AND (c.parent_id = 0 OR EXISTS (
  SELECT 1 FROM categories up WHERE up.id = c.parent_id AND up.visible)))`;

export const PRODUCT_NOT_FOUND = 'Product not found';

/** Answers 404 unless the storefront may show the product. */
export async function assertVisibleProduct(db: Queryable, productId: number): Promise<void> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM products p JOIN merchants m ON m.id = p.merchant_id WHERE p.id = ${productId} AND ${visibleProduct}`);
  if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
}

/**
 * The price (cents) of a shown product: of its SKU when one is named (a SKU of another product answers 404 "This
 * item does not exist"), else its lowest price. A product not shown answers 404 before anything else is looked at.
 */
export async function visiblePrice(db: Queryable, productId: number, skuId?: number): Promise<number> {
  const { rows } = await db.execute<{ price: number; sku_price: number | null }>(sql`
    SELECT p.price, s.price AS sku_price
    FROM products p JOIN merchants m ON m.id = p.merchant_id
      LEFT JOIN product_skus s ON s.product_id = p.id AND s.id = ${skuId ?? 0}
    WHERE p.id = ${productId} AND ${visibleProduct}`);
  const row = rows[0];
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  if (skuId === undefined) return row.price;
  if (row.sku_price === null) throw notFound('This item does not exist');
  return row.sku_price;
}
