import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { Pagination } from '../../components/ui/pagination';
import { ProductCard, ProductGrid, ProductGridSkeleton } from '../../components/ui/product-card';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCategories } from './api/get-categories';
import { useLeaderboard } from './api/get-leaderboard';
import styles from './ranking-page.module.css';

const LIMIT = 20;

function RankBadge({ rank }: { rank: number }) {
  const { t } = useTranslation();
  const className = rank === 1 ? styles.rank1 : rank === 2 ? styles.rank2 : rank === 3 ? styles.rank3 : styles.rank;
  return (
    <span className={className} data-testid="rank-badge" title={t('ranking.rank', { rank })}>
      {rank}
    </span>
  );
}

/** Ranking (/goods/top_one): best sellers overall or per top category. */
export default function RankingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const cid = Number(params.get('cid')) || undefined;
  const page = Number(params.get('page')) || 1;
  const categories = useCategories().data ?? [];
  const board = useLeaderboard({ cid, page, limit: LIMIT });
  useDocumentTitle(t('ranking.title'));

  const tabs = [{ id: undefined, name: t('common.all') }, ...categories.map(({ id, name }) => ({ id, name }))];
  const select = (id: number | undefined) => setParams(id ? { cid: String(id) } : {});
  const data = board.data;

  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.hero}>
        <span className={styles.trophy}>
          <Icon name="trophy" size={40} />
        </span>
        <div>
          <h1>{t('ranking.title')}</h1>
          <p>{t('ranking.subtitle')}</p>
        </div>
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('search.category')}>
        {tabs.map((tab) => (
          <button
            key={tab.id ?? 'all'}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab.id === cid}
            onClick={() => select(tab.id)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-busy={board.isFetching}>
        {board.isPending ? (
          <ProductGridSkeleton />
        ) : data && data.list.length > 0 ? (
          <>
            <ProductGrid>
              {data.list.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  badge={<RankBadge rank={(page - 1) * LIMIT + index + 1} />}
                />
              ))}
            </ProductGrid>
            <Pagination
              page={page}
              total={data.total}
              limit={LIMIT}
              onChange={(next) => setParams({ ...(cid ? { cid: String(cid) } : {}), page: String(next) })}
            />
          </>
        ) : (
          <EmptyState title={board.isError ? t('errorPage.failed') : t('ranking.empty')} icon="trophy" />
        )}
      </div>
    </div>
  );
}
