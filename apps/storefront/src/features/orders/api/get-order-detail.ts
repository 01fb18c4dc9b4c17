import type { OrderDetailSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { ORDERS_KEY } from './get-order-list';

/** A shop order (SH…, kind "shop") or a whole checkout (PT…, kind "checkout", with its shop orders). */
export type OrderDetail = Infer<typeof OrderDetailSchema>;

/** The server's pattern of order numbers; anything else is not asked for. */
export const ORDER_NO = /^(PT|SH)\d{10,30}$/;

export function getOrderDetail(orderNo: string, signal?: AbortSignal): Promise<OrderDetail> {
  // Silent: the page says when an order cannot be found.
  return apiGet<OrderDetail>(`/api/front/order/detail/${encodeURIComponent(orderNo)}`, undefined, {
    signal,
    silent: true,
  });
}

export const orderDetailQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', orderNo],
    queryFn: ({ signal }) => getOrderDetail(orderNo, signal),
    staleTime: 0,
  });

export function useOrderDetail(orderNo: string) {
  return useQuery({ ...orderDetailQuery(orderNo), enabled: ORDER_NO.test(orderNo) });
}
