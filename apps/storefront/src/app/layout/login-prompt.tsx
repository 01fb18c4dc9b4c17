import buttons from '../../components/ui/button.module.css';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { Modal } from '../../components/ui/modal';
import { useTranslation } from '../../lib/i18n';
import { closeLoginPrompt, loginPromptStore } from '../../lib/login-prompt';
import { useStore } from '../../lib/store';
import styles from './login-prompt.module.css';

/** "Please sign in": shown when a visitor tries something that needs an account, or when a session ended. */
export function LoginPrompt() {
  const { t } = useTranslation();
  const open = useStore(loginPromptStore);
  if (!open) return null;
  return (
    <Modal labelledBy="login-prompt-title" onClose={closeLoginPrompt}>
      <div data-testid="login-prompt">
        <span className={styles.icon}>
          <Icon name="user" size={30} />
        </span>
        <h2 id="login-prompt-title" className={styles.title}>
          {t('loginPrompt.title')}
        </h2>
        <p className={styles.text}>{t('loginPrompt.text')}</p>
        <div className={styles.actions}>
          <LocaleLink to="/login" className={buttons.primary} onClick={closeLoginPrompt}>
            {t('header.signIn')}
          </LocaleLink>
          <button type="button" className={buttons.ghost} onClick={closeLoginPrompt}>
            {t('loginPrompt.later')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
