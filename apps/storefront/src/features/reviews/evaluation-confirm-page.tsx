import { useState } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { isNotFound } from '../../lib/api-error';
import { awaitsReview } from '../../lib/awaits-review';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type ReviewOrder, SHOP_ORDER_NO, useReviewOrder } from './api/get-review-order';
import { ItemSummary, ReviewForm } from './components/review-form';
import { reviewState } from './review-rules';
import styles from './reviews.module.css';

/**
 * /users/evaluation_confirm?orderNo=SH…[&itemId=…]: every item of a received shop order, each with its review form
 * or "already evaluated". The chosen item comes first.
 */
export default function EvaluationConfirmPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('evaluation.confirm.title'));
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const itemId = Number(params.get('itemId')) || 0;
  const order = useReviewOrder(orderNo);

  if (!orderNo) return <Notice text={t('evaluation.confirm.missing')} />;
  if (!SHOP_ORDER_NO.test(orderNo)) return <Notice text={t('evaluation.confirm.unknown')} />;
  if (order.isPending) return <div className={`${styles.pageCard} skeleton`} />;
  if (order.isError)
    return <Notice text={isNotFound(order.error) ? t('evaluation.confirm.unknown') : t('errorPage.failed')} />;
  // Mounted afresh per order: the review forms of one order never carry over to another's.
  return <Loaded key={order.data.orderNo} order={order.data} firstItem={itemId} />;
}

function Loaded({ order, firstItem }: { order: ReviewOrder; firstItem: number }) {
  const { t } = useTranslation();
  const [completedHere, setCompletedHere] = useState(false);
  const state = reviewState(order);
  const items = [...order.items].sort((a, b) => Number(b.id === firstItem) - Number(a.id === firstItem));
  const allDone = items.every((item) => item.reviewed);
  // Items in a refund or refunded take no review (the server refuses it): their state instead of a form (audit AM13).
  const nothingLeft = !allDone && state === 'open' && !items.some(awaitsReview);
  const detailLink = `/order/order_detail?orderNo=${encodeURIComponent(order.orderNo)}`;

  return (
    <section className={styles.pageCard} data-testid="evaluation-confirm">
      <header className={styles.head}>
        <h1 className={styles.title}>{t('evaluation.confirm.title')}</h1>
        <p className={styles.orderLine}>
          <span>
            {t('common.labelled', { label: t('evaluation.list.orderNo') })}
            <span data-testid="review-order-no">{order.orderNo}</span>
          </span>
          <span>{order.merName}</span>
          <LocaleLink to={detailLink} className={styles.link}>
            {t('evaluation.confirm.viewOrder')} ›
          </LocaleLink>
        </p>
      </header>

      {(completedHere || (allDone && order.status === 'completed')) && (
        <div className={styles.doneBanner} role="status" data-testid="review-all-done">
          <span className={styles.doneIcon}>
            <Icon name="check" size={20} />
          </span>
          <p>{t('evaluation.confirm.allDone')}</p>
          <LocaleLink to="/users/evaluation_list?tab=reviews" className={`${buttons.outline} ${buttons.small}`}>
            {t('evaluation.confirm.viewMine')}
          </LocaleLink>
          <LocaleLink to={detailLink} className={`${buttons.ghost} ${buttons.small}`}>
            {t('evaluation.confirm.viewOrder')}
          </LocaleLink>
        </div>
      )}

      {state !== 'open' && !allDone && (
        <p className={styles.notice} role="status" data-testid="review-not-open">
          {state === 'notYet' ? t('evaluation.confirm.notYet') : t('evaluation.confirm.closed')}
        </p>
      )}

      {nothingLeft && (
        <p className={styles.notice} role="status" data-testid="review-nothing-left">
          {t('evaluation.confirm.nothingToReview')}
        </p>
      )}

      <div className={styles.items}>
        {items.map((item) =>
          !item.reviewed && item.refundStatus !== 'none' ? (
            <div key={item.id} className={styles.itemCard} data-testid="review-item-refund" data-item-id={item.id}>
              <ItemSummary item={item} />
              <p className={styles.evaluatedRow}>
                <span>
                  {item.refundStatus === 'refunded'
                    ? t('evaluation.confirm.refunded')
                    : t('evaluation.confirm.inRefund')}
                </span>
                {item.refundNo && (
                  <LocaleLink
                    to={`/order/refund_detail?refundNo=${encodeURIComponent(item.refundNo)}`}
                    className={styles.link}
                  >
                    {t('evaluation.confirm.viewRefund')} ›
                  </LocaleLink>
                )}
              </p>
            </div>
          ) : item.reviewed || state !== 'open' ? (
            <div key={item.id} className={styles.itemCard} data-testid="review-item-done" data-item-id={item.id}>
              <ItemSummary item={item} />
              {item.reviewed && (
                <p className={styles.evaluatedRow}>
                  <span className={styles.evaluated} data-testid="review-evaluated">
                    <Icon name="check" size={14} /> {t('evaluation.confirm.evaluated')}
                  </span>
                  <LocaleLink to="/users/evaluation_list?tab=reviews" className={styles.link}>
                    {t('evaluation.confirm.viewReview')} ›
                  </LocaleLink>
                </p>
              )}
            </div>
          ) : (
            <ReviewForm
              key={item.id}
              orderNo={order.orderNo}
              item={item}
              onReviewed={(result) => setCompletedHere((done) => done || result.orderCompleted)}
            />
          ),
        )}
      </div>
    </section>
  );
}

function Notice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.pageCard} ${styles.noticePage}`} data-testid="evaluation-confirm-missing">
      <h1 className={styles.title}>{t('evaluation.confirm.title')}</h1>
      <p className={styles.noticeText}>{text}</p>
      <LocaleLink to="/users/order_list" className={buttons.primary}>
        {t('evaluation.confirm.backToOrders')}
      </LocaleLink>
    </section>
  );
}
