import { Input, type InputProps } from 'antd';
import { type ChangeEvent, type FocusEvent, useState } from 'react';
import { useLanguage } from '../lib/i18n';
import { type NumberValue, numberText, readNumber, Unreadable } from './number-rules';

type Props = Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  /** How many decimals the box takes: 0 for counts, 2 for money, 3 for kilograms. */
  decimals: number;
  /** Money and weights: the value is the contract's decimal string ("1.50"); else a number. */
  stringMode?: boolean;
  value?: NumberValue;
  onChange?: (value: NumberValue) => void;
};

/**
 * Every number box of the console (money, weights, percentages, counts): reads what is typed as `readNumber` does and
 * hands the form the contract's value, or the typed text as `Unreadable` for the form's rule (`between`) to refuse with
 * its reason. It never rewrites a typing; on leaving the box a value it read is shown in the language's format ("1,5"
 * shows "1,50" in French, "1.50" in English).
 */
export function NumberInput({ decimals, stringMode = false, value, onChange, onBlur, ...props }: Props) {
  const language = useLanguage();
  const [text, setText] = useState(() => numberText(value, decimals, language));
  // What the box last showed a value for: a value from elsewhere (loaded, reset, "apply to all") or another language
  // or precision replaces the text; the box's own value coming back keeps the text as typed.
  const [shown, setShown] = useState({ value, decimals, language });
  if (!same(value, shown.value) || decimals !== shown.decimals || language !== shown.language) {
    setShown({ value, decimals, language });
    setText(numberText(value, decimals, language));
  }

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const next = valueTyped(typed, decimals, stringMode);
    setText(typed);
    setShown({ value: next, decimals, language });
    onChange?.(next);
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    setText(numberText(value, decimals, language));
    onBlur?.(event);
  };

  return (
    <Input
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      status={value instanceof Unreadable ? 'error' : props.status}
      value={text}
      onChange={change}
      onBlur={blur}
    />
  );
}

function valueTyped(typed: string, decimals: number, stringMode: boolean): NumberValue {
  if (typed.trim() === '') return null;
  const reading = readNumber(typed, decimals);
  if ('problem' in reading) return new Unreadable(typed, reading.problem, decimals);
  return stringMode ? reading.decimal : Number(reading.decimal);
}

const same = (a: NumberValue, b: NumberValue) =>
  a === b || ((a === null || a === undefined) && (b === null || b === undefined));
