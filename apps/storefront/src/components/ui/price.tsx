import { formatMoney } from '@mall/contract';
import { useCurrencySymbol } from '../../lib/currency';
import styles from './price.module.css';

/** Compares two decimal money strings without floating point ("19.90" vs "25.00"). */
export function isHigher(a: string, b: string): boolean {
  const [aw = '0', af = '00'] = a.split('.');
  const [bw = '0', bf = '00'] = b.split('.');
  const whole = Number(aw) - Number(bw);
  return whole !== 0 ? whole > 0 : Number(af.padEnd(2, '0')) > Number(bf.padEnd(2, '0'));
}

/** A price as the store shows it: currency symbol + the decimal string, e.g. "$19.90" (its text reads exactly so). */
export function Price({ value, className, testId }: { value: string; className?: string; testId?: string }) {
  const symbol = useCurrencySymbol();
  const [whole, fraction] = value.split('.');
  return (
    <span className={className ? `${styles.price} ${className}` : styles.price} data-testid={testId}>
      <span className={styles.symbol}>{symbol}</span>
      {whole}
      {fraction !== undefined && <span className={styles.fraction}>.{fraction}</span>}
    </span>
  );
}

/** The struck-through original price, shown only when it is above the selling price. */
export function OriginalPrice({ value, price }: { value: string; price: string }) {
  const symbol = useCurrencySymbol();
  if (!value || !isHigher(value, price)) return null;
  return <del className={styles.original}>{formatMoney(value, symbol)}</del>;
}
