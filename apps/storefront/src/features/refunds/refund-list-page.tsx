import { toCents } from '@mall/contract';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { Pagination } from '../../components/ui/pagination';
import { Price } from '../../components/ui/price';
import { useMoney } from '../../lib/currency';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { REFUNDS_PER_PAGE, useRefundList } from './api/get-refund-list';
import { RefundGoods } from './components/refund-goods';
import { RevokeButton } from './components/revoke-button';
import { canRevoke, toneOf } from './refund-status';
import styles from './refunds.module.css';

/** /users/refund_list: the shopper's refunds and returns, newest first, with their states. */
export default function RefundListPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('refunds.list.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useRefundList(page);
  const money = useMoney();
  const small = `${buttons.ghost} ${buttons.small}`;

  const goTo = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };

  return (
    <section className={styles.panel} data-testid="refund-list">
      <h1 className={styles.pageTitle}>{t('refunds.list.title')}</h1>
      <div className={styles.columnsHead}>
        <span>{t('refunds.list.goods')}</span>
        <span>{t('refunds.list.amount')}</span>
        <span>{t('refunds.list.status')}</span>
        <span>{t('refunds.list.actions')}</span>
      </div>
      {list.isPending ? (
        Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          <div key={index} className={`skeleton ${styles.skeleton}`} />
        ))
      ) : list.isError ? (
        <EmptyState title={t('errorPage.failed')} icon="box">
          <button type="button" className={buttons.ghost} onClick={() => void list.refetch()}>
            {t('refunds.common.retry')}
          </button>
        </EmptyState>
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('refunds.list.empty')} icon="box">
          <p>{t('refunds.list.emptyText')}</p>
          <LocaleLink to="/users/order_list" className={buttons.primary}>
            {t('refunds.common.backToOrders')}
          </LocaleLink>
        </EmptyState>
      ) : (
        <div className={list.isPlaceholderData ? styles.stale : undefined}>
          {list.data.list.map((refund) => {
            const detail = `/order/refund_detail?refundNo=${encodeURIComponent(refund.refundNo)}`;
            return (
              <article
                key={refund.refundNo}
                className={styles.card}
                data-testid="refund-card"
                data-refund-no={refund.refundNo}
              >
                <header className={styles.cardHead}>
                  <time dateTime={refund.createTime}>{formatDate(refund.createTime, i18n.language, true)}</time>
                  <span>
                    {t('refunds.common.refundNo')}{' '}
                    <LocaleLink to={detail} className={styles.link}>
                      {refund.refundNo}
                    </LocaleLink>
                  </span>
                  <span>
                    <Icon name="store" size={14} /> <span className={styles.shopName}>{refund.merName}</span>
                  </span>
                  <span className={styles.typeTag}>{t(`refunds.type.${refund.type}`)}</span>
                </header>
                <div className={styles.cardBody}>
                  <div className={styles.cardItems}>
                    <RefundGoods items={refund.items} />
                  </div>
                  <div className={styles.cardCell}>
                    <Price value={refund.amount} className={styles.cardAmount} />
                    {/* The freight within the amount, as the request page said it (audit DB3: "18,99 $ ×1 … 22,98 $"
                        with no word on the 3,99 $ of freight in it). */}
                    {toCents(refund.freight) > 0 && (
                      <span className={styles.muted} data-testid="refund-card-freight">
                        {t('refunds.confirm.freightIncluded', { amount: money(refund.freight) })}
                      </span>
                    )}
                    {toCents(refund.freightDeducted) > 0 && (
                      <span className={styles.muted} data-testid="refund-card-freight-kept">
                        {t('refunds.list.freightKept', { amount: money(refund.freightDeducted) })}
                      </span>
                    )}
                    <span className={styles.muted}>{t('refunds.common.quantity', { count: refund.totalNum })}</span>
                  </div>
                  <div className={styles.cardCell}>
                    <span
                      className={styles[`state_${toneOf(refund.status, refund.closedUnpaid)}`]}
                      data-testid="refund-card-status"
                    >
                      {t(`refunds.status.${refund.closedUnpaid ? 'closed_unpaid' : refund.status}`)}
                    </span>
                  </div>
                  <div className={styles.cardCell}>
                    <div className={styles.cardActions}>
                      <LocaleLink to={detail} className={small} data-testid="refund-card-detail">
                        {t('refunds.common.details')}
                      </LocaleLink>
                      {canRevoke(refund.status) && <RevokeButton refundNo={refund.refundNo} className={small} />}
                    </div>
                  </div>
                </div>
              </article>
            );
          })}
          <Pagination page={page} total={list.data.total} limit={REFUNDS_PER_PAGE} onChange={goTo} />
        </div>
      )}
    </section>
  );
}
