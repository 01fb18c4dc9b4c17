import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import styles from '../settle.module.css';
import type { Option } from '../settle-props';

/** A labelled row of the application form, with the field's problem under it. */
export function Row({
  id,
  label,
  error,
  top = false,
  children,
}: {
  id: string;
  label: string;
  error: ReactNode;
  top?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={top ? `${styles.row} ${styles.rowTop}` : styles.row}>
      {label ? (
        <label className={styles.label} htmlFor={id}>
          <span className={styles.star} aria-hidden="true">
            *
          </span>
          {label}
          <span className="visually-hidden"> ({t('settle.required')})</span>
        </label>
      ) : (
        <span className={styles.label} />
      )}
      <div className={styles.control}>
        {children}
        {error}
      </div>
    </div>
  );
}

/** A list of shop categories or types, with a placeholder for none chosen. */
export function Select(props: {
  id: string;
  value: number;
  options: Option[];
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  onChange(id: number): void;
  testId: string;
}) {
  return (
    <select
      id={props.id}
      className={
        props.invalid ? `${styles.input} ${styles.select} ${styles.invalid}` : `${styles.input} ${styles.select}`
      }
      value={props.value || ''}
      onChange={(event) => props.onChange(Number(event.target.value) || 0)}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      data-testid={props.testId}
    >
      <option value="">{props.placeholder}</option>
      {props.options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}

/** The agreement checkbox, whose link opens the agreement to read. */
export function AgreementBox(props: {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
  onRead(): void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('settle.agree').split('{{link}}');
  return (
    <div className={styles.agreement}>
      <input
        id={props.id}
        type="checkbox"
        className={styles.checkbox}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        aria-describedby={props.describedBy}
        data-testid="settle-agreement"
      />
      <label htmlFor={props.id}>{before}</label>
      <button type="button" className={styles.link} onClick={props.onRead} data-testid="settle-agreement-open">
        {t('settle.agreementLink')}
      </button>
      {after && <label htmlFor={props.id}>{after}</label>}
    </div>
  );
}
