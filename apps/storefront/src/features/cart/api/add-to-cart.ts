import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { cartCountQuery } from './get-cart-count';

export interface AddToCartInput {
  productId: number;
  skuId: number;
  quantity: number;
}

export function addToCart(input: AddToCartInput): Promise<unknown> {
  return apiPost('/api/front/cart/save', input);
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartCountQuery().queryKey }),
  });
}
