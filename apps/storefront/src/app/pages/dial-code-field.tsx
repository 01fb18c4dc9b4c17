import { useEffect, useState } from 'react';
import { CountryPicker } from '../../features/auth/components/country-picker';
import { DEFAULT_DIAL } from '../../features/auth/flag';
import styles from './dial-code-field.module.css';

/**
 * The sign-in feature's country-code picker (flags, search by name or code) for the address form, which stores the
 * code as "+86". The picker also needs the country for the flag; a stored code finds its first country.
 */
export function DialCodeField({ value, onChange }: { value: string; onChange(value: string): void }) {
  const dialCode = value.replace(/^\+/, '') || DEFAULT_DIAL.dialCode;
  const [iso, setIso] = useState(dialCode === DEFAULT_DIAL.dialCode ? DEFAULT_DIAL.iso : '');
  useEffect(() => {
    if (iso) return;
    let live = true;
    void import('../../features/auth/countries').then(({ countryList }) => {
      const match = countryList('en').find((country) => country.dialCode === dialCode);
      if (live && match) setIso(match.iso);
    });
    return () => {
      live = false;
    };
  }, [iso, dialCode]);
  return (
    <div className={styles.box} data-testid="address-dial-code">
      <CountryPicker
        value={{ iso, dialCode }}
        onChange={(choice) => {
          setIso(choice.iso);
          onChange(`+${choice.dialCode}`);
        }}
      />
    </div>
  );
}
