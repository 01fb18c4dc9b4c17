import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { FAVOURITES_KEY, PRODUCT_DETAIL_KEY, SHOP_KEY } from './keys';

export function cancelShopFollow(id: number): Promise<{ followed: boolean; followerCount: number }> {
  return apiPost(`/api/front/collect/cancel/merchant/${id}`);
}

/** Unfollows several shops (the API takes one shop per call). */
export function useCancelShopFollows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map(cancelShopFollow)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
        queryClient.invalidateQueries({ queryKey: SHOP_KEY }),
        queryClient.invalidateQueries({ queryKey: PRODUCT_DETAIL_KEY }),
      ]),
  });
}
