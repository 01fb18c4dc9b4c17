import type { MyReview, Page } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { asPage } from '../../../lib/page';
import { REVIEWS_KEY } from './keys';

/** My reviews with the shops' replies, newest first. */
export async function getMyReviews(page: number, limit: number, signal?: AbortSignal) {
  const data = await apiGet<Page<MyReview>>('/api/front/order/reply/list', { page, limit }, { signal });
  return asPage(data, page, limit);
}

export const myReviewsQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'mine', page, limit],
    queryFn: ({ signal }) => getMyReviews(page, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMyReviews(page: number, limit: number) {
  return useQuery(myReviewsQuery(page, limit));
}
