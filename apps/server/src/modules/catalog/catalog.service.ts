import type { LocalizedText } from '@mall/contract';
import { type Category, type Locale, localize, type Page, type ProductCard } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { type CardRow, cardColumnsIn, toCard, visibleProduct } from './product-card';

export { productDetailBase, shopProductCount, viewerMarks } from './product-detail';
export { listReplies, replyStats, replyStatsOf } from './product-replies';

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

/** The ranking of /goods/top_one: the 100 best sellers, optionally of one category. */
export async function leaderboard(
  db: Db,
  q: { cid?: number; page: number; limit: number },
  locale: Locale = 'en',
): Promise<Page<ProductCard>> {
  // Of a category: each of its categories' best sellers walk their own index (category, sales), merged; walking the
  // whole sales index for a small category's hundred read most of it at a million products (issue 25). The cards'
  // columns are read for the page only.
  const ranked = q.cid
    ? sql`SELECT best.id, best.sales FROM categories c CROSS JOIN LATERAL (
          SELECT p.id, p.sales FROM products p JOIN merchants m ON m.id = p.merchant_id
          WHERE p.category_id = c.id AND ${visibleProduct} ORDER BY p.sales DESC, p.id DESC LIMIT 100) best
        WHERE c.id = ${q.cid} OR c.parent_id = ${q.cid}
        ORDER BY best.sales DESC, best.id DESC LIMIT 100`
    : sql`SELECT p.id, p.sales FROM products p JOIN merchants m ON m.id = p.merchant_id
        WHERE ${visibleProduct} ORDER BY p.sales DESC, p.id DESC LIMIT 100`;
  const { rows, total } = await countedPage<CardRow & { total: number }>(
    db,
    q,
    (window) => sql`
    WITH ranked AS (${ranked}),
    page AS (
      SELECT id, sales, count(*) OVER () AS total FROM ranked ORDER BY sales DESC, id DESC
      ${window})
    SELECT ${cardColumnsIn(locale)}, page.total
    FROM page JOIN products p ON p.id = page.id JOIN merchants m ON m.id = p.merchant_id
    ORDER BY page.sales DESC, page.id DESC`,
  );
  return { list: rows.map(toCard), total, page: q.page, limit: q.limit };
}

/** Home recommendations: the operator's picks in their order, then best sellers. */
export async function recommendedProducts(
  db: Db,
  q: { page: number; limit: number },
  locale: Locale = 'en',
): Promise<Page<ProductCard>> {
  // At most 200 recommendations, so that paging never sorts the whole catalogue. The picks walk their own partial
  // index (migration 0032), the best sellers the sales index; the cards' columns (a translation, the review figures)
  // are read for the page's products only, not for the 400 candidates (issue 25).
  const { rows, total } = await countedPage<CardRow & { total: number }>(
    db,
    q,
    (window) => sql`
    WITH picks AS (
      (SELECT p.id, p.recommend_sort AS pick, p.sales AS pick_sales
       FROM products p JOIN merchants m ON m.id = p.merchant_id
       WHERE ${visibleProduct} AND p.recommend_sort IS NOT NULL ORDER BY p.recommend_sort, p.id LIMIT 200)
      UNION ALL
      (SELECT p.id, NULL, p.sales
       FROM products p JOIN merchants m ON m.id = p.merchant_id
       WHERE ${visibleProduct} AND p.recommend_sort IS NULL ORDER BY p.sales DESC, p.id DESC LIMIT 200)),
    page AS (
      SELECT *, count(*) OVER () AS total
      FROM (SELECT * FROM picks ORDER BY pick ASC NULLS LAST, pick_sales DESC, id DESC LIMIT 200) top
      ORDER BY pick ASC NULLS LAST, pick_sales DESC, id DESC
      ${window})
    SELECT ${cardColumnsIn(locale)}, page.total
    FROM page JOIN products p ON p.id = page.id JOIN merchants m ON m.id = p.merchant_id
    ORDER BY page.pick ASC NULLS LAST, page.pick_sales DESC, page.id DESC`,
  );
  return { list: rows.map(toCard), total, page: q.page, limit: q.limit };
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
  // Each category's best sellers walk its own index (category, sales) and stop at the shelf's length, its own category
  // first, then its siblings', merged; the cards' columns are read for the shelf only. Sorting every product of the
  // category and its siblings took 0.7 s for a product of a big category at a million products (issue 25).
  const { rows } = await db.execute<CardRow>(sql`
    WITH origin AS (
      SELECT p.category_id, c.parent_id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${id}),
    shelves AS (
      SELECT origin.category_id AS id, 0 AS tier FROM origin
      UNION ALL
      SELECT c.id, 1 FROM origin JOIN categories c
        ON origin.parent_id <> 0 AND c.parent_id = origin.parent_id AND c.id <> origin.category_id),
    shelf AS (
      SELECT best.id, best.sales, shelves.tier FROM shelves CROSS JOIN LATERAL (
        SELECT p.id, p.sales FROM products p JOIN merchants m ON m.id = p.merchant_id
        WHERE p.category_id = shelves.id AND ${visibleProduct} AND p.id <> ${id}
        ORDER BY p.sales DESC, p.id DESC LIMIT ${limit}) best
      ORDER BY shelves.tier, best.sales DESC, best.id DESC LIMIT ${limit})
    SELECT ${cardColumnsIn(locale)}
    FROM shelf JOIN products p ON p.id = shelf.id JOIN merchants m ON m.id = p.merchant_id
    ORDER BY shelf.tier, shelf.sales DESC, shelf.id DESC`);
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
