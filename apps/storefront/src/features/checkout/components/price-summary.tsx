import { toCents } from '@mall/contract';
import type { ReactNode } from 'react';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import type { OrderPrice } from '../api/compute-price';
import styles from './confirm.module.css';

interface Props {
  price: OrderPrice | undefined;
  pieces: number;
  updating: boolean;
  shipTo: ReactNode;
  submit: ReactNode;
}

/** The server's figures: goods, freight, coupon and points deductions, and the amount to pay. */
export function PriceSummary({ price, pieces, updating, shipTo, submit }: Props) {
  const { t } = useTranslation();
  const deduction = (value: string | undefined) =>
    value && toCents(value) > 0 ? (
      <span className={styles.deduct}>
        −<Price value={value} />
      </span>
    ) : (
      <Price value="0.00" />
    );
  return (
    <section className={styles.summary} aria-busy={updating} data-testid="price-summary">
      <dl className={styles.figures}>
        <dt>{t('buying.confirm.goodsTotal', { count: pieces })}</dt>
        <dd data-testid="price-goods">{price ? <Price value={price.proTotalFee} /> : '—'}</dd>
        <dt>{t('buying.confirm.freight')}</dt>
        <dd data-testid="price-freight">{price ? <Price value={price.freightFee} /> : '—'}</dd>
        <dt>{t('buying.confirm.couponFee')}</dt>
        <dd>{deduction(price?.couponFee)}</dd>
        <dt>{t('buying.confirm.pointsFee')}</dt>
        <dd>{deduction(price?.pointsFee)}</dd>
      </dl>
      <div className={styles.payLine}>
        <span>{t('buying.confirm.payable')}</span>
        {price ? <Price value={price.payFee} className={styles.payFee} testId="price-pay" /> : '—'}
      </div>
      {shipTo}
      <div className={styles.submitRow}>{submit}</div>
    </section>
  );
}
