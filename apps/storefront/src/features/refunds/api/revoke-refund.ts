import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { ORDERS_KEY, REFUNDS_KEY } from './keys';

/** Withdraws a request under review (or an accepted return whose goods were not sent yet). */
export function revokeRefund(refundNo: string): Promise<null> {
  return apiPost<null>(`/api/front/order/refund/revoke/${encodeURIComponent(refundNo)}`);
}

export function useRevokeRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeRefund,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REFUNDS_KEY }),
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
      ]),
  });
}
