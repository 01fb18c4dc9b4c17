import { toCents } from '@mall/contract';
import { useId, useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { useSignedIn } from '../../../lib/auth-token';
import { useMoney } from '../../../lib/currency';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { type Coupon, useCoupons } from '../api/get-coupons';
import styles from './coupon-strip.module.css';
import ticketStyles from './coupon-ticket.module.css';
import { OfferTicket } from './offer-ticket';

const SHOWN = 2;

/** "30.00" reads "30" on a chip; "2.50" stays. */
const SHORT = { short: true };

/**
 * The goods detail's coupon row: the coupons that apply to this product (its shop's, its own, its category's and the
 * mall's) as chips, and a dialog to receive them. Nothing shows when there are none.
 */
export function CouponStrip({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const signedIn = useSignedIn();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const query = useCoupons({ productId, limit: 50 }, signedIn);
  const coupons = query.data?.list ?? [];
  if (coupons.length === 0) return null;
  const chip = (c: Coupon) =>
    toCents(c.minSpend) > 0
      ? t('coupons.chip', { money: money(c.money, SHORT), min: money(c.minSpend, SHORT) })
      : t('coupons.chipNoMin', { money: money(c.money, SHORT) });
  return (
    <div className={styles.strip} data-testid="coupon-strip">
      <span className={styles.label}>{t('coupons.strip.label')}</span>
      <ul className={styles.chips}>
        {coupons.slice(0, SHOWN).map((c) => {
          const source = c.merId === 0 ? t('coupons.badge.mall') : c.merName;
          const scope =
            c.useType === 3 && c.categoryName
              ? c.categoryName
              : t(c.useType === 2 ? 'coupons.chipScope.goods' : 'coupons.chipScope.all');
          const until = c.validTo ? t('coupons.validUntil', { date: formatDate(c.validTo, i18n.language) }) : '';
          return (
            <li
              key={c.id}
              className={c.received ? `${styles.chip} ${styles.held}` : styles.chip}
              // A shortened shop or scope is still read whole on hover (audit AX5).
              title={[source, scope, chip(c), until].filter(Boolean).join(' · ')}
              data-testid="coupon-chip"
            >
              {/* The same amount from the mall and from the shop are two coupons: the chip says whose, and on what (a
                  shop's coupon for all its goods and one for a category of them would read the same; audit AF5). */}
              <span className={styles.chipParts}>
                <span className={styles.chipSource}>{source}</span>
                <span className={styles.chipSource} data-testid="coupon-chip-scope">
                  {scope}
                </span>
                {/* What the coupon is worth is never cut: the shop's name and the scope give way to it (audit AX5). */}
                <span className={styles.chipAmount} data-testid="coupon-chip-amount">
                  {chip(c)}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <button type="button" className={styles.more} onClick={() => setOpen(true)} data-testid="coupon-strip-open">
        {t('coupons.strip.more')}
        <Icon name="right" size={12} />
      </button>
      {open && (
        <Modal labelledBy={titleId} onClose={() => setOpen(false)} className={styles.dialog} testId="coupon-dialog">
          <h2 id={titleId} className={styles.dialogTitle}>
            {t('coupons.strip.title')}
          </h2>
          <div className={styles.list}>
            {coupons.map((c) => (
              <OfferTicket key={c.id} coupon={c} />
            ))}
          </div>
          <p className={ticketStyles.note}>{t('coupons.strip.hint')}</p>
        </Modal>
      )}
    </div>
  );
}
