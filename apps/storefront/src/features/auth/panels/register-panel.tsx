import { useEffect, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { useTranslation } from '../../../lib/i18n';
import { completeSignIn } from '../../../lib/session';
import { flashToast } from '../../../lib/toast';
import { registerByEmail } from '../api/register-by-email';
import { registerByPhone } from '../api/register-by-phone';
import { sendEmailCode } from '../api/send-email-code';
import { sendSmsCode } from '../api/send-sms-code';
import { cartMergeText } from '../cart-merge';
import { Agreement, CodeField, PasswordField } from '../components/fields';
import { useDialog, withPlus } from '../dialog-context';
import styles from '../login-dialog.module.css';
import { checkAgreement, checkCode, checkEmail, checkNewPassword, checkPhone } from '../validation';
import { PanelHead } from './panel-head';
import { CaptchaRow, EmailInput, PhoneInput } from './sign-in-panels';
import { useSender, useSubmit } from './use-sender';

/**
 * Panel 6: register with an email or a phone. Email registration shows the message and reloads the page; phone
 * registration signs in and closes the dialog. Phone registration checks only phone, code, password and agreement.
 */
export function RegisterPanel() {
  const { t } = useTranslation();
  const dialog = useDialog();
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run } = useSubmit();
  const emailSender = useSender(
    dialog.registerClock,
    () => [['email', checkEmail(dialog.email)]],
    () => sendEmailCode(dialog.email.trim(), dialog.captcha.answer()),
    'login.emailCodeSent',
  );
  const smsSender = useSender(
    dialog.smsClock,
    () => [['phone', checkPhone(dialog.phone)]],
    () => sendSmsCode(dialog.phone.trim(), withPlus(dialog.dial), dialog.captcha.answer()),
    'login.codeSent',
  );
  // The SMS code always needs the picture challenge: show it with the phone tab rather than after a refusal.
  const { require: requireCaptcha, release: releaseCaptcha } = dialog.captcha;
  useEffect(() => {
    if (by !== 'phone') return;
    requireCaptcha();
    return releaseCaptcha;
  }, [by, requireCaptcha, releaseCaptcha]);
  const switchTo = (next: 'email' | 'phone') => {
    setBy(next);
    setCode('');
  };

  const submit = () => {
    if (by === 'email') {
      const problems = dialog.refuse([
        ['email', checkEmail(dialog.email)],
        ['code', checkCode(code)],
        ['password', checkNewPassword(password)],
        ['agreement', checkAgreement(dialog.agreed)],
      ]);
      if (problems) return;
      void run(async () => {
        const answer = await registerByEmail({ email: dialog.email.trim(), captcha: code.trim(), password });
        await completeSignIn(answer.token);
        // Spec section 4: the email path reloads the page; the message is shown once it is back, with what of the
        // visitor cart did not come over (audit AV6).
        flashToast([t('login.registered'), cartMergeText(t, answer.cartMerge)].filter(Boolean).join(' '), 'success');
        window.location.reload();
      });
      return;
    }
    const problems = dialog.refuse([
      ['phone', checkPhone(dialog.phone)],
      ['code', checkCode(code)],
      ['password', checkNewPassword(password)],
      ['agreement', checkAgreement(dialog.agreed)],
    ]);
    if (problems) return;
    void run(async () => {
      const answer = await registerByPhone({
        countryCode: withPlus(dialog.dial),
        captcha: code.trim(),
        phone: dialog.phone.trim(),
        password,
      });
      await dialog.finish(answer, t('login.registered'));
    });
  };

  const sender = by === 'email' ? emailSender : smsSender;
  return (
    <>
      <PanelHead
        title={t('login.registerTitle')}
        back={{ label: t('login.backToSignIn'), onClick: () => dialog.go(2) }}
      />
      <div className={styles.tabs} role="tablist" aria-label={t('login.registerTitle')}>
        <button
          type="button"
          role="tab"
          aria-selected={by === 'email'}
          className={styles.tab}
          onClick={() => switchTo('email')}
          data-testid="register-tab-email"
        >
          {t('login.tabEmail')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={by === 'phone'}
          className={styles.tab}
          onClick={() => switchTo('phone')}
          data-testid="register-tab-phone"
        >
          {t('login.tabPhone')}
        </button>
      </div>
      <div className={styles.form} data-testid={`register-${by}`}>
        {by === 'email' ? <EmailInput /> : <PhoneInput sms />}
        <CodeField
          value={code}
          onValue={setCode}
          countdown={by === 'email' ? dialog.registerClock : dialog.smsClock}
          sending={sender.sending}
          onSend={sender.send}
          field={dialog.field('code')}
        />
        <PasswordField
          label={t('login.choosePassword')}
          value={password}
          onValue={setPassword}
          autoComplete="new-password"
          testId="login-password"
          field={dialog.field('password')}
        />
        <p className={styles.hint}>{t('login.passwordRule')}</p>
        <CaptchaRow />
        <Agreement checked={dialog.agreed} onChange={dialog.setAgreed} field={dialog.field('agreement')} />
        <button
          type="button"
          className={`${buttons.primary} ${styles.submit}`}
          onClick={submit}
          disabled={busy}
          aria-busy={busy}
          data-testid="login-submit"
        >
          {t('login.registerSubmit')}
        </button>
        <p className={styles.switchLine}>
          {t('login.haveAccount')}{' '}
          <button type="button" className={styles.textLink} onClick={() => dialog.go(2)}>
            {t('login.submit')}
          </button>
        </p>
      </div>
    </>
  );
}
