import { Icon } from '../../../components/ui/icons';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { ShopOrder } from '../api/get-order-list';
import styles from './orders.module.css';

/** Placed, paid, shipped, received: how far a shop order has come, with the time of each step. */
export function OrderSteps({ order }: { order: ShopOrder }) {
  const { t, i18n } = useTranslation();
  const steps = [
    { key: 'placed', time: order.createTime },
    { key: 'paid', time: order.payTime },
    { key: 'shipped', time: order.shipTime },
    { key: 'received', time: order.receiveTime },
    { key: 'done', time: order.completeTime },
  ];
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.key} className={step.time ? styles.stepDone : styles.step}>
          <span className={styles.stepDot}>{step.time ? <Icon name="check" size={14} /> : index + 1}</span>
          <span className={styles.stepName}>{t(`buying.steps.${step.key}`)}</span>
          <span className={styles.stepTime}>{step.time ? formatDate(step.time, i18n.language, true) : ''}</span>
        </li>
      ))}
    </ol>
  );
}
