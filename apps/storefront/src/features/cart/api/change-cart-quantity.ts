import type { CartNumSchema } from '@mall/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { useRefreshCart } from './get-cart-list';

export type CartQuantityInput = Infer<typeof CartNumSchema>;

export function changeCartQuantity(input: CartQuantityInput): Promise<null> {
  return apiPost<null>('/api/front/cart/num', input);
}

/** Sets a line's quantity; the list and the badge are read again afterwards, also when the server refused it. */
export function useChangeCartQuantity() {
  const refresh = useRefreshCart();
  return useMutation({ mutationFn: changeCartQuantity, onSettled: refresh });
}
