import type { MerchantRefund, Page, RefundStatus } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type RefundFilter = { status?: RefundStatus; page: number; limit: number };

export const refundsQuery = (filter: RefundFilter) =>
  queryOptions({
    queryKey: ['merchant', 'refunds', filter],
    queryFn: () => apiGet<Page<MerchantRefund>>('/api/merchant/refunds', filter),
    placeholderData: keepPreviousData,
  });

export const acceptRefund = (refundNo: string) => apiAction<MerchantRefund>(`/api/merchant/refunds/${refundNo}/accept`);
export const refuseRefund = (refundNo: string, reason: string) =>
  apiAction<MerchantRefund>(`/api/merchant/refunds/${refundNo}/refuse`, { reason });
export const receiveReturn = (refundNo: string) =>
  apiAction<MerchantRefund>(`/api/merchant/refunds/${refundNo}/receive`);
export const payBackAgain = (refundNo: string) => apiAction<MerchantRefund>(`/api/merchant/refunds/${refundNo}/pay`);
