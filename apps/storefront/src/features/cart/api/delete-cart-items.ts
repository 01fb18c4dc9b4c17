import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useRefreshCart } from './get-cart-list';

export function deleteCartItems(ids: number[]): Promise<null> {
  return apiPost<null>('/api/front/cart/delete', { ids });
}

export function useDeleteCartItems() {
  const refresh = useRefreshCart();
  return useMutation({ mutationFn: deleteCartItems, onSettled: refresh });
}
