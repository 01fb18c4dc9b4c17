import { fromCents, type Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { announceChange } from '../../platform/change-feed';
import { invalid, notFound } from '../../platform/errors';
import { localName } from '../catalog/translations';
import { isVisibleColumn, PRODUCT_NOT_FOUND, visibleProduct } from '../catalog/visibility';
import { shopRatingSql } from '../reviews/shop-rating';
import { shopNameSql } from '../shops/shop-texts';

const MAX_FAVOURITES = 500;

/**
 * Favourites a product on sale in an open shop; doing it twice changes nothing. The count and the insert run under a
 * per-user lock (as the address book's), so parallel adds cannot pass the limit together (audit FL3).
 */
export async function collectProduct(db: Db, userId: number, productId: number) {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM products p JOIN merchants m ON m.id = p.merchant_id
    WHERE p.id = ${productId} AND ${visibleProduct}`);
  if (!rows[0]) throw notFound(PRODUCT_NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`favourites:${userId}`}))`);
    const { rows: counted } = await tx.execute<{ n: number; held: boolean }>(sql`
      SELECT count(*)::int AS n, bool_or(product_id = ${productId}) AS held FROM product_collects
      WHERE user_id = ${userId}`);
    // Favouriting one already held is no new row: it is answered as before, even at the limit.
    if (counted[0]?.held) return;
    if ((counted[0]?.n ?? 0) >= MAX_FAVOURITES) throw invalid('You can keep at most 500 favourites');
    await tx.execute(sql`
      INSERT INTO product_collects (user_id, product_id) VALUES (${userId}, ${productId}) ON CONFLICT DO NOTHING`);
  });
  return { collected: true };
}

export async function uncollectProducts(db: Db, userId: number, productIds: number[]) {
  await db.execute(sql`
    DELETE FROM product_collects
    WHERE user_id = ${userId} AND product_id IN (${sql.join(
      productIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/** The shopper's favourites, named in the reader's language (else the original). */
export async function listCollectedProducts(
  db: Db,
  userId: number,
  q: { page: number; limit: number },
  locale: Locale = 'en',
) {
  const { rows, total } = await countedPage<{
    product_id: number;
    name: string;
    image: string;
    price: number;
    ot_price: number;
    on_sale: boolean;
    created_at: string;
    total: number;
  }>(
    db,
    q,
    (window) => sql`
    SELECT c.product_id, ${localName(locale)} AS name, coalesce(p.images->>0, '') AS image, p.price, p.ot_price,
      ${isVisibleColumn} AS on_sale, c.created_at, count(*) OVER () AS total
    FROM product_collects c JOIN products p ON p.id = c.product_id JOIN merchants m ON m.id = p.merchant_id
    WHERE c.user_id = ${userId}
    ORDER BY c.created_at DESC, c.product_id DESC ${window}`,
  );
  return {
    list: rows.map((r) => ({
      id: r.product_id,
      productId: r.product_id,
      name: r.name,
      image: r.image,
      // A product no longer shown keeps its name and picture here, never its current price (visibility rule).
      price: r.on_sale ? fromCents(r.price) : '',
      otPrice: r.on_sale ? fromCents(r.ot_price) : '',
      onSale: r.on_sale,
      createTime: new Date(r.created_at).toISOString(),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}

/**
 * Follows or unfollows a shop. The follow row and the follower count change in one statement each inside one
 * transaction, and only when the row really changed, so the count stays equal to the rows under any concurrency.
 * Only following needs an open shop: unfollowing removes the shopper's own row whatever the shop's state (audit FL4),
 * so a suspended shop does not keep a follower who left it.
 */
export async function setFollow(db: Db, userId: number, merchantId: number, follow: boolean) {
  return db.transaction(async (tx) => {
    const { rows: shop } = await tx.execute(
      sql`SELECT 1 FROM merchants WHERE id = ${merchantId} ${follow ? sql`AND status = 'open'` : sql``}`,
    );
    if (!shop[0]) throw notFound('Shop not found');
    const changed = follow
      ? await tx.execute(sql`
          INSERT INTO merchant_follows (user_id, merchant_id) VALUES (${userId}, ${merchantId})
          ON CONFLICT DO NOTHING RETURNING merchant_id`)
      : await tx.execute(sql`
          DELETE FROM merchant_follows WHERE user_id = ${userId} AND merchant_id = ${merchantId} RETURNING merchant_id`);
    const delta = changed.rows.length === 0 ? 0 : follow ? 1 : -1;
    const { rows } = await tx.execute<{ follower_count: number }>(sql`
      UPDATE merchants SET follower_count = greatest(0, follower_count + ${delta}) WHERE id = ${merchantId}
      RETURNING follower_count`);
    if (delta !== 0) await announceChange(tx, 'shop', [merchantId]);
    return { followed: follow, followerCount: rows[0]!.follower_count };
  });
}

/**
 * A closing account's favourites and follows go (audit FL4): each followed shop's follower count drops by the row
 * that went, in the closing's transaction, so the count stays equal to the rows.
 */
export async function dropFavouritesOf(tx: Queryable, userId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM product_collects WHERE user_id = ${userId}`);
  const { rows } = await tx.execute<{ id: number }>(sql`
    WITH gone AS (DELETE FROM merchant_follows WHERE user_id = ${userId} RETURNING merchant_id)
    UPDATE merchants m SET follower_count = greatest(0, m.follower_count - 1)
    FROM gone WHERE m.id = gone.merchant_id
    RETURNING m.id`);
  if (rows.length > 0)
    await announceChange(
      tx,
      'shop',
      rows.map((r) => r.id),
    );
}

export async function listFollowedShops(
  db: Db,
  userId: number,
  q: { page: number; limit: number },
  locale: Locale = 'en',
) {
  const { rows, total } = await countedPage<{
    id: number;
    name: string;
    avatar: string;
    is_self: boolean;
    rating: number | null;
    follower_count: number;
    total: number;
  }>(
    db,
    q,
    (window) => sql`
    SELECT m.id, ${shopNameSql('m', locale)} AS name, m.avatar, m.is_self, ${shopRatingSql('m')} AS rating, m.follower_count, count(*) OVER () AS total
    FROM merchant_follows f JOIN merchants m ON m.id = f.merchant_id
    WHERE f.user_id = ${userId} AND m.status = 'open'
    ORDER BY f.created_at DESC, m.id DESC ${window}`,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      avatar: r.avatar,
      isSelf: r.is_self,
      rating: r.rating,
      followerCount: r.follower_count,
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
