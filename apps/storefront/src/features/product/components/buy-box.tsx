import type { ProductDetail } from '@mall/contract';
import { type ReactNode, useEffect, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { Icon } from '../../../components/ui/icons';
import { OriginalPrice, Price } from '../../../components/ui/price';
import { useSignedIn } from '../../../lib/auth-token';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { openLoginDialog } from '../../../lib/login-dialog';
import { useMostOfOneItem } from '../../../lib/most-of-one-item';
import { useFormToasts } from '../../../lib/toast';
import styles from './buy-box.module.css';
import { QuantityStepper } from './quantity-stepper';
import { ShareLink } from './share-link';
import { clampQuantity, findSku, missingAttribute, type Selection } from './sku-logic';
import { SkuPicker } from './sku-picker';

export interface PurchaseLine {
  productId: number;
  skuId: number;
  quantity: number;
}

interface Props {
  detail: ProductDetail;
  selection: Selection;
  onChoose(attrIndex: number, value: string): void;
  onAddToCart(line: PurchaseLine): void;
  onBuyNow(line: PurchaseLine): void;
  busy: boolean;
  /** The favourite toggle beside the buy buttons (composed by the app from the favourites feature). */
  favourite?: ReactNode;
  /** The coupon row under the price (composed by the app from the coupons feature). */
  coupons?: ReactNode;
  /** The freight to the shopper's address or a country they pick, for the chosen combination and quantity. */
  freight?(line: { skuId?: number; quantity: number }): ReactNode;
  /** How many of a SKU the reader's cart holds already (composed by the app from the cart feature). */
  inCart?(skuId: number): number;
}

/** Name, price of the chosen combination, SKU picker, quantity, and the two purchase buttons. */
export function BuyBox(props: Props) {
  const { detail, selection, onChoose, onAddToCart, onBuyNow, busy, favourite, coupons, freight, inCart } = props;
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const { product, attrs, skus } = detail;
  const sku = findSku(attrs, skus, selection);
  const stock = sku ? sku.stock : product.stock;
  // No more than the cart and checkout take of this item from this reader at a time (audit P3: the stepper went on to
  // the stock; audit CE10: to 20 where a low stock or a guest gets less).
  const ofOneItem = useMostOfOneItem(stock);
  const most = Math.min(stock, ofOneItem);
  // The cart adds up the same SKU and refuses past that most, so "Add to cart" takes only what the cart still holds
  // (audit CE10 rest: with 8 of 10 in the cart it offered 10, and was refused). "Buy now" skips the cart and checkout
  // sells the whole most whatever the cart holds, so the stepper goes to the most (audit CP1: with 19 of 20 in the cart
  // it offered 1 to buy now).
  const held = sku ? (inCart?.(sku.id) ?? 0) : 0;
  const room = Math.max(0, most - held);
  const [quantity, setQuantity] = useState(1);
  // A check's toast goes when a later check passes or the form leaves (walk GP7).
  const toasts = useFormToasts();
  useEffect(() => setQuantity((current) => clampQuantity(current, most)), [most]);

  /** Adding to the cart works for a visitor too (a visitor cart); buying now goes to checkout, which asks to sign in. */
  const purchase = (action: (line: PurchaseLine) => void, needsAccount: boolean) => {
    if (!sku) {
      toasts.refuse(t('product.choose', { name: missingAttribute(attrs, selection) ?? '' }));
      return;
    }
    toasts.clear();
    if (needsAccount && !signedIn) {
      openLoginDialog();
      return;
    }
    action({ productId: product.id, skuId: sku.id, quantity });
  };
  const soldOut = stock <= 0;

  return (
    <div className={styles.box}>
      <h1 className={styles.name}>{product.name}</h1>
      <div className={styles.priceBox}>
        <div className={styles.priceLine}>
          <span className={styles.priceLabel}>{t('product.price')}</span>
          <Price value={sku?.price ?? product.price} className={styles.bigPrice} testId="sku-price" />
          <OriginalPrice value={sku?.otPrice ?? product.otPrice} price={sku?.price ?? product.price} />
        </div>
        <div className={styles.stats} data-testid="buy-box-stats">
          <span>
            {t('common.labelled', { label: t('product.sales') })}
            <strong>{formatNumber(product.sales, i18n.language)}</strong>
          </span>
          <span>
            {t('common.labelled', { label: t('product.reviews') })}
            <strong>{formatNumber(detail.replyStats?.sumCount ?? 0, i18n.language)}</strong>
          </span>
        </div>
      </div>
      {coupons}
      {freight?.({ skuId: sku?.id, quantity })}
      <SkuPicker attrs={attrs} skus={skus} selection={selection} onChoose={onChoose} />
      <div className={styles.row}>
        <span className={styles.label}>{t('product.quantity')}</span>
        <QuantityStepper value={quantity} max={most} onChange={setQuantity} />
        <span className={styles.stock}>
          {soldOut ? (
            <span className={styles.soldOut}>{t('product.soldOut')}</span>
          ) : (
            // "Stock: 1 piece" / "Stock: 177 pieces" by the language's plural rules; the merchant's unit name is a
            // single word in one language and cannot follow them, so the counted word is the shop's own.
            <span data-testid="sku-stock" data-stock={stock}>
              {t('product.stockPieces', { count: stock })}
            </span>
          )}
        </span>
      </div>
      {held > 0 && !soldOut && (
        <p className={styles.inCart} role="status" data-testid="in-cart">
          {t(ofOneItem < stock ? 'product.inCartMost' : 'product.inCartStock', { held, most })}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.outline} ${buttons.large}`}
          disabled={soldOut || busy || quantity > room}
          onClick={() => purchase(onAddToCart, false)}
          data-testid="add-to-cart"
        >
          <Icon name="cart" size={18} />
          {t('product.addToCart')}
        </button>
        <button
          type="button"
          className={`${buttons.primary} ${buttons.large}`}
          disabled={soldOut || busy}
          onClick={() => purchase(onBuyNow, true)}
          data-testid="buy-now"
        >
          {t('product.buyNow')}
        </button>
      </div>
      <div className={styles.favourite}>
        {favourite}
        <ShareLink productId={detail.product.id} />
      </div>
    </div>
  );
}
