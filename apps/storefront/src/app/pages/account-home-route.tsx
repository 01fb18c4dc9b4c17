import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AccountHome } from '../../features/account/account-home';
import { COUPONS_KEY } from '../../features/coupons/api/keys';
import { productFavouritesQuery } from '../../features/favourites/api/get-product-favourites';
import { useOrderCounts } from '../../features/orders/api/get-order-counts';
import { usePointsSummary } from '../../features/points/api/get-points';
import { readRecentlyViewed } from '../../features/product/recently-viewed';
import { apiGet } from '../../lib/api-client';
import { useUser } from '../../lib/auth-token';

/** The account home composed from the orders, coupons, points, favourites and product features. */
export default function AccountHomeRoute() {
  const user = useUser();
  const counts = useOrderCounts();
  // Every usable coupon, of any kind: only the count is read.
  const coupons = useQuery({
    queryKey: [...COUPONS_KEY, 'mine', 'usable-count'],
    queryFn: ({ signal }) =>
      apiGet<{ total: number }>('/api/front/coupon/list', { type: 'usable', page: 1, limit: 1 }, { signal }),
    staleTime: 0,
  });
  const points = usePointsSummary();
  const favourites = useQuery(productFavouritesQuery(1, 5));
  const recentlyViewed = useMemo(() => readRecentlyViewed().slice(0, 5), []);
  return (
    <AccountHome
      nickname={user?.nickname ?? ''}
      orderCounts={counts.data}
      usableCoupons={coupons.data?.total}
      points={points.data?.current}
      favourites={favourites.data && { total: favourites.data.total, items: favourites.data.list }}
      recentlyViewed={recentlyViewed}
    />
  );
}
