import type { LogisticsSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { ORDERS_KEY } from './get-order-list';

export type Logistics = Infer<typeof LogisticsSchema>;

export function getLogistics(orderNo: string, signal?: AbortSignal): Promise<Logistics> {
  return apiGet<Logistics>(`/api/front/order/express/${encodeURIComponent(orderNo)}`, undefined, {
    signal,
    silent: true,
  });
}

export const logisticsQuery = (orderNo: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'express', orderNo],
    queryFn: ({ signal }) => getLogistics(orderNo, signal),
    staleTime: 0,
  });

export function useLogistics(orderNo: string) {
  return useQuery({ ...logisticsQuery(orderNo), enabled: /^SH\d{10,30}$/.test(orderNo) });
}
