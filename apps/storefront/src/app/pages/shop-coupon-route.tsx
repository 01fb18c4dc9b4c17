import ShopCoupons from '../../features/coupons/shop-coupons';
import { useMerId } from '../../features/shop/use-mer-id';

/** The shop page's coupon child (/merchant/merchant/coupon?merId=): the shop's coupons from the coupons feature. */
export default function ShopCouponRoute() {
  return <ShopCoupons merId={useMerId()} />;
}
