import type { ProductDetail } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-error';

export function getProductDetail(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  // Silent: a missing product shows the not-found page instead of a toast.
  return apiGet<ProductDetail>(`/api/front/product/detail/${id}`, undefined, { signal, silent: true });
}

export const productDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['product', 'detail', id],
    queryFn: ({ signal }) => getProductDetail(id, signal),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

export function useProductDetail(id: number) {
  return useQuery({ ...productDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
