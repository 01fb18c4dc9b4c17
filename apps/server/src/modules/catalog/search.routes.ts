import {
  FacetValueSchema,
  FacetValuesQuerySchema,
  ProductSearchPageSchema,
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

  app.get(
    '/api/front/product/list',
    { schema: { tags, querystring: ProductSearchQuerySchema, response: answers(ProductSearchPageSchema) } },
    async (request) => {
      const locale = requestLocale(request);
      const selection = selectionOf(request.query, locale, await homeCountry(db, request));
      const key = `${locale}:${selection.country ?? ''}:${JSON.stringify(request.query)}`;
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
