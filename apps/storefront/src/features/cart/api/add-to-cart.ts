import type { CartSaveSchema } from '@mall/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { tickAdded } from '../unticked-lines';
import { useRefreshCart } from './get-cart-list';

export type AddToCartInput = Infer<typeof CartSaveSchema>;

/** The same SKU adds up on the server. */
export function addToCart(input: AddToCartInput): Promise<{ id: number }> {
  return apiPost<{ id: number }>('/api/front/cart/save', input);
}

export function useAddToCart() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: ({ id }) => {
      tickAdded(id);
      return refresh();
    },
  });
}
