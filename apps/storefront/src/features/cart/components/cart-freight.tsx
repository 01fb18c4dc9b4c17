import { Icon } from '../../../components/ui/icons';
import { Price } from '../../../components/ui/price';
import { useMoney } from '../../../lib/currency';
import { useTranslation } from '../../../lib/i18n';
import type { CartGroup } from '../api/get-cart-list';
import styles from './cart.module.css';

/**
 * A shop's freight to the shopper's default address, at the right of its header: free, the fee with its free-shipping
 * threshold, or why it cannot be delivered. Without a default address it is worked out at checkout.
 */
export function CartFreight({ freight }: { freight: CartGroup['freight'] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const free = freight ? /^0+(\.0+)?$/.test(freight.freight) : false;
  return (
    <span className={styles.freight} data-testid="cart-freight" data-deliverable={freight?.deliverable}>
      <Icon name="truck" size={15} />
      <span className={styles.freightLabel}>{t('shipping.cart.freight')}</span>
      {!freight ? (
        <span className={styles.freightMuted}>{t('shipping.cart.later')}</span>
      ) : !freight.deliverable ? (
        <span className={styles.freightBlocked}>{freight.message}</span>
      ) : free ? (
        <span className={styles.freightFree}>{t('shipping.freight.free')}</span>
      ) : (
        <>
          <Price value={freight.freight} className={styles.freightFee} testId="cart-freight-fee" />
          {freight.freeOver && (
            <span className={styles.freightMuted}>
              {t('shipping.freight.freeOver', { money: money(freight.freeOver) })}
            </span>
          )}
        </>
      )}
    </span>
  );
}
