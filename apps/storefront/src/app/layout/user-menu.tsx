import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { menuHref, useUserMenu } from '../../features/account/api/get-user-menu';
import { MenuChat } from '../../features/chat/components/header-chat';
import { useSignedIn, useUser } from '../../lib/auth-token';
import { useTranslation } from '../../lib/i18n';
import { openLoginDialog } from '../../lib/login-dialog';
import { preloadLoginDialog } from '../auth/login-dialog-host';
import { useSignOut } from '../auth/use-sign-out';
import mainBar from './main-bar.module.css';
import styles from './user-menu.module.css';

/** Header: avatar, nickname and the account dropdown when signed in; otherwise the sign-in link opening the dialog. */
export function UserMenu() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  if (!signedIn) {
    return (
      <button
        type="button"
        className={mainBar.action}
        onClick={() => openLoginDialog()}
        onMouseEnter={preloadLoginDialog}
        onFocus={preloadLoginDialog}
        data-testid="header-sign-in"
      >
        <Icon name="user" size={18} />
        {t('header.signIn')}
      </button>
    );
  }
  return <SignedInMenu />;
}

function SignedInMenu() {
  const { t } = useTranslation();
  const user = useUser();
  const menu = useUserMenu().data?.routine_my_menus ?? [];
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the dropdown.
  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const name = user?.nickname ?? '';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the dropdown as a mouse shortcut; the button covers the keyboard.
    <div className={styles.root} ref={root} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={`${mainBar.action} ${styles.trigger}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        // Hover already opened it for a mouse; a click (or Enter) opens it too, Escape or leaving closes it.
        onClick={() => setOpen(true)}
      >
        <Avatar
          className={styles.avatar}
          src={user?.avatar}
          width={28}
          height={28}
          data-testid="header-avatar"
          fallback={
            <span className={styles.avatarBlank}>
              <Icon name="user" size={16} />
            </span>
          }
        />
        <span className={user ? styles.name : `${styles.name} skeleton`} data-testid="header-user">
          {name}
        </span>
        <Icon name="down" size={12} />
      </button>
      {open && (
        <div className={styles.dropdown} id={menuId}>
          <p className={styles.hello}>{t('account.hello', { name })}</p>
          <ul>
            {menu.map((item) => (
              <li key={item.id}>
                <LocaleLink to={menuHref(item)} className={styles.item} data-testid="user-menu-item">
                  {item.name}
                </LocaleLink>
              </li>
            ))}
            <li>
              <MenuChat className={styles.item} />
            </li>
            <li className={styles.separator}>
              <button
                type="button"
                className={styles.item}
                disabled={leaving}
                onClick={() => {
                  setLeaving(true);
                  void signOut().finally(() => setLeaving(false));
                }}
                data-testid="logout"
              >
                {t('account.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
