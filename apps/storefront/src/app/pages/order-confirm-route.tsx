import { AddressPicker, ShipTo } from '../../features/address/address-picker';
import { useRefreshCart } from '../../features/cart/api/get-cart-list';
import OrderConfirmPage from '../../features/checkout/order-confirm-page';
import { useLocaleNavigate } from '../../lib/use-locale';
import { DialCodeField } from './dial-code-field';

/** The order confirmation composed with the address book (choose or add in place) and the cart (emptied by the order). */
export default function OrderConfirmRoute() {
  const navigate = useLocaleNavigate();
  const refreshCart = useRefreshCart();
  return (
    <OrderConfirmPage
      renderAddresses={(props) => <AddressPicker {...props} renderDialCode={(dial) => <DialCodeField {...dial} />} />}
      renderShipTo={(addressId) => <ShipTo addressId={addressId} />}
      onPlaced={(orderNo) => {
        void refreshCart();
        navigate(`/order/stripe_payment?orderNo=${encodeURIComponent(orderNo)}`, { replace: true });
      }}
    />
  );
}
