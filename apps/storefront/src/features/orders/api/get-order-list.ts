import type { Page, ShopOrderSchema } from '@mall/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { asPage } from '../../../lib/page';

export type ShopOrder = Infer<typeof ShopOrderSchema>;
export type OrderItem = ShopOrder['items'][number];

/** Every order query starts with this key: one invalidation refreshes lists, counts and details after an action. */
export const ORDERS_KEY = ['orders'] as const;
export const ORDERS_PER_PAGE = 10;

export function getOrderList(status: number, page: number, signal?: AbortSignal): Promise<Page<ShopOrder>> {
  return apiGet<Page<ShopOrder>>('/api/front/order/list', { status, page, limit: ORDERS_PER_PAGE }, { signal }).then(
    (data) => asPage(data, page, ORDERS_PER_PAGE),
  );
}

export const orderListQuery = (status: number, page: number) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'list', status, page],
    queryFn: ({ signal }) => getOrderList(status, page, signal),
    staleTime: 0,
  });

/** Another page of the same tab keeps the last list on screen while loading; another tab starts afresh. */
export function useOrderList(status: number, page: number) {
  return useQuery({
    ...orderListQuery(status, page),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === status ? previous : undefined),
  });
}

export function useRefreshOrders(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }), [queryClient]);
}
