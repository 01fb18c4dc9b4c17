import { useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { resetPassword } from '../api/reset-password';
import { sendResetCode } from '../api/send-reset-code';
import { CodeField, PasswordField } from '../components/fields';
import { useDialog } from '../dialog-context';
import styles from '../login-dialog.module.css';
import { checkCode, checkEmail, checkNewPassword, checkRepeat } from '../validation';
import { PanelHead } from './panel-head';
import { CaptchaRow, EmailInput } from './sign-in-panels';
import { useSender, useSubmit } from './use-sender';

/** Panel 4: the account's email, then Next sends the reset code and opens panel 5. */
export function ForgotPanel() {
  const { t } = useTranslation();
  const dialog = useDialog();
  const { busy, run } = useSubmit();
  const next = () => {
    if (
      dialog.refuse([
        ['email', checkEmail(dialog.email)],
        ['captcha', dialog.captcha.problem()],
      ])
    )
      return;
    void run(async () => {
      await sendResetCode(dialog.email.trim(), dialog.captcha.answer());
      dialog.captcha.afterUse();
      dialog.resetClock.start();
      showToast(t('login.resetCodeSent'), 'success');
      dialog.go(5);
    });
  };
  return (
    <>
      <PanelHead
        title={t('login.forgotTitle')}
        text={t('login.forgotHint')}
        back={{ label: t('login.backToSignIn'), onClick: () => dialog.go(2) }}
      />
      <div className={styles.form}>
        <EmailInput />
        <CaptchaRow />
        <button
          type="button"
          className={`${buttons.primary} ${styles.submit}`}
          onClick={next}
          disabled={busy}
          aria-busy={busy}
          data-testid="login-submit"
        >
          {busy ? t('login.sending') : t('common.next')}
        </button>
      </div>
    </>
  );
}

/** Panel 5: the emailed code, the new password twice; success shows the server's message and returns to panel 2. */
export function ResetPanel() {
  const { t } = useTranslation();
  const dialog = useDialog();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { busy, run } = useSubmit();
  const resend = useSender(
    dialog.resetClock,
    () => [['email', checkEmail(dialog.email)]],
    () => sendResetCode(dialog.email.trim(), dialog.captcha.answer()),
    'login.resetCodeSent',
  );
  const submit = () => {
    // The email was given on the panel before (its message, if any, is the toast: no field here shows it).
    const problems = dialog.refuse([
      ['email', checkEmail(dialog.email)],
      ['code', checkCode(code)],
      ['password', checkNewPassword(password)],
      ['repeat', checkRepeat(password, repeat)],
    ]);
    if (problems) return;
    void run(async () => {
      const message = await resetPassword({
        email: dialog.email.trim(),
        captcha: code.trim(),
        newPassword: password,
        passwordAgain: repeat,
      });
      showToast(message || t('login.resetDone'), 'success');
      dialog.go(2);
    });
  };
  return (
    <>
      <PanelHead
        title={t('login.resetTitle')}
        text={t('login.resetHint', { email: dialog.email.trim() })}
        back={{ label: t('login.changeEmail'), onClick: () => dialog.go(4) }}
      />
      <div className={styles.form}>
        <CodeField
          value={code}
          onValue={setCode}
          countdown={dialog.resetClock}
          sending={resend.sending}
          onSend={resend.send}
          field={dialog.field('code')}
        />
        <PasswordField
          label={t('login.newPassword')}
          value={password}
          onValue={setPassword}
          autoComplete="new-password"
          testId="login-new-password"
          field={dialog.field('password')}
        />
        <PasswordField
          label={t('login.repeatPassword')}
          value={repeat}
          onValue={setRepeat}
          autoComplete="new-password"
          testId="login-repeat-password"
          field={dialog.field('repeat')}
        />
        <p className={styles.hint}>{t('login.passwordRule')}</p>
        <CaptchaRow />
        <button
          type="button"
          className={`${buttons.primary} ${styles.submit}`}
          onClick={submit}
          disabled={busy}
          aria-busy={busy}
          data-testid="login-submit"
        >
          {t('login.resetSubmit')}
        </button>
      </div>
    </>
  );
}
