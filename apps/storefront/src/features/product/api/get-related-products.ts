import type { ProductCard } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Products like this one (its category first); also answers for a product that is gone. */
export function getRelatedProducts(id: number, signal?: AbortSignal): Promise<ProductCard[]> {
  return apiGet<ProductCard[]>(`/api/front/product/related/${id}`, undefined, { signal, silent: true });
}

export const relatedProductsQuery = (id: number) =>
  queryOptions({
    queryKey: ['product', 'related', id],
    queryFn: ({ signal }) => getRelatedProducts(id, signal),
    staleTime: 60_000,
  });

export function useRelatedProducts(id: number, enabled = true) {
  return useQuery({ ...relatedProductsQuery(id), enabled: enabled && Number.isInteger(id) && id > 0 });
}
