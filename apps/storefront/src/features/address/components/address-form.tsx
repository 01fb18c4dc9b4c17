import { ADDRESS_TEXT_MAX, cutToChars } from '@mall/contract';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/i18n';
import { showToast, useFormToasts } from '../../../lib/toast';
import {
  type AddressField,
  addressProblems,
  defaultCountry,
  exampleOf,
  guessCountry,
  type Problem,
  placeProblems,
} from '../address-rules';
import type { Address } from '../api/get-addresses';
import { useCountries, useRegions } from '../api/get-countries';
import { type AddressInput, useSaveAddress } from '../api/save-address';
import styles from './address.module.css';
import { englishName, SearchSelect, type SelectOption } from './search-select';

/**
 * The phone's dial code beside the number, drawn by the app (with the sign-in feature's flags). It follows the
 * address's country (`iso`); the server checks that they agree.
 */
export type DialCodeSlot = (props: { value: string; iso: string }) => ReactNode;

interface Props {
  /** The address to change; none to add one. */
  address?: Address;
  /** The first address of a book becomes the default anyway; the box starts ticked then. */
  firstAddress?: boolean;
  renderDialCode: DialCodeSlot;
  onSaved(id: number): void;
  onClose(): void;
}

/** The form's fields, in the order they stand: the first wrong one takes focus. */
const FIELDS = ['name', 'country', 'region', 'city', 'detail', 'post', 'phone', 'email'] as const;
type FormField = (typeof FIELDS)[number];

/** Where the form shows each checked value's problem (the dial code's under the phone). */
const FIELD_OF: Record<AddressField, FormField> = {
  realName: 'name',
  detail: 'detail',
  postCode: 'post',
  phone: 'phone',
  countryCode: 'phone',
  email: 'email',
  country: 'country',
  regionCode: 'region',
  region: 'region',
  city: 'city',
};

const blank = (isDefault: boolean): AddressInput => ({
  realName: '',
  email: '',
  country: '',
  regionCode: '',
  region: '',
  city: '',
  detail: '',
  postCode: '',
  countryCode: '',
  phone: '',
  isDefault,
});

const valuesOf = (address: Address): AddressInput => ({
  realName: address.realName,
  email: address.email,
  // An older free-text country is shown as a note and chosen again from the list.
  country: address.structured === false ? '' : address.country,
  regionCode: address.regionCode ?? '',
  region: address.region ?? '',
  city: address.city ?? '',
  detail: address.detail,
  postCode: address.postCode,
  countryCode: address.countryCode,
  phone: address.phone,
  isDefault: address.isDefault,
});

/**
 * Add or edit an address in a dialog: the country from the mall's list (names in the reader's language), then its
 * province or state and city where we know them; the post code is checked against the country's form and the phone's
 * dial code follows the country. The browser checks with the server's rules before sending.
 */
