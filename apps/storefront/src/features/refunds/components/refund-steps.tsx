import type { Refund } from '@mall/contract';
import { useTranslation } from '../../../lib/i18n';
import { stepsOf } from '../refund-status';
import styles from '../refunds.module.css';

/** Where a refund stands: request, review, (goods back, received), refunded. */
export function RefundSteps({ refund }: { refund: Refund }) {
  const { t } = useTranslation();
  const { steps, done } = stepsOf(refund.type, refund.status);
  return (
    <ol
      className={styles.steps}
      style={{ gridTemplateColumns: `repeat(${steps.length}, 1fr)` }}
      data-testid="refund-steps"
    >
      {steps.map((step, index) => (
        <li
          key={step}
          className={index < done ? styles.stepDone : styles.step}
          aria-current={index === done - 1 ? 'step' : undefined}
        >
          <span className={styles.stepDot}>{index + 1}</span>
          <span className={styles.stepName}>{t(`refunds.detail.steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
