import type { OrderCountsSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { ORDERS_KEY } from './get-order-list';

export type OrderCounts = Infer<typeof OrderCountsSchema>;

export function getOrderCounts(signal?: AbortSignal): Promise<OrderCounts> {
  return apiGet<OrderCounts>('/api/front/order/data', undefined, { signal });
}

export const orderCountsQuery = () =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'counts'], queryFn: ({ signal }) => getOrderCounts(signal), staleTime: 0 });

export function useOrderCounts() {
  return useQuery(orderCountsQuery());
}
