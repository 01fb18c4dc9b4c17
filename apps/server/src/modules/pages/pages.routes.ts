import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { LOCALES, type Locale } from '@mall/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyZod } from '../../platform/fastify';
import { idOf } from '../../platform/ids';
import { requestLocale } from '../../platform/locale';
import { notFoundPage } from '../../platform/not-found-page';
import { ReadModel } from '../../platform/read-model';
import { TtlCache } from '../../platform/ttl-cache';
import { getSetting } from '../content/settings';
import { freightAnswer, freightSettings } from '../shipping/product-freight';
import { homeRoutes } from './home.routes';
import { localePrefix } from './html';
import type { Market } from './json-ld';
import {
  type Card,
  categoryPageData,
  categoryTrail,
  productCards,
  productPageData,
  shopPageData,
  shopReviewCount,
} from './page-data';
import { categoryPage, productPage, type Site, shopPage } from './render';
import {
  categoryLastmods,
  HOME_SITEMAP,
  homeSitemap,
  parseSitemapName,
  robotsTxt,
  sitemapChunks,
  sitemapHolds,
  sitemapIndex,
} from './sitemap';
import { currencyCode, MARKET } from './words';

// Real pages beside the hash-routed app (issue 24, API.md section H): /goods/{id}, /shop/{id}, /category/{id} and the
// same under /zh-CN/, /fr/, /th/, /lo/, /es/; sitemaps and robots.txt. A rendered page is kept until the change feed
// names what it shows (issue 25), whatever the listings' TTL, and answered with an ETag so a browser or crawler
// revalidates.

const CARDS_PER_PAGE = 24;
const MAX_CATEGORY_PAGE = 50;
// The page as UTF-8 bytes: what is sent, and what a kept page costs (a string of Thai or Lao takes two bytes a letter).
type Rendered = { status: 200 | 404; html: Buffer; etag: string };

