import type { ShopCategoryNode, ShopTextTranslations } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export const shopCategoriesQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'categories'],
    queryFn: () => apiGet<ShopCategoryNode[]>('/api/merchant/categories'),
  });

/** `names`: the name in other languages (audit DS6); left out, the stored ones stay. */
export type ShopCategoryBody = { name: string; names?: ShopTextTranslations; parentId: number; sort: number };

export const createShopCategory = (body: ShopCategoryBody) =>
  apiAction<{ id: number }>('/api/merchant/categories', body);
export const updateShopCategory = (id: number, body: ShopCategoryBody) =>
  apiAction<null>(`/api/merchant/categories/${id}`, body);
export const deleteShopCategory = (id: number) => apiAction<null>(`/api/merchant/categories/${id}/delete`);
