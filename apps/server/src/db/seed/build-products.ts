import { productSkus, products, productTranslations, reviews } from '../schema';
import { attrName, attrValue, COLOURS } from './attributes';
import type { CatalogRefs, ChildRef } from './build-catalog';
import type { Reviewer } from './build-people';
import { type ReviewRow, ReviewWriter } from './build-reviews';
import type { ShopRef } from './build-shops';
import { type Executor, insertRows, reserveIds } from './bulk-insert';
import type { AttrValue, ChildCategory, ProductLang } from './catalog-types';
import type { ImageStore } from './images/image-store';
import { drawLook, type Look, PHOTO_VIEWS, productPhotoSvg } from './images/product-photo';
import { hasWords, listSeparator, productDescription, productName } from './product-text';
import { translatable, translatedBefore, translateProduct } from './product-translations';
import { createRandom, type Random } from './random';

type ProductRow = typeof products.$inferInsert;
type SkuRow = typeof productSkus.$inferInsert;

/** What later steps (activities, banners, favourites) need to know about the products, without keeping the rows. */
export type ProductIndex = { visible: number[]; byTop: Map<string, number[]>; discounted: number[]; recent: number[] };

const DAY = 86_400_000;
/**
 * Products drawn and written per chunk. Each chunk is one `COPY` per table, and each `COPY` into a table new in the
 * transaction leaves the rest of its last extension of the table empty (about 31 pages): 2,000 products a chunk left
 * 15,700 empty pages in the SKUs of a million (issue 25).
 */
const CHUNK = 10_000;
const LANGS: ProductLang[] = ['en', 'zh-CN', 'fr', 'th', 'lo'];
const RECOMMENDED_PER_TOP = 3;
/**
 * Every product carries all six languages (audit FS12: a shopper reads no demo name in another language). Only the
 * first ones do, so that a seed of a million stays fast: translations are then a bulk insert of at most this many
 * products' rows.
 */
const TRANSLATED_PRODUCTS = 20_000;
/**
 * The products translated before audit FS12 (three in four, of the categories that had words in every language) draw
 * their words from the first generator, those translated since from a second one: the first ones read as they did.
 */
const translatedEarlier = (i: number, child: ChildCategory) => i % 4 !== 3 && translatedBefore(child);
/** Products up to this many each get a look of their own; later ones share a few looks per shape (bounded files). */
const UNIQUE_LOOKS = 2000;
const SHARED_LOOKS = 12;
/** Categories behind the hot keywords sell more, so that searching for a hot keyword finds plenty. */
const POPULAR: Record<string, number> = {
  headphones: 3,
  phones: 2,
  dresses: 2,
  silk: 2,
  candles: 2,
  running: 2,
  coffee: 2,
};

/**
 * Fixed shares per 50 products: 14 % each Chinese, Thai and Lao (enough for every category to have some in each at
 * the default 320), 8 % French, the rest English.
 */
const SLOTS: [ProductLang, number[]][] = [
  ['zh-CN', [1, 9, 17, 25, 33, 41, 49]],
  ['th', [3, 12, 15, 21, 27, 39, 45]],
  ['fr', [7, 19, 31, 43]],
  ['lo', [5, 11, 22, 29, 35, 38, 47]],
];
const LANG_OF_SLOT = new Map(SLOTS.flatMap(([lang, slots]) => slots.map((slot) => [slot, lang] as const)));
const langOf = (index: number): ProductLang => LANG_OF_SLOT.get(index % 50) ?? 'en';

/** Languages whose products go round the categories in turn, so that every category has some in each of them. */
const IN_TURN: ProductLang[] = ['zh-CN', 'th', 'lo'];

/** Prices end in .99 like a real shop's: $3.99, $24.99, $149.99. */
function niceCents(dollars: number): number {
  if (dollars < 200) return Math.max(99, Math.floor(dollars) * 100 - 1);
  return Math.floor(dollars / 10) * 1000 - 1;
}

type Choice = { shop: ShopRef; children: ChildRef[]; childWeights: number[] }[];
type Turn = { order: ChildRef[]; next: number; sellers: Map<string, { shops: ShopRef[]; weights: number[] }> };

