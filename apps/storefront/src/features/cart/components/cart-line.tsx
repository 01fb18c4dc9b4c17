import { fromCents, multiplyCents, toCents } from '@mall/contract';
import { LocaleLink } from '../../../components/ui/locale-link';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import type { CartItem } from '../api/get-cart-list';
import styles from './cart.module.css';
import { CartQuantity } from './cart-quantity';

interface Props {
  item: CartItem;
  selected: boolean;
  busy: boolean;
  onToggle(): void;
  onQuantity(quantity: number): void;
  onDelete(): void;
}

/** One line of a shop: tick, picture, name and options, unit price, quantity, subtotal, delete. */
export function CartLine({ item, selected, busy, onToggle, onQuantity, onDelete }: Props) {
  const { t } = useTranslation();
  const subtotal = fromCents(multiplyCents(toCents(item.price), item.quantity));
  const lowStock = item.stock > 0 && (item.stock <= 5 || item.quantity > item.stock);
  return (
    <li className={selected ? `${styles.line} ${styles.lineSelected}` : styles.line} data-testid="cart-item">
      <span className={styles.colCheck}>
        <input
          type="checkbox"
          className={styles.check}
          checked={selected}
          onChange={onToggle}
          aria-label={t('buying.cart.selectLine', { name: item.name })}
          data-testid="cart-item-check"
        />
      </span>
      <div className={styles.colProduct}>
        <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.thumb} aria-label={item.name}>
          <img src={item.image} alt="" width={80} height={80} loading="lazy" />
        </LocaleLink>
        <div className={styles.info}>
          <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.name} data-testid="cart-item-name">
            {item.name}
          </LocaleLink>
          {item.skuText && <span className={styles.sku}>{item.skuText}</span>}
        </div>
      </div>
      <span className={styles.colPrice}>
        <Price value={item.price} />
      </span>
      <div className={styles.colQuantity}>
        <CartQuantity
          value={item.quantity}
          stock={item.stock}
          disabled={busy}
          label={t('buying.cart.quantityOf', { name: item.name })}
          name={item.name}
          onChange={onQuantity}
        />
        {lowStock && <span className={styles.lowStock}>{t('buying.cart.stockLeft', { count: item.stock })}</span>}
      </div>
      <span className={styles.colSubtotal}>
        <Price value={subtotal} className={styles.subtotal} testId="cart-item-subtotal" />
      </span>
      <span className={styles.colActions}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={onDelete}
          aria-label={t('buying.cart.deleteLine', { name: item.name })}
          data-testid="cart-item-delete"
        >
          {t('buying.common.delete')}
        </button>
      </span>
    </li>
  );
}
