import { type FormEvent, useEffect, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { useTranslation } from '../../../lib/i18n';
import { useLoginMethods } from '../api/get-login-methods';
import { loginByEmail } from '../api/login-by-email';
import { loginByPhone } from '../api/login-by-phone';
import { loginBySms } from '../api/login-by-sms';
import { sendSmsCode } from '../api/send-sms-code';
import { CountryPicker } from '../components/country-picker';
import { Agreement, CaptchaField, CodeField, PasswordField, TextField } from '../components/fields';
import { useDialog, withPlus } from '../dialog-context';
import { dialForLanguage, LANGUAGE_DIALS, textable } from '../flag';
import styles from '../login-dialog.module.css';
import { checkAgreement, checkCode, checkEmail, checkPassword, checkPhone } from '../validation';
import { PanelHead } from './panel-head';
import { SocialSignIn } from './social-sign-in';
import { useSender, useSubmit } from './use-sender';

/**
 * Phone number with the country-code picker in front; shared by the phone panels. A field that sends an SMS code
 * (`sms`) offers only the countries the shop texts, and leaves a country it does not for one it does (audit AN11).
 */
export function PhoneInput({
  label,
  testId = 'login-phone',
  sms = false,
}: {
  label?: string;
  testId?: string;
  sms?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const dialog = useDialog();
  const methods = useLoginMethods();
  const only = sms ? methods.data?.smsCountries : undefined;
  const { dial, setDial } = dialog;
  useEffect(() => {
    if (!only || only.length === 0 || textable(dial.dialCode, only)) return;
    const preferred = dialForLanguage(i18n.language);
    if (textable(preferred.dialCode, only)) setDial(preferred);
    else {
      const first = Object.values(LANGUAGE_DIALS).find((choice) => textable(choice.dialCode, only));
      if (first) setDial(first);
    }
  }, [only, dial.dialCode, setDial, i18n.language]);
  return (
    <TextField
      icon="phone"
      label={label ?? t('login.phone')}
      value={dialog.phone}
      onValue={(value) => dialog.setPhone(value.replace(/[^\d]/g, ''))}
      testId={testId}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
      field={dialog.field('phone')}
      before={<CountryPicker value={dialog.dial} onChange={dialog.setDial} only={only} />}
    />
  );
}

export function EmailInput({ testId = 'login-email' }: { testId?: string }) {
  const { t } = useTranslation();
  const dialog = useDialog();
  return (
    <TextField
      icon="mail"
      label={t('login.email')}
      value={dialog.email}
      onValue={dialog.setEmail}
      testId={testId}
      type="email"
      autoComplete="email"
      maxLength={254}
      field={dialog.field('email')}
    />
  );
}

export function CaptchaRow() {
  const { captcha, field } = useDialog();
  if (!captcha.shown) return null;
  return (
    <CaptchaField
      captcha={captcha.shown}
      value={captcha.code}
      onValue={captcha.setCode}
      onRefresh={captcha.refresh}
      field={field('captcha')}
    />
  );
}

/** Panels 1 (phone + password), 2 (email + password) and 3 (phone + SMS code): Enter submits each. */
export function SignInPanels() {
  const { t } = useTranslation();
  const dialog = useDialog();
  const { panel, go } = dialog;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, run } = useSubmit();
  const sms = useSender(
    dialog.smsClock,
    () => [['phone', checkPhone(dialog.phone)]],
    () => sendSmsCode(dialog.phone.trim(), withPlus(dialog.dial), dialog.captcha.answer()),
    'login.codeSent',
  );
  // The SMS code always needs the picture challenge: show it with the panel rather than after a refusal.
  const { require: requireCaptcha, release: releaseCaptcha } = dialog.captcha;
  useEffect(() => {
    if (panel !== 3) return;
    requireCaptcha();
    return releaseCaptcha;
  }, [panel, requireCaptcha, releaseCaptcha]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { captcha } = dialog;
    if (panel === 2) {
      const problems = dialog.refuse([
        ['email', checkEmail(dialog.email)],
        ['password', checkPassword(password)],
        ['captcha', captcha.problem()],
        ['agreement', checkAgreement(dialog.agreed)],
      ]);
      if (problems) return;
      void run(async () => {
        const answer = await loginByEmail({ email: dialog.email.trim(), password, ...captcha.answer() });
        await dialog.finish(answer);
      });
    } else if (panel === 1) {
      const problems = dialog.refuse([
        ['phone', checkPhone(dialog.phone)],
        ['password', checkPassword(password)],
        ['captcha', captcha.problem()],
        ['agreement', checkAgreement(dialog.agreed)],
      ]);
      if (problems) return;
      void run(async () => {
        const body = { countryCode: withPlus(dialog.dial), phone: dialog.phone.trim(), password, ...captcha.answer() };
        const answer = await loginByPhone(body);
        await dialog.finish(answer);
      });
    } else {
      const problems = dialog.refuse([
        ['phone', checkPhone(dialog.phone)],
        ['code', checkCode(code)],
        ['agreement', checkAgreement(dialog.agreed)],
      ]);
      if (problems) return;
      void run(async () => {
        const answer = await loginBySms({
          phone: dialog.phone.trim(),
          captcha: code.trim(),
          countryCode: withPlus(dialog.dial),
        });
        await dialog.finish(answer);
      });
    }
  };

  const phoneTab = panel !== 2;
  return (
    <>
      <PanelHead title={t('login.title')} />
      <div className={styles.tabs} role="tablist" aria-label={t('login.title')}>
        <button
          type="button"
          role="tab"
          aria-selected={!phoneTab}
          className={styles.tab}
          onClick={() => go(2)}
          data-testid="login-tab-email"
        >
          {t('login.tabEmail')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={phoneTab}
          className={styles.tab}
          onClick={() => panel === 2 && go(1)}
          data-testid="login-tab-phone"
        >
          {t('login.tabPhone')}
        </button>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        {panel === 2 ? <EmailInput /> : <PhoneInput sms={panel === 3} />}
        {panel === 3 ? (
          <CodeField
            value={code}
            onValue={setCode}
            countdown={dialog.smsClock}
            sending={sms.sending}
            onSend={sms.send}
            field={dialog.field('code')}
          />
        ) : (
          <PasswordField
            label={t('login.password')}
            value={password}
            onValue={setPassword}
            autoComplete="current-password"
            testId="login-password"
            field={dialog.field('password')}
          />
        )}
        <CaptchaRow />
        <div className={styles.row}>
          {panel === 2 ? (
            <span />
          ) : (
            <button
              type="button"
              className={styles.textLink}
              onClick={() => go(panel === 1 ? 3 : 1)}
              data-testid={panel === 1 ? 'login-toggle-sms' : 'login-toggle-password'}
            >
              {panel === 1 ? t('login.useSms') : t('login.usePassword')}
            </button>
          )}
          {panel === 2 && (
            <button type="button" className={styles.textLink} onClick={() => go(4)} data-testid="login-forgot">
              {t('login.forgot')}
            </button>
          )}
        </div>
        <Agreement checked={dialog.agreed} onChange={dialog.setAgreed} field={dialog.field('agreement')} />
        <button
          type="submit"
          className={`${buttons.primary} ${styles.submit}`}
          disabled={busy}
          aria-busy={busy}
          data-testid="login-submit"
        >
          {busy ? t('login.signingIn') : t('login.submit')}
        </button>
      </form>
      <div className={styles.alternatives}>
        <button
          type="button"
          className={`${buttons.ghost} ${styles.secondary}`}
          onClick={() => go(6)}
          data-testid="login-create-account"
        >
          {t('login.createAccount')}
        </button>
        {dialog.guestAllowed && (
          <button
            type="button"
            className={`${buttons.ghost} ${styles.secondary}`}
            onClick={() => go(7)}
            data-testid="login-guest"
          >
            {t('login.guestLink')}
          </button>
        )}
      </div>
      <SocialSignIn />
    </>
  );
}
