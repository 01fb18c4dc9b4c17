import { toCents } from '@mall/contract';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { BuyingIcon } from '../../components/ui/buying-icons';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { Price } from '../../components/ui/price';
import stateStyles from '../../components/ui/state.module.css';
import { isNotFound } from '../../lib/api-error';
import { useMoney } from '../../lib/currency';
import { useDeadline } from '../../lib/deadline';
import { formatAddress, formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocaleNavigate } from '../../lib/use-locale';
import { ORDER_NO, type OrderDetail, useOrderDetail } from './api/get-order-detail';
import type { ShopOrder } from './api/get-order-list';
import { PhoneLink } from './components/deliverer';
import { OrderActions } from './components/order-actions';
import { OrderItems } from './components/order-items';
import { OrderSteps } from './components/order-steps';
import styles from './components/orders.module.css';
import { headlineStatus } from './order-status';

/** /order/order_detail?orderNo=SH…|PT…: every field of spec section 3 and the actions of the order's state. */
type DetailProps = {
  onCartChanged(): void;
  /** "Contact the seller" for one shop's part (composed by the app from the chat feature). */
  renderContact?(shop: ShopOrder): ReactNode;
};

export default function OrderDetailPage({ onCartChanged, renderContact }: DetailProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.detail.title'));
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  const detail = useOrderDetail(orderNo);

  if (!orderNo) return <Notice text={t('buying.detail.missing')} />;
  if (!ORDER_NO.test(orderNo)) return <Notice text={t('buying.detail.unknown')} />;
  if (detail.isPending) return <div className={`page-width skeleton ${styles.detailSkeleton}`} />;
  if (detail.isError)
    return <Notice text={isNotFound(detail.error) ? t('buying.detail.unknown') : t('errorPage.failed')} />;
  return <Loaded order={detail.data} onCartChanged={onCartChanged} renderContact={renderContact} />;
}

function Notice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-width">
      <section className={stateStyles.page} data-testid="order-detail-missing">
        <span className={stateStyles.badge}>
          <BuyingIcon name="alert" size={40} />
        </span>
        <h1 className={stateStyles.title}>{t('buying.detail.title')}</h1>
        <p className={stateStyles.text}>{text}</p>
        <div className={stateStyles.actions}>
          <LocaleLink to="/users/order_list" className={buttons.primary}>
            {t('buying.detail.backToList')}
          </LocaleLink>
        </div>
      </section>
    </div>
  );
}

