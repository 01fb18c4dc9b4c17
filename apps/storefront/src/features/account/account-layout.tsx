import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { useUser } from '../../lib/auth-token';
import { useTranslation } from '../../lib/i18n';
import { splitLocalePath } from '../../lib/locale';
import styles from './account-layout.module.css';
import { menuHref, useUserMenu } from './api/get-user-menu';

/** The account pages' frame: the server's menu on the left (the current entry by `menuCur`, else by path). */
export default function AccountLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const menu = useUserMenu();
  const { pathname, search } = useLocation();
  const path = splitLocalePath(pathname).path;
  const menuCur = new URLSearchParams(search).get('menuCur');
  const items = menu.data?.routine_my_menus ?? [];
  const current = items.find((item) => String(item.id) === menuCur) ?? items.find((item) => item.pc_url === path);

  return (
    <div className={`page-width ${styles.layout}`}>
      <aside className={styles.side}>
        <div className={styles.profile}>
          <Avatar
            className={styles.avatar}
            src={user?.avatar}
            width={64}
            height={64}
            fallback={
              <span className={styles.avatarBlank}>
                <Icon name="user" size={30} />
              </span>
            }
          />
          <p className={styles.nickname}>{user?.nickname ?? ''}</p>
        </div>
        <nav aria-label={t('account.menu')}>
          <ul className={styles.menu} data-testid="account-menu">
            {menu.isPending &&
              Array.from({ length: 6 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
                <li key={index} className={`skeleton ${styles.placeholder}`} />
              ))}
            {items.map((item) => (
              <li key={item.id}>
                <LocaleLink
                  to={menuHref(item)}
                  className={item === current ? `${styles.item} ${styles.current}` : styles.item}
                  aria-current={item === current ? 'page' : undefined}
                  data-testid="account-menu-item"
                >
                  {item.name}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <section className={styles.content}>
        <Suspense fallback={<div className={styles.fallback} />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
