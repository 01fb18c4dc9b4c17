import type { Locale, ProductCard } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type CardRow, cardColumnsIn, toCard, visibleProduct } from './product-card';

/**
 * The cards of products a browser remembers (its recently viewed), in the given order and the reader's language; a
 * product no longer shown (off sale, its shop closed, deleted) is left out.
 */
export async function visibleCards(db: Queryable, ids: number[], locale: Locale): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<CardRow>(sql`
    SELECT ${cardColumnsIn(locale)} FROM products p JOIN merchants m ON m.id = p.merchant_id
    WHERE p.id = ANY(${`{${ids.join(',')}}`}::int[]) AND ${visibleProduct}`);
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
