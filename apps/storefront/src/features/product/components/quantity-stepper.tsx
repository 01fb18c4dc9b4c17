import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import styles from './buy-box.module.css';
import { clampQuantity } from './sku-logic';

interface Props {
  value: number;
  max: number;
  onChange(value: number): void;
}

/** Quantity from 1 to `max`: the stock of the chosen SKU, or less when checkout sells fewer of one item at a time. */
export function QuantityStepper({ value, max, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const next = clampQuantity(Number(raw), max);
    setText(String(next));
    onChange(next);
  };
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        onClick={() => onChange(clampQuantity(value - 1, max))}
        disabled={value <= 1}
        aria-label={t('product.decrease')}
      >
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        {t('product.quantity')}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value !== '') commit(event.target.value);
        }}
        onBlur={() => commit(text)}
        data-testid="quantity-input"
      />
      <button
        type="button"
        onClick={() => onChange(clampQuantity(value + 1, max))}
        disabled={value >= max}
        aria-label={t('product.increase')}
      >
        +
      </button>
    </div>
  );
}
