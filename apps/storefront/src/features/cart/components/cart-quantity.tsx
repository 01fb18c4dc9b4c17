import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useMostOfOneItem } from '../../../lib/most-of-one-item';
import { useQuantityText } from '../../../lib/quantity-text';
import { readQuantity } from '../../../lib/typed-number';
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

/**
 * A cart line's quantity, from 1 to its stock and the most of one item; typing commits on blur or Enter. A text that
 * is no whole number ("1,000", "1.5") is told beside the stepper and the line keeps its quantity, shown again in the
 * box (brief GY: the box dropped every character but the digits, so "1.5" became 15 without a word).
 */
export function CartQuantity({ value, stock, disabled = false, label, name, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const most = useMostOfOneItem(stock);
  const id = useId();
  const { text, setText, problem, setProblem } = useQuantityText(value);
  const commit = (next: number) => {
    const clamped = clampCartQuantity(next, stock, most);
    setText(String(clamped));
    setProblem('');
    if (clamped !== value) onChange(clamped);
  };
  const commitText = () => {
    if (text.trim() === '') return commit(value);
    const reading = readQuantity(t, text, i18n.language);
    if ('message' in reading) {
      setText(String(value));
      setProblem(reading.message);
      return;
    }
    commit(reading.value);
  };
  return (
    <>
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
          maxLength={12}
          onChange={(event) => {
            setText(event.target.value);
            setProblem('');
          }}
          onBlur={commitText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitText();
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
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
      {problem && (
        <p id={`${id}-problem`} className={styles.quantityProblem} role="alert" data-testid="quantity-problem">
          {problem}
        </p>
      )}
    </>
  );
}
