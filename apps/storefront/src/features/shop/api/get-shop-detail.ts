import type { ShopDetailSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';

export type ShopDetail = Infer<typeof ShopDetailSchema>;

export function getShopDetail(id: number): Promise<ShopDetail> {
  return apiGet<ShopDetail>(`/api/front/merchant/detail/${id}`);
}

export const shopDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['shop', 'detail', id], queryFn: () => getShopDetail(id) });

export function useShopDetail(id: number) {
  return useQuery({ ...shopDetailQuery(id), enabled: id > 0 });
}
