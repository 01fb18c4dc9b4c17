import { isMoneyWithin, MAX_MONEY, MAX_MONEY_CENTS, toCents } from '@mall/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { useMoney } from '../../../lib/currency';
import { useTranslation } from '../../../lib/i18n';
import { type BoxReading, boxText, readBox } from '../../../lib/typed-number';
import styles from './filters.module.css';

interface Props {
  min: string;
  max: string;
  onApply(min: string, max: string): void;
}

/** The price as the address keeps it: the contract's decimal text, without a round amount's ".00". */
const addressText = (decimal: string) => decimal.replace(/\.00$/, '');

/**
 * Minimum and maximum price; applied with the button or Enter, so typing does not fire requests. A box reads a comma
 * or a point as the decimal mark and nothing else (the contract's rule for typed numbers): a price it cannot read
 * ("1,999" with a thousands separator, "19.999") is told beside the boxes in the reader's language, stays in its box
 * to be corrected, and nothing is searched until it is (brief GY: the box was a number input, whose value is empty
 * for such a text, so the bound was dropped without a word).
 */
export function PriceRange({ min, max, onApply }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = useMoney();
  const id = useId();
  const [low, setLow] = useState(() => boxText(min, language));
  const [high, setHigh] = useState(() => boxText(max, language));
  const [problems, setProblems] = useState<{ low?: string; high?: string }>({});
  useEffect(() => {
    setLow(boxText(min, language));
    setHigh(boxText(max, language));
    setProblems({});
  }, [min, max, language]);

  const read = (text: string): BoxReading =>
    text.trim() === ''
      ? { value: '' }
      : readBox(t, text, {
          decimals: 2,
          language,
          within: (value) => isMoneyWithin(value, 0, MAX_MONEY_CENTS),
          range: () => t('typedNumber.range', { min: money('0.00'), max: money(MAX_MONEY) }),
        });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const a = read(low);
    const b = read(high);
    if ('message' in a || 'message' in b) {
      setProblems({ low: 'message' in a ? a.message : undefined, high: 'message' in b ? b.message : undefined });
      return;
    }
    let [from, to] = [a.value, b.value];
    if (from && to && toCents(from) > toCents(to)) [from, to] = [to, from];
    onApply(addressText(from), addressText(to));
  };

  const box = (which: 'low' | 'high') => {
    const problem = problems[which];
    const label = t(which === 'low' ? 'search.minPrice' : 'search.maxPrice');
    return (
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        value={which === 'low' ? low : high}
        onChange={(event) => {
          (which === 'low' ? setLow : setHigh)(event.target.value);
          if (problem) setProblems((now) => ({ ...now, [which]: undefined }));
        }}
        aria-label={label}
        placeholder={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-${which}` : undefined}
        data-testid={which === 'low' ? 'min-price' : 'max-price'}
      />
    );
  };

  return (
    <div className={styles.priceBox}>
      <form className={styles.price} onSubmit={onSubmit} noValidate>
        {box('low')}
        <span aria-hidden="true">–</span>
        {box('high')}
        <button type="submit" className={`${buttons.ghost} ${buttons.small}`} data-testid="price-apply">
          {t('common.ok')}
        </button>
        {(min || max) && (
          <button type="button" className={`${buttons.ghost} ${buttons.small}`} onClick={() => onApply('', '')}>
            {t('common.clear')}
          </button>
        )}
      </form>
      {(['low', 'high'] as const).map((which) =>
        problems[which] ? (
          <p key={which} id={`${id}-${which}`} className={styles.priceError} role="alert" data-testid="price-error">
            {t('typedNumber.field', {
              field: t(which === 'low' ? 'search.minPrice' : 'search.maxPrice'),
              message: problems[which] ?? '',
            })}
          </p>
        ) : null,
      )}
    </div>
  );
}
