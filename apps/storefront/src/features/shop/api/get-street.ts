import type { Page, StreetShopSchema } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { asPage } from '../../../lib/page';

export type StreetShop = Infer<typeof StreetShopSchema>;

export interface StreetParams {
  keywords?: string;
  categoryId?: number;
  typeId?: number;
  isSelf?: 'true';
  page: number;
  limit: number;
}

export async function getStreet(params: StreetParams, signal?: AbortSignal): Promise<Page<StreetShop>> {
  const data = await apiGet<Page<StreetShop>>('/api/front/merchant/street', { ...params }, { signal });
  return asPage(data, params.page, params.limit);
}

export const streetQuery = (params: StreetParams) =>
  queryOptions({
    queryKey: ['shop', 'street', params],
    queryFn: ({ signal }) => getStreet(params, signal),
    placeholderData: keepPreviousData,
  });

export function useStreet(params: StreetParams) {
  return useQuery(streetQuery(params));
}
