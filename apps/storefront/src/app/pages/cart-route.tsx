import CartPage from '../../features/cart/cart-page';
import { ContactButton } from '../../features/chat/components/contact-button';
import { useCartPreOrder } from '../../features/checkout/api/create-pre-order';
import { useSignedIn } from '../../lib/auth-token';
import { openLoginDialog } from '../../lib/login-dialog';
import { useLocaleNavigate } from '../../lib/use-locale';

/** The cart composed with the checkout: the ticked lines become a pre-order, then the confirmation page (signed in). */
export default function CartRoute() {
  const navigate = useLocaleNavigate();
  const preOrder = useCartPreOrder();
  const signedIn = useSignedIn();
  return (
    <CartPage
      renderContact={(merId, merName) => <ContactButton merId={merId} shopName={merName} small />}
      onCheckout={async (cartIds) => {
        // A visitor keeps a cart; checking out asks them to sign in, which brings the cart into the account.
        if (!signedIn) {
          openLoginDialog();
          return;
        }
        const { preOrderNo } = await preOrder.mutateAsync(cartIds);
        navigate(`/order/order_confirm?preOrderNo=${encodeURIComponent(preOrderNo)}`);
      }}
    />
  );
}
