import type { ConsoleCoupon, CouponCreate, Page } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type CouponQuery = { status?: 'open' | 'closed'; page: number; limit: number };

/** The platform's own coupons (merId 0), valid in every shop. */
export const couponsQuery = (q: CouponQuery) =>
  queryOptions({
    queryKey: ['platform', 'coupons', q],
    queryFn: () => apiGet<Page<ConsoleCoupon>>('/api/admin/coupons', q),
  });
export const createCoupon = (body: CouponCreate) => apiAction<{ id: number }>('/api/admin/coupons', body);
/** Closes at the version the list showed: a coupon changed since is refused (409). */
export const closeCoupon = (id: number, version: number) => apiAction(`/api/admin/coupons/${id}/close`, { version });
