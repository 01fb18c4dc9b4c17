import { type Refund, toCents } from '@mall/contract';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { EmptyState } from '../../components/ui/empty-state';
import { LocaleLink } from '../../components/ui/locale-link';
import { Price } from '../../components/ui/price';
import { isNotFound } from '../../lib/api-error';
import { useMoney } from '../../lib/currency';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { REFUND_NO, useRefundDetail } from './api/get-refund-detail';
import { RefundGoods } from './components/refund-goods';
import { RefundSteps } from './components/refund-steps';
import { ReturnForm } from './components/return-form';
import { RevokeButton } from './components/revoke-button';
import { canRevoke, toneOf } from './refund-status';
import styles from './refunds.module.css';

/** /order/refund_detail?refundNo=RE…: the state of a refund in the words of spec section 4, and what to do next. */
export default function RefundDetailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('refunds.detail.title'));
  const refundNo = useSearchParams()[0].get('refundNo') ?? '';
  const detail = useRefundDetail(refundNo);

  if (!refundNo) return <Notice text={t('refunds.detail.missing')} />;
  if (!REFUND_NO.test(refundNo)) return <Notice text={t('refunds.detail.unknown')} />;
  if (detail.isPending) return <div className={`page-width skeleton ${styles.detailSkeleton}`} />;
  if (detail.isError) {
    return <Notice text={isNotFound(detail.error) ? t('refunds.detail.unknown') : t('errorPage.failed')} />;
  }
  return <Loaded refund={detail.data} />;
}

function Notice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className={`page-width ${styles.detailPage}`} data-testid="refund-detail-missing">
      <EmptyState title={text} icon="box">
        <LocaleLink to="/users/refund_list" className={buttons.primary}>
          {t('refunds.common.backToList')}
        </LocaleLink>
      </EmptyState>
    </div>
  );
}

