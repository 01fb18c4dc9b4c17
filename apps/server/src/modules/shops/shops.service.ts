import { type Locale, type LocalizedText, localize, type ShopCategory } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { notFound } from '../../platform/errors';
import { foldText } from '../../platform/text-fold';
import { type CardRow, toCard } from '../catalog/product-card';
import { likePattern } from '../catalog/product-search';
import { localName } from '../catalog/translations';
import { chatSettings } from '../chat/settings';
import { getSetting } from '../content/settings';
import { shopRatingSql } from '../reviews/shop-rating';
import { localShopText, localShopValue, shopBannerSql, shopNameSql } from './shop-texts';

type ShopRow = {
  id: number;
  name: string;
  /** The name in the other languages (decision 0056); the street reads the name already localized. */
  names?: LocalizedText;
  avatar: string;
  /** The banner in the reader's language where the seed drew one (migration 0088), else the shop's own. */
  banner: string;
  is_self: boolean;
  rating: number | null;
  follower_count: number;
  intro: string;
  intros: LocalizedText;
  address: string;
  phone: string;
  service_text: string;
  service_texts: LocalizedText;
  opening_hours: string;
  created_at: string;
  qualification_pictures: string[];
  service: Record<string, string> | null;
  type_name: string;
  type_names: LocalizedText;
  category_name: string;
  category_names: LocalizedText;
};

/** An open shop; a suspended or unknown one answers 404. */
async function findShop(db: Db, id: number, locale: Locale = 'en'): Promise<ShopRow> {
  const { rows } = await db.execute<ShopRow>(sql`
    SELECT m.id, m.name, m.names, m.avatar, ${shopBannerSql('m', locale)} AS banner, m.is_self, ${shopRatingSql('m')} AS rating, m.follower_count, m.intro,
      m.intros, m.address, m.phone, m.service_text, m.service_texts, m.opening_hours, m.created_at, m.qualification_pictures, m.service,
      t.name AS type_name, t.names AS type_names, c.name AS category_name, c.names AS category_names
    FROM merchants m JOIN merchant_types t ON t.id = m.type_id JOIN merchant_categories c ON c.id = m.category_id
    WHERE m.id = ${id} AND m.status = 'open'`);
  const shop = rows[0];
  if (!shop) throw notFound('Shop not found');
  return shop;
}

async function isFollowing(db: Db, viewerId: number | null, shopId: number): Promise<boolean> {
  if (viewerId === null) return false;
  const { rows } = await db.execute(
    sql`SELECT 1 FROM merchant_follows WHERE user_id = ${viewerId} AND merchant_id = ${shopId}`,
  );
  return rows.length > 0;
}

/**
 * How many products a shop has on sale: a count over all of them (20 ms for a shop of 270,000 at a million products,
 * issue 25), which the routes keep per shop until the change feed says listings or the shop changed.
 */
