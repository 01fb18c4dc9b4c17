import {
  type Facets,
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
import type { Db, Queryable } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import type { FastifyZod } from '../../platform/fastify';
import { requestLocale } from '../../platform/locale';
import { ReadModel } from '../../platform/read-model';
import { ReplicaFence } from '../../platform/replica-fence';
import { answers, ok } from '../../platform/reply';
import { TtlCache } from '../../platform/ttl-cache';
import { findCountry } from '../addresses/geo';
import { OpenShopNames } from '../shops/open-shop-names';
import { CardReadModel } from './card-read-model';
import { type CategoryCounts, catalogueCounts, categoryCounts } from './search-category-counts';
import { FacetNames, holdFacetNames } from './search-facet-names';
import { facetValues } from './search-facet-values';
import { type CountRow, facetRows, withCurrentNames } from './search-facets';
import { type cardsOf, categoryTotal, searchProducts } from './search-list';
import { type Selection, selectionOf } from './search-selection';
import { suggest } from './search-suggest';

const tags = ['catalogue'];

/** The country of the signed-in shopper's default address, for "delivers to my country". */
/** The country a search must deliver to is one of the address book's, else 400 in the reader's language. */
async function knownCountry(q: { shipsTo?: string | undefined }): Promise<void> {
  if (q.shipsTo !== undefined && !(await findCountry(q.shipsTo))) throw invalid('Unknown country');
}

async function homeCountry(db: Db, request: FastifyRequest): Promise<string | undefined> {
  if (!request.viewerId) return undefined;
  const { rows } = await db.execute<{ country: string }>(sql`
    SELECT country FROM addresses WHERE user_id = ${request.viewerId} AND length(country) = 2
    ORDER BY is_default DESC, id DESC LIMIT 1`);
  return rows[0]?.country;
}

/**
 * A category page with nothing chosen: no keyword, no facet value, every facet counted; or the whole catalogue so
 * (the search page opened without a keyword). Its facets and total are the same on every page and in every order;
 * only the list differs. Answers what the counts are kept under (`c:<category>`, or `c:all`), null for another view.
 */
function plainViewScope(q: ProductSearchQuery): string | null {
  if (q.facets !== true) return null;
  const { cid, facets: _f, page: _page, limit: _limit, priceOrder: _p, salesOrder: _s, newOrder: _n, ...rest } = q;
  if (!Object.values(rest).every((v) => v === undefined || v === '' || v === false)) return null;
  return cid === undefined ? 'c:all' : `c:${cid}`;
}

/** A category's list with nothing chosen, with or without its facets: its total is the same on every page. */
function isPlainCategoryList(q: ProductSearchQuery): boolean {
  const { cid, facets: _f, page: _page, limit: _limit, priceOrder: _p, salesOrder: _s, newOrder: _n, ...rest } = q;
  return cid !== undefined && Object.values(rest).every((v) => v === undefined || v === '' || v === false);
}

/** Open shops named above a keyword's results at most ("Shops matching …", audit CT1). */
const SHOPS_NAMED = 3;

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

  // A category's plain view counts its facets and total over every document of the category: at a million products,
  // a second. They are the same on every page and in every order, and change only when documents are written, so
  // they are kept until the change feed says the documents of the category changed (every write of documents
  // announces their categories; issue 25, decision 0031); a refill after a change reads the primary until the
  // replica has replayed past it. The list itself (an index walk that stops at its page) and its cards are read like
  // any other page: a sale, a new price or stock shows there within the listing cache's seconds, and does not throw
  // the counts away.
  const categoryFence = new ReplicaFence(db, app.database.readDb);
  // The pages' cards, kept per product and language until the product or its shop changes (card-read-model.ts).
  const cards = new CardReadModel(new ReplicaFence(db, app.database.readDb), {
    entries: app.config.DETAIL_CACHE_ENTRIES,
    bytes: 4_000_000,
  });
  app.changes.on('product', (ids) => cards.productsChanged(ids));
  app.changes.on('shop', (ids) => cards.shopsChanged(ids));
  // The open shops a keyword names (audit CT1), held here: a shop opened, renamed, suspended or reopened clears them.
  const shopNames = new OpenShopNames();
  app.changes.on('shop', () => shopNames.changed());
  app.changes.on('listings', () => shopNames.changed());
  // The names facets show, kept until a category's or a shop's notice (search-facet-names.ts).
  const facetNames = new FacetNames(new ReplicaFence(db, app.database.readDb));
  holdFacetNames([db, app.database.readDb], facetNames);
  app.changes.on('listings', () => facetNames.listingsChanged());
  app.changes.on('shop', (ids) => facetNames.shopsChanged(ids));
  const cardsFor: typeof cardsOf = (source, ids, locale) => cards.cardsOf(source, ids, locale);
  const categoryViews = new ReadModel<CategoryCounts>({
    entries: Math.min(app.config.DETAIL_CACHE_ENTRIES, 1000),
    bytes: 8_000_000,
    name: 'category counts',
  });
  // A category's counts, uncut (every shop and attribute value), per language and delivery country: a top category's
  // and the whole catalogue's counts are their children's sums, so a write of documents costs its categories' counts
  // again only (search-category-counts.ts, `categoryRows`).
  const partCounts = new ReadModel<CountRow[]>(
    { entries: Math.min(app.config.DETAIL_CACHE_ENTRIES, 1000), bytes: 8_000_000, name: 'category part counts' },
    (rows) => 100 + rows.reduce((n, r) => n + 40 + 2 * (r.g.length + r.v.length), 0),
  );
  // The counts with the names of their categories and shops, kept until listings change (renames announce it, and so
  // does every product written: the names are read again, two reads by primary key, not the counts).
  const namedViews = new ReadModel<Facets>({
    entries: Math.min(app.config.DETAIL_CACHE_ENTRIES, 1000),
    bytes: 8_000_000,
    name: 'named facets',
  });
  app.changes.on('listings', () => namedViews.clear());
  // A category's list without its facets (the home page's floors, a category's pages) keeps its total the same way:
  // counting it is an index range of up to 10,001 entries, 4 ms of the database for a page that walks 0.06 ms.
  const categoryTotals = new ReadModel<{ total: number; capped: boolean }>({
    entries: Math.min(app.config.DETAIL_CACHE_ENTRIES, 1000),
    bytes: 1_000_000,
    name: 'category totals',
  });
  // A write of documents names their categories (before and after): only those categories are counted again.
  app.changes.on('documents', (ids) => {
    categoryFence.changed();
    if (ids === null) {
      categoryViews.clear();
      namedViews.clear();
      categoryTotals.clear();
      partCounts.clear();
    } else {
      // The whole catalogue's counts hold every category's documents.
      const tags = ['c:all', ...ids.map((id) => `c:${id}`)];
      categoryViews.invalidate(tags);
      namedViews.invalidate(tags);
      categoryTotals.invalidate(tags);
      partCounts.invalidate(tags);
    }
  });

  /**
   * A hidden category's own listing answers as its page does (decision 0042, audit GE): `cid` of one is 404, and
   * chosen in `cids` (the facets never offer it) it chooses nothing. Its products are still found by keyword.
   */
  const shownOnly = async (selection: Selection): Promise<Selection> => {
    if (selection.cid === undefined && selection.cids.length === 0) return selection;
    // Shown categories only: a hidden one and an id naming no category are alike to a shopper (fix-GO: an unknown
    // `cid` answered an empty page where a hidden one answered 404).
    const shown = new Set((await facetNames.allCategories()).filter((c) => c.shown).map((c) => c.id));
    if (selection.cid !== undefined && !shown.has(selection.cid)) throw notFound('Category not found');
    if (selection.cids.every((id) => shown.has(id))) return selection;
    // No category has the id 0: a hidden or unknown one chosen alone matches nothing.
    return { ...selection, cids: selection.cids.map((id) => (shown.has(id) ? id : 0)) };
  };

  app.get(
    '/api/front/product/list',
    { schema: { tags, querystring: ProductSearchQuerySchema, response: answers(ProductSearchPageSchema) } },
    async (request) => {
      const locale = requestLocale(request);
      await knownCountry(request.query);
      const selection = await shownOnly(selectionOf(request.query, locale, await homeCountry(db, request)));
      const key = `${locale}:${selection.country ?? ''}:${JSON.stringify(request.query)}`;
      const scope = plainViewScope(request.query);
      if (scope) {
        const countsKey = `${locale}:${selection.country ?? ''}:${scope}`;
        const counts = await categoryViews.get(countsKey, async () => {
          const source = await categoryFence.source();
          const partRows = (cid: number) =>
            partCounts.get(`${locale}:${selection.country ?? ''}:${cid}`, async () => ({
              value: await facetRows(source, { ...selection, cid }),
              tags: [`c:${cid}`],
            }));
          return {
            value:
              scope === 'c:all'
                ? await catalogueCounts(source, selection, partRows)
                : await categoryCounts(source, selection, partRows),
            tags: [scope],
          };
        });
        const [page, facets] = await Promise.all([
          listCache.get(key, () =>
            replica
              .source()
              .then((source) =>
                searchProducts(
                  source,
                  { ...request.query, facets: false },
                  selection,
                  { total: counts.total, capped: counts.totalCapped },
                  cardsFor,
                ),
              ),
          ),
          namedViews.get(countsKey, async () => ({
            value: await withCurrentNames(await categoryFence.source(), counts.facets, selection),
            tags: [scope],
          })),
        ]);
        return ok({ ...page, facets });
      }
      const known = isPlainCategoryList(request.query)
        ? await categoryTotals.get(`${locale}:${request.query.cid}`, async () => ({
            value: await categoryTotal(await categoryFence.source(), selection),
            tags: [`c:${request.query.cid}`],
          }))
        : undefined;
      // A keyword's first page names the open shops it is part of the name of (audit CT1), from the names held here.
      const shops = (source: Queryable) =>
        request.query.keyword && request.query.page === 1 && !request.query.merId
          ? shopNames.named(source, request.query.keyword, SHOPS_NAMED, locale)
          : [];
      return ok(
        await listCache.get(key, () =>
          replica.source().then(async (source) => {
            const [page, named] = await Promise.all([
              searchProducts(source, request.query, selection, known, cardsFor),
              shops(source),
            ]);
            return named.length > 0 ? { ...page, shops: named } : page;
          }),
        ),
      );
    },
  );

  app.get(
    '/api/front/product/facet-values',
    { schema: { tags, querystring: FacetValuesQuerySchema, response: answers(z.array(FacetValueSchema)) } },
    async (request) => {
      const locale = requestLocale(request);
      await knownCountry(request.query);
      const selection = await shownOnly(selectionOf(request.query, locale, await homeCountry(db, request)));
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
          replica.source().then((source) => suggest(source, request.query.q, locale, shopNames)),
        ),
      );
    },
  );
}
