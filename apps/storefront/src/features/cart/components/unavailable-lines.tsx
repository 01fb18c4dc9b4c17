import { useTranslation } from '../../../lib/i18n';
import type { CartItem } from '../api/get-cart-list';
import styles from './cart.module.css';

interface Props {
  items: Array<CartItem & { merName: string }>;
  onDelete(ids: number[]): void;
}

/** Why each line cannot be bought, as the cart answers it (audit N2, N5). */
const UNAVAILABLE_LABELS: Record<NonNullable<CartItem['unavailable']>, string> = {
  off_sale: 'buying.cart.offSale',
  out_of_stock: 'buying.cart.outOfStock',
  option_gone: 'buying.cart.optionGone',
};

/** Lines that cannot be bought now (off sale, shop closed, out of stock, option removed): greyed, never selectable. */
export function UnavailableLines({ items, onDelete }: Props) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className={`${styles.shop} ${styles.unavailable}`} data-testid="cart-unavailable">
      <header className={styles.shopHead}>
        <span className={styles.unavailableTitle}>{t('buying.cart.unavailable', { count: items.length })}</span>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onDelete(items.map((item) => item.id))}
          data-testid="cart-clear-unavailable"
        >
          {t('buying.cart.clearUnavailable')}
        </button>
      </header>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={styles.line} data-testid="cart-item-unavailable">
            <span className={styles.colCheck}>
              <input type="checkbox" className={styles.check} disabled aria-label={t('buying.cart.invalid')} />
            </span>
            <div className={styles.colProduct}>
              <span className={styles.thumb}>
                <img src={item.image} alt="" width={80} height={80} loading="lazy" />
                <span className={styles.badgeOff}>{t('buying.cart.invalid')}</span>
              </span>
              <div className={styles.info}>
                <span className={styles.name}>{item.name}</span>
                {item.skuText && <span className={styles.sku}>{item.skuText}</span>}
                <span className={styles.sku}>
                  {item.merName} · {t(UNAVAILABLE_LABELS[item.unavailable ?? 'out_of_stock'])}
                </span>
              </div>
            </div>
            <span className={styles.colPrice} />
            <span className={styles.colQuantity}>×{item.quantity}</span>
            <span className={styles.colSubtotal} />
            <span className={styles.colActions}>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onDelete([item.id])}
                aria-label={t('buying.cart.deleteLine', { name: item.name })}
              >
                {t('buying.common.delete')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
