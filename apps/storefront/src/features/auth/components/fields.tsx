import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { LocaleLink } from '../../../components/ui/locale-link';
import { useTranslation } from '../../../lib/i18n';
import type { Captcha } from '../api/get-captcha';
import type { Countdown } from '../use-countdown';
import { AuthIcon, type AuthIconName } from './auth-icons';
import styles from './fields.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

interface TextFieldProps extends InputProps {
  icon: AuthIconName;
  label: string;
  value: string;
  onValue(value: string): void;
  testId?: string;
  /** Shown inside the box at the start (the country picker) or the end (send-code button, show password). */
  before?: ReactNode;
  after?: ReactNode;
}

/** One input in a rounded box with an icon; the label is read by screen readers and shown as the placeholder. */
export function TextField({ icon, label, value, onValue, testId, before, after, ...rest }: TextFieldProps) {
  return (
    <div className={styles.field}>
      {before ?? (
        <span className={styles.icon}>
          <AuthIcon name={icon} />
        </span>
      )}
      <input
        className={styles.input}
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        data-testid={testId}
        {...rest}
      />
      {after}
    </div>
  );
}

export function PasswordField(props: Omit<TextFieldProps, 'icon' | 'type' | 'after'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      icon="lock"
      type={shown ? 'text' : 'password'}
      maxLength={128}
      after={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={shown ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          <AuthIcon name={shown ? 'eyeOff' : 'eye'} size={17} />
        </button>
      }
    />
  );
}

interface CodeFieldProps {
  value: string;
  onValue(value: string): void;
  countdown: Countdown;
  sending: boolean;
  onSend(): void;
  testId?: string;
}

/** The code from an email or SMS, with the send button: 60 s of remaining seconds after a send, then 'retry'. */
export function CodeField({ value, onValue, countdown, sending, onSend, testId = 'login-code' }: CodeFieldProps) {
  const { t } = useTranslation();
  const label =
    countdown.phase === 'counting'
      ? t('login.countdown', { seconds: countdown.seconds })
      : countdown.phase === 'retry'
        ? t('login.retry')
        : t('login.sendCode');
  return (
    <TextField
      icon="code"
      label={t('login.code')}
      value={value}
      onValue={onValue}
      testId={testId}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={12}
      after={
        <button
          type="button"
          className={styles.sendCode}
          disabled={sending || countdown.phase === 'counting'}
          onClick={onSend}
          data-testid="send-code"
          data-phase={countdown.phase}
        >
          {sending ? t('login.sending') : label}
        </button>
      }
    />
  );
}

interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  onValue(value: string): void;
  onRefresh(): void;
}

/** Shown once the server asked for a picture challenge (code 422); clicking the picture shows another. */
export function CaptchaField({ captcha, value, onValue, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      icon="check"
      label={t('login.captcha')}
      value={value}
      onValue={onValue}
      testId="captcha-input"
      autoComplete="off"
      maxLength={10}
      after={
        <button
          type="button"
          className={styles.captcha}
          onClick={onRefresh}
          title={t('login.captchaRefresh')}
          aria-label={t('login.captchaRefresh')}
          data-testid="captcha-image"
          data-key={captcha.key}
        >
          <img src={captcha.image} alt="" width={120} height={40} />
        </button>
      }
    />
  );
}

/** The required agreement (email, phone and SMS sign-in, registration); the agreement opens in a new tab. */
export function Agreement({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const { t } = useTranslation();
  const id = useId();
  const [before = '', after = ''] = t('login.agree').split('{{link}}');
  return (
    <div className={styles.agreement}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="agreement"
      />
      <label htmlFor={id}>{before}</label>
      <LocaleLink
        to="/middlewares/privacy_agreement"
        target="_blank"
        rel="noopener"
        className={styles.link}
        data-testid="privacy-link"
      >
        {t('login.privacyLink')}
        <span className="visually-hidden"> {t('common.newTab')}</span>
      </LocaleLink>
      {after && <label htmlFor={id}>{after}</label>}
    </div>
  );
}
