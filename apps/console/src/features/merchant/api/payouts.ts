import type {
  Page,
  Payout,
  PayoutAccountInput,
  PayoutAccountView,
  PayoutOverview,
  PayoutRequest,
} from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type PayoutFilter = { page: number; limit: number };

export const payoutsQuery = (filter: PayoutFilter) =>
  queryOptions({
    queryKey: ['merchant', 'payouts', filter],
    queryFn: () => apiGet<Page<Payout>>('/api/merchant/finance/payouts', filter),
    placeholderData: keepPreviousData,
  });

export const payoutOverviewQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'payouts', 'overview'],
    queryFn: () => apiGet<PayoutOverview>('/api/merchant/finance/payouts/overview'),
  });

export const payoutAccountQuery = () =>
  queryOptions({
    queryKey: ['merchant', 'payout-account'],
    queryFn: () => apiGet<PayoutAccountView>('/api/merchant/finance/payout-account'),
  });

export const requestPayout = (body: PayoutRequest) =>
  apiAction<{ payoutNo: string }>('/api/merchant/finance/payouts', body);
export const askAccountChange = (body: PayoutAccountInput) =>
  apiAction<{ sentTo: string; expiresAt: string }>('/api/merchant/finance/payout-account', body);
export const confirmAccountChange = (code: string) =>
  apiAction<PayoutAccountView>('/api/merchant/finance/payout-account/confirm', { code });
