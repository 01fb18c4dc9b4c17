import { useRefreshCart } from '../../features/cart/api/get-cart-list';
import OrderListPage from '../../features/orders/order-list-page';

/** The order list; "buy again" fills the cart, whose list and badge are then read again. */
export default function OrderListRoute() {
  const refreshCart = useRefreshCart();
  return <OrderListPage onCartChanged={() => void refreshCart()} />;
}
