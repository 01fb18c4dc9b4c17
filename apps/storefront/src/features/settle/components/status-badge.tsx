import { useTranslation } from '../../../lib/i18n';
import styles from '../settle.module.css';

const TONES: Record<number, string | undefined> = { 1: styles.badgePending, 2: styles.badgeOk, 3: styles.badgeFailed };

/** Pending review, review passed, review failed (API `auditStatus` 1, 2, 3). */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${TONES[status] ?? ''}`} data-testid="record-status">
      {t(`settle.records.status${status}`)}
    </span>
  );
}
