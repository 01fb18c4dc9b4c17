import type { ConsoleCoupon, CouponCreate, Page } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type CouponFilter = { status?: 'open' | 'closed'; page: number; limit: number };

export const couponsQuery = (filter: CouponFilter) =>
  queryOptions({
    queryKey: ['merchant', 'coupons', filter],
    queryFn: () => apiGet<Page<ConsoleCoupon>>('/api/merchant/coupons', filter),
    placeholderData: keepPreviousData,
  });

export type CouponBody = Partial<CouponCreate> & Pick<CouponCreate, 'name' | 'useType' | 'money'>;
export const createCoupon = (body: CouponBody) => apiAction<{ id: number }>('/api/merchant/coupons', body);
/** Closes at the version the list showed: a coupon changed since is refused (409). */
export const closeCoupon = (id: number, version: number) =>
  apiAction<null>(`/api/merchant/coupons/${id}/close`, { version });