/** For each language: the shops that sell in it, each with the child categories it has names for. */
function choices(shops: ShopRef[], catalog: CatalogRefs): Map<ProductLang, { options: Choice; weights: number[] }> {
  const out = new Map<ProductLang, { options: Choice; weights: number[] }>();
  for (const lang of LANGS) {
    const options: Choice = [];
    const weights: number[] = [];
    for (const shop of shops) {
      const total = Object.values(shop.langs).reduce((sum, w) => sum + (w ?? 0), 0);
      const share = shop.langs[lang] ?? 0;
      const children = shop.childKeys
        .map((key) => catalog.children.get(key) as ChildRef)
        .filter((c) => hasWords(c.child, lang));
      if (share === 0 || children.length === 0) continue;
      options.push({ shop, children, childWeights: children.map((c) => POPULAR[c.child.key] ?? 1) });
      weights.push((share / total) * shop.size);
    }
    out.set(lang, { options, weights });
  }
  return out;
}

/**
 * For the languages taken in turn: the child categories in an order that visits every top category before any
 * comes back (first children of each top, then the second ones …), and per category the shops selling it in that
 * language, weighted like choices().
 */
function turns(byLang: Map<ProductLang, { options: Choice; weights: number[] }>): Map<ProductLang, Turn> {
  const out = new Map<ProductLang, Turn>();
  for (const lang of IN_TURN) {
    const { options, weights } = byLang.get(lang) ?? { options: [], weights: [] };
    const sellers = new Map<string, { shops: ShopRef[]; weights: number[]; ref: ChildRef }>();
    options.forEach((option, o) => {
      for (const ref of option.children) {
        const entry = sellers.get(ref.child.key) ?? { shops: [], weights: [], ref };
        entry.shops.push(option.shop);
        entry.weights.push(weights[o] ?? 1);
        sellers.set(ref.child.key, entry);
      }
    });
    const refs = [...sellers.values()].map((s) => s.ref);
    const rank = (ref: ChildRef) => ref.top.children.findIndex((c) => c.key === ref.child.key);
    const tops = [...new Set(refs.map((r) => r.top.key))];
    const order = refs.sort((a, b) => rank(a) - rank(b) || tops.indexOf(a.top.key) - tops.indexOf(b.top.key));
    if (order.length > 0) out.set(lang, { order, next: 0, sellers });
  }
  return out;
}

