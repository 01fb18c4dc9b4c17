import { isMoneyWithin, type MoneyPart, moneyParts } from '@mall/contract';
import type { ReactNode } from 'react';
import { useCurrencySymbol, useMoney } from '../../lib/currency';
import { useTranslation } from '../../lib/i18n';
import styles from './price.module.css';

/** Compares two decimal money strings without floating point ("19.90" vs "25.00"). */
export function isHigher(a: string, b: string): boolean {
  const [aw = '0', af = '00'] = a.split('.');
  const [bw = '0', bf = '00'] = b.split('.');
  const whole = Number(aw) - Number(bw);
  return whole !== 0 ? whole > 0 : Number(af.padEnd(2, '0')) > Number(bf.padEnd(2, '0'));
}

const ANY_AMOUNT = Number.MAX_SAFE_INTEGER;

/** The parts as the reader's language orders them; text that is no amount reads as the symbol and the text. */
function partsOf(value: string, symbol: string, language: string): MoneyPart[] {
  if (!isMoneyWithin(value, -ANY_AMOUNT, ANY_AMOUNT)) {
    return [
      { type: 'symbol', value: symbol },
      { type: 'integer', value },
    ];
  }
  return moneyParts(value, symbol, language);
}

/**
 * A price as the store shows it, in the reader's language: "$2,319.99" (en), "2 319,99 $" (fr). Its text reads
 * exactly as formatMoney's; the symbol and the decimal mark with the cents are drawn smaller, wherever the language
 * puts them.
 */
export function Price({ value, className, testId }: { value: string; className?: string; testId?: string }) {
  const symbol = useCurrencySymbol();
  const { language } = useTranslation().i18n;
  const out: ReactNode[] = [];
  let cents = '';
  for (const part of partsOf(value, symbol, language)) {
    if (part.type === 'decimal' || part.type === 'fraction') {
      cents += part.value;
      continue;
    }
    if (cents) out.push(<Cents key={out.length} text={cents} />);
    cents = '';
    out.push(
      part.type === 'symbol' ? (
        <span key={out.length} className={styles.symbol}>
          {part.value}
        </span>
      ) : (
        part.value
      ),
    );
  }
  if (cents) out.push(<Cents key={out.length} text={cents} />);
  return (
    <span className={className ? `${styles.price} ${className}` : styles.price} data-testid={testId}>
      {out}
    </span>
  );
}

function Cents({ text }: { text: string }) {
  return <span className={styles.fraction}>{text}</span>;
}

/** The struck-through original price, shown only when it is above the selling price. */
export function OriginalPrice({ value, price }: { value: string; price: string }) {
  const money = useMoney();
  if (!value || !isHigher(value, price)) return null;
  return <del className={styles.original}>{money(value)}</del>;
}
