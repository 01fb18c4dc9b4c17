import type { Page, PendingReview } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { asPage } from '../../../lib/page';
import { REVIEWS_KEY } from './keys';

/** Items of my received orders that wait for a review. */
export async function getPendingReviews(page: number, limit: number, signal?: AbortSignal) {
  const data = await apiGet<Page<PendingReview>>('/api/front/order/comment/pending', { page, limit }, { signal });
  return asPage(data, page, limit);
}

export const pendingReviewsQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'pending', page, limit],
    queryFn: ({ signal }) => getPendingReviews(page, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function usePendingReviews(page: number, limit: number) {
  return useQuery(pendingReviewsQuery(page, limit));
}
