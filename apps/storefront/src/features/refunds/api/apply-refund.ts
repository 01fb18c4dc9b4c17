import type { RefundApply } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { ORDERS_KEY, REFUNDS_KEY } from './keys';

/** Asks for a refund of chosen items; answers the new refund's number. */
export function applyRefund(input: RefundApply): Promise<{ refundNo: string }> {
  return apiPost<{ refundNo: string }>('/api/front/order/refund', input);
}

export function useApplyRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRefund,
    // Not awaited: the form moves on to the new refund at once. The amount of the items just asked for is not asked
    // again (the server would now answer that they already have a refund).
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: REFUNDS_KEY,
        predicate: (query) => query.queryKey[1] !== 'amount',
      });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
