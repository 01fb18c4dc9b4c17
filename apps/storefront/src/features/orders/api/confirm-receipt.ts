import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useRefreshOrders } from './get-order-list';

/** Confirms that a shipped shop order arrived. */
export function confirmReceipt(orderNo: string): Promise<null> {
  return apiPost<null>(`/api/front/order/take/${encodeURIComponent(orderNo)}`);
}

export function useConfirmReceipt() {
  const refresh = useRefreshOrders();
  return useMutation({ mutationFn: confirmReceipt, onSettled: refresh });
}
