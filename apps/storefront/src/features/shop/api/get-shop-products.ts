import type { Page, ProductCard, ProductListQuery } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { asPage } from '../../../lib/page';

/** The shop's goods: the product list filtered by merId (and the shop's own category, shopCid). */
export type ShopProductParams = Partial<ProductListQuery> & { merId: number };

export async function getShopProducts(params: ShopProductParams, signal?: AbortSignal): Promise<Page<ProductCard>> {
  const data = await apiGet<Page<ProductCard>>('/api/front/product/list', { ...params }, { signal });
  return asPage(data, params.page, params.limit);
}

export const shopProductsQuery = (params: ShopProductParams) =>
  queryOptions({
    queryKey: ['shop', 'products', params],
    queryFn: ({ signal }) => getShopProducts(params, signal),
    placeholderData: keepPreviousData,
  });

export function useShopProducts(params: ShopProductParams) {
  return useQuery({ ...shopProductsQuery(params), enabled: params.merId > 0 });
}
