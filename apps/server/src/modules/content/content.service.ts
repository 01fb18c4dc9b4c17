import {
  BANNERS_MAX,
  type Home,
  type Locale,
  type LocalizedText,
  localize,
  type Page,
  type ProductCard,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Queryable } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { notFound } from '../../platform/errors';
import { recommendedProducts } from '../catalog/catalog.service';
import { type CardRow, cardColumnsIn, toCard, visibleProduct } from '../catalog/product-card';
import { getSetting, getSettings } from './settings';

/**
 * The home page but its activities (which start and end by the clock, `activitiesNow`) and the configuration's most
 * of one item: what the database's rows make of it.
 */
export type HomeKept = Omit<Home, 'activities' | 'mostOfOneItem' | 'skuShare'>;

export async function homeData(db: Db, locale: Locale): Promise<HomeKept> {
  const [settings, banners, recommend, floors] = await Promise.all([
    getSettings(db, ['home', 'service', 'footer']),
    db.execute<{ id: number; image: string; title: string; texts: LocalizedText; link: string }>(
      // Every banner the console lets the operator keep (one bound, the contract's: audit FR6).
      sql`SELECT id, image, title, texts, link FROM banners ORDER BY sort, id LIMIT ${BANNERS_MAX}`,
    ),
    recommendedProducts(db, { page: 1, limit: 12 }, locale),
    categoryFloors(db, locale),
  ]);
  return {
    logoUrl: settings.home.logoUrl,
    // The words over each picture in the reader's language, the English title where it has none of its own.
    banners: banners.rows.map(({ texts, title, ...banner }) => ({
      ...banner,
      title: localize({ en: title, ...texts }, locale),
    })),
    recommend: recommend.list,
    // The QR picture is the operator's public upload for the side window's service popup.
    service: settings.service,
    footer: settings.footer,
    mobileUrl: settings.home.mobileUrl,
    currencySymbol: settings.home.currencySymbol,
    showGuest: settings.home.showGuest,
    categoryFloors: floors,
  };
}

/** What a kept home page shows and the change feed may name: its cards' products and their shops. */
export function homeTags(home: HomeKept): string[] {
  const cards = [...home.recommend, ...home.categoryFloors.flatMap((f) => f.products)];
  return [...new Set(cards.flatMap((c) => [`p:${c.id}`, `s:${c.merId}`]))];
}

/** Each top category with its eight best sellers, for the home page floors. */
async function categoryFloors(db: Db, locale: Locale) {
  const { rows } = await db.execute<CardRow & { cat_id: number; cat_name: string; cat_names: LocalizedText }>(sql`
    SELECT c.id AS cat_id, c.name AS cat_name, c.names AS cat_names, top.*
    FROM categories c
    CROSS JOIN LATERAL (
      SELECT ${cardColumnsIn(locale)} FROM products p JOIN merchants m ON m.id = p.merchant_id
      WHERE ${visibleProduct} AND p.category_id IN (SELECT id FROM categories WHERE parent_id = c.id)
      ORDER BY p.sales DESC, p.id DESC LIMIT 8) top
    WHERE c.parent_id = 0 AND c.visible
    ORDER BY c.sort, c.id`);
  const floors: { id: number; name: string; products: ProductCard[] }[] = [];
  for (const row of rows) {
    let floor = floors.find((f) => f.id === row.cat_id);
    if (!floor) {
      floor = { id: row.cat_id, name: localize({ en: row.cat_name, ...row.cat_names }, locale), products: [] };
      floors.push(floor);
    }
    floor.products.push(toCard(row));
  }
  return floors;
}

type ActivityRow = {
  id: number;
  name: string;
  names: LocalizedText;
  image: string;
  intro: string;
  intros: LocalizedText;
  starts_at: string;
  ends_at: string;
};

async function activeActivities(db: Queryable, locale: Locale) {
  const { rows } = await db.execute<ActivityRow>(sql`
    SELECT id, name, names, image, intro, intros, starts_at, ends_at FROM activities
    WHERE starts_at <= now() AND ends_at > now() ORDER BY sort, id`);
  return rows.map((a) => ({
    id: a.id,
    name: localize({ en: a.name, ...a.names }, locale),
    image: a.image,
    intro: localize({ en: a.intro, ...a.intros }, locale),
    startTime: new Date(a.starts_at).toISOString(),
    endTime: new Date(a.ends_at).toISOString(),
  }));
}

export { activeActivities as listActivities };

