import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import buttons from '../../components/ui/button.module.css';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorPage } from '../../components/ui/error-page';
import { LocaleLink } from '../../components/ui/locale-link';
import { statusOfError } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { showToast, useFormToasts } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useChangeCartQuantity } from './api/change-cart-quantity';
import { useDeleteCartItems } from './api/delete-cart-items';
import { useCartList } from './api/get-cart-list';
import {
  buyableGroups,
  isAllSelected,
  type Selection,
  selectionSummary,
  selectionWithout,
  toggleAll,
  toggleItem,
  toggleShop,
  unavailableItems,
  untickedBy,
} from './cart-selection';
import styles from './components/cart.module.css';
import { CartBar } from './components/cart-bar';
import { CartShop } from './components/cart-shop';
import { UnavailableLines } from './components/unavailable-lines';
import { readUnticked, writeUnticked } from './unticked-lines';

export interface CartPageProps {
  /** Starts the checkout of the ticked lines (the checkout feature, composed by the app). */
  onCheckout(cartIds: number[]): Promise<void>;
  /** "Contact the seller" per shop (composed by the app from the chat feature), named by the shop. */
  renderContact?(merId: number, merName: string): ReactNode;
}

/** /order/shopping_cart: the cart grouped by shop, selection, quantities, deletion and the way to checkout. */
export default function CartPage({ onCheckout, renderContact }: CartPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.cart.title'));
  const cart = useCartList();
  const changeQuantity = useChangeCartQuantity();
  const deleteItems = useDeleteCartItems();
  // Buyable lines come ticked unless the shopper unticked them (remembered in this browser).
  const [unticked, setUnticked] = useState(readUnticked);
  const [pendingDelete, setPendingDelete] = useState<number[] | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [checkingOut, setCheckingOut] = useState(false);
  // A check's toast goes when a later check passes or the form leaves (walk GP7).
  const toasts = useFormToasts();

  const groups = useMemo(() => cart.data ?? [], [cart.data]);
  const buyable = useMemo(() => buyableGroups(groups), [groups]);
  const unavailable = useMemo(() => unavailableItems(groups), [groups]);
  // Whatever left the cart or stopped being buyable is out of the selection too: it only holds buyable lines.
  const selection = useMemo(() => selectionWithout(groups, unticked), [groups, unticked]);
  const select = (next: Selection) => {
    const left = untickedBy(groups, next);
    setUnticked(left);
    writeUnticked(left);
  };

  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) return <ErrorPage status={statusOfError(cart.error)} />;

  const summary = selectionSummary(groups, selection);
  const count = groups.reduce((n, group) => n + group.items.length, 0);
  // "Items" counts pieces, as "Selected" and the header badge do: three of one SKU are three items.
  const pieces = groups.reduce((n, group) => n + group.items.reduce((m, item) => m + item.quantity, 0), 0);

  const setQuantity = (id: number, quantity: number) => {
    setBusyIds((current) => new Set(current).add(id));
    changeQuantity.mutate(
      { id, quantity },
      {
        onSettled: () =>
          setBusyIds((current) => {
            const next = new Set(current);
            next.delete(id);
            return next;
          }),
      },
    );
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    deleteItems.mutate(pendingDelete, {
      onSuccess: () => showToast(t('buying.cart.deleted'), 'success'),
      onSettled: () => setPendingDelete(null),
    });
  };

  const checkout = async () => {
    if (summary.lines === 0) {
      toasts.refuse(t('buying.cart.selectItem'));
      return;
    }
    toasts.clear();
    setCheckingOut(true);
    try {
      await onCheckout([...selection]);
    } catch {
      // The server's reason was shown as a toast; the cart is read again in case stock changed.
      void cart.refetch();
    } finally {
      setCheckingOut(false);
    }
  };

  if (count === 0)
    return (
      <div className={`page-width ${styles.page}`}>
        <h1 className={styles.title}>{t('buying.cart.title')}</h1>
        <EmptyState title={t('buying.cart.empty')} icon="cart">
          <p>{t('buying.cart.emptyText')}</p>
          <LocaleLink to="/" className={buttons.primary} data-testid="cart-go-shopping">
            {t('buying.cart.goShopping')}
          </LocaleLink>
        </EmptyState>
      </div>
    );

  return (
    <div className={`page-width ${styles.page}`} data-testid="cart-page">
      <h1 className={styles.title}>
        {t('buying.cart.title')}
        <span className={styles.titleCount} data-testid="cart-items-count">
          {t('buying.cart.lines', { count: pieces })}
        </span>
      </h1>
      <div className={styles.columns} role="presentation">
        <div className={styles.headFirst}>
          <label className={styles.colCheckWide}>
            <input
              type="checkbox"
              className={styles.check}
              checked={isAllSelected(groups, selection)}
              disabled={buyable.length === 0}
              onChange={() => select(toggleAll(groups, selection))}
              data-testid="cart-select-all"
            />
            {t('buying.cart.selectAll')}
          </label>
          <span>{t('buying.cart.product')}</span>
        </div>
        <span className={styles.colPrice}>{t('buying.cart.unitPrice')}</span>
        <span className={styles.colQuantity}>{t('buying.cart.quantity')}</span>
        <span className={styles.colSubtotal}>{t('buying.cart.subtotal')}</span>
        <span className={styles.colActions}>{t('buying.cart.actions')}</span>
      </div>
      {buyable.map((group) => (
        <CartShop
          key={group.merId}
          group={group}
          selection={selection}
          busyIds={busyIds}
          onToggleShop={() => select(toggleShop(groups, selection, group.merId))}
          onToggleItem={(id) => select(toggleItem(groups, selection, id))}
          onQuantity={setQuantity}
          onDelete={setPendingDelete}
          contact={renderContact?.(group.merId, group.merName)}
        />
      ))}
      <UnavailableLines items={unavailable} onDelete={setPendingDelete} />
      <CartBar
        allSelected={isAllSelected(groups, selection)}
        canSelect={buyable.length > 0}
        pieces={summary.pieces}
        lines={summary.lines}
        total={summary.total}
        busy={checkingOut}
        onToggleAll={() => select(toggleAll(groups, selection))}
        onDeleteSelected={() => setPendingDelete([...selection])}
        onCheckout={() => void checkout()}
      />
      {pendingDelete && (
        <ConfirmDialog
          title={
            pendingDelete.length === 1
              ? t('buying.cart.deleteOne')
              : t('buying.cart.deleteMany', { count: pendingDelete.length })
          }
          text={t('buying.cart.deleteText')}
          confirmLabel={t('buying.common.delete')}
          busy={deleteItems.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setPendingDelete(null)}
        />
      )}
    </div>
  );
}

function CartSkeleton() {
  return (
    <div className={`page-width ${styles.page}`} aria-busy="true">
      <div className={`skeleton ${styles.skeletonTitle}`} />
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <div key={index} className={`skeleton ${styles.skeletonShop}`} />
      ))}
    </div>
  );
}
