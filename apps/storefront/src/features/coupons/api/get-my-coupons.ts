import type { MyCouponSchema, Page } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { asPage } from '../../../lib/page';
import { COUPONS_KEY } from './keys';

export type MyCoupon = Infer<typeof MyCouponSchema>;
export type MyCouponState = 'usable' | 'unusable';

export interface MyCouponFilter {
  type: MyCouponState;
  useType: number;
  page: number;
  limit: number;
}

export function getMyCoupons(filter: MyCouponFilter, signal?: AbortSignal): Promise<Page<MyCoupon>> {
  return apiGet<Page<MyCoupon>>('/api/front/coupon/list', { ...filter }, { signal }).then((data) =>
    asPage(data, filter.page, filter.limit),
  );
}

export const myCouponsQuery = (filter: MyCouponFilter) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'mine', filter],
    queryFn: ({ signal }) => getMyCoupons(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyCoupons(filter: MyCouponFilter) {
  return useQuery(myCouponsQuery(filter));
}
