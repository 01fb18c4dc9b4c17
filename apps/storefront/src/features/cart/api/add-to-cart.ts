import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useRefreshCart } from './get-cart-list';

export interface AddToCartInput {
  productId: number;
  skuId: number;
  quantity: number;
}

/** The same SKU adds up on the server. */
export function addToCart(input: AddToCartInput): Promise<{ id: number }> {
  return apiPost<{ id: number }>('/api/front/cart/save', input);
}

export function useAddToCart() {
  const refresh = useRefreshCart();
  return useMutation({ mutationFn: addToCart, onSuccess: refresh });
}
