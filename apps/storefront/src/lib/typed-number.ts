import { decimalMarkOf, readTypedNumber, type TypedNumber } from '@mall/contract';
import type { TFunction } from './i18n';

/**
 * A number a shopper typed in a box (a price filter, a quantity), read by the contract's rule that the consoles use
 * too (`readTypedNumber`): a comma or a point as the decimal mark in every language, never a thousands separator, an
 * exponent or more decimals than the box keeps. What cannot be read is told next to the box, in the reader's
 * language, and the box keeps the text to correct it (brief GY: "1,999" in the price filter was cleared without a
 * word, and searched as no bound at all).
 */
export type BoxReading = { value: string } | { message: string };

/** The box's example of a number it takes, with the language's decimal mark ("1999.50", "1999,50"). */
export function exampleNumber(decimals: number, language: string): string {
  return decimals > 0 ? `1999${decimalMarkOf(language)}${'5'.padEnd(decimals, '0')}` : '12';
}

/** Why a typed text is refused, in the reader's language. */
export function typedNumberMessage(
  t: TFunction,
  problem: Exclude<TypedNumber, { decimal: string }>['problem'],
  decimals: number,
  language: string,
): string {
  const example = exampleNumber(decimals, language);
  if (problem === 'grouping') return t('typedNumber.grouping', { example });
  if (decimals === 0) return t('typedNumber.whole', { example });
  if (problem === 'decimals') return t('typedNumber.decimals', { count: decimals, example });
  return t('typedNumber.number', { example });
}

/**
 * The text of a box as the contract's decimal string with at most `decimals` places, or what to tell the reader:
 * `within` says whether the value is inside the box's bounds, `range` words them ("From $0.00 to $999,999.99").
 */
export function readBox(
  t: TFunction,
  text: string,
  box: { decimals: number; language: string; within(value: string): boolean; range(): string },
): BoxReading {
  const reading = readTypedNumber(text, box.decimals, box.language);
  if ('problem' in reading) return { message: typedNumberMessage(t, reading.problem, box.decimals, box.language) };
  return box.within(reading.decimal) ? { value: reading.decimal } : { message: box.range() };
}

/** A decimal string as a box shows it in `language`: its decimal mark ("19,99" in French), no grouping. */
export function boxText(value: string, language: string): string {
  return value.replace('.', decimalMarkOf(language));
}

/**
 * A quantity typed in a stepper: whole digits as a number (the stepper then keeps it within its bounds, as it shows),
 * else what to tell the reader ("1,000", "1.5", "2x" were read as 1000, 15 or 1 without a word).
 */
export function readQuantity(t: TFunction, text: string, language: string): { value: number } | { message: string } {
  const reading = readTypedNumber(text, 0, language);
  if ('problem' in reading) return { message: typedNumberMessage(t, reading.problem, 0, language) };
  return { value: Number(reading.decimal) };
}
