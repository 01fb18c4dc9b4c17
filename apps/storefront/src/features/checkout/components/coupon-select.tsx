import { toCents } from '@mall/contract';
import { useMoney } from '../../../lib/currency';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { PreOrderShop } from '../api/load-pre-order';
import styles from './confirm.module.css';

export type CouponOffer = PreOrderShop['coupons'][number];

interface Props {
  offers: CouponOffer[];
  value: number | null;
  onChange(id: number | null): void;
  label: string;
  testId: string;
  /** The mall's select: a coupon that takes nothing next to the chosen shop coupons is greyed, saying why. */
  mall?: boolean;
}

/** The coupons the server offers for this shop (or the mall), with "no coupon"; only usable ones are offered. */
export function CouponSelect({ offers, value, onChange, label, testId, mall = false }: Props) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  if (offers.length === 0) return <span className={styles.muted}>{t('buying.confirm.noCoupons')}</span>;
  return (
    <select
      className={styles.couponSelect}
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      data-testid={testId}
    >
      <option value="">{t('buying.confirm.noCoupon')}</option>
      {offers.map((offer) => {
        const nothing = mall && toCents(offer.discount) === 0;
        return (
          <option key={offer.id} value={offer.id} disabled={nothing && offer.id !== value}>
            {/* Two coupons of the same name and amount are told apart by their expiry. */}
            {nothing
              ? // The mall pays nothing for a shop buying from itself: said as such (audit CH2).
                t(offer.reason === 'ownShop' ? 'buying.confirm.couponOwnShop' : 'buying.confirm.couponTakesNothing', {
                  name: offer.name,
                  date: formatDate(offer.validTo, i18n.language),
                })
              : t('buying.confirm.couponOptionUntil', {
                  money: money(offer.discount),
                  name: offer.name,
                  date: formatDate(offer.validTo, i18n.language),
                })}
          </option>
        );
      })}
    </select>
  );
}
