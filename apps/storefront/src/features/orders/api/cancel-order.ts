import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useRefreshOrders } from './get-order-list';

/** Cancels an unpaid checkout (all its shop orders go together: one payment covers them). */
export function cancelOrder(orderNo: string): Promise<null> {
  return apiPost<null>(`/api/front/order/cancel/${encodeURIComponent(orderNo)}`);
}

export function useCancelOrder() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: cancelOrder, onSettled: refresh });
}
