import { useEffect } from 'react';
import buttons from '../../components/ui/button.module.css';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import styles from '../../components/ui/state.module.css';
import { useTranslation } from '../../lib/i18n';
import { loginDialogStore, openLoginDialog } from '../../lib/login-dialog';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /login (guest-only): opens the sign-in dialog; behind it, a plain page to reopen it or go home. */
export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  useEffect(() => {
    if (!loginDialogStore.get().open) openLoginDialog();
  }, []);
  return (
    <div className="page-width">
      <section className={styles.page} data-testid="login-page">
        <span className={styles.badge}>
          <Icon name="user" size={40} />
        </span>
        <h1 className={styles.title}>{t('loginPrompt.title')}</h1>
        <p className={styles.text}>{t('loginPrompt.text')}</p>
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} onClick={() => openLoginDialog()}>
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
