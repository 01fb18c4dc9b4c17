import type { Home } from '@mall/contract';
import { Icon, type IconName } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { useTranslation } from '../../lib/i18n';
import styles from './footer.module.css';

const PROMISES: Array<{ icon: IconName; key: string }> = [
  { icon: 'box', key: 'variety' },
  { icon: 'truck', key: 'delivery' },
  { icon: 'shield', key: 'genuine' },
  { icon: 'tag', key: 'lowPrice' },
];

/**
 * The operator writes the copyright line once, usually ending in "All rights reserved."; that phrase is shown in the
 * shopper's language (the holder's name and the year stay as written).
 */
export function localizedCopyright(line: string, rightsReserved: string): string {
  return line.replace(/\s*all rights reserved\.?\s*$/i, ` ${rightsReserved}`).trim();
}

export function Footer({ footer }: { footer?: Home['footer'] }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <ul className={`page-width ${styles.promises}`}>
        {PROMISES.map((promise) => (
          <li key={promise.key} className={styles.promise}>
            <span className={styles.promiseIcon}>
              <Icon name={promise.icon} size={26} />
            </span>
            <span>
              <strong className={styles.promiseTitle}>{t(`footer.${promise.key}`)}</strong>
              <br />
              <span className={styles.promiseText}>{t(`footer.${promise.key}Text`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className={`page-width ${styles.bottom}`}>
        <nav className={styles.links} aria-label={t('footer.links')}>
          <LocaleLink to="/">{t('nav.home')}</LocaleLink>
          <LocaleLink to="/goods/top_one">{t('nav.ranking')}</LocaleLink>
          <LocaleLink to="/merchant/merchant_street">{t('nav.shopStreet')}</LocaleLink>
          <LocaleLink to="/users/merchant_settled?menuCur=70">{t('header.applyMerchant')}</LocaleLink>
          <LocaleLink to="/middlewares/privacy_agreement" target="_blank">
            {t('footer.privacy')}
          </LocaleLink>
        </nav>
        <div className={styles.contact}>
          {footer?.phone && (
            <span>
              <Icon name="phone" size={14} />
              {t('common.labelled', { label: t('footer.phone') })}
              <a href={`tel:${footer.phone.replace(/[^\d+]/g, '')}`}>{footer.phone}</a>
            </span>
          )}
          {footer?.address && <span>{t('footer.address', { address: footer.address })}</span>}
        </div>
        {footer?.copyright && (
          <p className={styles.copyright} data-testid="footer-copyright">
            {localizedCopyright(footer.copyright, t('footer.rightsReserved'))}
          </p>
        )}
      </div>
    </footer>
  );
}
