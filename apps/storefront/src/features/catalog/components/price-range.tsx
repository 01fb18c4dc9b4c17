import { type FormEvent, useEffect, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { useTranslation } from '../../../lib/i18n';
import styles from './filters.module.css';

interface Props {
  min: string;
  max: string;
  onApply(min: string, max: string): void;
}

const clean = (value: string) => (/^\d+(\.\d{0,2})?$/.test(value.trim()) ? value.trim() : '');

/** Minimum and maximum price; applied with the button or Enter, so typing does not fire requests. */
export function PriceRange({ min, max, onApply }: Props) {
  const { t } = useTranslation();
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);
  useEffect(() => {
    setLow(min);
    setHigh(max);
  }, [min, max]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let a = clean(low);
    let b = clean(high);
    if (a && b && Number(a) > Number(b)) [a, b] = [b, a];
    onApply(a, b);
  };

  return (
    <form className={styles.price} onSubmit={onSubmit}>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={low}
        onChange={(event) => setLow(event.target.value)}
        aria-label={t('search.minPrice')}
        placeholder={t('search.minPrice')}
        data-testid="min-price"
      />
      <span aria-hidden="true">–</span>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={high}
        onChange={(event) => setHigh(event.target.value)}
        aria-label={t('search.maxPrice')}
        placeholder={t('search.maxPrice')}
        data-testid="max-price"
      />
      <button type="submit" className={`${buttons.ghost} ${buttons.small}`} data-testid="price-apply">
        {t('common.ok')}
      </button>
      {(min || max) && (
        <button type="button" className={`${buttons.ghost} ${buttons.small}`} onClick={() => onApply('', '')}>
          {t('common.clear')}
        </button>
      )}
    </form>
  );
}
