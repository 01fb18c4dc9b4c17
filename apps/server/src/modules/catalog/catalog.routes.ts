import {
  CategorySchema,
  IdParamSchema,
  LeaderboardQuerySchema,
  PagingQuerySchema,
  ProductCardSchema,
  ProductCardsQuerySchema,
  ProductDetailSchema,
  pageOf,
  ReplyListQuerySchema,
  ReplySchema,
  ReplyStatsSchema,
} from '@mall/contract';
import { z } from 'zod';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { ReplicaFence } from '../../platform/replica-fence';
import { answers, ok } from '../../platform/reply';
import { TtlCache } from '../../platform/ttl-cache';
import { reloadGlossary } from './attribute-glossary';
import { visibleCards } from './cards-by-id';
import * as catalog from './catalog.service';
import { DetailReadModel } from './detail-read-model';

const tags = ['catalogue'];
/** Related products under a product (and instead of a product that is gone): two rows of five. */
const RELATED_LIMIT = 10;

export async function catalogRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  // Listings may be a few seconds old (decision 0004); one cache per kind of answer.
  const ttl = app.config.CATALOG_CACHE_TTL_MS;
  const listCache = new TtlCache<Awaited<ReturnType<typeof catalog.leaderboard>>>(ttl);
  const categoryCache = new TtlCache<Awaited<ReturnType<typeof catalog.categoryTree>>>(ttl, 20);
  const relatedCache = new TtlCache<Awaited<ReturnType<typeof catalog.relatedProducts>>>(ttl);
  const replica = new ReplicaFence(db, app.database.readDb);
  // The goods detail: kept until the change feed names its product or shop (detail-read-model.ts), with a fence of
  // its own so that the stream of stock changes under checkout does not send every other read to the primary.
  const details = new DetailReadModel(db, new ReplicaFence(db, app.database.readDb), {
    entries: app.config.DETAIL_CACHE_ENTRIES,
    bytes: 16_000_000,
  });
  // The attribute glossary every read of a product shows its words through (decision 0044): loaded before the first
  // request, again whenever it changes.
  await reloadGlossary(db);
  app.changes.on('glossary', () => {
    reloadGlossary(db).catch((error) => app.log.error({ err: error }, 'glossary reload'));
  });
  app.changes.on('product', (ids) => details.productsChanged(ids));
  app.changes.on('shop', (ids) => details.shopsChanged(ids));
  app.changes.on('listings', () => {
    replica.changed();
    listCache.clear();
    categoryCache.clear();
    relatedCache.clear();
    details.listingsChanged();
  });

  app.get(
    '/api/front/product/category',
    { schema: { tags, response: answers(z.array(CategorySchema)) } },
    async (request) => {
      const locale = requestLocale(request);
      return ok(await categoryCache.get(locale, () => catalog.categoryTree(db, locale)));
    },
  );

  app.get(
    '/api/front/product/detail/:id',
    { schema: { tags, params: IdParamSchema, response: answers(ProductDetailSchema) } },
    // A signed-in shopper sees their own favourite and follow as just written: from the primary, never a replica.
    async (request) => ok(await details.detail(request.params.id, requestLocale(request), request.viewerId)),
  );

  app.get(
    '/api/front/product/related/:id',
    { schema: { tags, params: IdParamSchema, response: answers(z.array(ProductCardSchema)) } },
    async (request) => {
      const locale = requestLocale(request);
      return ok(
        await relatedCache.get(`${locale}:${request.params.id}`, () =>
          replica.source().then((source) => catalog.relatedProducts(source, request.params.id, RELATED_LIMIT, locale)),
        ),
      );
    },
  );

  // The recently viewed shelf: cards the browser remembers, named in the reader's language now (not when viewed).
  app.get(
    '/api/front/product/cards',
    { schema: { tags, querystring: ProductCardsQuerySchema, response: answers(z.array(ProductCardSchema)) } },
    async (request) => ok(await visibleCards(await replica.source(), request.query.ids, requestLocale(request))),
  );

  app.get(
    '/api/front/product/reply/list/:id',
    {
      schema: {
        tags,
        params: IdParamSchema,
        querystring: ReplyListQuerySchema,
        response: answers(pageOf(ReplySchema)),
      },
    },
    async (request) => ok(await catalog.listReplies(db, request.params.id, request.query, requestLocale(request))),
  );

  app.get(
    '/api/front/product/reply/config/:id',
    { schema: { tags, params: IdParamSchema, response: answers(ReplyStatsSchema) } },
    async (request) => ok(await catalog.replyStatsOf(db, request.params.id)),
  );

  app.get(
    '/api/front/product/leaderboard',
    { schema: { tags, querystring: LeaderboardQuerySchema, response: answers(pageOf(ProductCardSchema)) } },
    async (request) => {
      const locale = requestLocale(request);
      return ok(
        await listCache.get(`top:${locale}:${JSON.stringify(request.query)}`, () =>
          catalog.leaderboard(db, request.query, locale),
        ),
      );
    },
  );

  app.get(
    '/api/front/index/product',
    { schema: { tags, querystring: PagingQuerySchema, response: answers(pageOf(ProductCardSchema)) } },
    async (request) => {
      const locale = requestLocale(request);
      return ok(
        await listCache.get(`rec:${locale}:${JSON.stringify(request.query)}`, () =>
          catalog.recommendedProducts(db, request.query, locale),
        ),
      );
    },
  );
}
