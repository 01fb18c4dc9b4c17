import {
  type ActivityEdit,
  type AdminProduct,
  BANNERS_MAX,
  type BannerEdit,
  type BannerTexts,
  fromCents,
  type MerchantStatus,
  type Page,
  type TranslatedNames,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import type { ChangeFeed } from '../../platform/change-feed';
import { checkVersion } from '../../platform/edit-version';
import { invalid, notFound } from '../../platform/errors';
import { cleanNames } from '../catalog/admin-categories.service';
import { likePattern } from '../catalog/product-search';
import { checkPlatformPictures } from './platform-pictures';

// Home content: banners, recommended products (products.recommend_sort) and activities with their products.

export async function listBanners(db: Db) {
  const { rows } = await db.execute<{
    id: number;
    title: string;
    texts: BannerTexts;
    image: string;
    link: string;
    sort: number;
    version: number;
  }>(sql`SELECT id, title, texts, image, link, sort, version FROM banners ORDER BY sort, id`);
  return rows;
}

/** Only the languages with a text of their own are kept; the others show the English `title`. */
const bannerTexts = (texts: BannerTexts) =>
  JSON.stringify(Object.fromEntries(Object.entries(texts).filter(([, text]) => text)));

export async function createBanner(db: Db, input: BannerEdit, changes: ChangeFeed): Promise<{ id: number }> {
  await checkPlatformPictures(db, [input.image]);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE banners IN SHARE ROW EXCLUSIVE MODE`);
    const { rows: count } = await tx.execute<{ n: number }>(sql`SELECT count(*) AS n FROM banners`);
    if ((count[0]?.n ?? 0) >= BANNERS_MAX) throw invalid('Keep at most 20 banners');
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO banners (title, texts, image, link, sort)
      VALUES (${input.title}, ${bannerTexts(input.texts)}::jsonb, ${input.image}, ${input.link}, ${input.sort})
      RETURNING id`);
    return rows[0]!.id;
  });
  await changes.announce(db, 'listings');
  return { id };
}

/** Edits a banner at the version its form loaded: 404 when it is gone, 409 when it changed since (edits.ts). */
export async function updateBanner(db: Db, id: number, input: BannerEdit, changes: ChangeFeed): Promise<void> {
  await checkPlatformPictures(db, [input.image], sql`SELECT image AS picture FROM banners WHERE id = ${id}`);
  const { rows } = await db.execute(sql`
    UPDATE banners SET title = ${input.title}, texts = ${bannerTexts(input.texts)}::jsonb, image = ${input.image},
      link = ${input.link}, sort = ${input.sort}, version = version + 1
    WHERE id = ${id} AND (${input.version ?? null}::int IS NULL OR version = ${input.version ?? null}) RETURNING id`);
  if (rows.length === 0) {
    const { rows: found } = await db.execute<{ version: number }>(sql`SELECT version FROM banners WHERE id = ${id}`);
    if (!found[0]) throw notFound('Banner not found');
    checkVersion(found[0].version, input.version);
  }
  await changes.announce(db, 'listings');
}

export async function deleteBanner(db: Db, id: number, changes: ChangeFeed): Promise<void> {
  const { rows } = await db.execute(sql`DELETE FROM banners WHERE id = ${id} RETURNING id`);
  if (rows.length === 0) throw notFound('Banner not found');
  await changes.announce(db, 'listings');
}

type ProductRow = {
  id: number;
  name: string;
  image: string;
  price: number;
  sales: number;
  stock: number;
  merchant_id: number;
  mer_name: string;
  on_sale: boolean;
  shop_status: MerchantStatus;
  recommend_sort: number | null;
};

const productColumns = sql`p.id, p.name, coalesce(p.images->>0, '') AS image, p.price, p.sales, p.stock,
  p.merchant_id, m.name AS mer_name, p.on_sale, m.status AS shop_status, p.recommend_sort`;

function toProduct(r: ProductRow): AdminProduct {
  return {
    id: r.id,
    name: r.name,
    image: r.image,
    price: fromCents(r.price),
    sales: r.sales,
    stock: r.stock,
    merId: r.merchant_id,
    merName: r.mer_name,
    onSale: r.on_sale,
    shopStatus: r.shop_status,
    recommendSort: r.recommend_sort,
  };
}

/** Any product of any shop, visible or not, to pick for recommendations and activities. */
export async function findProducts(
  db: Db,
  q: { keywords?: string; merId?: number; recommended?: 'true' | 'false'; page: number; limit: number },
): Promise<Page<AdminProduct>> {
  const where: SQL[] = [sql`TRUE`];
  if (q.keywords) {
    const id = /^\d{1,9}$/.test(q.keywords) ? Number(q.keywords) : 0;
    where.push(sql`(p.name ILIKE ${likePattern(q.keywords)} OR p.id = ${id})`);
  }
  if (q.merId) where.push(sql`p.merchant_id = ${q.merId}`);
  if (q.recommended === 'true') where.push(sql`p.recommend_sort IS NOT NULL`);
  if (q.recommended === 'false') where.push(sql`p.recommend_sort IS NULL`);
  const order = q.recommended === 'true' ? sql`p.recommend_sort, p.id` : sql`p.sales DESC, p.id DESC`;
  const { rows, total } = await countedPage<ProductRow & { total: number }>(
    db,
    q,
    (window) => sql`
    SELECT ${productColumns}, count(*) OVER () AS total
    FROM products p JOIN merchants m ON m.id = p.merchant_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${order}
    ${window}`,
  );
  return { list: rows.map(toProduct), total, page: q.page, limit: q.limit };
}

