import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { BuyingIcon } from '../../../components/ui/buying-icons';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import { loadStripeJs, type StripeCardElement, type StripeInstance } from '../stripe-js';
import styles from './payment.module.css';

interface Props {
  publishableKey: string;
  clientSecret: string;
  amount: string;
  disabled: boolean;
  onPaid(): void;
}

/**
 * Stripe's card element (its own iframe: the card never touches this page). The order is marked paid by Stripe's
 * signed webhook; the result page waits for it.
 */
export function StripeCardForm({ publishableKey, clientSecret, amount, disabled, onPaid }: Props) {
  const { t, i18n } = useTranslation();
  const holderId = useId();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ instance: StripeInstance; card: StripeCardElement } | null>(null);
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [holder, setHolder] = useState('');
  const [error, setError] = useState('');
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let live = true;
    loadStripeJs()
      .then((factory) => {
        if (!live || !mountPoint.current) return;
        const instance = factory(publishableKey);
        const card = instance.elements({ locale: i18n.language }).create('card', {
          hidePostalCode: true,
          style: { base: { fontSize: '15px', color: '#222', '::placeholder': { color: '#aaa' } } },
        });
        card.mount(mountPoint.current);
        card.on('change', (event) => setError(event.error?.message ?? ''));
        stripe.current = { instance, card };
        setReady(true);
      })
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
      stripe.current?.card.destroy();
      stripe.current = null;
    };
  }, [publishableKey, i18n.language]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe.current) return;
    if (!holder.trim()) {
      setError(t('buying.pay.holderEmpty'));
      return;
    }
    setError('');
    setPaying(true);
    try {
      const { instance, card } = stripe.current;
      const result = await instance.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: holder.trim() } },
      });
      if (result.error) setError(result.error.message ?? t('buying.pay.failed'));
      else onPaid();
    } catch {
      setError(t('buying.pay.failed'));
    } finally {
      setPaying(false);
    }
  };

  if (loadFailed)
    return (
      <p className={styles.error} role="alert" data-testid="pay-error">
        <BuyingIcon name="alert" size={18} />
        {t('buying.pay.providerFailed')}
      </p>
    );

  return (
    <form className={styles.cardForm} onSubmit={(event) => void submit(event)} noValidate data-testid="stripe-form">
      <div className={styles.field}>
        <span>{t('buying.pay.cardDetails')}</span>
        <div ref={mountPoint} className={`${styles.input} ${styles.stripeMount}`} data-testid="stripe-card" />
        {!ready && <span className={styles.hint}>{t('buying.pay.loadingProvider')}</span>}
      </div>
      <div className={styles.field}>
        <label htmlFor={holderId}>{t('buying.pay.holder')}</label>
        <input
          id={holderId}
          className={styles.input}
          value={holder}
          maxLength={80}
          autoComplete="cc-name"
          placeholder={t('buying.pay.holderPlaceholder')}
          onChange={(event) => setHolder(event.target.value)}
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
        disabled={disabled || !ready || paying}
        data-testid="pay-submit"
      >
        <BuyingIcon name="lock" size={18} />
        {paying ? (
          t('buying.pay.paying')
        ) : (
          <>
            {t('buying.pay.submit')} <Price value={amount} />
          </>
        )}
      </button>
    </form>
  );
}
