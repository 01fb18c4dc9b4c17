import { toCents } from '@mall/contract';
import { useMoney } from '../../../lib/currency';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

/** What every coupon shows, whichever list it comes from. */
export interface CouponTerms {
  name: string;
  merId: number;
  merName: string;
  useType: number;
  money: string;
  minSpend: string;
  categoryName: string;
}

const KIND_KEYS: Record<number, string> = { 1: 'general', 2: 'goods', 3: 'category' };

/** The coupon's texts in the shopper's language: its badge, condition, scope and validity. */
export function useCouponText() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const date = (iso: string) => formatDate(iso, i18n.language);
  return {
    badge: (c: CouponTerms) =>
      c.useType === 1
        ? t(c.merId === 0 ? 'coupons.badge.mall' : 'coupons.badge.shop')
        : t(`coupons.badge.${KIND_KEYS[c.useType]}`),
    condition: (c: CouponTerms) =>
      toCents(c.minSpend) > 0 ? t('coupons.minSpend', { money: money(c.minSpend) }) : t('coupons.noMinimum'),
    scope: (c: CouponTerms) => {
      const mall = c.merId === 0;
      if (c.useType === 2)
        return mall ? t('coupons.scope.mallGoods') : t('coupons.scope.shopGoods', { shop: c.merName });
      if (c.useType === 3) {
        return mall
          ? t('coupons.scope.mallCategory', { category: c.categoryName })
          : t('coupons.scope.shopCategory', { category: c.categoryName, shop: c.merName });
      }
      return mall ? t('coupons.scope.mall') : t('coupons.scope.shop', { shop: c.merName });
    },
    /** An offer: days after receiving, or fixed dates. */
    offerValidity: (c: { validDays: number | null; validFrom: string | null; validTo: string | null }) => {
      if (c.validDays !== null) return t('coupons.validDays', { count: c.validDays });
      if (c.validFrom && c.validTo) return t('coupons.validRange', { from: date(c.validFrom), to: date(c.validTo) });
      return '';
    },
    /** Why a coupon in hand is not usable now while it may still be (audit FL6): not started yet, its shop suspended. */
    heldNote: (c: { status: string; validFrom: string }) => {
      if (c.status === 'notStarted') return t('coupons.usableFrom', { date: date(c.validFrom) });
      if (c.status === 'shopSuspended') return t('coupons.shopSuspendedNote');
      return undefined;
    },
    /** A coupon in hand: its own dates. */
    heldValidity: (c: { validFrom: string; validTo: string }) =>
      Date.parse(c.validFrom) > Date.now()
        ? t('coupons.validRange', { from: date(c.validFrom), to: date(c.validTo) })
        : t('coupons.validUntil', { date: date(c.validTo) }),
  };
}
