import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export function followShop(id: number): Promise<unknown> {
  return apiPost(`/api/front/collect/add/merchant/${id}`);
}

export function unfollowShop(id: number): Promise<unknown> {
  return apiPost(`/api/front/collect/cancel/merchant/${id}`);
}

export function useToggleFollow(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followShop(id) : unfollowShop(id)),
    // Shop headers and product details carry the followed flag and follower count.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['shop'] }),
        queryClient.invalidateQueries({ queryKey: ['product', 'detail'] }),
      ]),
  });
}
