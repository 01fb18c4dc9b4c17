import type {
  AdminCategory,
  AdminKeyword,
  AttributeTerm,
  AttributeTermEdit,
  CategoryEdit,
  KeywordEdit,
  MerchantCategoryEdit,
  MerchantTypeEdit,
  TranslatedNames,
} from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['platform', 'categories'],
    queryFn: () => apiGet<AdminCategory[]>('/api/admin/categories'),
  });

export const saveCategory = (id: number | null, body: CategoryEdit) =>
  apiAction(id ? `/api/admin/categories/${id}` : '/api/admin/categories', body);
export const deleteCategory = (id: number) => apiAction(`/api/admin/categories/${id}/delete`);

export type MerchantType = {
  id: number;
  name: string;
  names: TranslatedNames;
  info: string;
  sort: number;
  merchantCount: number;
};
export type MerchantCategory = {
  id: number;
  name: string;
  names: TranslatedNames;
  handlingFee: string;
  sort: number;
  merchantCount: number;
};

export const merchantTypesQuery = () =>
  queryOptions({
    queryKey: ['platform', 'merchant-types'],
    queryFn: () => apiGet<MerchantType[]>('/api/admin/merchant/types'),
  });
export const merchantCategoriesQuery = () =>
  queryOptions({
    queryKey: ['platform', 'merchant-categories'],
    queryFn: () => apiGet<MerchantCategory[]>('/api/admin/merchant/categories'),
  });

export const saveMerchantType = (id: number | null, body: MerchantTypeEdit) =>
  apiAction(id ? `/api/admin/merchant/types/${id}` : '/api/admin/merchant/types', body);
export const saveMerchantCategory = (id: number | null, body: MerchantCategoryEdit) =>
  apiAction(id ? `/api/admin/merchant/categories/${id}` : '/api/admin/merchant/categories', body);

export type Keyword = AdminKeyword;
export const keywordsQuery = () =>
  queryOptions({ queryKey: ['platform', 'keywords'], queryFn: () => apiGet<Keyword[]>('/api/admin/keywords') });
export const saveKeyword = (id: number | null, body: KeywordEdit) =>
  apiAction(id ? `/api/admin/keywords/${id}` : '/api/admin/keywords', body);
export const deleteKeyword = (id: number) => apiAction(`/api/admin/keywords/${id}/delete`);
export const orderKeywords = (ids: number[]) => apiAction('/api/admin/keywords/order', { ids });

export type { AttributeTerm } from '@mall/contract';
export const attributeTermsQuery = () =>
  queryOptions({
    queryKey: ['platform', 'attribute-terms'],
    queryFn: () => apiGet<AttributeTerm[]>('/api/admin/attribute-terms'),
  });
export const saveAttributeTerm = (id: number | null, body: AttributeTermEdit) =>
  apiAction(id ? `/api/admin/attribute-terms/${id}` : '/api/admin/attribute-terms', body);
export const deleteAttributeTerm = (id: number) => apiAction(`/api/admin/attribute-terms/${id}/delete`);
