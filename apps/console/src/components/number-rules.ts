import type { FormRule } from 'antd';
import type { TFunction } from '../lib/i18n';

/**
 * A number field's bounds as a form rule. The bounds are not given to antd's InputNumber: it rewrites a typed value
 * outside them to the nearest bound when the field loses focus (-1 became 0, 150 % became 100 %), so a slip of the
 * keyboard was saved as another number; a rule refuses it with a message instead.
 */
export function between(t: TFunction, min: number, max: number, message?: string): FormRule {
  const text = message ?? t('common.numbers.between', { min, max });
  // A validator rather than `type: 'number'`: money and weights are held as strings (stringMode).
  return {
    validator: async (_rule, value: unknown) => {
      if (value === null || value === undefined || value === '') return;
      if (!isBetween(Number(value), min, max)) throw new Error(text);
    },
  };
}

/** The same check for a number held outside a form (a standalone setting): whether it may be saved. */
export const isBetween = (value: number | null | undefined, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
