import type { ProductCard as ProductCardData } from '@mall/contract';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-card';
import styles from './product-shelf.module.css';

/** A titled row of product cards (related products, recently viewed); nothing at all when there is nothing to show. */
export function ProductShelf({
  title,
  products,
  loading = false,
  testId,
}: {
  title: string;
  products: ProductCardData[] | undefined;
  loading?: boolean;
  testId: string;
}) {
  if (!loading && (!products || products.length === 0)) return null;
  return (
    <section className={styles.shelf} data-testid={testId} aria-busy={loading}>
      <h2 className={styles.title}>{title}</h2>
      {products ? (
        <ProductGrid>
          {products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ProductGrid>
      ) : (
        <ProductGridSkeleton count={5} />
      )}
    </section>
  );
}
