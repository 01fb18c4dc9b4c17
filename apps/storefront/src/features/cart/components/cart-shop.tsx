import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icons';
import { LocaleLink } from '../../../components/ui/locale-link';
import { useTranslation } from '../../../lib/i18n';
import type { CartGroup } from '../api/get-cart-list';
import { isShopSelected, type Selection } from '../cart-selection';
import styles from './cart.module.css';
import { CartFreight } from './cart-freight';
import { CartLine } from './cart-line';

interface Props {
  group: CartGroup;
  selection: Selection;
  busyIds: ReadonlySet<number>;
  onToggleShop(): void;
  onToggleItem(id: number): void;
  onQuantity(id: number, quantity: number): void;
  onDelete(ids: number[]): void;
  /** "Contact the seller" beside the shop's name (composed by the app from the chat feature). */
  contact?: ReactNode;
}

/** A shop's buyable lines under its name, with a checkbox for the whole shop. */
export function CartShop({
  group,
  selection,
  busyIds,
  onToggleShop,
  onToggleItem,
  onQuantity,
  onDelete,
  contact,
}: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.shop} data-testid="cart-shop">
      <header className={styles.shopHead}>
        <span className={styles.colCheck}>
          <input
            type="checkbox"
            className={styles.check}
            checked={isShopSelected(group, selection)}
            onChange={onToggleShop}
            aria-label={t('buying.cart.selectShop', { name: group.merName })}
            data-testid="cart-shop-check"
          />
        </span>
        <Icon name="store" size={16} />
        <LocaleLink to={`/merchant/merchant/home?merId=${group.merId}`} className={styles.shopName}>
          {group.merName}
        </LocaleLink>
        {contact}
        <CartFreight freight={group.freight} />
      </header>
      <ul>
        {group.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            selected={selection.has(item.id)}
            busy={busyIds.has(item.id)}
            onToggle={() => onToggleItem(item.id)}
            onQuantity={(quantity) => onQuantity(item.id, quantity)}
            onDelete={() => onDelete([item.id])}
          />
        ))}
      </ul>
    </section>
  );
}
