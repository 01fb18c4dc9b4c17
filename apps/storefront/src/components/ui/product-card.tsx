import type { ProductCard as ProductCardData } from '@mall/contract';
import type { CSSProperties, ReactNode } from 'react';
import { formatCompact, formatTenths } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { LocaleLink } from './locale-link';
import { OriginalPrice, Price } from './price';
import styles from './product-card.module.css';
import { Stars } from './stars';

export function ProductCard({ product, badge }: { product: ProductCardData; badge?: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <article className={styles.card} data-testid="product-card">
      {badge && <div className={styles.badge}>{badge}</div>}
      <LocaleLink to={`/goods_detail/${product.id}`} className={styles.link}>
        <div className={styles.media}>
          {product.image && <img src={product.image} alt={product.name} loading="lazy" decoding="async" />}
        </div>
        <div className={styles.body}>
          <h3 className={styles.name} title={product.name}>
            {product.name}
          </h3>
          <div className={styles.prices}>
            <Price value={product.price} />
            <OriginalPrice value={product.otPrice} price={product.price} />
          </div>
          <div className={styles.meta}>
            {product.reviewCount !== undefined && (
              <span className={styles.rating} data-testid="card-rating">
                <Stars value={product.rating ?? 0} size={12} />
                <span title={t('product.reviewCount', { count: product.reviewCount })}>
                  {product.reviewCount > 0 ? `${formatTenths(product.rating ?? 0, i18n.language)} ` : ''}(
                  {formatCompact(product.reviewCount, i18n.language)})
                </span>
              </span>
            )}
            <span className={styles.sold}>
              {t('product.sold', { count: formatCompact(product.sales, i18n.language) })}
            </span>
          </div>
          {/* On a line of its own: shop names in Thai, French or Spanish need the card's whole width. */}
          <span className={styles.shop} title={product.merName} data-testid="card-shop">
            {product.merName}
          </span>
        </div>
      </LocaleLink>
    </article>
  );
}

export function ProductGrid({ children, columns = 5 }: { children: ReactNode; columns?: number }) {
  return (
    <div className={styles.grid} style={{ '--columns': columns } as CSSProperties}>
      {children}
    </div>
  );
}

export function ProductGridSkeleton({ count = 10, columns = 5 }: { count?: number; columns?: number }) {
  return (
    <ProductGrid columns={columns}>
      {Array.from({ length: count }, (_, index) => `placeholder-${index}`).map((key) => (
        <div key={key} className={styles.skeletonCard} aria-hidden="true">
          <div className={`skeleton ${styles.skeletonImage}`} />
          <div className={`skeleton ${styles.skeletonLine}`} />
          <div className={`skeleton ${styles.skeletonLine}`} style={{ width: '50%' }} />
        </div>
      ))}
    </ProductGrid>
  );
}
