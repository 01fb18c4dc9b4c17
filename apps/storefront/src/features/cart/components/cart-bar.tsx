import buttons from '../../../components/ui/button.module.css';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import styles from './cart.module.css';

interface Props {
  allSelected: boolean;
  canSelect: boolean;
  pieces: number;
  lines: number;
  total: string;
  busy: boolean;
  onToggleAll(): void;
  onDeleteSelected(): void;
  onCheckout(): void;
}

/** The bar that stays at the bottom of the window: select all, delete the ticked lines, total and checkout. */
export function CartBar({ allSelected, canSelect, pieces, lines, total, busy, ...actions }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar} data-testid="cart-bar">
      <label className={styles.barAll}>
        <input
          type="checkbox"
          className={styles.check}
          checked={allSelected}
          disabled={!canSelect}
          onChange={actions.onToggleAll}
          data-testid="cart-select-all-bottom"
        />
        {t('buying.cart.selectAll')}
      </label>
      <button
        type="button"
        className={styles.linkButton}
        onClick={actions.onDeleteSelected}
        disabled={lines === 0}
        data-testid="cart-delete-selected"
      >
        {t('buying.cart.deleteSelected')}
      </button>
      <span className={styles.barSpacer} />
      <span className={styles.barCount}>
        {t('buying.cart.selected')} <strong data-testid="cart-selected-count">{pieces}</strong>
      </span>
      <span className={styles.barTotal}>
        {t('buying.cart.total')}
        <Price value={total} className={styles.barPrice} testId="cart-total" />
      </span>
      <button
        type="button"
        className={`${buttons.primary} ${styles.checkout}`}
        onClick={actions.onCheckout}
        disabled={busy}
        data-empty={lines === 0 ? 'true' : undefined}
        data-testid="cart-checkout"
      >
        {t('buying.cart.checkout')}
      </button>
    </div>
  );
}
