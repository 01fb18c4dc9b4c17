import {
  type Locale,
  type LocalizedText,
  localize,
  type ShopCategoryInput,
  type ShopCategoryNode,
  type ShopNames,
  type ShopProfile,
  type ShopProfileInput,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import type { ServiceConfig } from '../../db/schema';
import { announceChange } from '../../platform/change-feed';
import { invalid, invalidField, notFound } from '../../platform/errors';
import { looksAlike } from '../../platform/names';
import { shopRatingSql } from '../reviews/shop-rating';
import { assertOwnUploads } from '../uploads/upload-owners';
import { latestShopChange, requestShopChange } from './shop-changes';
import { storedShopTexts } from './shop-texts';

type ShopRow = {
  id: number;
  name: string;
  names: ShopNames;
  avatar: string;
  banner: string;
  intro: string;
  intros: LocalizedText;
  address: string;
  phone: string;
  opening_hours: string;
  time_zone: string;
  service_text: string;
  service_texts: LocalizedText;
  qualification_pictures: string[];
  service: ServiceConfig | null;
  is_self: boolean;
  rating: number | null;
  follower_count: number;
  created_at: string;
  type_name: string;
  type_names: LocalizedText;
  category_name: string;
  category_names: LocalizedText;
  status: string;
  suspension_reason: string;
  suspended_at: string | null;
};

export async function shopProfile(db: Db, merchantId: number, locale: Locale): Promise<ShopProfile> {
  const { rows } = await db.execute<ShopRow>(sql`
    SELECT m.id, m.name, m.names, m.avatar, m.banner, m.intro, m.intros, m.address, m.phone, m.opening_hours, m.time_zone,
      m.service_text, m.service_texts, m.qualification_pictures, m.service, m.is_self, ${shopRatingSql('m')} AS rating,
      m.follower_count, m.created_at,
      m.status, m.suspension_reason, m.suspended_at,
      t.name AS type_name, t.names AS type_names, c.name AS category_name, c.names AS category_names
    FROM merchants m JOIN merchant_types t ON t.id = m.type_id JOIN merchant_categories c ON c.id = m.category_id
    WHERE m.id = ${merchantId}`);
  const shop = rows[0];
  if (!shop) throw notFound('Shop not found');
  return {
    id: shop.id,
    name: shop.name,
    names: shop.names,
    avatar: shop.avatar,
    banner: shop.banner,
    intro: shop.intro,
    intros: shop.intros,
    address: shop.address,
    phone: shop.phone,
    openingHours: shop.opening_hours,
    timeZone: shop.time_zone,
    serviceText: shop.service_text,
    serviceTexts: shop.service_texts,
    qualificationPictures: shop.qualification_pictures,
    // A shop that never set its service is reached by phone, as its page shows.
    service: shop.service ?? {
      serviceType: 'phone',
      serviceLink: '',
      serviceMessage: '',
      servicePhone: shop.phone,
      serviceEmail: '',
    },
    isSelf: shop.is_self,
    // The column starts at 5.0: before the first review the shop is told it has none, as shoppers are (audit DS3).
    rating: shop.rating,
    followerCount: shop.follower_count,
    typeName: localize({ en: shop.type_name, ...shop.type_names }, locale, shop.type_name),
    categoryName: localize({ en: shop.category_name, ...shop.category_names }, locale, shop.category_name),
    joinTime: new Date(shop.created_at).toISOString(),
    change: await latestShopChange(db, merchantId),
    suspension:
      shop.status === 'suspended'
        ? {
            since: shop.suspended_at ? new Date(shop.suspended_at).toISOString() : '',
            reason: shop.suspension_reason,
          }
        : null,
  };
}

/**
 * New pictures of the profile must be the shop's own uploads (upload-owners.ts); the ones it shows today may be sent
 * again. Avatar and banner may also be the seed's stock pictures drawn for this shop (audit FO2); qualification pictures may not.
 */
async function checkShopPictures(db: Db, merchantId: number, staffId: number, input: ShopProfileInput) {
  const { rows } = await db.execute<{ avatar: string; banner: string; qualification_pictures: string[] }>(
    sql`SELECT avatar, banner, qualification_pictures FROM merchants WHERE id = ${merchantId}`,
  );
  const stored = rows[0];
  const keep = stored ? [stored.avatar, stored.banner, ...stored.qualification_pictures] : [];
  const who = { userId: staffId, merchantId };
  await assertOwnUploads(db, [input.avatar, input.banner], who, { keep, stock: true });
  await assertOwnUploads(db, input.qualificationPictures, who, { keep });
}

/**
 * Saves the profile and the customer-service config at once; a new name or new qualification pictures go to the
 * platform's review instead (shop-changes.ts) and show once approved. Answers whether a review is pending.
 */
export async function saveShopProfile(
  db: Db,
  merchantId: number,
  input: ShopProfileInput,
  staffId: number,
): Promise<{ reviewPending: boolean }> {
  await checkShopPictures(db, merchantId, staffId, input);
  const service: ServiceConfig = {
    serviceType: input.service.serviceType,
    serviceLink: input.service.serviceLink,
    serviceMessage: input.service.serviceMessage,
    servicePhone: input.service.servicePhone,
    serviceEmail: input.service.serviceEmail,
  };
  const reviewPending = await db.transaction(async (tx) => {
    const pending = await requestShopChange(tx, merchantId, staffId, input);
    await tx.execute(sql`
      UPDATE merchants SET avatar = ${input.avatar}, banner = ${input.banner},
        -- The banners drawn in other languages go with the banner they translate: a new one shows as uploaded.
        banners = CASE WHEN banner = ${input.banner} THEN banners ELSE '{}'::jsonb END,
        intro = ${input.intro}, address = ${input.address}, phone = ${input.phone},
        opening_hours = ${input.openingHours}, service_text = ${input.serviceText},
        intros = coalesce(${storedShopTexts(input.intros)}::jsonb, intros),
        service_texts = coalesce(${storedShopTexts(input.serviceTexts)}::jsonb, service_texts),
        time_zone = coalesce(${input.timeZone ?? null}, time_zone),
        service = ${JSON.stringify(service)}::jsonb
      WHERE id = ${merchantId}`);
    await announceChange(tx, 'shop', [merchantId]);
    return pending;
  });
  return { reviewPending };
}

/** A shop keeps at most this many categories of its own. */
export const MAX_SHOP_CATEGORIES = 200;

export async function shopCategoryTree(db: Db, merchantId: number): Promise<ShopCategoryNode[]> {
  const { rows } = await db.execute<{
    id: number;
    parent_id: number;
    name: string;
    names: LocalizedText;
    sort: number;
    products: number;
  }>(sql`
    SELECT c.id, c.parent_id, c.name, c.names, c.sort,
      (SELECT count(*)::int FROM products p WHERE p.shop_category_id = c.id) AS products
    FROM shop_categories c WHERE c.merchant_id = ${merchantId} ORDER BY c.sort, c.id`);
  const node = (r: (typeof rows)[number]): ShopCategoryNode => ({
    id: r.id,
    parentId: r.parent_id,
    name: r.name,
    names: r.names,
    sort: r.sort,
    productCount: r.products,
    children: [],
  });
  const tops = rows.filter((r) => r.parent_id === 0).map(node);
  for (const top of tops) top.children = rows.filter((r) => r.parent_id === top.id).map(node);
  return tops;
}

/** Two levels: a parent is a top category of the same shop, and a category with children stays at the top. */
async function checkParent(db: Db, merchantId: number, parentId: number, selfId?: number) {
  if (parentId === 0) return;
  if (parentId === selfId) throw invalid('A category cannot be its own parent');
  const { rows } = await db.execute(
    sql`SELECT 1 FROM shop_categories WHERE id = ${parentId} AND merchant_id = ${merchantId} AND parent_id = 0`,
  );
  if (!rows[0]) throw invalid('Choose a top category of your shop as the parent');
  if (selfId !== undefined) {
    const { rows: children } = await db.execute(sql`SELECT 1 FROM shop_categories WHERE parent_id = ${selfId} LIMIT 1`);
    if (children[0]) throw invalid('A category with subcategories stays at the top level');
  }
}

/** Two categories of one shop at the same level that a shopper could take for each other, as the platform's (audit FR9). */
export const SHOP_CATEGORY_NAME_TAKEN = 'A category with this name is already here';

/**
 * Refuses a name a sibling of the same shop already has, or one that looks the same ("Phones", "PHONES", "Ｐhones"):
 * the shop's category menu would show both to shoppers. Takes the shop's category lock, held to the end of `tx`, so
 * two saves at once cannot both pass (audit HA1).
 */
async function assertShopCategoryNameFree(
  tx: Queryable,
  merchantId: number,
  parentId: number,
  name: string,
  selfId?: number,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`shop-categories:${merchantId}`}))`);
  const { rows } = await tx.execute<{ name: string }>(sql`
    SELECT name FROM shop_categories
    WHERE merchant_id = ${merchantId} AND parent_id = ${parentId} AND id <> ${selfId ?? 0}`);
  if (rows.some((r) => looksAlike(r.name, name))) throw invalidField('name', SHOP_CATEGORY_NAME_TAKEN);
}

export async function createShopCategory(db: Db, merchantId: number, input: ShopCategoryInput) {
  await checkParent(db, merchantId, input.parentId);
  return db.transaction(async (tx) => {
    await assertShopCategoryNameFree(tx, merchantId, input.parentId, input.name);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO shop_categories (merchant_id, parent_id, name, names, sort)
      SELECT ${merchantId}, ${input.parentId}, ${input.name}, ${storedShopTexts(input.names) ?? '{}'}::jsonb, ${input.sort}
      WHERE (SELECT count(*) FROM shop_categories WHERE merchant_id = ${merchantId}) < ${MAX_SHOP_CATEGORIES}
      RETURNING id`);
    if (!rows[0]) throw invalid('A shop can have at most 200 categories');
    return { id: rows[0].id };
  });
}

