import type { ProductDetail } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { cancelProductFavourites } from './cancel-product-favourites';
import { FAVOURITES_KEY, PRODUCT_DETAIL_KEY } from './keys';

export function addProductFavourite(productId: number): Promise<{ collected: boolean }> {
  return apiPost<{ collected: boolean }>('/api/front/collect/add/product', { productId });
}

/**
 * Adds or removes one product (the heart on the goods detail). The detail shows the new state at once and goes back
 * if the call fails; afterwards the detail and the favourites lists are fetched again.
 */
export function useToggleFavourite(productId: number) {
  const queryClient = useQueryClient();
  const detailKey = [...PRODUCT_DETAIL_KEY, productId];
  return useMutation({
    mutationFn: (collect: boolean) => (collect ? addProductFavourite(productId) : cancelProductFavourites([productId])),
    onMutate: async (collect) => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      const before = queryClient.getQueryData<ProductDetail>(detailKey);
      if (before) queryClient.setQueryData<ProductDetail>(detailKey, { ...before, collected: collect });
      return { before };
    },
    onError: (_error, _collect, context) => {
      if (context?.before) queryClient.setQueryData(detailKey, context.before);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: detailKey }),
        queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
      ]),
  });
}
