import { type FormEvent, type ReactNode, useId, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { addressProblem } from '../address-rules';
import type { Address } from '../api/get-addresses';
import { type AddressInput, useSaveAddress } from '../api/save-address';
import styles from './address.module.css';

/** A phone field's country code picker, given by the app (the sign-in feature has one with flags). */
export type DialCodeSlot = (props: { value: string; onChange(value: string): void }) => ReactNode;

interface Props {
  /** The address to change; none to add one. */
  address?: Address;
  /** The first address of a book becomes the default anyway; the box starts ticked then. */
  firstAddress?: boolean;
  renderDialCode: DialCodeSlot;
  onSaved(id: number): void;
  onClose(): void;
}

const blank = (isDefault: boolean): AddressInput => ({
  realName: '',
  email: '',
  country: '',
  detail: '',
  postCode: '',
  countryCode: '+86',
  phone: '',
  isDefault,
});

/** Add or edit an address in a dialog; the browser checks with the server's rules before sending. */
export function AddressForm({ address, firstAddress = false, renderDialCode, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const ids = { name: useId(), phone: useId(), email: useId(), country: useId(), detail: useId(), post: useId() };
  const [values, setValues] = useState<AddressInput>(() =>
    address
      ? {
          realName: address.realName,
          email: address.email,
          country: address.country,
          detail: address.detail,
          postCode: address.postCode,
          countryCode: address.countryCode || '+86',
          phone: address.phone,
          isDefault: address.isDefault,
        }
      : blank(firstAddress),
  );
  const save = useSaveAddress();
  const set = <K extends keyof AddressInput>(key: K, value: AddressInput[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = addressProblem(values);
    if (problem) {
      showToast(t(problem), 'error');
      return;
    }
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    ) as AddressInput;
    save.mutate(address ? { ...trimmed, id: address.id } : trimmed, {
      onSuccess: ({ id }) => {
        showToast(t('buying.address.saved'), 'success');
        onSaved(id);
      },
    });
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.dialog} testId="address-form">
      <h2 id={titleId} className={styles.dialogTitle}>
        {address ? t('buying.address.editTitle') : t('buying.address.addTitle')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Row id={ids.name} label={t('buying.address.name')} required>
          <input
            id={ids.name}
            className={styles.input}
            value={values.realName}
            maxLength={50}
            autoComplete="name"
            placeholder={t('buying.address.namePlaceholder')}
            onChange={(event) => set('realName', event.target.value)}
            data-testid="address-name"
          />
        </Row>
        <Row id={ids.phone} label={t('buying.address.phone')} required>
          <div className={styles.phone}>
            {renderDialCode({ value: values.countryCode, onChange: (code) => set('countryCode', code) })}
            <input
              id={ids.phone}
              className={styles.input}
              value={values.phone}
              inputMode="tel"
              maxLength={15}
              autoComplete="tel-national"
              placeholder={t('buying.address.phonePlaceholder')}
              onChange={(event) => set('phone', event.target.value.replace(/[^\d]/g, ''))}
              data-testid="address-phone"
            />
          </div>
        </Row>
        <Row id={ids.email} label={t('buying.address.email')}>
          <input
            id={ids.email}
            className={styles.input}
            type="email"
            value={values.email}
            maxLength={254}
            autoComplete="email"
            placeholder={t('buying.address.emailPlaceholder')}
            onChange={(event) => set('email', event.target.value)}
            data-testid="address-email"
          />
        </Row>
        <Row id={ids.country} label={t('buying.address.country')}>
          <input
            id={ids.country}
            className={styles.input}
            value={values.country}
            maxLength={60}
            autoComplete="country-name"
            placeholder={t('buying.address.countryPlaceholder')}
            onChange={(event) => set('country', event.target.value)}
            data-testid="address-country"
          />
        </Row>
        <Row id={ids.detail} label={t('buying.address.detail')} required>
          <textarea
            id={ids.detail}
            className={`${styles.input} ${styles.textarea}`}
            value={values.detail}
            maxLength={200}
            rows={3}
            autoComplete="street-address"
            placeholder={t('buying.address.detailPlaceholder')}
            onChange={(event) => set('detail', event.target.value)}
            data-testid="address-detail"
          />
        </Row>
        <Row id={ids.post} label={t('buying.address.postCode')} required>
          <input
            id={ids.post}
            className={`${styles.input} ${styles.short}`}
            value={values.postCode}
            maxLength={20}
            autoComplete="postal-code"
            placeholder={t('buying.address.postCodePlaceholder')}
            onChange={(event) => set('postCode', event.target.value)}
            data-testid="address-postcode"
          />
        </Row>
        <div className={styles.formRow}>
          <span />
          <label className={styles.defaultBox}>
            <input
              type="checkbox"
              checked={values.isDefault}
              onChange={(event) => set('isDefault', event.target.checked)}
              data-testid="address-default"
            />
            {t('buying.address.makeDefault')}
          </label>
        </div>
        <div className={styles.formActions}>
          <button type="button" className={buttons.ghost} onClick={onClose}>
            {t('buying.common.cancel')}
          </button>
          <button type="submit" className={buttons.primary} disabled={save.isPending} data-testid="address-save">
            {save.isPending ? t('buying.common.saving') : t('buying.common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function Row({
  id,
  label,
  required = false,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.formRow}>
      <label htmlFor={id} className={styles.formLabel}>
        {required && <span className={styles.required}>*</span>}
        {label}
      </label>
      {children}
    </div>
  );
}
