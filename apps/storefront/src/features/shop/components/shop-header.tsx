import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icons';
import { LocaleLink } from '../../../components/ui/locale-link';
import { ShopRating } from '../../../components/ui/shop-rating';
import { formatCompact } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { splitLocalePath } from '../../../lib/locale';
import { useLocaleNavigate } from '../../../lib/use-locale';
import type { ShopHeader as ShopHeaderData } from '../api/get-shop-header';
import styles from './shop-header.module.css';

const TABS = [
  { path: '/merchant/merchant/home', key: 'shop.home' },
  { path: '/merchant/merchant/category', key: 'shop.category' },
  { path: '/merchant/merchant/coupon', key: 'shop.coupons' },
  { path: '/merchant/merchant/qualification', key: 'shop.qualification' },
  { path: '/merchant/merchant_more', key: 'shop.more' },
] as const;

/** Shop banner with name, tags, rating, followers, follow button, a search within the shop, and the shop's tabs. */
export function ShopHeader({ shop, follow }: { shop: ShopHeaderData; follow: ReactNode }) {
  const { t, i18n } = useTranslation();
  const navigate = useLocaleNavigate();
  const { pathname } = useLocation();
  const current = splitLocalePath(pathname).path;
  const inputId = useId();
  const [keyword, setKeyword] = useState('');
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const query = keyword.trim() ? `&keyword=${encodeURIComponent(keyword.trim())}` : '';
    navigate(`/merchant/merchant/category?merId=${shop.id}${query}`);
  };
  return (
    <div className={styles.card}>
      <div className={shop.banner ? styles.banner : `${styles.banner} ${styles.noBanner}`}>
        {shop.banner && <img src={shop.banner} alt="" />}
      </div>
      <div className={styles.info}>
        <Avatar
          className={styles.avatar}
          src={shop.avatar}
          fallback={<span className={styles.avatar} aria-hidden="true" />}
        />
        <div>
          <h1 className={styles.name}>
            {shop.name}
            {shop.isSelf && <span className={styles.self}>{t('shop.selfOperated')}</span>}
          </h1>
          <div className={styles.facts}>
            <span>
              {t('shop.rating')} <ShopRating rating={shop.rating} strong />
            </span>
            <span>
              {t('common.labelled', { label: t('shop.followers') })}
              <strong data-testid="shop-followers">{formatCompact(shop.followerCount ?? 0, i18n.language)}</strong>
            </span>
            {typeof shop.productCount === 'number' && (
              <span>
                {t('common.labelled', { label: t('shop.products') })}
                <strong>{formatCompact(shop.productCount, i18n.language)}</strong>
              </span>
            )}
          </div>
        </div>
        <div className={styles.side}>
          <search>
            <form className={styles.search} onSubmit={onSearch}>
              <label htmlFor={inputId} className="visually-hidden">
                {t('shop.searchLabel')}
              </label>
              <input
                id={inputId}
                type="search"
                value={keyword}
                maxLength={100}
                placeholder={t('shop.searchPlaceholder')}
                onChange={(event) => setKeyword(event.target.value)}
                data-testid="shop-search-input"
              />
              <button type="submit" aria-label={t('header.search')}>
                <Icon name="search" size={16} />
              </button>
            </form>
          </search>
          {follow}
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('shop.sections')}>
        {TABS.map((tab) => (
          <LocaleLink
            key={tab.path}
            to={`${tab.path}?merId=${shop.id}`}
            className={styles.navLink}
            aria-current={
              current === tab.path || (tab.path.endsWith('/home') && current === '/merchant/merchant')
                ? 'page'
                : undefined
            }
          >
            {t(tab.key)}
          </LocaleLink>
        ))}
      </nav>
    </div>
  );
}
