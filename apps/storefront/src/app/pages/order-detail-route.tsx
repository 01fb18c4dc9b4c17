import { useRefreshCart } from '../../features/cart/api/get-cart-list';
import { ContactButton } from '../../features/chat/components/contact-button';
import OrderDetailPage from '../../features/orders/order-detail-page';

/** The order detail; "buy again" fills the cart, whose list and badge are then read again. */
export default function OrderDetailRoute() {
  const refreshCart = useRefreshCart();
  return (
    <OrderDetailPage
      onCartChanged={() => void refreshCart()}
      renderContact={(shop) => (
        <ContactButton
          merId={shop.merId}
          shopName={shop.merName}
          small
          offer={{ kind: 'order', body: shop.orderNo, label: shop.orderNo }}
        />
      )}
    />
  );
}
