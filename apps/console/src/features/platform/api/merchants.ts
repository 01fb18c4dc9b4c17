import type { AdminMerchant, AdminMerchantDetail, MerchantStatus, Page } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet, apiRequestEnvelope } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';

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

/** The reason is told to the shop's staff (notice, e-mail, their console's banner: audit AW3). */
export const suspendMerchant = (id: number, reason: string) =>
  apiAction(`/api/admin/merchants/${id}/suspend`, { reason });
export const reopenMerchant = (id: number) => apiAction(`/api/admin/merchants/${id}/reopen`);

/** The platform removes a member of a shop, never its owner (audit CX2); the server's message is shown. */
export async function removeMerchantStaff(id: number, userId: number): Promise<void> {
  const envelope = await apiRequestEnvelope<null>(`/api/admin/merchants/${id}/staff/${userId}`, { method: 'DELETE' });
  if (envelope.message) notifySuccess(envelope.message);
}
