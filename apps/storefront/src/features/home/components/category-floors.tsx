import type { Home } from '@mall/contract';
import { LocaleLink } from '../../../components/ui/locale-link';
import { ProductCard, ProductGrid } from '../../../components/ui/product-card';
import { useTranslation } from '../../../lib/i18n';
import styles from './home-sections.module.css';
import { SectionHead } from './section-head';

/** One band per featured category with a few of its goods. */
export function CategoryFloors({ floors }: { floors: Home['categoryFloors'] }) {
  const { t } = useTranslation();
  return (
    <>
      {floors
        .filter((floor) => floor.products.length > 0)
        .map((floor) => (
          <section key={floor.id} className={`${styles.section} ${styles.later}`} aria-labelledby={`floor-${floor.id}`}>
            <SectionHead
              id={`floor-${floor.id}`}
              title={floor.name}
              more={<LocaleLink to={`/goods/goods_search?cid=${floor.id}`}>{t('common.more')} ›</LocaleLink>}
            />
            <ProductGrid>
              {floor.products.slice(0, 5).map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ProductGrid>
          </section>
        ))}
    </>
  );
}
