import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface BuyNowItem {
  productId: number;
  skuId: number;
  quantity: number;
}

/** Starts a "buy now" checkout for one item; the confirmation page reads the pre-order by its number. */
export function createBuyNowPreOrder(item: BuyNowItem): Promise<{ preOrderNo: string }> {
  return apiPost<{ preOrderNo: string }>('/api/front/order/pre/order', { type: 'buyNow', items: [item] });
}

export function useBuyNow() {
  return useMutation({ mutationFn: createBuyNowPreOrder });
}
