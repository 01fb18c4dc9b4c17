import {
  FacetValueSchema,
  FacetValuesQuerySchema,
  ProductSearchPageSchema,
  type ProductSearchQuery,
  ProductSearchQuerySchema,
  SuggestionSchema,
  SuggestQuerySchema,
} from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { ReadModel } from '../../platform/read-model';
import { ReplicaFence } from '../../platform/replica-fence';
import { answers, ok } from '../../platform/reply';
import { TtlCache } from '../../platform/ttl-cache';
import { facetValues } from './search-facet-values';
import { searchProducts } from './search-list';
import { selectionOf } from './search-selection';
import { suggest } from './search-suggest';

const tags = ['catalogue'];

/** The country of the signed-in shopper's default address, for "delivers to my country". */
async function homeCountry(db: Db, request: FastifyRequest): Promise<string | undefined> {
  if (!request.viewerId) return undefined;
  const { rows } = await db.execute<{ country: string }>(sql`
    SELECT country FROM addresses WHERE user_id = ${request.viewerId} AND length(country) = 2
    ORDER BY is_default DESC, id DESC LIMIT 1`);
  return rows[0]?.country;
}

/**
 * A category page with nothing chosen: no keyword, no facet value, every facet counted. Its facets and total are the
 * same on every page and in every order; only the list differs.
 */
function isPlainCategoryView(q: ProductSearchQuery): boolean {
  const { cid, facets, page: _page, limit: _limit, priceOrder: _p, salesOrder: _s, newOrder: _n, ...rest } = q;
  return (
    cid !== undefined && facets === true && Object.values(rest).every((v) => v === undefined || v === '' || v === false)
  );
}

/** As it first opens: page 1 in the default order. */
const isFirstView = (q: ProductSearchQuery) => q.page === 1 && !q.priceOrder && !q.salesOrder && !q.newOrder;

/** Search, category listings and their facets, the "more" of a facet and suggestions while typing (API.md H). */
export async function searchRoutes(app: FastifyZod): Promise<void> {
  const { db } = app.database;
  // Listings may be a few seconds old (decision 0004); the change feed empties the caches in every process.
  const ttl = app.config.CATALOG_CACHE_TTL_MS;
  const listCache = new TtlCache<Awaited<ReturnType<typeof searchProducts>>>(ttl);
  const suggestCache = new TtlCache<Awaited<ReturnType<typeof suggest>>>(ttl);
  const replica = new ReplicaFence(db, app.database.readDb);
  app.changes.on('listings', () => {
    replica.changed();
    listCache.clear();
    suggestCache.clear();
  });

  // A category's first view (its page 1 with every facet counted, nothing chosen) reads every document of the
  // category: at a million products, seconds. It is kept until a product, a shop or the listings change (issue 25,
  // decision 0031); a refill after a change reads the primary until the replica has replayed past it.
  const categoryFence = new ReplicaFence(db, app.database.readDb);
  const categoryViews = new ReadModel<Awaited<ReturnType<typeof searchProducts>>>({
    entries: Math.min(app.config.DETAIL_CACHE_ENTRIES, 1000),
    bytes: 8_000_000,
  });
  const categoryChanged = () => {
    categoryFence.changed();
    categoryViews.clear();
  };
  for (const topic of ['listings', 'product', 'shop'] as const) app.changes.on(topic, categoryChanged);

  app.get(
    '/api/front/product/list',
    { schema: { tags, querystring: ProductSearchQuerySchema, response: answers(ProductSearchPageSchema) } },
    async (request) => {
      const locale = requestLocale(request);
      const selection = selectionOf(request.query, locale, await homeCountry(db, request));
      const key = `${locale}:${selection.country ?? ''}:${JSON.stringify(request.query)}`;
      if (isPlainCategoryView(request.query)) {
        // The first view (its facets counted over every document of the category) is kept; another page or order
        // of the same category reads only its list and takes the kept facets and total.
        const first = {
          ...request.query,
          page: 1,
          limit: 20,
          priceOrder: undefined,
          salesOrder: undefined,
          newOrder: undefined,
        };
        const kept = await categoryViews.get(
          `${locale}:${selection.country ?? ''}:${JSON.stringify(first)}`,
          async () => ({
            value: await searchProducts(await categoryFence.source(), first, selection),
            tags: ['all'],
          }),
        );
        if (isFirstView(request.query) && request.query.limit === 20) return ok(kept);
        const page = await listCache.get(key, () =>
          replica.source().then((source) =>
            searchProducts(source, { ...request.query, facets: false }, selection, {
              total: kept.total,
              capped: kept.totalCapped,
            }),
          ),
        );
        return ok({ ...page, facets: kept.facets });
      }
      return ok(
        await listCache.get(key, () =>
          replica.source().then((source) => searchProducts(source, request.query, selection)),
        ),
      );
    },
  );

  app.get(
    '/api/front/product/facet-values',
    { schema: { tags, querystring: FacetValuesQuerySchema, response: answers(z.array(FacetValueSchema)) } },
    async (request) => {
      const locale = requestLocale(request);
      const selection = selectionOf(request.query, locale, await homeCountry(db, request));
      const source = await replica.source();
      return ok(await facetValues(source, selection, request.query.facet, request.query.q ?? ''));
    },
  );

  app.get(
    '/api/front/search/suggest',
    { schema: { tags, querystring: SuggestQuerySchema, response: answers(z.array(SuggestionSchema)) } },
    async (request) => {
      const locale = requestLocale(request);
      return ok(
        await suggestCache.get(`${locale}:${request.query.q}`, () =>
          replica.source().then((source) => suggest(source, request.query.q, locale)),
        ),
      );
    },
  );
}
