import type { ShopProfile, ShopProfileInput } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export const shopProfileQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'shop'],
    queryFn: () => apiGet<ShopProfile>('/api/merchant/shop', undefined, { silent: true }),
    staleTime: 60_000,
  });

export const saveShopProfile = (body: ShopProfileInput) => apiAction<null>('/api/merchant/shop', body);

/** Takes back the shop's pending name or pictures change. */
export const withdrawShopChange = () => apiAction<null>('/api/merchant/shop/change/withdraw', {});
