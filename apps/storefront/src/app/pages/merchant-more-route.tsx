import { FollowButton } from '../../features/follow/components/follow-button';
import { MerchantMorePage } from '../../features/shop/merchant-more-page';

export default function MerchantMoreRoute() {
  return <MerchantMorePage renderFollow={(shop) => <FollowButton shopId={shop.id} followed={shop.followed} />} />;
}
