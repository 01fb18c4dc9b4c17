import type { AdminMerchant, AdminMerchantDetail, MerchantStatus, Page } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type MerchantQuery = {
  keywords?: string;
  status?: MerchantStatus;
  typeId?: number;
  categoryId?: number;
  page: number;
  limit: number;
};

export const merchantsQuery = (q: MerchantQuery) =>
  queryOptions({
    queryKey: ['platform', 'merchants', q],
    queryFn: () => apiGet<Page<AdminMerchant>>('/api/admin/merchants', q),
  });

export const merchantQuery = (id: number) =>
  queryOptions({
    queryKey: ['platform', 'merchants', 'one', id],
    queryFn: () => apiGet<AdminMerchantDetail>(`/api/admin/merchants/${id}`),
  });

export const suspendMerchant = (id: number) => apiAction(`/api/admin/merchants/${id}/suspend`);
export const reopenMerchant = (id: number) => apiAction(`/api/admin/merchants/${id}/reopen`);
