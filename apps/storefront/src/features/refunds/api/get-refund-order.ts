import type { OrderDetailSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { ORDERS_KEY } from './keys';

/** The shop order a refund is asked for: its items with their refund states, its status and amounts. */
export type RefundOrder = Infer<typeof OrderDetailSchema>;

/** A shop order number (a refund is always about one shop's part of a checkout). */
export const SHOP_ORDER_NO = /^SH\d{10,30}$/;

export function getRefundOrder(orderNo: string, signal?: AbortSignal): Promise<RefundOrder> {
  // Silent: the page says when the order cannot be found.
  return apiGet<RefundOrder>(`/api/front/order/detail/${encodeURIComponent(orderNo)}`, undefined, {
    signal,
    silent: true,
  });
}

export const refundOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', orderNo],
    queryFn: ({ signal }) => getRefundOrder(orderNo, signal),
    staleTime: 0,
  });

export function useRefundOrder(orderNo: string) {
  return useQuery({ ...refundOrderQuery(orderNo), enabled: SHOP_ORDER_NO.test(orderNo) });
}
