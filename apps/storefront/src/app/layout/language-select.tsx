import { LOCALE_NAMES, LOCALES, type Locale } from '@mall/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { apiPost } from '../../lib/api-client';
import { hasToken } from '../../lib/auth-token';
import { useTranslation } from '../../lib/i18n';
import { localizePath, splitLocalePath, writeLocaleCookie } from '../../lib/locale';
import styles from './language-select.module.css';
import mainBar from './main-bar.module.css';

/** Language dropdown: every locale by its own name; choosing one stores the cookie and moves to its address. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { locale, path } = splitLocalePath(pathname);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

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

  const choose = (code: Locale) => {
    setOpen(false);
    writeLocaleCookie(code);
    // A signed-in shopper's messages (email, SMS, the message centre) follow the language they chose.
    if (hasToken() && code !== locale) apiPost('/api/front/user/locale', { locale: code }).catch(() => {});
    if (code !== locale) navigate(localizePath(path, code) + search);
  };

  return (
    <div className={styles.select} ref={root}>
      <button
        type="button"
        className={mainBar.action}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('common.labelValue', { label: t('header.language'), value: LOCALE_NAMES[locale] })}
        onClick={() => setOpen((value) => !value)}
        data-testid="language-select"
      >
        <Icon name="globe" size={16} />
        {LOCALE_NAMES[locale]}
        <Icon name="down" size={12} />
      </button>
      {open && (
        <ul className={styles.menu}>
          {LOCALES.map((code) => (
            <li key={code}>
              <button
                type="button"
                className={styles.option}
                lang={code}
                aria-current={code === locale}
                onClick={() => choose(code)}
                data-testid={`language-option-${code}`}
              >
                {LOCALE_NAMES[code]}
                <span className={styles.code}>{code}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
