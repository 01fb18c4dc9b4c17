import { fromCents, PAY_MINIMUM_CENTS, toCents } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { BuyingIcon } from '../../components/ui/buying-icons';
import { LocaleLink } from '../../components/ui/locale-link';
import stateStyles from '../../components/ui/state.module.css';
import { isNotFound } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { showToast, useFormToasts } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOrderPrice } from './api/compute-price';
import { useCreateOrder } from './api/create-order';
import { usePayMethods } from './api/get-pay-methods';
import { type PreOrder, usePreOrder } from './api/load-pre-order';
import {
  bestOffer,
  couponAfterReload,
  forgetChoices,
  mallOffersNow,
  restoreChoices,
  saveChoices,
} from './checkout-choices';
import styles from './components/confirm.module.css';
import { ConfirmShop } from './components/confirm-shop';
import { CouponSelect } from './components/coupon-select';
import { PayMethodPicker } from './components/pay-method-picker';
import { PointsRow } from './components/points-row';
import { PriceSummary } from './components/price-summary';
import { noteProblem, ShopNote } from './components/shop-note';

export interface AddressSlotProps {
  /** The address the checkout starts with (the shopper's default), if any. */
  initialId: number | null;
  selectedId: number | null;
  onSelect(id: number | null): void;
  /**
   * Called once the address book is read: the selected address is in it, or another one was selected. The checkout
   * prices an address kept from before a reload only then (it may have been deleted meanwhile).
   */
  onChecked?(): void;
  /** Changes when the server no longer knows the selected address: the book is read again. */
  readAgain?: number;
  /** The selected address is no longer in the book; `chosenNow` is the one selected instead (null: none left). */
  onRemoved?(chosenNow: number | null): void;
}

