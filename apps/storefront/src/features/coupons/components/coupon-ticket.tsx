import type { ReactNode } from 'react';
import { Price } from '../../../components/ui/price';
import { type CouponTerms, useCouponText } from './coupon-text';
import styles from './coupon-ticket.module.css';

interface Props {
  coupon: CouponTerms;
  /** The validity line. */
  validity: string;
  /** A note under it (e.g. "12 left"). */
  note?: ReactNode;
  /** The button or link at the right (receive, received, use now). */
  action?: ReactNode;
  /** Used or expired: greyed, with a stamp. */
  stamp?: string;
  testId?: string;
}

/** A coupon as a ticket: the discount and its condition on the red stub, what it covers and until when beside it. */
export function CouponTicket({ coupon, validity, note, action, stamp, testId = 'coupon-ticket' }: Props) {
  const text = useCouponText();
  return (
    <article className={stamp ? `${styles.ticket} ${styles.spent}` : styles.ticket} data-testid={testId}>
      <div className={styles.stub}>
        <Price value={coupon.money} className={styles.money} />
        <span className={styles.condition}>{text.condition(coupon)}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.title} title={coupon.name} data-testid="coupon-title">
          <span className={styles.badge}>{text.badge(coupon)}</span>
          {coupon.name}
        </p>
        <p className={styles.scope} title={text.scope(coupon)}>
          {text.scope(coupon)}
        </p>
        <p className={styles.validity}>{validity}</p>
        <div className={styles.foot}>
          <span className={styles.note}>{note}</span>
          {action}
          {/* In the foot beside the note, not over it: a suspended shop's note runs two lines. */}
          {stamp && (
            <span className={styles.stamp} aria-hidden="true">
              {stamp}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