export async function updateShopCategory(db: Db, merchantId: number, id: number, input: ShopCategoryInput) {
  const { rows: own } = await db.execute(
    sql`SELECT 1 FROM shop_categories WHERE id = ${id} AND merchant_id = ${merchantId}`,
  );
  if (!own[0]) throw notFound('Category not found');
  await checkParent(db, merchantId, input.parentId, id);
  await db.transaction(async (tx) => {
    await assertShopCategoryNameFree(tx, merchantId, input.parentId, input.name, id);
    await tx.execute(sql`
      UPDATE shop_categories SET name = ${input.name}, parent_id = ${input.parentId}, sort = ${input.sort},
        names = coalesce(${storedShopTexts(input.names)}::jsonb, names)
      WHERE id = ${id} AND merchant_id = ${merchantId}`);
  });
}

/** Deletes an empty-of-children category; its products stay, without a shop category. */
export async function deleteShopCategory(db: Db, merchantId: number, id: number) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ children: number }>(sql`
      SELECT (SELECT count(*)::int FROM shop_categories k WHERE k.parent_id = c.id) AS children
      FROM shop_categories c WHERE c.id = ${id} AND c.merchant_id = ${merchantId} FOR UPDATE`);
    if (!rows[0]) throw notFound('Category not found');
    if (rows[0].children > 0) throw invalid('Delete or move its subcategories first');
    await tx.execute(
      sql`UPDATE products SET shop_category_id = NULL WHERE shop_category_id = ${id} AND merchant_id = ${merchantId}`,
    );
    await tx.execute(sql`DELETE FROM shop_categories WHERE id = ${id} AND merchant_id = ${merchantId}`);
  });
}
