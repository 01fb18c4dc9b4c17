import { useState } from 'react';
import { Icon } from '../../components/ui/icons';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CouponBoard } from './components/coupon-board';
import styles from './coupons-page.module.css';

const TABS = [
  { useType: undefined, key: 'all' },
  { useType: 1, key: 'general' },
  { useType: 2, key: 'goods' },
  { useType: 3, key: 'category' },
] as const;

/** /goods/coupon_center: every coupon open for receiving, from the mall and its shops. */
export default function CouponCentrePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('coupons.centre.title'));
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('all');
  const current = TABS.find((entry) => entry.key === tab) ?? TABS[0];
  return (
    <div className={`page-width ${styles.centre}`} data-testid="coupon-centre">
      <div className={styles.hero}>
        <span className={styles.heroIcon}>
          <Icon name="gift" size={30} />
        </span>
        <div>
          <h1 className={styles.heroTitle}>{t('coupons.centre.title')}</h1>
          <p className={styles.heroText}>{t('coupons.centre.subtitle')}</p>
        </div>
      </div>
      <section className={styles.pageCard}>
        <div className={styles.head}>
          <div className={styles.tabs} role="tablist">
            {TABS.map((entry) => (
              <button
                key={entry.key}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={tab === entry.key}
                onClick={() => setTab(entry.key)}
                data-testid={`centre-tab-${entry.key}`}
              >
                {entry.key === 'all' ? t('coupons.centre.all') : t(`coupons.kinds.${entry.key}`)}
              </button>
            ))}
          </div>
        </div>
        <div role="tabpanel">
          <CouponBoard
            key={tab}
            filter={current.useType === undefined ? {} : { useType: current.useType }}
            empty={{ title: t('coupons.centre.empty'), text: t('coupons.centre.emptyText') }}
          />
        </div>
      </section>
    </div>
  );
}
