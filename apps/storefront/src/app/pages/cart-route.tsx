import CartPage from '../../features/cart/cart-page';
import { useCartPreOrder } from '../../features/checkout/api/create-pre-order';
import { useLocaleNavigate } from '../../lib/use-locale';

/** The cart composed with the checkout: the ticked lines become a pre-order, then the confirmation page. */
export default function CartRoute() {
  const navigate = useLocaleNavigate();
  const preOrder = useCartPreOrder();
  return (
    <CartPage
      onCheckout={async (cartIds) => {
        const { preOrderNo } = await preOrder.mutateAsync(cartIds);
        navigate(`/order/order_confirm?preOrderNo=${encodeURIComponent(preOrderNo)}`);
      }}
    />
  );
}
