import type { ShopProfile, ShopProfileInput } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export const shopProfileQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'shop'],
    queryFn: () => apiGet<ShopProfile>('/api/merchant/shop', undefined, { silent: true }),
    staleTime: 60_000,
  });

/**
 * The shop's time zone, which its statement's days and its money's times are told in (audit AW1); undefined until the
 * shop is read, when times are the browser's.
 */
export function useShopTimeZone(): string | undefined {
  return useQuery(shopProfileQuery()).data?.timeZone;
}

export const saveShopProfile = (body: ShopProfileInput) => apiAction<null>('/api/merchant/shop', body);

/** Takes back the shop's pending name or pictures change. */
export const withdrawShopChange = () => apiAction<null>('/api/merchant/shop/change/withdraw', {});
