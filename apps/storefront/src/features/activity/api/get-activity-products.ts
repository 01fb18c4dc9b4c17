import type { Page, ProductCard } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { asPage } from '../../../lib/page';

export async function getActivityProducts(id: number, page: number, limit: number, signal?: AbortSignal) {
  const data = await apiGet<Page<ProductCard>>(`/api/front/activity/${id}/products`, { page, limit }, { signal });
  return asPage(data, page, limit);
}

export const activityProductsQuery = (id: number, page: number, limit: number) =>
  queryOptions({
    queryKey: ['activity', 'products', id, page, limit],
    queryFn: ({ signal }) => getActivityProducts(id, page, limit, signal),
    placeholderData: keepPreviousData,
  });

export function useActivityProducts(id: number | undefined, page: number, limit: number) {
  return useQuery({ ...activityProductsQuery(id ?? 0, page, limit), enabled: id !== undefined });
}
