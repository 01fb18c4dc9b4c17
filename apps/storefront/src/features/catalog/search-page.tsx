import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { LocaleLink } from '../../components/ui/locale-link';
import { Pagination } from '../../components/ui/pagination';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../components/ui/product-card';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { childrenOf, findCategory, findTopCategory, useCategories } from './api/get-categories';
import { useProductList } from './api/get-product-list';
import filters from './components/filters.module.css';
import { PriceRange } from './components/price-range';
import { SortBar, type SortKey, sortParams } from './components/sort-bar';
import styles from './search-page.module.css';

const LIMIT = 20;
const SORT_KEYS: SortKey[] = ['', 'sales', 'priceAsc', 'priceDesc', 'new'];

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** Search results: keyword (title), category (cid) and shop (merId) from the address; sort, price range, pages. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const title = params.get('title')?.trim() ?? '';
  const cid = positiveInt(params.get('cid'));
  const merId = positiveInt(params.get('merId'));
  const page = positiveInt(params.get('page')) ?? 1;
  const sortValue = params.get('sort') ?? '';
  const sort = (SORT_KEYS as string[]).includes(sortValue) ? (sortValue as SortKey) : '';
  const minPrice = params.get('minPrice') ?? '';
  const maxPrice = params.get('maxPrice') ?? '';

  const tree = useCategories().data ?? [];
  const category = cid ? findCategory(tree, cid) : undefined;
  const top = cid ? findTopCategory(tree, cid) : undefined;
  const chips = top ? childrenOf(top) : tree;

  const list = useProductList({
    keyword: title || undefined,
    cid,
    merId,
    ...sortParams(sort),
    minPrice: minPrice || undefined,
    maxPrice: maxPrice || undefined,
    page,
    limit: LIMIT,
  });
  useDocumentTitle(title || category?.name || t('search.title'));

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const data = list.data;
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.crumbs}>
        <LocaleLink to="/goods/goods_search">{t('search.allResults')}</LocaleLink>
        {top && top.id !== cid && <span>› {top.name}</span>}
        {category && <span>›</span>}
        <h1>{title ? t('search.resultsFor', { keyword: title }) : (category?.name ?? t('search.title'))}</h1>
        {merId && (
          <span className={styles.shopChip}>
            {t('search.inShop')}
            <button type="button" onClick={() => update({ merId: undefined })} aria-label={t('common.clear')}>
              ×
            </button>
          </span>
        )}
      </div>
      <div className={filters.panel}>
        {chips.length > 0 && (
          <div className={filters.row}>
            <span className={filters.label}>{t('search.category')}</span>
            <div className={filters.chips}>
              <button
                type="button"
                className={filters.chip}
                aria-pressed={!cid || cid === top?.id}
                onClick={() => update({ cid: top?.id })}
              >
                {t('common.all')}
              </button>
              {chips.map((chip) => (
                <button
                  key={chip.id}
                  type="button"
                  className={filters.chip}
                  aria-pressed={chip.id === cid}
                  onClick={() => update({ cid: chip.id })}
                  data-testid="category-chip"
                >
                  {chip.name}
                </button>
              ))}
            </div>
          </div>
        )}
        <div className={filters.row}>
          <span className={filters.label}>{t('search.priceRange')}</span>
          <PriceRange min={minPrice} max={maxPrice} onApply={(min, max) => update({ minPrice: min, maxPrice: max })} />
        </div>
      </div>
      <SortBar
        sort={sort}
        onChange={(next) => update({ sort: next })}
        extra={
          data && (
            <span className={filters.count} data-testid="result-count">
              {t('search.count', { count: data.total })}
            </span>
          )
        }
      />
      <div className={styles.results} aria-busy={list.isFetching}>
        {list.isPending ? (
          <ProductGridSkeleton />
        ) : data && data.list.length > 0 ? (
          <>
            <ProductGrid>
              {data.list.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ProductGrid>
            <Pagination page={page} total={data.total} limit={LIMIT} onChange={(next) => update({ page: next })} />
          </>
        ) : (
          <EmptyState title={list.isError ? t('errorPage.failed') : t('search.empty')} icon="search">
            {!list.isError && <p>{t('search.emptyHint')}</p>}
          </EmptyState>
        )}
      </div>
    </div>
  );
}
