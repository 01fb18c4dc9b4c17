import { BuyingIcon } from '../../../components/ui/buying-icons';
import { useMoney } from '../../../lib/currency';
import { useTranslation } from '../../../lib/i18n';
import type { PreOrder } from '../api/load-pre-order';
import styles from './confirm.module.css';

/** The points toggle: the balance, what using them takes off (the server's figure once chosen) and the rule. */
export function PointsRow({
  pre,
  usePoints,
  onChange,
  used,
}: {
  pre: PreOrder;
  usePoints: boolean;
  onChange(value: boolean): void;
  used: { pointsUsed?: number; pointsFee: string } | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const none = pre.points.usable === 0;
  const points = usePoints && used?.pointsUsed !== undefined ? used.pointsUsed : pre.points.usable;
  const worth = usePoints && used ? used.pointsFee : pre.points.deduction;
  return (
    <div className={`${styles.shopRow} ${styles.pointsRow}`} data-testid="confirm-points">
      <span className={styles.rowLabel}>
        <BuyingIcon name="wallet" size={16} />
        {t('buying.confirm.points')}
        <span className={styles.pointsRule}>
          {t('buying.confirm.pointsRule', {
            value: pre.points.value,
            one: money('1.00'),
            share: pre.points.maxShare,
          })}
        </span>
      </span>
      <span className={styles.rowValue}>
        <span className={styles.muted} data-testid="confirm-points-balance">
          {t('buying.confirm.pointsBalance', { count: pre.points.balance })}
          {none && ` · ${t('buying.confirm.pointsNone')}`}
        </span>
        {!none && (
          <label className={styles.pointsToggle}>
            <input
              type="checkbox"
              checked={usePoints}
              onChange={(event) => onChange(event.target.checked)}
              data-testid="use-points"
            />
            <span data-testid="use-points-label">{t('buying.confirm.usePoints', { points, money: money(worth) })}</span>
          </label>
        )}
      </span>
    </div>
  );
}
