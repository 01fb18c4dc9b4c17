import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { LocaleLink } from '../../../components/ui/locale-link';
import { type FieldMarks, invalidProps } from '../../../lib/field-errors';
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
  /** The dialog's marks of this field: its id, and its message under the box while it is wrong (audit AX8). */
  field?: FieldMarks;
}

/** A field's message under it, tied to the field by its id. */
export function FieldError({ field }: { field?: FieldMarks }) {
  const { t } = useTranslation();
  if (!field?.error) return null;
  return (
    <p id={field.error.id} className={styles.error} data-testid="field-error">
      {t(field.error.problem.key, field.error.problem.values)}
    </p>
  );
}

/** One input in a rounded box with an icon; the label is read by screen readers and shown as the placeholder. */
export function TextField({ icon, label, value, onValue, testId, before, after, field, ...rest }: TextFieldProps) {
  return (
    <div className={styles.fieldWrap}>
      <div className={styles.field} data-invalid={field?.error ? '' : undefined}>
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
          onChange={(event) => {
            field?.onEdit();
            onValue(event.target.value);
          }}
          data-testid={testId}
          {...rest}
          id={field?.id ?? rest.id}
          {...invalidProps(field)}
        />
        {after}
      </div>
      <FieldError field={field} />
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
  field?: FieldMarks;
}

/** The code from an email or SMS, with the send button: 60 s of remaining seconds after a send, then 'retry'. */
export function CodeField({
  value,
  onValue,
  countdown,
  sending,
  onSend,
  testId = 'login-code',
  field,
}: CodeFieldProps) {
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
      field={field}
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
  field?: FieldMarks;
}

/** Shown once the server asked for a picture challenge (code 422); clicking the picture shows another. */
export function CaptchaField({ captcha, value, onValue, onRefresh, field }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      icon="check"
      label={t('login.captcha')}
      value={value}
      onValue={onValue}
      testId="captcha-input"
      field={field}
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
export function Agreement({
  checked,
  onChange,
  field,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  field?: FieldMarks;
}) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = field?.id ?? ownId;
  const [before = '', after = ''] = t('login.agree').split('{{link}}');
  return (
    <div className={styles.agreement}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => {
          field?.onEdit();
          onChange(event.target.checked);
        }}
        {...invalidProps(field)}
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
      <FieldError field={field} />
    </div>
  );
}
