import type { ServiceConfig } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getShopService(id: number): Promise<ServiceConfig> {
  return apiGet<ServiceConfig>(`/api/front/merchant/customer/service/info/${id}`);
}

export const shopServiceQuery = (id: number) =>
  queryOptions({ queryKey: ['shop', 'service', id], queryFn: () => getShopService(id) });

export function useShopService(id: number) {
  return useQuery({ ...shopServiceQuery(id), enabled: id > 0 });
}
