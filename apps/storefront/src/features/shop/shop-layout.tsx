import { Outlet } from 'react-router';
import { ShopFrame, type ShopFrameProps } from './shop-frame';

/** The shop page (/merchant/merchant?merId=) with its child pages home, category, coupon and qualification. */
export function ShopLayout(props: ShopFrameProps) {
  return (
    <ShopFrame {...props}>
      <Outlet />
    </ShopFrame>
  );
}
