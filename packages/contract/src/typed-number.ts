import { numberFormat } from './money';

/**
 * How a number typed by a person in a box is read, in the consoles and the storefront alike (audits W1, GU2): digits
 * with at most one decimal separator, a comma or a point in every language (a French reader writes "1,5"; one on an
 * English keyboard types "1.5" in French too), then at most the box's decimals. Nothing else is read: no thousands
 * separators ("1 999", "12,345" would be 12.345), exponents or plus signs, and never more decimals than the box keeps.
 * A box holding a text it cannot read says why (`problem`) and keeps the text: never a number made up from it, never
 * the text silently dropped.
 */
export type TypedNumberProblem = 'number' | 'decimals' | 'grouping';
export type TypedNumber = { decimal: string } | { problem: TypedNumberProblem };

const TYPED = /^(-?)(\d*)(?:[.,](\d*))?$/;

/** Digits in groups of three after a thousands separator: a comma, a point, a space or an apostrophe. */
const GROUPED = /^-?\d{1,3}(?:[.,\s\u00a0\u202f'\u2019]\d{3})+(?:[.,]\d*)?$/;

/** The language's thousands separator: "," in English and Thai, "." in Spanish and Lao, a narrow space in French. */
export function groupMarkOf(language: string): string {
  return (
    numberFormat(language, { useGrouping: true })
      .formatToParts(12345)
      .find((part) => part.type === 'group')?.value ?? ','
  );
}

/** The language's decimal mark: "1,50" in French, "1.50" in English. */
export function decimalMarkOf(language: string): string {
  return (
    numberFormat(language)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/**
 * Whether the text writes thousands separators (audit GU2: "1,999" in a Thai price box was told "at most 2 decimals"):
 * two separators or more ("1,999.50", "1.999.000"), a space or an apostrophe ("1 999", "1'999"), or the language's own
 * thousands separator before three digits in a box that keeps fewer decimals ("1,999" in Thai or English, "1.999" in
 * Spanish). The language's decimal mark before three digits ("12,345" in French) stays a decimal one, refused as too
 * many decimals. Never read as a thousand: the same keys mean a decimal mark in the next language, so the box asks.
 */
function grouped(text: string, decimals: number, language: string): boolean {
  if (!GROUPED.test(text)) return false;
  const separators = text.match(/[.,\s\u00a0\u202f'\u2019]/g) ?? [];
  if (separators.length > 1 || /[\s\u00a0\u202f'\u2019]/.test(text)) return true;
  return decimals < 3 && separators[0] === groupMarkOf(language);
}

/** The typed text as the contract's decimal string ("1,5" -> "1.50" in a box of two decimals), or why it is not one. */
export function readTypedNumber(text: string, decimals: number, language: string): TypedNumber {
  if (grouped(text.trim(), decimals, language)) return { problem: 'grouping' };
  const match = TYPED.exec(text.trim());
  if (!match) return { problem: 'number' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return { problem: 'number' };
  if (fraction.length > decimals) return { problem: 'decimals' };
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const digits = decimals > 0 ? `${integer}.${fraction.padEnd(decimals, '0')}` : integer;
  // "-0" is 0: a sign only where there is something to sign.
  return { decimal: /[1-9]/.test(digits) ? `${sign}${digits}` : digits };
}
