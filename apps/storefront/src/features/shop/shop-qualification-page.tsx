import { EmptyState } from '../../components/ui/empty-state';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useShopDetail } from './api/get-shop-detail';
import styles from './shop-pages.module.css';
import { useMerId } from './use-mer-id';

/** The shop's qualification pictures, type, category and join time. */
export default function ShopQualificationPage() {
  const { t, i18n } = useTranslation();
  const detail = useShopDetail(useMerId()).data;
  if (!detail) return <div className={`skeleton ${styles.card}`} style={{ height: 240 }} aria-busy="true" />;
  const pictures = detail.qualificationPictures ?? [];
  return (
    <section className={styles.card} aria-labelledby="qualification-title">
      <h2 id="qualification-title" className={styles.sectionTitle}>
        {t('shop.qualification')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('shop.type')}</dt>
        <dd>{detail.typeName || '—'}</dd>
        <dt>{t('shop.merchantCategory')}</dt>
        <dd>{detail.categoryName || '—'}</dd>
        <dt>{t('shop.joinTime')}</dt>
        <dd>{detail.joinTime ? formatDate(detail.joinTime, i18n.language) : '—'}</dd>
      </dl>
      {pictures.length > 0 ? (
        <div className={styles.pictures}>
          {pictures.map((picture, index) => (
            <a key={picture} href={picture} target="_blank" rel="noopener noreferrer">
              <img src={picture} alt={t('shop.qualificationPicture', { number: index + 1 })} loading="lazy" />
            </a>
          ))}
        </div>
      ) : (
        <EmptyState title={t('shop.noQualification')} icon="shield" />
      )}
    </section>
  );
}
