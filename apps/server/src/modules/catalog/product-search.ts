import { type Locale, type Page, type ProductCard, type ProductListQuery, toCents } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CardRow, cardColumnsIn, toCard, visibleProduct } from './product-card';

/** Escapes LIKE wildcards so that a keyword matches literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Splits a keyword into terms that must all appear in the name. Scripts written without spaces (Chinese, Thai,
 * Lao) give one term, matched as a substring; pg_trgm's GIN index serves substring matches of three or more
 * characters in any script because the database's C.UTF-8 locale classifies those letters (decision 0002).
 */
export function searchTerms(keyword: string): string[] {
  return keyword
    .normalize('NFC')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((t) => t.slice(0, 50));
}

/** A page of product cards, named in the reader's language (`locale`), else in the original. */
export async function listProducts(db: Db, q: ProductListQuery, locale: Locale = 'en'): Promise<Page<ProductCard>> {
  const where: SQL[] = [visibleProduct];
  const terms = q.keyword ? searchTerms(q.keyword) : [];
  for (const term of terms) {
    where.push(sql`p.name ILIKE ${likePattern(term)}`);
    // pg_trgm has nothing to look up for two characters; the bigram index does (migration 0002).
    if ([...term].length === 2) where.push(sql`p.name_bigrams @> ARRAY[lower(${term})]`);
  }
  if (q.cid) {
    where.push(sql`p.category_id IN (SELECT id FROM categories WHERE id = ${q.cid} OR parent_id = ${q.cid})`);
  }
  if (q.merId) where.push(sql`p.merchant_id = ${q.merId}`);
  if (q.shopCid) {
    where.push(
      sql`p.shop_category_id IN (SELECT id FROM shop_categories WHERE id = ${q.shopCid} OR parent_id = ${q.shopCid})`,
    );
  }
  // Exact decimal text to cents (the schema bounds it to MAX_MONEY), no floating point.
  if (q.minPrice !== undefined) where.push(sql`p.price >= ${toCents(q.minPrice)}`);
  if (q.maxPrice !== undefined) where.push(sql`p.price <= ${toCents(q.maxPrice)}`);

  const order = orderBy(q, terms);
  const offset = (q.page - 1) * q.limit;
  const result = await db.execute<CardRow & { total: number }>(sql`
    SELECT ${cardColumnsIn(locale)}, count(*) OVER () AS total
    FROM products p JOIN merchants m ON m.id = p.merchant_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${order}
    LIMIT ${q.limit} OFFSET ${offset}`);
  const rows = result.rows;
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) total = await countProducts(db, where);
  return { list: rows.map(toCard), total, page: q.page, limit: q.limit };
}

async function countProducts(db: Db, where: SQL[]): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    SELECT count(*) AS total FROM products p JOIN merchants m ON m.id = p.merchant_id
    WHERE ${sql.join(where, sql` AND `)}`);
  return result.rows[0]?.total ?? 0;
}

function orderBy(q: ProductListQuery, terms: string[]): SQL {
  const dir = (d: 'asc' | 'desc') => (d === 'asc' ? sql`ASC` : sql`DESC`);
  if (q.priceOrder) return sql`p.price ${dir(q.priceOrder)}, p.id DESC`;
  if (q.salesOrder) return sql`p.sales ${dir(q.salesOrder)}, p.id DESC`;
  if (q.newOrder) return sql`p.created_at ${dir(q.newOrder)}, p.id DESC`;
  if (terms.length > 0) {
    // Relevance: the whole phrase before scattered terms, a name that starts with it first, then best sellers.
    const phrase = terms.join(' ');
    return sql`(p.name ILIKE ${likePattern(phrase).slice(1)}) DESC, (p.name ILIKE ${likePattern(phrase)}) DESC,
      p.sales DESC, p.id DESC`;
  }
  return sql`p.sales DESC, p.id DESC`;
}
