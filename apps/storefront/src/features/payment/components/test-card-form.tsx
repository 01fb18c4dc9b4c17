import { TestcardConfirmSchema } from '@mall/contract';
import { type FormEvent, useId, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { BuyingIcon } from '../../../components/ui/buying-icons';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import { useConfirmTestCard } from '../api/confirm-test-card';
import { formatCardNumber, formatCvc, formatExpiry } from '../card-format';
import styles from './payment.module.css';

const FIELD_KEYS: Record<string, string> = {
  cardNumber: 'buying.pay.cardNumberWrong',
  expiry: 'buying.pay.expiryWrong',
  cvc: 'buying.pay.cvcWrong',
  holder: 'buying.pay.holderEmpty',
};

interface Props {
  orderNo: string;
  amount: string;
  disabled: boolean;
  onPaid(): void;
}

/** The offline test provider's card form; a decline is shown here and the shopper can try again. */
export function TestCardForm({ orderNo, amount, disabled, onPaid }: Props) {
  const { t } = useTranslation();
  const ids = { number: useId(), expiry: useId(), cvc: useId(), holder: useId() };
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '', holder: '' });
  const [error, setError] = useState('');
  const confirm = useConfirmTestCard();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const input = { orderNo, ...card, holder: card.holder.trim() };
    const checked = TestcardConfirmSchema.safeParse(input);
    if (!checked.success) {
      const field = String(checked.error.issues[0]?.path[0] ?? '');
      setError(t(FIELD_KEYS[field] ?? 'buying.pay.cardNumberWrong'));
      return;
    }
    confirm.mutate(input, {
      onSuccess: (outcome) => {
        if (outcome.status === 'succeeded') onPaid();
        else setError(outcome.message || t('buying.pay.failed'));
      },
    });
  };

  return (
    <form className={styles.cardForm} onSubmit={submit} noValidate data-testid="test-card-form">
      <div className={styles.field}>
        <label htmlFor={ids.number}>{t('buying.pay.cardNumber')}</label>
        <div className={styles.withIcon}>
          <BuyingIcon name="card" size={18} />
          <input
            id={ids.number}
            className={styles.input}
            value={card.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            onChange={(event) => setCard({ ...card, cardNumber: formatCardNumber(event.target.value) })}
            data-testid="card-number"
          />
        </div>
      </div>
      <div className={styles.fieldPair}>
        <div className={styles.field}>
          <label htmlFor={ids.expiry}>{t('buying.pay.expiry')}</label>
          <input
            id={ids.expiry}
            className={styles.input}
            value={card.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('buying.pay.expiryPlaceholder')}
            onChange={(event) => setCard({ ...card, expiry: formatExpiry(event.target.value, card.expiry) })}
            data-testid="card-expiry"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.cvc}>{t('buying.pay.cvc')}</label>
          <input
            id={ids.cvc}
            className={styles.input}
            value={card.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            onChange={(event) => setCard({ ...card, cvc: formatCvc(event.target.value) })}
            data-testid="card-cvc"
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.holder}>{t('buying.pay.holder')}</label>
        <input
          id={ids.holder}
          className={styles.input}
          value={card.holder}
          maxLength={80}
          autoComplete="cc-name"
          placeholder={t('buying.pay.holderPlaceholder')}
          onChange={(event) => setCard({ ...card, holder: event.target.value })}
          data-testid="card-holder"
        />
      </div>
      {error && (
        <p className={styles.error} role="alert" data-testid="pay-error">
          <BuyingIcon name="alert" size={18} />
          <span>
            <strong>{t('buying.pay.failed')}</strong> {error}
          </span>
        </p>
      )}
      <button
        type="submit"
        className={`${buttons.primary} ${buttons.large} ${styles.paySubmit}`}
        disabled={disabled || confirm.isPending}
        data-testid="pay-submit"
      >
        <BuyingIcon name="lock" size={18} />
        {confirm.isPending ? (
          t('buying.pay.paying')
        ) : (
          <>
            {t('buying.pay.submit')} <Price value={amount} />
          </>
        )}
      </button>
      <p className={styles.hint} data-testid="test-card-hint">
        {t('buying.pay.testHint')}
      </p>
    </form>
  );
}
