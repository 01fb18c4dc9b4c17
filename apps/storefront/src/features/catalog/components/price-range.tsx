import { MAX_MONEY, toCents } from '@mall/contract';
import { type FormEvent, useEffect, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { useTranslation } from '../../../lib/i18n';
import styles from './filters.module.css';

interface Props {
  min: string;
  max: string;
  onApply(min: string, max: string): void;
}

/** Exact decimal text the server takes (0 to MAX_MONEY, two decimals at most); anything else clears the bound. */
const clean = (value: string) => {
  const text = value.trim().replace(/\.$/, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return '';
  return toCents(text) > toCents(MAX_MONEY) ? MAX_MONEY : text;
};

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
    if (a && b && toCents(a) > toCents(b)) [a, b] = [b, a];
    onApply(a, b);
  };

  return (
    <form className={styles.price} onSubmit={onSubmit}>
      <input
        type="number"
        inputMode="decimal"
        min={0}
        max={MAX_MONEY}
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
        max={MAX_MONEY}
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
