import { CreateOrderSchema } from '@mall/contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { BuyingIcon } from '../../components/ui/buying-icons';
import { LocaleLink } from '../../components/ui/locale-link';
import stateStyles from '../../components/ui/state.module.css';
import { isNotFound } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrderPrice } from './api/compute-price';
import { useCreateOrder } from './api/create-order';
import { usePayMethods } from './api/get-pay-methods';
import { type PreOrder, usePreOrder } from './api/load-pre-order';
import styles from './components/confirm.module.css';
import { ConfirmShop } from './components/confirm-shop';
import { PayMethodPicker } from './components/pay-method-picker';
import { PriceSummary } from './components/price-summary';

/** The server's limit of the buyer's note (under 150 characters), read from the shared contract. */
const markSchema = CreateOrderSchema.shape.mark;
export const NOTE_MAX = markSchema.unwrap().maxLength ?? 149;

export interface AddressSlotProps {
  /** The address the checkout starts with (the shopper's default), if any. */
  initialId: number | null;
  selectedId: number | null;
  onSelect(id: number | null): void;
}

export interface OrderConfirmProps {
  /** The address book as choice cards, with adding in place (the address feature, composed by the app). */
  renderAddresses(props: AddressSlotProps): ReactNode;
  /** A one-line recap of the chosen address under the total. */
  renderShipTo(addressId: number): ReactNode;
  /** After the order was placed: the cart changed and the card payment page is next. */
  onPlaced(orderNo: string): void;
}

/** /order/order_confirm?preOrderNo=: address, goods per shop, payment method, note, server price, submit. */
export default function OrderConfirmPage(props: OrderConfirmProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.confirm.title'));
  const preOrderNo = useSearchParams()[0].get('preOrderNo') ?? '';
  const pre = usePreOrder(preOrderNo);

  if (!preOrderNo) return <Problem text={t('buying.confirm.missing')} />;
  if (pre.isPending) return <div className={`page-width ${styles.page} skeleton ${styles.skeleton}`} />;
  if (pre.isError) return <Problem text={isNotFound(pre.error) ? t('buying.confirm.unknown') : pre.error.message} />;
  return <Loaded pre={pre.data} {...props} />;
}

function Problem({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-width">
      <section className={stateStyles.page} data-testid="confirm-problem">
        <span className={stateStyles.badge}>
          <BuyingIcon name="alert" size={40} />
        </span>
        <h1 className={stateStyles.title}>{t('buying.confirm.title')}</h1>
        <p className={stateStyles.text}>{text}</p>
        <div className={stateStyles.actions}>
          <LocaleLink to="/order/shopping_cart" className={buttons.primary}>
            {t('buying.confirm.backToCart')}
          </LocaleLink>
        </div>
      </section>
    </div>
  );
}

function Loaded({ pre, renderAddresses, renderShipTo, onPlaced }: OrderConfirmProps & { pre: PreOrder }) {
  const { t } = useTranslation();
  const noteId = useId();
  const [addressId, setAddressId] = useState<number | null>(pre.address?.id ?? null);
  const [payType, setPayType] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const methods = usePayMethods();
  const price = useOrderPrice({ preOrderNo: pre.preOrderNo, addressId }, true);
  const create = useCreateOrder();
  const pieces = pre.shops.reduce((n, shop) => n + shop.items.reduce((m, item) => m + item.quantity, 0), 0);

  // A single method is still the shopper's choice (spec section 5), but an unknown one is dropped.
  useEffect(() => {
    if (payType && methods.data && !methods.data.some((method) => method.payType === payType)) setPayType(null);
  }, [methods.data, payType]);

  const submit = () => {
    if (!addressId) {
      showToast(t('buying.confirm.chooseAddress'), 'error');
      return;
    }
    if (payType !== 'card') {
      showToast(t('buying.confirm.choosePay'), 'error');
      return;
    }
    if (!markSchema.safeParse(note).success) {
      showToast(t('buying.confirm.noteTooLong'), 'error');
      return;
    }
    create.mutate(
      { preOrderNo: pre.preOrderNo, addressId, mark: note.trim(), payType },
      { onSuccess: ({ orderNo }) => onPlaced(orderNo) },
    );
  };

  return (
    <div className={`page-width ${styles.page}`} data-testid="order-confirm">
      <h1 className={styles.title}>{t('buying.confirm.title')}</h1>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('buying.confirm.address')}</h2>
        {renderAddresses({ initialId: pre.address?.id ?? null, selectedId: addressId, onSelect: setAddressId })}
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('buying.confirm.payMethod')}</h2>
        {methods.data ? (
          <PayMethodPicker methods={methods.data} value={payType} onChange={setPayType} />
        ) : (
          <div className={`skeleton ${styles.methodSkeleton}`} />
        )}
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('buying.confirm.goods')}</h2>
        {pre.shops.map((shop) => (
          <ConfirmShop key={shop.merId} shop={shop} />
        ))}
        <div className={styles.extraRows}>
          <div className={styles.shopRow} data-testid="confirm-points">
            <span className={styles.rowLabel}>
              <BuyingIcon name="wallet" size={16} />
              {t('buying.confirm.points')}
            </span>
            <span className={styles.muted}>
              {t('buying.confirm.pointsBalance', { count: pre.points.balance })}
              {pre.points.usable === 0 && ` · ${t('buying.confirm.pointsNone')}`}
            </span>
          </div>
          <div className={styles.noteRow}>
            <label htmlFor={noteId} className={styles.rowLabel}>
              <BuyingIcon name="note" size={16} />
              {t('buying.confirm.note')}
            </label>
            <div className={styles.noteBox}>
              <textarea
                id={noteId}
                className={styles.note}
                value={note}
                maxLength={NOTE_MAX}
                rows={2}
                placeholder={t('buying.confirm.notePlaceholder')}
                onChange={(event) => setNote(event.target.value)}
                data-testid="order-note"
              />
              <span className={styles.counter} data-testid="order-note-counter">
                {note.length}/{NOTE_MAX}
              </span>
            </div>
          </div>
        </div>
      </section>

      <PriceSummary
        price={price.data}
        pieces={pieces}
        updating={price.isFetching}
        shipTo={addressId ? renderShipTo(addressId) : null}
        submit={
          <button
            type="button"
            className={`${buttons.primary} ${buttons.large} ${styles.submit}`}
            onClick={submit}
            disabled={create.isPending || create.isSuccess}
            data-testid="order-submit"
          >
            {create.isPending ? t('buying.confirm.submitting') : t('buying.confirm.submit')}
          </button>
        }
      />
    </div>
  );
}