export interface OrderConfirmProps {
  /** The address book as choice cards, with adding in place (the address feature, composed by the app). */
  renderAddresses(props: AddressSlotProps): ReactNode;
  /** A one-line recap of the chosen address under the total. */
  renderShipTo(addressId: number): ReactNode;
  /** After the order was placed: the cart changed and the card payment page is next. */
  onPlaced(orderNo: string): void;
  /**
   * Starts the checkout again without the items that cannot go to the chosen address (a new pre-order of the same
   * kind); the app moves to its confirmation.
   */
  onRemoveItems?(keep: Array<{ productId: number; skuId: number; quantity: number }>, source: string): Promise<void>;
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

function Loaded(props: OrderConfirmProps & { pre: PreOrder }) {
  const { pre, renderAddresses, renderShipTo, onPlaced, onRemoveItems } = props;
  const { t } = useTranslation();
  // A reload keeps what the shopper chose on this checkout (kept in the tab's session); a fresh page chooses the
  // default address and the best offer of each shop and of the mall.
  const [restored] = useState(() => restoreChoices(pre));
  const [addressId, setAddressId] = useState<number | null>(restored.addressId);
  const [payType, setPayType] = useState<string | null>(restored.payType);
  /** A note per shop group, by merchant id: each shop receives its own only (issue 22). */
  const [notes, setNotes] = useState<Record<number, string>>(restored.notes);
  const [shopCoupons, setShopCoupons] = useState<Record<number, number | null>>(restored.shopCoupons);
  const [platformCoupon, setPlatformCoupon] = useState<number | null>(restored.platformCoupon);
  // The checkout read again (a coupon claimed on this page, one spent elsewhere): its new offers are weighed against
  // the choices at once, before they are priced.
  const [offersSeen, setOffersSeen] = useState(pre);
  if (offersSeen !== pre) {
    setOffersSeen(pre);
    setShopCoupons((current) =>
      Object.fromEntries(
        pre.shops.map((shop) => [
          shop.merId,
          couponAfterReload(
            current[shop.merId] ?? null,
            offersSeen.shops.find((seen) => seen.merId === shop.merId)?.coupons ?? [],
            shop.coupons,
          ),
        ]),
      ),
    );
    setPlatformCoupon((current) => couponAfterReload(current, offersSeen.platformCoupons, pre.platformCoupons));
  }
  const [usePoints, setUsePoints] = useState(restored.usePoints);
  // The default address is the checkout's own; another one kept from before a reload waits for the address book.
  const [addressChecked, setAddressChecked] = useState(restored.addressId === (pre.address?.id ?? null));
  const onAddressChecked = useCallback(() => setAddressChecked(true), []);
  // The chosen address deleted elsewhere (another tab, another device) while this page is open: every answer about it
  // is a 404, so the book is read again, the address dropped for the default (or none) and the shopper told (audit
  // AV5: the page kept showing and pricing it, and each "Place order" answered "address not found").
  const [addressReads, setAddressReads] = useState(0);
  const [addressRemoved, setAddressRemoved] = useState<'other' | 'none' | null>(null);
  const onAddressRemoved = useCallback(
    (chosenNow: number | null) => {
      const text = chosenNow ? 'buying.confirm.addressRemoved' : 'buying.confirm.addressRemovedNone';
      setAddressRemoved(chosenNow ? 'other' : 'none');
      showToast(t(text), 'error');
    },
    [t],
  );
  useEffect(() => {
    saveChoices(pre.preOrderNo, { addressId, payType, notes, shopCoupons, platformCoupon, usePoints });
  }, [pre.preOrderNo, addressId, payType, notes, shopCoupons, platformCoupon, usePoints]);
  const couponIds = [...Object.values(shopCoupons), platformCoupon].filter((id): id is number => id !== null);
  const methods = usePayMethods();
  // An order of virtual goods only asks for no address.
  const needsAddress = pre.needsAddress !== false;
  const shipAddressId = needsAddress ? addressId : null;
  const price = useOrderPrice(
    { preOrderNo: pre.preOrderNo, addressId: shipAddressId, couponIds, usePoints },
    !needsAddress || addressChecked,
  );
  // The figures on screen are the price of these very choices only once the server has answered for them: while a
  // changed choice (points, a coupon, the address) is being priced, the previous figures stay on screen and the order
  // waits, so it is never placed at a total the shopper did not see.
  const priceShown = price.data !== undefined && !price.isPlaceholderData && !price.isFetching;
  // A shop coupon changed: what each mall coupon takes changes with it, so once the server has priced the new choice
  // the mall coupon that takes most is picked again (audit CE1: one that took nothing stayed picked).
  const [repickMall, setRepickMall] = useState(false);
  const pricedMall = price.data?.platformCoupons;
  useEffect(() => {
    if (!repickMall || !priceShown || !pricedMall) return;
    setRepickMall(false);
    setPlatformCoupon(bestOffer(pricedMall));
  }, [repickMall, priceShown, pricedMall]);
  // Whatever made the chosen mall coupon take nothing (a shop coupon claimed on the page or kept from before a reload,
  // a coupon spent elsewhere), the server's price says so and the best one, or none, is chosen instead: the page
  // never shows as chosen a coupon the order would not take.
  useEffect(() => {
    if (!priceShown || !pricedMall || platformCoupon === null) return;
    const chosen = pricedMall.find((offer) => offer.id === platformCoupon);
    if (!chosen || toCents(chosen.discount) === 0) setPlatformCoupon(bestOffer(pricedMall));
  }, [priceShown, pricedMall, platformCoupon]);
  const mallOffers = mallOffersNow(pre.platformCoupons, pricedMall);
  const priceNotFound = isNotFound(price.error);
  useEffect(() => {
    if (priceNotFound) setAddressReads((n) => n + 1);
  }, [priceNotFound]);
  const create = useCreateOrder();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  // A check's toast goes when a later check passes or the form leaves (walk GP7).
  const toasts = useFormToasts();
  // Items that cannot go to the chosen address: the computed price says for it; until it answers, the loaded
  // checkout says for the default address.
  const blocked = new Set(
    price.data?.items
      ? price.data.items.filter((item) => !item.deliverable).map((item) => `${item.productId}:${item.skuId}`)
      : shipAddressId && shipAddressId === pre.address?.id
        ? pre.shops.flatMap((shop) =>
            shop.items.filter((item) => item.deliverable === false).map((item) => `${item.productId}:${item.skuId}`),
          )
        : [],
  );
  const keep = pre.shops.flatMap((shop) =>
    shop.items
      .filter((item) => !blocked.has(`${item.productId}:${item.skuId}`))
      .map(({ productId, skuId, quantity }) => ({ productId, skuId, quantity })),
  );
  const removeBlocked = async () => {
    if (!onRemoveItems) return;
    setRemoving(true);
    try {
      await onRemoveItems(keep, pre.source);
    } catch {
      // The server's reason was shown; the checkout stays as it was.
    } finally {
      setRemoving(false);
    }
  };
  const pieces = pre.shops.reduce((n, shop) => n + shop.items.reduce((m, item) => m + item.quantity, 0), 0);

  // An unknown choice is dropped; when the shop offers one method only, it is the choice until the shopper picks.
  useEffect(() => {
    if (payType && methods.data && !methods.data.some((method) => method.payType === payType)) setPayType(null);
  }, [methods.data, payType]);
  const chosenPayType = payType ?? (methods.data?.length === 1 ? (methods.data[0]?.payType ?? null) : null);

  // Goods and freight worth less than a card charge takes (Stripe's minimum): the server refuses the order, so the page
  // says so at once (the discounts themselves never go under it; audit DF2).
  const belowMinimum = price.data !== undefined && toCents(price.data.payFee) < PAY_MINIMUM_CENTS;
  const minimumText = t('buying.confirm.payMinimum', { minimum: fromCents(PAY_MINIMUM_CENTS) });

  const submit = () => {
    if (!price.data || !priceShown) return;
    if (belowMinimum) {
      toasts.refuse(minimumText);
      return;
    }
    if (needsAddress && !addressId) {
      toasts.refuse(t('buying.confirm.chooseAddress'));
      return;
    }
    if (blocked.size > 0) {
      toasts.refuse(price.data?.deliveryMessage || t('shipping.confirm.blocked'));
      return;
    }
    if (chosenPayType !== 'card') {
      toasts.refuse(t('buying.confirm.choosePay'));
      return;
    }
    const noteWrong = Object.values(notes)
      .map(noteProblem)
      .find((problem) => problem !== null);
    if (noteWrong) {
      toasts.refuse(t(`buying.confirm.${noteWrong}`));
      return;
    }
    toasts.clear();
    create.mutate(
      {
        preOrderNo: pre.preOrderNo,
        ...(shipAddressId ? { addressId: shipAddressId } : {}),
        mark: '',
        marks: Object.fromEntries(
          pre.shops.map((shop) => [String(shop.merId), (notes[shop.merId] ?? '').trim()]).filter(([, note]) => note),
        ),
        payType: chosenPayType,
        couponIds,
        usePoints,
        // The total on screen for these very choices: the server refuses the order if it would now cost otherwise
        // (points or a coupon spent by another checkout meanwhile), and the checkout is read again: its balance and
        // coupons as well as its figures.
        payFee: price.data.payFee,
      },
      {
        onSuccess: ({ orderNo }) => {
          forgetChoices(pre.preOrderNo);
          onPlaced(orderNo);
        },
        onError: (error) => {
          if (isNotFound(error)) setAddressReads((n) => n + 1);
          void queryClient.invalidateQueries({ queryKey: ['checkout'] });
        },
      },
    );
  };

  return (
    <div className={`page-width ${styles.page}`} data-testid="order-confirm">
      <h1 className={styles.title}>{t('buying.confirm.title')}</h1>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          {needsAddress ? t('buying.confirm.address') : t('shipping.confirm.delivery')}
        </h2>
        {needsAddress && addressRemoved && (
          <p className={styles.warn} role="alert" data-testid="address-removed">
            {t(addressRemoved === 'other' ? 'buying.confirm.addressRemoved' : 'buying.confirm.addressRemovedNone')}
          </p>
        )}
        {needsAddress ? (
          renderAddresses({
            initialId: pre.address?.id ?? null,
            selectedId: addressId,
            onSelect: setAddressId,
            onChecked: onAddressChecked,
            readAgain: addressReads,
            onRemoved: onAddressRemoved,
          })
        ) : (
          <p className={styles.virtualNote} data-testid="confirm-no-address">
            {t('shipping.confirm.noAddress')}
          </p>
        )}
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('buying.confirm.payMethod')}</h2>
        {methods.data ? (
          <PayMethodPicker methods={methods.data} value={chosenPayType} onChange={setPayType} />
        ) : (
          <div className={`skeleton ${styles.methodSkeleton}`} />
        )}
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('buying.confirm.goods')}</h2>
        {blocked.size > 0 && (
          <div className={styles.blockedBox} role="alert" data-testid="confirm-blocked">
            <span className={styles.blockedText}>{t('shipping.confirm.blocked')}</span>
            {onRemoveItems && keep.length > 0 && (
              <button
                type="button"
                className={buttons.outline}
                disabled={removing}
                onClick={() => void removeBlocked()}
                data-testid="confirm-remove-blocked"
              >
                {t('shipping.confirm.remove')}
              </button>
            )}
          </div>
        )}
        {pre.shops.map((shop) => (
          <ConfirmShop
            key={shop.merId}
            shop={shop}
            coupon={shopCoupons[shop.merId] ?? null}
            onCoupon={(id) => {
              setShopCoupons((current) => ({ ...current, [shop.merId]: id }));
              setRepickMall(true);
            }}
            freightFee={price.data?.shops?.find((entry) => entry.merId === shop.merId)?.freightFee}
            shopCouponFee={price.data?.shops?.find((entry) => entry.merId === shop.merId)?.shopCouponFee}
            blocked={blocked}
          >
            <ShopNote
              merId={shop.merId}
              merName={shop.merName}
              value={notes[shop.merId] ?? ''}
              onChange={(note) => setNotes((current) => ({ ...current, [shop.merId]: note }))}
            />
          </ConfirmShop>
        ))}
        <div className={styles.extraRows}>
          <div className={styles.shopRow} data-testid="confirm-platform-coupon">
            <span className={styles.rowLabel}>
              <BuyingIcon name="ticket" size={16} />
              {t('buying.confirm.platformCoupon')}
            </span>
            <CouponSelect
              offers={mallOffers}
              value={platformCoupon}
              onChange={setPlatformCoupon}
              label={t('buying.confirm.platformCoupon')}
              testId="platform-coupon-select"
              mall
            />
          </div>
          <PointsRow pre={pre} usePoints={usePoints} onChange={setUsePoints} used={price.data} />
        </div>
      </section>

      {belowMinimum && (
        <p className={styles.warn} role="alert" data-testid="confirm-pay-minimum">
          {minimumText}
        </p>
      )}
      <PriceSummary
        price={price.data}
        pieces={pieces}
        updating={price.isFetching}
        shipTo={shipAddressId ? renderShipTo(shipAddressId) : null}
        submit={
          <button
            type="button"
            className={`${buttons.primary} ${buttons.large} ${styles.submit}`}
            onClick={submit}
            disabled={create.isPending || create.isSuccess || blocked.size > 0 || belowMinimum || !priceShown}
            data-testid="order-submit"
          >
            {create.isPending ? t('buying.confirm.submitting') : t('buying.confirm.submit')}
          </button>
        }
      />
    </div>
  );
}
