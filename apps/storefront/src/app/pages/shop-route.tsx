import { ContactButton } from '../../features/chat/components/contact-button';
import { FollowButton } from '../../features/follow/components/follow-button';
import { ShopLayout } from '../../features/shop/shop-layout';

export default function ShopRoute() {
  return (
    <ShopLayout
      renderFollow={(shop) => (
        <>
          <FollowButton shopId={shop.id} followed={shop.followed} />
          <ContactButton merId={shop.id} shop={{ name: shop.name, avatar: shop.avatar }} />
        </>
      )}
    />
  );
}
