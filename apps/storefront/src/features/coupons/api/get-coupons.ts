import type { CouponQuery, CouponSchema, Page } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { asPage } from '../../../lib/page';
import { COUPONS_KEY } from './keys';

export type Coupon = Infer<typeof CouponSchema>;

/** useType 1 general, 2 goods, 3 category; merId a shop's coupons (0 the mall's own); productId those for a product. */
export type CouponFilter = Partial<CouponQuery>;

/** Coupons open for receiving, each with the shopper's `received` flag (false for visitors). */
export function getCoupons(filter: CouponFilter, signal?: AbortSignal): Promise<Page<Coupon>> {
  const page = filter.page ?? 1;
  const limit = filter.limit ?? 20;
  return apiGet<Page<Coupon>>('/api/front/coupons', { ...filter, page, limit }, { signal }).then((data) =>
    asPage(data, page, limit),
  );
}

export const couponsQuery = (filter: CouponFilter, signedIn: boolean) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'open', filter, signedIn],
    queryFn: ({ signal }) => getCoupons(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useCoupons(filter: CouponFilter, signedIn: boolean, enabled = true) {
  return useQuery({ ...couponsQuery(filter, signedIn), enabled });
}
