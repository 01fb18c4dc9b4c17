import type {
  AdjustmentInput,
  AdminFinanceShop,
  AdminFinanceSummary,
  CommissionRateInput,
  FinanceSettings,
  Page,
} from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type Period = { from: string; to: string };
export type ShopFilter = { keyword?: string; page: number; limit: number };

export const financeOverviewQuery = (period: Period) =>
  queryOptions({
    queryKey: ['platform', 'finance', 'summary', period],
    queryFn: () => apiGet<AdminFinanceSummary>('/api/admin/finance/summary', period),
    placeholderData: keepPreviousData,
  });

export const financeShopsQuery = (filter: ShopFilter) =>
  queryOptions({
    queryKey: ['platform', 'finance', 'shops', filter],
    queryFn: () => apiGet<Page<AdminFinanceShop>>('/api/admin/finance/shops', filter),
    placeholderData: keepPreviousData,
  });

export const financeSettingsQuery = () =>
  queryOptions({
    queryKey: ['platform', 'finance', 'settings'],
    queryFn: () => apiGet<{ settlementDays: number; minPayout: string }>('/api/admin/finance/settings'),
  });

export const setCommission = (merId: number, body: CommissionRateInput) =>
  apiAction<null>(`/api/admin/finance/shops/${merId}/commission`, body);

/** Books money to (positive) or from (negative) a shop's available balance; `requestId` makes a resend harmless. */
export const adjustShop = (merId: number, body: AdjustmentInput) =>
  apiAction<null>(`/api/admin/finance/shops/${merId}/adjustments`, body);

export const saveFinanceSettings = (body: FinanceSettings) =>
  apiAction<{ settlementDays: number; minPayout: string }>('/api/admin/finance/settings', body);
