import {
  decimalMarkOf,
  groupMarkOf,
  numberFormat,
  readTypedNumber,
  type TypedNumber,
  type TypedNumberProblem,
} from '@mall/contract';
import type { FormRule } from 'antd';
import { currentLanguage, type TFunction } from '../lib/i18n';

/**
 * How the console reads a number typed in a box (audit W1): digits with at most one decimal separator, a comma or a
 * point in every language (a French merchant writes "1,5"; one on an English keyboard types "1.5" in French too), then
 * at most the box's decimals. Nothing else is read: no thousands separators ("1 999", "12,345" would be 12.345),
 * exponents or plus signs, and never more decimals than the box keeps; a thousands separator is told as such. antd's
 * InputNumber dropped the comma (1,5 became 15) and rounded to its precision (1.999 became 2.00) without a word; a box
 * holding such a text refuses it instead. The reading itself is the contract's (`readTypedNumber`, the storefront's too).
 */
export type Problem = TypedNumberProblem;
export type Reading = TypedNumber;

/** The language's thousands separator: "," in English and Thai, "." in Spanish, a narrow space in French. */
export const groupMark = (language: string = currentLanguage()): string => groupMarkOf(language);

/**
 * The typed text as the contract's decimal string ("1,5" -> "1.50" in a box of two decimals), or why it is not one;
 * the rule is the contract's (`readTypedNumber`), shared with the storefront's boxes, read in the console's language.
 */
export const readNumber = (text: string, decimals: number, language: string = currentLanguage()): Reading =>
  readTypedNumber(text, decimals, language);

/**
 * A text a number box could not read, held as the field's value so that the form refuses it with its reason and the
 * box keeps showing what was typed (never a number made up from it).
 */
export class Unreadable {
  constructor(
    readonly text: string,
    readonly problem: Problem,
    readonly decimals: number,
  ) {}
}

/** What a number box holds: a number, the contract's decimal string (money, weights), nothing, or an unreadable text. */
export type NumberValue = number | string | Unreadable | null | undefined;

/** The language's decimal mark: a box shows "1,50" in French, "1.50" in English. */
export const decimalMark = (language: string = currentLanguage()): string => decimalMarkOf(language);

/**
 * A value as its box shows it in `language`: the language's decimal mark, the box's decimals, no grouping (a box
 * reads no thousands separators, so it shows none).
 */
export function numberText(value: NumberValue, decimals: number, language: string = currentLanguage()): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Unreadable) return value.text;
  const [whole = '', fraction = ''] = String(value).split('.');
  const padded = fraction.padEnd(decimals, '0');
  return padded ? `${whole}${decimalMark(language)}${padded}` : whole;
}

/** Why a box's text is refused, in the console's language, with an example that passes. */
export function unreadableMessage(t: TFunction, value: Unreadable): string {
  if (value.problem === 'grouping') {
    const cents = value.decimals > 0 ? `${decimalMark()}${'5'.padEnd(value.decimals, '0')}` : '';
    return t('common.numberWriting.grouping', { example: `1999${cents}` });
  }
  if (value.decimals === 0) return t('common.numbers.whole');
  if (value.problem === 'decimals') return t('common.numbers.decimals', { count: value.decimals });
  return t('common.numbers.decimal', { example: `12${decimalMark()}5` });
}

/** Bounds as the console's language writes numbers ("De 0 à 999 999,99"). */
const bound = (value: number) => numberFormat(currentLanguage(), { maximumFractionDigits: 3 }).format(value);

/**
 * What is wrong with a number box's value, in words (null when nothing is): a text it could not read, or a number
 * outside its bounds. For a box outside a form (a standalone setting); a form item takes `between`.
 */
export function numberProblem(
  t: TFunction,
  value: NumberValue,
  min: number,
  max: number,
  message?: string,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Unreadable) return unreadableMessage(t, value);
  if (isBetween(Number(value), min, max)) return null;
  return message ?? t('common.numbers.between', { min: bound(min), max: bound(max) });
}

/**
 * A number field's bounds as a form rule, which also refuses a text its box could not read. The bounds are not given
 * to antd's InputNumber: it rewrites a typed value outside them to the nearest bound when the field loses focus (-1
 * became 0, 150 % became 100 %), so a slip of the keyboard was saved as another number; a rule refuses it with a
 * message instead.
 */
export function between(t: TFunction, min: number, max: number, message?: string): FormRule {
  return {
    validator: async (_rule, value: NumberValue) => {
      const problem = numberProblem(t, value, min, max, message);
      if (problem) throw new Error(problem);
    },
  };
}

/** The same check for a number held outside a form (a standalone setting): whether it may be saved. */
export const isBetween = (value: NumberValue, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
