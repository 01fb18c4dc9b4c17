import type { PreOrderLoadSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';

export type PreOrder = Infer<typeof PreOrderLoadSchema>;
export type PreOrderShop = PreOrder['shops'][number];

export function loadPreOrder(preOrderNo: string, signal?: AbortSignal): Promise<PreOrder> {
  // Silent: the page itself says when a checkout is unknown or expired.
  return apiGet<PreOrder>(`/api/front/order/load/pre/${encodeURIComponent(preOrderNo)}`, undefined, {
    signal,
    silent: true,
  });
}

export const preOrderQuery = (preOrderNo: string) =>
  queryOptions({
    queryKey: ['checkout', 'pre', preOrderNo],
    queryFn: ({ signal }) => loadPreOrder(preOrderNo, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function usePreOrder(preOrderNo: string) {
  return useQuery({ ...preOrderQuery(preOrderNo), enabled: preOrderNo !== '' });
}
