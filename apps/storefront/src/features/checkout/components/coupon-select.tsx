import { useCurrencySymbol } from '../../../lib/currency';
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
}

/** The coupons the server offers for this shop (or the mall), with "no coupon"; only usable ones are offered. */
export function CouponSelect({ offers, value, onChange, label, testId }: Props) {
  const { t } = useTranslation();
  const symbol = useCurrencySymbol();
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
      {offers.map((offer) => (
        <option key={offer.id} value={offer.id}>
          {t('buying.confirm.couponOption', { money: `${symbol}${offer.discount}`, name: offer.name })}
        </option>
      ))}
    </select>
  );
}
