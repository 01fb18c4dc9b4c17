import { EmptyState } from '../../components/ui/empty-state';
import { Icon, type IconName } from '../../components/ui/icons';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../components/ui/product-card';
import { useTranslation } from '../../lib/i18n';
import { useShopProducts } from './api/get-shop-products';
import styles from './shop-pages.module.css';
import { useMerId } from './use-mer-id';

function ShopShelf({ title, icon, order }: { title: string; icon: IconName; order: 'sales' | 'new' }) {
  const { t } = useTranslation();
  const merId = useMerId();
  const list = useShopProducts({
    merId,
    ...(order === 'sales' ? { salesOrder: 'desc' } : { newOrder: 'desc' }),
    page: 1,
    limit: 10,
  });
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>
        <Icon name={icon} size={20} />
        {title}
      </h2>
      {list.isPending ? (
        <ProductGridSkeleton count={5} />
      ) : list.data && list.data.list.length > 0 ? (
        <ProductGrid>
          {list.data.list.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ProductGrid>
      ) : (
        <EmptyState title={t('shop.noProducts')} />
      )}
    </section>
  );
}

/** Shop home: its best sellers and newest goods. */
export default function ShopHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <ShopShelf title={t('shop.bestSellers')} icon="fire" order="sales" />
      <ShopShelf title={t('shop.newArrivals')} icon="gift" order="new" />
    </>
  );
}
