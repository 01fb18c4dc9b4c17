import type { Page } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { asPage } from '../../../lib/page';
import { FAVOURITES_KEY } from './keys';

export interface FollowedShop {
  id: number;
  name: string;
  avatar: string;
  isSelf: boolean;
  /** null while the shop has no review ("no ratings yet"). */
  rating: number | null;
  followerCount: number;
}

export function getFollowedShops(page: number, limit: number, signal?: AbortSignal) {
  return apiGet<Page<FollowedShop>>('/api/front/collect/merchant/list', { page, limit }, { signal }).then((data) =>
    asPage(data, page, limit),
  );
}

export const followedShopsQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...FAVOURITES_KEY, 'shops', page, limit],
    queryFn: ({ signal }) => getFollowedShops(page, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useFollowedShops(page: number, limit: number) {
  return useQuery(followedShopsQuery(page, limit));
}
