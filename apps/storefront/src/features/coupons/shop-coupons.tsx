import { useTranslation } from '../../lib/i18n';
import { CouponBoard } from './components/coupon-board';
import styles from './coupons-page.module.css';

/** The shop page's coupon child page: the shop's coupons open for receiving. */
export default function ShopCoupons({ merId }: { merId: number }) {
  const { t } = useTranslation();
  return (
    <section className={styles.shopCard} data-testid="shop-coupons">
      <CouponBoard
        key={merId}
        filter={{ merId }}
        empty={{ title: t('coupons.shop.empty'), text: t('coupons.shop.emptyText') }}
      />
    </section>
  );
}
