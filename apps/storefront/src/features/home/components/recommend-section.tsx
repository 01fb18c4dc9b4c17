import type { ProductCard as ProductCardData } from '@mall/contract';
import { useMemo, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-card';
import { useTranslation } from '../../../lib/i18n';
import { useIndexProducts } from '../api/get-index-products';
import styles from './home-sections.module.css';
import { SectionHead } from './section-head';

/** "Recommended for you": the home data's picks, then more pages of recommendations on demand. */
export function RecommendSection({ recommend, homeLoading }: { recommend: ProductCardData[]; homeLoading: boolean }) {
  const { t } = useTranslation();
  // With no picks in the home data, the first page is loaded straight away.
  const [wanted, setWanted] = useState(false);
  const enabled = wanted || (!homeLoading && recommend.length === 0);
  const more = useIndexProducts(enabled);

  const products = useMemo(() => {
    const seen = new Set<number>();
    const all = [...recommend, ...(more.data?.pages.flatMap((page) => page.list) ?? [])];
    return all.filter((product) => !seen.has(product.id) && seen.add(product.id));
  }, [recommend, more.data]);

  const onLoadMore = () => {
    if (!enabled) setWanted(true);
    else void more.fetchNextPage();
  };
  const loading = more.isFetching || (homeLoading && products.length === 0);
  const exhausted = enabled && more.isSuccess && !more.hasNextPage;

  return (
    <section className={styles.section} aria-labelledby="home-recommend">
      <SectionHead id="home-recommend" title={t('home.recommend')} subtitle={t('home.recommendSub')} />
      {products.length > 0 ? (
        <ProductGrid>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ProductGrid>
      ) : (
        loading && <ProductGridSkeleton />
      )}
      {products.length > 0 && !exhausted && (
        <div className={styles.loadMore}>
          <button type="button" className={`${buttons.ghost} ${buttons.large}`} onClick={onLoadMore} disabled={loading}>
            {loading ? t('common.loading') : t('home.loadMore')}
          </button>
        </div>
      )}
      {exhausted && products.length > 0 && <p className={styles.end}>{t('home.noMore')}</p>}
    </section>
  );
}
