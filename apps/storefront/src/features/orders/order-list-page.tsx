import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { EmptyState } from '../../components/ui/empty-state';
import { LocaleLink } from '../../components/ui/locale-link';
import { Pagination } from '../../components/ui/pagination';
import { useTranslation } from '../../lib/i18n';
import { usePastEndInAddress } from '../../lib/page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrderCounts } from './api/get-order-counts';
import { ORDERS_PER_PAGE, useOrderList } from './api/get-order-list';
import { OrderCard } from './components/order-card';
import styles from './components/orders.module.css';
import { ORDER_TABS, tabOf } from './order-status';

/** Three words or more: "Waiting for delivery", "Waiting for evaluation". */
const LONG_LABEL = /\S+\s+\S+\s+\S+/;

/** /users/order_list?orderStatus=N: the shop orders by tab, with counts, actions and pages. */
export default function OrderListPage({ onCartChanged }: { onCartChanged(): void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.orders.title'));
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('orderStatus'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useOrderCounts();
  const list = useOrderList(tab, page);

  const go = (next: { orderStatus?: number; page?: number }) => {
    const copy = new URLSearchParams(params);
    if (next.orderStatus !== undefined) {
      copy.set('orderStatus', String(next.orderStatus));
      copy.delete('page');
    }
    if (next.page !== undefined) copy.set('page', String(next.page));
    setParams(copy);
  };
  const pastEnd = usePastEndInAddress(page, list.data, ORDERS_PER_PAGE, !list.isPlaceholderData);

  return (
    <section className={styles.listPage} data-testid="order-list">
      <h1 className={styles.pageTitle}>{t('buying.orders.title')}</h1>
      <div className={styles.tabs} role="tablist" aria-label={t('buying.orders.title')}>
        {ORDER_TABS.map(({ code, key, count }) => {
          const n = counts.data?.[count] ?? 0;
          const label = t(`buying.tabs.${key}`);
          return (
            <button
              key={code}
              type="button"
              role="tab"
              aria-selected={tab === code}
              // A label of several words may take two lines when the seven do not fit one row (walk GX).
              className={LONG_LABEL.test(label) ? `${styles.tab} ${styles.tabLong}` : styles.tab}
              onClick={() => go({ orderStatus: code })}
              data-testid={`order-tab-${code}`}
            >
              <span>{label}</span>
              {code !== 0 && n > 0 && (
                <span className={styles.tabCount} data-testid={`order-tab-count-${code}`}>
                  {n > 99 ? '99+' : n}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div className={styles.columnsHead}>
        <span>{t('buying.orders.goods')}</span>
        <span>{t('buying.orders.amount')}</span>
        <span>{t('buying.orders.status')}</span>
        <span>{t('buying.orders.actions')}</span>
      </div>
      {list.isPending || pastEnd ? (
        Array.from({ length: 3 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          <div key={index} className={`skeleton ${styles.cardSkeleton}`} />
        ))
      ) : list.isError ? (
        <EmptyState title={t('errorPage.failed')} icon="box">
          <button type="button" className={buttons.ghost} onClick={() => void list.refetch()}>
            {t('buying.common.retry')}
          </button>
        </EmptyState>
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t('buying.orders.empty')} icon="box">
          <p data-testid="orders-empty-text">{t('buying.ordersEmptyText')}</p>
          <LocaleLink to="/" className={buttons.primary}>
            {t('buying.result.continue')}
          </LocaleLink>
        </EmptyState>
      ) : (
        <div className={list.isPlaceholderData ? styles.stale : undefined}>
          {list.data.list.map((order) => (
            <OrderCard key={order.orderNo} order={order} onCartChanged={onCartChanged} />
          ))}
          <Pagination
            page={page}
            total={list.data.total}
            limit={ORDERS_PER_PAGE}
            onChange={(next) => go({ page: next })}
          />
        </div>
      )}
    </section>
  );
}