async function assertProductsExist(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*) AS n FROM products WHERE id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`);
  if ((rows[0]?.n ?? 0) !== ids.length) throw notFound('Product not found');
}

/** Replaces the home page's recommendations with these products, in this order. */
export async function setRecommended(db: Db, productIds: number[], changes: ChangeFeed): Promise<void> {
  await assertProductsExist(db, productIds);
  await db.transaction(async (tx) => {
    // Two saves in a row apply one after the other, never mixed; shoppers' writes to products are not held up.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('admin:recommend'))`);
    await tx.execute(sql`UPDATE products SET recommend_sort = NULL WHERE recommend_sort IS NOT NULL`);
    if (productIds.length > 0) {
      const values = sql.join(
        productIds.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        UPDATE products p SET recommend_sort = v.sort FROM (VALUES ${values}) AS v(id, sort) WHERE p.id = v.id`);
    }
  });
  await changes.announce(db, 'listings');
}

type ActivityRow = {
  id: number;
  name: string;
  names: TranslatedNames;
  image: string;
  intro: string;
  intros: TranslatedNames;
  starts_at: string;
  ends_at: string;
  sort: number;
  running: boolean;
  product_count: number;
  version: number;
};

const activityColumns = sql`a.id, a.name, a.names, a.image, a.intro, a.intros, a.starts_at, a.ends_at, a.sort, a.version,
  (a.starts_at <= now() AND a.ends_at > now()) AS running,
  (SELECT count(*) FROM activity_products ap WHERE ap.activity_id = a.id) AS product_count`;

function toActivity(r: ActivityRow) {
  return {
    id: r.id,
    name: r.name,
    names: r.names,
    image: r.image,
    intro: r.intro,
    intros: r.intros,
    startTime: new Date(r.starts_at).toISOString(),
    endTime: new Date(r.ends_at).toISOString(),
    sort: r.sort,
    running: r.running,
    productCount: r.product_count,
    version: r.version,
  };
}

export async function listActivities(db: Db) {
  const { rows } = await db.execute<ActivityRow>(
    sql`SELECT ${activityColumns} FROM activities a ORDER BY a.sort, a.id`,
  );
  return rows.map(toActivity);
}

export async function activityDetail(db: Db, id: number) {
  const { rows } = await db.execute<ActivityRow>(sql`SELECT ${activityColumns} FROM activities a WHERE a.id = ${id}`);
  if (!rows[0]) throw notFound('Activity not found');
  const products = await db.execute<ProductRow>(sql`
    SELECT ${productColumns} FROM activity_products ap JOIN products p ON p.id = ap.product_id
    JOIN merchants m ON m.id = p.merchant_id
    WHERE ap.activity_id = ${id} ORDER BY ap.sort, p.id`);
  return { ...toActivity(rows[0]), products: products.rows.map(toProduct) };
}

export async function createActivity(db: Db, input: ActivityEdit, changes: ChangeFeed): Promise<{ id: number }> {
  await checkPlatformPictures(db, [input.image]);
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO activities (name, names, image, intro, intros, starts_at, ends_at, sort)
    VALUES (${input.name}, ${JSON.stringify(cleanNames(input.names))}::jsonb, ${input.image}, ${input.intro},
      ${JSON.stringify(cleanNames(input.intros))}::jsonb, ${input.startTime}::timestamptz, ${input.endTime}::timestamptz, ${input.sort})
    RETURNING id`);
  await changes.announce(db, 'listings');
  return { id: rows[0]!.id };
}

/** Edits an activity at the version its form loaded: 404 when it is gone, 409 when it changed since (audit FR5). */
export async function updateActivity(db: Db, id: number, input: ActivityEdit, changes: ChangeFeed): Promise<void> {
  await checkPlatformPictures(db, [input.image], sql`SELECT image AS picture FROM activities WHERE id = ${id}`);
  const { rows } = await db.execute(sql`
    UPDATE activities SET name = ${input.name}, names = ${JSON.stringify(cleanNames(input.names))}::jsonb,
      image = ${input.image}, intro = ${input.intro}, intros = ${JSON.stringify(cleanNames(input.intros))}::jsonb,
      starts_at = ${input.startTime}::timestamptz,
      ends_at = ${input.endTime}::timestamptz, sort = ${input.sort}, version = version + 1
    WHERE id = ${id} AND (${input.version ?? null}::int IS NULL OR version = ${input.version ?? null}) RETURNING id`);
  if (rows.length === 0) {
    const { rows: found } = await db.execute<{ version: number }>(sql`SELECT version FROM activities WHERE id = ${id}`);
    if (!found[0]) throw notFound('Activity not found');
    checkVersion(found[0].version, input.version);
  }
  await changes.announce(db, 'listings');
}

export async function deleteActivity(db: Db, id: number, changes: ChangeFeed): Promise<void> {
  const { rows } = await db.execute(sql`DELETE FROM activities WHERE id = ${id} RETURNING id`);
  if (rows.length === 0) throw notFound('Activity not found');
  await changes.announce(db, 'listings');
}

/** Replaces the activity's products with these, in this order. */
export async function setActivityProducts(
  db: Db,
  id: number,
  productIds: number[],
  changes: ChangeFeed,
): Promise<void> {
  await assertProductsExist(db, productIds);
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`SELECT 1 FROM activities WHERE id = ${id} FOR UPDATE`);
    if (rows.length === 0) throw notFound('Activity not found');
    await tx.execute(sql`DELETE FROM activity_products WHERE activity_id = ${id}`);
    if (productIds.length > 0) {
      await tx.execute(sql`
        INSERT INTO activity_products (activity_id, product_id, sort)
        VALUES ${sql.join(
          productIds.map((p, i) => sql`(${id}, ${p}, ${i + 1})`),
          sql`, `,
        )}`);
    }
  });
  await changes.announce(db, 'listings');
}
