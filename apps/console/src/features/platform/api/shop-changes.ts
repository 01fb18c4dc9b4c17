import type { AdminShopChange, Page, ShopChangeStatus } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type ShopChangeQuery = { status?: ShopChangeStatus; page: number; limit: number };

export const shopChangesQuery = (q: ShopChangeQuery) =>
  queryOptions({
    queryKey: ['platform', 'shop-changes', q],
    queryFn: () => apiGet<Page<AdminShopChange>>('/api/admin/merchant/changes', q),
  });

export const approveShopChange = (id: number) => apiAction(`/api/admin/merchant/changes/${id}/approve`);

export const rejectShopChange = (id: number, reason: string) =>
  apiAction(`/api/admin/merchant/changes/${id}/reject`, { reason });
