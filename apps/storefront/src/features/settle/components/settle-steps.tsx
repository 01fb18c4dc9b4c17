import { useTranslation } from '../../../lib/i18n';
import styles from '../settle.module.css';

/** Apply, review (within 15 working days), open: what happens after the form. */
export function SettleSteps() {
  const { t } = useTranslation();
  const steps = [
    { title: t('settle.steps.submit') },
    { title: t('settle.steps.review'), note: t('settle.reviewNote') },
    { title: t('settle.steps.open') },
  ];
  return (
    <ol className={styles.steps} aria-label={t('settle.steps.label')}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.stepText}>
            <span className={styles.stepTitle}>{step.title}</span>
            {step.note && <span className={styles.stepNote}>{step.note}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