export function AddressForm({ address, firstAddress = false, renderDialCode, onSaved, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const ids = {
    name: useId(),
    phone: useId(),
    email: useId(),
    country: useId(),
    region: useId(),
    city: useId(),
    detail: useId(),
    post: useId(),
  };
  const [values, setValues] = useState<AddressInput>(() => (address ? valuesOf(address) : blank(firstAddress)));
  const [postTouched, setPostTouched] = useState(false);
  // The problems the last save found, each shown under its field until that field changes.
  const [errors, setErrors] = useState<Partial<Record<FormField, Problem>>>({});
  // The toast naming the first wrong field goes with its message, and when a later save passes (walk GP7).
  const toasts = useFormToasts();
  const fixed = (...fields: FormField[]) => {
    toasts.fixed(...fields);
    setErrors((current) =>
      fields.some((field) => current[field])
        ? Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as FormField)))
        : current,
    );
  };
  const countries = useCountries();
  const served = useMemo(() => (countries.data ?? []).filter((country) => country.served), [countries.data]);
  const country = served.find((candidate) => candidate.code === values.country);
  const regions = useRegions(country);
  const region = regions.data?.find((candidate) => candidate.code === values.regionCode);
  const cities = region?.children ?? [];
  const save = useSaveAddress();
  const set = <K extends keyof AddressInput>(key: K, value: AddressInput[K]) => {
    if (key !== 'isDefault') fixed(FIELD_OF[key as AddressField]);
    setValues((current) => ({ ...current, [key]: value }));
  };
  const oldCountry = address?.structured === false ? address.country : '';

  // A new address starts in the country of the shopper's language; an older one in the country its text names.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !countries.data) return;
    started.current = true;
    if (values.country) return;
    const code = oldCountry ? guessCountry(oldCountry, countries.data) : defaultCountry(i18n.language, countries.data);
    const found = countries.data.find((candidate) => candidate.code === code);
    if (!found) return;
    setValues((current) => ({ ...current, country: found.code, countryCode: found.dialCode || current.countryCode }));
  }, [countries.data, values.country, oldCountry, i18n.language]);

  const chooseCountry = (code: string) => {
    const next = served.find((candidate) => candidate.code === code);
    fixed('country', 'region', 'city', 'phone');
    setValues((current) =>
      current.country === code
        ? current
        : {
            ...current,
            country: code,
            regionCode: '',
            region: '',
            city: '',
            // The phone's dial code follows the country.
            countryCode: next?.dialCode || current.countryCode,
          },
    );
  };
  const chooseRegion = (code: string) => {
    const next = regions.data?.find((candidate) => candidate.code === code);
    fixed('region', 'city');
    setValues((current) => ({ ...current, regionCode: code, region: next?.name ?? '', city: '' }));
  };

  const countryOptions = useMemo<SelectOption[] | undefined>(
    () =>
      countries.data
        ? served.map((candidate) => ({
            value: candidate.code,
            label: candidate.name,
            hint: candidate.dialCode,
            keywords: `${candidate.code} ${englishName(candidate.code)}`,
          }))
        : undefined,
    [countries.data, served],
  );
  const regionOptions = regions.data?.map((candidate) => ({ value: candidate.code, label: candidate.name }));
  const cityOptions = cities.map((candidate) => ({ value: candidate.name, label: candidate.name }));

  const example = country ? country.postCodeExample || exampleOf(country.postCodePattern) : '';
  // The post code's form, and the province it belongs to where the country's codes say (audit AN6), as it is typed.
  const postProblem = country ? placeProblems(values, country, country.hasRegions ? regions.data : []).postCode : null;
  const postMessage = postProblem ? t(postProblem.key, postProblem.values) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Every wrong field at once, each marked with its message, and focus on the first; the toast names it too.
    const found: Partial<Record<FormField, Problem>> = {};
    const checked = addressProblems(values);
    for (const [field, key] of Object.entries(checked ?? {})) found[FIELD_OF[field as AddressField]] ??= { key };
    const place = placeProblems(values, country, country?.hasRegions ? regions.data : []);
    for (const [field, problem] of Object.entries(place)) found[FIELD_OF[field as AddressField]] ??= problem;
    const first = FIELDS.find((field) => found[field]);
    if (first || checked) {
      setErrors(found);
      setPostTouched(true);
      const problem = first ? found[first] : undefined;
      toasts.refuse(problem ? t(problem.key, problem.values) : t('buying.address.invalid'), first);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    toasts.clear();
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
    ) as AddressInput;
    // An edit names the version it loaded: an address changed since (another tab) is refused, never overwritten.
    save.mutate(address ? { ...trimmed, id: address.id, version: address.version } : trimmed, {
      onSuccess: ({ id }) => {
        showToast(t('buying.address.saved'), 'success');
        onSaved(id);
      },
    });
  };

  const errorId = (field: FormField) => `${ids[field]}-error`;
  const errorText = (field: FormField) => {
    const problem = errors[field];
    return problem ? t(problem.key, problem.values) : '';
  };
  // The post code's form is told as it is typed (after the first blur), the rest after a save.
  const postError = errorText('post') || (postTouched ? postMessage : '');
  /** The message under a wrong field, tied to it by aria-describedby. */
  const errorNote = (field: FormField) =>
    errors[field] ? (
      <span id={errorId(field)} className={styles.fieldError} data-testid={`address-${field}-error`}>
        {errorText(field)}
      </span>
    ) : null;
  const marks = (field: FormField) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};

  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.dialog} testId="address-form">
      <h2 id={titleId} className={styles.dialogTitle}>
        {address ? t('buying.address.editTitle') : t('buying.address.addTitle')}
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Row id={ids.name} label={t('buying.address.name')} required note={errorNote('name')}>
          <input
            id={ids.name}
            {...marks('name')}
            className={styles.input}
            value={values.realName}
            autoComplete="name"
            placeholder={t('buying.address.namePlaceholder')}
            onChange={(event) => set('realName', cutToChars(event.target.value, ADDRESS_TEXT_MAX.realName))}
            data-testid="address-name"
          />
        </Row>
        <Row
          id={ids.country}
          label={t('buying.address.country')}
          required
          note={
            errorNote('country') ??
            (oldCountry ? (
              <span className={styles.fieldNote} data-testid="address-old-country">
                {t('shipping.address.oldCountry', { text: oldCountry })}
              </span>
            ) : null)
          }
        >
          <SearchSelect
            id={ids.country}
            options={countryOptions}
            value={values.country}
            onChange={chooseCountry}
            label={t('buying.address.country')}
            placeholder={t('shipping.address.countryChoose')}
            searchPlaceholder={t('shipping.address.countrySearch')}
            emptyText={t('shipping.address.noMatch')}
            loadingText={t('shipping.address.loading')}
            testId="address-country"
            invalid={Boolean(errors.country)}
            describedBy={errors.country ? errorId('country') : undefined}
          />
        </Row>
        {country?.hasRegions && (
          <Row
            id={ids.region}
            label={t('shipping.address.region')}
            required
            note={errorNote('region') ?? errorNote('city')}
          >
            <div className={styles.pair}>
              <SearchSelect
                id={ids.region}
                options={regionOptions}
                value={values.regionCode}
                onChange={chooseRegion}
                label={t('shipping.address.region')}
                placeholder={t('shipping.address.regionChoose')}
                searchPlaceholder={t('shipping.address.search')}
                emptyText={t('shipping.address.noMatch')}
                loadingText={t('shipping.address.loading')}
                testId="address-region"
                invalid={Boolean(errors.region)}
                describedBy={errors.region ? errorId('region') : undefined}
              />
              {cities.length > 0 ? (
                <SearchSelect
                  id={ids.city}
                  options={cityOptions}
                  value={values.city}
                  onChange={(name) => set('city', name)}
                  label={t('shipping.address.city')}
                  placeholder={t('shipping.address.cityChoose')}
                  searchPlaceholder={t('shipping.address.search')}
                  emptyText={t('shipping.address.noMatch')}
                  loadingText={t('shipping.address.loading')}
                  testId="address-city"
                  invalid={Boolean(errors.city)}
                  describedBy={errors.city ? errorId('city') : undefined}
                />
              ) : (
                <input
                  id={ids.city}
                  {...marks('city')}
                  className={styles.input}
                  value={values.city}
                  autoComplete="address-level2"
                  aria-label={t('shipping.address.city')}
                  placeholder={t('shipping.address.cityPlaceholder')}
                  onChange={(event) => set('city', cutToChars(event.target.value, ADDRESS_TEXT_MAX.city))}
                  data-testid="address-city-text"
                />
              )}
            </div>
          </Row>
        )}
        {country && !country.hasRegions && (
          <Row id={ids.city} label={t('shipping.address.city')} note={errorNote('city')}>
            <input
              id={ids.city}
              {...marks('city')}
              className={styles.input}
              value={values.city}
              autoComplete="address-level2"
              placeholder={t('shipping.address.cityPlaceholder')}
              onChange={(event) => set('city', cutToChars(event.target.value, ADDRESS_TEXT_MAX.city))}
              data-testid="address-city-text"
            />
          </Row>
        )}
        <Row id={ids.detail} label={t('buying.address.detail')} required note={errorNote('detail')}>
          <textarea
            id={ids.detail}
            {...marks('detail')}
            className={`${styles.input} ${styles.textarea}`}
            value={values.detail}
            rows={3}
            autoComplete="street-address"
            placeholder={t('buying.address.detailPlaceholder')}
            onChange={(event) => set('detail', cutToChars(event.target.value, ADDRESS_TEXT_MAX.detail))}
            data-testid="address-detail"
          />
        </Row>
        <Row
          id={ids.post}
          label={t('buying.address.postCode')}
          required
          note={
            postError ? (
              <span
                id={errorId('post')}
                className={styles.fieldError}
                role={errors.post ? undefined : 'alert'}
                data-testid="address-postcode-error"
              >
                {postError}
              </span>
            ) : null
          }
        >
          <input
            id={ids.post}
            className={`${styles.input} ${styles.short}`}
            value={values.postCode}
            autoComplete="postal-code"
            aria-invalid={postError ? true : undefined}
            aria-describedby={postError ? errorId('post') : undefined}
            placeholder={
              example ? t('shipping.address.postCodeExample', { example }) : t('buying.address.postCodePlaceholder')
            }
            onChange={(event) => set('postCode', cutToChars(event.target.value, ADDRESS_TEXT_MAX.postCode))}
            onBlur={() => setPostTouched(true)}
            data-testid="address-postcode"
          />
        </Row>
        <Row id={ids.phone} label={t('buying.address.phone')} required note={errorNote('phone')}>
          <div className={styles.phone}>
            {renderDialCode({ value: values.countryCode, iso: values.country })}
            <input
              id={ids.phone}
              {...marks('phone')}
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
        <Row id={ids.email} label={t('buying.address.email')} note={errorNote('email')}>
          <input
            id={ids.email}
            {...marks('email')}
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
  note,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.formRow}>
      <label htmlFor={id} className={styles.formLabel}>
        {required && <span className={styles.required}>*</span>}
        {label}
      </label>
      {children}
      {note && (
        <>
          <span />
          {note}
        </>
      )}
    </div>
  );
}
