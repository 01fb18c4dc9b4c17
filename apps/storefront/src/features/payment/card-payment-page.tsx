import buttons from '../../components/ui/button.module.css';
import { BuyingIcon } from '../../components/ui/buying-icons';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { Price } from '../../components/ui/price';
import stateStyles from '../../components/ui/state.module.css';
import { isNotFound } from '../../lib/api-error';
import { useDeadline } from '../../lib/deadline';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePaymentStart } from './api/start-payment';
import styles from './components/payment.module.css';
import { StripeCardForm } from './components/stripe-card-form';
import { TestCardForm } from './components/test-card-form';

/** What the payment page needs of the order (read by the app from the orders feature). */
export interface PayableOrder {
  orderNo: string;
  status: string;
  payFee: string;
  payDeadline: string;
  /** What the one payment covers: each shop's part. */
  shops: Array<{ orderNo: string; merName: string; totalNum: number; payFee: string }>;
  /** Where it goes: recipient and address on one line. */
  shipTo: string;
}

export interface CardPaymentProps {
  orderNo: string;
  order: PayableOrder | undefined;
  loading: boolean;
  error: unknown;
  /** The card was accepted: on to the result page. */
  onPaid(orderNo: string): void;
}

/** /order/stripe_payment?orderNo=PT…: amount due, time left, and the card form of the configured provider. */
export default function CardPaymentPage({ orderNo, order, loading, error, onPaid }: CardPaymentProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.pay.title'));
  if (!orderNo) return <Notice icon="alert" title={t('buying.pay.title')} text={t('buying.pay.missing')} />;
  if (loading) return <div className={`page-width skeleton ${styles.skeleton}`} />;
  if (error || !order)
    return (
      <Notice
        icon="alert"
        title={t('buying.pay.title')}
        text={error && !isNotFound(error) ? t('errorPage.failed') : t('buying.pay.unknown')}
      />
    );
  if (order.status === 'paid')
    return <Notice icon="check" title={t('buying.pay.paid')} text={t('buying.pay.paidText')} orderNo={orderNo} ok />;
  return <Payable order={order} onPaid={() => onPaid(orderNo)} />;
}

function Payable({ order, onPaid }: { order: PayableOrder; onPaid(): void }) {
  const { t } = useTranslation();
  const clock = useDeadline(order.payDeadline);
  const closed = order.status !== 'unpaid' || clock.over;
  const start = usePaymentStart(order.orderNo, !closed);

  return (
    <div className={`page-width ${styles.page}`} data-testid="card-payment">
      <section className={styles.head}>
        <span className={styles.headIcon}>
          <Icon name="check" size={28} />
        </span>
        <div className={styles.headText}>
          <h1 className={styles.headTitle}>{t('buying.pay.placed')}</h1>
          <p className={styles.muted}>
            {t('buying.pay.orderNo')} <span data-testid="pay-order-no">{order.orderNo}</span>
          </p>
          {closed ? (
            <p className={styles.expired} data-testid="pay-expired">
              {t('buying.pay.expired')}
            </p>
          ) : (
            <p className={styles.countdown}>
              <BuyingIcon name="clock" size={16} />
              {t('buying.pay.countdown')} <strong data-testid="pay-countdown">{clock.text}</strong>
            </p>
          )}
        </div>
        <div className={styles.amount}>
          <span>{t('buying.pay.amount')}</span>
          <Price value={order.payFee} className={styles.amountValue} testId="pay-amount" />
        </div>
      </section>

      <section className={styles.body}>
        <h2 className={styles.bodyTitle}>
          <BuyingIcon name="card" size={20} />
          {t('buying.pay.byCard')}
        </h2>
        <div className={styles.bodyGrid}>
          {closed ? (
            <div className={styles.closedActions}>
              <LocaleLink
                to={`/order/order_detail?orderNo=${encodeURIComponent(order.orderNo)}`}
                className={buttons.primary}
              >
                {t('buying.result.viewOrder')}
              </LocaleLink>
            </div>
          ) : start.isPending ? (
            <div className={`skeleton ${styles.formSkeleton}`} />
          ) : start.isError ? (
            <p className={styles.error} role="alert" data-testid="pay-error">
              <BuyingIcon name="alert" size={18} />
              {start.error.message}
            </p>
          ) : start.data.provider === 'stripe' && start.data.publishableKey && start.data.clientSecret ? (
            <StripeCardForm
              publishableKey={start.data.publishableKey}
              clientSecret={start.data.clientSecret}
              amount={order.payFee}
              disabled={closed}
              onPaid={onPaid}
            />
          ) : (
            <TestCardForm orderNo={order.orderNo} amount={order.payFee} disabled={closed} onPaid={onPaid} />
          )}
          <OrderSummary order={order} />
        </div>
        <p className={styles.secure}>
          <BuyingIcon name="lock" size={14} />
          {t('buying.pay.secure')}
        </p>
      </section>
    </div>
  );
}

function OrderSummary({ order }: { order: PayableOrder }) {
  const { t } = useTranslation();
  return (
    <aside className={styles.summary} data-testid="pay-summary">
      <h3>{t('buying.pay.covers')}</h3>
      <ul className={styles.summaryShops}>
        {order.shops.map((shop) => (
          <li key={shop.orderNo} className={styles.summaryShop}>
            <span>
              {shop.merName} <span className={styles.muted}>×{shop.totalNum}</span>
            </span>
            <Price value={shop.payFee} />
          </li>
        ))}
      </ul>
      {order.shipTo && (
        <p className={styles.summaryShip}>
          {t('buying.address.shipTo')} {order.shipTo}
        </p>
      )}
    </aside>
  );
}

interface NoticeProps {
  icon: 'alert' | 'check';
  title: string;
  text: string;
  orderNo?: string;
  ok?: boolean;
}

function Notice({ icon, title, text, orderNo, ok = false }: NoticeProps) {
  const { t } = useTranslation();
  return (
    <div className="page-width">
      <section className={stateStyles.page} data-testid="pay-notice">
        <span className={ok ? `${stateStyles.badge} ${styles.okBadge}` : stateStyles.badge}>
          {icon === 'check' ? <Icon name="check" size={40} /> : <BuyingIcon name="alert" size={40} />}
        </span>
        <h1 className={stateStyles.title}>{title}</h1>
        <p className={stateStyles.text}>{text}</p>
        <div className={stateStyles.actions}>
          {orderNo && (
            <LocaleLink to={`/order/order_detail?orderNo=${encodeURIComponent(orderNo)}`} className={buttons.primary}>
              {t('buying.result.viewOrder')}
            </LocaleLink>
          )}
          <LocaleLink to="/" className={orderNo ? buttons.ghost : buttons.primary}>
            {t('buying.result.continue')}
          </LocaleLink>
        </div>
      </section>
    </div>
  );
}
