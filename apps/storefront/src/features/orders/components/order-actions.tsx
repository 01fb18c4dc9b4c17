import { useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LocaleLink } from '../../../components/ui/locale-link';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useLocaleNavigate } from '../../../lib/use-locale';
import { useBuyAgain } from '../api/buy-again';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useDeleteOrder } from '../api/delete-order';
import { actionsFor, COMING_SOON, type OrderAction } from '../order-status';
import styles from './orders.module.css';

export interface ActionableOrder {
  orderNo: string;
  parentOrderNo: string;
  status: string;
  trackingNo: string;
  items: Array<{ reviewed: boolean; refundStatus?: string }>;
  receiveTime?: string | null;
  afterSalesEnd?: string | null;
  ownShop?: boolean;
}

interface Props {
  order: ActionableOrder;
  /** The cart changed (buy again): the app refreshes the cart and its badge. */
  onCartChanged(): void;
  /** The order left the list (deleted): e.g. the detail page goes back to the list. */
  onDeleted?(): void;
  /** Override of the actions (the detail page of a whole checkout offers only cancel and pay). */
  actions?: OrderAction[];
  layout?: 'column' | 'row';
}

type Asking = 'cancel' | 'receive' | 'delete' | null;

/** The buttons of an order in its state, with a confirmation before cancel, receipt and delete. */
export function OrderActions({ order, onCartChanged, onDeleted, actions, layout = 'column' }: Props) {
  const { t } = useTranslation();
  const navigate = useLocaleNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const cancel = useCancelOrder();
  const receive = useConfirmReceipt();
  const remove = useDeleteOrder();
  const again = useBuyAgain();
  const list = actions ?? actionsFor(order);
  if (list.length === 0) return null;

  const primary: ReadonlySet<OrderAction> = new Set(['pay', 'receive', 'evaluate']);
  const className = (action: OrderAction) =>
    `${primary.has(action) ? buttons.primary : buttons.ghost} ${buttons.small} ${styles.actionButton}`;

  const buyAgain = () =>
    again.mutate(order.orderNo, {
      onSuccess: ({ added, skipped }) => {
        onCartChanged();
        if (added === 0) {
          showToast(t('buying.orders.againNone'), 'error');
          return;
        }
        showToast(
          skipped > 0 ? t('buying.orders.againSome', { count: skipped }) : t('buying.orders.againDone'),
          'success',
        );
        navigate('/order/shopping_cart');
      },
    });

  const render = (action: OrderAction) => {
    const testId = `order-action-${action}`;
    if (COMING_SOON.has(action) || action === 'evaluated')
      return (
        <span
          key={action}
          className={styles.soon}
          data-tip={action === 'evaluated' ? undefined : t('buying.common.comingSoon')}
        >
          <button
            type="button"
            className={className(action)}
            aria-disabled="true"
            onClick={() => action !== 'evaluated' && showToast(t('buying.common.comingSoon'))}
            data-testid={testId}
          >
            {t(`buying.actions.${action}`)}
          </button>
        </span>
      );
    if (action === 'evaluate')
      return (
        <LocaleLink
          key={action}
          to={`/users/evaluation_confirm?orderNo=${encodeURIComponent(order.orderNo)}`}
          className={className(action)}
          data-testid={testId}
        >
          {t('buying.actions.evaluate')}
        </LocaleLink>
      );
    if (action === 'refund')
      return (
        <LocaleLink
          key={action}
          to={`/users/refund_confirm?orderNo=${encodeURIComponent(order.orderNo)}`}
          className={className(action)}
          data-testid={testId}
        >
          {t('buying.actions.refund')}
        </LocaleLink>
      );
    if (action === 'pay')
      return (
        <LocaleLink
          key={action}
          to={`/order/stripe_payment?orderNo=${encodeURIComponent(order.parentOrderNo)}`}
          className={className(action)}
          data-testid={testId}
        >
          {t('buying.actions.pay')}
        </LocaleLink>
      );
    if (action === 'logistics')
      return (
        <LocaleLink
          key={action}
          to={`/order/logistics?orderNo=${encodeURIComponent(order.orderNo)}`}
          className={className(action)}
          data-testid={testId}
        >
          {t('buying.actions.logistics')}
        </LocaleLink>
      );
    if (action === 'again')
      return (
        <button
          key={action}
          type="button"
          className={className(action)}
          disabled={again.isPending}
          onClick={buyAgain}
          data-testid={testId}
        >
          {t('buying.actions.again')}
        </button>
      );
    return (
      <button
        key={action}
        type="button"
        className={className(action)}
        onClick={() => setAsking(action as Exclude<Asking, null>)}
        data-testid={testId}
      >
        {t(`buying.actions.${action}`)}
      </button>
    );
  };

  const confirmations = {
    cancel: { mutation: cancel, done: 'buying.orders.cancelled', after: undefined },
    receive: { mutation: receive, done: 'buying.orders.received', after: undefined },
    delete: { mutation: remove, done: 'buying.orders.deleted', after: onDeleted },
  } as const;

  // mutateAsync, not mutate's callbacks: a cancelled, received or deleted order leaves the list it was in, and its
  // card (this component) may unmount before the answer's callbacks would run; the shopper must still be told.
  const confirm = async (action: Exclude<Asking, null>) => {
    const { mutation, done, after } = confirmations[action];
    try {
      const said = await mutation.mutateAsync(order.orderNo);
      // A cancellation says in the server's words whether other shops' orders went with it (audit FX7).
      showToast(action === 'cancel' && typeof said === 'string' && said ? said : t(done), 'success');
      after?.();
    } catch {
      // The server's reason was shown as a toast.
    } finally {
      setAsking(null);
    }
  };

  return (
    <div className={layout === 'column' ? styles.actionsColumn : styles.actionsRow}>
      {list.map(render)}
      {asking && (
        <ConfirmDialog
          title={t(`buying.orders.${asking}Title`)}
          text={t(`buying.orders.${asking}Text`)}
          confirmLabel={t(`buying.actions.${asking}`)}
          busy={confirmations[asking].mutation.isPending}
          onConfirm={() => void confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
