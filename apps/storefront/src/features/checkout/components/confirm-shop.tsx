import { fromCents, multiplyCents, toCents } from '@mall/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BuyingIcon } from '../../../components/ui/buying-icons';
import { Icon } from '../../../components/ui/icons';
import { LocaleLink } from '../../../components/ui/locale-link';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import type { PreOrderShop } from '../api/load-pre-order';
import styles from './confirm.module.css';
import { CouponSelect } from './coupon-select';
import { ShopCouponClaim } from './shop-coupon-claim';

interface Props {
  shop: PreOrderShop;
  /** The shop coupon chosen (the shopper's coupon id), or none. */
  coupon: number | null;
  onCoupon(id: number | null): void;
  /** The shop's freight to the chosen address (the computed price's), else the one the checkout loaded with. */
  freightFee?: string;
  /** What the shop's own coupon takes off (the computed price's), none until it is priced. */
  shopCouponFee?: string;
  /** Items ("productId:skuId") that cannot go to the chosen address. */
  blocked?: ReadonlySet<string>;
  /** The note to this shop, inside its card: it reaches this shop only (audit DB4). */
  children?: ReactNode;
}

/** One shop of the checkout: its goods, its coupon choice and its freight. */
export function ConfirmShop({
  shop,
  coupon,
  onCoupon,
  freightFee = shop.freightFee,
  shopCouponFee = '0.00',
  blocked,
  children,
}: Props) {
  const { t } = useTranslation();
  const free = toCents(freightFee) === 0;
  const virtualOnly = shop.items.every((item) => item.virtual);
  // A shop none of whose goods can go to the address has no freight there (not "free shipping").
  const nowhere = shop.items.every((item) => blocked?.has(`${item.productId}:${item.skuId}`));
  const couponRow = useRef<HTMLDivElement>(null);
  // The last coupon on offer was claimed: its button is gone, and the focus goes to the shop's coupon choice as soon
  // as the checkout, read again, offers it there (walk GP4).
  const [focusChoice, setFocusChoice] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tried again each time the shop's coupons are read.
  useEffect(() => {
    if (!focusChoice) return;
    const select = couponRow.current?.querySelector('select');
    if (!select) return;
    const active = document.activeElement;
    if (!active || active === document.body) select.focus();
    setFocusChoice(false);
  }, [focusChoice, shop.coupons]);
  return (
    <section className={styles.shop} data-testid="confirm-shop">
      <header className={styles.shopHead}>
        <Icon name="store" size={16} />
        <span data-testid="confirm-shop-name">{shop.merName}</span>
      </header>
      <ul>
        {shop.items.map((item) => {
          const stopped = blocked?.has(`${item.productId}:${item.skuId}`) ?? false;
          return (
            <li
              key={item.skuId}
              className={stopped ? `${styles.item} ${styles.itemBlocked}` : styles.item}
              data-testid="confirm-item"
              data-deliverable={stopped ? 'false' : 'true'}
            >
              <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.thumb} aria-label={item.name}>
                <img src={item.image} alt="" width={64} height={64} loading="lazy" />
              </LocaleLink>
              <div className={styles.itemInfo}>
                <span className={styles.itemName}>{item.name}</span>
                {item.skuText && <span className={styles.muted}>{item.skuText}</span>}
                {item.quantity > item.stock && (
                  <span className={styles.warn}>{t('buying.cart.stockLeft', { count: item.stock })}</span>
                )}
                {stopped && (
                  <span className={styles.warn} data-testid="confirm-item-blocked">
                    {t('shipping.confirm.itemBlocked')}
                  </span>
                )}
              </div>
              <Price value={item.price} className={styles.itemPrice} />
              <span className={styles.itemQuantity}>×{item.quantity}</span>
              <Price
                value={fromCents(multiplyCents(toCents(item.price), item.quantity))}
                className={styles.itemSubtotal}
              />
            </li>
          );
        })}
      </ul>
      <div className={styles.shopRows}>
        <div className={styles.shopRow} data-testid="confirm-coupon" ref={couponRow}>
          <span className={styles.rowLabel}>
            <BuyingIcon name="ticket" size={16} />
            {t('buying.confirm.shopCoupon')}
          </span>
          <CouponSelect
            offers={shop.coupons}
            value={coupon}
            onChange={onCoupon}
            label={t('common.labelValue', { label: t('buying.confirm.shopCoupon'), value: shop.merName })}
            testId="shop-coupon-select"
          />
        </div>
        <ShopCouponClaim merId={shop.merId} items={shop.items} onAllClaimed={() => setFocusChoice(true)} />
        <div className={styles.shopRow}>
          <span className={styles.rowLabel}>
            <Icon name="truck" size={16} />
            {t('buying.confirm.freight')}
          </span>
          <span data-testid="confirm-freight">
            {virtualOnly ? (
              t('shipping.freight.virtual')
            ) : nowhere ? (
              <span className={styles.warn}>{t('shipping.confirm.itemBlocked')}</span>
            ) : free ? (
              t('buying.confirm.freeShipping')
            ) : (
              <Price value={freightFee} />
            )}
          </span>
        </div>
        <div className={styles.shopRow}>
          <span className={styles.rowLabel}>{t('buying.confirm.shopTotal')}</span>
          {/* After the coupon chosen just above (audit AV9); the mall's coupon and points have their own rows. */}
          <Price
            value={fromCents(toCents(shop.proTotalFee) + toCents(freightFee) - toCents(shopCouponFee))}
            className={styles.shopTotal}
            testId="confirm-shop-total"
          />
        </div>
        {children}
      </div>
    </section>
  );
}
