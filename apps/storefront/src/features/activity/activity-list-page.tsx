import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../components/ui/product-card';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './activity-list-page.module.css';
import { useActivities } from './api/get-activities';
import { useActivityProducts } from './api/get-activity-products';

const LIMIT = 20;

/** Activities (/goods/activity_list, optional query id): one activity at a time with its goods. */
export default function ActivityListPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const activities = useActivities();
  const list = activities.data ?? [];
  const wanted = Number(params.get('id'));
  const current = list.find((activity) => activity.id === wanted) ?? list[0];
  const page = Number(params.get('page')) || 1;
  const products = useActivityProducts(current?.id, page, LIMIT);
  useDocumentTitle(current?.name ?? t('activity.title'));

  if (activities.isPending)
    return (
      <div className="page-width" style={{ paddingTop: 16 }}>
        <ProductGridSkeleton />
      </div>
    );
  if (list.length === 0) {
    return (
      <div className={`page-width ${styles.page}`}>
        <h1 className={styles.title}>{t('activity.title')}</h1>
        <EmptyState title={activities.isError ? t('errorPage.failed') : t('activity.empty')} icon="gift" />
      </div>
    );
  }

  return (
    <div className={`page-width ${styles.page}`}>
      <h1 className={styles.title}>{t('activity.title')}</h1>
      <div className={styles.tabs} role="tablist" aria-label={t('activity.title')}>
        {list.map((activity) => (
          <button
            key={activity.id}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={activity.id === current?.id}
            onClick={() => setParams({ id: String(activity.id) })}
          >
            {/* The artwork has no words: the name is drawn over it in the reader's language. */}
            {activity.image && <img src={activity.image} alt="" />}
            <span>{activity.name}</span>
          </button>
        ))}
      </div>
      {current && (
        <section className={styles.banner} aria-labelledby="activity-name">
          {current.image && <img src={current.image} alt="" />}
          <div>
            <h2 id="activity-name">{current.name}</h2>
            {current.intro && <p>{current.intro}</p>}
            {current.startTime && current.endTime && (
              <span className={styles.time}>
                {formatDate(current.startTime, i18n.language)} – {formatDate(current.endTime, i18n.language)}
              </span>
            )}
          </div>
        </section>
      )}
      {products.isPending ? (
        <ProductGridSkeleton />
      ) : products.data && products.data.list.length > 0 ? (
        <>
          <ProductGrid>
            {products.data.list.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ProductGrid>
          <Pagination
            page={page}
            total={products.data.total}
            limit={LIMIT}
            onChange={(next) => setParams({ id: String(current?.id ?? ''), page: String(next) })}
          />
        </>
      ) : (
        <EmptyState title={t('activity.noProducts')} />
      )}
    </div>
  );
}
