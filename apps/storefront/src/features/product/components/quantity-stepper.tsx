import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useQuantityText } from '../../../lib/quantity-text';
import { readQuantity } from '../../../lib/typed-number';
import styles from './buy-box.module.css';
import { clampQuantity } from './sku-logic';

interface Props {
  value: number;
  max: number;
  onChange(value: number): void;
}

/**
 * Quantity from 1 to `max`: the stock of the chosen SKU, or less when checkout sells fewer of one item at a time. A
 * whole number typed is taken at once (kept within the bounds, as the box then shows); a text that is no whole number
 * ("1,000", "1.5") is told beside the stepper, and on leaving the box it shows the quantity in use again (brief GY:
 * as a number input it read "1,000" as empty, and leaving it set the quantity to 1 without a word).
 */
export function QuantityStepper({ value, max, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { text, setText, problem, setProblem } = useQuantityText(value);
  const commit = (next: number) => {
    const clamped = clampQuantity(next, max);
    setText(String(clamped));
    setProblem('');
    onChange(clamped);
  };
  /**
   * What the box holds: whole digits are taken as typed; another text is told at once (a separator just typed waits for
   * what follows it), and on leaving the box a text still unread is put back to the quantity in use.
   */
  const read = (raw: string, leaving: boolean) => {
    if (raw.trim() === '') {
      if (leaving) commit(value);
      return;
    }
    if (!leaving && !/^\s*\d+\s*$/.test(raw)) {
      if (!/[.,\s'\u2019]$/.test(raw)) {
        const reading = readQuantity(t, raw, i18n.language);
        if ('message' in reading) setProblem(reading.message);
      }
      return;
    }
    const reading = readQuantity(t, raw, i18n.language);
    if ('value' in reading) return commit(reading.value);
    setProblem(reading.message);
    setText(String(value));
  };
  return (
    <div className={styles.quantityBox}>
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
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem('');
            read(event.target.value, false);
          }}
          onBlur={() => read(text, true)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
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
      {problem && (
        <p id={`${id}-problem`} className={styles.quantityProblem} role="alert" data-testid="quantity-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
