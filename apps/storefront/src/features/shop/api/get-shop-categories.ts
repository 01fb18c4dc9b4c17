import type { ShopCategory } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { asList } from '../../../lib/page';

export async function getShopCategories(id: number): Promise<ShopCategory[]> {
  return asList(await apiGet<ShopCategory[]>(`/api/front/product/merchant/${id}/category/list`));
}

export const shopCategoriesQuery = (id: number) =>
  queryOptions({ queryKey: ['shop', 'categories', id], queryFn: () => getShopCategories(id) });

export function useShopCategories(id: number) {
  return useQuery({ ...shopCategoriesQuery(id), enabled: id > 0 });
}
