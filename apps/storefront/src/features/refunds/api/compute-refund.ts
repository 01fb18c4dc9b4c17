import type { RefundAmountSchema } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { REFUNDS_KEY } from './keys';

export type RefundAmount = Infer<typeof RefundAmountSchema>;

/**
 * What the server would pay back for these items now, for the reason chosen so far (the shop's fault gives freight
 * back; goods kept that no longer ship free have their freight kept back). The server computes it; the form shows it.
 */
export function computeRefund(
  orderNo: string,
  itemIds: number[],
  reason = '',
  signal?: AbortSignal,
): Promise<RefundAmount> {
  const body = reason ? { orderNo, itemIds, reason } : { orderNo, itemIds };
  return apiPost<RefundAmount>('/api/front/order/refund/compute', body, { signal, silent: true });
}

export const refundAmountQuery = (orderNo: string, itemIds: number[], reason = '') =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'amount', orderNo, [...itemIds].sort((a, b) => a - b).join(','), reason],
    queryFn: ({ signal }) => computeRefund(orderNo, itemIds, reason, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useRefundAmount(orderNo: string, itemIds: number[], reason = '') {
  return useQuery({ ...refundAmountQuery(orderNo, itemIds, reason), enabled: itemIds.length > 0 });
}
