import type { RefundAmountSchema } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { REFUNDS_KEY } from './keys';

export type RefundAmount = Infer<typeof RefundAmountSchema>;

/** What the server would pay back for these items now (it computes the amount; the form only shows it). */
export function computeRefund(orderNo: string, itemIds: number[], signal?: AbortSignal): Promise<RefundAmount> {
  return apiPost<RefundAmount>('/api/front/order/refund/compute', { orderNo, itemIds }, { signal, silent: true });
}

export const refundAmountQuery = (orderNo: string, itemIds: number[]) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'amount', orderNo, [...itemIds].sort((a, b) => a - b).join(',')],
    queryFn: ({ signal }) => computeRefund(orderNo, itemIds, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useRefundAmount(orderNo: string, itemIds: number[]) {
  return useQuery({ ...refundAmountQuery(orderNo, itemIds), enabled: itemIds.length > 0 });
}
