import type { AdminPayout, AdminPayoutListQuery, Page, PayoutBankTransfer, PayoutSettings } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type AdminPayoutFilter = Pick<AdminPayoutListQuery, 'status'> & { page: number; limit: number };

export const adminPayoutsQuery = (filter: AdminPayoutFilter) =>
  queryOptions({
    queryKey: ['platform', 'payouts', filter],
    queryFn: () => apiGet<Page<AdminPayout>>('/api/admin/finance/payouts', filter),
    placeholderData: keepPreviousData,
  });

export const payoutSettingsQuery = () =>
  queryOptions({
    queryKey: ['platform', 'payout-settings'],
    queryFn: () => apiGet<PayoutSettings>('/api/admin/finance/payout-settings'),
  });

export const approvePayout = (payoutNo: string) => apiAction(`/api/admin/finance/payouts/${payoutNo}/approve`);
export const rejectPayout = (payoutNo: string, reason: string) =>
  apiAction(`/api/admin/finance/payouts/${payoutNo}/reject`, { reason });
export const savePayoutSettings = (body: PayoutSettings) =>
  apiAction<PayoutSettings>('/api/admin/finance/payout-settings', body);
/** Records a bank payout's transfer (reference and day); the payout is then paid. */
export const markPayoutPaid = (payoutNo: string, body: PayoutBankTransfer) =>
  apiAction(`/api/admin/finance/payouts/${payoutNo}/paid`, body);
/** Records that an approved bank payout's transfer could not be made; the money goes back to the shop's available. */
export const failPayout = (payoutNo: string, reason: string) =>
  apiAction(`/api/admin/finance/payouts/${payoutNo}/fail`, { reason });
