import type { Refund } from '@mall/contract';
import { LocaleLink } from '../../../components/ui/locale-link';
import { Price } from '../../../components/ui/price';
import styles from '../refunds.module.css';

/** The goods of a refund: picture, name, options, price and quantity. */
export function RefundGoods({ items }: { items: Refund['items'] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id} className={styles.cardItem} data-testid="refund-goods-item">
          <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.thumb} aria-label={item.name}>
            <img src={item.image} alt="" width={64} height={64} loading="lazy" />
          </LocaleLink>
          <span className={styles.itemInfo}>
            <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.itemName}>
              {item.name}
            </LocaleLink>
            {item.skuText && <span className={styles.muted}>{item.skuText}</span>}
          </span>
          <span className={styles.itemPrice}>
            <Price value={item.price} />
            <span className={styles.muted}>×{item.quantity}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
