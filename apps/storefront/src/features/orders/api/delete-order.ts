import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useRefreshOrders } from './get-order-list';

/** Removes a completed or cancelled order from the shopper's list. */
export function deleteOrder(orderNo: string): Promise<null> {
  return apiPost<null>(`/api/front/order/delete/${encodeURIComponent(orderNo)}`);
}

export function useDeleteOrder() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: deleteOrder, onSettled: refresh });
}
