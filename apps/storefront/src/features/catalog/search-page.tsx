import { SEARCH_TOTAL_CAP } from '@mall/contract';
import { useEffect } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { Pagination } from '../../components/ui/pagination';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../components/ui/product-card';
import { ApiError } from '../../lib/api-error';
import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { pageCount } from '../../lib/page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { findCategory, findTopCategory, useCategories } from './api/get-categories';
import { useProductSearch } from './api/get-product-search';
import { ChosenChips } from './components/chosen-chips';
import { FacetPanel } from './components/facet-panel';
import { FacetSkeleton } from './components/facet-row';
import facetStyles from './components/facets.module.css';
import filters from './components/filters.module.css';
import { SortBar } from './components/sort-bar';
import styles from './search-page.module.css';
import { useSearchState } from './search-state';

/** Results per page, as the search state asks for them. */
const PAGE_SIZE = 20;

/**
 * Search results and category pages (issue 23): keyword (title), the page's category (cid) and shop (merId), facet
 * rows with exact counts, the chosen values as chips, sort, the result count ("10,000+") and pages; everything in the
 * address, so a result page can be shared and the back button works.
 */
export default function SearchPage() {
  const { t, i18n } = useTranslation();
  const state = useSearchState();
  const { query, update, sort, page } = state;
  const title = String(query.keyword ?? '');
  const cid = query.cid as number | undefined;

  const tree = useCategories().data ?? [];
  const category = cid ? findCategory(tree, cid) : undefined;
  const top = cid ? findTopCategory(tree, cid) : undefined;
  const list = useProductSearch(query);
  useDocumentTitle(title || category?.name || t('search.title'));

  const data = list.data;
  // All the words together find nothing, some of them do (audit GE4): their products are shown at once, said so.
  const someWords = data && data.total === 0 && data.someWords && data.suggestion ? data.suggestion : undefined;
  const relaxed = useProductSearch({ ...query, keyword: someWords, page: undefined }, someWords !== undefined);
  const partial = someWords && relaxed.data && relaxed.data.list.length > 0 ? relaxed.data : undefined;
  // A page past the end of the results (a bookmark of a search that has since shrunk, a page typed in the address)
  // would show the count above an empty grid and no pager: the shopper is taken to the last page instead, in place of
  // the address that led nowhere. Past a capped total ("10,000+") the last page is unknown: the cap's last is taken.
  const pastEnd = !!data && !list.isPlaceholderData && data.list.length === 0 && data.total > 0 && page > 1;
  const lastPage = data ? pageCount(Math.min(data.total, SEARCH_TOTAL_CAP), PAGE_SIZE) : 1;
  const target = Math.min(lastPage, page - 1);
  useEffect(() => {
    if (pastEnd) update({ page: target > 1 ? target : undefined }, { replace: true });
  }, [pastEnd, target, update]);
  // A capped total counts no further than the cap, but the results go on: while a page is full, the pager offers the
  // next one, so the products past the cap's last page are reachable too.
  const pagerTotal =
    data?.totalCapped && data.list.length > 0
      ? Math.max(data.total, (page - 1) * PAGE_SIZE + data.list.length + (data.list.length === PAGE_SIZE ? 1 : 0))
      : (data?.total ?? 0);
  const count = data
    ? data.totalCapped
      ? t('search.countCapped', { count: data.total, formatted: formatNumber(data.total, i18n.language) })
      : t('search.count', { count: data.total })
    : '';
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.crumbs}>
        <LocaleLink to="/goods/goods_search">{t('search.allResults')}</LocaleLink>
        {top && top.id !== cid && <span>› {top.name}</span>}
        {category && <span>›</span>}
        <h1>{title ? t('search.resultsFor', { keyword: title }) : (category?.name ?? t('search.title'))}</h1>
        {query.merId && (
          <span className={styles.shopChip}>
            {t('search.inShop')}
            <button type="button" onClick={() => update({ merId: undefined })} aria-label={t('common.clear')}>
              ×
            </button>
          </span>
        )}
      </div>
      {data?.shops && data.shops.length > 0 && (
        <p className={styles.shops} data-testid="matching-shops">
          <Icon name="store" size={14} />
          <span>{t('search.shopsMatching', { keyword: title })}</span>
          {data.shops.map((shop) => (
            <LocaleLink key={shop.id} to={`/merchant/merchant/home?merId=${shop.id}`} data-testid="matching-shop">
              {shop.name} →
            </LocaleLink>
          ))}
        </p>
      )}
      <section className={filters.panel} aria-label={t('search.filters')} aria-busy={list.isFetching}>
        {data?.facets ? (
          <FacetPanel
            facets={data.facets}
            state={state}
            scopeCid={cid && cid === top?.id ? cid : cid ? -1 : undefined}
          />
        ) : (
          <FacetSkeleton />
        )}
      </section>
      <ChosenChips facets={data?.facets} state={state} />
      <SortBar
        sort={sort}
        onChange={(next) => update({ sort: next })}
        extra={
          data && (
            <span className={filters.count} data-testid="result-count">
              {count}
            </span>
          )
        }
      />
      <div className={styles.results} aria-busy={list.isFetching}>
        {list.isPending || pastEnd || (list.isPlaceholderData && list.isFetching && data?.list.length === 0) ? (
          <ProductGridSkeleton />
        ) : data && data.list.length > 0 ? (
          <>
            <ProductGrid>
              {data.list.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ProductGrid>
            <Pagination page={page} total={pagerTotal} limit={PAGE_SIZE} onChange={(next) => update({ page: next })} />
          </>
        ) : partial && someWords ? (
          <section data-testid="some-words">
            <p className={facetStyles.suggestion}>
              {t('searchSomeWords.notice', { keyword: title, some: someWords })}{' '}
              <button type="button" onClick={() => update({ title: someWords })}>
                {t('searchSomeWords.seeAll', { some: someWords })}
              </button>
            </p>
            <ProductGrid>
              {partial.list.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ProductGrid>
          </section>
        ) : (
          <EmptyState title={list.isError ? t('errorPage.failed') : t('search.empty')} icon="search">
            {!list.isError && <p>{t('search.emptyHint')}</p>}
            {/* A selection the server refuses (e.g. more than ten attributes, from a shared link: audit AG7) is told
                in its words, in the reader's language; the chips above take filters off. */}
            {list.error instanceof ApiError && list.error.code === 400 && (
              <p data-testid="search-refused">{list.error.message}</p>
            )}
            {data?.suggestion && !partial && (
              <p className={facetStyles.suggestion} data-testid="did-you-mean">
                {t('search.didYouMean')}{' '}
                <button type="button" onClick={() => update({ title: data.suggestion })}>
                  {data.suggestion}
                </button>
              </p>
            )}
          </EmptyState>
        )}
        {data?.popular && data.popular.length > 0 && !partial && (
          <section className={styles.popular} data-testid="popular-products">
            <h2>{t('search.popular')}</h2>
            <ProductGrid>
              {data.popular.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ProductGrid>
          </section>
        )}
      </div>
    </div>
  );
}
