import { nameKey } from '../../platform/names';
import { foldShopNames } from '../../platform/text-fold';
import type { ServiceConfig } from '../schema';
import {
  merchantCategories,
  merchantFollows,
  merchantNameKeys,
  merchantStaff,
  merchants,
  merchantTypes,
  shopCategories,
} from '../schema';
import { type Executor, insertRows, reserveIds } from './bulk-insert';
import { CATALOG } from './catalog';
import type { ProductLang } from './catalog-types';
import { avatarSvg, certificateSvg, shopBannerSvg } from './images/brand-images';
import type { ImageStore } from './images/image-store';
import {
  EXTRA_SHOP_PREFIXES,
  EXTRA_SHOP_SUFFIXES,
  MERCHANT_CATEGORIES,
  MERCHANT_TYPES,
  OPENING_HOURS,
  type ShopCategoryDef,
  type ShopDef,
  TOP_TO_MERCHANT_CATEGORY,
} from './merchant-data';
import type { Random } from './random';
import { SHOPS } from './shop-data';

export type ShopRef = {
  id: number;
  langs: Partial<Record<ProductLang, number>>;
  size: number;
  /** Platform child category key -> the shop category its products go into. */
  shopCategoryOf: Map<string, number>;
  childKeys: string[];
};

export type People = { shopperId?: number; merchantUserId?: number; reviewerIds: number[] };

const DAY = 86_400_000;
const SERVICE_TYPES: ServiceConfig['serviceType'][] = ['phone', 'h5', 'email', 'message'];

/** Shops beyond the named ones, so that a large catalogue has a shop street of realistic length. */
function extraShops(count: number): ShopDef[] {
  return Array.from({ length: count }, (_, i): ShopDef => {
    const top = CATALOG[i % CATALOG.length] as (typeof CATALOG)[number];
    const name = `${EXTRA_SHOP_PREFIXES[Math.floor(i / CATALOG.length) % EXTRA_SHOP_PREFIXES.length]} ${EXTRA_SHOP_SUFFIXES[top.key]}`;
    return {
      name,
      latin: name,
      type: 1 + (i % 3),
      category: TOP_TO_MERCHANT_CATEGORY[top.key] ?? 'home',
      langs: { en: 1 },
      size: 1,
      rating: (4.3 + (i % 7) / 10).toFixed(1),
      colours: [
        ['#0f4c81', '#5fa8d3'],
        ['#9d174d', '#f472b6'],
        ['#365314', '#84cc16'],
        ['#7c2d12', '#fb923c'],
      ][i % 4] as [string, string],
      intro: `${name} brings you a hand-picked range of ${top.name.toLowerCase()} at fair prices.`,
      ...generatedContact(i),
      serviceText: 'Free shipping over $39 · 7-day returns',
      categories: top.children.slice(0, 5).map((child) => ({ name: child.name, children: [child.key] })),
    };
  });
}

/** The language a shop mostly writes in: its own banner is drawn in it (the Chinese forms of Han for a Chinese shop). */
function mainLanguage(def: ShopDef): string {
  const [lang] = Object.entries(def.langs).sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))[0] ?? ['en'];
  return lang;
}

/**
 * The shop's banner (its name and service line as written) and one per language it has a name in, with that
 * language's name and service line (merchants.banners): a reader sees the banner of the page's language, else the
 * shop's own. Only the named shops have names in other languages: a seed of a million products draws the same
 * few more pictures as one of 320.
 */
function shopBanners(images: ImageStore, def: ShopDef, n: number): { banner: string; banners: Record<string, string> } {
  const banner = images.add(`shop-${n}-banner.svg`, () =>
    shopBannerSvg(def.name, def.serviceText, def.colours, mainLanguage(def)),
  );
  const banners: Record<string, string> = {};
  for (const [lang, name] of Object.entries(def.names ?? {})) {
    const line = def.serviceTexts?.[lang as keyof typeof def.names] ?? def.serviceText;
    banners[lang] = images.add(`shop-${n}-banner-${lang}.svg`, () => shopBannerSvg(name, line, def.colours, lang));
  }
  return { banner, banners };
}

function serviceOf(def: ShopDef, index: number): ServiceConfig {
  const type = SERVICE_TYPES[index % SERVICE_TYPES.length] as ServiceConfig['serviceType'];
  const slug = def.latin.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    serviceType: type,
    serviceLink: type === 'h5' ? `https://support.example.com/${slug}` : '',
    serviceMessage: `Welcome to ${def.latin}! Leave us a message and we will reply within 2 hours.`,
    servicePhone: def.phone,
    serviceEmail: `service@${slug}.example.com`,
  };
}

