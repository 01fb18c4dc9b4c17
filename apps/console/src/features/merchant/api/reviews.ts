import type { MerchantReview, Page } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type ReviewFilter = { replied?: 'true' | 'false'; type: number; page: number; limit: number };

export const reviewsQuery = (filter: ReviewFilter) =>
  queryOptions({
    queryKey: ['merchant', 'reviews', filter],
    queryFn: () => apiGet<Page<MerchantReview>>('/api/merchant/reviews', filter),
    placeholderData: keepPreviousData,
  });

export const replyToReview = (id: number, reply: string) =>
  apiAction<null>(`/api/merchant/reviews/${id}/reply`, { reply });
