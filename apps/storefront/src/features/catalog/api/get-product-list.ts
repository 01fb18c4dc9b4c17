import type { Page, ProductCard, ProductListQuery } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { asPage } from '../../../lib/page';

export type ProductListParams = Partial<ProductListQuery>;

export async function getProductList(params: ProductListParams, signal?: AbortSignal): Promise<Page<ProductCard>> {
  const data = await apiGet<Page<ProductCard>>('/api/front/product/list', { ...params }, { signal });
  return asPage(data, params.page, params.limit);
}

export const productListQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['catalog', 'products', params],
    queryFn: ({ signal }) => getProductList(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProductList(params: ProductListParams) {
  return useQuery(productListQuery(params));
}
