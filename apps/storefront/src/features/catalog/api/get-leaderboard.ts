import type { LeaderboardQuerySchema, Page, ProductCard } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { asPage } from '../../../lib/page';

export type LeaderboardParams = Infer<typeof LeaderboardQuerySchema>;

export async function getLeaderboard(params: LeaderboardParams, signal?: AbortSignal): Promise<Page<ProductCard>> {
  const data = await apiGet<Page<ProductCard> | ProductCard[]>(
    '/api/front/product/leaderboard',
    { ...params },
    { signal },
  );
  return asPage(data, params.page, params.limit);
}

export const leaderboardQuery = (params: LeaderboardParams) =>
  queryOptions({
    queryKey: ['catalog', 'leaderboard', params],
    queryFn: ({ signal }) => getLeaderboard(params, signal),
    placeholderData: keepPreviousData,
  });

export function useLeaderboard(params: LeaderboardParams) {
  return useQuery(leaderboardQuery(params));
}
