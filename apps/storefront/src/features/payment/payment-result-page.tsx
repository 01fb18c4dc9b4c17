import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { BuyingIcon } from '../../components/ui/buying-icons';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { Price } from '../../components/ui/price';
import { isNotFound } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { refundedUnpaid, usePaymentResult } from './api/get-payment-result';
import styles from './components/payment.module.css';

/** /order/payment_result?orderNo=PT…: success, or 'Pay for failure' with what to do next. */
export default function PaymentResultPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.result.title'));
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  const result = usePaymentResult(orderNo);
  const orderLink = `/order/order_detail?orderNo=${encodeURIComponent(orderNo)}`;

  if (!orderNo)
    return (
      <Frame kind="fail" title={t('buying.result.title')} text={t('buying.result.missing')} testId="result-missing">
        <LocaleLink to="/" className={buttons.primary}>
          {t('buying.result.continue')}
        </LocaleLink>
      </Frame>
    );
  if (result.isPending || result.waiting)
    return (
      <Frame
        kind="wait"
        title={t('buying.result.checking')}
        text={t('buying.result.checkingText')}
        testId="result-wait"
      />
    );
  if (result.isError)
    return (
      <Frame
        kind="fail"
        title={t('buying.result.title')}
        text={isNotFound(result.error) ? t('buying.result.unknown') : t('errorPage.failed')}
        testId="result-error"
      >
        <LocaleLink to="/" className={buttons.primary}>
          {t('buying.result.continue')}
        </LocaleLink>
      </Frame>
    );

  const data = result.data;
  if (data.paid)
    return (
      <Frame kind="ok" title={t('buying.result.success')} text={t('buying.result.successText')} testId="result-success">
        <p className={styles.resultAmount}>
          {t('buying.result.paidAmount')} <Price value={data.payAmount} testId="result-amount" />
        </p>
        <p className={styles.muted}>
          {t('buying.pay.orderNo')} {orderNo}
        </p>
        <div className={styles.resultActions}>
          <LocaleLink to="/users/order_list?orderStatus=2" className={buttons.primary} data-testid="result-view-orders">
            {t('buying.result.viewOrder')}
          </LocaleLink>
          <LocaleLink to="/" className={buttons.ghost} data-testid="result-continue">
            {t('buying.result.continue')}
          </LocaleLink>
        </div>
      </Frame>
    );

  const cancelled = data.status === 'cancelled';
  // The money went back because the order cannot be paid now: the reason says what to do, paying again would not.
  const refunded = refundedUnpaid(data);
  return (
    <Frame kind="fail" title={t('buying.result.failure')} testId="result-failure">
      {data.lastPayment?.message && (
        <p className={styles.reason} data-testid="result-reason">
          {t('buying.result.reason', { message: data.lastPayment.message })}
        </p>
      )}
      <div className={styles.next}>
        <h2>{t('buying.result.nextTitle')}</h2>
        <ul>
          {cancelled ? (
            <li>{t('buying.result.nextCancelled')}</li>
          ) : refunded ? null : (
            <>
              <li>{t('buying.result.nextRetry')}</li>
              <li>{t('buying.result.nextCard')}</li>
            </>
          )}
          <li>{t('buying.result.nextOrder')}</li>
        </ul>
      </div>
      <div className={styles.resultActions}>
        {!cancelled && !refunded && (
          <LocaleLink
            to={`/order/stripe_payment?orderNo=${encodeURIComponent(orderNo)}`}
            className={buttons.primary}
            data-testid="result-pay-again"
          >
            {t('buying.result.payAgain')}
          </LocaleLink>
        )}
        <LocaleLink
          to={orderLink}
          className={cancelled || refunded ? buttons.primary : buttons.ghost}
          data-testid="result-view-order"
        >
          {t('buying.result.viewOrder')}
        </LocaleLink>
      </div>
    </Frame>
  );
}

interface FrameProps {
  kind: 'ok' | 'fail' | 'wait';
  title: string;
  text?: string;
  testId: string;
  children?: React.ReactNode;
}

function Frame({ kind, title, text, testId, children }: FrameProps) {
  return (
    <div className="page-width">
      <section className={styles.result} data-testid={testId}>
        <span className={`${styles.resultIcon} ${styles[kind]}`}>
          {kind === 'ok' ? (
            <Icon name="check" size={44} />
          ) : kind === 'wait' ? (
            <BuyingIcon name="clock" size={44} />
          ) : (
            <BuyingIcon name="alert" size={44} />
          )}
        </span>
        <h1 className={styles.resultTitle}>{title}</h1>
        {text && <p className={styles.resultText}>{text}</p>}
        {children}
      </section>
    </div>
  );
}
