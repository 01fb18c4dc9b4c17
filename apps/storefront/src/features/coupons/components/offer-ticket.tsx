import { useSignedIn } from '../../../lib/auth-token';
import { useTranslation } from '../../../lib/i18n';
import { openLoginDialog } from '../../../lib/login-dialog';
import type { Coupon } from '../api/get-coupons';
import { useReceiveCoupon } from '../api/receive-coupon';
import { useCouponText } from './coupon-text';
import { CouponTicket } from './coupon-ticket';
import styles from './coupon-ticket.module.css';

/** The receive button: a visitor is asked to sign in first; a coupon held (and no more allowed) reads "Received". */
export function ReceiveButton({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const receive = useReceiveCoupon();
  if (!coupon.receivable) {
    return (
      <button type="button" className={styles.done} disabled data-testid="coupon-received">
        {coupon.received ? t('coupons.received') : t('coupons.soldOut')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={styles.action}
      disabled={receive.isPending}
      onClick={() => (signedIn ? receive.mutate(coupon.id) : openLoginDialog())}
      data-testid="coupon-receive"
    >
      {coupon.received ? t('coupons.receiveAgain') : t('coupons.receive')}
    </button>
  );
}

/** A coupon open for receiving, as a ticket with its receive button. */
export function OfferTicket({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const text = useCouponText();
  return (
    <CouponTicket
      coupon={coupon}
      validity={text.offerValidity(coupon)}
      note={coupon.remaining !== null && coupon.remaining > 0 ? t('coupons.left', { count: coupon.remaining }) : null}
      action={<ReceiveButton coupon={coupon} />}
    />
  );
}
