import { LOCALE_NAMES, OTHER_LOCALES, type ShopNames } from '@mall/contract';
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

/**
 * The shop's name in the storefront's other languages (decision 0056), optional: each input is labelled with its
 * language as written in it; an empty one shows the company name to readers of that language.
 */
export function NamesRow(props: {
  id: string;
  names: ShopNames;
  max: number;
  invalid: boolean;
  describedBy?: string;
  error: ReactNode;
  onChange(names: ShopNames): void;
}) {
  const { t } = useTranslation();
  const hint = `${props.id}-hint`;
  return (
    <div className={`${styles.row} ${styles.rowTop}`}>
      <span className={styles.label} id={`${props.id}-label`}>
        {t('settle.fields.names')}
      </span>
      <fieldset
        className={`${styles.control} ${styles.names}`}
        aria-labelledby={`${props.id}-label`}
        data-testid="settle-names"
      >
        <p className={styles.hint} id={hint}>
          {t('settle.fields.namesHint')}
        </p>
        {OTHER_LOCALES.map((code, index) => (
          <label key={code} className={styles.nameInLanguage}>
            <span lang={code}>{LOCALE_NAMES[code]}</span>
            <input
              id={index === 0 ? props.id : `${props.id}-${code}`}
              lang={code}
              className={props.invalid ? `${styles.input} ${styles.invalid}` : styles.input}
              value={props.names[code] ?? ''}
              maxLength={props.max * 4}
              onChange={(event) => props.onChange({ ...props.names, [code]: event.target.value })}
              aria-invalid={props.invalid || undefined}
              aria-describedby={props.describedBy ? `${hint} ${props.describedBy}` : hint}
              data-testid={`settle-names-${code}`}
            />
          </label>
        ))}
        {props.error}
      </fieldset>
    </div>
  );
}
