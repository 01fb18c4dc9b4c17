import type { ServiceConfig } from '@mall/contract';
import { formatDate } from '../../lib/format';
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
  const facts: Array<[string, string | undefined]> = detail
    ? [
        ['shop.intro', detail.intro],
        ['shop.address', detail.address],
        ['shop.phone', detail.phone],
        ['shop.openingHours', detail.openingHours],
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
