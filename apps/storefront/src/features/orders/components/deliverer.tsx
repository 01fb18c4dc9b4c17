import { useTranslation } from '../../../lib/i18n';
import styles from './orders.module.css';

/** A phone the shopper can call from the page. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>;
}

/**
 * The person bringing an order the shop delivers itself (delivery method `deliver`): it has no courier or tracking
 * number to follow, so the order list shows who brings it and how to call them instead of a logistics button.
 */
export function Deliverer({ name, phone }: { name: string; phone: string }) {
  const { t } = useTranslation();
  if (!name && !phone) return null;
  return (
    <div className={styles.deliverer} data-testid="order-deliverer">
      <span className={styles.muted}>{t('buying.delivery.deliver')}</span>
      {name && <span>{name}</span>}
      {phone && <PhoneLink phone={phone} />}
    </div>
  );
}