/** Merchant types and categories, the shops with pictures and follower counts, their categories, staff and follows. */
export async function seedShops(
  db: Executor,
  rng: Random,
  images: ImageStore,
  people: People,
  extra: number,
  now: number,
): Promise<ShopRef[]> {
  const typeIds = await reserveIds(db, merchantTypes, MERCHANT_TYPES.length);
  await insertRows(
    db,
    merchantTypes,
    MERCHANT_TYPES.map((t, i) => ({ id: typeIds[i] as number, ...t, sort: i + 1 })),
  );
  const categoryIds = await reserveIds(db, merchantCategories, MERCHANT_CATEGORIES.length);
  const categoryIdOf = new Map(MERCHANT_CATEGORIES.map((c, i) => [c.key, categoryIds[i] as number]));
  await insertRows(
    db,
    merchantCategories,
    MERCHANT_CATEGORIES.map(({ key: _key, ...c }, i) => ({ id: categoryIds[i] as number, ...c, sort: i + 1 })),
  );

  const defs = [...SHOPS, ...extraShops(extra)];
  const ids = await reserveIds(db, merchants, defs.length);

  // Follows first: a shop's follower count is at least the number of its follow rows.
  const follows: (typeof merchantFollows.$inferInsert)[] = [];
  const followers = new Map<number, number>();
  const follow = (userId: number, merchantId: number) => {
    follows.push({ userId, merchantId, createdAt: new Date(now - rng.int(1, 120) * DAY) });
    followers.set(merchantId, (followers.get(merchantId) ?? 0) + 1);
  };
  const named = ids.slice(0, SHOPS.length);
  if (people.shopperId !== undefined)
    for (const id of [named[1], named[2], named[4]]) follow(people.shopperId, id as number);
  for (const userId of people.reviewerIds) for (const id of rng.sample(named, rng.int(0, 3))) follow(userId, id);

  const rows: (typeof merchants.$inferInsert)[] = defs.map((def, i) => {
    const id = ids[i] as number;
    const n = i + 1;
    const pictures = Array.from({ length: 2 + (i % 2) }, (_, k) =>
      images.add(`shop-${n}-cert-${k + 1}.svg`, () => certificateSvg(def.latin, k, def.colours[0])),
    );
    return {
      id,
      name: def.name,
      nameKey: nameKey(def.name),
      nameFolded: foldShopNames(def.name, def.names),
      names: def.names ?? {},
      typeId: typeIds[def.type] as number,
      categoryId: categoryIdOf.get(def.category) as number,
      isSelf: def.isSelf === true,
      rating: def.rating,
      avatar: images.add(`shop-${n}-avatar.svg`, () => avatarSvg(def.latin, def.colours)),
      ...shopBanners(images, def, n),
      intro: def.intro,
      address: def.address,
      phone: def.phone,
      openingHours: OPENING_HOURS,
      serviceText: def.serviceText,
      serviceTexts: def.serviceTexts ?? {},
      qualificationPictures: pictures,
      service: serviceOf(def, i),
      followerCount: (followers.get(id) ?? 0) + Math.floor(20 + 30000 * rng.next() ** 3),
      status: 'open',
      sort: i + 1,
      createdAt: new Date(now - rng.int(200, 1100) * DAY),
    };
  });
  await insertRows(db, merchants, rows);
  // The translated names' keys beside the names' (which merchants' trigger holds): no two shops share one (0056).
  const keys: (typeof merchantNameKeys.$inferInsert)[] = [];
  defs.forEach((def, i) => {
    const held = new Set([nameKey(def.name)]);
    for (const name of Object.values(def.names ?? {})) {
      const key = nameKey(name);
      if (held.has(key)) continue;
      held.add(key);
      keys.push({ key, merchantId: ids[i] as number, name });
    }
  });
  await insertRows(db, merchantNameKeys, keys);
  await insertRows(db, merchantFollows, follows);
  if (people.merchantUserId !== undefined) {
    // The demo merchant owns the first independent shop (TechZone), not the mall's own.
    await insertRows(db, merchantStaff, [
      { merchantId: ids[1] as number, userId: people.merchantUserId, role: 'owner' },
    ]);
  }
  return seedShopCategories(db, defs, ids);
}

async function seedShopCategories(db: Executor, defs: ShopDef[], ids: number[]): Promise<ShopRef[]> {
  const count = (list: ShopCategoryDef[]): number => list.reduce((sum, c) => sum + 1 + count(c.sub ?? []), 0);
  const total = defs.reduce((sum, def) => sum + count(def.categories), 0);
  const catIds = await reserveIds(db, shopCategories, total);
  let next = 0;
  const rows: (typeof shopCategories.$inferInsert)[] = [];
  const refs = defs.map((def, i): ShopRef => {
    const merchantId = ids[i] as number;
    const shopCategoryOf = new Map<string, number>();
    const walk = (list: ShopCategoryDef[], parentId: number) =>
      list.forEach((cat, sort) => {
        const id = catIds[next++] as number;
        rows.push({ id, merchantId, parentId, name: cat.name, sort: sort + 1 });
        for (const key of cat.children ?? []) shopCategoryOf.set(key, id);
        walk(cat.sub ?? [], id);
      });
    walk(def.categories, 0);
    return { id: merchantId, langs: def.langs, size: def.size, shopCategoryOf, childKeys: [...shopCategoryOf.keys()] };
  });
  await insertRows(db, shopCategories, rows);
  return refs;
}

/** Where a generated shop is and how it is called: real streets and number forms of the mall's six markets. */
function generatedContact(i: number): { address: string; phone: string } {
  const n = String(1000 + i * 37).slice(-4);
  const places = [
    { address: `${20 + i} Thanon Charoen Krung, Bang Rak, Bangkok 10500, Thailand`, phone: `+66 2 236 ${n}` },
    {
      address: `${10 + i} Rue de la République, 69002 Lyon, France`,
      phone: `+33 4 72 41 ${n.slice(0, 2)} ${n.slice(2)}`,
    },
    { address: `Calle Mayor ${5 + i}, 28013 Madrid, Spain`, phone: `+34 913 66 ${n.slice(0, 2)} ${n.slice(2)}` },
    {
      address: `${100 + i * 7} Huaihai Middle Road, Huangpu District, Shanghai 200021, China`,
      phone: `+86 21 6387 ${n}`,
    },
    { address: `${30 + i} Samsenthai Road, Chanthabouly, Vientiane, Lao PDR`, phone: `+856 21 21 ${n}` },
    { address: `${200 + i * 3} Valencia Street, San Francisco, CA 94110, USA`, phone: `+1 415 552 ${n}` },
  ];
  return places[i % places.length] as { address: string; phone: string };
}