function Loaded({ order, onCartChanged, renderContact }: DetailProps & { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useLocaleNavigate();
  const money = useMoney();
  const checkout = order.kind === 'checkout';
  const when = (iso: string | null) => (iso ? formatDate(iso, i18n.language, true) : '—');
  const shopOrders: ShopOrder[] = checkout ? order.shopOrders : [order];
  const deduction = (value: string) => (toCents(value) > 0 ? `−${money(value)}` : money(value));

  return (
    <div className={`page-width ${styles.detailPage}`} data-testid="order-detail">
      <nav className={styles.crumbs} aria-label={t('common.breadcrumb')}>
        <LocaleLink to="/users/order_list">{t('buying.orders.title')}</LocaleLink>›
        <span>{t('buying.detail.title')}</span>
      </nav>

      <StatusBanner order={order}>
        <OrderActions
          order={order}
          onCartChanged={onCartChanged}
          onDeleted={() => navigate('/users/order_list')}
          actions={checkout ? (order.status === 'unpaid' ? ['cancel', 'pay'] : []) : undefined}
          layout="row"
        />
      </StatusBanner>

      {!checkout && order.status !== 'cancelled' && order.status !== 'refunded' && <OrderSteps order={order} />}

      <section className={styles.infoGrid}>
        <InfoBlock title={t('buying.detail.info')}>
          <Field label={t('buying.orders.orderNo')} value={order.orderNo} testId="detail-order-no" identifier />
          {/* A checkout's own number is its parent number: said once (audit AX3). */}
          {!checkout && (
            <Field
              label={t('buying.detail.parentNo')}
              value={order.parentOrderNo}
              testId="detail-parent-no"
              identifier
            />
          )}
          <Field label={t('buying.detail.created')} value={when(order.createTime)} />
          <Field label={t('buying.detail.paidAt')} value={when(order.payTime)} />
          <Field label={t('buying.detail.shippedAt')} value={when(order.shipTime)} />
          <Field label={t('buying.detail.receivedAt')} value={when(order.receiveTime)} />
          {order.cancelTime && <Field label={t('buying.detail.cancelledAt')} value={when(order.cancelTime)} />}
          <Field
            label={t('buying.detail.payMethod')}
            value={order.payType === 'card' ? t('buying.confirm.bankCard') : order.payType}
          />
          <Field
            label={t('buying.detail.payStatus')}
            value={order.paid ? t('buying.detail.paid') : t('buying.detail.notPaid')}
            testId="detail-pay-status"
          />
        </InfoBlock>
        <InfoBlock title={t('buying.detail.consignee')}>
          <Field label={t('buying.address.name')} value={order.consignee.realName} testId="detail-consignee" />
          <Field
            label={t('buying.address.phone')}
            value={[order.consignee.countryCode, order.consignee.phone].filter(Boolean).join(' ')}
          />
          <Field
            label={t('buying.detail.address')}
            // The post code has a field of its own below.
            value={formatAddress({ ...order.consignee, postCode: '' }, i18n.language)}
          />
          <Field label={t('buying.address.postCode')} value={order.consignee.postCode} />
          {order.consignee.email && <Field label={t('buying.address.email')} value={order.consignee.email} />}
        </InfoBlock>
        <InfoBlock
          title={t('buying.detail.delivery')}
          footer={
            checkout ? (
              <p className={styles.muted}>{t('buying.detail.perShop')}</p>
            ) : order.deliveryMethod === 'deliver' ? (
              <p className={styles.muted} data-testid="detail-by-shop">
                {t('buying.logistics.byShopNote')}
              </p>
            ) : (
              order.trackingNo && (
                <LocaleLink
                  to={`/order/logistics?orderNo=${encodeURIComponent(order.orderNo)}`}
                  className={styles.detailLink}
                >
                  {t('buying.actions.logistics')} ›
                </LocaleLink>
              )
            )
          }
        >
          <Field label={t('buying.detail.deliveryMethod')} value={t(`buying.delivery.${order.deliveryMethod}`)} />
          {!checkout && order.deliveryMethod === 'deliver' && (
            <>
              <Field
                label={t('buying.logistics.deliverer')}
                value={order.courierName || '—'}
                testId="detail-deliverer"
              />
              <Field
                label={t('buying.logistics.delivererPhone')}
                value={order.courierPhone ? <PhoneLink phone={order.courierPhone} /> : '—'}
                testId="detail-deliverer-phone"
              />
            </>
          )}
          {!checkout && order.deliveryMethod === 'send' && (
            <>
              <Field
                label={t('buying.logistics.company')}
                value={order.courierCompany || t('buying.detail.notShipped')}
                testId="detail-courier"
              />
              <Field
                label={t('buying.logistics.trackingNo')}
                value={order.trackingNo || '—'}
                testId="detail-tracking"
              />
              <Field label={t('buying.logistics.courier')} value={order.courierName || '—'} />
              <Field label={t('buying.logistics.courierPhone')} value={order.courierPhone || '—'} />
            </>
          )}
        </InfoBlock>
      </section>

      <section className={styles.goodsCard}>
        <h2 className={styles.blockTitle}>{t('buying.detail.goods')}</h2>
        {shopOrders.map((shop) => (
          <div key={shop.orderNo} className={styles.shopBlock} data-testid="detail-shop">
            <header className={styles.shopBlockHead}>
              <Icon name="store" size={15} />
              <span>{shop.merName}</span>
              {renderContact?.(shop)}
              {checkout && (
                <>
                  <span className={styles.muted}>
                    {t('buying.orders.orderNo')}{' '}
                    <LocaleLink
                      to={`/order/order_detail?orderNo=${encodeURIComponent(shop.orderNo)}`}
                      className={styles.orderNo}
                    >
                      {shop.orderNo}
                    </LocaleLink>
                  </span>
                  <span className={styles.status}>{t(`buying.status.${shop.status}`)}</span>
                </>
              )}
              <span className={styles.shopFreight}>
                {t('common.labelled', { label: t('buying.confirm.freight') })}
                {money(shop.freightFee)}
              </span>
            </header>
            <OrderItems items={shop.items} />
            {checkout && (
              // Each shop got its own note at the checkout (API.md C): it is shown with the shop it was written to.
              <div className={`${styles.noteBlock} ${styles.shopNote}`} data-testid="detail-shop-note">
                <span className={styles.fieldLabel}>{t('buying.detail.note')}</span>
                <p>{shop.mark || t('buying.detail.noNote')}</p>
              </div>
            )}
          </div>
        ))}
        <div className={styles.detailBottom}>
          {checkout ? (
            <span />
          ) : (
            <div className={styles.noteBlock}>
              <span className={styles.fieldLabel}>{t('buying.detail.note')}</span>
              <p data-testid="detail-note">{order.mark || t('buying.detail.noNote')}</p>
            </div>
          )}
          <dl className={styles.totals}>
            <dt>{t('buying.confirm.goodsTotal', { count: order.totalNum })}</dt>
            <dd>{money(order.proTotalFee)}</dd>
            <dt>{t('buying.confirm.freight')}</dt>
            <dd>{money(order.freightFee)}</dd>
            <dt>{t('buying.confirm.couponFee')}</dt>
            <dd>{deduction(order.couponFee)}</dd>
            <dt>{t('buying.confirm.pointsFee')}</dt>
            <dd>{deduction(order.pointsFee)}</dd>
            <dt className={styles.totalLabel}>{t('buying.detail.actual')}</dt>
            <dd>
              <Price value={order.payFee} className={styles.amount} testId="detail-pay-fee" />
            </dd>
            {/* What came back, next to what was paid (audit AM14): the freight kept back is part of the difference. */}
            {toCents(order.refundedFee) > 0 && (
              <>
                <dt>{t('buying.detail.refundedFee')}</dt>
                <dd data-testid="detail-refunded-fee">{money(order.refundedFee)}</dd>
              </>
            )}
            {toCents(order.freightKeptFee) > 0 && (
              <>
                <dt>{t('buying.detail.freightKept')}</dt>
                <dd data-testid="detail-freight-kept">{money(order.freightKeptFee)}</dd>
              </>
            )}
            {/* A refund the card refused (decision 0052, audit FY1): not refunded to the card, said apart. */}
            {toCents(order.heldForBuyerFee) > 0 && (
              <>
                <dt>{t('buying.refundHeld.heldFee')}</dt>
                <dd data-testid="detail-held-fee">{money(order.heldForBuyerFee)}</dd>
              </>
            )}
            {toCents(order.paidAnotherWayFee) > 0 && (
              <>
                <dt>{t('buying.refundHeld.paidOtherFee')}</dt>
                <dd data-testid="detail-paid-other-fee">{money(order.paidAnotherWayFee)}</dd>
              </>
            )}
          </dl>
        </div>
      </section>
    </div>
  );
}

function StatusBanner({ order, children }: { order: OrderDetail; children: ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  const clock = useDeadline(order.status === 'unpaid' ? order.payDeadline : undefined);
  const status = headlineStatus(order);
  const refunded = toCents(order.refundedFee) > 0;
  // What went back to the card, then what the card refused and the platform holds, then what customer service paid
  // another way (decision 0052, audit FY1): the refund page says "Request closed" for the latter two.
  const moneyBack =
    status === 'refunded' || status === 'partRefunded'
      ? [
          refunded &&
            t(status === 'refunded' ? 'buying.detail.refundedText' : 'buying.detail.partRefundedText', {
              amount: money(order.refundedFee),
            }),
          toCents(order.heldForBuyerFee) > 0 &&
            t('buying.refundHeld.heldText', { amount: money(order.heldForBuyerFee) }),
          toCents(order.paidAnotherWayFee) > 0 &&
            t('buying.refundHeld.paidOtherText', { amount: money(order.paidAnotherWayFee) }),
        ].filter((text): text is string => typeof text === 'string')
      : [];
  return (
    <section className={`${styles.banner} ${styles[`banner_${status}`] ?? ''}`} data-testid="detail-banner">
      <div className={styles.bannerText}>
        <h1 className={styles.bannerTitle} data-testid="detail-status">
          {t(`buying.status.${status}`)}
        </h1>
        <p data-testid="detail-banner-text">
          {status === 'unpaid' && !clock.over
            ? t('buying.detail.payLeft', { time: clock.text })
            : moneyBack.length > 0
              ? moneyBack.join(' ')
              : t(`buying.statusText.${status}`)}
        </p>
      </div>
      {children}
    </section>
  );
}

function InfoBlock({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className={styles.infoBlock}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <dl className={styles.fields}>{children}</dl>
      {footer}
    </div>
  );
}

function Field({
  label,
  value,
  testId,
  identifier,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  /** A number the shopper reads, copies or tells the shop: never broken across lines. */
  identifier?: boolean;
}) {
  return (
    <>
      <dt className={styles.fieldLabel}>{label}</dt>
      <dd className={identifier ? styles.identifier : undefined} data-testid={testId}>
        {value}
      </dd>
    </>
  );
}
