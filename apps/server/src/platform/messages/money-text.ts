import { formatMoney } from '@mall/contract';

/** An amount as messages carry it in English: the store's symbol and the amount as an English reader writes it. */
const ENGLISH_AMOUNT = /^(\D*?)\s*(\d{1,3}(?:,\d{3})*\.\d{2})\s*(\D*)$/;

/**
 * An amount of an English message ("$1,234.50", written by `formatMoney(…, 'en')`) as a reader of `locale` writes it
 * ("1 234,50 $"); text that is no such amount stays as it is.
 */
export function moneyIn(text: string, locale: string): string {
  const match = ENGLISH_AMOUNT.exec(text.trim());
  if (!match) return text;
  const symbol = (match[1] || match[3] || '').trim();
  return formatMoney(match[2]!.replace(/,/g, ''), symbol, locale);
}
