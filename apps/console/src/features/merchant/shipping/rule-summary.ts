import type { ShippingTemplate } from '@mall/contract';
import { money } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';

type Rule = ShippingTemplate['rules'][number];

/**
 * A freight rule in words, "$5.00 for the first piece, $1.00 per further 2 pieces": each count takes the plural form
 * of the reader's language (`_one`, `_other`, …), pieces and kilograms alike.
 */
export function ruleSummary(t: TFunction, chargeBy: ShippingTemplate['chargeBy'], rule: Rule): string {
  const first = { count: rule.first, fee: money(rule.firstFee) };
  const further = { count: rule.additional, fee: money(rule.additionalFee) };
  return t('shipping.list.summary.rule', {
    first:
      chargeBy === 'weight' ? t('shipping.list.summary.firstKg', first) : t('shipping.list.summary.firstPieces', first),
    further:
      chargeBy === 'weight'
        ? t('shipping.list.summary.furtherKg', further)
        : t('shipping.list.summary.furtherPieces', further),
  });
}
