import { Flag } from '../../features/auth/flag';
import { useTranslation } from '../../lib/i18n';
import styles from './dial-code-field.module.css';

/**
 * The phone's dial code in the address form: the address's country decides it (the server checks they agree), so it
 * is shown with the country's flag, not chosen. Before a country is chosen it stays empty.
 */
export function DialCodeField({ value, iso }: { value: string; iso: string }) {
  const { t } = useTranslation();
  return (
    <span className={styles.box} title={t('login.country')} data-testid="address-dial-code">
      {iso && <Flag iso={iso} />}
      <span data-testid="country-code">{value || '+'}</span>
    </span>
  );
}
