import { useMutation } from '@tanstack/react-query';
import { apiRequestEnvelope } from '../../../lib/api-client';
import { useRefreshOrders } from './get-order-list';

/**
 * Cancels an unpaid checkout (all its shop orders go together: one payment covers them). Answers the server's
 * message, in the shopper's language: it says when other shops' orders were cancelled with it (audit FX7).
 */
export async function cancelOrder(orderNo: string): Promise<string> {
  const answer = await apiRequestEnvelope<null>(`/api/front/order/cancel/${encodeURIComponent(orderNo)}`, {
    method: 'POST',
  });
  return answer.message;
}

export function useCancelOrder() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: cancelOrder, onSettled: refresh });
}
