import type { Page, ProductCard } from '@mall/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { asPage } from '../../../lib/page';

const LIMIT = 20;

export async function getIndexProducts(page: number, signal?: AbortSignal): Promise<Page<ProductCard>> {
  const data = await apiGet<Page<ProductCard>>('/api/front/index/product', { page, limit: LIMIT }, { signal });
  return asPage(data, page, LIMIT);
}

export const indexProductsQuery = (enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: ['home', 'products'],
    queryFn: ({ pageParam, signal }) => getIndexProducts(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled,
  });

export function useIndexProducts(enabled: boolean) {
  return useInfiniteQuery(indexProductsQuery(enabled));
}
