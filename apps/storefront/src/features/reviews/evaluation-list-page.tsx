import type { MyReview, PendingReview } from '@mall/contract';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorPage } from '../../components/ui/error-page';
import { LocaleLink } from '../../components/ui/locale-link';
import { Pagination } from '../../components/ui/pagination';
import { Price } from '../../components/ui/price';
import { Stars } from '../../components/ui/stars';
import { statusOfError } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyReviews } from './api/get-my-reviews';
import { usePendingReviews } from './api/get-pending-reviews';
import styles from './reviews.module.css';

const TABS = ['pending', 'reviews'] as const;
type Tab = (typeof TABS)[number];
const LIMIT = 10;

/** /users/evaluation_list: items waiting for a review, and my reviews with the shops' replies (the reply list). */
export default function EvaluationListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('evaluation.list.title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'reviews' ? 'reviews' : 'pending';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const go = (nextTab: Tab, nextPage: number) => {
    const next = new URLSearchParams(params);
    if (nextTab === 'pending') next.delete('tab');
    else next.set('tab', nextTab);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setParams(next, { replace: nextTab === tab });
  };

  return (
    <section className={styles.pageCard} data-testid="evaluation-list">
      <header className={styles.head}>
        <h1 className={styles.title}>{t('evaluation.list.title')}</h1>
        <div className={styles.tabs} role="tablist">
          {TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={tab === key}
              onClick={() => go(key, 1)}
              data-testid={`evaluation-tab-${key}`}
            >
              {t(`evaluation.list.tabs.${key}`)}
            </button>
          ))}
        </div>
      </header>
      <div role="tabpanel">
        {tab === 'pending' ? (
          <PendingPanel page={page} onPage={(next) => go(tab, next)} />
        ) : (
          <ReviewsPanel page={page} onPage={(next) => go(tab, next)} />
        )}
      </div>
    </section>
  );
}

interface PanelProps {
  page: number;
  onPage(page: number): void;
}

function PendingPanel({ page, onPage }: PanelProps) {
  const { t } = useTranslation();
  const query = usePendingReviews(page, LIMIT);
  if (query.isError) return <ErrorPage status={statusOfError(query.error)} />;
  if (query.isPending) return <div className={`${styles.listSkeleton} skeleton`} />;
  if (query.data.list.length === 0)
    return (
      <EmptyState title={t('evaluation.list.emptyPending')} icon="chat">
        <p>{t('evaluation.list.emptyPendingText')}</p>
      </EmptyState>
    );
  return (
    <>
      <ul className={styles.rows} data-testid="pending-reviews">
        {query.data.list.map((item) => (
          <PendingRow key={item.itemId} item={item} />
        ))}
      </ul>
      <Pagination page={page} total={query.data.total} limit={LIMIT} onChange={onPage} />
    </>
  );
}

function PendingRow({ item }: { item: PendingReview }) {
  const { t, i18n } = useTranslation();
  const link = `/users/evaluation_confirm?orderNo=${encodeURIComponent(item.orderNo)}&itemId=${item.itemId}`;
  return (
    <li className={styles.row} data-testid="pending-review" data-order-no={item.orderNo}>
      <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.itemImage} aria-label={item.name}>
        {item.image && <img src={item.image} alt="" width={72} height={72} loading="lazy" />}
      </LocaleLink>
      <div className={styles.itemText}>
        <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.itemName}>
          {item.name}
        </LocaleLink>
        {item.skuText && <span className={styles.muted}>{item.skuText}</span>}
        <span className={styles.muted}>
          {item.merName} · {t('common.labelled', { label: t('evaluation.list.orderNo') })}
          {item.orderNo}
          {item.receiveTime &&
            ` · ${t('common.labelValue', { label: t('evaluation.list.receivedAt'), value: formatDate(item.receiveTime, i18n.language) })}`}
        </span>
      </div>
      <span className={styles.rowPrice}>
        <Price value={item.price} />
        <span className={styles.muted}>×{item.quantity}</span>
      </span>
      <LocaleLink to={link} className={`${buttons.primary} ${buttons.small}`} data-testid="pending-review-evaluate">
        {t('evaluation.list.evaluate')}
      </LocaleLink>
    </li>
  );
}

function ReviewsPanel({ page, onPage }: PanelProps) {
  const { t } = useTranslation();
  const query = useMyReviews(page, LIMIT);
  if (query.isError) return <ErrorPage status={statusOfError(query.error)} />;
  if (query.isPending) return <div className={`${styles.listSkeleton} skeleton`} />;
  if (query.data.list.length === 0) return <EmptyState title={t('evaluation.list.emptyReviews')} icon="chat" />;
  return (
    <>
      <ul className={styles.rows} data-testid="my-reviews">
        {query.data.list.map((review) => (
          <MyReviewRow key={review.id} review={review} />
        ))}
      </ul>
      <Pagination page={page} total={query.data.total} limit={LIMIT} onChange={onPage} />
    </>
  );
}

/** One of my reviews; every text is shopper or shop input and is rendered as plain text. */
function MyReviewRow({ review }: { review: MyReview }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={styles.reviewRow} data-testid="my-review">
      <div className={styles.itemSummary}>
        <LocaleLink
          to={`/goods_detail/${review.productId}`}
          className={styles.itemImage}
          aria-label={review.productName}
        >
          {review.productImage && <img src={review.productImage} alt="" width={72} height={72} loading="lazy" />}
        </LocaleLink>
        <div className={styles.itemText}>
          <LocaleLink to={`/goods_detail/${review.productId}`} className={styles.itemName}>
            {review.productName}
          </LocaleLink>
          {review.skuText && <span className={styles.muted}>{review.skuText}</span>}
          <span className={styles.muted}>{review.merName}</span>
          {review.orderNo && (
            <span className={styles.muted}>
              {t('common.labelled', { label: t('evaluation.list.orderNo') })}
              {review.orderNo}
            </span>
          )}
        </div>
      </div>
      <div className={styles.reviewBody}>
        <p className={styles.reviewScores}>
          <span>
            {t('evaluation.confirm.productScore')} <Stars value={review.productScore} />
          </span>
          <span>
            {t('evaluation.confirm.serviceScore')} <Stars value={review.serviceScore} />
          </span>
          <time className={styles.muted} dateTime={review.createTime}>
            {formatDate(review.createTime, i18n.language)}
          </time>
        </p>
        <p className={styles.reviewComment} data-testid="my-review-comment">
          {review.comment}
        </p>
        {review.pics.length > 0 && (
          <div className={styles.reviewPics}>
            {review.pics.map((pic, index) => (
              <a key={pic} href={pic} target="_blank" rel="noopener noreferrer">
                <img src={pic} alt={t('evaluation.confirm.picture', { number: index + 1 })} loading="lazy" />
              </a>
            ))}
          </div>
        )}
        {review.merchantReply ? (
          <p className={styles.shopReply} data-testid="my-review-reply">
            <strong>{t('evaluation.list.merchantReply')}</strong> {review.merchantReply}
          </p>
        ) : (
          <p className={styles.muted}>{t('evaluation.list.noReply')}</p>
        )}
      </div>
    </li>
  );
}
