import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { useCartCount } from '../../features/cart/api/get-cart-count';
import { HeaderChat } from '../../features/chat/components/header-chat';
import { HeaderBell } from '../../features/notices/header-bell';
import { useTranslation } from '../../lib/i18n';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import { LanguageSelect } from './language-select';
import styles from './main-bar.module.css';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

/** Fixed to the top once the page is scrolled more than 120 px (spec section 4). */
const STICKY_OFFSET = 120;

export function MainBar({ logoUrl }: { logoUrl?: string }) {
  const { t } = useTranslation();
  const fixed = useScrolledPast(STICKY_OFFSET);
  const cartCount = useCartCount();
  return (
    <div className={styles.holder}>
      <div className={fixed ? `${styles.bar} ${styles.fixed}` : styles.bar} data-testid="main-bar">
        <div className={`page-width ${styles.inner}`}>
          <LocaleLink to="/" className={styles.logo} aria-label={t('header.homeLogo')}>
            {logoUrl ? (
              <img src={logoUrl} alt={t('common.brand')} />
            ) : (
              <span className={styles.wordmark}>
                <Icon name="store" size={34} />
                {t('common.brand')}
              </span>
            )}
          </LocaleLink>
          <SearchBox compact={fixed} />
          <div className={styles.actions}>
            <LanguageSelect />
            <LocaleLink to="/order/shopping_cart" className={styles.action}>
              <Icon name="cart" size={18} />
              <span className="word-when-wide">{t('header.cart')}</span>
              <span className={cartCount > 0 ? styles.badge : styles.badgeEmpty} data-testid="cart-count">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            </LocaleLink>
            <HeaderChat className={styles.action} badge={styles.badge} empty={styles.badgeEmpty} />
            <HeaderBell className={styles.action} badge={styles.badge} empty={styles.badgeEmpty} />
            <UserMenu />
          </div>
        </div>
      </div>
    </div>
  );
}