export async function pageRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  const publicUrl = app.config.publicUrl;
  // A product page is kept (whatever the listings' TTL) until the change feed names its product or shop (issue 25),
  // or listings change (its category trail, the currency, a shipping template or the countries served: its freight,
  // audit GE1); a minute at most all the same.
  const goodsPages = new ReadModel<Rendered>(
    {
      entries: Math.min(app.config.DETAIL_CACHE_ENTRIES, 2000),
      bytes: 16_000_000,
      maxAgeMs: 60_000,
      name: 'product pages',
    },
    (page) => page.html.length + 100,
  );
  // A shop's or a category's page likewise (issue 25): until the change feed names one of its cards' products, its
  // shop, or a category it lists (every write of search documents names their categories: a product's name, price,
  // picture, sale or category); a product not on the page that sells past one on it moves in within a minute (a sale
  // names only its own product). At most 1,000 pages and 16 MB: memory does not grow with the catalogue.
  const listPages = new ReadModel<Rendered>(
    {
      entries: Math.min(app.config.DETAIL_CACHE_ENTRIES, 1000),
      bytes: 16_000_000,
      maxAgeMs: 60_000,
      name: 'list pages',
    },
    (page) => page.html.length + 100,
  );
  // A shop's review count (a count over all its reviews) until the shop's rating changes (a review announces it).
  const reviewCounts = new ReadModel<number>(
    { entries: Math.min(app.config.DETAIL_CACHE_ENTRIES, 10_000), bytes: 1_000_000, name: 'shop review counts' },
    () => 16,
  );
  app.changes.on('product', (ids) => {
    goodsPages.changed('p:', ids);
    listPages.changed('p:', ids);
  });
  app.changes.on('shop', (ids) => {
    for (const kept of [goodsPages, listPages, reviewCounts]) kept.changed('s:', ids);
  });
  app.changes.on('documents', (ids) => listPages.changed('c:', ids));
  // What every page repeats (the settings, a category's trail) is kept as long as listings are unchanged: the settings
  // and the categories announce `listings` when written; a minute at most all the same.
  const settled = new TtlCache<unknown>(60_000, 500);
  const kept = <T>(key: string, load: () => Promise<T>) => settled.get(key, load) as Promise<T>;
  // Products created, put on or off sale, shops opened or closed, categories and settings written announce listings.
  app.changes.on('listings', () => {
    goodsPages.clear();
    listPages.clear();
    settled.clear();
  });

  const site = async (locale: Locale): Promise<Site> => {
    const home = await kept('home', () => getSetting(db, 'home'));
    return { publicUrl, locale, symbol: home.currencySymbol, logo: home.logoUrl };
  };
  const done = (html: string | null, locale: Locale): Rendered =>
    html === null
      ? { status: 404, html: Buffer.from(notFoundPage(locale)), etag: '' }
      : { status: 200, html: Buffer.from(html), etag: `"${createHash('sha1').update(html).digest('base64url')}"` };

  const goods = async (locale: Locale, id: number): Promise<{ html: string; merchantId: number } | null> => {
    const product = await productPageData(db, id, locale);
    if (!product) return null;
    const s = await site(locale);
    const country = MARKET[locale];
    const [trail, freight, afterSales] = await Promise.all([
      kept(`trail:${locale}:${product.categoryId}`, () => categoryTrail(db, product.categoryId, locale)),
      freightAnswer(
        db,
        [{ productId: product.id, price: product.price, quantity: 1 }],
        { to: { country, region: '' }, country, countryName: country, region: '', placeName: country },
        locale,
        {
          settings: await kept('freightSettings', () => freightSettings(db)),
          shipping: new Map([[product.id, product.shipping]]),
        },
      ),
      kept('afterSales', () => getSetting(db, 'afterSales')),
    ]);
    const market: Market = {
      currency: currencyCode(s.symbol),
      country,
      freight: freight.deliverable && !freight.virtual ? Math.round(Number(freight.freight) * 100) : null,
      afterSalesDays: afterSales.afterSalesDays,
    };
    return { html: productPage(s, market, product, trail), merchantId: product.merchant.id };
  };

  /** A shop's or a category's page, with what it shows (its tags); null html for a page that is not there. */
  type Listed = { html: string | null; tags: string[] };
  const cardTags = (cards: Card[]) => cards.map((c) => `p:${c.id}`);
  const renderers: Record<'shop' | 'category', (locale: Locale, id: number, page: number) => Promise<Listed>> = {
    shop: async (locale, id) => {
      const shop = await shopPageData(
        db,
        id,
        (shopId) =>
          reviewCounts.get(String(shopId), async () => ({
            value: await shopReviewCount(db, shopId),
            tags: [`s:${shopId}`],
          })),
        locale,
      );
      // A shop that opens announces listings: its 404 is kept until then.
      if (!shop) return { html: null, tags: [`s:${id}`] };
      const cards = await productCards(db, { merchantId: id }, locale, { offset: 0, limit: CARDS_PER_PAGE });
      return { html: shopPage(await site(locale), shop, cards), tags: [`s:${id}`, ...cardTags(cards)] };
    },
    category: async (locale, id, page) => {
      const category = await categoryPageData(db, id, locale);
      // A category shown again (or created) announces listings.
      if (!category) return { html: null, tags: [`c:${id}`] };
      // One more than a page tells whether there is a next one; the next page starts after this page's last card.
      const cards = await productCards(db, { categoryIds: category.descendants }, locale, {
        offset: (page - 1) * CARDS_PER_PAGE,
        limit: CARDS_PER_PAGE + 1,
      });
      // A page past the last one is unknown: the styled 404, not an empty grid under its own canonical address.
      const tags = [...category.descendants.map((c) => `c:${c}`), ...cardTags(cards)];
      if (page > 1 && cards.length === 0) return { html: null, tags };
      // The last page served has no next link, whatever lies beyond it (audit Q8: page 50 linked to page 51, a 404);
      // the products past it are in the product sitemaps.
      const more = cards.length > CARDS_PER_PAGE && page < MAX_CATEGORY_PAGE;
      const html = categoryPage(await site(locale), category, cards.slice(0, CARDS_PER_PAGE), page, more);
      return { html, tags };
    },
  };

  const answer = (reply: FastifyReply, request: FastifyRequest, rendered: Rendered) => {
    reply.type('text/html; charset=utf-8');
    if (rendered.status === 404) return reply.status(404).header('Cache-Control', 'no-cache').send(rendered.html);
    reply.header('ETag', rendered.etag).header('Cache-Control', 'public, no-cache').header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send();
    return reply.send(rendered.html);
  };

  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    for (const kind of ['goods', 'shop', 'category'] as const) {
      app.get(`${prefix}/${kind}/:id`, { schema: { hide: true } }, async (request, reply) => {
        // An id no row can have (above int4 as well) is not found, without asking the database (audit AG6).
        const id = idOf((request.params as { id: string }).id);
        const rawPage = (request.query as { page?: string }).page;
        // A page is written in digits only, like an id ("0x2" or "1e1" would be the same page under another address).
        const page = kind === 'category' && rawPage !== undefined ? (idOf(rawPage) ?? 0) : 1;
        if (id === null || page < 1 || page > MAX_CATEGORY_PAGE) return answer(reply, request, done(null, locale));
        const key = `${locale}:${kind}:${id}:${page}`;
        const rendered =
          kind === 'goods'
            ? await goodsPages.get(key, async () => {
                const page = await goods(locale, id);
                // A page not shown is not kept: the product (or its shop) may come back without naming the other.
                return {
                  value: done(page?.html ?? null, locale),
                  tags: page ? [`p:${id}`, `s:${page.merchantId}`] : null,
                };
              })
            : await listPages.get(key, async () => {
                const { html, tags } = await renderers[kind](locale, id, page);
                return { value: done(html, locale), tags };
              });
        return answer(reply, request, rendered);
      });
      // One address per page: with a trailing slash it moves there (the query kept); the kind alone is not found.
      app.get(`${prefix}/${kind}/:id/`, { schema: { hide: true } }, async (request, reply) => {
        const id = idOf((request.params as { id: string }).id);
        if (id === null) return answer(reply, request, done(null, locale));
        const query = request.url.indexOf('?');
        return reply.redirect(`${prefix}/${kind}/${id}${query < 0 ? '' : request.url.slice(query)}`, 301);
      });
      app.get(`${prefix}/${kind}`, { schema: { hide: true } }, async (request, reply) =>
        answer(reply, request, done(null, locale)),
      );
    }
  }
  // A language the shop does not speak, in front of a page path: the styled 404 in the reader's language.
  for (const kind of ['goods', 'shop', 'category'] as const)
    app.get(`/:lang/${kind}/:id`, { schema: { hide: true } }, async (request, reply) =>
      reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(notFoundPage(requestLocale(request))),
    );

  // The home page at `/` and at each language's own address (home.routes.ts).
  const homeServed = homeRoutes(app, { publicUrl, kept });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );
  // Categories' last changes, one index step each (sitemap.ts): kept as the index is.
  const categoryChanges = () => kept('categoryLastmods', () => categoryLastmods(db));
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      // One index step per child and per category (84 ms cold at a million, sitemap.ts): kept as the pages' settled
      // parts are.
      .send(await kept('sitemap', async () => sitemapIndex(db, publicUrl, await categoryChanges(), homeServed))),
  );
  app.get('/sitemaps/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (homeServed && name === HOME_SITEMAP)
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(homeSitemap(publicUrl));
    const parsed = name.endsWith('.xml') ? parseSitemapName(name.slice(0, -4)) : null;
    if (!parsed || !(await sitemapHolds(db, parsed.kind, parsed.part)))
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(notFoundPage(requestLocale(request)));
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        // A byte stream: it asks the generator for the next piece only when the last one has gone out.
        Readable.from(
          sitemapChunks(
            db,
            publicUrl,
            parsed.kind,
            parsed.part,
            parsed.kind === 'categories' ? await categoryChanges() : undefined,
          ),
          { objectMode: false },
        ),
      );
  });
}
