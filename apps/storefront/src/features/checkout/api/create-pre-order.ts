import type { PreOrderSchema } from '@mall/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';

export type BuyNowItem = Extract<Infer<typeof PreOrderSchema>, { type: 'buyNow' }>['items'][number];

/** Starts a "buy now" checkout for one item or several; the confirmation page reads the pre-order by its number. */
export function createBuyNowPreOrder(item: BuyNowItem | BuyNowItem[]): Promise<{ preOrderNo: string }> {
  const items = Array.isArray(item) ? item : [item];
  return apiPost<{ preOrderNo: string }>('/api/front/order/pre/order', { type: 'buyNow', items });
}

/** Starts a checkout of the ticked cart lines. */
export function createCartPreOrder(cartIds: number[]): Promise<{ preOrderNo: string }> {
  return apiPost<{ preOrderNo: string }>('/api/front/order/pre/order', { type: 'cart', cartIds });
}

export function useBuyNow() {
  return useMutation({ mutationFn: createBuyNowPreOrder });
}

export function useCartPreOrder() {
  return useMutation({ mutationFn: createCartPreOrder });
}
