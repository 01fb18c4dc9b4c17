import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { CategoryMenu } from '../../features/catalog/components/category-menu';
import { homeDataQuery } from '../../features/home/api/get-home-data';
import { useTranslation } from '../../lib/i18n';
import { splitLocalePath } from '../../lib/locale';
import { useIsHome } from '../../lib/use-locale';
import styles from './nav-bar.module.css';

const LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/goods/top_one', key: 'nav.ranking' },
  { to: '/merchant/merchant_street', key: 'nav.shopStreet' },
  { to: '/goods/activity_list', key: 'nav.activities' },
] as const;

/**
 * The dropdown's panels show each category's best seller and shops from the home answer: the copy kept from the last
 * home visit at once, asked for (once, then cached) only when the dropdown first opens.
 */
function CategoryDropdown() {
  const { data: home } = useQuery(homeDataQuery());
  return <CategoryMenu variant="dropdown" highlights={home?.categoryFloors} />;
}

/** "All categories" (a hover dropdown except on home, where the menu sits beside the banner) and the main sections. */
export function NavBar() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const isHome = useIsHome();
  const [open, setOpen] = useState(false);
  const current = splitLocalePath(pathname).path;

  // biome-ignore lint/correctness/useExhaustiveDependencies: following a link closes the dropdown.
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <div className={styles.bar}>
      <div className={`page-width ${styles.inner}`}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover is a shortcut; the button opens it by keyboard. */}
        <div className={styles.all} onMouseEnter={() => !isHome && setOpen(true)} onMouseLeave={() => setOpen(false)}>
          <button
            type="button"
            className={styles.trigger}
            aria-expanded={isHome || open}
            onClick={() => !isHome && setOpen((value) => !value)}
          >
            <Icon name="menu" size={18} />
            <span className={styles.label} data-testid="all-categories-label">
              {t('nav.allCategories')}
            </span>
          </button>
          {open && !isHome && <CategoryDropdown />}
        </div>
        <nav className={styles.links} aria-label={t('nav.sections')}>
          {LINKS.map((link) => (
            <LocaleLink
              key={link.to}
              to={link.to}
              className={styles.link}
              aria-current={current === link.to ? 'page' : undefined}
            >
              {t(link.key)}
            </LocaleLink>
          ))}
        </nav>
      </div>
    </div>
  );
}