export async function seedProducts(
  db: Executor,
  rng: Random,
  images: ImageStore,
  catalog: CatalogRefs,
  shops: ShopRef[],
  reviewers: Reviewer[],
  opts: { count: number; now: number; log: (msg: string) => void },
): Promise<ProductIndex> {
  const { count, now } = opts;
  const [firstId = 1] = await reserveIds(db, products, count);
  const byLang = choices(shops, catalog);
  const inTurn = turns(byLang);
  const writer = new ReviewWriter(rng, reviewers, now);
  const index: ProductIndex = { visible: [], byTop: new Map(), discounted: [], recent: [] };
  const recommended = new Map<string, number>();
  const topOrder = [...catalog.tops.keys()];
  // Pictures draw from their own generator, so that the products' data does not depend on how pictures are drawn.
  const photoRng = createRandom(firstId * 7919 + 17);
  // Translations draw from their own generator too: the products' own data is the same with or without them.
  const textRng = createRandom(firstId * 104_729 + 29);
  const laterTextRng = createRandom(firstId * 130_363 + 31);
  const seenLooks = new Set<string>();
  const looksOf = new Map<string, Look[]>();
  const picture = (shape: string, colour: string, look: Look, view: number) =>
    images.add(`p-${shape}-${colour}-${look.key}-${view}.svg`, () =>
      productPhotoSvg(shape, COLOURS[colour]?.hex ?? '#888888', look, view),
    );
  /** A look no other product's main picture has (up to UNIQUE_LOOKS products). */
  const lookFor = (i: number, shape: string, colour: string): Look => {
    const pool = looksOf.get(shape) ?? [];
    looksOf.set(shape, pool);
    if (i >= UNIQUE_LOOKS && pool.length >= SHARED_LOOKS) return photoRng.pick(pool.slice(0, SHARED_LOOKS));
    const hex = COLOURS[colour]?.hex ?? '#888888';
    let look = drawLook(photoRng, shape, hex);
    for (let tries = 0; tries < 20 && seenLooks.has(`${shape}-${colour}-${look.key}`); tries++)
      look = drawLook(photoRng, shape, hex);
    seenLooks.add(`${shape}-${colour}-${look.key}`);
    pool.push(look);
    return look;
  };

  // A chunk's rows go to the database while the next chunk is drawn: the two cores work side by side (issue 25).
  let writing: Promise<void> = Promise.resolve();
  for (let start = 0; start < count; start += CHUNK) {
    const productRows: ProductRow[] = [];
    const skuRows: SkuRow[] = [];
    const reviewRows: ReviewRow[] = [];
    const translationRows: (typeof productTranslations.$inferInsert)[] = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      // Let the previous chunk's copies go out while this one is drawn: often, for the database is fed only when the
      // event loop runs (every 200 products, the drawing waited for the previous chunk's copies 7.8 s of a 200,000
      // products' seed; every 25, 0.4–0.6 s).
      if (i % 25 === 24) await new Promise((resolve) => setImmediate(resolve));
      const id = firstId + i;
      const lang = langOf(i);
      const turn = inTurn.get(lang);
      let shop: ShopRef;
      let ref: ChildRef;
      if (turn) {
        ref = turn.order[turn.next++ % turn.order.length] as ChildRef;
        const sellers = turn.sellers.get(ref.child.key) as { shops: ShopRef[]; weights: number[] };
        shop = sellers.shops[rng.weighted(sellers.weights)] as ShopRef;
      } else {
        const { options, weights } = byLang.get(lang) ?? { options: [], weights: [] };
        const option = options[rng.weighted(weights)];
        shop = option.shop;
        ref = option.children[rng.weighted(option.childWeights)];
      }
      const { child, top } = ref;

      // Two attributes give 2x2 or 2x3 SKUs, one gives 2-3: always a full matrix of 2-6 SKUs.
      const firstCount = child.attrs.length > 1 ? rng.int(2, 3) : rng.int(2, Math.min(3, child.attrs[0].values.length));
      const chosen: AttrValue[][] = child.attrs.map((attr, a) =>
        rng.sample(
          attr.values,
          Math.min(attr.values.length, a === 0 ? firstCount : firstCount === 3 ? 2 : rng.int(2, 3)),
        ),
      );
      let combos: AttrValue[][] = [[]];
      for (const values of chosen) combos = combos.flatMap((combo) => values.map((v) => [...combo, v]));

      const colourOf = (combo: AttrValue[]) => combo.find((v) => v.colour)?.colour;
      const mainColour = colourOf(combos[0]) ?? rng.pick(child.palette);
      const galleryLength = 1 + rng.weighted([15, 30, 30, 25].slice(0, PHOTO_VIEWS));
      // The main picture shows one of the SKU colours, not always the first one listed.
      const skuColours = [...new Set(combos.map(colourOf).filter((c): c is string => c !== undefined))];
      const shown = skuColours.length > 1 ? photoRng.pick(skuColours) : mainColour;
      const look = lookFor(i, child.shape, shown);
      const gallery = Array.from({ length: galleryLength }, (_, v) => picture(child.shape, shown, look, v + 1));

      const base = child.price[0] + (child.price[1] - child.price[0]) * rng.next() ** 1.8;
      const markup = rng.chance(0.35) ? 1 : 1.1 + rng.next() * 0.5;
      const topKey = top.key;
      const pickNow = (recommended.get(topKey) ?? 0) < RECOMMENDED_PER_TOP && lang !== 'lo';
      const soldOut = !pickNow && rng.chance(0.02);
      const skus: SkuRow[] = combos.map((combo) => {
        const dollars = base * (1 + combo.reduce((sum, v) => sum + (v.up ?? 0), 0));
        const price = niceCents(dollars);
        return {
          productId: id,
          attrValues: combo.map((v) => attrValue(v, lang)),
          price,
          otPrice: Math.max(price, niceCents(dollars * markup)),
          stock: soldOut || rng.chance(0.07) ? 0 : 1 + Math.floor(499 * rng.next() ** 1.4),
          image: picture(child.shape, colourOf(combo) ?? shown, look, 1),
        };
      });
      // The advertised price is the cheapest SKU in stock, of all SKUs when none is (inventory.ts `priceFromSkus`).
      const inStock = skus.filter((sku) => (sku.stock ?? 0) > 0);
      const cheapest = (inStock.length > 0 ? inStock : skus).reduce((low, sku) => (sku.price < low.price ? sku : low));
      const stock = skus.reduce((sum, sku) => sum + (sku.stock ?? 0), 0);
      const onSale = pickNow || !rng.chance(0.03);
      let recommendSort: number | null = null;
      if (pickNow && stock > 0) {
        const k = recommended.get(topKey) ?? 0;
        recommended.set(topKey, k + 1);
        recommendSort = k * topOrder.length + topOrder.indexOf(topKey) + 1; // interleaved: one per category per row
      }

      const attrs = child.attrs.map((attr, a) => ({
        name: attrName(attr.name, lang),
        values: chosen[a].map((v) => attrValue(v, lang)),
      }));
      const name = productName(rng, child, lang);
      const createdAt = now - rng.next() * 180 * DAY;
      const reviewCount = rng.chance(0.6) ? Math.floor(16 * rng.next() ** 2) : 0;
      const skuTexts = skus.map((sku) => attrs.map((attr, a) => `${attr.name}: ${sku.attrValues[a]}`).join(', '));
      reviewRows.push(
        ...writer.write({ id, merchantId: shop.id, lang, createdAt, skuTexts, pics: gallery }, reviewCount),
      );

      productRows.push({
        id,
        merchantId: shop.id,
        categoryId: ref.id,
        shopCategoryId: shop.shopCategoryOf.get(child.key) ?? null,
        name,
        originalLocale: lang,
        images: gallery,
        description: productDescription(
          rng,
          lang,
          name,
          attrs.map((attr) => `${attr.name}: ${attr.values.join(listSeparator(lang))}`),
        ),
        unitName: child.unit,
        attrs,
        // Every product weighs something between 0.1 and 2.5 kg, spread evenly and the same on every run (computed
        // here, not by an UPDATE afterwards that would leave a dead row behind for every product).
        weightGrams: 100 + ((id * 7919) % 2401),
        price: cheapest.price,
        otPrice: cheapest.otPrice,
        stock,
        // About one buyer in 5 to 40 writes a review: the sales a card shows agree with its review count.
        sales: reviewCount > 0 ? reviewCount * rng.int(5, 40) + rng.int(0, 9) : rng.int(0, 12),
        onSale,
        recommendSort,
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt + rng.next() * (now - createdAt)),
      });
      skuRows.push(...skus);
      if (i < TRANSLATED_PRODUCTS && translatable(child)) {
        const words = translatedEarlier(i, child) ? textRng : laterTextRng;
        translationRows.push(...translateProduct(words, { id, lang, name, child, chosen }));
      }
      if (onSale) {
        index.visible.push(id);
        const ofTop = index.byTop.get(topKey);
        if (ofTop) ofTop.push(id);
        else index.byTop.set(topKey, [id]);
        if (cheapest.otPrice > cheapest.price && stock > 0) index.discounted.push(id);
        if (createdAt > now - 30 * DAY) index.recent.push(id);
      }
    }
    await writing;
    const done = Math.min(count, start + CHUNK);
    writing = (async () => {
      await insertRows(db, products, productRows, 1000);
      await insertRows(db, productSkus, skuRows, 5000);
      await insertRows(db, reviews, reviewRows, 5000);
      await insertRows(db, productTranslations, translationRows, 1000);
      if (count > CHUNK) opts.log(`  products ${done} / ${count}`);
    })();
    writing.catch(() => undefined); // thrown by the next `await writing`, not an unhandled rejection
  }
  await writing;
  return index;
}
