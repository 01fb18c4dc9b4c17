import { LocaleLink } from '../../../components/ui/locale-link';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import type { OrderItem } from '../api/get-order-list';
import styles from './orders.module.css';

/** The goods of an order: picture, name, options, unit price and quantity, and a link to an item's refund. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-testid="order-item">
          <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.thumb} aria-label={item.name}>
            <img src={item.image} alt="" width={72} height={72} loading="lazy" />
          </LocaleLink>
          <div className={styles.itemInfo}>
            <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.itemName}>
              {item.name}
            </LocaleLink>
            {item.skuText && <span className={styles.muted}>{item.skuText}</span>}
            {item.refundStatus !== 'none' && item.refundNo && (
              <LocaleLink
                to={`/order/refund_detail?refundNo=${encodeURIComponent(item.refundNo)}`}
                className={styles.refundTag}
                data-testid="order-item-refund"
              >
                {t(`buying.refundState.${item.refundStatus}`)} ›
              </LocaleLink>
            )}
          </div>
          <span className={styles.itemPrice}>
            <Price value={item.price} />
            <span className={styles.muted}>×{item.quantity}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
