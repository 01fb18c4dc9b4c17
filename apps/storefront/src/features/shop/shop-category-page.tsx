import type { ShopCategory } from '@mall/contract';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../components/ui/product-card';
import { useTranslation } from '../../lib/i18n';
import { useShopCategories } from './api/get-shop-categories';
import { useShopProducts } from './api/get-shop-products';
import styles from './shop-pages.module.css';
import { useMerId } from './use-mer-id';

const LIMIT = 20;

/** Shop categories on the left, the shop's goods in the chosen one (and matching the shop search) on the right. */
export default function ShopCategoryPage() {
  const { t } = useTranslation();
  const merId = useMerId();
  const [params, setParams] = useSearchParams();
  const shopCid = Number(params.get('shopCid')) || undefined;
  const keyword = params.get('keyword')?.trim() || undefined;
  const page = Number(params.get('page')) || 1;
  const categories = useShopCategories(merId).data ?? [];
  const list = useShopProducts({ merId, shopCid, keyword, page, limit: LIMIT });

  const choose = (id?: number) => {
    const next = new URLSearchParams({ merId: String(merId) });
    if (id) next.set('shopCid', String(id));
    setParams(next);
  };
  const item = (category: ShopCategory, sub: boolean) => (
    <li key={category.id}>
      <button
        type="button"
        className={sub ? `${styles.catLink} ${styles.sub}` : styles.catLink}
        aria-current={category.id === shopCid}
        onClick={() => choose(category.id)}
      >
        {category.name}
      </button>
      {!sub && category.childList?.length ? <ul>{category.childList.map((child) => item(child, true))}</ul> : null}
    </li>
  );

  return (
    <div className={styles.split}>
      <nav className={styles.aside} aria-label={t('shop.category')}>
        <p className={styles.asideTitle}>{t('shop.category')}</p>
        <ul>
          <li>
            <button type="button" className={styles.catLink} aria-current={!shopCid} onClick={() => choose()}>
              {t('shop.allGoods')}
            </button>
          </li>
          {categories.map((category) => item(category, false))}
        </ul>
      </nav>
      <div className={styles.grow}>
        {keyword && <p className={styles.note}>{t('search.resultsFor', { keyword })}</p>}
        {list.isPending ? (
          <ProductGridSkeleton count={8} columns={4} />
        ) : list.data && list.data.list.length > 0 ? (
          <>
            <ProductGrid columns={4}>
              {list.data.list.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ProductGrid>
            <Pagination
              page={page}
              total={list.data.total}
              limit={LIMIT}
              onChange={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          </>
        ) : (
          <EmptyState title={t('search.empty')} icon="search" />
        )}
      </div>
    </div>
  );
}
