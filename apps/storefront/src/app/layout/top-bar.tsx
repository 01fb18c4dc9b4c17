import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { bookmarkHintKey } from '../../lib/bookmark';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import styles from './top-bar.module.css';

export function TopBar({ mobileUrl }: { mobileUrl?: string }) {
  const { t } = useTranslation();
  const onBookmark = () => {
    const hasKeyboard = window.matchMedia?.('(any-pointer: fine)').matches ?? true;
    showToast(t(bookmarkHintKey(navigator.userAgent, navigator.platform, hasKeyboard)), 'info', 5000);
  };
  return (
    <div className={styles.bar}>
      <nav className={`page-width ${styles.inner}`} aria-label={t('header.siteNav')}>
        <ul className={styles.group}>
          <li>
            <LocaleLink to="/" className={styles.item}>
              <Icon name="home" size={14} />
              {t('header.home')}
            </LocaleLink>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={onBookmark}>
              <Icon name="star" size={14} />
              {t('header.bookmark')}
            </button>
          </li>
        </ul>
        <ul className={styles.group}>
          <li>
            <LocaleLink to="/users/order_list?orderStatus=1" className={styles.item}>
              {t('header.myOrders')}
            </LocaleLink>
          </li>
          <li>
            <LocaleLink to="/users/merchant_settled?menuCur=70" className={styles.item}>
              {t('header.applyMerchant')}
            </LocaleLink>
          </li>
          {mobileUrl && (
            <li>
              <a href={mobileUrl} target="_blank" rel="noopener noreferrer" className={styles.item}>
                {t('header.mobileMall')}
                <span className="visually-hidden">{t('common.newTab')}</span>
              </a>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
