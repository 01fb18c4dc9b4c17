import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

interface FollowAnswer {
  followed: boolean;
  followerCount: number;
}

export function followShop(id: number): Promise<FollowAnswer> {
  return apiPost<FollowAnswer>(`/api/front/collect/add/merchant/${id}`);
}

export function unfollowShop(id: number): Promise<FollowAnswer> {
  return apiPost<FollowAnswer>(`/api/front/collect/cancel/merchant/${id}`);
}

/** What the shop header (`['shop', 'header', id]`) and the goods detail (`merchant`) say about following. */
type FollowFacts = { id: number } & FollowAnswer;
type Cached = FollowFacts | { merchant: FollowFacts };

/** Puts a follow state into every cached shop header and goods detail of shop `id`. */
function patch(queryClient: QueryClient, id: number, next: (facts: FollowFacts) => FollowAnswer): void {
  const apply = (data: Cached | undefined): Cached | undefined => {
    if (!data || typeof data !== 'object') return data;
    if ('merchant' in data)
      return data.merchant.id === id ? { ...data, merchant: { ...data.merchant, ...next(data.merchant) } } : data;
    return data.id === id ? { ...data, ...next(data) } : data;
  };
  queryClient.setQueriesData<Cached>({ queryKey: ['shop', 'header', id] }, apply);
  queryClient.setQueriesData<Cached>({ queryKey: ['product', 'detail'] }, apply);
}

export function useToggleFollow(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followShop(id) : unfollowShop(id)),
    // Shown at once (follower count by one), taken back when the call fails, then set from the server's answer.
    onMutate: async (follow) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: ['shop', 'header', id] }),
        queryClient.cancelQueries({ queryKey: ['product', 'detail'] }),
      ]);
      const before: Array<[QueryKey, unknown]> = [
        ...queryClient.getQueriesData({ queryKey: ['shop', 'header', id] }),
        ...queryClient.getQueriesData({ queryKey: ['product', 'detail'] }),
      ];
      patch(queryClient, id, (facts) => ({
        followed: follow,
        followerCount: Math.max(0, facts.followerCount + (follow === facts.followed ? 0 : follow ? 1 : -1)),
      }));
      return { before };
    },
    onError: (_error, _follow, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer) => patch(queryClient, id, () => answer),
    // Shop headers, product details and the favourites list carry the followed flag and follower count.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['shop'] }),
        queryClient.invalidateQueries({ queryKey: ['product', 'detail'] }),
        queryClient.invalidateQueries({ queryKey: ['favourites'] }),
      ]),
  });
}
