import { ProductGridSkeleton } from '../../components/ui/product-card';
import { splitLocalePath } from '../../lib/locale';
import styles from './page-skeleton.module.css';

/**
 * What a page looks like while its code is still on the way (a slow network): grey blocks in the shape of the page
 * being opened, not an empty grey area. The pages show their own placeholders while their data loads.
 */
export function PageSkeleton({ pathname }: { pathname: string }) {
  const path = splitLocalePath(pathname).path;
  return (
    <div className={`page-width ${styles.page}`} aria-busy="true" data-testid="page-skeleton">
      {shapeOf(path)}
    </div>
  );
}

function shapeOf(path: string) {
  if (path === '/' || path === '/indexcope')
    return (
      <>
        <div className={styles.row}>
          <div className={`skeleton ${styles.menu}`} />
          <div className={`skeleton ${styles.banner}`} />
        </div>
        <div className={`skeleton ${styles.heading}`} />
        <ProductGridSkeleton count={5} />
      </>
    );
  if (path.startsWith('/goods_detail/'))
    return (
      <div className={`${styles.row} ${styles.card}`}>
        <div className={`skeleton ${styles.gallery}`} />
        <div className={styles.lines}>
          <div className={`skeleton ${styles.line}`} />
          <div className={`skeleton ${styles.price}`} />
          <div className={`skeleton ${styles.line}`} />
          <div className={`skeleton ${styles.line}`} />
        </div>
      </div>
    );
  if (path.startsWith('/goods/') || path.startsWith('/merchant/'))
    return (
      <>
        <div className={`skeleton ${styles.filters}`} />
        <div className={`skeleton ${styles.sortBar}`} />
        <ProductGridSkeleton count={10} />
      </>
    );
  return (
    <>
      <div className={`skeleton ${styles.heading}`} />
      <div className={`skeleton ${styles.panel}`} />
      <div className={`skeleton ${styles.panel}`} />
    </>
  );
}