function Loaded({ refund }: { refund: Refund }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const when = (iso: string | null) => (iso ? formatDate(iso, i18n.language, true) : '—');
  const tone = toneOf(refund.status, refund.closedUnpaid);
  // Closed because the card payment can no longer be refunded: the shop accepted it, so it is not "refused by the
  // seller" (audit DM2), nor, when the card refused it three times, "refunded" (decision 0052).
  const state = refund.closedUnpaid ? 'closed_unpaid' : refund.status;
  // Paid by customer service another way (a bank transfer) once the card refused it (decision 0052, audit EU).
  const statusText = refund.closedUnpaid
    ? t('refunds.statusText.closed_unpaid')
    : refund.paidAnotherWay
      ? t('refunds.statusText.paid_another_way')
      : refund.status === 'refunded'
        ? t('refunds.statusText.refunded', { amount: money(refund.amount) })
        : refund.status === 'awaiting_return' && refund.type === 'refund'
          ? t('refunds.statusText.awaiting_return_refund')
          : t(`refunds.statusText.${refund.status}`);
  const waitingForGoods = refund.status === 'awaiting_return' && refund.type === 'return';

  return (
    <div className={`page-width ${styles.detailPage}`} data-testid="refund-detail">
      <nav className={styles.crumbs} aria-label={t('common.breadcrumb')}>
        <LocaleLink to="/users/order_list">{t('buying.orders.title')}</LocaleLink>›
        <LocaleLink to="/users/refund_list">{t('refunds.list.title')}</LocaleLink>›
        <span>{t('refunds.detail.title')}</span>
      </nav>

      <section className={`${styles.banner} ${tone === 'active' ? '' : styles[`banner_${tone}`]}`}>
        <div className={styles.bannerText}>
          <h1 className={styles.bannerTitle} data-testid="refund-status">
            {t(`refunds.status.${state}`)}
          </h1>
          <p data-testid="refund-status-text">{statusText}</p>
          {/* The seller has until then; past it the mall decides for them (audit AM11). */}
          {refund.shopDeadline && (
            <p data-testid="refund-deadline">
              {t(refund.status === 'returning' ? 'refunds.detail.deadlineReceive' : 'refunds.detail.deadlineDecide', {
                date: when(refund.shopDeadline),
              })}
            </p>
          )}
          {(refund.status === 'refused' || refund.closedUnpaid) && refund.refuseReason && (
            <p className={styles.refuseBox} data-testid="refund-refuse-reason">
              <span className={styles.refuseLabel}>
                {t('common.labelled', {
                  label: t(refund.closedUnpaid ? 'refunds.detail.closedReason' : 'refunds.detail.refuseReason'),
                })}
              </span>
              {refund.refuseReason}
            </p>
          )}
        </div>
        <div className={styles.bannerAmount}>
          <Price
            value={refund.amount}
            className={tone === 'closed' ? styles.amountClosed : styles.amount}
            testId="refund-detail-amount"
          />
          {canRevoke(refund.status) && <RevokeButton refundNo={refund.refundNo} className={buttons.ghost} />}
        </div>
      </section>
      {tone !== 'closed' && <RefundSteps refund={refund} />}

      {waitingForGoods && (
        <section className={styles.returnBox} data-testid="return-box">
          <div>
            <h2 className={styles.blockTitle}>{t('refunds.detail.returnTo')}</h2>
            {refund.returnAddress && (
              <dl className={styles.fields} data-testid="return-address">
                <Field label={t('refunds.detail.shop')}>{refund.returnAddress.name}</Field>
                <Field label={t('refunds.detail.address')}>{refund.returnAddress.address || '—'}</Field>
                <Field label={t('refunds.detail.phone')}>{refund.returnAddress.phone || '—'}</Field>
              </dl>
            )}
          </div>
          <div>
            <h2 className={styles.blockTitle}>{t('refunds.detail.sendBack')}</h2>
            <ReturnForm refundNo={refund.refundNo} />
          </div>
        </section>
      )}

      <section className={styles.infoGrid}>
        <InfoBlock title={t('refunds.detail.info')}>
          <Field label={t('refunds.common.refundNo')} testId="refund-detail-no">
            {refund.refundNo}
          </Field>
          <Field label={t('refunds.common.orderNo')}>
            <LocaleLink
              to={`/order/order_detail?orderNo=${encodeURIComponent(refund.orderNo)}`}
              className={styles.link}
            >
              {refund.orderNo}
            </LocaleLink>
          </Field>
          <Field label={t('refunds.detail.type')}>{t(`refunds.type.${refund.type}`)}</Field>
          <Field label={t('refunds.detail.quantity')}>{refund.totalNum}</Field>
          <Field label={t('refunds.common.amount')} testId="refund-detail-amount-field">
            {money(refund.amount)}
            {/* The freight within the amount, in the words of the refund list and the request page: a line of its
                own read as freight paid on top of the amount. */}
            {toCents(refund.freight) > 0 && (
              <>
                {' '}
                <span className={styles.muted} data-testid="refund-detail-freight">
                  {t('refunds.confirm.freightIncluded', { amount: money(refund.freight) })}
                </span>
              </>
            )}
          </Field>
          {toCents(refund.freightDeducted) > 0 && (
            <Field label={t('refunds.detail.freightKept')} testId="refund-detail-freight-kept">
              {money(refund.freightDeducted)}
            </Field>
          )}
          {refund.points > 0 && <Field label={t('refunds.detail.points')}>{refund.points}</Field>}
          <Field label={t('refunds.detail.reason')} testId="refund-detail-reason">
            {refund.reason}
          </Field>
          <Field label={t('refunds.detail.remark')} testId="refund-detail-remark">
            {refund.explain || t('refunds.detail.noRemark')}
          </Field>
          {refund.images.length > 0 && (
            <Field label={t('refunds.detail.vouchers')}>
              <span className={styles.pictures} data-testid="refund-detail-vouchers">
                {refund.images.map((url, index) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <img
                      src={url}
                      alt={t('common.labelValue', { label: t('refunds.detail.vouchers'), value: index + 1 })}
                      loading="lazy"
                    />
                  </a>
                ))}
              </span>
            </Field>
          )}
        </InfoBlock>
        <InfoBlock title={t('refunds.detail.progress')}>
          <Field label={t('refunds.detail.appliedAt')}>{when(refund.createTime)}</Field>
          <Field label={t('refunds.detail.reviewedAt')}>{when(refund.reviewTime)}</Field>
          {refund.type === 'return' && (
            <>
              <Field label={t('refunds.detail.courier')}>{refund.courier || '—'}</Field>
              <Field label={t('refunds.detail.trackingNo')}>{refund.trackingNo || '—'}</Field>
              <Field label={t('refunds.detail.returnedAt')}>{when(refund.returnTime)}</Field>
              {/* Where the parcel went stays in sight once it is sent (audit AM7): the shopper checks it against the
                  courier's receipt. */}
              {refund.status === 'returning' && refund.returnAddress && (
                <Field label={t('refunds.detail.sentTo')} testId="return-sent-to">
                  {[refund.returnAddress.name, refund.returnAddress.address, refund.returnAddress.phone]
                    .filter(Boolean)
                    .join(' · ')}
                </Field>
              )}
            </>
          )}
          {refund.status === 'returning' && refund.type === 'return' && <CorrectParcel refund={refund} />}
          <Field label={t('refunds.detail.refundedAt')} testId="refund-detail-refund-time">
            {when(refund.refundTime)}
          </Field>
        </InfoBlock>
      </section>

      <section className={styles.goodsCard}>
        <h2 className={styles.blockTitle}>
          {t('refunds.detail.goods')} · {refund.merName}
        </h2>
        <RefundGoods items={refund.items} />
      </section>
    </div>
  );
}

/** A mistyped courier or number of the parcel sent back is corrected until the shop confirms receipt (audit AM2). */
function CorrectParcel({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <dd className={styles.wholeRow}>
      {open ? (
        <ReturnForm
          refundNo={refund.refundNo}
          sent={{ courier: refund.courier, trackingNo: refund.trackingNo }}
          onDone={() => setOpen(false)}
        />
      ) : (
        <button type="button" className={buttons.ghost} onClick={() => setOpen(true)} data-testid="return-correct">
          {t('refunds.detail.correctParcel')}
        </button>
      )}
    </dd>
  );
}

function InfoBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.infoBlock}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <dl className={styles.fields}>{children}</dl>
    </div>
  );
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt className={styles.fieldLabel}>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </>
  );
}
