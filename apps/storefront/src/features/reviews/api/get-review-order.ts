import type { OrderDetailSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { ORDERS_KEY } from './keys';

/** The shop order being reviewed: its status and items with their `reviewed` flags. */
export type ReviewOrder = Infer<typeof OrderDetailSchema>;

/** Only shop orders (SH…) take reviews. */
export const SHOP_ORDER_NO = /^SH\d{10,30}$/;

export function getReviewOrder(orderNo: string, signal?: AbortSignal): Promise<ReviewOrder> {
  // Silent: the page says when the order cannot be found.
  return apiGet<ReviewOrder>(`/api/front/order/detail/${encodeURIComponent(orderNo)}`, undefined, {
    signal,
    silent: true,
  });
}

/** Same key as the order pages' detail, so a review refreshes them and they refresh this. */
export const reviewOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', orderNo],
    queryFn: ({ signal }) => getReviewOrder(orderNo, signal),
    staleTime: 0,
  });

export function useReviewOrder(orderNo: string) {
  return useQuery({ ...reviewOrderQuery(orderNo), enabled: SHOP_ORDER_NO.test(orderNo) });
}
