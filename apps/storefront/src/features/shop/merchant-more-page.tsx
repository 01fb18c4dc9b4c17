import type { ServiceConfig } from '@mall/contract';
import type { ReactNode } from 'react';
import { formatDate, formatOpeningHours, timeZoneName } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useShopDetail } from './api/get-shop-detail';
import { useShopService } from './api/get-shop-service';
import { ShopFrame, type ShopFrameProps } from './shop-frame';
import styles from './shop-pages.module.css';
import { useMerId } from './use-mer-id';

function ServiceContact({ service }: { service: ServiceConfig }) {
  const { t } = useTranslation();
  switch (service.serviceType) {
    case 'h5':
      return service.serviceLink ? (
        <a href={service.serviceLink} target="_blank" rel="noopener noreferrer">
          {t('shop.chatOnline')}
        </a>
      ) : null;
    case 'message':
      return <>{service.serviceMessage}</>;
    case 'phone':
      return <a href={`tel:${service.servicePhone.replace(/[^\d+]/g, '')}`}>{service.servicePhone}</a>;
    case 'email':
      return <a href={`mailto:${service.serviceEmail}`}>{service.serviceEmail}</a>;
    default:
      return null;
  }
}

function MoreContent() {
  const { t, i18n } = useTranslation();
  const merId = useMerId();
  const detail = useShopDetail(merId).data;
  const service = useShopService(merId).data;
  // The hours the shop's chat answers, in the shopper's language and on the shop's clock, named (audit DS6); the shop's
  // own words on its hours follow, as it wrote them.
  const hours = detail?.chatHours ? formatOpeningHours(detail.chatHours.openingHours, i18n.language) : [];
  const openingHours: ReactNode =
    detail && hours.length > 0 ? (
      <>
        <span data-testid="shop-hours">{hours.join('\n')}</span>
        {'\n'}
        <span className={styles.note} data-testid="shop-hours-zone">
          {t('shop.hoursZone', { zone: timeZoneName(detail.chatHours.timeZone, i18n.language) })}
        </span>
        {detail.openingHours && `\n${detail.openingHours}`}
      </>
    ) : (
      detail?.openingHours
    );
  const facts: Array<[string, ReactNode]> = detail
    ? [
        ['shop.intro', detail.intro],
        ['shop.address', detail.address],
        ['shop.phone', detail.phone],
        ['shop.openingHours', openingHours],
        ['shop.serviceText', detail.serviceText],
        ['shop.joinTime', detail.joinTime ? formatDate(detail.joinTime, i18n.language) : undefined],
      ]
    : [];
  return (
    <>
      <section className={styles.card} aria-labelledby="more-title">
        <h2 id="more-title" className={styles.sectionTitle}>
          {t('shop.details')}
        </h2>
        {detail ? (
          <dl className={styles.facts}>
            {facts.map(([key, value]) => [
              <dt key={`${key}-t`}>{t(key)}</dt>,
              <dd key={`${key}-d`}>{value || '—'}</dd>,
            ])}
          </dl>
        ) : (
          <div className="skeleton" style={{ height: 160 }} />
        )}
      </section>
      <section className={styles.card} aria-labelledby="service-title">
        <h2 id="service-title" className={styles.sectionTitle}>
          {t('shop.customerService')}
        </h2>
        {service ? (
          <dl className={styles.facts}>
            <dt>{t(`shop.serviceType.${service.serviceType}`)}</dt>
            <dd>
              <ServiceContact service={service} />
            </dd>
          </dl>
        ) : (
          <p className={styles.note}>{t('side.noService')}</p>
        )}
      </section>
    </>
  );
}

/** More about a shop (/merchant/merchant_more?merId=): details and customer service. */
export function MerchantMorePage(props: ShopFrameProps) {
  return (
    <ShopFrame {...props}>
      <MoreContent />
    </ShopFrame>
  );
}
