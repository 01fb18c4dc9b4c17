import { BuyingIcon } from '../../../components/ui/buying-icons';
import { Icon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import type { PayMethod } from '../api/get-pay-methods';
import styles from './confirm.module.css';

interface Props {
  methods: PayMethod[];
  value: string | null;
  onChange(payType: string): void;
}

/** The enabled payment methods as cards; a payment method must be chosen (spec section 5): the only one comes chosen. */
export function PayMethodPicker({ methods, value, onChange }: Props) {
  const { t } = useTranslation();
  // No provider takes payments (production without one): said plainly, never a test card.
  if (methods.length === 0)
    return (
      <p className={styles.payUnavailable} role="alert" data-testid="pay-unavailable">
        <BuyingIcon name="alert" size={18} />
        {t('buying.confirm.payUnavailable')}
      </p>
    );
  return (
    <fieldset className={styles.methods}>
      <legend className="visually-hidden">{t('buying.confirm.payMethod')}</legend>
      {methods.map((method) => {
        const chosen = method.payType === value;
        return (
          <label
            key={method.payType}
            className={chosen ? `${styles.method} ${styles.methodChosen}` : styles.method}
            data-testid={`pay-method-${method.payType}`}
          >
            <input
              type="radio"
              name="payType"
              className="visually-hidden"
              checked={chosen}
              onChange={() => onChange(method.payType)}
            />
            <BuyingIcon name="card" size={22} />
            <span>{method.payType === 'card' ? t('buying.confirm.bankCard') : method.name}</span>
            {chosen && (
              <span className={styles.tick}>
                <Icon name="check" size={12} />
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}
