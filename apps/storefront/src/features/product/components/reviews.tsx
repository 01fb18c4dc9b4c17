import type { ReplyStats } from '@mall/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { formatPercent } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useReplyConfig } from '../api/get-reply-config';
import { type ReplyFilter, useReplyList } from '../api/get-reply-list';
import { ReviewItem } from './review-item';
import styles from './reviews.module.css';

const LIMIT = 10;

const FILTERS: Array<{ type: ReplyFilter; key: string; count: (stats: ReplyStats) => number }> = [
  { type: 0, key: 'reviews.all', count: (stats) => stats.sumCount },
  { type: 1, key: 'reviews.good', count: (stats) => stats.goodCount },
  { type: 2, key: 'reviews.general', count: (stats) => stats.inCount },
  { type: 3, key: 'reviews.bad', count: (stats) => stats.poorCount },
];

/** Review statistics with the good rate, filters all / good / general / bad, and the paged list. */
export function Reviews({ productId, initialStats }: { productId: number; initialStats?: ReplyStats }) {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<ReplyFilter>(0);
  const [page, setPage] = useState(1);
  const stats = useReplyConfig(productId, initialStats).data;
  const list = useReplyList(productId, { type, page, limit: LIMIT });

  const choose = (next: ReplyFilter) => {
    setType(next);
    setPage(1);
  };

  return (
    <div className={styles.reviews}>
      <div className={styles.summary}>
        {/* No review, no rate: "0 %" would read as everyone being unhappy (audit AX2). */}
        {stats && stats.sumCount > 0 ? (
          <div className={styles.rate}>
            <div className={styles.rateValue} data-testid="good-rate">
              {formatPercent(stats.goodRate, i18n.language)}
            </div>
            <div className={styles.rateLabel}>{t('reviews.goodRate')}</div>
          </div>
        ) : (
          <div className={styles.rate} data-testid="no-rate">
            <div className={`${styles.rateValue} ${styles.noRate}`} aria-hidden="true">
              –
            </div>
            <div className={styles.rateLabel}>{t('reviews.empty')}</div>
          </div>
        )}
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{t('reviews.filter')}</legend>
          {FILTERS.map((filter) => (
            <button
              key={filter.type}
              type="button"
              className={styles.filter}
              aria-pressed={type === filter.type}
              onClick={() => choose(filter.type)}
              data-testid={`review-filter-${filter.type}`}
            >
              {t(filter.key)} ({stats ? filter.count(stats) : 0})
            </button>
          ))}
        </fieldset>
      </div>
      {list.data && list.data.list.length > 0 ? (
        <>
          <ul className={styles.list} aria-busy={list.isFetching}>
            {list.data.list.map((reply) => (
              <ReviewItem key={reply.id} reply={reply} />
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} limit={LIMIT} onChange={setPage} scrollTop={false} />
        </>
      ) : (
        !list.isPending && <EmptyState title={t('reviews.empty')} icon="chat" />
      )}
    </div>
  );
}
