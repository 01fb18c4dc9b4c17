import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { BuyingIcon } from '../../components/ui/buying-icons';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import stateStyles from '../../components/ui/state.module.css';
import { isNotFound } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLogistics } from './api/get-logistics';
import { PhoneLink } from './components/deliverer';
import styles from './components/orders.module.css';

/**
 * /order/logistics?orderNo=SH…: courier, tracking number, courier's name and phone (or, for the shop's own delivery,
 * the deliverer and phone), and the parcel's events.
 */
export default function LogisticsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('buying.logistics.title'));
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  const express = useLogistics(orderNo);

  if (!/^SH\d{10,30}$/.test(orderNo) || express.isError)
    return (
      <div className="page-width">
        <section className={stateStyles.page} data-testid="logistics-missing">
          <span className={stateStyles.badge}>
            <BuyingIcon name="alert" size={40} />
          </span>
          <h1 className={stateStyles.title}>{t('buying.logistics.title')}</h1>
          <p className={stateStyles.text}>
            {!orderNo
              ? t('buying.detail.missing')
              : express.isError && !isNotFound(express.error)
                ? t('errorPage.failed')
                : t('buying.detail.unknown')}
          </p>
          <div className={stateStyles.actions}>
            <LocaleLink to="/users/order_list" className={buttons.primary}>
              {t('buying.detail.backToList')}
            </LocaleLink>
          </div>
        </section>
      </div>
    );
  if (express.isPending) return <div className={`page-width skeleton ${styles.detailSkeleton}`} />;

  const data = express.data;
  // The shop's own delivery: who brings it and their phone, no courier or tracking number.
  const byShop = data.deliveryMethod === 'deliver';
  const detail = `/order/order_detail?orderNo=${encodeURIComponent(orderNo)}`;
  return (
    <div className={`page-width ${styles.detailPage}`} data-testid="logistics">
      <nav className={styles.crumbs} aria-label={t('common.breadcrumb')}>
        <LocaleLink to="/users/order_list">{t('buying.orders.title')}</LocaleLink>›
        <LocaleLink to={detail}>{orderNo}</LocaleLink>›<span>{t('buying.logistics.title')}</span>
      </nav>
      <section className={styles.parcel}>
        <span className={styles.parcelIcon}>
          <Icon name="truck" size={30} />
        </span>
        {byShop ? (
          <dl className={styles.parcelFields}>
            <div>
              <dt>{t('buying.detail.deliveryMethod')}</dt>
              <dd data-testid="logistics-method">{t('buying.delivery.deliver')}</dd>
            </div>
            <div>
              <dt>{t('buying.logistics.deliverer')}</dt>
              <dd data-testid="logistics-deliverer">{data.courierName || '—'}</dd>
            </div>
            <div>
              <dt>{t('buying.logistics.delivererPhone')}</dt>
              <dd>{data.courierPhone ? <PhoneLink phone={data.courierPhone} /> : '—'}</dd>
            </div>
          </dl>
        ) : (
          <dl className={styles.parcelFields}>
            <div>
              <dt>{t('buying.logistics.company')}</dt>
              <dd data-testid="logistics-company">{data.courierCompany || '—'}</dd>
            </div>
            <div>
              <dt>{t('buying.logistics.trackingNo')}</dt>
              <dd data-testid="logistics-tracking">{data.trackingNo || '—'}</dd>
            </div>
            <div>
              <dt>{t('buying.logistics.courier')}</dt>
              <dd>{data.courierName || '—'}</dd>
            </div>
            <div>
              <dt>{t('buying.logistics.courierPhone')}</dt>
              <dd>{data.courierPhone || '—'}</dd>
            </div>
          </dl>
        )}
        <span className={styles.status} data-testid="logistics-status">
          {t(`buying.status.${data.status}`)}
        </span>
      </section>
      <section className={styles.goodsCard}>
        <h2 className={styles.blockTitle}>{t('buying.logistics.events')}</h2>
        {data.events.length === 0 ? (
          <p className={styles.muted}>{t('buying.logistics.noEvents')}</p>
        ) : (
          <ol className={styles.timeline}>
            {data.events.map((event, index) => (
              <li
                key={`${event.time}-${event.text}`}
                className={index === 0 ? styles.eventLatest : styles.event}
                data-testid="logistics-event"
              >
                <time dateTime={event.time}>{formatDate(event.time, i18n.language, true)}</time>
                <p>{event.text}</p>
              </li>
            ))}
          </ol>
        )}
        <LocaleLink to={detail} className={`${buttons.ghost} ${styles.backLink}`}>
          {t('buying.logistics.backToOrder')}
        </LocaleLink>
      </section>
    </div>
  );
}
