import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useMostOfOneItem } from '../../../lib/most-of-one-item';
import styles from './cart.module.css';

/** From 1 to the stock, and never past what the cart and checkout take of one item at a time (`most`, audit P3). */
export function clampCartQuantity(value: number, stock: number, most: number): number {
  const max = Math.max(1, Math.min(stock, most));
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(max, Math.floor(value)));
}

interface Props {
  value: number;
  stock: number;
  disabled?: boolean;
  label: string;
  /** The line's product: each line's steppers say whose quantity they change. */
  name: string;
  onChange(quantity: number): void;
}

/** A cart line's quantity, from 1 to its stock and the most of one item; typing commits on blur or Enter. */
export function CartQuantity({ value, stock, disabled = false, label, name, onChange }: Props) {
  const { t } = useTranslation();
  const most = useMostOfOneItem(stock);
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (next: number) => {
    const clamped = clampCartQuantity(next, stock, most);
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        onClick={() => commit(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={t('buying.cart.decreaseOf', { name })}
        data-testid="cart-decrease"
      >
        −
      </button>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onBlur={() => commit(Number(text || value))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(Number(text || value));
        }}
        data-testid="cart-quantity"
      />
      <button
        type="button"
        onClick={() => commit(value + 1)}
        disabled={disabled || value >= Math.min(stock, most)}
        aria-label={t('buying.cart.increaseOf', { name })}
        data-testid="cart-increase"
      >
        +
      </button>
    </div>
  );
}
