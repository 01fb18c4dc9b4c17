import type { ShopHeaderSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/api-error';
import type { Infer } from '../../../lib/infer';

export type ShopHeader = Infer<typeof ShopHeaderSchema>;

export function getShopHeader(id: number): Promise<ShopHeader> {
  return apiGet<ShopHeader>(`/api/front/merchant/index/info/${id}`, undefined, { silent: true });
}

export const shopHeaderQuery = (id: number) =>
  queryOptions({
    queryKey: ['shop', 'header', id],
    queryFn: () => getShopHeader(id),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

export function useShopHeader(id: number) {
  return useQuery({ ...shopHeaderQuery(id), enabled: id > 0 });
}
