import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import styles from '../../components/ui/state.module.css';
import { useTranslation } from '../../lib/i18n';
import { type LoginPanel, loginDialogStore, openLoginDialog } from '../../lib/login-dialog';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /login (guest-only): opens the sign-in dialog; behind it, a plain page to reopen it or go home. `?panel=forgot`
 * opens it on the password reset: the merchant console's "Forgot password?" comes here (audit AN12).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const panel: LoginPanel = useSearchParams()[0].get('panel') === 'forgot' ? 4 : 2;
  useEffect(() => {
    if (!loginDialogStore.get().open) openLoginDialog(panel);
  }, [panel]);
  return (
    <div className="page-width">
      <section className={styles.page} data-testid="login-page">
        <span className={styles.badge}>
          <Icon name="user" size={40} />
        </span>
        <h1 className={styles.title}>{t('loginPrompt.title')}</h1>
        <p className={styles.text}>{t('loginPrompt.text')}</p>
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} onClick={() => openLoginDialog(panel)}>
            {t('header.signIn')}
          </button>
          <LocaleLink to="/" className={buttons.ghost}>
            {t('errorPage.backHome')}
          </LocaleLink>
        </div>
      </section>
    </div>
  );
}
