import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { FAVOURITES_KEY, PRODUCT_DETAIL_KEY } from './keys';

export function cancelProductFavourites(productIds: number[]): Promise<null> {
  return apiPost<null>('/api/front/collect/cancel/product', { productIds });
}

/** Removes several products from the favourites in one call (manage mode). */
export function useCancelProductFavourites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelProductFavourites,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
        queryClient.invalidateQueries({ queryKey: PRODUCT_DETAIL_KEY }),
      ]),
  });
}
