import buttons from '../../../components/ui/button.module.css';
import { useTranslation } from '../../../lib/i18n';
import { registerVisitor } from '../api/register-visitor';
import { useDialog, withPlus } from '../dialog-context';
import styles from '../login-dialog.module.css';
import { checkEmail } from '../validation';
import { PanelHead } from './panel-head';
import { EmailInput, PhoneInput } from './sign-in-panels';
import { useSubmit } from './use-sender';

/** Panel 7: guest entry. Only a valid email is required; the phone is sent too. Success closes the dialog. */
export function GuestPanel() {
  const { t } = useTranslation();
  const dialog = useDialog();
  const { busy, run } = useSubmit();
  const submit = () => {
    if (dialog.refuse([['email', checkEmail(dialog.email)]])) return;
    void run(async () => {
      const answer = await registerVisitor({
        countryCode: withPlus(dialog.dial),
        email: dialog.email.trim(),
        phone: dialog.phone.trim(),
      });
      await dialog.finish(answer, t('login.guestWelcome'));
    });
  };
  return (
    <>
      <PanelHead
        title={t('login.guestTitle')}
        text={t('login.guestHint')}
        back={{ label: t('login.backToSignIn'), onClick: () => dialog.go(2) }}
      />
      <div className={styles.form}>
        <EmailInput />
        <PhoneInput label={t('login.guestPhone')} />
        <button
          type="button"
          className={`${buttons.primary} ${styles.submit}`}
          onClick={submit}
          disabled={busy}
          aria-busy={busy}
          data-testid="login-submit"
        >
          {t('login.guestSubmit')}
        </button>
      </div>
    </>
  );
}
