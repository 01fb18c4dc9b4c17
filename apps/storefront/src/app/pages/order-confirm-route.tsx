import { AddressPicker, ShipTo } from '../../features/address/address-picker';
import { getCartList, useRefreshCart } from '../../features/cart/api/get-cart-list';
import { createBuyNowPreOrder, createCartPreOrder } from '../../features/checkout/api/create-pre-order';
import OrderConfirmPage from '../../features/checkout/order-confirm-page';
import { useLocaleNavigate } from '../../lib/use-locale';
import { DialCodeField } from './dial-code-field';

type Line = { productId: number; skuId: number; quantity: number };

/**
 * A checkout without the items that cannot be delivered: from the cart, the cart lines of the items kept (they stay
 * in the cart, and leave it once ordered); bought at once, the same items again.
 */
async function restart(keep: Line[], source: string): Promise<string> {
  if (source === 'cart') {
    const wanted = new Set(keep.map((line) => line.skuId));
    const lines = (await getCartList()).flatMap((group) => group.items).filter((item) => wanted.has(item.skuId));
    if (lines.length > 0) return (await createCartPreOrder(lines.map((item) => item.id))).preOrderNo;
  }
  return (await createBuyNowPreOrder(keep)).preOrderNo;
}

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
      onRemoveItems={async (keep, source) => {
        const preOrderNo = await restart(keep, source);
        navigate(`/order/order_confirm?preOrderNo=${encodeURIComponent(preOrderNo)}`, { replace: true });
      }}
    />
  );
}