/**
 * The activities running now, and in how many milliseconds the next one starts or one of them ends (null: none will):
 * until then the list is what it is, whatever the time (the home page keeps it that long). Counted by the database's
 * clock, the one that decides which are running, and in one transaction: both statements see the same `now()`, so no
 * activity starts between the list and the time its start is looked for.
 */
export async function activitiesNow(
  db: Db,
  locale: Locale,
): Promise<{ list: Awaited<ReturnType<typeof activeActivities>>; msUntilChange: number | null }> {
  return db.transaction(async (tx) => {
    const list = await activeActivities(tx, locale);
    const { rows } = await tx.execute<{ ms: number | null }>(sql`
      SELECT ceil(extract(epoch FROM min(t) - now()) * 1000)::float8 AS ms FROM (
        SELECT starts_at AS t FROM activities WHERE starts_at > now()
        UNION ALL SELECT ends_at FROM activities WHERE ends_at > now()) x`);
    return { list, msUntilChange: rows[0]?.ms ?? null };
  });
}

export async function activityProducts(
  db: Db,
  id: number,
  q: { page: number; limit: number },
  locale: Locale = 'en',
): Promise<Page<ProductCard>> {
  // Outside its window an activity is not there for shoppers, as the list and the home page have it (audit FR8); the
  // console reads its products through its own route.
  const found = await db.execute(
    sql`SELECT 1 FROM activities WHERE id = ${id} AND starts_at <= now() AND ends_at > now()`,
  );
  if (found.rows.length === 0) throw notFound('Activity not found');
  const { rows, total } = await countedPage<CardRow & { total: number }>(
    db,
    q,
    (window) => sql`
    SELECT ${cardColumnsIn(locale)}, count(*) OVER () AS total
    FROM activity_products ap JOIN products p ON p.id = ap.product_id JOIN merchants m ON m.id = p.merchant_id
    WHERE ap.activity_id = ${id} AND ${visibleProduct}
    ORDER BY ap.sort, p.id ${window}`,
  );
  return { list: rows.map(toCard), total, page: q.page, limit: q.limit };
}

/** The reader's own language's keywords first, then those for every reader; another language's are left out. */
export async function hotKeywords(db: Db, locale: Locale) {
  const { rows } = await db.execute<{ id: number; title: string }>(sql`
    SELECT id, title FROM hot_keywords WHERE locale IS NULL OR locale = ${locale}
    ORDER BY locale IS NULL, sort, id LIMIT 20`);
  return rows;
}

export async function loginPicture(db: Db) {
  return { loginLeftImage: (await getSetting(db, 'home')).loginLeftImage };
}

/** A social sign-in is offered only when the env configures it (client id) and the operator switched it on. */
export async function loginMethodInfo(
  db: Db,
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'FACEBOOK_CLIENT_ID' | 'TWITTER_CLIENT_ID' | 'SMS_ALLOWED_COUNTRIES'>,
) {
  const methods = await getSetting(db, 'loginMethods');
  return {
    visitorOpen: methods.visitorOpen,
    facebookOpen: methods.facebookOpen && Boolean(config.FACEBOOK_CLIENT_ID),
    // The app id is the OAuth client id; the storefront's Facebook script needs nothing else.
    facebookAppId: config.FACEBOOK_CLIENT_ID ?? '',
    googleOpen: methods.googleOpen && Boolean(config.GOOGLE_CLIENT_ID),
    twitterOpen: methods.twitterOpen && Boolean(config.TWITTER_CLIENT_ID),
    // The prefixes may be longer than a country's code ("+1 204"): the pickers match a country by its code's start.
    smsCountries: config.SMS_ALLOWED_COUNTRIES,
  };
}

export async function merchantTypes(db: Db, locale: Locale) {
  const { rows } = await db.execute<{ id: number; name: string; names: LocalizedText; info: string }>(
    sql`SELECT id, name, names, info FROM merchant_types ORDER BY sort, id`,
  );
  return rows.map((r) => ({ id: r.id, name: localize({ en: r.name, ...r.names }, locale), info: r.info }));
}

export async function merchantCategories(db: Db, locale: Locale) {
  const { rows } = await db.execute<{ id: number; name: string; names: LocalizedText; handling_fee: string }>(
    sql`SELECT id, name, names, handling_fee::text FROM merchant_categories ORDER BY sort, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: localize({ en: r.name, ...r.names }, locale),
    handlingFee: Number(r.handling_fee).toFixed(2),
  }));
}
