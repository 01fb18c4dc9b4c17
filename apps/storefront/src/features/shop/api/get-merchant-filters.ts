import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { asList } from '../../../lib/page';

export interface MerchantFilterOption {
  id: number;
  name: string;
}

export async function getMerchantCategories(): Promise<MerchantFilterOption[]> {
  return asList(await apiGet<MerchantFilterOption[]>('/api/front/merchant/all/category/list'));
}

export async function getMerchantTypes(): Promise<MerchantFilterOption[]> {
  return asList(await apiGet<MerchantFilterOption[]>('/api/front/merchant/all/type/list'));
}

export const merchantCategoriesQuery = () =>
  queryOptions({ queryKey: ['shop', 'merchant-categories'], queryFn: getMerchantCategories, staleTime: 10 * 60_000 });

export const merchantTypesQuery = () =>
  queryOptions({ queryKey: ['shop', 'merchant-types'], queryFn: getMerchantTypes, staleTime: 10 * 60_000 });

export function useMerchantCategories() {
  return useQuery(merchantCategoriesQuery());
}

export function useMerchantTypes() {
  return useQuery(merchantTypesQuery());
}