export async function shopProductCount(db: Db, id: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM products p WHERE p.merchant_id = ${id} AND p.on_sale`,
  );
  return rows[0]?.n ?? 0;
}

export async function shopHeader(
  db: Db,
  id: number,
  viewerId: number | null,
  productCount: (id: number) => Promise<number> = (shopId) => shopProductCount(db, shopId),
  locale: Locale = 'en',
) {
  const shop = await findShop(db, id, locale);
  return {
    id: shop.id,
    // The shop's name in the reader's language where it has one (decision 0056).
    name: localShopValue(shop.name, shop.names ?? null, locale),
    avatar: shop.avatar,
    banner: shop.banner,
    isSelf: shop.is_self,
    rating: shop.rating,
    followed: await isFollowing(db, viewerId, id),
    followerCount: shop.follower_count,
    productCount: await productCount(shop.id),
  };
}

/**
 * The phone shoppers see: the service phone the merchant set for the shop, never the contact phone kept for the
 * platform (on approval that is the applicant's own number).
 */
function publicPhone(shop: ShopRow): string {
  return shop.service?.servicePhone ?? '';
}

export async function shopDetail(db: Db, id: number, locale: Locale) {
  const shop = await findShop(db, id, locale);
  const chat = await chatSettings(db, id);
  return {
    id: shop.id,
    name: localShopValue(shop.name, shop.names ?? null, locale),
    // The shop's own texts in the reader's language where it gave them (audit DS6).
    intro: localShopValue(shop.intro, shop.intros, locale),
    address: shop.address,
    phone: publicPhone(shop),
    serviceText: localShopValue(shop.service_text, shop.service_texts, locale),
    openingHours: shop.opening_hours,
    // The hours its chat answers, on its profile's clock, for the storefront to write in the shopper's language.
    chatHours: { openingHours: chat.openingHours, timeZone: chat.timeZone },
    joinTime: new Date(shop.created_at).toISOString(),
    qualificationPictures: shop.qualification_pictures,
    typeName: localize({ en: shop.type_name, ...shop.type_names }, locale),
    categoryName: localize({ en: shop.category_name, ...shop.category_names }, locale),
    rating: shop.rating,
    followerCount: shop.follower_count,
  };
}

/** The shop's customer-service config, falling back to the platform's for fields the shop left empty. */
export async function shopServiceInfo(db: Db, id: number) {
  const shop = await findShop(db, id);
  const { qrImage: _qr, ...platform } = await getSetting(db, 'service');
  const own = shop.service ?? {};
  const pick = (key: keyof typeof platform) => (typeof own[key] === 'string' && own[key] ? own[key] : platform[key]);
  const serviceType = ['h5', 'message', 'phone', 'email'].includes(own.serviceType ?? '')
    ? (own.serviceType as typeof platform.serviceType)
    : platform.serviceType;
  return {
    serviceType,
    serviceLink: pick('serviceLink'),
    serviceMessage: pick('serviceMessage'),
    servicePhone: pick('servicePhone'),
    serviceEmail: pick('serviceEmail'),
  };
}

/** The shop's categories, each named in the reader's language where the shop gave one (audit DS6). */
export async function shopCategoryTree(db: Db, id: number, locale: Locale): Promise<ShopCategory[]> {
  await findShop(db, id);
  const { rows } = await db.execute<{ id: number; parent_id: number; name: string }>(
    sql`SELECT id, parent_id, ${localShopText(sql`name`, sql`names`, locale)} AS name
      FROM shop_categories WHERE merchant_id = ${id} ORDER BY sort, id`,
  );
  const tops: ShopCategory[] = rows.filter((r) => r.parent_id === 0).map((r) => ({ id: r.id, pid: 0, name: r.name }));
  for (const top of tops) {
    const children = rows
      .filter((r) => r.parent_id === top.id)
      .map((r) => ({ id: r.id, pid: r.parent_id, name: r.name }));
    if (children.length > 0) top.childList = children;
  }
  return tops;
}

/**
 * A shop's name holds the keyword, both folded as search folds product names (audit CT1: "lumiere" finds "Maison
 * Lumière" as "etanche" finds "Étanche"); the trigram index of the folded names answers it (migration 0063).
 */
export function shopNameHolds(keywords: string, alias = 'm'): SQL {
  return sql`${sql.raw(alias)}.name_folded LIKE ${likePattern(foldText(keywords))}`;
}

export async function shopStreet(
  db: Db,
  locale: Locale,
  q: { keywords?: string; categoryId?: number; typeId?: number; isSelf?: string; page: number; limit: number },
) {
  const where: SQL[] = [sql`m.status = 'open'`];
  if (q.keywords) where.push(shopNameHolds(q.keywords));
  if (q.categoryId) where.push(sql`m.category_id = ${q.categoryId}`);
  if (q.typeId) where.push(sql`m.type_id = ${q.typeId}`);
  if (q.isSelf !== undefined) where.push(sql`m.is_self = ${q.isSelf === 'true' || q.isSelf === '1'}`);
  const { rows, total } = await countedPage<ShopRow & { total: number; products: CardRow[] | null }>(
    db,
    q,
    (window) => sql`
    SELECT m.id, ${shopNameSql('m', locale)} AS name, m.avatar, ${shopBannerSql('m', locale)} AS banner, m.is_self, ${shopRatingSql('m')} AS rating,
      m.follower_count, t.name AS type_name, t.names AS type_names, c.name AS category_name, c.names AS category_names,
      count(*) OVER () AS total,
      (SELECT json_agg(x) FROM (
        SELECT p.id, ${localName(locale)} AS name, coalesce(p.images->>0, '') AS image, p.price, p.ot_price, p.sales, p.stock,
          p.merchant_id, ${shopNameSql('m', locale)} AS mer_name
        FROM products p WHERE p.merchant_id = m.id AND p.on_sale ORDER BY p.sales DESC, p.id DESC LIMIT 4) x) AS products
    FROM merchants m JOIN merchant_types t ON t.id = m.type_id JOIN merchant_categories c ON c.id = m.category_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY m.is_self DESC, m.sort, m.follower_count DESC, m.id
    ${window}`,
  );
  return {
    list: rows.map((m) => ({
      id: m.id,
      name: m.name,
      avatar: m.avatar,
      banner: m.banner,
      isSelf: m.is_self,
      rating: m.rating,
      followerCount: m.follower_count,
      typeName: localize({ en: m.type_name, ...m.type_names }, locale),
      categoryName: localize({ en: m.category_name, ...m.category_names }, locale),
      products: (m.products ?? []).map(toCard),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
