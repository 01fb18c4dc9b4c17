import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Puts an order's items back into the cart; those no longer on sale or in stock are skipped. */
export function buyAgain(orderNo: string): Promise<{ added: number; skipped: number }> {
  return apiPost<{ added: number; skipped: number }>(`/api/front/order/again/${encodeURIComponent(orderNo)}`);
}

export function useBuyAgain() {
  return useMutation({ mutationFn: buyAgain });
}
